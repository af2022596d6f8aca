import '@mantine/charts/styles.css';
import { ANALYTICS_SPLITS, type CampaignAnalytics as Analytics, MAX_HOURLY_RANGE_DAYS } from '@gc/contracts/analytics';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../../app/use-company-dates.ts';
import { useCompanyViewId } from '../../../app/use-company-view.ts';
import { DETAILS_KEY } from '../details-api.ts';
import { AnalyticsRangeControls } from './AnalyticsRangeControls.tsx';
import { type AnalyticsRangeQuery, fetchCampaignAnalytics } from './analytics-api.ts';
import { ChartWithTable } from './ChartWithTable.tsx';
import { ClearAnalyticsButton } from './ClearAnalyticsButton.tsx';
import { presetRange } from './preset-range.ts';

const DAY_MS = 86_400_000;
const daysOf = (q: AnalyticsRangeQuery) => Math.round((Date.parse(q.to) - Date.parse(q.from)) / DAY_MS) + 1;
/** The API shows hours for a month at most: a longer range asks for days instead. */
const queryOf = (q: AnalyticsRangeQuery): AnalyticsRangeQuery =>
  q.interval === 'hour' && daysOf(q) > MAX_HOURLY_RANGE_DAYS ? { ...q, interval: 'day' } : q;

const SERIES = ['visits', 'plays', 'leads', 'wins'] as const;
const SERIES_COLORS = { visits: 'blue.7', plays: 'teal.8', leads: 'grape.7', wins: 'orange.8' } as const;

type Props = { campaignId: string; canClear: boolean };

/** The campaign analytics page's charts (issue 16), each with its table; a chunk of its own with the chart library. */
export default function CampaignAnalytics({ campaignId, canClear }: Props) {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  const { timeZone } = useCompanyDates();
  const [range, setRange] = useState<AnalyticsRangeQuery>(() => ({
    ...presetRange(30, timeZone),
    interval: 'day',
    compare: true,
  }));
  const query = queryOf(range);
  const analytics = useQuery({
    queryKey: [DETAILS_KEY, 'analytics', companyViewId, campaignId, query],
    queryFn: () => fetchCampaignAnalytics(campaignId, query),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack component="section" aria-labelledby="analytics-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id="analytics-title">
          {t('details.analytics.title')}
        </Title>
        {canClear && <ClearAnalyticsButton campaignId={campaignId} />}
      </Group>
      <AnalyticsRangeControls value={range} timeZone={timeZone} onChange={setRange} />
      {analytics.isPending ? (
        <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
      ) : analytics.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('details.analytics.failed')}
        </Alert>
      ) : (
        <AnalyticsCharts data={analytics.data} isFetching={analytics.isFetching} />
      )}
    </Stack>
  );
}

