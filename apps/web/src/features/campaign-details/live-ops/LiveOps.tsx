import type { LiveOpsSnapshot } from '@gc/contracts/live-ops';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../../app/use-company-view.ts';
import { alertKey, alertText } from './live-ops-alert-text.ts';
import { openLiveOpsSocket } from './live-ops-socket.ts';

/** The live region speaks at most this often: counts moving every second must not talk over everything. */
const ANNOUNCE_EVERY_MS = 30_000;
/** How long a counter that moved stays highlighted. */
const HIGHLIGHT_MS = 1_500;

type Status = 'connecting' | 'live' | 'reconnecting' | 'refused';
const KEYS = ['visits', 'plays', 'leads', 'wins'] as const;

/**
 * Issue 16, the live operations view of /campaign/details/{id}: counts of today and of the last five
 * minutes, and alerts (a pool running out, a win rate off its odds, a burst of plays from one
 * address or one user agent), pushed by the server over socket.io while the page is open. A chunk of its own, loaded
 * with the details page only where analytics are on.
 */
export default function LiveOps({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  const [status, setStatus] = useState<Status>('connecting');
  const [snapshot, setSnapshot] = useState<LiveOpsSnapshot | null>(null);

  useEffect(() => {
    const socket = openLiveOpsSocket(companyViewId);
    // Every (re)connection watches again: the room lives on the process the socket reaches.
    socket.on('connect', () => {
      socket.emit('watch', campaignId, (answer) => {
        if (answer.ok) {
          setSnapshot(answer.snapshot);
          setStatus('live');
        } else {
          setStatus('refused');
          socket.disconnect();
        }
      });
    });
    socket.on('snapshot', (next) => {
      if (next.campaignId === campaignId) setSnapshot(next);
    });
    socket.on('disconnect', () => setStatus((now) => (now === 'refused' ? now : 'reconnecting')));
    socket.on('connect_error', () => {
      // A refused handshake (a role that may not read analytics) is not retried by the client.
      setStatus((now) => (socket.active ? (now === 'live' ? 'reconnecting' : now) : 'refused'));
    });
    return () => {
      socket.disconnect();
    };
  }, [campaignId, companyViewId]);

  const announcement = useThrottledAnnouncement(snapshot, (s) =>
    [
      t('details.live.announce', s.today),
      s.alerts.length > 0 ? t('details.live.announceAlerts', { count: s.alerts.length }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  );

  return (
    <Stack component="section" aria-labelledby="live-ops-title" gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="live-ops-title">
          {t('details.live.title')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="live-ops-status">
          {status === 'live' && snapshot
            ? t('details.live.updatedAt', { time: new Date(snapshot.at).toLocaleTimeString() })
            : status === 'refused'
              ? t('details.live.refused')
              : status === 'reconnecting'
                ? t('details.live.reconnecting')
                : t('details.live.connecting')}
        </Text>
      </Group>
      <Text size="sm">{t('details.live.intro')}</Text>
      {snapshot && (
        <>
          <CountRow title={t('details.live.today')} id="today" counts={snapshot.today} />
          <CountRow title={t('details.live.recent')} id="recent" counts={snapshot.recent} />
          {snapshot.recent.visits === null && (
            <Text size="xs" c="dimmed">
              {t('details.live.visitsNeedLevel3')}
            </Text>
          )}
          <Title order={3} size="h5">
            {t('details.live.alertsTitle')}
          </Title>
          {snapshot.alerts.length === 0 ? (
            <Text size="sm">{t('details.live.noAlerts')}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {snapshot.alerts.map((alert) => (
                <li key={alertKey(alert)}>
                  <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid={`live-alert-${alert.kind}`}>
                    {alertText(t, alert)}
                  </Alert>
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

type Counts = { visits: number | null; plays: number; leads: number; wins: number };

function CountRow({ title, id, counts }: { title: string; id: string; counts: Counts }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id={`live-${id}`}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} role="group" aria-labelledby={`live-${id}`}>
        {KEYS.map((key) => (
          <Counter key={key} label={t(`details.live.counts.${key}`)} value={counts[key]} testId={`live-${id}-${key}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One count; it lights up for a moment when it moves (without the fade where motion is reduced). */
function Counter({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  const reduceMotion = useReducedMotion();
  const previous = useRef(value);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setMoved(true);
    const timer = setTimeout(() => setMoved(false), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{
        backgroundColor: moved ? 'var(--mantine-color-yellow-1)' : undefined,
        transition: reduceMotion ? 'none' : 'background-color 600ms ease-out',
      }}
    >
      <Text size="sm">{label}</Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value === null ? '—' : value.toLocaleString()}
      </Text>
    </Paper>
  );
}

/**
 * The text for the polite live region: the first snapshot is not spoken (the page shows it as it
 * opens), later ones at most every ANNOUNCE_EVERY_MS, the latest one once the pause is over.
 */
function useThrottledAnnouncement(
  snapshot: LiveOpsSnapshot | null,
  describe: (snapshot: LiveOpsSnapshot) => string,
): string {
  const [text, setText] = useState('');
  const lastSpokenAt = useRef(0);
  const seenFirst = useRef(false);
  const latest = useRef<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  latest.current = snapshot ? describe(snapshot) : '';

  useEffect(() => {
    if (!snapshot) return;
    if (!seenFirst.current) {
      seenFirst.current = true;
      lastSpokenAt.current = Date.now();
      return;
    }
    if (timer.current) return;
    const wait = Math.max(0, lastSpokenAt.current + ANNOUNCE_EVERY_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      lastSpokenAt.current = Date.now();
      setText(latest.current);
    }, wait);
  }, [snapshot]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return text;
}
