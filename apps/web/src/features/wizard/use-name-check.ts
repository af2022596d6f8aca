import { useEffect, useReducer } from 'react';
import { campaignNameExists } from '../campaigns/campaign-api.ts';
import { EMPTY_NAME_CHECK, nameCheckReducer } from './name-check.ts';

/** How long typing must pause before the name is sent to GET /campaign/exists/{name}. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

/**
 * The name-uniqueness check as the user types: the state flips to `checking` at once, the request
 * goes out after a pause, and the reducer drops answers about text that has since changed.
 */
export function useNameCheck() {
  const [state, dispatch] = useReducer(nameCheckReducer, EMPTY_NAME_CHECK);
  const pendingName = state.status === 'checking' ? state.name : null;

  useEffect(() => {
    if (pendingName === null) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      campaignNameExists(pendingName).then(
        (exists) => isCurrent && dispatch({ type: 'answered', name: pendingName, exists }),
        () => isCurrent && dispatch({ type: 'failed', name: pendingName }),
      );
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [pendingName]);

  return [state, dispatch] as const;
}
