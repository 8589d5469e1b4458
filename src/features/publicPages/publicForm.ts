/**
 * The light script of a public page with a form (PublicForm.tsx made its HTML at build time): what
 * the portal's typed form does, without the portal. On submit it checks the body with the contract's
 * zod schema of the operation and the portal's Spanish messages (loaded when the person first
 * reaches the form, not with the page), shows each problem under its field, sends the body through
 * the API's mutator (a refusal naming a field shown on that field, any other above the button) and,
 * once received, replaces the form with the success message and the answer's reference.
 */
import { ApiError, apiFetch, setApiBaseUrl } from '../../api/http';
import { readPortalSettings } from '../../lib/portalSettings';
import type { FormValues } from '../typedForm/formValues';

/** Checks the inputs' values as the portal's typed form does: the body they make, against the schema. */
type Validator = (values: FormValues) => ReturnType<Awaited<ReturnType<typeof loadSchema>>['safeParse']>;

setApiBaseUrl(readPortalSettings().VITE_API_BASE_URL ?? '/api');
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-public-form]')) enhance(form);

function enhance(form: HTMLFormElement): void {
  const data = form.dataset;
  const operation = data.operation ?? '';
  const container = form.parentElement;
  const done = container?.querySelector<HTMLElement>('[data-form-done]');
  const doneTemplate = container?.querySelector<HTMLTemplateElement>('template[data-form-done-template]');
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const serverError = form.querySelector<HTMLElement>('[data-form-error]');
  const fields = [...form.querySelectorAll<HTMLElement>('[data-field]')].map((wrapper) => {
    const name = wrapper.dataset.field ?? '';
    const input = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    const error = wrapper.querySelector<HTMLElement>('.error');
    if (!error) throw new Error(`Public form: field ${name} has no place for its error`);
    return { name, input, error };
  });
  // The spam traps (PublicForm.tsx): sent as they are, never named in an error.
  const traps = [...form.querySelectorAll<HTMLInputElement>('input[data-trap]')];

  // The validator (zod, the body's schema, the Spanish messages) loads once the person starts on
  // the form, not with the page; a failed load is tried again on submit.
  let validator: Promise<Validator> | undefined;
  const loadValidator = () => {
    validator ??= loadValidatorOf(operation);
    validator.catch(() => {
      validator = undefined;
    });
    return validator;
  };
  form.addEventListener('focusin', () => void loadValidator().catch(() => undefined), { once: true });

  const showFieldError = (name: string, message: string): boolean => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return false;
    field.error.textContent = message;
    field.error.hidden = false;
    field.input.setAttribute('aria-invalid', 'true');
    const described = (field.input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!described.includes(field.error.id))
      field.input.setAttribute('aria-describedby', [...described, field.error.id].join(' '));
    return true;
  };
  const clearErrors = () => {
    for (const field of fields) {
      field.error.hidden = true;
      field.error.textContent = '';
      field.input.removeAttribute('aria-invalid');
      const described = (field.input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id && id !== field.error.id);
      if (described.length > 0) field.input.setAttribute('aria-describedby', described.join(' '));
      else field.input.removeAttribute('aria-describedby');
    }
    if (serverError) serverError.hidden = true;
  };
  const showServerError = (message: string) => {
    const text = serverError?.querySelector('[data-form-error-message]');
    if (!serverError || !text) return;
    text.textContent = message;
    serverError.hidden = false;
  };
  const setSending = (sending: boolean) => {
    if (!submitButton) return;
    submitButton.dataset.label ??= submitButton.textContent ?? '';
    submitButton.disabled = sending;
    submitButton.textContent = sending ? (data.sending ?? '') : submitButton.dataset.label;
    form.setAttribute('aria-busy', String(sending));
  };
  const focusFirstInvalid = () => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  const showDone = (answer: unknown) => {
    if (!done || !doneTemplate) return;
    const content = doneTemplate.content.cloneNode(true) as DocumentFragment;
    const reference = content.querySelector('[data-form-reference]');
    const value =
      data.reference && answer && typeof answer === 'object'
        ? (answer as Record<string, unknown>)[data.reference]
        : undefined;
    if (reference) reference.textContent = value === undefined ? '' : String(value);
    done.replaceChildren(content);
    form.hidden = true;
    const panel = done.firstElementChild as HTMLElement | null;
    panel?.focus();
    panel?.querySelector('[data-form-again]')?.addEventListener('click', () => {
      form.reset();
      clearErrors();
      done.replaceChildren();
      form.hidden = false;
      fields[0]?.input.focus();
    });
  };

  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    clearErrors();
    setSending(true);
    try {
      const validate = await loadValidator();
      const checked = validate({
        ...valuesOf(fields),
        ...Object.fromEntries(traps.map((trap) => [trap.name, trap.value])),
      });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const name = String(issue.path[0] ?? '');
          const field = fields.find((candidate) => candidate.name === name);
          // The first problem of each field is the one it shows.
          if (field?.error.hidden) showFieldError(name, issue.message);
        }
        if (!form.querySelector('[aria-invalid="true"]')) showServerError(data.review ?? '');
        focusFirstInvalid();
        return;
      }
      const answer = await apiFetch<unknown>(data.path ?? '', {
        method: data.method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.data),
      });
      showDone(answer);
    } catch (error) {
      if (error instanceof ApiError) {
        if (!(error.field && showFieldError(error.field, error.message))) showServerError(error.message);
        focusFirstInvalid();
      } else showServerError(data.offline ?? '');
    } finally {
      sending = false;
      setSending(false);
    }
  });
}

/** What the inputs hold: a checkbox's state, any other input's text. */
function valuesOf(
  fields: readonly { name: string; input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }[],
): FormValues {
  return Object.fromEntries(
    fields.map(({ name, input }) => [
      name,
      input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value,
    ]),
  );
}

/**
 * The operation's body schema, with the portal's config set on zod (Spanish messages, no JIT under
 * the CSP) before the schema is built.
 */
async function loadSchema(operation: string) {
  const [{ bodyZod }] = await Promise.all([
    import('../../api/generated/bodyZod'),
    import('../../lib/zodSpanish'),
  ]);
  const load = bodyZod[operation];
  if (!load) throw new Error(`Public form: ${operation} has no body schema`);
  return load();
}

async function loadValidatorOf(operation: string): Promise<Validator> {
  const [schema, { bodyOf }] = await Promise.all([loadSchema(operation), import('../typedForm/formValues')]);
  return (values) => schema.safeParse(bodyOf(values, {}));
}
