/**
 * The pages oidc-provider sends the browser to when a flow needs the user (its `interactions.url`):
 * showing the form, checking what was posted, and ending the interaction with a login or with one
 * of B2C's errors. In Entra's shape (`resetInsideSignIn`) the sign-in page's link opens the reset
 * in the same interaction, which ends signed in, and there is no error to leave it with.
 *
 * Forgery: the interaction id is in the path and must match the interaction cookie, which is
 * HttpOnly, SameSite=Lax and scoped to that path, so another site can neither post to these routes
 * with the cookie nor guess the id. Posts from another origin are refused besides. Only
 * '¿Olvidó su contraseña?' is a GET (a link, as in B2C): it only abandons the sign-in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Mailer } from '../lib/mail/mailer';
import { countRefusal, operationalMetrics } from '../operations/metrics';
import type { Directory, DirectoryUser } from './accounts';
import { b2cAccessDenied } from './b2cErrors';
import { checkCredentials } from './credentials';
import { FormBodyError, readForm } from './formBody';
import { sendHtml } from './htmlResponse';
import { messagePage } from './pages/messagePage';
import { resetActions, resetPasswordPage } from './pages/resetPasswordPage';
import { signInPage } from './pages/signInPage';
import { texts } from './pages/texts';
import type { Policy } from './policies';
import { type RequestLimits, waitSeconds } from './requestLimits';
import type { ResetCodes } from './resetCodes';
import { createResetPasswordFlow, type ResetPage } from './resetPasswordFlow';
import type { SignInThrottle } from './throttle';

type InteractionAction = 'show' | 'submit' | 'forgot' | 'cancel';

export interface InteractionRoute {
  uid: string;
  action: InteractionAction;
}

const routePattern = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(forgot|cancel))?\/?$/;

/** The route a path under `/{tenant}/{policy}` and a method address, if any. */
export function matchInteractionRoute(
  rest: string,
  method: string | undefined,
): InteractionRoute | undefined {
  const match = routePattern.exec(rest);
  if (!match?.[1]) return undefined;
  const [, uid, sub] = match;
  if (sub === 'forgot') return method === 'GET' ? { uid, action: 'forgot' } : undefined;
  if (sub === 'cancel') return method === 'POST' ? { uid, action: 'cancel' } : undefined;
  if (method === 'GET') return { uid, action: 'show' };
  if (method === 'POST') return { uid, action: 'submit' };
  return undefined;
}

export function interactionPath(policy: Policy, uid: string, action?: 'forgot' | 'cancel'): string {
  return `${policy.basePath}/interaction/${uid}${action ? `/${action}` : ''}`;
}

export interface InteractionSettings {
  provider: Provider;
  policy: Policy;
  /** Entra: '¿Olvidó su contraseña?' opens the reset in this sign-in, whose 'Cancelar' comes back. */
  resetInsideSignIn: boolean;
  directory: Directory;
  throttle: SignInThrottle;
  limits: RequestLimits;
  /** The reset-password flow's codes, the mail that carries them and what a reset revokes. */
  reset: {
    codes: ResetCodes;
    codeTtlMinutes: number;
    mailer: Mailer;
    revokeAccount(accountId: string, keepSessionUid: string | undefined): Promise<void>;
  };
  /** The provider's origin: posts from any other are refused. */
  origin: string;
  /** Origins the forms' redirects may end at (the client's). */
  formTargets: readonly string[];
  /** Whether the sessions' store has room for one more (databaseAdapter.ts, `admits`). */
  admitsSession(): Promise<boolean>;
}

interface SignInForm {
  email?: string;
  error?: string;
}

