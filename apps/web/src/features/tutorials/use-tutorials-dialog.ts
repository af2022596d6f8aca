import { useCallback, useEffect, useState } from 'react';
import { areTutorialsDue, dismissTutorials } from '../../lib/tutorials-due.ts';
import { useSession } from '../../lib/use-session.ts';

/** Spec §4: the dialog waits 1.5 s after landing, so the page shows first. */
export const TUTORIALS_DELAY_MS = 1500;

/** Opens the tutorials dialog once it is owed to the signed-in user; closing it answers it for good. */
export function useTutorialsDialog() {
  const userId = useSession()?.claims.sub;
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!areTutorialsDue(localStorage, userId)) return;
    const timer = window.setTimeout(() => setOpen(true), TUTORIALS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  const close = useCallback(() => {
    dismissTutorials(localStorage);
    setOpen(false);
  }, []);

  return { isOpen, close };
}
