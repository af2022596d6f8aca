import type { Server, Socket } from 'node:net';

export type DrainOptions = {
  /** How long no new connection may arrive before the door is closed. */
  quietMs: number;
  /** Closed by then even under a steady stream of new connections (a load balancer still sending). */
  maxMs: number;
};

export type ConnectionDrain = {
  /** Resolves when closing the listener would reset no connection; answers how many it accepted meanwhile. */
  acceptWaiting(options: DrainOptions): Promise<number>;
};

const TICK_MS = 10;
/** Timer callbacks in a row that saw no new connection: a poll phase of the loop ran between each two. */
const QUIET_TURNS = 2;

/**
 * Tracks the server's connections from the start, so that shutdown can close the listener without
 * resetting a request that already reached the machine. Two kinds would be reset:
 *
 * - Connections still in the kernel's accept queue: closing a listening socket resets them all. The
 *   queue fills whenever the event loop is busy — on PGlite, which runs the database in this thread,
 *   110–125 of 200 requests arriving together were still there when SIGTERM came. A poll phase of the
 *   loop accepts everything queued, and a timer callback always runs after one; so when timer callbacks
 *   in a row see no new connection, the queue is empty.
 * - Accepted connections whose request has not been read yet: Node counts them as idle, and
 *   server.close() destroys idle connections, unread bytes and all. So the door also stays open (up to
 *   maxMs) while a connection has not delivered its first byte.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const open = new Set<Socket>();
  let accepted = 0;
  let lastAcceptedAt = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    lastAcceptedAt = Date.now();
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  const hasUnread = () => {
    for (const socket of open) if (socket.bytesRead === 0 && !socket.destroyed) return true;
    return false;
  };

  return {
    async acceptWaiting(options) {
      const start = Date.now();
      const acceptedBefore = accepted;
      let seen = accepted;
      let quietTurns = 0;
      while (Date.now() - start < options.maxMs) {
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
        quietTurns = accepted === seen ? quietTurns + 1 : 0;
        seen = accepted;
        const quietSince = Math.max(start, lastAcceptedAt);
        if (quietTurns >= QUIET_TURNS && Date.now() - quietSince >= options.quietMs && !hasUnread()) break;
      }
      return accepted - acceptedBefore;
    },
  };
}
