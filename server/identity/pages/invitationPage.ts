/**
 * The page an invitation's link opens: the invited address (fixed), the new password twice with
 * its rules beside it, 'Crear contraseña'; then a page saying the account is active, with a link to
 * sign in. Like the reset flow's last step, without a code: the link is the proof.
 */
import { alertBox, escapeHtml, layout } from './layout';
import { texts } from './texts';

export interface InvitationPageModel {
  action: string;
  email: string;
  givenName: string;
  error?: string;
}

export function invitationPage(model: InvitationPageModel): string {
  const t = texts.invitation;
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="form-error password-rules"' : '';
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro(model.givenName))}</p>
${alertBox(model.error)}
<form method="post" action="${escapeHtml(model.action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(model.email)}">
<label for="newPassword">${escapeHtml(t.password)}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="8" maxlength="64"${invalid || ' aria-describedby="password-rules"'} autofocus>
<p class="hint" id="password-rules">${escapeHtml(t.rules)}</p>
<label for="reenterPassword">${escapeHtml(t.confirmation)}</label>
<input id="reenterPassword" name="reenterPassword" type="password" autocomplete="new-password" required${model.error ? ' aria-invalid="true"' : ''}>
<div class="actions">
<button type="submit" class="primary" id="continue">${escapeHtml(t.submit)}</button>
</div>
</form>`,
  );
}

/** The account is active: where to sign in. */
export function invitationDonePage(signInHref: string): string {
  const t = texts.invitation;
  return layout(
    t.doneTitle,
    `<h1>${escapeHtml(t.doneTitle)}</h1>
<p role="status">${escapeHtml(t.done)}</p>
<p><a href="${escapeHtml(signInHref)}">${escapeHtml(t.signIn)}</a></p>`,
  );
}
