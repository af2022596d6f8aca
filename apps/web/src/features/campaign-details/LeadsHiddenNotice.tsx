import { LEAD_DATA_ROLES } from '@gc/contracts/roles';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { intlLocale } from '../../lib/intl-locale.ts';

/**
 * What a dashboard role outside §6's view roles sees instead of the leads table: who took part is
 * personal data, so only the view roles (LEAD_DATA_ROLES) see it and export it; the counts stay.
 */
export function LeadsHiddenNotice() {
  const { t, i18n } = useTranslation();
  const roles = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
    LEAD_DATA_ROLES.map((role) => t(`roles.${role}`)),
  );
  return (
    <EmptyState
      testId="leads-hidden"
      icon={<IconLock size={32} stroke={1.5} />}
      title={t('details.hidden.title')}
      message={t('details.hidden.message', { roles })}
    />
  );
}
