/**
 * The pages oidc-provider sends the browser to when a flow needs the user (its `interactions.url`):
 * showing the form, checking what was posted, and ending the interaction with a login or with one
 * of B2C's errors.
 *
 * Forgery: the interaction id is in the path and must match the interaction cookie, which is
 * HttpOnly, SameSite=Lax and scoped to that path, so another site can neither post to these routes
 * with the cookie nor guess the id. Posts from another origin are refused besides. Only
 * '¿Olvidó su contraseña?' is a GET (a link, as in B2C): it only abandons the sign-in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Directory, DirectoryUser } from './accounts';
import { b2cAccessDenied } from './b2cErrors';
import { checkCredentials } from './credentials';
import { FormBodyError, readForm } from './formBody';
import { sendHtml } from './htmlResponse';
import { messagePage } from './pages/messagePage';
import { resetPasswordPage } from './pages/resetPasswordPage';
import { signInPage } from './pages/signInPage';
import { texts } from './pages/texts';
import { hashPassword } from './password';
import { newPasswordProblem } from './passwordRules';
import type { Policy } from './policies';
import type { SignInThrottle } from './throttle';

export type InteractionAction = 'show' | 'submit' | 'forgot' | 'cancel';

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
  directory: Directory;
  throttle: SignInThrottle;
  /** The provider's origin: posts from any other are refused. */
  origin: string;
  /** Origins the forms' redirects may end at (the client's). */
  formTargets: readonly string[];
}

interface FormPage {
  email?: string;
  error?: string;
  errorField?: 'email' | 'password';
}

export function createInteractionHandler(settings: InteractionSettings) {
  const { provider, policy, directory, throttle, origin, formTargets } = settings;

  const render = (
    res: ServerResponse,
    uid: string,
    status: number,
    page: FormPage,
    headers: Record<string, string> = {},
  ) => {
    const action = interactionPath(policy, uid);
    const cancelAction = interactionPath(policy, uid, 'cancel');
    const html =
      policy.kind === 'signIn'
        ? signInPage({ ...page, action, cancelAction, forgotHref: interactionPath(policy, uid, 'forgot') })
        : resetPasswordPage({ ...page, action, cancelAction });
    sendHtml(res, status, html, formTargets, headers);
  };

  const expired = (res: ServerResponse) =>
    sendHtml(res, 400, messagePage(texts.expired.title, texts.expired.message), formTargets);

  const signInAs = async (req: IncomingMessage, res: ServerResponse, user: DirectoryUser) => {
    await directory.recordSignIn(user.oid);
    // Not remembered: B2C's default ("keep me signed in" off) ends the session with the browser.
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.oid, acr: policy.id, amr: ['pwd'], remember: false } },
      { mergeWithLastSubmission: false },
    );
  };

  /** Refuses when this e-mail or address has failed too often lately; true when it did. */
  const throttled = (res: ServerResponse, uid: string, email: string, ip: string): boolean => {
    const waitMs = throttle.retryAfterMs({ email, ip });
    if (waitMs <= 0) return false;
    const seconds = Math.ceil(waitMs / 1000);
    render(
      res,
      uid,
      429,
      { email, error: texts.tooManyAttempts(seconds) },
      { 'Retry-After': String(seconds) },
    );
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
    if (!email || !password) return render(res, uid, 400, { email, error: texts.signIn.missingFields });
    if (throttled(res, uid, email, ip)) return;
    const check = await checkCredentials(directory, email, password);
    if (check.outcome === 'wrong') {
      throttle.recordFailure({ email, ip });
      return render(res, uid, 400, { email, error: texts.signIn.wrongCredentials });
    }
    if (check.outcome === 'inactive') return render(res, uid, 403, { email, error: texts.signIn.inactive });
    throttle.recordSuccess({ email, ip });
    await signInAs(req, res, check.user);
  };

  const submitReset = async (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    form: URLSearchParams,
    ip: string,
  ) => {
    const email = (form.get('email') ?? '').trim();
    if (!email) return render(res, uid, 400, { error: texts.reset.missingEmail, errorField: 'email' });
    if (throttled(res, uid, email, ip)) return;
    const problem = newPasswordProblem(form.get('newPassword') ?? '', form.get('reenterPassword') ?? '');
    if (problem) return render(res, uid, 400, { email, error: problem, errorField: 'password' });
    const user = await directory.byEmail(email);
    if (!user) {
      // Counted like a wrong password: this form must not become a way to list accounts quickly.
      throttle.recordFailure({ email, ip });
      return render(res, uid, 400, { email, error: texts.reset.unknownEmail, errorField: 'email' });
    }
    if (!user.activo)
      return render(res, uid, 403, { email, error: texts.reset.inactive, errorField: 'email' });
    await directory.setPasswordHash(user.oid, await hashPassword(form.get('newPassword') ?? ''));
    throttle.recordSuccess({ email, ip });
    await signInAs(req, res, user);
  };

  const show = async (req: IncomingMessage, res: ServerResponse, interaction: Interaction) => {
    // Consent is granted by loadExistingGrant (a first-party app, as in B2C); should oidc-provider
    // still ask (prompt=consent), there is nothing to show.
    if (interaction.prompt.name === 'consent') return provider.interactionFinished(req, res, { consent: {} });
    const hint = interaction.params.login_hint;
    render(res, interaction.uid, 200, typeof hint === 'string' ? { email: hint } : {});
  };

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
        return provider.interactionFinished(req, res, b2cAccessDenied('forgotPassword'), {
          mergeWithLastSubmission: false,
        });
      case 'cancel':
        return provider.interactionFinished(req, res, b2cAccessDenied('cancelled'), {
          mergeWithLastSubmission: false,
        });
      case 'submit': {
        let form: URLSearchParams;
        try {
          form = await readForm(req);
        } catch (error) {
          if (error instanceof FormBodyError) return render(res, route.uid, 400, {});
          throw error;
        }
        return policy.kind === 'signIn'
          ? submitSignIn(req, res, route.uid, form, ip)
          : submitReset(req, res, route.uid, form, ip);
      }
    }
  };
}
