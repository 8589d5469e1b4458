DROP INDEX "tickets_direction_fecha_idx";--> statement-breakpoint
DROP INDEX "tickets_fecha_idx";--> statement-breakpoint
CREATE INDEX "tickets_direction_fecha_id_idx" ON "tickets" USING btree ("id_direccion_servicio","fecha","id_ticket");--> statement-breakpoint
CREATE INDEX "tickets_fecha_id_idx" ON "tickets" USING btree ("fecha","id_ticket");