CREATE TABLE "campaign_css" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"css" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_page_html" (
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"page_key" text NOT NULL,
	"html" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_page_html_campaign_id_page_key_pk" PRIMARY KEY("campaign_id","page_key")
);
--> statement-breakpoint
CREATE TABLE "release_custom_code" (
	"release_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"css" text NOT NULL,
	"pages" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_css" ADD CONSTRAINT "campaign_css_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_css" ADD CONSTRAINT "campaign_css_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_page_html" ADD CONSTRAINT "campaign_page_html_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_page_html" ADD CONSTRAINT "campaign_page_html_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_custom_code" ADD CONSTRAINT "release_custom_code_release_id_campaign_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."campaign_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_custom_code" ADD CONSTRAINT "release_custom_code_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_css_company_idx" ON "campaign_css" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "campaign_page_html_company_idx" ON "campaign_page_html" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "release_custom_code_company_idx" ON "release_custom_code" USING btree ("company_id");