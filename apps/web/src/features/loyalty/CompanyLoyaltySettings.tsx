import { EDITING_ROLES, hasAnyRole, type Role, USER_MANAGEMENT_ROLES } from '@gc/contracts/roles';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { OutcomeAttributesEditor } from '../outcome-attributes/OutcomeAttributesEditor.tsx';
import { AppSecretCard } from './AppSecretCard.tsx';
import { LoyaltyAwardsCard } from './LoyaltyAwardsCard.tsx';
import { LoyaltyIntegrationsCard } from './LoyaltyIntegrationsCard.tsx';

/** The company's admins edit its custom outcome attribute schema, as its time zone. */
const SCHEMA_ROLES: readonly Role[] = [...USER_MANAGEMENT_ROLES, 'SUPER_ADMIN'];

/**
 * The company settings of issue 15 on the account page, in a chunk of their own (the log-in page's
 * start-up code has no room for another route): the loyalty programs and the app's signing secret
 * for editors, the custom outcome attribute schema for the company's admins.
 */
export function CompanyLoyaltySettings() {
  const { t } = useTranslation();
  const roles = useSession()?.roles ?? [];
  const canManageLoyalty = hasAnyRole(roles, EDITING_ROLES);
  const canEditSchema = hasAnyRole(roles, SCHEMA_ROLES);
  if (!canManageLoyalty && !canEditSchema) return null;
  return (
    <Stack id="loyalty">
      {canManageLoyalty && (
        <>
          <Title order={2} size="h3">
            {t('loyalty.pageTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('loyalty.intro')}
          </Text>
          <LoyaltyIntegrationsCard />
          <LoyaltyAwardsCard />
          <AppSecretCard />
        </>
      )}
      {canEditSchema && <OutcomeAttributesEditor />}
    </Stack>
  );
}
