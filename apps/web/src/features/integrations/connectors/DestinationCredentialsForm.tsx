import type { ConnectorKind } from '@gc/contracts/integration-connectors';
import { Badge, Button, Group, PasswordInput, Stack, Switch, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONNECTOR_FORM_FIELDS,
  type FieldError,
  type FormField,
  type FormValues,
  initialFormValues,
  type Submission,
  toSubmission,
} from './connector-form.ts';

type Props = {
  kind: ConnectorKind;
  /** The destination's saved settings (never its credentials: the API does not send them back). */
  settings?: Record<string, unknown>;
  /** Whether credentials are stored: the form then shows "Saved" and may leave them blank to keep them. */
  hasSavedCredentials: boolean;
  /** Answers false when the destination's own fields refused it: the typed values then stay. */
  onSubmit(submission: Submission): boolean | undefined;
  isSaving?: boolean;
  disabled?: boolean;
  /** Fields of the destination beside its settings (its name first, its field mapping last), inside the form. */
  before?: ReactNode;
  after?: ReactNode;
  /** The submit button's words (connectors.save unless given). */
  saveLabel?: string;
};

/**
 * One connector's settings and credentials (issue 15). Credentials are write-only: after saving the form
 * shows "Saved", never the value; typing a new one replaces it. Checked with the server's schemas
 * before sending, so the editor sees a field's problem beside it.
 */
export function DestinationCredentialsForm({
  kind,
  settings,
  hasSavedCredentials,
  onSubmit,
  isSaving,
  disabled,
  before,
  after,
  saveLabel,
}: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => initialFormValues(kind, settings));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const fields = CONNECTOR_FORM_FIELDS[kind];
  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toSubmission(kind, values, hasSavedCredentials);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (onSubmit(checked.value) === false) return;
    // The typed secret leaves the form once sent: it is never shown again.
    setValues((current) => ({ ...current, ...initialFormValues(kind, {}), ...settingsOf(current, fields) }));
  };

  const input = (field: FormField) => {
    const text = (key: 'label' | 'help') =>
      t(`connectors.fields.${field.name}.${key}` as 'connectors.fields.apiKey.label');
    const error = errors[field.name] ? t(`connectors.errors.${errors[field.name] as FieldError}`) : undefined;
    if (field.input === 'switch') {
      return (
        <Switch
          key={field.name}
          label={text('label')}
          description={text('help')}
          checked={values[field.name] === true}
          onChange={(event) => set(field.name, event.currentTarget.checked)}
          disabled={disabled}
        />
      );
    }
    if (field.input === 'secret') {
      return (
        <PasswordInput
          key={field.name}
          label={
            <Group gap={6} component="span">
              {text('label')}
              {hasSavedCredentials && (
                <Badge size="sm" color="green" variant="light" component="span">
                  {t('connectors.credentials.saved')}
                </Badge>
              )}
            </Group>
          }
          description={hasSavedCredentials ? `${text('help')} ${t('connectors.credentials.savedHint')}` : text('help')}
          value={String(values[field.name] ?? '')}
          onChange={(event) => set(field.name, event.currentTarget.value)}
          autoComplete="off"
          required={!hasSavedCredentials}
          error={error}
          disabled={disabled}
        />
      );
    }
    return (
      <TextInput
        key={field.name}
        label={text('label')}
        description={text('help')}
        value={String(values[field.name] ?? '')}
        onChange={(event) => set(field.name, event.currentTarget.value)}
        required
        error={error}
        disabled={disabled}
      />
    );
  };

  const credentialFields = fields.filter((field) => field.part === 'credentials');
  const settingFields = fields.filter((field) => field.part === 'settings');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {before}
        <Title order={3} size="h6">
          {t('connectors.credentials.credentialsTitle')}
        </Title>
        {credentialFields.map(input)}
        {settingFields.length > 0 && (
          <Title order={3} size="h6">
            {t('connectors.credentials.settingsTitle')}
          </Title>
        )}
        {settingFields.map(input)}
        {after}
        <Button type="submit" w="fit-content" loading={isSaving} disabled={disabled}>
          {saveLabel ?? t('connectors.save')}
        </Button>
      </Stack>
    </form>
  );
}

function settingsOf(values: FormValues, fields: FormField[]): FormValues {
  return Object.fromEntries(
    fields.filter((field) => field.part === 'settings').map((field) => [field.name, values[field.name] ?? '']),
  );
}
