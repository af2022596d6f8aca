import type { ResponseQuestionSummary } from '@gc/contracts/responses';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FreeTextsTable } from './FreeTextsTable.tsx';

const percentOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10);

type Props = {
  campaignId: string;
  question: ResponseQuestionSummary;
  position: number;
  /** Responses in all: a skipped optional question counts against it. */
  total: number;
  /** Whether the user may read what players typed (the lead-data roles). */
  canSeeTexts: boolean;
};

/**
 * One question's results: for a choice or a scale, the distribution as a bar chart with the same
 * figures in a table beside it (the table is what a screen reader reads; the chart is hidden from it);
 * for a free text, the texts players typed in a searchable table.
 */
export function QuestionResult({ campaignId, question, position, total, canSeeTexts }: Props) {
  const { t } = useTranslation();
  const title = t('details.survey.questionTitle', { position, text: question.text });
  const answeredOf = question.kind === 'multiple' ? question.answered : question.answered;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge variant="light" color="gray">
            {t(`details.survey.kinds.${question.kind}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('details.survey.answered', { answered: question.answered, total })}
          {question.average !== null && ` · ${t('details.survey.average', { average: question.average })}`}
        </Text>
        {question.kind === 'text' ? (
          canSeeTexts ? (
            <FreeTextsTable campaignId={campaignId} questionId={question.id} label={title} />
          ) : (
            <Text size="sm">{t('details.survey.textsHidden')}</Text>
          )
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <div aria-hidden="true">
              <BarChart
                h={Math.max(120, question.options.length * 40)}
                data={question.options.map((option) => ({ option: option.text, count: option.count }))}
                dataKey="option"
                orientation="vertical"
                series={[{ name: 'count', label: t('details.survey.count'), color: 'blue.7' }]}
                yAxisProps={{ width: 140 }}
                gridAxis="none"
                withTooltip={false}
                withBarValueLabel
                // The table beside it is what keyboards and screen readers use: the chart takes no focus.
                barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
              />
            </div>
            <Table verticalSpacing={4} aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('details.survey.option')}</Table.Th>
                  <Table.Th ta="end">{t('details.survey.count')}</Table.Th>
                  <Table.Th ta="end">{t('details.survey.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {question.options.map((option) => (
                  <Table.Tr key={option.id}>
                    <Table.Td>{option.text}</Table.Td>
                    <Table.Td ta="end">{option.count}</Table.Td>
                    <Table.Td ta="end">{`${percentOf(option.count, answeredOf)} %`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