function AnalyticsCharts({ data, isFetching }: { data: Analytics; isFetching: boolean }) {
  const { t } = useTranslation();
  const empty = t('details.analytics.empty');
  const label = (key: 'visits' | 'visitors' | 'plays' | 'leads' | 'wins') => t(`details.analytics.series.${key}`);
  const count = t('details.analytics.count');
  return (
    <Stack aria-busy={isFetching}>
      <Text size="sm" c="dimmed">
        {t('details.analytics.rangeNote', { from: data.from, to: data.to, timeZone: data.timeZone })}
        {data.level < 3 && ` ${t('details.analytics.levelNote', { level: data.level })}`}
      </Text>
      <Totals data={data} />
      <ChartWithTable
        title={t('details.analytics.overTime')}
        emptyText={empty}
        columns={[
          { label: t('details.analytics.bucket') },
          ...SERIES.map((key) => ({ label: label(key), isNumber: true })),
        ]}
        rows={data.series.map((point) => [point.bucket, ...SERIES.map((key) => point[key])])}
        chart={
          <AreaChart
            h={260}
            data={data.series}
            dataKey="bucket"
            series={SERIES.map((key) => ({ name: key, label: label(key), color: SERIES_COLORS[key] }))}
            curveType="linear"
            withLegend
            areaChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
          />
        }
      />
      <ChartWithTable
        title={t('details.analytics.funnel')}
        emptyText={empty}
        columns={[
          { label: t('details.analytics.step') },
          { label: count, isNumber: true },
          { label: t('details.analytics.ofVisits'), isNumber: true },
        ]}
        rows={
          data.funnel.every((step) => step.count === 0)
            ? []
            : data.funnel.map((step) => [
                t(`details.analytics.steps.${step.step}`),
                step.count,
                percent(step.count, data.funnel[0].count),
              ])
        }
        chart={
          <BarChart
            h={240}
            data={data.funnel.map((step) => ({ step: t(`details.analytics.steps.${step.step}`), count: step.count }))}
            dataKey="step"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[{ name: 'count', label: count, color: 'blue.7' }]}
            withBarValueLabel
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        <ChartWithTable
          title={t('details.analytics.outcomes')}
          emptyText={empty}
          columns={[{ label: t('details.analytics.outcome') }, { label: count, isNumber: true }]}
          rows={
            data.outcomes.some((o) => o.count > 0)
              ? data.outcomes.map((o) => [t(`details.analytics.outcomeNames.${o.outcome}`), o.count])
              : []
          }
          chart={
            <BarChart
              h={160}
              data={data.outcomes.map((o) => ({
                outcome: t(`details.analytics.outcomeNames.${o.outcome}`),
                count: o.count,
              }))}
              dataKey="outcome"
              series={[{ name: 'count', label: count, color: 'teal.8' }]}
              withTooltip={false}
              barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
            />
          }
        />
        <ChartWithTable
          title={t('details.analytics.prizes')}
          emptyText={empty}
          columns={[{ label: t('details.analytics.prize') }, { label: count, isNumber: true }]}
          rows={data.prizes.map((prize) => [prize.name, prize.count])}
          chart={
            <BarChart
              h={Math.max(120, data.prizes.length * 36)}
              data={data.prizes}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              series={[{ name: 'count', label: count, color: 'orange.8' }]}
              withTooltip={false}
              barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
            />
          }
        />
      </SimpleGrid>
      {data.stock
        .filter((pool) => pool.remaining !== null)
        .map((pool) => (
          <ChartWithTable
            key={pool.poolId}
            title={t('details.analytics.stockOf', { name: pool.name })}
            emptyText={empty}
            columns={[
              { label: t('details.analytics.day') },
              { label: t('details.analytics.remaining'), isNumber: true },
            ]}
            rows={pool.burnDown.map((point) => [point.day, point.remaining])}
            chart={
              <Stack gap={4}>
                <LineChart
                  h={200}
                  data={pool.burnDown}
                  dataKey="day"
                  series={[{ name: 'remaining', label: t('details.analytics.remaining'), color: 'red.8' }]}
                  withDots={false}
                  lineChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
                />
              </Stack>
            }
          />
        ))}
      {data.stock.some((pool) => pool.remaining !== null) && (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            {data.stock
              .filter((pool) => pool.remaining !== null)
              .map((pool) => (
                <Text size="sm" key={pool.poolId}>
                  {pool.runOutDay
                    ? t('details.analytics.runOut', {
                        name: pool.name,
                        remaining: pool.remaining,
                        day: pool.runOutDay,
                        perDay: pool.winsPerDay,
                      })
                    : t('details.analytics.noRunOut', { name: pool.name, remaining: pool.remaining })}
                </Text>
              ))}
          </Stack>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        {ANALYTICS_SPLITS.map((split) => (
          <ChartWithTable
            key={split}
            title={t(`details.analytics.splits.${split}`)}
            emptyText={data.level < 3 ? t('details.analytics.splitsNeedLevel3') : empty}
            columns={[{ label: t('details.analytics.value') }, { label: label('visits'), isNumber: true }]}
            rows={data.splits[split].map((entry) => [entry.value, entry.count])}
            chart={
              <BarChart
                h={Math.max(120, data.splits[split].length * 32)}
                data={data.splits[split].slice(0, 10)}
                dataKey="value"
                orientation="vertical"
                yAxisProps={{ width: 120 }}
                series={[{ name: 'count', label: label('visits'), color: 'blue.7' }]}
                withTooltip={false}
                barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
              />
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const percent = (count: number, of: number) => (of === 0 ? '–' : `${Math.round((count / of) * 1000) / 10} %`);

/** The range's totals, each with its change against the period before when compared. */
function Totals({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const keys = ['visits', 'visitors', 'plays', 'leads', 'wins'] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      {keys.map((key) => {
        const value = data.totals[key];
        const before = data.previous?.totals[key];
        return (
          <Paper withBorder radius="md" p="sm" key={key}>
            <Text size="sm">{t(`details.analytics.series.${key}`)}</Text>
            <Text fw={700} size="xl" data-testid={`analytics-total-${key}`}>
              {value}
            </Text>
            {before !== undefined && (
              <Text size="xs">{t('details.analytics.previous', { count: before, change: change(value, before) })}</Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

const change = (now: number, before: number) =>
  before === 0
    ? now === 0
      ? '±0 %'
      : '+∞'
    : `${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)} %`;
