/**
 * Every administration form says what it wants in plain Spanish, in Chromium against the whole
 * stack: as admin@demo.es, each create and edit form of every tab and of the guided onboarding
 * (found from the dashboard's config, so a new form is walked without editing this file) is
 * submitted empty, then with invalid values typed into each of its text fields. Every message shown
 * (under a field, in the form, in a notification) and every label must be free of regular
 * expressions, JSON-schema wording, English and ids; an invalid submission must say something and
 * must not be saved.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { operationOf } from '../../src/api/generated/operations';
import { adminDashboardBody } from '../../src/config/adminDashboard';
import type { FormSpec, ScreenBody, TypedFormSpec } from '../../src/language';
import { chromiumPerFile, escapeRegExp, signInAs } from './browser';

const browser = chromiumPerFile();

/** Where a form is reached: its tab, the step of the guided flow (if any) and its section. */
interface Place {
  readonly tab: string;
  readonly step?: string;
  readonly section?: string;
}

/** One form to walk: inline (its submit button on the page), or opened by a grid's button. */
type Visit = Place & {
  readonly form: FormSpec | TypedFormSpec;
  readonly opens: 'inline' | 'create' | 'edit';
  /** The button that opens the dialog (create, and edit's row buttons: '<label> <row>'). */
  readonly button?: string;
};

/** The forms of a body, wherever they are (sections, a grid's create and edit, a form). */
function formsOf(body: ScreenBody, place: Place): Visit[] {
  switch (body.kind) {
    case 'sections':
      return body.sections.flatMap((section) => formsOf(section.body, { ...place, section: section.label }));
    case 'form':
      return [{ ...place, form: body, opens: 'inline' }];
    case 'grid':
      return [
        ...(body.create
          ? [{ ...place, form: body.create.form, opens: 'create' as const, button: body.create.label }]
          : []),
        ...(body.edit
          ? [{ ...place, form: body.edit.form, opens: 'edit' as const, button: body.edit.label }]
          : []),
      ];
    case 'steps':
      return [
        // The first step shows its form until a client is taken up.
        { ...place, form: body.subject.create, opens: 'inline' },
        ...body.steps.flatMap((step) => formsOf(step.body, { ...place, step: step.label })),
      ];
    default:
      return [];
  }
}

if (adminDashboardBody.kind !== 'tabs') throw new Error('The administration is expected to be tabs');
const visits = adminDashboardBody.tabs.flatMap((tab) => formsOf(tab.body, { tab: tab.label }));

/**
 * What no person should read: a pattern's syntax, the validator's wording (ajv's Spanish and
 * English), a field's key or the word id.
 */
