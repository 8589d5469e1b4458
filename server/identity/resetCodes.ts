/**
 * The one-time codes that prove a visitor of the reset-password flow owns the e-mail address, as
 * the hosted tenant's "Comprobar correo electrónico" does. A code is 6 digits, bound to the page
 * (interaction) that asked for it, lives 10 minutes, allows 5 attempts and serves once; asking
 * again replaces it.
 *
 * Only an HMAC of the code is stored, keyed with a server secret and salted per code: six digits
 * are too few to survive a leaked table under a plain hash. An address without an account gets a
 * row whose hash no code matches, so the page, the attempts and the errors are the same for it.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { passwordResetCodes } from '../db/schema';

export interface ResetCodeSettings {
  codeTtlMs: number;
  /** Time to choose the new password once the code is verified. */
  verifiedTtlMs: number;
  maxAttempts: number;
}

export const defaultResetCodeSettings: ResetCodeSettings = {
  codeTtlMs: 10 * 60_000,
  verifiedTtlMs: 10 * 60_000,
  maxAttempts: 5,
};

/** Where a reset-password page stands, from its latest code. */
export type ResetState =
  | { step: 'email' }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; userOid: string };

export type CodeCheck =
  | { outcome: 'verified'; email: string; userOid: string }
  | { outcome: 'wrong' | 'expired' | 'exhausted'; email: string }
  | { outcome: 'missing' };

const codeLength = 6;

const codePattern = /^\d{6}$/;

/** Rows past their deadline for this long are deleted when a new code is issued. */
const keepExpiredMs = 24 * 60 * 60_000;

export function createResetCodes(
  db: Database,
  options: { secret: string; settings?: Partial<ResetCodeSettings>; now?: () => number },
) {
  const settings = { ...defaultResetCodeSettings, ...options.settings };
  const now = () => new Date((options.now ?? Date.now)());
  const key = createHmac('sha256', options.secret).update('password-reset-codes').digest();

  const digest = (salt: string, code: string) =>
    createHmac('sha256', key).update(`${salt}:${code}`).digest('base64url');
  const hashCode = (code: string) => {
    const salt = randomBytes(16).toString('base64url');
    return `${salt}$${digest(salt, code)}`;
  };
  const matches = (code: string, stored: string) => {
    const [salt, expected] = stored.split('$');
    if (!salt || !expected || !codePattern.test(code)) return false;
    return timingSafeEqual(Buffer.from(digest(salt, code)), Buffer.from(expected));
  };

  const latest = async (interactionUid: string) => {
    const [row] = await db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.interactionUid, interactionUid))
      .orderBy(desc(passwordResetCodes.id))
      .limit(1);
    return row;
  };

  return {
    /**
     * A new code for this page, replacing any earlier one: the code to send when `userOid` is an
     * account's, undefined for an unknown address (its row then matches no code).
     */
    async issue(interactionUid: string, email: string, userOid: string | undefined) {
      const at = now();
      await db
        .delete(passwordResetCodes)
        .where(lt(passwordResetCodes.expiresAt, new Date(at.getTime() - keepExpiredMs)));
      const code = userOid
        ? randomInt(0, 10 ** codeLength)
            .toString()
            .padStart(codeLength, '0')
        : undefined;
      await db.insert(passwordResetCodes).values({
        interactionUid,
        email: email.trim().toLowerCase(),
        userOid: userOid ?? null,
        // An unknown address gets the hash of a random string: no six digits ever match it.
        codeHash: hashCode(code ?? randomBytes(16).toString('base64url')),
        createdAt: at,
        expiresAt: new Date(at.getTime() + settings.codeTtlMs),
      });
      return code;
    },

    async state(interactionUid: string): Promise<ResetState> {
      const row = await latest(interactionUid);
      if (!row || row.usedAt) return { step: 'email' };
      if (row.verifiedAt && row.userOid && row.expiresAt > now())
        return { step: 'password', email: row.email, userOid: row.userOid };
      return { step: 'code', email: row.email };
    },

    /** Checks a code typed on this page against its latest code, spending one attempt. */
    async check(interactionUid: string, code: string): Promise<CodeCheck> {
      const row = await latest(interactionUid);
      if (!row || row.verifiedAt || row.usedAt) return { outcome: 'missing' };
      const { email } = row;
      if (row.expiresAt <= now()) return { outcome: 'expired', email };
      // Counted before comparing, in one statement: parallel guesses cannot share an attempt.
      const [spent] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, row.id),
            lt(passwordResetCodes.attempts, settings.maxAttempts),
            isNull(passwordResetCodes.verifiedAt),
          ),
        )
        .returning({ attempts: passwordResetCodes.attempts });
      if (!spent) return { outcome: 'exhausted', email };
      if (!matches(code.trim(), row.codeHash) || !row.userOid)
        return { outcome: spent.attempts >= settings.maxAttempts ? 'exhausted' : 'wrong', email };
      const at = now();
      await db
        .update(passwordResetCodes)
        .set({ verifiedAt: at, expiresAt: new Date(at.getTime() + settings.verifiedTtlMs) })
        .where(eq(passwordResetCodes.id, row.id));
      return { outcome: 'verified', email, userOid: row.userOid };
    },

    /**
     * Spends this page's verified code on a new password: the account it proves, once; undefined
     * when there is none (never verified, expired, or used already).
     */
    async use(interactionUid: string): Promise<{ userOid: string; email: string } | undefined> {
      const row = await latest(interactionUid);
      if (!row) return undefined;
      const [used] = await db
        .update(passwordResetCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(passwordResetCodes.id, row.id),
            isNotNull(passwordResetCodes.verifiedAt),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, now()),
          ),
        )
        .returning({ userOid: passwordResetCodes.userOid, email: passwordResetCodes.email });
      return used?.userOid ? { userOid: used.userOid, email: used.email } : undefined;
    },
  };
}

export type ResetCodes = ReturnType<typeof createResetCodes>;
