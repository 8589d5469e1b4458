/**
 * B2C signs out without asking; oidc-provider asks first. This page answers for the user: it
 * submits oidc-provider's confirmation form at once (the button is there for browsers without
 * JavaScript).
 */
import { escapeHtml, layout } from './layout';
import { texts } from './texts';

const logoutFormId = 'op.logoutForm';
export const logoutScript = `document.getElementById(${JSON.stringify(logoutFormId)}).submit();`;

/** `form` is oidc-provider's confirmation form (its action and anti-forgery token). */
export function logoutPage(form: string): string {
  const t = texts.logout;
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.message)}</p>
${form}
<input type="hidden" name="logout" value="yes" form="${logoutFormId}">
<div class="actions"><button type="submit" class="primary" form="${logoutFormId}">${escapeHtml(t.submit)}</button></div>
<script>${logoutScript}</script>`,
  );
}
