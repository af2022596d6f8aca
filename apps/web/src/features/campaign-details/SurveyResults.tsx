import '@mantine/charts/styles.css';
import type { ResponsesSummary } from '@gc/contracts/responses';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton.tsx';
import { QuestionResult } from './QuestionResult.tsx';
import { responsesPath } from './responses-api.ts';

type Props = {
  campaignId: string;
  fallbackName: string;
  summary: ResponsesSummary;
  /** The view roles: the free texts (personal data). */
  canSeeTexts: boolean;
  /** The view roles with the company's EXPORTS flag on: the answers' export. */
  canExport: boolean;
};

/**
 * A survey's results on the campaign details page: the number of responses, each question's results,
 * and the answers' export (one row per response, one column per question) as CSV or XLSX. Loaded on
 * its own (with the chart library) only for campaigns that keep responses.
 */
export default function SurveyResults({ campaignId, fallbackName, summary, canSeeTexts, canExport }: Props) {
  const { t } = useTranslation();
  const path = `${responsesPath(campaignId)}/export`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="survey-results-title">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="survey-results-title">
              {t('details.survey.title')}
            </Title>
            <Text size="sm">{t('details.survey.responses', { count: summary.total })}</Text>
          </div>
          {canExport && summary.total > 0 && (
            <Group gap="xs">
              <DownloadButton
                path={path}
                query={{ format: 'csv' }}
                fallbackName={`${fallbackName}-responses.csv`}
                label={t('details.survey.exportCsv')}
              />
              <DownloadButton
                path={path}
                query={{ format: 'xlsx' }}
                fallbackName={`${fallbackName}-responses.xlsx`}
                label={t('details.survey.exportXlsx')}
              />
            </Group>
          )}
        </Group>
        {summary.total === 0 ? (
          <Text>{t('details.survey.empty')}</Text>
        ) : (
          summary.questions.map((question, index) => (
            <QuestionResult
              key={question.id}
              campaignId={campaignId}
              question={question}
              position={index + 1}
              total={summary.total}
              canSeeTexts={canSeeTexts}
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}
