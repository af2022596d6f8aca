import type { CampaignType } from '@gc/contracts/campaign-types';
import type { CampaignTemplate } from '@gc/contracts/campaigns';
import { Image, Radio, SimpleGrid, ThemeIcon } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPE_ICONS } from '../campaigns/campaign-type-icons.ts';
import { CardSkeletons } from './CardSkeletons.tsx';
import { ChoiceCard } from './ChoiceCard.tsx';
import { StepLoadError } from './StepLoadError.tsx';

type Props = {
  type: CampaignType;
  templates: UseQueryResult<CampaignTemplate[]>;
  /** The effective template: the user's pick, or the default. */
  value: string | null;
  onChange: (templateId: string) => void;
};

/** Step 2: start from the type's default template or from one of the company's campaigns of that type. */
export function TemplateStep({ type, templates, value, onChange }: Props) {
  const { t } = useTranslation();
  const typeName = t(`campaign.types.${type}.name`);
  if (templates.isPending) return <CardSkeletons count={3} />;
  if (templates.isError) {
    return <StepLoadError message={t('wizard.template.loadFailed')} onRetry={() => void templates.refetch()} />;
  }
  if (templates.data.length === 0) {
    return <StepLoadError message={t('wizard.template.none')} onRetry={() => void templates.refetch()} />;
  }
  const TypeIcon = CAMPAIGN_TYPE_ICONS[type];
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={t('wizard.template.title')}
      description={t('wizard.template.help', { type: typeName })}
      labelProps={{ mb: 4 }}
    >
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" mt="md">
        {templates.data.map((template) => (
          <ChoiceCard
            key={template.id}
            value={template.id}
            title={template.isDefault ? t('wizard.template.defaultName') : template.name}
            description={
              template.isDefault ? t('wizard.template.defaultDescription') : t('wizard.template.ownDescription')
            }
            badge={template.isDefault ? t('wizard.template.defaultBadge') : undefined}
            media={
              template.logoUrl ? (
                <Image src={template.logoUrl} alt="" w={44} h={44} radius="md" fit="contain" />
              ) : (
                <ThemeIcon size={44} radius="md" variant="light">
                  <TypeIcon size={26} stroke={1.5} />
                </ThemeIcon>
              )
            }
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
