/**
 * A new user's invitation as the tenant keeps it: a random token (256 bits, in the mailed link
 * only) of which the `invitations` table holds the SHA-256, one per user, expiring. The API issues
 * one when an administrator creates or re-invites a user; the provider's invitation page spends it
 * when the user sets their first password. A token that long needs no salt or key: it cannot be
 * guessed, so its hash only has to keep a leaked table from being a set of working links.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invitations } from '../db/schema';

/** How long an invitation link works (the hosted tenant's invitations last days, not minutes). */
const invitationTtlDays = 7;

const dayMs = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A token has this shape; anything else is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new invitation for the user, replacing theirs: its token (for the link) and its expiry. */
export async function issueInvitation(db: Database, oid: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationTtlDays * dayMs);
  const values = { oid, tokenHash: hashOf(token), createdAt: now, expiresAt };
  await db.insert(invitations).values(values).onConflictDoUpdate({ target: invitations.oid, set: values });
  return { token, expiresAt };
}

/** The user a token invites while it is valid; undefined for an unknown, spent or expired one. */
export async function invitedUser(db: Database, token: string, now: Date): Promise<string | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [row] = await db
    .select({ oid: invitations.oid })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashOf(token)), gt(invitations.expiresAt, now)));
  return row?.oid;
}

/** Spends the token in one statement (two posts of one page cannot both use it); its user, if it was valid. */
export async function spendInvitation(db: Database, token: string, now: Date): Promise<string | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.tokenHash, hashOf(token)), gt(invitations.expiresAt, now)))
    .returning({ oid: invitations.oid });
  return row?.oid;
}

/** Withdraws the user's invitation; whether there was one. */
export async function withdrawInvitation(db: Database, oid: string): Promise<boolean> {
  const deleted = await db
    .delete(invitations)
    .where(eq(invitations.oid, oid))
    .returning({ oid: invitations.oid });
  return deleted.length > 0;
}
