/** The send dialog's validation: recipient lists, 'Para' required, null defaults, Spanish messages. */
import { describe, expect, it } from 'vitest';
import { emptyMailForm, mailForm, splitRecipients } from '../../src/features/mail/mailForm';

const parse = (values: Partial<typeof emptyMailForm>) => mailForm.safeParse({ ...emptyMailForm, ...values });
const messagesOf = (values: Partial<typeof emptyMailForm>) => {
  const result = parse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('splitRecipients', () => {
  it('splits on semicolons, commas and spaces, ignoring empty parts', () => {
    expect(splitRecipients(' ana@a.es; luis@b.es,marta@c.es ;; \n pepe@d.es ')).toEqual([
      'ana@a.es',
      'luis@b.es',
      'marta@c.es',
      'pepe@d.es',
    ]);
    expect(splitRecipients(' ; , ')).toEqual([]);
  });
});

describe('send form', () => {
  it('turns blank CC, subject and body into null (sends rule) and the lists into arrays', () => {
    expect(parse({ toE: 'ana@empresa.es' })).toEqual({
      success: true,
      data: { toE: ['ana@empresa.es'], ccE: null, subjectE: null, body: null },
    });
    const full = parse({ toE: 'a@b.es, c@d.es', ccE: 'e@f.es', subjectE: 'Servicios', body: 'Adjunto.' });
    expect(full.data).toEqual({
      toE: ['a@b.es', 'c@d.es'],
      ccE: ['e@f.es'],
      subjectE: 'Servicios',
      body: 'Adjunto.',
    });
  });

  it("needs at least one address in 'Para'", () => {
    expect(messagesOf({})).toEqual({ toE: 'Indique al menos un destinatario en «Para».' });
    expect(messagesOf({ toE: ' ; ', ccE: 'a@b.es' })).toEqual({
      toE: 'Indique al menos un destinatario en «Para».',
    });
  });

  it('names each address that is not an e-mail, in Para and in CC', () => {
    expect(messagesOf({ toE: 'ana@empresa.es; ana.empresa.es' })).toEqual({
      toE: '«ana.empresa.es» no es una dirección de correo válida.',
    });
    expect(messagesOf({ toE: 'ana@empresa.es', ccE: 'luis@' })).toEqual({
      ccE: '«luis@» no es una dirección de correo válida.',
    });
  });

  it("applies the contract's limits with Spanish messages", () => {
    const many = Array.from({ length: 51 }, (_, i) => `u${i}@empresa.es`).join(';');
    expect(messagesOf({ toE: many })).toEqual({ toE: 'Indique como máximo 50 destinatarios.' });
    expect(messagesOf({ toE: 'a@b.es', subjectE: 'x'.repeat(201) })).toEqual({
      subjectE: 'Escriba como máximo 200 caracteres.',
    });
  });
});
