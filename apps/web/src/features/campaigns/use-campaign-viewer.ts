import { useSession } from '../../lib/use-session.ts';
import { useLoggedInUser } from '../account/use-logged-in-user.ts';
import type { CampaignViewer } from './campaign-permissions.ts';

/** The signed-in user's roles and user type, which decide the list's buttons, actions and filters. */
export function useCampaignViewer(): CampaignViewer {
  const session = useSession();
  const me = useLoggedInUser();
  return { roles: session?.roles ?? [], userType: me.data?.type ?? null };
}
