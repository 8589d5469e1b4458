/**
 * The notifications of the profile panel: what an audience matches in the last 90 days, newest
 * first, at most 100, with `isNew` per user. Answering marks the returned ones as seen by that user,
 * so the next call shows them as no longer new, unless the caller only counts (`markSeen: false`,
 * the avatar's mark). A request's notifications go with it (a cascading foreign key), so one whose
 * request was deleted is never answered.
 */
import { and, count, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications, notificationsSeen, tickets } from '../../db/schema';
import type { NotificationAudience } from './notificationAudience';

const notificationWindowDays = 90;
const notificationPageLimit = 100;

const requestStates = ['opened', 'inprocess', 'closed', 'indemand'] as const;
type RequestState = (typeof requestStates)[number];

const isRequestState = (status: string | null): status is RequestState =>
  (requestStates as readonly (string | null)[]).includes(status);

/** Which notifications the audience sees, whatever their date. */
function audienceMatches(db: Database, audience: NotificationAudience): SQL | undefined {
  const requestChanges =
    audience.clientIds.length > 0
      ? and(
          inArray(notifications.type, ['IncidenceRequest', 'ServiceRequest']),
          inArray(notifications.clientId, audience.clientIds),
          // Outside the administration view a user hears only about the requests they raised.
          audience.admin ? undefined : eq(notifications.userOid, audience.oid),
        )
      : undefined;
  // A service stays "without invoice" only while it is executed and not yet invoiced.
  const unbilledServices =
    audience.directionIds.length > 0
      ? and(
          eq(notifications.type, 'ServiceWithoutInvoice'),
          inArray(
            notifications.referencia,
            db
              .select({ referencia: tickets.referencia })
              .from(tickets)
              .where(
                and(
                  inArray(tickets.iddireccionservicio, audience.directionIds),
                  eq(tickets.estado, 'ejecutado'),
                  isNull(tickets.numeroFactura),
                ),
              ),
          ),
        )
      : undefined;
  const administration = audience.admin
    ? inArray(notifications.type, ['ERROR', 'ClientTemplateCreation'])
    : undefined;
  return or(requestChanges, unbilledServices, administration);
}

export async function notificationsPage(
  db: Database,
  audience: NotificationAudience,
  now = new Date(),
  { markSeen = true }: { markSeen?: boolean | undefined } = {},
) {
  const matches = audienceMatches(db, audience);
  if (!matches) return { items: [], total: 0, nuevas: 0 };
  const since = new Date(now.getTime() - notificationWindowDays * 86_400_000);
  const where = and(gte(notifications.date, since), matches);
  const seenByUser = and(
    eq(notificationsSeen.notificationId, notifications.id),
    eq(notificationsSeen.oid, audience.oid),
  );

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        date: notifications.date,
        message: notifications.message,
        status: notifications.status,
        referencia: notifications.referencia,
        clientName: notifications.clientName,
        incidenceRequestId: notifications.incidenceRequestId,
        serviceRequestId: notifications.serviceRequestId,
        seenBy: notificationsSeen.oid,
      })
      .from(notifications)
      .leftJoin(notificationsSeen, seenByUser)
      .where(where)
      .orderBy(desc(notifications.date), desc(notifications.id))
      .limit(notificationPageLimit),
    db
      .select({ total: count(), seen: count(notificationsSeen.oid) })
      .from(notifications)
      .leftJoin(notificationsSeen, seenByUser)
      .where(where),
  ]);

  const unseen = rows.filter((row) => row.seenBy === null).map((row) => row.id);
  if (markSeen && unseen.length > 0) {
    await db
      .insert(notificationsSeen)
      .values(unseen.map((notificationId) => ({ notificationId, oid: audience.oid })))
      .onConflictDoNothing();
  }

  const total = counted?.total ?? 0;
  return {
    items: rows.map(({ seenBy, status, referencia, incidenceRequestId, serviceRequestId, ...row }) => ({
      ...row,
      requestId:
        row.type === 'IncidenceRequest'
          ? incidenceRequestId
          : row.type === 'ServiceRequest'
            ? serviceRequestId
            : null,
      status:
        (row.type === 'IncidenceRequest' || row.type === 'ServiceRequest') && isRequestState(status)
          ? status
          : null,
      referencia: row.type === 'ServiceWithoutInvoice' ? referencia : null,
      isNew: seenBy === null,
    })),
    total,
    nuevas: total - (counted?.seen ?? 0),
  };
}
