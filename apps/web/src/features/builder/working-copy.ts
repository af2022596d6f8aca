import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { mergePatch } from '@gc/contracts/campaign-document-rules';
import { changedParts } from './document-diff.ts';

/**
 * The builder's working copy: the draft as last saved (or loaded) and the document the marketer
 * sees, which is the saved one plus every unsaved change. Kept as a pure reducer so the rules about
 * what is unsaved, and what survives a save made while typing, are tested without React.
 */
export type WorkingCopy = {
  saved: CampaignDocument;
  revision: number;
  document: CampaignDocument;
};

type SavedDraft = { document: CampaignDocument; revision: number };

export type WorkingCopyAction =
  /** A draft from the server replaces everything (first load, or a reload after a conflict). */
  | { type: 'loaded'; draft: SavedDraft }
  /** A section's change, merged the way the server merges it: objects key by key, the rest replaces. */
  | { type: 'changed'; changes: Partial<CampaignDocument> }
  /** Unsaved changes are dropped. */
  | { type: 'discarded' }
  /**
   * A save went through. `sent` is the document as it was when the save started: parts edited since
   * then stay unsaved on top of the server's answer.
   */
  | { type: 'saved'; draft: SavedDraft; sent: CampaignDocument };

export function initialWorkingCopy(draft: SavedDraft): WorkingCopy {
  return { saved: draft.document, revision: draft.revision, document: draft.document };
}

export function workingCopyReducer(state: WorkingCopy, action: WorkingCopyAction): WorkingCopy {
  switch (action.type) {
    case 'loaded':
      return initialWorkingCopy(action.draft);
    case 'changed':
      return { ...state, document: mergePatch(state.document, action.changes) as CampaignDocument };
    case 'discarded':
      return { ...state, document: state.saved };
    case 'saved': {
      const editedSinceSend = changedParts(action.sent, state.document);
      return {
        saved: action.draft.document,
        revision: action.draft.revision,
        document: { ...action.draft.document, ...editedSinceSend },
      };
    }
    default:
      return exhaustive(action);
  }
}

/** The parts a save sends: every top-level part that differs from the saved draft. */
export function unsavedChanges(state: WorkingCopy): Partial<CampaignDocument> {
  return changedParts(state.saved, state.document);
}

export function hasUnsavedChanges(state: WorkingCopy): boolean {
  return Object.keys(unsavedChanges(state)).length > 0;
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled working copy action: ${JSON.stringify(value)}`);
}
