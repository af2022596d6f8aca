import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endSession } from '../../lib/session.ts';
import { useFlags } from '../flags/use-flags.ts';
import { sendInternalEvent } from '../internal-analytics/internal-events.ts';
import { logOut } from './api.ts';

/** Revokes the session on the server (best effort; it clears the refresh cookie), clears it here and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isCounted = useFlags()?.INTERNAL_ANALYTICS === true;
  return async () => {
    // Sent while the session still holds: the event is the user's.
    if (isCounted) await sendInternalEvent('logged-out');
    try {
      await logOut();
    } catch {
      // The tokens are dropped either way; an unreachable server must not keep anyone signed in.
    }
    endSession('logout');
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
