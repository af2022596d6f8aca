import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoggedInUser } from '../features/account/use-logged-in-user.ts';
import { companyLabel } from '../features/admin/company-label.ts';
import { useCompanies } from '../features/admin/use-companies.ts';
import { useCompanyViewId } from './use-company-view.ts';

/** For super admins and success managers: which company the builder acts on (`companyViewId`). */
export function CompanySelector() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const me = useLoggedInUser();
  const queryClient = useQueryClient();
  const [companyViewId, setCompanyViewId] = useCompanyViewId();
  const ownId = me.data?.companyId ?? null;

  return (
    <Select
      size="xs"
      w={260}
      aria-label={t('companySelector.label')}
      placeholder={t('companySelector.placeholder')}
      leftSection={<IconBuilding size={14} />}
      searchable
      data={(companies.data ?? []).map((company) => ({ value: company.id, label: companyLabel(company) }))}
      value={companyViewId ?? ownId}
      onChange={(value) => {
        setCompanyViewId(value === ownId ? null : value);
        // Everything company-scoped must be read again for the other company.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'companies' });
      }}
      nothingFoundMessage={t('table.noData')}
    />
  );
}
