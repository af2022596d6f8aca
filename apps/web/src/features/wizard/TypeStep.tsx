import { CAMPAIGN_TYPES, type CampaignType, isCampaignType } from '@gc/contracts/campaign-types';
import type { CampaignTypeInfo } from '@gc/contracts/campaigns';
import { Alert, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPE_ICONS } from '../campaigns/campaign-type-icons.ts';
import { CardSkeletons } from './CardSkeletons.tsx';
import { ChoiceCard } from './ChoiceCard.tsx';
import { StepLoadError } from './StepLoadError.tsx';

type Props = {
  types: UseQueryResult<CampaignTypeInfo[]>;
  availableTypes: ReadonlySet<CampaignType>;
  value: CampaignType | null;
  onChange: (type: CampaignType) => void;
  /** The server refused the chosen type when creating the campaign. */
  isTypeRefused: boolean;
};

/** Step 1: every campaign type of §1 as a card; the ones not buildable yet are greyed "Coming soon". */
export function TypeStep({ types, availableTypes, value, onChange, isTypeRefused }: Props) {
  const { t } = useTranslation();
  if (types.isPending) return <CardSkeletons count={CAMPAIGN_TYPES.length} />;
  if (types.isError)
    return <StepLoadError message={t('wizard.type.loadFailed')} onRetry={() => void types.refetch()} />;

  // The types the server lists (a company's flags may leave some out: CALENDAR), in §1's order, the
  // buildable ones first, so the choice is not hidden among those that are not ready yet.
  const listed = new Set(types.data.map((info) => info.type));
  const ordered = CAMPAIGN_TYPES.filter((type) => listed.has(type)).sort(
    (a, b) => Number(availableTypes.has(b)) - Number(availableTypes.has(a)),
  );
  return (
    <Stack>
      {isTypeRefused && (
        <Alert color="orange" role="alert">
          {t('wizard.type.unavailableNow')}
        </Alert>
      )}
      <Radio.Group
        value={value}
        onChange={(next) => isCampaignType(next) && onChange(next)}
        label={t('wizard.type.title')}
        description={t('wizard.type.help')}
        labelProps={{ mb: 4 }}
      >
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" mt="md">
          {ordered.map((type) => {
            const Icon = CAMPAIGN_TYPE_ICONS[type];
            const isAvailable = availableTypes.has(type);
            return (
              <ChoiceCard
                key={type}
                value={type}
                title={t(`campaign.types.${type}.name`)}
                description={t(`campaign.types.${type}.description`)}
                badge={isAvailable ? undefined : t('campaign.comingSoon')}
                isDisabled={!isAvailable}
                media={
                  <ThemeIcon size={44} radius="md" variant="light" color={isAvailable ? undefined : 'gray'}>
                    <Icon size={26} stroke={1.5} />
                  </ThemeIcon>
                }
              />
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {availableTypes.size === 0 && (
        <Text size="sm" c="dimmed">
          {t('wizard.type.noneAvailable')}
        </Text>
      )}
    </Stack>
  );
}
