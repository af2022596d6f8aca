import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { CampaignDraft } from '@gc/contracts/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { showToast } from '../../components/toast.ts';
import { saveCampaignDraft } from '../campaigns/campaign-api.ts';
import { draftQueryKey } from './builder-queries.ts';
import { documentProblems } from './document-problems.ts';
import { gameSaveNotices } from './game/game-save-notices.ts';
import { layoutText } from './game/layout-text.ts';
import { type SaveProblem, saveProblemOf } from './save-problem.ts';
import { unsavedChanges, type WorkingCopy, type WorkingCopyAction } from './working-copy.ts';

/**
 * Saving the working copy: the changed top-level parts with the revision they were edited on, so a
 * save over someone else's newer one fails (DRAFT_CONFLICT) instead of silently undoing it.
 * Resolves true when everything is saved.
 */
export function useDraftSave(campaignId: string, state: WorkingCopy, dispatch: Dispatch<WorkingCopyAction>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [companyViewId] = useCompanyViewId();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  // The latest state for a save started from a dialog rendered before the last change.
  const stateRef = useRef(state);
  stateRef.current = state;
  const mutation = useMutation({
    mutationFn: ({ changes, baseRevision }: { changes: Partial<CampaignDocument>; baseRevision: number }) =>
      saveCampaignDraft(campaignId, changes, baseRevision),
  });

  const isSavingRef = useRef(false);

  async function save(): Promise<boolean> {
    if (isSavingRef.current) return false;
    const current = stateRef.current;
    const changes = unsavedChanges(current);
    if (Object.keys(changes).length === 0) return true;
    const violations = documentProblems(current.document);
    if (violations.length > 0) {
      setProblem({ kind: 'invalid', violations, isLocal: true });
      return false;
    }
    const sent = current.document;
    isSavingRef.current = true;
    try {
      const draft: CampaignDraft = await mutation.mutateAsync({ changes, baseRevision: current.revision });
      dispatch({ type: 'saved', draft, sent });
      queryClient.setQueryData(draftQueryKey(campaignId, companyViewId), draft);
      setProblem(null);
      showToast({ kind: 'success', message: t('builder.header.saved'), timeoutMs: 4000 });
      // The game changed the save beyond what was sent (a quiz lowered its question limit): the marketer is told.
      for (const notice of gameSaveNotices(draft)) {
        showToast({
          kind: 'info',
          title: layoutText(t, notice.titleKey),
          message: layoutText(t, notice.key, notice.values),
          timeoutMs: 12000,
        });
      }
      return true;
    } catch (error) {
      const next = saveProblemOf(error);
      // A plain failure has nothing to fix on the page: it is told once, and saving again may work.
      if (next.kind === 'failed') {
        setProblem(null);
        showToast({ kind: 'error', message: 'key' in next.text ? t(next.text.key) : next.text.message });
      } else {
        setProblem(next);
      }
      return false;
    } finally {
      isSavingRef.current = false;
    }
  }

  return { save, isSaving: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}