const developerLanguage: readonly RegExp[] = [
  /\^|\$\/|\[0-9\]|\[A-Z|\\d|\{\d+(,\d*)?\}|\(\?/,
  /debe tener la propiedad|debe coincidir|debe ser igual|debe pasar|debe cumplir|propiedad requerida|no debe tener/i,
  /\b(must|should|required|property|pattern|invalid|format|expected|undefined|null|NaN)\b/i,
  /\[object Object\]/,
  /\bid\b/i,
  /\b[a-z]+[A-Z][A-Za-z]*\b/,
];

/** Labels a form may not show: the contract's keys or English words instead of Spanish ones. */
const englishLabel =
  /^(name|description|link|email|password|role|client|center|date|from|to|type|status|company|user|users|enabled|active|text|title|value|parent|address|city|province|phone|notes)\b/i;

/** The texts shown as messages: field errors, form alerts and notifications, each once. */
async function messagesIn(page: Page, scope: Locator): Promise<string[]> {
  const inForm = await scope
    .locator('.mantine-InputWrapper-error, [role="alert"], .mantine-Alert-root')
    .allInnerTexts();
  const notes = await page.locator('.mantine-Notification-root').allInnerTexts();
  return [...new Set([...inForm, ...notes].map((text) => text.trim()).filter(Boolean))];
}

/** The form's labels, help texts and placeholders: what it asks for, in its words. */
async function wordingIn(scope: Locator): Promise<string[]> {
  const placeholders = await scope
    .locator('[placeholder]')
    .evaluateAll((fields) => fields.map((field) => field.getAttribute('placeholder') ?? ''));
  const texts = [
    ...(await scope.locator('label, legend, .mantine-InputWrapper-description').allInnerTexts()),
    ...placeholders,
  ];
  return texts.map((text) => text.replace(/\s*\*\s*$/, '').trim()).filter(Boolean);
}

/**
 * An invalid value for a text field, by what it asks for; none for free text (its length is
 * bounded as it is typed: the widget takes no more than the contract's maxLength).
 */
function invalidValue(label: string, type: string | null): string | undefined {
  if (type === 'email' || /correo/i.test(label)) return 'ana.lopez@';
  if (/\b(CIF|NIF|NIE)\b/.test(label)) return 'b1234567';
  if (type === 'url' || /enlace|web/i.test(label)) return 'ejemplo sin protocolo';
  if (/postal/i.test(label)) return '123';
  if (/tel[eé]fono/i.test(label)) return 'llámeme';
  if (/desde|hasta|fecha/i.test(label)) return '31/02/2026';
  if (type === 'number') return '-5';
  return undefined;
}

/**
 * Waits until the form has answered the submission with some message, or has sent it (`sent`: a
 * form that rightly takes what it was given, whose request the test stops), or the poll's ceiling
 * has passed.
 */
async function answered(page: Page, scope: Locator, sent: () => boolean = () => false): Promise<string[]> {
  await expect
    .poll(async () => sent() || (await messagesIn(page, scope)).length > 0)
    .toBe(true)
    .catch(() => undefined);
  return messagesIn(page, scope);
}

/** The form's text fields a person types into (not the pickers' and selects' search boxes). */
async function typedFields(scope: Locator): Promise<Locator[]> {
  const fields = scope.locator(
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([readonly]):not([aria-haspopup]):not([disabled]), textarea:not([disabled])',
  );
  const all = await fields.all();
  const visible: Locator[] = [];
  for (const field of all) if (await field.isVisible()) visible.push(field);
  return visible;
}

describe('administration forms speak plain Spanish', () => {
  test('every create and edit form, submitted empty and with invalid values', async () => {
    expect(visits.length).toBeGreaterThan(20);
    let walked = 0;
    const page = await signInAs(browser, 'admin@demo.es');
    await page.setViewportSize({ width: 1440, height: 900 });
    // The submission of the form being walked: its operation's method and path (the contract's).
    let current = { where: '', method: '', path: /^$/ };
    const isSubmit = (method: string, url: string) =>
      method === current.method && current.path.test(new URL(url).pathname);
    const saved: string[] = [];
    page.on('response', (response: Response) => {
      if (isSubmit(response.request().method(), response.url()) && response.status() < 300)
        saved.push(`${current.where}: ${response.status()}`);
    });
    // The empty submissions save nothing: a form may rightly take none (a client's KPIs left to
    // their defaults), and the records it would change are other files' too. Its attempt is stopped.
    let blockSubmit = false;
    let blocked = 0;
    await page.route('**/api/**', async (route) => {
      if (blockSubmit && isSubmit(route.request().method(), route.request().url())) {
        blocked++;
        await route.abort();
      } else await route.fallback();
    });
    await page.getByRole('link', { name: 'Administración' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();

    const problems: string[] = [];
    const seen = new Set<string>();
    let openStep: string | undefined;
    for (const visit of visits) {
      const where = [visit.tab, visit.step, visit.section, visit.button ?? visit.form.submitLabel]
        .filter(Boolean)
        .join(' › ');
      // A form used in several places is walked once per kind of place (in the flow, fields are pinned).
      const key = `${visit.step ? 'flow' : 'tab'} ${visit.opens} ${visit.form.submitLabel} ${visit.section ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { method, path } = operationOf(visit.form.submit);
      current = { where, method, path: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) };

      try {
        await page.getByRole('tab', { name: visit.tab, exact: true }).click();
        if (visit.step && visit.step !== openStep) openStep = await openFlowStep(page, visit.step);
        const area = visit.section
          ? page.getByRole('region', { name: visit.section, exact: true })
          : page.getByRole('main');

        let scope: Locator = area;
        if (visit.opens !== 'inline') {
          const opener = await openerIn(page, area, visit);
          if (!opener) {
            problems.push(`${where}: no ${visit.opens === 'edit' ? 'row to edit' : 'button'} found`);
            continue;
          }
          await opener.click();
          scope = page.getByRole('dialog').last();
          await scope.waitFor();
        }
        const submit = scope.getByRole('button', { name: visit.form.submitLabel, exact: true }).last();
        await submit.waitFor();

        const check = (texts: readonly string[], what: string) => {
          for (const text of texts)
            for (const rule of developerLanguage)
              if (rule.test(text))
                problems.push(`${where} (${what}): «${text.slice(0, 160)}» matches ${rule}`);
        };
        const wording = await wordingIn(scope);
        for (const label of wording)
          if (englishLabel.test(label)) problems.push(`${where}: English label «${label}»`);
        check(wording, 'label');

        // Empty: the typed fields cleared (an edit form starts filled).
        for (const field of await typedFields(scope)) await field.fill('');
        blockSubmit = true;
        const attempts = blocked;
        await submit.click();
        const empty = await answered(page, scope, () => blocked > attempts);
        blockSubmit = false;
        // A form that takes an empty submission sent it (stopped above): what it said is about that.
        if (blocked === attempts) {
          if (empty.length === 0) problems.push(`${where}: submitted empty, no message`);
          check(empty, 'empty');
        }
        await closeNotifications(page);

        // Invalid: each field that asks for a format gets a value it does not allow (the others stay
        // empty, so nothing valid goes through either).
        let invalidFields = 0;
        for (const field of await typedFields(scope)) {
          const label = await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? '');
          const value = invalidValue(label, await field.getAttribute('type'));
          if (value === undefined) continue;
          await field.fill(value);
          invalidFields++;
        }
        if (invalidFields > 0) {
          await submit.click();
          const invalid = await answered(page, scope);
          if (invalid.length === 0) problems.push(`${where}: submitted invalid values, no message`);
          check(invalid, 'invalid');
          await closeNotifications(page);
        }
        walked++;
        // A dialog is closed with its close button (Escape would first close a picker's open list);
        // an inline form keeps what was typed, in its own section, out of the next form's way.
        if (visit.opens !== 'inline') {
          await scope.getByRole('button', { name: 'Cerrar' }).first().click();
          await scope.waitFor({ state: 'hidden' });
        }
      } catch (error) {
        // One form that cannot be walked is reported with the others; the next starts afresh.
        problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
        await page.reload();
        openStep = undefined;
      }
    }
    // Both lists at once: what was saved though invalid, and every message, label or form at fault.
    expect({ saved, problems }).toEqual({ saved: [], problems: [] });
    expect(walked).toBe(seen.size);
  }, 600_000);
});

/** The button opening a grid's create form, or the first row's edit button; null if none shows. */
async function openerIn(page: Page, area: Locator, visit: Visit): Promise<Locator | null> {
  const name =
    visit.opens === 'create'
      ? new RegExp(`^${escapeRegExp(visit.button ?? '')}$`)
      : new RegExp(`^${escapeRegExp(visit.button ?? '')} `);
  const button = area.getByRole('button', { name }).first();
  const picker = area.getByRole('textbox', { name: /^(Cliente|Usuario)/ }).first();
  await button
    .or(picker)
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  // A grid that lists one record's rows shows them once that record is picked.
  if (!(await button.isVisible()) && (await picker.isVisible())) {
    await picker.click();
    await page.getByRole('option').first().click();
  }
  return (await visible(button)) ? button : null;
}

async function visible(locator: Locator, timeout = 20_000): Promise<boolean> {
  return locator
    .waitFor({ timeout })
    .then(() => true)
    .catch(() => false);
}

/** The client the flow's steps are walked for (its forms are only submitted empty or invalid). */
const takenUp = 'Hoteles Costa Azul S.L.';

/** In the guided flow: takes up an existing client (none is created) and goes to `step` with the mouse. */
async function openFlowStep(page: Page, step: string): Promise<string> {
  const heading = page.getByRole('heading', { level: 2, name: step, exact: true });
  const progress = page.getByText(/pasos hechos/);
  const resume = page.getByRole('region', { name: /^O continúe con/ });
  // The flow has drawn: with a client taken up (its progress), or asking for one.
  await progress.or(resume).first().waitFor();
  if (await heading.isVisible()) return step;
  if (!(await progress.isVisible())) {
    await resume.getByRole('textbox').click();
    await resume.getByRole('textbox').fill(takenUp.slice(0, 10));
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(takenUp)}`) }).click();
    await resume.getByRole('button', { name: 'Continuar' }).click();
    await progress.waitFor();
  }
  await page.getByRole('button', { name: new RegExp(`^Paso \\d+ de \\d+: ${escapeRegExp(step)}`) }).click();
  await heading.waitFor();
  return step;
}

/**
 * Closes the notifications until none is left. One may close by itself while its button is being
 * clicked (a click on a leaving element waits out the action's whole timeout), so each click is
 * short and the poll tries again until the list is empty.
 */
async function closeNotifications(page: Page) {
  const notifications = page.locator('.mantine-Notification-root');
  await expect
    .poll(async () => {
      const close = notifications.locator('button').first();
      if ((await close.count()) > 0) await close.click({ timeout: 2_000 }).catch(() => undefined);
      return notifications.count();
    })
    .toBe(0);
}
