/**
 * The settings of what the portal's "send by e-mail" may do (see recipientPolicy.ts and
 * sendQuota.ts): the domains anyone signed in may write to, and each user's hourly quota.
 *
 * - MAIL_ALLOWED_DOMAINS: comma- or space-separated domains (the company's own, e.g.
 *   `gestionambiental.es`); empty by default.
 * - MAIL_HOURLY_MESSAGES (20) and MAIL_HOURLY_RECIPIENTS (100): per user, over the last hour.
 */

export interface MailPolicy {
  /** Domains any signed-in user may write to, lower case, without '@'. */
  allowedDomains: readonly string[];
  /** Messages one user may send in any rolling hour. */
  messagesPerHour: number;
  /** Recipients (to and cc) one user may write to in any rolling hour. */
  recipientsPerHour: number;
}

export const defaultMailPolicy: MailPolicy = {
  allowedDomains: [],
  messagesPerHour: 20,
  recipientsPerHour: 100,
};

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(
      `${name} debe ser un entero positivo, no «${text}». / ${name} must be a positive integer.`,
    );
  return value;
}

export function readMailPolicy(env: NodeJS.ProcessEnv = process.env): MailPolicy {
  const allowedDomains = (env.MAIL_ALLOWED_DOMAINS ?? '')
    .split(/[\s,;]+/)
    .map((domain) => domain.trim().replace(/^@/, '').toLowerCase())
    .filter(Boolean);
  return {
    allowedDomains: [...new Set(allowedDomains)],
    messagesPerHour: positiveInteger(env, 'MAIL_HOURLY_MESSAGES', defaultMailPolicy.messagesPerHour),
    recipientsPerHour: positiveInteger(env, 'MAIL_HOURLY_RECIPIENTS', defaultMailPolicy.recipientsPerHour),
  };
}
