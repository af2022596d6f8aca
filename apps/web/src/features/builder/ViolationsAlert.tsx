import type { Violation } from '@gc/contracts/envelope';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BuilderSection } from './builder-sections.ts';

type Props = {
  violations: readonly Violation[];
  /** Sections other than the one shown that have violations too, so none goes unnoticed. */
  otherSections: readonly BuilderSection[];
};

/** What stops a save, shown above the section that can fix it (field and message of each violation). */
export function ViolationsAlert({ violations, otherSections }: Props) {
  const { t } = useTranslation();
  if (violations.length === 0 && otherSections.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('builder.saveProblems.invalidTitle')}>
      {violations.length > 0 && (
        <>
          <Text size="sm">{t('builder.saveProblems.invalidHere')}</Text>
          <List size="sm" mt={4}>
            {violations.map((violation) => (
              <List.Item key={`${violation.field}:${violation.message}`}>
                {violation.field
                  ? t('builder.saveProblems.field', { field: violation.field, message: violation.message })
                  : violation.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {otherSections.length > 0 && (
        <Text size="sm" mt={violations.length > 0 ? 'xs' : 0}>
          {t('builder.saveProblems.otherSections', {
            sections: otherSections.map((section) => t(`builder.sections.${section}`)).join(', '),
          })}
        </Text>
      )}
    </Alert>
  );
}
