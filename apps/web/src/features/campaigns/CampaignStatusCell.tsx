import type { Campaign } from '@gc/contracts/campaigns';
import { Badge, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconStopwatch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { CampaignStatusBadge, UNSHRINKING_BADGE } from './CampaignStatusBadge.tsx';
import { scheduleNotices } from './campaign-dates.ts';
import { isInDebugMode } from './campaign-debug.ts';

type Props = { campaign: Pick<Campaign, 'status' | 'tags' | 'startDate' | 'endDate'> };

/**
 * The status badge; a Debug badge and the debug-mode warning as the cell's tooltip when the campaign
 * was published in debug mode; for SCHEDULED a stopwatch whose tooltip gives start and end (spec §2) in the company's zone.
 */
export function CampaignStatusCell({ campaign }: Props) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const notices = scheduleNotices(campaign, dates.dateTimeNamed);
  const isDebug = isInDebugMode(campaign);
  const cell = (
    <Group gap={6} wrap="nowrap" w="fit-content">
      <CampaignStatusBadge status={campaign.status} />
      {isDebug && (
        <Badge size="sm" color="orange" variant="filled" styles={UNSHRINKING_BADGE}>
          {t('campaigns.debug')}
        </Badge>
      )}
      {notices.length > 0 && (
        <Tooltip
          withArrow
          label={
            <Stack gap={0}>
              {notices.map((notice) => (
                <Text key={notice.kind} size="xs">
                  {t(`campaigns.${notice.kind}`, { date: notice.date })}
                </Text>
              ))}
            </Stack>
          }
        >
          <ThemeIcon variant="subtle" color="violet" size="sm" role="img" aria-label={t('campaigns.scheduleLabel')}>
            <IconStopwatch size={16} />
          </ThemeIcon>
        </Tooltip>
      )}
    </Group>
  );
  if (!isDebug) return cell;
  return (
    <Tooltip label={t('campaigns.debugTooltip')} multiline w={280} withArrow>
      {cell}
    </Tooltip>
  );
}
