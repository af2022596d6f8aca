import { hasAnyRole, USER_MANAGEMENT_ROLES } from '@gc/contracts/roles';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { showToast } from '../../components/toast.ts';
import { failureTextKey } from '../../lib/api-error.ts';
import { fetchTimeZones, updateCompanyTimeZone } from './api.ts';
import { useLoggedInUser } from './use-logged-in-user.ts';
import { formatUtcOffset } from './utc-offset.ts';

/** Who may change the company's time zone (the server checks the same). */
const ZONE_ROLES = [...USER_MANAGEMENT_ROLES, 'SUPER_ADMIN'] as const;

/**
 * The company's time zone, for those allowed to change it: a searchable list of every zone with its
 * offset now. Schedules, play days and calendar days follow it, which the card says before saving.
 */
export function CompanyTimeZoneCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const me = useLoggedInUser();
  const queryClient = useQueryClient();
  const canChange = me.data ? hasAnyRole(me.data.roles, ZONE_ROLES) : false;
  const zones = useQuery({
    queryKey: ['time-zones'],
    queryFn: fetchTimeZones,
    enabled: canChange,
    staleTime: 3_600_000,
  });
  const [zone, setZone] = useState<string | null>(null);
  const current = me.data?.company.timeZone ?? null;
  useEffect(() => setZone(current), [current]);
  const options = useMemo(
    () =>
      (zones.data ?? []).map((entry) => ({
        value: entry.name,
        label: `(${formatUtcOffset(entry.gmtOffset)}) ${entry.name.replaceAll('_', ' ')}`,
      })),
    [zones.data],
  );
  const save = useMutation({
    mutationFn: (timeZone: string) => updateCompanyTimeZone(timeZone),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['logged-in-user'] });
      showToast({ kind: 'success', message: t('account.timeZoneSaved') });
    },
  });
  if (!canChange) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="xs" id={titleId}>
        {t('account.companyTimeZone')}
      </Title>
      <Text size="sm" mb="md">
        {t('account.companyTimeZoneHelp')}
      </Text>
      {zones.isError ? (
        <Alert color="red" role="alert">
          {t(failureTextKey(zones.error))}
        </Alert>
      ) : !zones.data ? (
        <LoadingScreen minHeight={80} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (zone) save.mutate(zone);
          }}
          noValidate
        >
          <Stack>
            <ServerViolations error={save.error} />
            {/* A saved zone the runtime lists under another name still shows as selected. */}
            <Select
              label={t('account.timeZone')}
              placeholder={t('account.searchTimeZones')}
              data={
                options.some((option) => option.value === current) || !current
                  ? options
                  : [{ value: current, label: current }, ...options]
              }
              value={zone}
              onChange={setZone}
              searchable
              nothingFoundMessage={t('account.noTimeZoneFound')}
              limit={50}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!zone || zone === current}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
