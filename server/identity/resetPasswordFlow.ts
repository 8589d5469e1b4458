/**
 * The reset-password flow's steps behind its page: send a code to the address typed, check the
 * code, then accept the new password and sign the user in, as the hosted tenant does. Nothing
 * tells whether an address has an account: an unknown one gets the same page (and no mail), and
 * its code step fails like a wrong code. Setting the password revokes the account's other
 * sessions and every refresh token issued before.
 *
 * Where a page stands is kept with its codes (resetCodes.ts), so reloading it shows the same step.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction } from 'oidc-provider';
import type { Mailer } from '../lib/mail/mailer';
import { processLogger } from '../operations/logger';
import type { Directory, DirectoryUser } from './accounts';
import type { ResetPasswordPageModel } from './pages/resetPasswordPage';
import { resetActions } from './pages/resetPasswordPage';
import { texts } from './pages/texts';
import { hashPassword } from './password';
import { newPasswordProblem } from './passwordRules';
import { type RequestLimits, waitSeconds } from './requestLimits';
import type { ResetCodes, ResetState } from './resetCodes';
import type { SignInThrottle } from './throttle';

export type ResetPage = Omit<ResetPasswordPageModel, 'action' | 'cancelAction'>;

export interface ResetFlowSettings {
  directory: Directory;
  codes: ResetCodes;
  /** Minutes a code lives, as the mail says. */
  codeTtlMinutes: number;
  limits: RequestLimits;
  throttle: SignInThrottle;
  mailer: Mailer;
  /** Revokes the account's sessions (but `keepSessionUid`'s), grants and refresh tokens. */
  revokeAccount(accountId: string, keepSessionUid: string | undefined): Promise<void>;
  signInAs(req: IncomingMessage, res: ServerResponse, user: DirectoryUser): Promise<void>;
  render(
    res: ServerResponse,
    uid: string,
    status: number,
    page: ResetPage,
    headers?: Record<string, string>,
  ): void;
}

export function createResetPasswordFlow(settings: ResetFlowSettings) {
  const { directory, codes, limits, throttle, mailer, render } = settings;

  const pageOf = (state: ResetState, typedEmail = ''): ResetPage =>
    state.step === 'email' ? { step: 'email', email: typedEmail } : { step: state.step, email: state.email };

  const tooMany = (res: ServerResponse, uid: string, page: ResetPage, waitMs: number) => {
    const seconds = waitSeconds(waitMs);
    render(
      res,
      uid,
      429,
      { ...page, error: texts.tooManyRequests(seconds) },
      { 'Retry-After': String(seconds) },
    );
  };

  /** Sent after the page is answered, so an address with an account takes no longer than one without. */
  const mailCode = (to: string, code: string) => {
    mailer
      .send({
        to: [to],
        cc: [],
        subject: texts.resetMail.subject,
        text: texts.resetMail.body(code, settings.codeTtlMinutes),
        attachments: [],
      })
      .catch((error: unknown) =>
        processLogger.error({ err: error, part: 'identity' }, 'reset code mail failed'),
      );
  };

  const sendCode = async (res: ServerResponse, uid: string, form: URLSearchParams, ip: string) => {
    const email = (form.get('email') ?? '').trim();
    if (!email) return render(res, uid, 400, { step: 'email', error: texts.reset.missingEmail });
    const waitMs = await limits.consume('sendCode', { ip, email });
    if (waitMs > 0) return tooMany(res, uid, pageOf(await codes.state(uid), email), waitMs);
    const user = await directory.byEmail(email);
    const code = await codes.issue(uid, email, user?.oid);
    render(res, uid, 200, { step: 'code', email });
    if (user && code) mailCode(user.email, code);
  };

  const verifyCode = async (res: ServerResponse, uid: string, form: URLSearchParams, ip: string) => {
    const state = await codes.state(uid);
    if (state.step === 'email')
      return render(res, uid, 400, { step: 'email', error: texts.reset.notVerified, errorField: 'email' });
    if (state.step === 'password') return render(res, uid, 200, pageOf(state));
    const page: ResetPage = { step: 'code', email: state.email };
    const waitMs = await limits.consume('checkCode', { ip, email: state.email });
    if (waitMs > 0) return tooMany(res, uid, page, waitMs);
    const code = (form.get('code') ?? '').trim();
    if (!code) return render(res, uid, 400, { ...page, error: texts.reset.missingCode });
    const check = await codes.check(uid, code);
    switch (check.outcome) {
      case 'verified': {
        const user = await directory.byOid(check.userOid);
        // Told only to whoever proved to own the address, as the sign-in page tells it only to
        // whoever knows the password.
        if (!user?.activo) return render(res, uid, 403, { ...page, error: texts.reset.inactive });
        return render(res, uid, 200, { step: 'password', email: state.email });
      }
      case 'wrong':
        return render(res, uid, 400, { ...page, error: texts.reset.wrongCode });
      case 'expired':
        return render(res, uid, 400, { ...page, error: texts.reset.expiredCode });
      case 'exhausted':
        return render(res, uid, 400, { ...page, error: texts.reset.exhaustedCode });
      case 'missing':
        return render(res, uid, 400, { step: 'email', error: texts.reset.notVerified, errorField: 'email' });
    }
  };

  const setPassword = async (
    req: IncomingMessage,
    res: ServerResponse,
    interaction: Interaction,
    form: URLSearchParams,
    ip: string,
  ) => {
    const { uid } = interaction;
    const state = await codes.state(uid);
    if (state.step !== 'password')
      return render(res, uid, 400, { ...pageOf(state), error: texts.reset.notVerified });
    const newPassword = form.get('newPassword') ?? '';
    const problem = newPasswordProblem(newPassword, form.get('reenterPassword') ?? '');
    if (problem) return render(res, uid, 400, { ...pageOf(state), error: problem });
    const user = await directory.byOid(state.userOid);
    if (!user?.activo) return render(res, uid, 403, { ...pageOf(state), error: texts.reset.inactive });
    // Spent in one statement: two posts of the same page cannot both set a password.
    const proven = await codes.use(uid);
    if (proven?.userOid !== user.oid)
      return render(res, uid, 400, { step: 'email', error: texts.reset.notVerified, errorField: 'email' });
    await directory.setPasswordHash(user.oid, await hashPassword(newPassword));
    // Whoever held the old password (or a session or refresh token got with it) is out now; the
    // browser doing the reset keeps its session, which the sign-in below renews.
    await settings.revokeAccount(user.oid, interaction.session?.uid);
    await throttle.recordSuccess({ email: user.email, ip });
    await settings.signInAs(req, res, user);
  };

  return {
    async show(res: ServerResponse, interaction: Interaction, loginHint: string | undefined) {
      render(res, interaction.uid, 200, pageOf(await codes.state(interaction.uid), loginHint));
    },

    async submit(
      req: IncomingMessage,
      res: ServerResponse,
      interaction: Interaction,
      form: URLSearchParams,
      ip: string,
    ) {
      const { uid } = interaction;
      switch (form.get('action')) {
        case resetActions.sendCode:
          return sendCode(res, uid, form, ip);
        case resetActions.verifyCode:
          return verifyCode(res, uid, form, ip);
        case resetActions.changeEmail: {
          const state = await codes.state(uid);
          return render(res, uid, 200, { step: 'email', email: state.step === 'email' ? '' : state.email });
        }
        case resetActions.setPassword:
          return setPassword(req, res, interaction, form, ip);
        default:
          return render(res, uid, 400, pageOf(await codes.state(uid), (form.get('email') ?? '').trim()));
      }
    },
  };
}
