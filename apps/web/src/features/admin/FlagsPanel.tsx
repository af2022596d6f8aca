import { FEATURE_FLAGS, type FeatureFlag } from '@gc/contracts/flags';
import { Alert, SegmentedControl, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingCompany } from '../../app/use-acting-company.ts';
import { showToast } from '../../components/toast.ts';
import { isApiError } from '../../lib/api-error.ts';
import { setFlag } from '../flags/api.ts';
import { useFlags } from '../flags/use-flags.ts';

type Scope = 'company' | 'global';

/** Effective flags of the acting company; a switch sets either that company's override or the global default. */
export function FlagsPanel() {
  const { t } = useTranslation();
  const flags = useFlags();
  const { company } = useActingCompany();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<Scope>('company');
  const toggle = useMutation({
    mutationFn: ({ key, enabled }: { key: FeatureFlag; enabled: boolean }) =>
      setFlag(key, enabled, scope === 'company' ? (company?.id ?? null) : null),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['flags'] }),
    onError: (error) =>
      showToast({
        kind: 'error',
        message: isApiError(error) ? (error.firstViolation ?? t('errors.generic')) : t('errors.network'),
      }),
  });

  return (
    <Stack>
      <Alert variant="light">{t('admin.flagsHelp', { company: company?.name ?? '' })}</Alert>
      <SegmentedControl
        w="fit-content"
        value={scope}
        onChange={(value) => setScope(value as Scope)}
        data={[
          { value: 'company', label: t('admin.scopeCompany') },
          { value: 'global', label: t('admin.scopeGlobal') },
        ]}
      />
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {FEATURE_FLAGS.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`flags.${key}`)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {key}
                </Text>
              </Table.Td>
              <Table.Td w={80}>
                <Switch
                  aria-label={t(`flags.${key}`)}
                  checked={flags?.[key] ?? false}
                  disabled={!flags || toggle.isPending}
                  onChange={(event) => toggle.mutate({ key, enabled: event.currentTarget.checked })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
