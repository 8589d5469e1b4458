/**
 * The common part of every "send by e-mail" operation: recipients checked (the contract makes them
 * nullable; a send still needs at least one), Spanish defaults for subject and body, the signed-in
 * user as reply-to, and the SendResult the contract answers.
 */
import type { SessionUser } from '../../context';
import { badRequest } from '../errors';
import type { Mailer, OutgoingMail } from './mailer';

export interface EmailFields {
  toE?: string[] | null | undefined;
  ccE?: string[] | null | undefined;
  subjectE?: string | null | undefined;
  body?: string | null | undefined;
}

export async function sendEmail(
  mailer: Mailer,
  user: SessionUser,
  fields: EmailFields,
  content: { subject: string; body: string; attachments: OutgoingMail['attachments'] },
) {
  const to = [...new Set(fields.toE ?? [])];
  if (to.length === 0) throw badRequest('Indique al menos un destinatario.', 'toE');
  const cc = [...new Set(fields.ccE ?? [])].filter((address) => !to.includes(address));
  const sent = await mailer.send({
    to,
    cc,
    subject: fields.subjectE?.trim() || content.subject,
    text: fields.body?.trim() || content.body,
    attachments: content.attachments,
    senderOid: user.oid,
    replyTo: user.email,
  });
  return { messageId: sent.messageId, recipients: sent.recipients, attachments: content.attachments.length };
}

/** Default body of a list sent by e-mail. */
export function listMailBody(user: SessionUser, what: string): string {
  return `Hola:\n\n${user.givenName} ${user.familyName} le envía ${what} desde el Portal Clientes.\n\nUn saludo.`;
}
