CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"oid" uuid NOT NULL,
	"client_id" integer NOT NULL,
	"screen" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_oid_users_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name_uq" ON "saved_views" USING btree ("oid","client_id","screen","name");--> statement-breakpoint
CREATE INDEX "saved_views_list_idx" ON "saved_views" USING btree ("client_id","screen");