/**
 * One Regenera service with its lines, its pickup (time, containers), its center's account manager
 * and its documents: delivery note, DI, weight ticket and the recycling certificate once issued.
 */
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clients, files, tickets } from '../../db/schema';
import { nearestGestor } from '../../lib/gestores';
import { requireVisible } from '../../lib/visibleRecord';
import { regeneraSelection } from './regeneraRows';
import { relatedDocuments, serviceLines } from './serviceDetailParts';
import { servicesFrom } from './servicesFrom';

export async function regeneraDetail(db: Database, idTicket: number, scope: Scope) {
  const [rowFound] = await servicesFrom(
    db.select({
      ...regeneraSelection,
      clientId: tickets.clientId,
      regenera: clients.regenera,
      observaciones: tickets.observaciones,
      horaRecogida: tickets.horaRecogida,
      contenedores: tickets.contenedores,
    }),
  )
    .innerJoin(clients, eq(clients.clientId, tickets.clientId))
    .where(eq(tickets.idTicket, idTicket));
  // A service of a client that is not Regenera does not exist for this operation, nor one the user
  // does not see.
  const row = requireVisible(
    rowFound,
    (found) => found.regenera && scope.directionIds.has(found.iddireccionservicio),
    'No existe el servicio Regenera solicitado.',
  );

  const [lineas, gestor, related, certificados] = await Promise.all([
    serviceLines(db, idTicket),
    nearestGestor(db, row.centerId, 'comercial'),
    relatedDocuments(db, idTicket, row.referencia),
    row.certificado
      ? db
          .select({ path: files.blobUri })
          .from(files)
          .where(and(eq(files.clientId, row.clientId), eq(files.name, `${row.certificado}.pdf`)))
      : Promise.resolve([]),
  ]);

  const {
    clientId: _client,
    regenera: _regenera,
    observaciones,
    horaRecogida,
    contenedores,
    ...ticket
  } = row;
  return {
    ticket,
    lineas,
    horaRecogida,
    contenedores,
    observaciones,
    gestor: gestor?.nombre ?? null,
    numeroAlbaran: related.numeroAlbaran,
    codigoTicket: related.codigoTicket,
    numeroDI: related.numeroDI,
    documentos: [...related.documentos, ...certificados.map((c) => c.path)],
  };
}