export function createInteractionHandler(settings: InteractionSettings) {
  const { provider, policy, directory, throttle, limits, origin, formTargets, resetInsideSignIn } = settings;

  const renderSignIn = (
    res: ServerResponse,
    uid: string,
    status: number,
    page: SignInForm,
    headers: Record<string, string> = {},
  ) => {
    const html = signInPage({
      ...page,
      action: interactionPath(policy, uid),
      cancelAction: resetInsideSignIn ? undefined : interactionPath(policy, uid, 'cancel'),
      forgotHref: interactionPath(policy, uid, 'forgot'),
    });
    sendHtml(res, status, html, formTargets, headers);
  };

  const renderReset = (
    res: ServerResponse,
    uid: string,
    status: number,
    page: ResetPage,
    headers: Record<string, string> = {},
  ) => {
    const html = resetPasswordPage({
      ...page,
      action: interactionPath(policy, uid),
      cancelAction: interactionPath(policy, uid, 'cancel'),
    });
    sendHtml(res, status, html, formTargets, headers);
  };

  const expired = (res: ServerResponse) =>
    sendHtml(res, 400, messagePage(texts.expired.title, texts.expired.message), formTargets);

  const signInAs = async (req: IncomingMessage, res: ServerResponse, user: DirectoryUser) => {
    // A full store of sessions takes no more (it never pushes out a session in use): the user
    // is told to come back in a while.
    if (!(await settings.admitsSession())) {
      countRefusal('identity.sessionsFull');
      return sendHtml(res, 503, messagePage(texts.busy.title, texts.busy.message), formTargets, {
        'Retry-After': '60',
      });
    }
    await directory.recordSignIn(user.oid);
    // Not remembered: B2C's default ("keep me signed in" off) ends the session with the browser.
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.oid, acr: policy.id, amr: ['pwd'], remember: false } },
      { mergeWithLastSubmission: false },
    );
  };

  const resetFlow = createResetPasswordFlow({
    directory,
    throttle,
    limits,
    ...settings.reset,
    signInAs,
    render: renderReset,
  });

  /**
   * Refuses a sign-in post when this address has posted too much lately (requestLimits.ts), or
   * when this e-mail or address has failed too often (throttle.ts); true when it did.
   */
  const throttled = async (res: ServerResponse, uid: string, email: string, ip: string) => {
    const volumeWaitMs = await limits.consume('signIn', { ip, email });
    const failureWaitMs = await throttle.retryAfterMs({ email, ip });
    const waitMs = Math.max(volumeWaitMs, failureWaitMs);
    if (waitMs <= 0) return false;
    // The volume limits count their own refusals (requestLimits.ts); the failures' waits here.
    if (failureWaitMs > 0) countRefusal('identity.signInFailures');
    const seconds = waitSeconds(waitMs);
    const error =
      failureWaitMs >= volumeWaitMs ? texts.tooManyAttempts(seconds) : texts.tooManyRequests(seconds);
    renderSignIn(res, uid, 429, { email, error }, { 'Retry-After': String(seconds) });
    return true;
  };

  const submitSignIn = async (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    form: URLSearchParams,
    ip: string,
  ) => {
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    if (await throttled(res, uid, email, ip)) return;
    if (!email || !password) return renderSignIn(res, uid, 400, { email, error: texts.signIn.missingFields });
    const check = await checkCredentials(directory, email, password);
    operationalMetrics.signIns.inc({ outcome: check.outcome === 'valid' ? 'success' : 'failure' });
    if (check.outcome === 'wrong') {
      await throttle.recordFailure({ email, ip });
      return renderSignIn(res, uid, 400, { email, error: texts.signIn.wrongCredentials });
    }
    if (check.outcome === 'inactive')
      return renderSignIn(res, uid, 403, { email, error: texts.signIn.inactive });
    await throttle.recordSuccess({ email, ip });
    await signInAs(req, res, check.user);
  };

  const show = async (req: IncomingMessage, res: ServerResponse, interaction: Interaction) => {
    // Consent is granted by loadExistingGrant (a first-party app, as in B2C); should oidc-provider
    // still ask (prompt=consent), there is nothing to show.
    if (interaction.prompt.name === 'consent') return provider.interactionFinished(req, res, { consent: {} });
    const hint = loginHintOf(interaction);
    if (policy.kind === 'reset') return resetFlow.show(res, interaction, hint);
    renderSignIn(res, interaction.uid, 200, hint ? { email: hint } : {});
  };

  /** `ip`: the client's address as the limits count it (an IPv6 /64 as one: web/addressGroup.ts). */
  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    route: InteractionRoute,
    ip: string,
  ): Promise<void> {
    if (req.method === 'POST' && req.headers.origin !== undefined && req.headers.origin !== origin)
      return expired(res);
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return expired(res);
      throw error;
    }
    if (interaction.uid !== route.uid) return expired(res);

    switch (route.action) {
      case 'show':
        return show(req, res, interaction);
      case 'forgot':
        if (policy.kind !== 'signIn') return expired(res);
        if (resetInsideSignIn) return resetFlow.show(res, interaction, loginHintOf(interaction));
        return provider.interactionFinished(req, res, b2cAccessDenied('forgotPassword'), {
          mergeWithLastSubmission: false,
        });
      case 'cancel':
        // Entra: only the reset page has 'Cancelar', and it goes back to the sign-in page.
        if (resetInsideSignIn) {
          res.writeHead(303, { Location: interactionPath(policy, route.uid) }).end();
          return;
        }
        return provider.interactionFinished(req, res, b2cAccessDenied('cancelled'), {
          mergeWithLastSubmission: false,
        });
      case 'submit': {
        let form: URLSearchParams;
        try {
          form = await readForm(req);
        } catch (error) {
          if (error instanceof FormBodyError)
            return policy.kind === 'signIn' && !resetInsideSignIn
              ? renderSignIn(res, route.uid, 400, {})
              : resetFlow.show(res, interaction, undefined);
          throw error;
        }
        return policy.kind === 'signIn' && !(resetInsideSignIn && isResetStep(form))
          ? submitSignIn(req, res, route.uid, form, ip)
          : resetFlow.submit(req, res, interaction, form, ip);
      }
    }
  };
}

/** The address the client named (`login_hint`: the portal's 'Cambiar contraseña' sends it). */
function loginHintOf(interaction: Interaction): string | undefined {
  return typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
}

/** A post of the reset page (its buttons name their step), not of the sign-in page. */
function isResetStep(form: URLSearchParams): boolean {
  return (Object.values(resetActions) as string[]).includes(form.get('action') ?? '');
}
