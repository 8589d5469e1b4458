/**
 * The typed forms of the client screens (screens.config.ts): creating a contact, a commercial
 * proposal, an incidence or a service request, and the public proposal form. Each binds a generated
 * fetcher: its fields, their Spanish labels, inputs and rules come from the operation's body in the
 * contract, the selected client's from the session; a form says only what the contract cannot.
 */
import * as contacts from '../api/generated/contacts/contacts';
import * as requests from '../api/generated/requests/requests';
import { defineTypedForm } from '../language';

export const contactForm = defineTypedForm({
  submit: contacts.contact,
  fields: { center: { widget: 'center', help: 'Vacío si es contacto de todo el cliente.' } },
  submitLabel: 'Crear contacto',
  done: 'Contacto creado.',
});

const cifHelp = { cif: { help: 'CIF, NIF o NIE: 9 caracteres sin guiones ni espacios.' } } as const;

export const proposalForm = defineTypedForm({
  submit: requests.comercialProposal,
  fields: cifHelp,
  submitLabel: 'Enviar propuesta',
  done: 'Propuesta comercial enviada.',
});

export const externalProposalForm = defineTypedForm({
  submit: requests.externalComercialProposal,
  fields: {
    ...cifHelp,
    aceptaPrivacidad: {
      help: 'Sus datos se usan solo para responder a esta solicitud.',
      link: { label: 'Leer la política de privacidad', href: '/privacy-policy' },
    },
  },
  submitLabel: 'Enviar solicitud',
  done: 'Hemos recibido su solicitud. Nuestro equipo comercial se pondrá en contacto con usted en breve.',
  reference: 'referencia',
});

export const incidenceForm = defineTypedForm({
  submit: requests.incidenceRequest,
  fields: {
    referencia: {
      widget: 'service',
      help: 'Si la incidencia es de un servicio: búsquelo por su referencia, centro o nº de factura.',
    },
  },
  submitLabel: 'Enviar incidencia',
  done: 'Incidencia registrada.',
});

export const serviceRequestForm = defineTypedForm({
  submit: requests.serviceRequest,
  submitLabel: 'Enviar solicitud',
  done: 'Solicitud de servicio registrada.',
});
