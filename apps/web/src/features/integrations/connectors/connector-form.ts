import {
  type ConnectorKind,
  connectorCredentialsSchemas,
  connectorSettingsSchemas,
} from '@gc/contracts/integration-connectors';

/**
 * How each connector's destination form lays out its fields (STYLE: forms from the zod schema plus
 * layout). Settings are shown again after saving; credentials are write-only: the form never receives
 * them, shows "saved" instead, and sends them only when the editor types new ones.
 */
export type FormField = { name: string; part: 'settings' | 'credentials'; input: 'text' | 'secret' | 'switch' };

export const CONNECTOR_FORM_FIELDS: Record<ConnectorKind, FormField[]> = {
  hubspot: [{ name: 'accessToken', part: 'credentials', input: 'secret' }],
  mailchimp: [
    { name: 'apiKey', part: 'credentials', input: 'secret' },
    { name: 'audienceId', part: 'settings', input: 'text' },
    { name: 'doubleOptIn', part: 'settings', input: 'switch' },
  ],
  zapier: [{ name: 'hookUrl', part: 'credentials', input: 'secret' }],
};

export type FormValues = Record<string, string | boolean>;

/** The form's first values: saved settings as they are, credentials always empty. */
export function initialFormValues(kind: ConnectorKind, settings: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(
    CONNECTOR_FORM_FIELDS[kind].map((field) => {
      const saved = field.part === 'settings' ? settings[field.name] : undefined;
      if (field.input === 'switch') return [field.name, saved === true];
      return [field.name, typeof saved === 'string' ? saved : ''];
    }),
  );
}

export type Submission = { settings: unknown; credentials?: unknown };
export type FieldError = 'required' | 'invalid';
export type SubmissionCheck = { ok: true; value: Submission } | { ok: false; errors: Record<string, FieldError> };

function valuesOf(kind: ConnectorKind, values: FormValues, part: FormField['part']) {
  return Object.fromEntries(
    CONNECTOR_FORM_FIELDS[kind].filter((field) => field.part === part).map((field) => [field.name, values[field.name]]),
  );
}

function errorsOf(issues: { path: PropertyKey[] }[], values: FormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] = values[name] === '' || values[name] === undefined ? 'required' : 'invalid';
  }
  return errors;
}

/**
 * What the form sends, checked with the same schemas the server uses. Blank credentials with saved
 * ones keep the saved ones (they are left out); blank credentials on a new destination are required.
 */
export function toSubmission(kind: ConnectorKind, values: FormValues, hasSavedCredentials: boolean): SubmissionCheck {
  const settings = connectorSettingsSchemas[kind].safeParse(valuesOf(kind, values, 'settings'));
  const typed = valuesOf(kind, values, 'credentials');
  const isKeepingSaved = hasSavedCredentials && Object.values(typed).every((value) => value === '');
  const credentials = isKeepingSaved ? null : connectorCredentialsSchemas[kind].safeParse(typed);
  const errors = {
    ...(settings.success ? {} : errorsOf(settings.error.issues, values)),
    ...(credentials && !credentials.success ? errorsOf(credentials.error.issues, values) : {}),
  };
  if (!settings.success || (credentials && !credentials.success)) return { ok: false, errors };
  return {
    ok: true,
    value: credentials ? { settings: settings.data, credentials: credentials.data } : { settings: settings.data },
  };
}
