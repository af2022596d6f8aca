import type { DestinationAlert } from '@gc/contracts/integrations';
import { EDITING_ROLES } from '@gc/contracts/roles';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { getStoredRoles } from '../../lib/session.ts';

// Its own call (not integrations-api.ts), so that the dashboard's chunk shares no module with the /integrations page's.
const fetchAlerts = () => api<DestinationAlert[]>('/integrations/alerts');

/** The dashboard's alert (issue 15): the company's lead destinations that keep failing. */
export function DestinationAlerts() {
  const { t } = useTranslation();
  const alerts = useQuery({ queryKey: ['integrations', 'alerts'], queryFn: fetchAlerts, refetchInterval: 60_000 });
  if (!alerts.data || alerts.data.length === 0) return null;
  const canOpen = getStoredRoles().some((role) => (EDITING_ROLES as readonly string[]).includes(role));
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('integrations.alert.title')}
      data-testid="destination-alert"
    >
      {alerts.data.map((alert) => (
        <Text size="sm" key={alert.destinationId}>
          {t('integrations.alert.line', { name: alert.name, dead: alert.dead })}
        </Text>
      ))}
      {canOpen && (
        <Anchor component={Link} to="/integrations" size="sm">
          {t('integrations.alert.open')}
        </Anchor>
      )}
    </Alert>
  );
}
