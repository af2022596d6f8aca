import {
  LIVE_OPS_NAMESPACE,
  type LiveOpsClientToServer,
  type LiveOpsServerToClient,
  type LiveOpsSnapshot,
  type WatchAnswer,
} from '@gc/contracts/live-ops';
import { PRESENCE_PATH } from '@gc/contracts/presence';
import { io, type Socket } from 'socket.io-client';

export type LiveOpsClient = Socket<LiveOpsServerToClient, LiveOpsClientToServer>;

/** The details page's live connection as the browser opens it: the live-ops namespace on the presence path. */
export function connectLiveOps(baseUrl: string, token: string, companyViewId?: string): LiveOpsClient {
  return io(`${baseUrl}${LIVE_OPS_NAMESPACE}`, {
    path: PRESENCE_PATH,
    transports: ['websocket'],
    auth: { token, companyViewId },
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's refusal (connect_error's message). */
export function liveConnected(socket: LiveOpsClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export const watch = (socket: LiveOpsClient, campaignId: string) =>
  new Promise<WatchAnswer>((resolve) => socket.emit('watch', campaignId, resolve));

/** The first snapshot pushed that satisfies `test`, or a failure after timeoutMs. */
export function snapshotWhere(
  socket: LiveOpsClient,
  test: (snapshot: LiveOpsSnapshot) => boolean,
  timeoutMs = 5_000,
): Promise<LiveOpsSnapshot> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('snapshot', listener);
      reject(new Error(`no matching snapshot within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (snapshot: LiveOpsSnapshot) => {
      if (!test(snapshot)) return;
      clearTimeout(timer);
      socket.off('snapshot', listener);
      resolve(snapshot);
    };
    socket.on('snapshot', listener);
  });
}
