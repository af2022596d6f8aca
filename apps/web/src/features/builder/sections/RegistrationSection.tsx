import { type CampaignDocument, type RegistrationType, registersEmail } from '@gc/contracts/campaign-document';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../../components/dialogs/WarningDialog.tsx';
import { useCampaignTypes } from '../builder-queries.ts';
import type { SectionProps } from '../section-props.ts';
import { RegistrationOptionsFields } from './RegistrationOptionsFields.tsx';
import { registrationChanges, registrationChoices } from './registration-change.ts';

/**
 * '' is the registration form; in the select and in the text keys it is `default`, since an empty
 * option value reads as "nothing chosen".
 */
const labelKey = (type: RegistrationType) => (type === '' ? 'default' : type);
const fromOption = (value: string) => (value === 'default' ? '' : value) as RegistrationType;

/**
 * How players are identified (§4 Registration type), from the options of the campaign's type, and the
 * options of an e-mail registration. On a live campaign a change first asks the §4 question; noDelivery
 * takes the register page out of the flow.
 */
export function RegistrationSection({ campaign, document, onChange, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const types = useCampaignTypes();
  const [asked, setAsked] = useState<Partial<CampaignDocument> | null>(null);
  const current = document.registrationType;
  const offered = types.data?.find((info) => info.type === campaign.campaignType)?.registrationTypes;
  const choices = registrationChoices(offered, current);

  const change = (changes: Partial<CampaignDocument>) => {
    if (campaign.status === 'ACTIVE') setAsked(changes);
    else onChange(changes);
  };
  const choose = (type: RegistrationType) => {
    if (type !== current) change(registrationChanges(document, type));
  };

  if (types.isPending) return <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />;

  return (
    <Stack gap="md">
      {/* gray.7 rather than dimmed: dimmed text on white is below the 4.5:1 contrast WCAG AA asks for. */}
      <Text size="sm" c="gray.7">
        {t('builder.registration.help')}
      </Text>
      {types.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('builder.registration.loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void types.refetch()}>
              {t('builder.loadFailed.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Select
        label={t('builder.registration.label')}
        maw={360}
        data={choices.map((type) => ({
          value: labelKey(type),
          label: t(`campaign.registrationTypes.${labelKey(type)}`),
        }))}
        value={labelKey(current)}
        onChange={(value) => value !== null && choose(fromOption(value))}
        allowDeselect={false}
        disabled={!canEdit}
      />
      <Text size="sm">{t(`builder.registration.hints.${labelKey(current)}`)}</Text>
      {registersEmail(current) && (
        <RegistrationOptionsFields
          options={document.registrationOptions}
          onChange={(registrationOptions) => change({ registrationOptions })}
          disabled={!canEdit}
        />
      )}
      <WarningDialog
        opened={asked !== null}
        message={t('builder.live.registrationConfirm')}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked !== null) onChange(asked);
          setAsked(null);
        }}
      />
    </Stack>
  );
}
