/**
 * Invitations, as the hosted tenant sends them: an administrator creates a user without a password
 * and the provider mails them a one-time link (invitationTokens.ts) to its own page under the
 * sign-in flow, `/{tenant}/{signInPolicy}/invitation/{token}`, where they set their first password.
 * Nobody else ever knows it. The link then says the account is active and leads to the portal to
 * sign in.
 *
 * The token in the path is the proof (it cannot be guessed); posts from another origin are refused,
 * and each address's posts count against the sign-in limit (requestLimits.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mail/mailer';
import type { Directory } from './accounts';
import { FormBodyError, readForm } from './formBody';
import { sendHtml } from './htmlResponse';
import { invitedUser, issueInvitation, spendInvitation } from './invitationTokens';
import { invitationDonePage, invitationPage } from './pages/invitationPage';
import { messagePage } from './pages/messagePage';
import { texts } from './pages/texts';
import { hashPassword } from './password';
import { newPasswordProblem } from './passwordRules';
import type { Policy } from './policies';
import { type RequestLimits, waitSeconds } from './requestLimits';

const routePattern = /^\/invitation\/([A-Za-z0-9_-]+)\/?$/;

/** The invitation token a path under `/{tenant}/{policy}` addresses, if any (GET shows, POST sets). */
export function matchInvitationRoute(rest: string, method: string | undefined): string | undefined {
  if (method !== 'GET' && method !== 'POST') return undefined;
  return routePattern.exec(rest)?.[1];
}

/** Where an invitation's link leads: the page under the sign-in flow `policy` of `origin`. */
export function invitationUrl(origin: string, policy: Policy, token: string): string {
  return `${origin}${policy.basePath}/invitation/${token}`;
}

export interface InvitationPageSettings {
  directory: Directory;
  db: Database;
  clock: Clock;
  limits: RequestLimits;
  policy: Policy;
  /** The provider's origin: posts from any other are refused. */
  origin: string;
  /** The portal, where the user signs in once the password is set. */
  portalUrl: string;
  formTargets: readonly string[];
}

export function createInvitationPages(settings: InvitationPageSettings) {
  const { db, directory, clock, limits, policy, origin, formTargets } = settings;
  const invalid = (res: ServerResponse) =>
    sendHtml(res, 400, messagePage(texts.invitation.invalidTitle, texts.invitation.invalid), formTargets);

  return async function handleInvitation(
    req: IncomingMessage,
    res: ServerResponse,
    token: string,
    ip: string,
  ): Promise<void> {
    if (req.method === 'POST' && req.headers.origin !== undefined && req.headers.origin !== origin)
      return invalid(res);
    const oid = await invitedUser(db, token, clock.now());
    const user = oid ? await directory.byOid(oid) : undefined;
    // Only an active account without a password can be activated by a link.
    if (!user || user.passwordHash !== null) return invalid(res);
    const page = (status: number, error?: string, headers: Record<string, string> = {}) =>
      sendHtml(
        res,
        status,
        invitationPage({
          action: `${policy.basePath}/invitation/${token}`,
          email: user.email,
          givenName: user.givenName,
          ...(error ? { error } : {}),
        }),
        formTargets,
        headers,
      );
    if (!user.activo) return page(403, texts.invitation.inactive);
    if (req.method === 'GET') return page(200);

    const waitMs = await limits.consume('signIn', { ip, email: user.email });
    if (waitMs > 0) {
      const seconds = waitSeconds(waitMs);
      return page(429, texts.tooManyRequests(seconds), { 'Retry-After': String(seconds) });
    }
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch (error) {
      if (error instanceof FormBodyError) return page(400);
      throw error;
    }
    const newPassword = form.get('newPassword') ?? '';
    const problem = newPasswordProblem(newPassword, form.get('reenterPassword') ?? '');
    if (problem) return page(400, problem);
    // Spent in one statement: of two posts of the page, one sets the password.
    if ((await spendInvitation(db, token, clock.now())) !== user.oid) return invalid(res);
    await directory.setPasswordHash(user.oid, await hashPassword(newPassword));
    sendHtml(res, 200, invitationDonePage(settings.portalUrl), formTargets);
  };
}

/** A user to invite: who they are, to greet them, and what their link is. */
export interface Invitee {
  oid: string;
  email: string;
  givenName: string;
  empresa: string;
}

/**
 * Issues the user's invitation (replacing any before) and mails its link through the outbox (and
 * SMTP when set), sent by `senderOid` (whose mail quota the caller checked).
 */
export async function sendInvitation(
  deps: { db: Database; mailer: Mailer; linkTo: (token: string) => string; now: Date },
  invitee: Invitee,
  senderOid: string,
): Promise<void> {
  const { token, expiresAt } = await issueInvitation(deps.db, invitee.oid, deps.now);
  const until = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
    expiresAt,
  );
  await deps.mailer.send({
    to: [invitee.email],
    cc: [],
    subject: texts.invitationMail.subject,
    text: texts.invitationMail.body({
      givenName: invitee.givenName,
      empresa: invitee.empresa,
      email: invitee.email,
      link: deps.linkTo(token),
      until,
    }),
    attachments: [],
    senderOid,
  });
}
