/** defineTypedForm checks its fields, context and schema against the submit fetcher's body. */
import { expectTypeOf, test } from 'vitest';
import { contact } from '../../src/api/generated/contacts/contacts';
import { ContactoInput } from '../../src/api/generated/model/contactoInput.zod';
import { SolicitudIncidenciaInput } from '../../src/api/generated/model/solicitudIncidenciaInput.zod';
import { defineTypedForm, type TypedFormSpec } from '../../src/language';

test('a field, a context field and the schema must belong to the body', () => {
  const form = defineTypedForm({
    submit: contact,
    schema: async () => ContactoInput,
    context: { clientId: 'clientId' },
    fields: [{ name: 'name', label: 'Nombre' }],
    submitLabel: 'Crear',
    done: 'Creado.',
  });
  expectTypeOf(form).toEqualTypeOf<TypedFormSpec<typeof contact>>();

  defineTypedForm({
    submit: contact,
    schema: async () => ContactoInput,
    // @ts-expect-error: the contact body has no 'nombre' (it is 'name')
    fields: [{ name: 'nombre', label: 'Nombre' }],
    submitLabel: 'Crear',
    done: 'Creado.',
  });

  defineTypedForm({
    submit: contact,
    schema: async () => ContactoInput,
    // @ts-expect-error: no 'clientName' in the contact body
    context: { clientName: 'clientName' },
    fields: [],
    submitLabel: 'Crear',
    done: 'Creado.',
  });

  defineTypedForm({
    submit: contact,
    // @ts-expect-error: the schema of another body
    schema: async () => SolicitudIncidenciaInput,
    fields: [],
    submitLabel: 'Crear',
    done: 'Creado.',
  });
});
