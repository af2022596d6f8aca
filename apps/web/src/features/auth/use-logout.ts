import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endSession, getRefreshToken } from '../../lib/session.ts';
import { logOut } from './api.ts';

/** Revokes the session on the server (best effort), clears it here and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logOut(getRefreshToken());
    } catch {
      // The tokens are dropped either way; an unreachable server must not keep anyone signed in.
    }
    endSession('logout');
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
