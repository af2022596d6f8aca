import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';

/** What a campaign nobody registered for shows instead of an empty table. */
export function LeadsEmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="leads-empty"
      icon={<IconUsers size={32} stroke={1.5} />}
      title={t('details.empty.title')}
      message={t('details.empty.message')}
    />
  );
}
