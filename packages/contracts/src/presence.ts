/**
 * One editor at a time (spec §4 Editing session, §7 real-time messaging): the socket.io events the
 * builder and the server exchange on a campaign's channel. Types only, so the builder's bundle stays
 * without zod; the server checks what it receives itself.
 */

/** The socket.io path on the server's origin. */
export const PRESENCE_PATH = '/socket.io';

/** Spec §9: a session not heard from within this is gone. */
export const PRESENCE_HEARTBEAT_MS = 120_000;

/** An editing session: the user (the "context id") plus this connection (the session id). */
export type PresenceEditor = { uuid: string; userId: string; name: string };

/** What a join or a presence change tells: everybody on the campaign's channel, the asker included. */
export type PresenceList = { campaignId: string; editors: PresenceEditor[] };

export type JoinAnswer =
  | ({ ok: true; self: string } & PresenceList)
  | { ok: false; reason: 'NOT_FOUND' | 'FORBIDDEN' | 'DISABLED' | 'INVALID' };

export type TakeOverAnswer = { ok: true; evicted: number } | { ok: false; reason: 'NOT_JOINED' };

/** Spec §7 "Editing-session message": sent to the editors being replaced. */
export type EvictMessage = { type: 'evict'; fromUUID: string; targetUUID: string };

/** The evicted editor saved (or could not, and gave up) and leaves; the taker may edit. */
export type HandedOverMessage = { type: 'handed-over'; fromUUID: string; targetUUID: string };

export interface PresenceServerToClient {
  presence: (list: PresenceList) => void;
  evict: (message: EvictMessage) => void;
  handedOver: (message: HandedOverMessage) => void;
}

export interface PresenceClientToServer {
  join: (campaignId: string, answer: (result: JoinAnswer) => void) => void;
  takeOver: (answer: (result: TakeOverAnswer) => void) => void;
  /** After an evict: the draft is saved; `toUUID` is the evict's fromUUID. */
  saved: (toUUID: string) => void;
  leave: () => void;
}

/** The handshake's `auth`: the builder's access token and, for a super admin, the viewed company. */
export type PresenceAuth = { token: string; companyViewId?: string | null };
