import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endSession, getSession, hasStoredSession } from '../lib/session.ts';
import { checkRoles, checkSession } from '../lib/session-check.ts';
import { TOKEN_CHECK_INTERVAL_MS } from '../lib/token-schedule.ts';

/**
 * The session duties of spec §4 while a signed-in page is open: the 60-second token check (refresh,
 * expiry, role comparison), the role comparison on every navigation, and a redirect to /login when
 * the tab becomes visible again after the session ended elsewhere.
 */
export function SessionWatcher() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setInterval(() => void checkSession(), TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on each navigation.
  useEffect(() => {
    void checkRoles();
  }, [location.pathname]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      // The server answers whether the session still lives (a log-out in another tab ended it: 440);
      // without the stored roles another tab has logged out already.
      if (getSession() && hasStoredSession()) {
        void checkSession();
      } else {
        endSession('expired');
        navigate('/login', { replace: true });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [navigate]);

  return null;
}
