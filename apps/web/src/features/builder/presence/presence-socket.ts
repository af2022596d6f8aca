import {
  PRESENCE_PATH,
  type PresenceAuth,
  type PresenceClientToServer,
  type PresenceServerToClient,
} from '@gc/contracts/presence';
import { io, type Socket } from 'socket.io-client';
import { getSession } from '../../../lib/session.ts';

export type PresenceSocket = Socket<PresenceServerToClient, PresenceClientToServer>;

/**
 * The builder's presence connection on the page's own origin. WebSocket only (the server takes no
 * long-polling: it would need sticky sessions across processes). The token is read at every
 * (re)connection, so a refreshed access token is the one sent.
 */
export function openPresenceSocket(companyViewId: string | null): PresenceSocket {
  return io({
    path: PRESENCE_PATH,
    transports: ['websocket'],
    auth: (send) => {
      const auth: PresenceAuth = { token: getSession()?.accessToken ?? '', companyViewId };
      send(auth);
    },
  });
}
