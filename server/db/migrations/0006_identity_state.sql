CREATE TABLE "oidc_entries" (
	"store" text NOT NULL,
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	"uid" text,
	"grant_id" text,
	"user_code" text,
	"account_id" text,
	CONSTRAINT "oidc_entries_store_model_id_pk" PRIMARY KEY("store","model","id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oidc_entries_order_idx" ON "oidc_entries" USING btree ("store","model","seq");--> statement-breakpoint
CREATE INDEX "oidc_entries_expires_idx" ON "oidc_entries" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_entries_uid_idx" ON "oidc_entries" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_entries_grant_idx" ON "oidc_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_entries_user_code_idx" ON "oidc_entries" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_entries_account_idx" ON "oidc_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_idx" ON "sign_in_failures" USING btree ("last_failure_at");