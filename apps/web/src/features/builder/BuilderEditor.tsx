import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { CampaignDraft } from '@gc/contracts/campaigns';
import { BUILDER_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { Alert, Badge, Box, Group, Paper, Stack, Tabs } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { useSession } from '../../lib/use-session.ts';
import { useFlags } from '../flags/use-flags.ts';
import { BuilderHeader } from './BuilderHeader.tsx';
import { BUILDER_SECTIONS, type BuilderSection, isBuilderSection } from './builder-sections.ts';
import { ConflictAlert } from './ConflictAlert.tsx';
import { documentProblems, violationsBySection } from './document-problems.ts';
import { EmergencySupportBanner } from './EmergencySupportBanner.tsx';
import { EditingSessionModal } from './presence/EditingSessionModal.tsx';
import { useEditingPresence } from './presence/use-editing-presence.ts';
import { PreviewPane } from './preview/PreviewPane.tsx';
import { SECTION_VIEWS } from './section-views.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useBuilderLanguages } from './use-builder-languages.ts';
import { useDraftSave } from './use-draft-save.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useLiveEditGate } from './use-live-edit-gate.ts';
import { useWorkingCopy } from './use-working-copy.ts';
import { ViolationsAlert } from './ViolationsAlert.tsx';

const PREVIEW_WIDTH = 460;

type Props = {
  draft: CampaignDraft;
  /** Fetches the draft again; resolves with it, or undefined when that failed. */
  reload: () => Promise<CampaignDraft | undefined>;
};

/** The builder of one loaded campaign: header, sections, preview, and the working copy they share. */
export function BuilderEditor({ draft, reload }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const campaign = draft.campaign;
  const canEdit = hasAnyRole(session?.roles ?? [], BUILDER_ROLES) && campaign.status !== 'DELETED';
  const { state, dispatch, isDirty } = useWorkingCopy(draft);
  const document = state.document;
  const apply = useCallback((changes: Partial<CampaignDocument>) => dispatch({ type: 'changed', changes }), [dispatch]);
  const gate = useLiveEditGate(campaign.status === 'ACTIVE', apply);
  const { save, isSaving, problem, clearProblem } = useDraftSave(campaign.id, state, dispatch);
  const flags = useFlags();
  const [companyViewId] = useCompanyViewId();
  const navigate = useNavigate();
  // One editor at a time (spec §4): when another takes over, this one saves and leaves for /campaigns.
  const presence = useEditingPresence({
    campaignId: campaign.id,
    companyViewId,
    enabled: canEdit && flags?.SIMULTANEOUS_EDIT_PREVENTION === true,
    saveBeforeLeaving: save,
  });
  const mustLeave = presence.phase.kind === 'evicted' || presence.phase.kind === 'left';
  const blocker = useLeaveGuard(isDirty && canEdit && !mustLeave);
  const goToCampaigns = useCallback(
    () => navigate(withCompanyView('/campaigns', companyViewId)),
    [navigate, companyViewId],
  );
  const hasLeft = presence.phase.kind === 'left';
  useEffect(() => {
    if (!hasLeft) return;
    showToast({ kind: 'info', message: t('presence.notice.text') });
    goToCampaigns();
  }, [hasLeft, goToCampaigns, t]);
  const languages = useBuilderLanguages(campaign, document);
  const [params, setParams] = useSearchParams();
  const sectionParam = params.get('section');
  const section: BuilderSection = isBuilderSection(sectionParam) ? sectionParam : 'pages';
  const [isPreviewShown, setPreviewShown] = useState(true);
  const [isReloading, setReloading] = useState(false);

  useHotkeys([['mod+S', () => canEdit && isDirty && void save()]], []);

  // Problems found before sending are re-checked as the marketer fixes them; the server's stay until the next save.
  const violations = useMemo(() => {
    if (problem?.kind !== 'invalid') return [];
    return problem.isLocal ? documentProblems(document) : problem.violations;
  }, [problem, document]);
  const bySection = violationsBySection(violations);
  const sectionsWithProblems = BUILDER_SECTIONS.filter((key) => bySection[key]);

  const selectSection = (next: string | null) => {
    if (!isBuilderSection(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('section', next);
        return updated;
      },
      { replace: true },
    );
  };

  const reloadDraft = async () => {
    setReloading(true);
    const fresh = await reload();
    setReloading(false);
    if (!fresh) {
      showToast({ kind: 'error', message: t('errors.generic') });
      return;
    }
    dispatch({ type: 'loaded', draft: fresh });
    clearProblem();
  };

  // The editor who handed over has just saved: the taker edits on from that save, not the draft it opened.
  const hasControl = presence.phase.kind === 'confirmed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads once per hand-over, not when reloadDraft's identity changes.
  useEffect(() => {
    if (hasControl) void reloadDraft();
  }, [hasControl]);

  const view = SECTION_VIEWS[section];
  const sectionOnChange = (changes: Partial<CampaignDocument>) => {
    if (!canEdit) return;
    if (view.asksLiveQuestion) gate.applyConfirmed(changes);
    else gate.request(changes);
  };

  return (
    <Stack gap="md">
      <BuilderHeader
        campaign={campaign}
        languageModel={languages.headerModel}
        language={languages.language}
        onLanguageChange={languages.setLanguage}
        isDirty={isDirty}
        isSaving={isSaving}
        canEdit={canEdit}
        onSave={() => void save()}
        isPreviewShown={isPreviewShown}
        onTogglePreview={() => setPreviewShown((current) => !current)}
      />
      {!canEdit && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {campaign.status === 'DELETED' ? t('builder.readOnly.deleted') : t('builder.readOnly.noPermission')}
        </Alert>
      )}
      <EmergencySupportBanner campaignType={campaign.campaignType} />
      {problem?.kind === 'conflict' && <ConflictAlert isReloading={isReloading} onReload={() => void reloadDraft()} />}
      {bySection.general && <ViolationsAlert violations={bySection.general} otherSections={[]} />}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
          <Tabs value={section} onChange={selectSection} orientation="vertical" keepMounted={false}>
            <Tabs.List aria-label={t('builder.sections.label')}>
              {BUILDER_SECTIONS.map((key) => {
                const { icon: Icon } = SECTION_VIEWS[key];
                const count = bySection[key]?.length ?? 0;
                return (
                  <Tabs.Tab
                    key={key}
                    value={key}
                    leftSection={<Icon size={16} stroke={1.6} />}
                    rightSection={
                      count > 0 ? (
                        <Badge size="xs" color="red" circle aria-label={t('builder.sections.problemCount', { count })}>
                          {count}
                        </Badge>
                      ) : null
                    }
                  >
                    {t(`builder.sections.${key}`)}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            <Tabs.Panel value={section} pl="md">
              <Stack gap="md">
                <ViolationsAlert
                  violations={bySection[section] ?? []}
                  otherSections={sectionsWithProblems.filter((key) => key !== section)}
                />
                <view.Component
                  campaign={campaign}
                  document={document}
                  onChange={sectionOnChange}
                  language={languages.language}
                  canEdit={canEdit}
                />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Paper>
        {isPreviewShown && (
          <Box w={PREVIEW_WIDTH} style={{ flexShrink: 0, position: 'sticky', top: 72 }}>
            <PreviewPane
              campaign={campaign}
              document={document}
              languageModel={languages.previewModel}
              language={languages.previewLanguage}
              onLanguageChange={languages.setPreviewLanguage}
            />
          </Box>
        )}
      </Group>
      <WarningDialog
        opened={gate.isAsking}
        message={t('builder.live.editConfirm')}
        onCancel={gate.cancel}
        onConfirm={gate.confirm}
      />
      <EditingSessionModal
        phase={presence.phase}
        onGoBack={goToCampaigns}
        onTakeOver={presence.takeOver}
        onDismiss={presence.dismiss}
      />
      <UnsavedChangesDialog
        opened={blocker.state === 'blocked'}
        isSaving={isSaving}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
        onSave={async () => {
          if (await save()) blocker.proceed?.();
          else blocker.reset?.();
        }}
      />
    </Stack>
  );
}
