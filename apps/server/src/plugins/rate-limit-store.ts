import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';

type Hits = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hits) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(params: StoreParams): Store;
};
/** What @fastify/rate-limit hands a store: the plugin's options merged with a route's `config.rateLimit`. */
type StoreParams = {
  timeWindow?: number;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
  /** Counted in the database, so every process counts the same hits (`sharedLimit`). */
  shared?: boolean;
};

/**
 * A route limit counted by all processes together: brute force against log-in, password reset, codes
 * and sign-up must not get N times the tries from N processes (issue 17, left from issue 2). Put it in
 * a route's `config.rateLimit`. Only where the answer is worth a database write: the play routes' high
 * limits stay per process (a flood guard), their business limits are counted in the database anyway.
 */
export function sharedLimit<L extends { max: number; timeWindow: string }>(limit: L): L & { shared: true } {
  return { ...limit, shared: true };
}

/** How often an increment also clears windows that ended (about one in this many). */
const SWEEP_EVERY = 500;

/**
 * The store of @fastify/rate-limit: routes marked `shared` count in `rate_limit_hits` (an UNLOGGED
 * table, migration 0013: a crash may forget a minute's counts, which costs nothing) where several
 * processes may run (PostgreSQL); everything else, and everything on PGlite (one process), in memory
 * as the plugin's own store does. One upsert per request answers the window's count and what is left of
 * it, so concurrent requests of all processes are counted exactly.
 */
export function rateLimitStoreFor(db: DbOrTx | null): FastifyRateLimitStoreCtor {
  const localStore = (params: StoreParams): Store =>
    new LocalStore(params.continueExceeding, params.exponentialBackoff) as unknown as Store;

  class DatabaseStore implements Store {
    private readonly db: DbOrTx;
    private readonly route: string;
    constructor(database: DbOrTx, route: string) {
      this.db = database;
      this.route = route;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const { db } = this;
      const hitKey = `${this.route}|${key}`;
      queryRows<{ hits: number; ttl_ms: number }>(
        db,
        sql`insert into rate_limit_hits as h (key, hits, resets_at)
            values (${hitKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when h.resets_at <= now() then 1 else h.hits + 1 end,
              resets_at = case when h.resets_at <= now()
                then now() + ${timeWindow} * interval '1 millisecond' else h.resets_at end
            returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::int as ttl_ms`,
      ).then(
        ([row]) => callback(null, { current: Number(row.hits), ttl: Number(row.ttl_ms) }),
        (error: Error) => callback(error),
      );
      if (Math.floor(Math.random() * SWEEP_EVERY) === 0) {
        queryRows(db, sql`delete from rate_limit_hits where resets_at < now()`).catch(() => {});
      }
    }

    read(key: string, callback: Callback, timeWindow: number) {
      queryRows<{ hits: number; ttl_ms: number }>(
        this.db,
        sql`select hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::int as ttl_ms
            from rate_limit_hits where key = ${`${this.route}|${key}`} and resets_at > now()`,
      ).then(
        ([row]) =>
          callback(
            null,
            row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: timeWindow },
          ),
        (error: Error) => callback(error),
      );
    }

    child(params: StoreParams): Store {
      return storeFor(params);
    }
  }

  function storeFor(params: StoreParams): Store {
    if (!db || params.shared !== true) return localStore(params);
    const method = [params.routeInfo?.method ?? ''].flat().join(',');
    return new DatabaseStore(db, `${method} ${params.routeInfo?.url ?? ''}`);
  }

  /**
   * The class the plugin constructs once with its options; each route's store is a child of it. The
   * plugin's types say a child gets the route's options; at run time it gets the merged limit
   * parameters with the route under `routeInfo` (index.js, mergeParams), which is what is read here.
   */
  return class RateLimitStore {
    private readonly store: Store;
    constructor(params: StoreParams) {
      this.store = localStore(params);
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.store.incr(key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.store.read(key, callback, timeWindow, max);
    }
    child(params: StoreParams): Store {
      return storeFor(params);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
