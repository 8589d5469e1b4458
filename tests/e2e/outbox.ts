/** The API's outbox as the end-to-end tests see it (served by outboxServer.ts from the global setup). */
import { inject } from 'vitest';
import type { OutboxMail } from './outboxServer';

export type { OutboxMail } from './outboxServer';

/** The messages in the outbox now, newest first; `subject` keeps only those with that subject. */
export async function outboxMail(subject?: string): Promise<OutboxMail[]> {
  const response = await fetch(inject('outboxUrl'));
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  const mail = (await response.json()) as OutboxMail[];
  return subject === undefined ? mail : mail.filter((m) => m.subject === subject);
}
