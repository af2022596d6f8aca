import { REQUIRED_PAGES } from '@gc/contracts/campaign-document';
import { setPageIncluded } from '@gc/contracts/campaign-pages';
import { Badge, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../section-props.ts';
import { usePageName } from '../use-page-name.ts';
import { flowOrder } from './page-flow.ts';

/** Which pages the campaign shows (§4 Page inclusion): a switch per page, the flow they make. */
export function PagesSection({ document, onChange, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const pageName = usePageName();
  const flow = flowOrder(document.pages);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('builder.pages.help')}
      </Text>
      <Paper withBorder radius="md" p="sm" aria-label={t('builder.pages.flow')} component="section">
        <Text size="xs" fw={600} c="dimmed" mb={6} tt="uppercase">
          {t('builder.pages.flow')}
        </Text>
        {flow.length === 0 ? (
          <Text size="sm">{t('builder.pages.flowEmpty')}</Text>
        ) : (
          <Group gap={6} data-testid="page-flow">
            {flow.map((key, index) => (
              <Fragment key={key}>
                {index > 0 && <IconArrowRight size={14} aria-hidden />}
                <Badge variant="light" radius="sm">
                  {pageName(key)}
                </Badge>
              </Fragment>
            ))}
          </Group>
        )}
      </Paper>
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {document.pages.map((page) => {
            const isRequired = REQUIRED_PAGES.includes(page.key);
            const name = pageName(page.key);
            return (
              <Table.Tr key={page.key}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`builder.pages.types.${page.type}`)}
                  </Text>
                </Table.Td>
                <Table.Td w={200}>
                  <Switch
                    checked={page.included}
                    disabled={!canEdit || isRequired}
                    aria-label={t('builder.pages.includeLabel', { page: name })}
                    label={isRequired ? t('builder.pages.required') : t('builder.pages.included')}
                    onChange={(event) =>
                      onChange({ pages: setPageIncluded(document.pages, page.key, event.currentTarget.checked) })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
