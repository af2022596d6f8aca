import type { CampaignDraft } from '@gc/contracts/campaigns';
import { useEffect, useMemo, useReducer } from 'react';
import { hasUnsavedChanges, initialWorkingCopy, workingCopyReducer } from './working-copy.ts';

/**
 * The working copy of a loaded draft. A newer draft from the server (a reload) is taken over only
 * while nothing is unsaved; the builder's own save answers carry the revision it already holds.
 */
export function useWorkingCopy(draft: CampaignDraft) {
  const [state, dispatch] = useReducer(workingCopyReducer, draft, initialWorkingCopy);
  const isDirty = useMemo(() => hasUnsavedChanges(state), [state]);

  useEffect(() => {
    if (draft.revision !== state.revision && !isDirty) dispatch({ type: 'loaded', draft });
  }, [draft, state.revision, isDirty]);

  return { state, dispatch, isDirty };
}
