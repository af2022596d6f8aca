import { useEffect } from 'react';
import { useBlocker } from '../../lib/navigation-blocker.ts';
import { getSession } from '../../lib/session.ts';

/**
 * Asks before unsaved changes are left behind: in the app through the router's blocker
 * (lib/navigation-blocker.ts; the page shows its own dialog), on closing or reloading the tab through the browser's beforeunload prompt,
 * whose text browsers no longer let a page choose. Moving between sections (the query string) and
 * being sent to /login after the session ended are not blocked.
 */
export function useLeaveGuard(isDirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return blocker;
}
