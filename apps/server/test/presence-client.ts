import type {
  EvictMessage,
  HandedOverMessage,
  JoinAnswer,
  PresenceClientToServer,
  PresenceList,
  PresenceServerToClient,
  TakeOverAnswer,
} from '@gc/contracts/presence';
import { PRESENCE_PATH } from '@gc/contracts/presence';
import { io, type Socket } from 'socket.io-client';

export type PresenceClient = Socket<PresenceServerToClient, PresenceClientToServer>;

/** A builder's presence connection as the browser opens it: WebSocket only, the access token in the handshake. */
export function connectPresence(baseUrl: string, token: string, companyViewId?: string): PresenceClient {
  return io(baseUrl, {
    path: PRESENCE_PATH,
    transports: ['websocket'],
    auth: { token, companyViewId },
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's refusal (connect_error's message). */
export function connected(socket: PresenceClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export const join = (socket: PresenceClient, campaignId: string) =>
  new Promise<JoinAnswer>((resolve) => socket.emit('join', campaignId, resolve));

export const takeOver = (socket: PresenceClient) =>
  new Promise<TakeOverAnswer>((resolve) => socket.emit('takeOver', resolve));

/** The next event of that name, or a failure after timeoutMs. */
export function next<E extends keyof PresenceServerToClient>(
  socket: PresenceClient,
  event: E,
  timeoutMs = 5_000,
): Promise<Parameters<PresenceServerToClient[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    // biome-ignore lint/suspicious/noExplicitAny: socket.io-client's listener types do not narrow through a generic event name.
    (socket as any).once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as Parameters<PresenceServerToClient[E]>[0]);
    });
  });
}

/** A presence list with exactly `count` editors (lists of earlier changes are skipped). */
export async function presenceWith(socket: PresenceClient, count: number, timeoutMs = 5_000): Promise<PresenceList> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await next(socket, 'presence', Math.max(1, deadline - Date.now()));
    if (list.editors.length === count) return list;
  }
}

export type { EvictMessage, HandedOverMessage };
