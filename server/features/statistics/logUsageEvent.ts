/**
 * Recording a usage event. Who, when and with which role come from the signed-in user, never from
 * the request, so the statistics cannot be forged by a client; the client named must be one the
 * user may see.
 */
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { usageEvents } from '../../db/schema';
import type { StatisticsLogInfoRequest } from '../../generated/model';
import { clientsNamed } from '../../lib/clientNames';
import { forbidden } from '../../lib/errors';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

export async function logUsageEvent(
  db: Database,
  user: SessionUser,
  input: StatisticsLogInfoRequest,
  loadScope: () => Promise<Scope>,
  now: Date,
) {
  const clientName = blankToNull(input.client);
  if (clientName !== null) {
    const [client] = await clientsNamed(db, [clientName]);
    // An unknown client is refused like a foreign one.
    if (!client || !(await loadScope()).clientIds.has(client.clientId))
      throw forbidden(`No tiene acceso al cliente «${clientName}».`);
  }
  await db.insert(usageEvents).values({
    fecha: now,
    oid: user.oid,
    email: user.email,
    empresa: user.empresa,
    role: user.role,
    page: input.page,
    client: clientName,
    centro: blankToNull(input.centro),
    action: input.action,
    detalle: blankToNull(input.detalle),
  });
  return { ok: true as const, affected: 1 };
}
