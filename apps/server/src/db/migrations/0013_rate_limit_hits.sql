-- Per-IP request counts of the routes whose limits all processes share (log-in, password reset, codes,
-- sign-up: plugins/rate-limit-store.ts). UNLOGGED: no write-ahead log for a counter that lives a minute;
-- after a crash PostgreSQL empties it, which only forgets that minute's counts.
CREATE UNLOGGED TABLE "rate_limit_hits" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "resets_at" timestamp with time zone NOT NULL
);
