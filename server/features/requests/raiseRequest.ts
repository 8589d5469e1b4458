/**
 * What raising an incidence or a service request writes besides its own fields: the request opened,
 * dated now, of the target client, by the token's user; and in the same transaction the requester's
 * notification that it was registered.
 */
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { notifyRequester, type RequestForNotification } from './requesterNotification';
import type { RequestTarget } from './requestVisibility';

export interface RaisedFields {
  fecha: Date;
  estado: 'opened';
  clientId: number;
  clientName: string;
  solicitante: string;
  solicitanteOid: string;
}

/** `insert` writes the request with `raised` and its own fields, returning the contract's row. */
export function raiseRequest<Row extends Pick<RequestForNotification, 'id' | 'estado' | 'fecha'>>(
  db: Database,
  request: { kind: RequestForNotification['kind']; target: RequestTarget; user: SessionUser },
  insert: (tx: Database, raised: RaisedFields) => PromiseLike<Row[]>,
  /** What the notification names the request by. */
  title: (row: Row) => string,
): Promise<Row> {
  const { kind, target, user } = request;
  return db.transaction(async (tx) => {
    const [created] = await insert(tx, {
      fecha: new Date(),
      estado: 'opened',
      clientId: target.clientId,
      clientName: target.client,
      solicitante: user.email,
      solicitanteOid: user.oid,
    });
    if (!created) throw new Error('insert returned no row');
    await notifyRequester(tx, {
      kind,
      id: created.id,
      title: title(created),
      estado: created.estado,
      fecha: created.fecha,
      clientId: target.clientId,
      clientName: target.client,
      userOid: user.oid,
    });
    return created;
  });
}
