import type { Outcome } from '@gc/contracts/campaign-document';
import type { LoyaltyIntegration } from '@gc/contracts/loyalty';
import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoyaltyIntegrations, useOutcomeSettings } from './loyalty-queries.ts';
import { OutcomeLoyaltyForm } from './OutcomeLoyaltyForm.tsx';
import { SpendingPointsForm } from './SpendingPointsForm.tsx';

type Props = {
  campaignId: string;
  /** The outcomes in their order, each with the title that names it. */
  outcomes: readonly { outcome: Outcome; title: string }[];
  canEdit: boolean;
  /** Called after a save that may have changed the draft (registration type, register page). */
  onDraftChanged: () => void;
};

/**
 * The builder's loyalty settings (spec §2 Loyalty-program integration form per outcome, §3 Spending
 * points, §4 Loyalty form): what a play costs and what each outcome awards. Hidden when the company's
 * integrations cannot be loaded (§8); a company without any is pointed to where they are made.
 */
export function LoyaltyOutcomesPanel({ campaignId, outcomes, canEdit, onDraftChanged }: Props) {
  const { t } = useTranslation();
  const integrations = useLoyaltyIntegrations();
  const settings = useOutcomeSettings(campaignId);
  if (integrations.isError || integrations.isPending) return null;
  const list: LoyaltyIntegration[] = integrations.data;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="loyalty-panel-title">
      <Stack gap="sm">
        {/* The builder page has its h1 (the campaign's name) and no h2 above the sections: a section's heading is h2. */}
        <Title order={2} size="h5" id="loyalty-panel-title">
          {t('loyalty.panelTitle')}
        </Title>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('loyalty.panelNone')}{' '}
            <Anchor component={Link} to="/account#loyalty" underline="always">
              {t('loyalty.pageTitle')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('loyalty.panelHelp')}
            </Text>
            <SpendingPointsForm
              campaignId={campaignId}
              integrations={list}
              canEdit={canEdit}
              onDraftChanged={onDraftChanged}
            />
            {outcomes.map(({ outcome, title }) => (
              <div key={outcome.id}>
                <Divider label={title} labelPosition="left" mb="xs" />
                <OutcomeLoyaltyForm
                  campaignId={campaignId}
                  outcomeId={outcome.id}
                  outcomeTitle={title}
                  integrations={list}
                  setting={settings.data?.find((setting) => setting.outcomeId === outcome.id) ?? null}
                  canEdit={canEdit}
                  onDraftChanged={onDraftChanged}
                />
              </div>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
