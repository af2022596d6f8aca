import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';

/** Shows a failed call's violations (or a generic message); nothing when there is no error. */
export function ServerViolations({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const messages = isApiError(error)
    ? (error.problem?.violations.map((violation) => violation.message) ?? [])
    : [t('errors.network')];
  if (messages.length === 0)
    messages.push(isApiError(error) ? (error.firstViolation ?? t('errors.generic')) : t('errors.generic'));
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
