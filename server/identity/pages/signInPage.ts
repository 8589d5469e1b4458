/**
 * The sign-in flow's page, laid out like the tenant's: e-mail, password, the '¿Olvidó su
 * contraseña?' link and, in B2C's shape, the 'Cancelar' button, both of which leave the flow with
 * B2C's codes. Entra's page has no cancel, and its link opens the reset in the same flow.
 */
import { alertBox, escapeHtml, layout } from './layout';
import { texts } from './texts';

export interface SignInPageModel {
  /** Where the form posts the credentials. */
  action: string;
  /** Where 'Cancelar' posts; none, no button (Entra). */
  cancelAction: string | undefined;
  /** Where '¿Olvidó su contraseña?' leads. */
  forgotHref: string;
  /** The e-mail typed before (kept after a failed attempt) or the client's login_hint. */
  email?: string;
  error?: string;
}

export function signInPage(model: SignInPageModel): string {
  const t = texts.signIn;
  const email = model.email ?? '';
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  // Focus where the user continues: the e-mail when empty, else the password.
  const focusEmail = email ? '' : ' autofocus';
  const focusPassword = email ? ' autofocus' : '';
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${alertBox(model.error)}
<form method="post" action="${escapeHtml(model.action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${focusEmail}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<a class="forgot" id="forgotPassword" href="${escapeHtml(model.forgotHref)}">${escapeHtml(t.forgot)}</a>
<div class="actions">
<button type="submit" class="primary" id="next">${escapeHtml(t.submit)}</button>
${model.cancelAction === undefined ? '' : `<button type="submit" class="secondary" id="cancel" formaction="${escapeHtml(model.cancelAction)}" formnovalidate>${escapeHtml(t.cancel)}</button>`}
</div>
</form>`,
  );
}
