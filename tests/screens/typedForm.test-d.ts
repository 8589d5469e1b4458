/** defineTypedForm checks its fields, their overrides, context and schema against the submit fetcher's body. */
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
    order: ['name'],
    fields: { name: { label: 'Nombre', widget: 'text' } },
    submitLabel: 'Crear',
    done: 'Creado.',
  });
  expectTypeOf(form).toEqualTypeOf<TypedFormSpec<typeof contact>>();

  defineTypedForm({
    submit: contact,
    schema: async () => ContactoInput,
    // @ts-expect-error: the contact body has no 'nombre' (it is 'name')
    order: ['nombre'],
    submitLabel: 'Crear',
    done: 'Creado.',
  });

  defineTypedForm({
    submit: contact,
    // @ts-expect-error: an override of a field the body does not have
    fields: { nombre: { label: 'Nombre' } },
    submitLabel: 'Crear',
    done: 'Creado.',
  });

  defineTypedForm({
    submit: contact,
    // @ts-expect-error: no such input
    fields: { center: { widget: 'centro' } },
    submitLabel: 'Crear',
    done: 'Creado.',
  });

  defineTypedForm({
    submit: contact,
    schema: async () => ContactoInput,
    // @ts-expect-error: no 'clientName' in the contact body
    context: { clientName: 'clientName' },
    submitLabel: 'Crear',
    done: 'Creado.',
  });

  defineTypedForm({
    submit: contact,
    // @ts-expect-error: the schema of another body
    schema: async () => SolicitudIncidenciaInput,
    submitLabel: 'Crear',
    done: 'Creado.',
  });
});
