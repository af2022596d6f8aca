import type { Campaign } from '@gc/contracts/campaigns';
import { Alert, Button, Divider, Group, Modal, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActingCompany } from '../../app/use-acting-company.ts';
import { isApiError } from '../../lib/api-error.ts';
import type { BuilderSection } from '../builder/builder-sections.ts';
import { useCampaignErrorMessage } from '../campaigns/use-campaign-error-message.ts';
import { type ExpectedPlays, useChecklist } from './checklist-api.ts';
import { ProductionLinkRow } from './ProductionLinkRow.tsx';
import { PublishChecklist } from './PublishChecklist.tsx';
import {
  ANALYTICS_OPTIONS,
  INITIAL_PUBLISH_VALUES,
  type PublishFormValues,
  publishFormProblems,
  toPublishRequest,
} from './publish-form.ts';
import type { PublishResult } from './publishing-api.ts';
import { usePublish } from './use-publishing.ts';

type Props = {
  campaign: Campaign;
  opened: boolean;
  onClose: () => void;
};

const PICKER_FORMAT = 'DD.MM.YYYY HH:mm';

/**
 * The publish dialog (spec §4 Publishing): the publish checklist (issue 9; its errors disable
 * publishing), now or on a schedule in the company's time zone, the analytics level, debug mode and
 * cookieless. After publishing it shows the campaign's address.
 */
export function PublishDialog({ campaign, opened, onClose }: Props) {
  const { t } = useTranslation();
  const { company } = useActingCompany();
  const timeZone = company?.timeZone ?? '';
  const [values, setValues] = useState<PublishFormValues>(INITIAL_PUBLISH_VALUES);
  const [isChecked, setChecked] = useState(false);
  const [result, setResult] = useState<PublishResult | null>(null);
  const publish = usePublish();
  const [expectedPlays, setExpectedPlays] = useState<ExpectedPlays>({ total: null, perDay: null });
  const [debouncedPlays] = useDebouncedValue(expectedPlays, 400);
  const checklist = useChecklist(campaign.id, debouncedPlays, opened && result === null);
  const [, setParams] = useSearchParams();
  const errorMessage = useCampaignErrorMessage();
  const set = (changes: Partial<PublishFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const problems = publishFormProblems(values);
  const isScheduled = values.mode === 'scheduled';

  const close = () => {
    onClose();
    // Opened again, the dialog starts over rather than showing the last answer.
    setResult(null);
    setChecked(false);
    publish.reset();
  };

  // The server refuses a draft whose checklist has errors (it may have changed since the dialog asked).
  const refusedChecklist = isApiError(publish.error, 'PUBLISH_CHECKLIST_FAILED')
    ? (publish.error.problem?.checklist ?? null)
    : null;
  const checklistItems = refusedChecklist ?? checklist.data?.items ?? null;
  const hasChecklistErrors = checklistItems?.some((item) => item.severity === 'error') ?? false;

  const submit = () => {
    setChecked(true);
    if (problems.length > 0 || hasChecklistErrors) return;
    publish.mutate(toPublishRequest(campaign, values), {
      onSuccess: setResult,
      onError: () => void checklist.refetch(),
    });
  };

  const goTo = (section: BuilderSection) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('section', section);
        return updated;
      },
      { replace: true },
    );
    close();
  };

  const serverViolations =
    isApiError(publish.error) && !refusedChecklist ? (publish.error.problem?.violations ?? []) : [];
  const zoneLabel = (key: 'start' | 'end') =>
    timeZone ? t(`publishing.dialog.${key}InZone`, { timeZone }) : t(`publishing.dialog.${key}`);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('publishing.dialog.title', { name: campaign.name })}
      centered
      size="lg"
    >
      {result ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} />}>
            {result.campaign.status === 'SCHEDULED'
              ? t('publishing.dialog.scheduledDone', { number: result.release.number })
              : t('publishing.dialog.publishedDone', { number: result.release.number })}
          </Alert>
          {result.campaign.productionUrl && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('publishing.link.label')}
              </Text>
              <ProductionLinkRow url={result.campaign.productionUrl} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>{t('publishing.dialog.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <PublishChecklist
            items={checklistItems}
            isLoading={checklist.isFetching && !refusedChecklist}
            isFailed={checklist.isError && !refusedChecklist}
            onRetry={() => void checklist.refetch()}
            expectedPlays={expectedPlays}
            onExpectedPlaysChange={setExpectedPlays}
            onGoTo={goTo}
          />
          <Divider />
          <SegmentedControl
            aria-label={t('publishing.dialog.mode')}
            value={values.mode}
            onChange={(mode) => set({ mode: mode as PublishFormValues['mode'] })}
            data={[
              { value: 'immediately', label: t('publishing.dialog.immediately') },
              { value: 'scheduled', label: t('publishing.dialog.scheduled') },
            ]}
          />
          {isScheduled && (
            <Group grow align="flex-start">
              <DateTimePicker
                label={zoneLabel('start')}
                withAsterisk
                clearable
                valueFormat={PICKER_FORMAT}
                value={values.startDate}
                onChange={(startDate) => set({ startDate })}
                error={isChecked && problems.includes('startRequired') ? t('publishing.dialog.startRequired') : null}
              />
              <DateTimePicker
                label={zoneLabel('end')}
                clearable
                valueFormat={PICKER_FORMAT}
                value={values.endDate}
                onChange={(endDate) => set({ endDate })}
                error={isChecked && problems.includes('endBeforeStart') ? t('publishing.dialog.endBeforeStart') : null}
              />
            </Group>
          )}
          <Select
            label={t('publishing.dialog.analytics')}
            allowDeselect={false}
            value={String(values.analyticsLevel)}
            onChange={(level) => set({ analyticsLevel: Number(level ?? 1) })}
            data={ANALYTICS_OPTIONS.map((option) => ({
              value: String(option.level),
              label: t(`publishing.analytics.${option.key}`),
            }))}
          />
          <Switch
            label={t('publishing.dialog.debugMode')}
            description={t('publishing.dialog.debugModeHelp')}
            checked={values.debugModeEnabled}
            onChange={(event) => set({ debugModeEnabled: event.currentTarget.checked })}
          />
          <Switch
            label={t('publishing.dialog.cookieless')}
            description={t('publishing.dialog.cookielessHelp')}
            checked={values.cookieless}
            onChange={(event) => set({ cookieless: event.currentTarget.checked })}
          />
          {publish.isError && !refusedChecklist && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('publishing.dialog.failed')}>
              {serverViolations.length > 1 ? (
                <Stack gap={2}>
                  {serverViolations.map((violation) => (
                    <Text key={`${violation.field}:${violation.message}`} size="sm">
                      {violation.message}
                    </Text>
                  ))}
                </Stack>
              ) : (
                errorMessage(publish.error)
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button loading={publish.isPending} disabled={hasChecklistErrors || checklist.isPending} onClick={submit}>
              {isScheduled ? t('publishing.dialog.schedule') : t('publishing.dialog.publishNow')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
