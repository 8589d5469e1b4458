/**
 * The contract's Cliente, Centro and DireccionServicio rows, as the structure screens and the
 * administration read them. A client's CIF is its principal NIF record, kept in client_nifs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { centers, clientNifs, clients, serviceDirections } from '../db/schema';

export const clienteSelection = {
  clientId: clients.clientId,
  client: clients.client,
  regenera: clients.regenera,
  digitalized: clients.digitalized,
  idNif: clientNifs.id,
  cif: clientNifs.nif,
};

/** Joins a client to its principal NIF only, so each client stays one row (none: idNif and cif null). */
export const principalNif = and(eq(clientNifs.clientId, clients.clientId), eq(clientNifs.principal, true));

/** Clients as the contract's Cliente. */
export const clientesQuery = (db: Database) =>
  db.select(clienteSelection).from(clients).leftJoin(clientNifs, principalNif);

export const centroSelection = {
  centerId: centers.centerId,
  clientId: centers.clientId,
  nombre: centers.nombre,
  parentId: centers.parentId,
  // The parent by its name, as people know it (the tree's screens show names, not numbers).
  padre: sql<
    string | null
  >`(select parent.nombre from centers parent where parent.center_id = ${centers.parentId})`,
  nivel: centers.nivel,
  direccion: centers.direccion,
  localidad: centers.localidad,
  provincia: centers.provincia,
  codigoPostal: centers.codigoPostal,
};

export const direccionSelection = {
  iddireccionservicio: serviceDirections.iddireccionservicio,
  centerId: serviceDirections.centerId,
  clientId: serviceDirections.clientId,
  nombre: serviceDirections.nombre,
  direccion: serviceDirections.direccion,
  localidad: serviceDirections.localidad,
  provincia: serviceDirections.provincia,
  codigoPostal: serviceDirections.codigoPostal,
  latitud: serviceDirections.latitud,
  longitud: serviceDirections.longitud,
};
