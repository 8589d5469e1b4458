ALTER TABLE "notifications" ADD COLUMN "incidence_request_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "service_request_id" integer;--> statement-breakpoint
-- Notifications written before these columns name their request only in the message
-- ("La incidencia 1532 «…»", "La solicitud de servicio 1532 (…)"): link those whose request still
-- exists and delete those whose request is gone, as the cascade does from now on.
UPDATE "notifications" AS n SET "incidence_request_id" = r."id" FROM "incidence_requests" AS r
  WHERE n."type" = 'IncidenceRequest' AND r."id"::text = substring(n."message" from '^La incidencia (\d+) ');--> statement-breakpoint
UPDATE "notifications" AS n SET "service_request_id" = r."id" FROM "service_requests" AS r
  WHERE n."type" = 'ServiceRequest' AND r."id"::text = substring(n."message" from '^La solicitud de servicio (\d+) ');--> statement-breakpoint
DELETE FROM "notifications" WHERE "type" = 'IncidenceRequest' AND "incidence_request_id" IS NULL
  AND substring("message" from '^La incidencia (\d+) ') IS NOT NULL;--> statement-breakpoint
DELETE FROM "notifications" WHERE "type" = 'ServiceRequest' AND "service_request_id" IS NULL
  AND substring("message" from '^La solicitud de servicio (\d+) ') IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_incidence_request_id_incidence_requests_id_fk" FOREIGN KEY ("incidence_request_id") REFERENCES "public"."incidence_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_incidence_request_idx" ON "notifications" USING btree ("incidence_request_id");--> statement-breakpoint
CREATE INDEX "notifications_service_request_idx" ON "notifications" USING btree ("service_request_id");