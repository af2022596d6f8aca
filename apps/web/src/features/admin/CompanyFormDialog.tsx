import { COMPANY_TAGS, type Company } from '@gc/contracts/companies';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { showToast } from '../../components/toast.ts';
import { fetchTimeZones } from '../account/api.ts';
import { formatUtcOffset } from '../account/utc-offset.ts';
import { type CompanyInput, createCompany, updateCompany } from './api.ts';
import { companyLabel } from './company-label.ts';
import { dayIn, endOfDayIn } from './expiration-day.ts';

type FormState = {
  name: string;
  parentId: string | null;
  tags: string[];
  timeZone: string;
  expirationDay: string | null;
};

const EMPTY: FormState = { name: '', parentId: null, tags: [], timeZone: 'Europe/Zurich', expirationDay: null };

function formOf(company: Company | null, parentId: string | null): FormState {
  if (!company) return { ...EMPTY, parentId };
  return {
    name: company.name,
    parentId: company.parentId,
    tags: company.tags,
    timeZone: company.timeZone,
    expirationDay: company.expirationDate ? dayIn(company.expirationDate, company.timeZone) : null,
  };
}

/** The companies below `id` (children, their children…): none of them may become its parent. */
function descendantsOf(id: string, companies: readonly Company[]): Set<string> {
  const found = new Set<string>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next = companies.filter((company) => company.parentId && frontier.includes(company.parentId));
    frontier = next.map((company) => company.id).filter((childId) => !found.has(childId));
    for (const childId of frontier) found.add(childId);
  }
  return found;
}

type Props = {
  opened: boolean;
  /** The company edited; null creates one. */
  company: Company | null;
  /** A new company's parent, when created from its parent's row. */
  parentId?: string | null;
  companies: readonly Company[];
  onClose: () => void;
};

/**
 * Creates or edits a company (issue 17): name, parent, tags, time zone (the IANA zones with their offset
 * now) and expiration date (its access ends when that day ends on the company's clock).
 */
export function CompanyFormDialog({ opened, company, parentId = null, companies, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => formOf(company, parentId));
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setForm(formOf(company, parentId));
      setNameError(null);
    }
  }, [opened, company, parentId]);
  const zones = useQuery({
    queryKey: ['time-zones'],
    queryFn: fetchTimeZones,
    enabled: opened,
    staleTime: 3_600_000,
  });
  const zoneOptions = useMemo(() => {
    const options = (zones.data ?? []).map((entry) => ({
      value: entry.name,
      label: `(${formatUtcOffset(entry.gmtOffset)}) ${entry.name.replaceAll('_', ' ')}`,
    }));
    // A stored zone the runtime lists under another name still shows as selected.
    return options.some((option) => option.value === form.timeZone)
      ? options
      : [{ value: form.timeZone, label: form.timeZone }, ...options];
  }, [zones.data, form.timeZone]);
  const parentOptions = useMemo(() => {
    const excluded = company ? descendantsOf(company.id, companies).add(company.id) : new Set<string>();
    return companies
      .filter((candidate) => !excluded.has(candidate.id))
      .map((candidate) => ({ value: candidate.id, label: companyLabel(candidate) }));
  }, [companies, company]);

  const save = useMutation({
    mutationFn: (input: CompanyInput) => (company ? updateCompany(company.id, input) : createCompany(input)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      showToast({
        kind: 'success',
        message: t(company ? 'adminArea.companySaved' : 'adminArea.companyCreated', { name: saved.name }),
      });
      close();
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={company ? t('adminArea.editCompany', { name: company.name }) : t('adminArea.newCompany')}
      centered
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const name = form.name.trim();
          if (!name) {
            setNameError(t('validation.required'));
            return;
          }
          save.mutate({
            name,
            parentId: form.parentId,
            tags: form.tags,
            timeZone: form.timeZone,
            expirationDate: form.expirationDay ? endOfDayIn(form.expirationDay, form.timeZone) : null,
          });
        }}
      >
        <Stack>
          <ServerViolations error={save.error} />
          <TextInput
            label={t('adminArea.name')}
            required
            data-autofocus
            value={form.name}
            error={nameError}
            onChange={(event) => {
              set('name', event.currentTarget.value);
              setNameError(null);
            }}
          />
          <Select
            label={t('admin.parent')}
            placeholder={t('adminArea.noParent')}
            description={t('adminArea.parentHelp')}
            data={parentOptions}
            value={form.parentId}
            onChange={(value) => set('parentId', value)}
            searchable
            clearable
            nothingFoundMessage={t('table.noData')}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox.Group label={t('admin.tags')} value={form.tags} onChange={(value) => set('tags', value)}>
            <Stack gap="xs" mt="xs">
              {COMPANY_TAGS.map((tag) => (
                <Checkbox key={tag} value={tag} label={t(`adminArea.tagNames.${tag}`)} description={tag} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={t('admin.timeZone')}
            placeholder={t('account.searchTimeZones')}
            data={zoneOptions}
            value={form.timeZone}
            onChange={(value) => value && set('timeZone', value)}
            searchable
            allowDeselect={false}
            limit={50}
            nothingFoundMessage={t('account.noTimeZoneFound')}
            comboboxProps={{ withinPortal: true }}
          />
          <DateInput
            label={t('adminArea.expirationDate')}
            description={t('adminArea.expirationHelp')}
            placeholder={t('adminArea.noExpiration')}
            valueFormat="DD.MM.YYYY"
            clearable
            value={form.expirationDay}
            onChange={(value) => set('expirationDay', value)}
            popoverProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {company ? t('common.save') : t('adminArea.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
