import { LIVE_OPS_NAMESPACE, type LiveOpsClientToServer, type LiveOpsServerToClient } from '@gc/contracts/live-ops';
import { PRESENCE_PATH, type PresenceAuth } from '@gc/contracts/presence';
import { io, type Socket } from 'socket.io-client';
import { getSession } from '../../../lib/session.ts';

export type LiveOpsSocket = Socket<LiveOpsServerToClient, LiveOpsClientToServer>;

/**
 * The details page's live connection: the live-ops namespace on the presence server (same path, same
 * handshake). WebSocket only, as presence; the token is read at every (re)connection.
 */
export function openLiveOpsSocket(companyViewId: string | null): LiveOpsSocket {
  return io(LIVE_OPS_NAMESPACE, {
    path: PRESENCE_PATH,
    transports: ['websocket'],
    auth: (send) => {
      const auth: PresenceAuth = { token: getSession()?.accessToken ?? '', companyViewId };
      send(auth);
    },
  });
}
