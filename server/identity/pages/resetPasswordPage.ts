/**
 * The reset-password flow's page, in the hosted tenant's three steps: the account's e-mail
 * ('Enviar código de verificación'), the code mailed to it ('Comprobar código', with 'Enviar
 * nuevo código' and 'Cambiar correo electrónico'), then the new password twice. Each step is one
 * form posting to the same address; the button pressed says which step it is (`action`). The
 * password rules are stated next to the field so nobody has to fail once to learn them.
 */
import { alertBox, escapeHtml, layout } from './layout';
import { texts } from './texts';

type ResetPasswordStep = 'email' | 'code' | 'password';

/** What each step's main button posts as `action`. */
export const resetActions = {
  sendCode: 'sendCode',
  verifyCode: 'verifyCode',
  changeEmail: 'changeEmail',
  setPassword: 'setPassword',
} as const;

type ResetAction = (typeof resetActions)[keyof typeof resetActions];

export interface ResetPasswordPageModel {
  action: string;
  cancelAction: string;
  step: ResetPasswordStep;
  email?: string;
  error?: string;
  /** Which field the error is about, so it is marked invalid and focused. */
  errorField?: 'email' | 'code' | 'password';
}

type Field = NonNullable<ResetPasswordPageModel['errorField']>;

export function resetPasswordPage(model: ResetPasswordPageModel): string {
  const t = texts.reset;
  const invalid = model.error ? (model.errorField ?? defaultField[model.step]) : undefined;
  const state = (name: Field, describedBy = '') => {
    const ids = [invalid === name ? 'form-error' : '', describedBy].filter(Boolean).join(' ');
    return `${invalid === name ? ' aria-invalid="true"' : ''}${ids ? ` aria-describedby="${ids}"` : ''}`;
  };
  const button = (id: string, label: string, kind: 'primary' | 'secondary', value: ResetAction) =>
    `<button type="submit" class="${kind}" id="${id}" name="action" value="${value}"${
      kind === 'secondary' ? ' formnovalidate' : ''
    }>${escapeHtml(label)}</button>`;
  const cancel = `<button type="submit" class="secondary" id="cancel" formaction="${escapeHtml(model.cancelAction)}" formnovalidate>${escapeHtml(t.cancel)}</button>`;
  const email = escapeHtml(model.email ?? '');
  const fixedEmail = `<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${email}">`;

  const steps: Record<ResetPasswordStep, { intro: string; fields: string; buttons: string[] }> = {
    email: {
      intro: `<p>${escapeHtml(t.intro)}</p>`,
      fields: `<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${email}"${state('email')} autofocus>`,
      buttons: [button('sendCode', t.sendCode, 'primary', resetActions.sendCode)],
    },
    code: {
      intro: `<p role="status">${escapeHtml(t.codeSent)}</p>`,
      fields: `${fixedEmail}
<label for="verificationCode">${escapeHtml(t.code)}</label>
<input id="verificationCode" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${state('code', 'code-hint')} autofocus>
<p class="hint" id="code-hint">${escapeHtml(t.codeHint)}</p>`,
      buttons: [
        button('verifyCode', t.verifyCode, 'primary', resetActions.verifyCode),
        button('sendNewCode', t.sendNewCode, 'secondary', resetActions.sendCode),
        button('changeEmail', t.changeEmail, 'secondary', resetActions.changeEmail),
      ],
    },
    password: {
      intro: `<p role="status">${escapeHtml(t.verified)}</p>`,
      fields: `${fixedEmail}
<label for="newPassword">${escapeHtml(t.password)}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="8" maxlength="64"${state('password', 'password-rules')} autofocus>
<p class="hint" id="password-rules">${escapeHtml(t.rules)}</p>
<label for="reenterPassword">${escapeHtml(t.confirmation)}</label>
<input id="reenterPassword" name="reenterPassword" type="password" autocomplete="new-password" required${state('password')}>`,
      buttons: [button('continue', t.submit, 'primary', resetActions.setPassword)],
    },
  };
  const step = steps[model.step];
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${step.intro}
${alertBox(model.error)}
<form method="post" action="${escapeHtml(model.action)}">
${step.fields}
<div class="actions">
${[...step.buttons, cancel].join('\n')}
</div>
</form>`,
  );
}

const defaultField: Record<ResetPasswordStep, Field> = {
  email: 'email',
  code: 'code',
  password: 'password',
};
