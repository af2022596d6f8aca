import {
  LIVE_OPS_NAMESPACE,
  LIVE_OPS_TICK_MS,
  type LiveOpsClientToServer,
  type LiveOpsServerToClient,
  type WatchAnswer,
} from '@gc/contracts/live-ops';
import type { PresenceAuth } from '@gc/contracts/presence';
import { DASHBOARD_ROLES, hasAnyRole } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, actorFromToken } from '../../plugins/auth.ts';
import { effectiveFlags } from '../flags/flags.service.ts';
import { liveSnapshot, type WatchedCampaign, watchedCampaign } from './live-ops.service.ts';

type SocketData = { actor: Actor; campaignId: string | null };
type LiveOpsNamespace = Namespace<LiveOpsClientToServer, LiveOpsServerToClient, Record<string, never>, SocketData>;
type LiveOpsSocket = Socket<LiveOpsClientToServer, LiveOpsServerToClient, Record<string, never>, SocketData>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a watched campaign's release, odds, time zone and flag are kept before they are read again. */
const CAMPAIGN_MAX_AGE_MS = 10_000;

const roomOf = (campaignId: string) => `live:${campaignId}`;

/**
 * Issue 16, live operations: a namespace on the presence server (same path, same handshake token).
 * Who may read a campaign's analytics (the dashboard roles, the ANALYTICS flag on, the campaign of the
 * acting company) watches it in a room of this process.
 *
 * Across processes nothing is sent between them: every process reads, once a second, the counts of each
 * campaign one of its own sockets watches, and tells only its own sockets (`local`). The play path does
 * nothing more than before: its counts reach the roll-up (written once a second) and its row the plays
 * table, whichever process served it, and the next read of any process sees them. The cost is a few
 * indexed reads per second per watched campaign per process, and none while nobody watches.
 */
export function attachLiveOps(app: FastifyInstance, io: Server, ctx: AppContext) {
  const nsp = io.of(LIVE_OPS_NAMESPACE) as LiveOpsNamespace;
  const watched = new Map<string, { campaign: WatchedCampaign; readAtMs: number; last: string }>();

  nsp.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as Partial<PresenceAuth>;
      if (typeof auth.token !== 'string') throw new AppError('UNAUTHENTICATED', 401, 'No token');
      const actor = await actorFromToken(ctx, auth.token, auth.companyViewId ?? undefined);
      if (!hasAnyRole(actor.roles, DASHBOARD_ROLES)) throw new AppError('FORBIDDEN', 403, 'Not a dashboard role');
      socket.data = { actor, campaignId: null };
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'UNAUTHENTICATED'));
    }
  });

  nsp.on('connection', (socket) => {
    socket.on('watch', (campaignId, answer) => {
      if (typeof answer !== 'function') return;
      watch(socket, campaignId).then(answer, (error) => {
        app.log.warn({ err: error }, 'live-ops: watch failed');
        answer({ ok: false, reason: 'INVALID' });
      });
    });
    socket.on('unwatch', () => {
      void unwatch(socket);
    });
  });

  async function watch(socket: LiveOpsSocket, campaignId: unknown): Promise<WatchAnswer> {
    if (typeof campaignId !== 'string' || !UUID.test(campaignId)) return { ok: false, reason: 'INVALID' };
    const { actor } = socket.data;
    // The tenant check: a campaign of another company is answered as one that does not exist.
    const campaign = await watchedCampaign(ctx.db, actor.companyId, campaignId);
    if (!campaign) return { ok: false, reason: 'NOT_FOUND' };
    const flags = await effectiveFlags(ctx.db, actor.companyId);
    if (!flags.ANALYTICS) return { ok: false, reason: 'DISABLED' };
    const snapshot = await liveSnapshot(ctx.db, campaign);
    // Gone while the counts were read: joining now would leave a room no one leaves.
    if (socket.disconnected) return { ok: false, reason: 'INVALID' };
    await unwatch(socket);
    socket.data.campaignId = campaignId;
    await socket.join(roomOf(campaignId));
    if (!watched.has(campaignId)) {
      watched.set(campaignId, { campaign, readAtMs: Date.now(), last: JSON.stringify(withoutTime(snapshot)) });
    }
    return { ok: true, snapshot };
  }

  async function unwatch(socket: LiveOpsSocket) {
    const campaignId = socket.data.campaignId;
    if (!campaignId) return;
    socket.data.campaignId = null;
    await socket.leave(roomOf(campaignId));
  }

  /** This process's sockets in a campaign's room (the adapter's own rooms are local). */
  const localWatchers = (campaignId: string) => nsp.adapter.rooms.get(roomOf(campaignId))?.size ?? 0;

  async function tick() {
    for (const [campaignId, entry] of watched) {
      if (localWatchers(campaignId) === 0) {
        watched.delete(campaignId);
        continue;
      }
      const nowMs = Date.now();
      if (nowMs - entry.readAtMs > CAMPAIGN_MAX_AGE_MS) {
        const campaign = await watchedCampaign(ctx.db, entry.campaign.companyId, campaignId);
        // A campaign deleted, or analytics turned off for its company, ends the watching.
        if (!campaign || !(await effectiveFlags(ctx.db, entry.campaign.companyId)).ANALYTICS) {
          nsp.local.in(roomOf(campaignId)).disconnectSockets(true);
          watched.delete(campaignId);
          continue;
        }
        entry.campaign = campaign;
        entry.readAtMs = nowMs;
      }
      const snapshot = await liveSnapshot(ctx.db, entry.campaign, nowMs);
      // Only a change is sent: a quiet campaign costs its watchers nothing.
      const key = JSON.stringify(withoutTime(snapshot));
      if (key === entry.last) continue;
      entry.last = key;
      nsp.local.to(roomOf(campaignId)).emit('snapshot', snapshot);
    }
  }

  let running = false;
  const timer = setInterval(() => {
    if (running || watched.size === 0) return;
    running = true;
    tick()
      .catch((error) => app.log.warn({ err: error }, 'live-ops: could not read counts'))
      .finally(() => {
        running = false;
      });
  }, LIVE_OPS_TICK_MS);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
  return nsp;
}

const withoutTime = ({ at: _at, ...rest }: { at: string } & Record<string, unknown>) => rest;
