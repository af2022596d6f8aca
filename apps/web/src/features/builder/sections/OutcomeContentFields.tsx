import type { OutcomeContent } from '@gc/contracts/campaign-document';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetChooser } from '../assets/AssetChooser.tsx';
import { contentProblems } from './outcome-list.ts';

type Props = {
  campaignId: string;
  content: OutcomeContent;
  onChange: (patch: Partial<OutcomeContent>) => void;
  disabled: boolean;
};

/** An outcome's result popup in one language: title, text and image (spec §3 Outcome, §5 limits). */
export function OutcomeContentFields({ campaignId, content, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const problems = contentProblems(content);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('assets.outcomes.title')}
        value={content.title}
        disabled={disabled}
        error={problems.title ? t('assets.outcomes.titleTooLong') : undefined}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
      />
      <Textarea
        label={t('assets.outcomes.text')}
        value={content.text}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={8}
        error={problems.text ? t('assets.outcomes.textTooLong') : undefined}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
      />
      <AssetChooser
        label={t('assets.outcomes.image')}
        category="image"
        campaignId={campaignId}
        value={content.image}
        onChange={(image) => onChange({ image })}
        disabled={disabled}
        previewHeight={64}
      />
    </Stack>
  );
}
