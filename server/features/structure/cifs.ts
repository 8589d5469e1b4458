/** A client's CIFs (NIF records): the principal first, then by CIF. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientNifs } from '../../db/schema';

export async function clientCifs(db: Database, clientId: number) {
  const items = await db
    .select({
      idNif: clientNifs.id,
      cif: clientNifs.nif,
      razonSocial: clientNifs.razonSocial,
      principal: clientNifs.principal,
    })
    .from(clientNifs)
    .where(eq(clientNifs.clientId, clientId))
    .orderBy(desc(clientNifs.principal), asc(clientNifs.nif), asc(clientNifs.id));
  return { items, total: items.length };
}
