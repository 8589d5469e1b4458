/**
 * The reset-password flow's page: the account's e-mail and the new password twice. The rules are
 * stated next to the field so nobody has to fail once to learn them.
 */
import { alertBox, escapeHtml, layout } from './layout';
import { texts } from './texts';

export interface ResetPasswordPageModel {
  action: string;
  cancelAction: string;
  email?: string;
  error?: string;
  /** Which field the error is about, so it is marked invalid and focused. */
  errorField?: 'email' | 'password';
}

export function resetPasswordPage(model: ResetPasswordPageModel): string {
  const t = texts.reset;
  const email = model.email ?? '';
  const field = model.error ? (model.errorField ?? 'password') : undefined;
  const state = (name: 'email' | 'password', describedBy = '') => {
    const ids = [field === name ? 'form-error' : '', describedBy].filter(Boolean).join(' ');
    return `${field === name ? ' aria-invalid="true"' : ''}${ids ? ` aria-describedby="${ids}"` : ''}`;
  };
  const focusEmail = field === 'email' || (!field && !email) ? ' autofocus' : '';
  const focusPassword = focusEmail ? '' : ' autofocus';
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${alertBox(model.error)}
<form method="post" action="${escapeHtml(model.action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${state('email')}${focusEmail}>
<label for="newPassword">${escapeHtml(t.password)}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="8" maxlength="64"${state('password', 'password-rules')}${focusPassword}>
<p class="hint" id="password-rules">${escapeHtml(t.rules)}</p>
<label for="reenterPassword">${escapeHtml(t.confirmation)}</label>
<input id="reenterPassword" name="reenterPassword" type="password" autocomplete="new-password" required${state('password')}>
<div class="actions">
<button type="submit" class="primary" id="continue">${escapeHtml(t.submit)}</button>
<button type="submit" class="secondary" id="cancel" formaction="${escapeHtml(model.cancelAction)}" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>`,
  );
}
