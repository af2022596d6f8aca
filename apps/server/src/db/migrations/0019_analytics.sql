CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"page" text,
	"visitor" text,
	"device" text,
	"language" text,
	"referrer" text,
	"utm" jsonb
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"campaign_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_hourly_campaign_id_event_dimension_hour_value_pk" PRIMARY KEY("campaign_id","event","dimension","hour","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_visitors_campaign_id_day_visitor_pk" PRIMARY KEY("campaign_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "campaign_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_campaign_at_idx" ON "analytics_events" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE INDEX "analytics_visitors_day_idx" ON "analytics_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "campaign_audit_campaign_at_idx" ON "campaign_audit_log" USING btree ("campaign_id","at");--> statement-breakpoint
-- The plays, finished plays, new leads and outcomes recorded before the roll-up existed, rolled up once,
-- so that a running campaign's analytics page starts with its history (visits were never collected).
INSERT INTO "analytics_hourly" ("campaign_id", "company_id", "hour", "event", "dimension", "value", "count")
SELECT "campaign_id", "company_id", date_trunc('hour', "at"),
       CASE "type" WHEN 'game_started' THEN 'play' WHEN 'game_finished' THEN 'finish' ELSE 'lead' END, '', '', count(*)
FROM "play_events" WHERE "type" IN ('game_started', 'game_finished', 'lead_created')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "analytics_hourly" ("campaign_id", "company_id", "hour", "event", "dimension", "value", "count")
SELECT "campaign_id", "company_id", date_trunc('hour', "created_at"), "page", '', '', count(*)
FROM "plays" WHERE "page" IN ('win', 'lose')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "analytics_hourly" ("campaign_id", "company_id", "hour", "event", "dimension", "value", "count")
SELECT "campaign_id", "company_id", date_trunc('hour', "created_at"), 'win', 'pool', "pool_id"::text, count(*)
FROM "plays" WHERE "page" = 'win' AND "pool_id" IS NOT NULL
GROUP BY 1, 2, 3, 6;
