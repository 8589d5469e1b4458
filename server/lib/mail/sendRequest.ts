/**
 * The one way every "send by e-mail" operation sends: recipients checked (the contract makes them
 * nullable; a send still needs at least one), only to recipients the user may write to
 * (recipientPolicy.ts, 403 RECIPIENT_NOT_ALLOWED) and within the user's hourly quota (sendQuota.ts, 429), both before
 * the message is built; then Spanish defaults for subject and body, the signed-in user as
 * reply-to, and the SendResult the contract answers.
 */
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { badRequest } from '../errors';
import type { Mailer, OutgoingMail } from './mailer';
import type { MailPolicy } from './mailPolicy';
import { requireAllowedRecipients } from './recipientPolicy';
import { lockSender, requireSendQuota } from './sendQuota';

export interface EmailFields {
  toE?: string[] | null | undefined;
  ccE?: string[] | null | undefined;
  subjectE?: string | null | undefined;
  body?: string | null | undefined;
}

/** Who sends, and what sending needs: the database for the checks, the mailer, the settings. */
export interface MailSender {
  db: Database;
  mailer: Mailer;
  user: SessionUser;
  policy: MailPolicy;
}

export interface MailContent {
  subject: string;
  body: string;
  attachments: OutgoingMail['attachments'];
}

/** The sender of a handler's signed-in user (`api(c)`), with the configured mail policy. */
export function mailSenderOf(deps: {
  db: Database;
  mailer: Mailer;
  config: { mailPolicy: MailPolicy };
  requireUser(): SessionUser;
}): MailSender {
  return { db: deps.db, mailer: deps.mailer, user: deps.requireUser(), policy: deps.config.mailPolicy };
}

/** The addresses once each, ignoring case (the first spelling is kept). */
function distinct(addresses: readonly string[], besides: readonly string[] = []): string[] {
  const seen = new Set(besides.map((a) => a.toLowerCase()));
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sends `content` (built only once the recipients and the quota are accepted, so a refused send
 * costs no workbook or file read) to the fields' recipients.
 */
export async function sendEmail(
  sender: MailSender,
  fields: EmailFields,
  content: () => Promise<MailContent>,
) {
  const { db, mailer, user, policy } = sender;
  const to = distinct(fields.toE ?? []);
  if (to.length === 0) throw badRequest('Indique al menos un destinatario.', 'toE');
  const cc = distinct(fields.ccE ?? [], to);
  const recipients = [...to, ...cc];
  await requireAllowedRecipients(db, user, { to, cc }, policy);
  await requireSendQuota(db, user.oid, recipients.length, policy);

  const { subject, body, attachments } = await content();
  const sent = await mailer.send(
    {
      to,
      cc,
      subject: fields.subjectE?.trim() || subject,
      text: fields.body?.trim() || body,
      attachments,
      senderOid: user.oid,
      replyTo: user.email,
    },
    {
      beforeStore: async (tx) => {
        await lockSender(tx, user.oid);
        await requireSendQuota(tx, user.oid, recipients.length, policy);
      },
    },
  );
  return { messageId: sent.messageId, recipients: sent.recipients, attachments: attachments.length };
}

/** Default body of a list sent by e-mail. */
export function listMailBody(user: SessionUser, what: string): string {
  return `Hola:\n\n${user.givenName} ${user.familyName} le envía ${what} desde el Portal Clientes.\n\nUn saludo.`;
}
