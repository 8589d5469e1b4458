/**
 * Sends e-mail the way the real backend would: a complete RFC 5322 message (nodemailer's composer)
 * stored in the outbox table, and relayed over SMTP when SMTP_URL is set.
 */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';

export interface OutgoingMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  senderOid?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  recipients: string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}

export function createMailer(db: Database, settings: { from: string; smtpUrl: string | undefined }): Mailer {
  const relay = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  return {
    async send(mail) {
      const messageId = `<${randomUUID()}@portal-clientes.local>`;
      const message = {
        from: settings.from,
        to: mail.to,
        cc: mail.cc,
        subject: mail.subject,
        text: mail.text,
        messageId,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        attachments: mail.attachments.map((a) => ({ ...a })),
      };
      const raw = (await new MailComposer(message).compile().build()).toString('utf8');
      await db.insert(outbox).values({
        messageId,
        fromAddress: settings.from,
        toAddresses: mail.to,
        ccAddresses: mail.cc,
        subject: mail.subject,
        body: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
        raw,
        senderOid: mail.senderOid ?? null,
      });
      if (relay) {
        await relay.sendMail({ envelope: { from: settings.from, to: [...mail.to, ...mail.cc] }, raw });
      }
      return { messageId, recipients: [...mail.to, ...mail.cc] };
    },
  };
}
