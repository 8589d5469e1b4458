/**
 * Several operations name clients by their name (`cliente`, `clientNames`, `client`) rather than by
 * id, as the portal shows and stores them. Names are unique (clients.client), so a name is a key.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clients } from '../db/schema';
import { notFound } from './errors';

export interface NamedClient {
  clientId: number;
  client: string;
  regenera: boolean;
  digitalized: boolean;
}

const namedClient = {
  clientId: clients.clientId,
  client: clients.client,
  regenera: clients.regenera,
  digitalized: clients.digitalized,
};

/** The clients with these exact names; names that match no client are simply absent. */
export async function clientsNamed(db: Database, names: readonly string[]): Promise<NamedClient[]> {
  const distinct = [...new Set(names)];
  if (distinct.length === 0) return [];
  return db.select(namedClient).from(clients).where(inArray(clients.client, distinct));
}

/** The client with this exact name, or a 404. */
export async function requireClientNamed(db: Database, name: string): Promise<NamedClient> {
  const [client] = await clientsNamed(db, [name]);
  if (!client) throw notFound(`No existe el cliente «${name}».`);
  return client;
}
