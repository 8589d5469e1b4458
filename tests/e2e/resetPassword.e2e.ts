/**
 * The reset-password flow proves the address as the hosted tenant does. In Chromium
 * against the whole stack: from the login page's '¿Olvidó su contraseña?', the e-mail, the code
 * the mail brings (read from the API's outbox), the new password, and the portal signed in; the
 * new password then signs in, in both tenant shapes (B2C's reset flow, Entra's reset inside its
 * sign-in). Without the code, or with a wrong one, the password stays.
 */
import { describe, expect, test } from 'vitest';
import {
  chooseProfileMenuItem,
  chromiumPerFile,
  expectHome,
  expectLoginPage,
  expectResetPage,
  expectSignedIn,
  loginForm,
  portalUrl,
  requestResetCode,
  resetCodesMailedTo,
  resetForm,
  signIn,
  submitCredentials,
  type TenantShape,
  tenantShapes,
} from './browser';
import { e2eUsers } from './fixtures';

const browser = chromiumPerFile();

const fullNameOf = (user: { givenName: string; familyName: string }) =>
  `${user.givenName} ${user.familyName}`;

const wrongCredentials = 'Correo electrónico o contraseña incorrectos.';
const wrongCode =
  'El código de verificación no coincide con el que le hemos enviado. Inténtelo de nuevo o solicite un código nuevo.';

/** From the portal's login page to the reset page, as a user who forgot the password. */
async function openResetFromLogin(shape: TenantShape = 'b2c') {
  const page = await browser.newPage();
  await page.goto(portalUrl('/', shape));
  await expectLoginPage(page);
  await loginForm(page).forgot.click();
  await expectResetPage(page);
  return page;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => `${code.slice(0, 5)}${(Number(code.charAt(5)) + 1) % 10}`;

describe('reset password with a verification code', () => {
  test.each(tenantShapes)(
    "%s: '¿Olvidó su contraseña?': the code from the mail, then the new password, signs in; later the new password signs in and the old one is refused",
    async (shape) => {
      const user = shape === 'entra' ? e2eUsers.resetCodeEntra : e2eUsers.resetCode;
      const fullName = fullNameOf(user);
      const newPassword = 'Verificada2026';
      const page = await openResetFromLogin(shape);
      const form = resetForm(page);
      // First the address only: no password can be typed before the code.
      expect(await form.newPassword.count()).toBe(0);

      const code = await requestResetCode(page, user.email);
      expect(code).toMatch(/^\d{6}$/);
      expect(await form.email.inputValue()).toBe(user.email);

      // A wrong code is refused on the same page.
      await form.code.fill(otherThan(code));
      await form.verifyCode.click();
      await form.alert.waitFor();
      expect((await form.alert.innerText()).trim()).toBe(wrongCode);
      expect(await form.newPassword.count()).toBe(0);

      await form.code.fill(code);
      await form.verifyCode.click();
      await form.newPassword.fill(newPassword);
      await form.confirmation.fill(newPassword);
      await form.submit.click();
      await expectSignedIn(page, fullName);
      await expectHome(page);

      await chooseProfileMenuItem(page, fullName, 'Cerrar sesión');
      await expectLoginPage(page);
      await submitCredentials(page, user.email, user.password);
      const login = loginForm(page);
      await login.alert.waitFor();
      expect((await login.alert.innerText()).trim()).toBe(wrongCredentials);

      await submitCredentials(page, user.email, newPassword);
      await expectSignedIn(page, fullName);
      await expectHome(page);
    },
  );

  test('without the code, or with a wrong one, the password stays', async () => {
    const user = e2eUsers.resetRefused;
    const page = await openResetFromLogin();
    const form = resetForm(page);
    const formAction = async () =>
      new URL(String(await page.locator('form').getAttribute('action')), page.url()).href;

    // The password step posted straight away, before any code: refused.
    const direct = await page.context().request.post(await formAction(), {
      form: { action: 'setPassword', newPassword: 'Intrusa2026', reenterPassword: 'Intrusa2026' },
      maxRedirects: 0,
    });
    expect(direct.status()).toBe(400);
    expect(await direct.text()).toContain(
      'Compruebe primero su correo electrónico con el código de verificación.',
    );

    // A code was mailed, but the visitor does not have it.
    const code = await requestResetCode(page, user.email);
    await form.code.fill(otherThan(code));
    await form.verifyCode.click();
    await form.alert.waitFor();
    expect((await form.alert.innerText()).trim()).toBe(wrongCode);
    const guessed = await page.context().request.post(await formAction(), {
      form: { action: 'setPassword', newPassword: 'Intrusa2026', reenterPassword: 'Intrusa2026' },
      maxRedirects: 0,
    });
    expect(guessed.status()).toBe(400);
    expect((await resetCodesMailedTo(user.email)).length).toBe(1);

    // The old password still signs in; the one tried does not.
    const fresh = await browser.newPage();
    await fresh.goto(portalUrl('/'));
    await expectLoginPage(fresh);
    await submitCredentials(fresh, user.email, 'Intrusa2026');
    await loginForm(fresh).alert.waitFor();
    expect((await loginForm(fresh).alert.innerText()).trim()).toBe(wrongCredentials);
    await signIn(fresh, user.email, user.password, fullNameOf(user));
  });
});
