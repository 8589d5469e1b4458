CREATE TABLE "admin_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"nivel" text NOT NULL,
	"usuario" text,
	"accion" text NOT NULL,
	"detalle" text
);
--> statement-breakpoint
CREATE TABLE "albaranes" (
	"id_albaran" serial PRIMARY KEY NOT NULL,
	"numero_albaran" text NOT NULL,
	"fecha" date NOT NULL,
	"id_ticket" integer,
	"referencia" text,
	"client_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"residuo" text,
	"codigo_ler" text,
	"cantidad" double precision NOT NULL,
	"unidad" text NOT NULL,
	"matricula" text,
	"numero_factura" text,
	"file_path" text,
	CONSTRAINT "albaranes_numero_albaran_unique" UNIQUE("numero_albaran")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "center_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"oid" uuid NOT NULL,
	"center_id" integer NOT NULL,
	"digitalized" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centers" (
	"center_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"parent_id" integer,
	"nombre" text NOT NULL,
	"nivel" integer DEFAULT 0 NOT NULL,
	"direccion" text,
	"localidad" text,
	"provincia" text,
	"codigo_postal" text
);
--> statement-breakpoint
CREATE TABLE "client_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer NOT NULL,
	"config" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer NOT NULL,
	"menu_entries" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_nifs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"nif" text NOT NULL,
	"razon_social" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"regenera" boolean DEFAULT false NOT NULL,
	"digitalized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_client_unique" UNIQUE("client")
);
--> statement-breakpoint
CREATE TABLE "comercial_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" text DEFAULT 'opened' NOT NULL,
	"externa" boolean DEFAULT false NOT NULL,
	"client_id" integer,
	"client_name" text,
	"center" text,
	"empresa" text NOT NULL,
	"cif" text,
	"contacto" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text,
	"provincia" text,
	"tipo_residuo" text,
	"descripcion" text NOT NULL,
	"notas_internas" text,
	"solicitante_oid" uuid
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"center" text,
	"name" text NOT NULL,
	"cargo" text,
	"address" text,
	"phone" text,
	"mobile" text,
	"email" text,
	"observaciones" text,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_identificacion" (
	"id_di" serial PRIMARY KEY NOT NULL,
	"numero_di" text NOT NULL,
	"fecha" date NOT NULL,
	"id_ticket" integer,
	"referencia" text,
	"client_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"codigo_ler" text NOT NULL,
	"residuo" text NOT NULL,
	"productor" text NOT NULL,
	"transportista" text NOT NULL,
	"gestor" text NOT NULL,
	"cantidad" double precision NOT NULL,
	"unidad" text NOT NULL,
	"matricula" text,
	"file_path" text,
	CONSTRAINT "documentos_identificacion_numero_di_unique" UNIQUE("numero_di")
);
--> statement-breakpoint
CREATE TABLE "facturas" (
	"id_factura" serial PRIMARY KEY NOT NULL,
	"numero_factura" text NOT NULL,
	"fecha" date NOT NULL,
	"fecha_vencimiento" date,
	"client_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"cif" text NOT NULL,
	"razon_social" text NOT NULL,
	"base_imponible" double precision NOT NULL,
	"tipo_iva" double precision NOT NULL,
	"iva" double precision NOT NULL,
	"total" double precision NOT NULL,
	"estado_pago" text NOT NULL,
	"file_path" text,
	CONSTRAINT "facturas_numero_factura_unique" UNIQUE("numero_factura")
);
--> statement-breakpoint
CREATE TABLE "facturas_proforma" (
	"id_factura" serial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"fecha" date NOT NULL,
	"client_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"importe" double precision NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo_rechazo" text,
	"fecha_respuesta" timestamp with time zone,
	"cif" text NOT NULL,
	"razon_social" text NOT NULL,
	"concepto" text NOT NULL,
	"file_path" text,
	CONSTRAINT "facturas_proforma_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"blob_uri" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"center_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"group" text NOT NULL,
	"kind" text NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text
);
--> statement-breakpoint
CREATE TABLE "gestores" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text
);
--> statement-breakpoint
CREATE TABLE "incidence_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" text DEFAULT 'opened' NOT NULL,
	"client_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"center" text,
	"referencia" text,
	"asunto" text NOT NULL,
	"descripcion" text NOT NULL,
	"prioridad" text DEFAULT 'media' NOT NULL,
	"solicitante" text,
	"solicitante_oid" uuid
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"status" text,
	"referencia" text,
	"client_id" integer,
	"client_name" text,
	"user_oid" uuid,
	"admin_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications_seen" (
	"notification_id" integer NOT NULL,
	"oid" uuid NOT NULL,
	CONSTRAINT "notifications_seen_notification_id_oid_pk" PRIMARY KEY("notification_id","oid")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"message_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_address" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"raw" text NOT NULL,
	"sender_oid" uuid,
	"relayed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_permissions" (
	"kind" text NOT NULL,
	"oid" uuid NOT NULL,
	CONSTRAINT "request_permissions_kind_oid_pk" PRIMARY KEY("kind","oid")
);
--> statement-breakpoint
CREATE TABLE "service_directions" (
	"id_direccion_servicio" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text,
	"localidad" text,
	"provincia" text,
	"codigo_postal" text,
	"latitud" double precision,
	"longitud" double precision
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" text DEFAULT 'opened' NOT NULL,
	"client_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"center" text,
	"id_direccion_servicio" integer,
	"tipo_servicio" text NOT NULL,
	"residuo" text,
	"fecha_deseada" date,
	"cantidad" double precision,
	"unidad" text,
	"descripcion" text NOT NULL,
	"solicitante" text,
	"solicitante_oid" uuid
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tipo_factura" integer NOT NULL,
	"tipo_factura1" text NOT NULL,
	"descripcion" text
);
--> statement-breakpoint
CREATE TABLE "ticket_lines" (
	"id_ticket" integer NOT NULL,
	"linea" integer NOT NULL,
	"concepto" text NOT NULL,
	"codigo_ler" text,
	"cantidad" double precision NOT NULL,
	"unidad" text NOT NULL,
	"precio_unitario" double precision,
	"importe" double precision,
	CONSTRAINT "ticket_lines_id_ticket_linea_pk" PRIMARY KEY("id_ticket","linea")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id_ticket" serial PRIMARY KEY NOT NULL,
	"referencia" text NOT NULL,
	"estado" text DEFAULT 'programado' NOT NULL,
	"fecha" date NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"center_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"tipo_servicio" text NOT NULL,
	"residuo" text,
	"codigo_ler" text,
	"cantidad" double precision NOT NULL,
	"unidad" text NOT NULL,
	"importe" double precision,
	"numero_factura" text,
	"matricula" text,
	"observaciones" text,
	"litros_recogidos" double precision,
	"kilos_netos" double precision,
	"conductor" text,
	"certificado" text,
	"hora_recogida" text,
	"contenedores" integer,
	CONSTRAINT "tickets_referencia_unique" UNIQUE("referencia")
);
--> statement-breakpoint
CREATE TABLE "traceability" (
	"referencia" text PRIMARY KEY NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"fecha_recogida" date NOT NULL,
	"fecha_entrada_planta" date,
	"fecha_certificado" date,
	"litros" double precision NOT NULL,
	"kilos" double precision NOT NULL,
	"lote" text,
	"destino" text,
	"estado" text NOT NULL,
	"reabierta" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_positions" (
	"matricula" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"latitud" double precision NOT NULL,
	"longitud" double precision NOT NULL,
	"velocidad" double precision,
	"id_direccion_servicio" integer,
	CONSTRAINT "truck_positions_matricula_fecha_pk" PRIMARY KEY("matricula","fecha")
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"matricula" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"conductor" text
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"oid" uuid NOT NULL,
	"email" text NOT NULL,
	"empresa" text,
	"role" integer NOT NULL,
	"page" text NOT NULL,
	"client" text,
	"centro" text,
	"action" text NOT NULL,
	"detalle" text
);
--> statement-breakpoint
CREATE TABLE "user_clients" (
	"oid" uuid NOT NULL,
	"client_id" integer NOT NULL,
	"digitalized" boolean NOT NULL,
	CONSTRAINT "user_clients_oid_client_id_digitalized_pk" PRIMARY KEY("oid","client_id","digitalized")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"oid" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"empresa" text NOT NULL,
	"role" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"registrado" boolean DEFAULT true NOT NULL,
	"ultimo_acceso" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "weight_tickets" (
	"codigo_ticket" text PRIMARY KEY NOT NULL,
	"fecha_entrada" timestamp with time zone NOT NULL,
	"fecha_salida" timestamp with time zone,
	"client_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"id_direccion_servicio" integer NOT NULL,
	"matricula" text NOT NULL,
	"conductor" text,
	"peso_bruto" double precision NOT NULL,
	"tara" double precision NOT NULL,
	"peso_neto" double precision NOT NULL,
	"residuo" text,
	"codigo_ler" text,
	"transportista" text,
	"planta" text,
	"referencia" text,
	"numero_di" text,
	"numero_albaran" text,
	"observaciones" text,
	"file_path" text
);
--> statement-breakpoint
ALTER TABLE "center_access" ADD CONSTRAINT "center_access_oid_users_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_access" ADD CONSTRAINT "center_access_center_id_centers_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("center_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_configs" ADD CONSTRAINT "client_configs_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_menus" ADD CONSTRAINT "client_menus_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_nifs" ADD CONSTRAINT "client_nifs_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestores" ADD CONSTRAINT "gestores_center_id_centers_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("center_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_seen" ADD CONSTRAINT "notifications_seen_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_permissions" ADD CONSTRAINT "request_permissions_oid_users_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_directions" ADD CONSTRAINT "service_directions_center_id_centers_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("center_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_directions" ADD CONSTRAINT "service_directions_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_id_ticket_tickets_id_ticket_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id_ticket") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_direccion_servicio_service_directions_id_direccion_servicio_fk" FOREIGN KEY ("id_direccion_servicio") REFERENCES "public"."service_directions"("id_direccion_servicio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_matricula_trucks_matricula_fk" FOREIGN KEY ("matricula") REFERENCES "public"."trucks"("matricula") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_oid_users_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_logs_kind_fecha_idx" ON "admin_logs" USING btree ("kind","fecha");--> statement-breakpoint
CREATE INDEX "albaranes_direction_fecha_idx" ON "albaranes" USING btree ("id_direccion_servicio","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "center_access_uq" ON "center_access" USING btree ("oid","center_id","digitalized");--> statement-breakpoint
CREATE INDEX "centers_client_idx" ON "centers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "centers_parent_idx" ON "centers" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_configs_kind_client_uq" ON "client_configs" USING btree ("kind","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_menus_kind_client_uq" ON "client_menus" USING btree ("kind","client_id");--> statement-breakpoint
CREATE INDEX "client_nifs_client_idx" ON "client_nifs" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_nifs_nif_uq" ON "client_nifs" USING btree ("client_id","nif");--> statement-breakpoint
CREATE INDEX "contacts_client_idx" ON "contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "dis_direction_fecha_idx" ON "documentos_identificacion" USING btree ("id_direccion_servicio","fecha");--> statement-breakpoint
CREATE INDEX "facturas_direction_fecha_idx" ON "facturas" USING btree ("id_direccion_servicio","fecha");--> statement-breakpoint
CREATE INDEX "proformas_direction_fecha_idx" ON "facturas_proforma" USING btree ("id_direccion_servicio","fecha");--> statement-breakpoint
CREATE INDEX "files_client_idx" ON "files" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gestores_center_tipo_uq" ON "gestores" USING btree ("center_id","tipo");--> statement-breakpoint
CREATE INDEX "notifications_client_date_idx" ON "notifications" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "service_directions_center_idx" ON "service_directions" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "service_directions_client_idx" ON "service_directions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tickets_direction_fecha_idx" ON "tickets" USING btree ("id_direccion_servicio","fecha");--> statement-breakpoint
CREATE INDEX "tickets_client_fecha_idx" ON "tickets" USING btree ("client_id","fecha");--> statement-breakpoint
CREATE INDEX "tickets_fecha_idx" ON "tickets" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "traceability_direction_idx" ON "traceability" USING btree ("id_direccion_servicio");--> statement-breakpoint
CREATE INDEX "usage_events_fecha_idx" ON "usage_events" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "weight_tickets_direction_fecha_idx" ON "weight_tickets" USING btree ("id_direccion_servicio","fecha_entrada");