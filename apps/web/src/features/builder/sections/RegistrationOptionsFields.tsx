import type { RegistrationOptions } from '@gc/contracts/campaign-document';
import { Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's dimmed descriptions fall below 4.5:1 on white (WCAG AA); gray.7 reads well. */
const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The options of an e-mail registration (issue 9): a one-time code before the first play, and the
 * voucher code only in the prize e-mail. Shown only for registration types with an e-mail; the server
 * ignores them for the others.
 */
export function RegistrationOptionsFields({
  options,
  onChange,
  disabled,
}: {
  options: RegistrationOptions;
  onChange(options: RegistrationOptions): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={560}>
      <Title order={2} size="h5">
        {t('builder.registration.options.title')}
      </Title>
      <Switch
        label={t('builder.registration.options.verify')}
        description={t('builder.registration.options.verifyHelp')}
        checked={options.requiresEmailVerification}
        onChange={(event) => onChange({ ...options, requiresEmailVerification: event.currentTarget.checked })}
        disabled={disabled}
        styles={READABLE}
      />
      <Switch
        label={t('builder.registration.options.voucherByEmail')}
        description={t('builder.registration.options.voucherByEmailHelp')}
        checked={options.showsVoucherOnlyInEmail}
        onChange={(event) => onChange({ ...options, showsVoucherOnlyInEmail: event.currentTarget.checked })}
        disabled={disabled}
        styles={READABLE}
      />
    </Stack>
  );
}
