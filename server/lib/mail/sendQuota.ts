/**
 * Each user's hourly mail quota, counted from the outbox itself (what the user really sent in the
 * last hour, by the database's clock), so it holds across restarts and across several API
 * processes. Over the quota is a 429 with Retry-After: the seconds until enough of the user's
 * messages of that hour have aged out for this one to fit.
 *
 * The check runs twice: before the message is built (cheap refusal) and again inside the
 * transaction that stores it, with the sender's user row locked, so concurrent sends of one user
 * cannot together exceed the quota.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox, users } from '../../db/schema';
import { countRefusal } from '../../operations/metrics';
import { badRequest, tooManyRequests } from '../errors';
import type { MailPolicy } from './mailPolicy';

type Quota = Pick<MailPolicy, 'messagesPerHour' | 'recipientsPerHour'>;

const lastHour = sql`now() - interval '1 hour'`;

/** 429 when sending one more message to `recipients` addresses would exceed the quota. */
export async function requireSendQuota(
  db: Database,
  senderOid: string,
  recipients: number,
  quota: Quota,
): Promise<void> {
  if (recipients > quota.recipientsPerHour)
    throw badRequest(
      `Un envío no puede tener más de ${quota.recipientsPerHour} destinatarios (Para y CC).`,
      'toE',
    );
  // The user's messages of the last hour, oldest first, with the seconds until each leaves it.
  const sent = await db
    .select({
      recipients:
        sql<number>`cardinality(${outbox.toAddresses}) + cardinality(${outbox.ccAddresses})`.mapWith(Number),
      secondsLeft: sql<number>`extract(epoch from ${outbox.createdAt} + interval '1 hour' - now())`.mapWith(
        Number,
      ),
    })
    .from(outbox)
    .where(and(eq(outbox.senderOid, senderOid), gt(outbox.createdAt, lastHour)))
    .orderBy(asc(outbox.createdAt));

  // How many of the oldest must age out for this message to fit both limits.
  let expire = Math.max(0, sent.length + 1 - quota.messagesPerHour);
  let total = sent.reduce((sum, message) => sum + message.recipients, 0) + recipients;
  for (const message of sent.slice(0, expire)) total -= message.recipients;
  const messagesOnly = expire;
  while (total > quota.recipientsPerHour && expire < sent.length) {
    total -= sent[expire]?.recipients ?? 0;
    expire += 1;
  }
  if (expire === 0) return;

  const retryAfter = Math.max(1, Math.ceil(sent[expire - 1]?.secondsLeft ?? 3600));
  const minutes = Math.ceil(retryAfter / 60);
  const limit =
    expire > messagesOnly
      ? `${quota.recipientsPerHour} destinatarios por hora`
      : `${quota.messagesPerHour} mensajes por hora`;
  countRefusal('mail.hourlyQuota');
  throw tooManyRequests(
    `Ha alcanzado el límite de envíos por correo (${limit}). Inténtelo de nuevo dentro de ` +
      `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    retryAfter,
  );
}

/**
 * Inside a transaction: holds the sender's user row until it ends, so the quota check and the
 * insert of one send are not interleaved with another send of the same user.
 */
export async function lockSender(tx: Database, senderOid: string): Promise<void> {
  await tx.select({ oid: users.oid }).from(users).where(eq(users.oid, senderOid)).for('update');
}
