CREATE TABLE "invitations" (
	"oid" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "antes" text;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "despues" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "client_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "solo_solicitantes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "desde" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "hasta" date;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_oid_users_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;