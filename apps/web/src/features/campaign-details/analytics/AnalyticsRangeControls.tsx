import { ANALYTICS_INTERVALS } from '@gc/contracts/analytics';
import { Group, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRangeQuery } from './analytics-api.ts';
import { PRESET_DAYS, presetRange } from './preset-range.ts';

type Props = {
  value: AnalyticsRangeQuery;
  /** The company's zone: the presets end on its today. */
  timeZone: string;
  onChange(value: AnalyticsRangeQuery): void;
};

/** The range (a preset or two dates), the interval of the charts and the comparison with the period before. */
export function AnalyticsRangeControls({ value, timeZone, onChange }: Props) {
  const { t } = useTranslation();
  const preset = PRESET_DAYS.find((days) => {
    const range = presetRange(days, timeZone);
    return range.from === value.from && range.to === value.to;
  });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={t('details.analytics.range.preset')}
        value={preset ? String(preset) : 'custom'}
        onChange={(days) => days !== 'custom' && onChange({ ...value, ...presetRange(Number(days), timeZone) })}
        data={[
          ...PRESET_DAYS.map((days) => ({
            value: String(days),
            label: t('details.analytics.range.lastDays', { count: days }),
          })),
          { value: 'custom', label: t('details.analytics.range.custom'), disabled: true },
        ]}
      />
      <TextInput
        type="date"
        label={t('details.analytics.range.from')}
        value={value.from}
        max={value.to}
        onChange={(event) => event.currentTarget.value && onChange({ ...value, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('details.analytics.range.to')}
        value={value.to}
        min={value.from}
        onChange={(event) => event.currentTarget.value && onChange({ ...value, to: event.currentTarget.value })}
      />
      <SegmentedControl
        aria-label={t('details.analytics.range.interval')}
        value={value.interval}
        onChange={(interval) => onChange({ ...value, interval: interval as AnalyticsRangeQuery['interval'] })}
        data={ANALYTICS_INTERVALS.map((interval) => ({
          value: interval,
          label: t(`details.analytics.intervals.${interval}`),
        }))}
      />
      <Switch
        label={t('details.analytics.range.compare')}
        checked={value.compare}
        onChange={(event) => onChange({ ...value, compare: event.currentTarget.checked })}
      />
    </Group>
  );
}
