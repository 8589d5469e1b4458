/**
 * Sends e-mail the way the real backend would: a complete RFC 5322 message (nodemailer's composer)
 * stored in the outbox table, and relayed over SMTP when SMTP_URL is set. This is the transport
 * only: who may be written to and how often is decided by sendEmail (sendRequest.ts), the one way
 * the operations send.
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

interface SentMail {
  messageId: string;
  recipients: string[];
}

interface SendOptions {
  /**
   * Runs in the transaction that stores the message, before it is stored: throwing there stores
   * and relays nothing (the quota check, under the sender's lock).
   */
  beforeStore?: (tx: Database) => Promise<void>;
}

export interface Mailer {
  send(mail: OutgoingMail, options?: SendOptions): Promise<SentMail>;
}

export function createMailer(db: Database, settings: { from: string; smtpUrl: string | undefined }): Mailer {
  const relay = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  return {
    async send(mail, options = {}) {
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
      await db.transaction(async (tx) => {
        await options.beforeStore?.(tx);
        await tx.insert(outbox).values({
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
      });
      if (relay) {
        await relay.sendMail({ envelope: { from: settings.from, to: [...mail.to, ...mail.cc] }, raw });
      }
      return { messageId, recipients: [...mail.to, ...mail.cc] };
    },
  };
}
