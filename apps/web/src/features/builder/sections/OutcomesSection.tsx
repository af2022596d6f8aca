import type { Outcome } from '@gc/contracts/campaign-document';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../../app/use-company-view.ts';
import { WarningDialog } from '../../../components/dialogs/WarningDialog.tsx';
import { draftQueryKey } from '../builder-queries.ts';
import type { SectionProps } from '../section-props.ts';
import { type CustomAttributesState, useCustomAttributeSchema } from './custom-attribute-schema.ts';
import { OutcomeCard } from './OutcomeCard.tsx';
import {
  addOutcome,
  contentIn,
  moveOutcome,
  removeOutcome,
  sortOutcomes,
  updateContent,
  updateOutcome,
} from './outcome-list.ts';

/** Loyalty settings (issue 15), in a chunk of their own: most campaigns never show them. */
const LoyaltyOutcomesPanel = lazy(() =>
  import('../../loyalty/LoyaltyOutcomesPanel.tsx').then((module) => ({ default: module.LoyaltyOutcomesPanel })),
);

/**
 * The builder's Outcomes section: the result pages a game ends on, in order, with their popup per
 * language and, for companies that use them, custom outcome attributes (spec §2, §3, §6).
 */
export function OutcomesSection({ campaign, document, onChange, language, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const customAttributes = useCustomAttributeSchema(campaign.id);
  const client = useQueryClient();
  const [companyViewId] = useCompanyViewId();
  // A loyalty save may change the draft (registration type, register page, §4): the working copy
  // takes the new revision when nothing is unsaved (use-working-copy.ts).
  const reloadDraft = () => void client.refetchQueries({ queryKey: draftQueryKey(campaign.id, companyViewId) });
  const [removingId, setRemovingId] = useState<string | null>(null);
  const outcomes = sortOutcomes(document.outcomes);
  const campaignLanguages = document.languageOptions.languages;
  const languages = language === 'all' ? campaignLanguages : [language];
  const headingLanguage = language === 'all' ? document.languageOptions.defaultLanguage : language;
  const disabled = !canEdit;
  const removing = outcomes.find((outcome) => outcome.id === removingId);
  const titleOf = (outcome: Outcome) =>
    contentIn(outcome, headingLanguage).title.trim() || t('assets.outcomes.untitled');

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('assets.outcomes.intro')}
      </Text>
      <CustomAttributesNotice state={customAttributes} />
      {outcomes.map((outcome, position) => (
        <OutcomeCard
          key={outcome.id}
          campaignId={campaign.id}
          outcome={outcome}
          position={position}
          count={outcomes.length}
          languages={languages}
          headingLanguage={headingLanguage}
          customAttributes={customAttributes}
          disabled={disabled}
          onMove={(direction) => onChange({ outcomes: moveOutcome(outcomes, outcome.id, direction) })}
          onRemove={() => setRemovingId(outcome.id)}
          onContentChange={(lang, patch) => onChange({ outcomes: updateContent(outcomes, outcome.id, lang, patch) })}
          onCustomAttributesChange={(value) =>
            onChange({ outcomes: updateOutcome(outcomes, outcome.id, (o) => ({ ...o, customAttributes: value })) })
          }
        />
      ))}
      {canEdit && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange({ outcomes: addOutcome(outcomes, campaignLanguages) })}
          >
            {t('assets.outcomes.add')}
          </Button>
        </Group>
      )}
      <Suspense fallback={null}>
        <LoyaltyOutcomesPanel
          campaignId={campaign.id}
          outcomes={outcomes.map((outcome) => ({ outcome, title: titleOf(outcome) }))}
          canEdit={canEdit}
          onDraftChanged={reloadDraft}
        />
      </Suspense>
      <WarningDialog
        opened={removingId !== null}
        variant="remove"
        message={t('assets.outcomes.removeConfirm', { title: removing ? titleOf(removing) : '' })}
        onCancel={() => setRemovingId(null)}
        onConfirm={() => {
          if (removingId) onChange({ outcomes: removeOutcome(outcomes, removingId) });
          setRemovingId(null);
        }}
      />
    </Stack>
  );
}

/** Where the custom attributes stand, once for the whole list (the forms themselves sit in each outcome). */
function CustomAttributesNotice({ state }: { state: CustomAttributesState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'hidden':
    case 'ready':
      return null;
    case 'loading':
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('assets.customAttributes.loading')}
          </Text>
        </Group>
      );
    case 'none':
      return (
        <Text size="sm" c="dimmed">
          {t('assets.customAttributes.none')}
        </Text>
      );
    case 'unavailable':
      return (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('assets.customAttributes.unavailable')}</Text>
            <Button size="compact-sm" variant="light" color="yellow" onClick={state.retry}>
              {t('assets.library.retry')}
            </Button>
          </Group>
        </Alert>
      );
  }
}
