/**
 * A typed form (screens.config.ts `defineTypedForm`) as a public page's content, in plain HTML
 * made at build time: the same fields, labels, inputs and required marks as the portal's renderer
 * (typedForm/typedFields.ts and the contract's zod schema), and what its light script
 * (publicForm.ts) needs to validate and send it: the operation, the success message and the field
 * of the answer it quotes. No component here runs in the browser.
 */
import type { TypedFormSpec } from '../../language';
import { fieldSchemaOf, isRequired } from '../typedForm/fieldSchema';
import { schemasOf } from '../typedForm/formSchemas';
import type { Honeypot, TypedField } from '../typedForm/typedFields';
import { typedFormTexts } from '../typedForm/typedFormTexts';
import { publicPageTexts } from './publicPageTexts';

const t = publicPageTexts;

/** A field as the page lays it out. */
interface PageField extends TypedField {
  readonly required: boolean;
  readonly maxLength?: number;
}

/** What the page needs of a form, read from its spec and the contract. */
export interface LoadedPublicForm {
  readonly spec: TypedFormSpec;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly fields: readonly PageField[];
  readonly traps: readonly Honeypot[];
}

/** Reads a form's fields, rules and operation from the contract (at build time). */
export async function loadPublicForm(spec: TypedFormSpec): Promise<LoadedPublicForm> {
  const { operation, zod, body, fields, traps } = await schemasOf(spec);
  return {
    spec,
    ...operation,
    traps,
    fields: fields.map((field) => {
      const maxLength = body.properties?.[field.name]?.maxLength;
      return {
        ...field,
        required: isRequired(fieldSchemaOf(zod, field.name)),
        ...(maxLength !== undefined && { maxLength }),
      };
    }),
  };
}

const idOf = (field: TypedField, part = '') => `campo-${field.name}${part}`;

export function PublicForm({ title, form }: { title: string; form: LoadedPublicForm }) {
  const { spec, fields } = form;
  return (
    <>
      <h1>{title}</h1>
      <div className="card">
        <form
          noValidate
          data-public-form
          data-operation={form.operationId}
          data-method={form.method}
          data-path={form.path}
          data-reference={spec.reference}
          data-failed={t.failed}
          data-offline={t.offline}
          data-review={t.reviewFields}
          data-sending={t.sending}
        >
          <p className="note">{t.requiredMark}</p>
          {fields.map((field) => (
            <Field key={field.name} field={field} />
          ))}
          {/* The spam traps, as the portal's form has them: inputs no person meets (off screen, out
              of the tab order, hidden from screen readers and autofill). */}
          {form.traps.map((trap) => (
            <div key={trap.name} className="trap" aria-hidden="true">
              <label>
                {trap.label}
                <input type="text" name={trap.name} tabIndex={-1} autoComplete="off" data-trap />
              </label>
            </div>
          ))}
          <div className="alert" role="alert" data-form-error hidden>
            <p className="alert-title">{t.failed}</p>
            <p data-form-error-message />
          </div>
          <div className="actions">
            <button type="submit" className="button">
              {spec.submitLabel}
            </button>
          </div>
        </form>
        <div data-form-done role="status" />
        <template data-form-done-template>
          <div className="success" tabIndex={-1}>
            <p className="success-title">{spec.done}</p>
            {spec.reference && (
              <>
                <p>
                  {t.referenceLabel}: <strong data-form-reference />
                </p>
                <p>{t.referenceHelp}</p>
              </>
            )}
            <button type="button" className="button secondary" data-form-again>
              {t.sendAnother}
            </button>
          </div>
        </template>
      </div>
    </>
  );
}

function Field({ field }: { field: PageField }) {
  const help = field.help || field.link ? idOf(field, '-ayuda') : undefined;
  const control: ControlProps = {
    id: idOf(field),
    name: field.name,
    required: field.required,
    'aria-describedby': help,
  };
  const label = (
    <label htmlFor={control.id}>
      {field.label}
      {field.required && (
        <span className="required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
  const description = help && (
    <p className="help" id={help}>
      {field.help}
      {field.help && field.link && ' '}
      {field.link && (
        <a href={field.link.href} target="_blank" rel="noopener">
          {field.link.label}
          <span className="visually-hidden">{typedFormTexts.opensInNewTab}</span>
        </a>
      )}
    </p>
  );
  const error = <p className="error" id={idOf(field, '-error')} hidden />;
  if (field.widget === 'checkbox')
    return (
      <div className="field checkbox" data-field={field.name}>
        <div className="check">
          <input type="checkbox" {...control} />
          {label}
        </div>
        {description}
        {error}
      </div>
    );
  return (
    <div className="field" data-field={field.name}>
      {label}
      {description}
      <Control field={field} control={control} />
      {error}
    </div>
  );
}

/** What every input of a field carries: its name, label's target, required mark and help. */
interface ControlProps {
  readonly id: string;
  readonly name: string;
  readonly required: boolean;
  readonly 'aria-describedby': string | undefined;
}

function Control({ field, control }: { field: PageField; control: ControlProps }) {
  const text = { ...control, maxLength: field.maxLength };
  switch (field.widget) {
    case 'textarea':
      return <textarea rows={4} {...text} />;
    case 'email':
      return <input type="email" autoComplete="email" {...text} />;
    case 'phone':
      return <input type="tel" autoComplete="tel" {...text} />;
    case 'date':
      return <input type="date" {...control} />;
    case 'text':
      return <input type="text" {...text} />;
    case 'select':
      return (
        <select {...control} defaultValue="">
          <option value="">{typedFormTexts.choose}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    default:
      // A developer error: these inputs need the portal (numbers in es-ES, centers, services).
      throw new Error(
        `Public form: field '${field.name}' has a '${field.widget}' input, which a public page lacks`,
      );
  }
}
