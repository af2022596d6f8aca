import type {
  JoinAnswer,
  PresenceAuth,
  PresenceClientToServer,
  PresenceEditor,
  PresenceList,
  PresenceServerToClient,
} from '@gc/contracts/presence';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_PATH } from '@gc/contracts/presence';
import { BUILDER_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { campaigns, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, actorFromToken } from '../../plugins/auth.ts';
import { effectiveFlags } from '../flags/flags.service.ts';
import { usePostgresAdapter } from './presence-adapter.ts';

type SocketData = { actor: Actor; editor: PresenceEditor; campaignId: string | null };
type PresenceServer = Server<PresenceClientToServer, PresenceServerToClient, Record<string, never>, SocketData>;
type PresenceSocket = Socket<PresenceClientToServer, PresenceServerToClient, Record<string, never>, SocketData>;

/** engine.io's ping every 25 s; a client that has not answered within the spec's heartbeat is gone. */
const PING_INTERVAL_MS = 25_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const roomOf = (campaignId: string) => `campaign:${campaignId}`;

/**
 * One editor at a time (spec §4 Editing session): socket.io on the app's own HTTP server, one room per
 * campaign. The handshake carries the builder's access token; joining checks the campaign belongs to
 * the acting company and the simultaneous-edit flag is on. On PostgreSQL the rooms span processes
 * through the PostgreSQL adapter; on the embedded PGlite (one process) the in-memory adapter is enough.
 * WebSocket only: long-polling would need sticky sessions behind a load balancer.
 */
export async function attachPresence(app: FastifyInstance, ctx: AppContext): Promise<PresenceServer> {
  const io: PresenceServer = new Server(app.server, {
    path: PRESENCE_PATH,
    serveClient: false,
    transports: ['websocket'],
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PRESENCE_HEARTBEAT_MS - PING_INTERVAL_MS,
  });
  const appPool = ctx.database.pgPool;
  const adapterPool =
    ctx.database.kind === 'postgres' && appPool ? await usePostgresAdapter(io, appPool, app.log) : undefined;

  io.use(async (socket, next) => {
    try {
      socket.data = await handshake(ctx, socket.handshake.auth as Partial<PresenceAuth>, socket.id);
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'UNAUTHENTICATED'));
    }
  });

  io.on('connection', (socket) => {
    const failed = (error: unknown) => app.log.warn({ err: error }, 'presence: event failed');
    socket.on('join', (campaignId, answer) => {
      if (typeof answer !== 'function') return;
      join(ctx, io, socket, campaignId).then(answer, (error) => {
        failed(error);
        answer({ ok: false, reason: 'INVALID' });
      });
    });
    socket.on('takeOver', (answer) => {
      if (typeof answer !== 'function') return;
      takeOver(io, socket).then(answer, (error) => {
        failed(error);
        answer({ ok: true, evicted: 0 });
      });
    });
    socket.on('saved', (toUUID) => {
      handOver(io, socket, toUUID).catch(failed);
    });
    socket.on('leave', () => {
      leave(io, socket).catch(failed);
    });
    socket.on('disconnect', () => {
      const campaignId = socket.data.campaignId;
      if (campaignId) tellRoom(io, campaignId).catch(failed);
    });
  });

  // Before Fastify closes the listener: upgraded connections would keep it open. Clients reconnect
  // (to another process where there is one) and join again.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    // Every namespace's adapter (live operations has one too): the adapter's LISTEN client, which the
    // pool's end() waits for, is handed back after the last of them closes.
    for (const namespace of io._nsps.values()) await namespace.adapter.close();
    await adapterPool?.end();
  });
  return io;
}

async function handshake(ctx: AppContext, auth: Partial<PresenceAuth>, socketId: string): Promise<SocketData> {
  if (typeof auth.token !== 'string') throw new AppError('UNAUTHENTICATED', 401, 'No token');
  const actor = await actorFromToken(ctx, auth.token, auth.companyViewId ?? undefined);
  if (!hasAnyRole(actor.roles, BUILDER_ROLES)) throw new AppError('FORBIDDEN', 403, 'Not a builder role');
  const [user] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || actor.email;
  return { actor, editor: { uuid: socketId, userId: actor.userId, name }, campaignId: null };
}

async function join(
  ctx: AppContext,
  io: PresenceServer,
  socket: PresenceSocket,
  campaignId: unknown,
): Promise<JoinAnswer> {
  if (typeof campaignId !== 'string' || !UUID.test(campaignId)) return { ok: false, reason: 'INVALID' };
  const { actor } = socket.data;
  // The tenant check: a campaign of another company is answered as one that does not exist.
  const [campaign] = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.companyId, actor.companyId)))
    .limit(1);
  if (!campaign) return { ok: false, reason: 'NOT_FOUND' };
  const flags = await effectiveFlags(ctx.db, actor.companyId);
  if (!flags.SIMULTANEOUS_EDIT_PREVENTION) return { ok: false, reason: 'DISABLED' };

  if (socket.data.campaignId && socket.data.campaignId !== campaignId) await leave(io, socket);
  socket.data.campaignId = campaignId;
  await socket.join(roomOf(campaignId));
  const list = await presenceOf(io, campaignId);
  io.to(roomOf(campaignId)).except(socket.id).emit('presence', list);
  return { ok: true, self: socket.id, ...list };
}

async function takeOver(io: PresenceServer, socket: PresenceSocket) {
  const campaignId = socket.data.campaignId;
  if (!campaignId) return { ok: false as const, reason: 'NOT_JOINED' as const };
  const others = (await io.in(roomOf(campaignId)).fetchSockets()).filter((other) => other.id !== socket.id);
  for (const other of others) {
    io.to(other.id).emit('evict', { type: 'evict', fromUUID: socket.id, targetUUID: other.id });
  }
  return { ok: true as const, evicted: others.length };
}

/** Relayed only to an editor of the same campaign: a socket cannot message arbitrary sessions. */
async function handOver(io: PresenceServer, socket: PresenceSocket, toUUID: unknown) {
  const campaignId = socket.data.campaignId;
  if (!campaignId || typeof toUUID !== 'string') return;
  const inRoom = await io.in(roomOf(campaignId)).fetchSockets();
  if (!inRoom.some((other) => other.id === toUUID)) return;
  io.to(toUUID).emit('handedOver', { type: 'handed-over', fromUUID: socket.id, targetUUID: toUUID });
}

async function leave(io: PresenceServer, socket: PresenceSocket) {
  const campaignId = socket.data.campaignId;
  if (!campaignId) return;
  socket.data.campaignId = null;
  await socket.leave(roomOf(campaignId));
  await tellRoom(io, campaignId);
}

async function tellRoom(io: PresenceServer, campaignId: string) {
  io.to(roomOf(campaignId)).emit('presence', await presenceOf(io, campaignId));
}

async function presenceOf(io: PresenceServer, campaignId: string): Promise<PresenceList> {
  const sockets = await io.in(roomOf(campaignId)).fetchSockets();
  return { campaignId, editors: sockets.map((socket) => socket.data.editor) };
}
