/**
 * The typed forms of the client screens (screens.config.ts): creating a contact, a commercial
 * proposal, an incidence or a service request, and the public proposal form. Each binds a generated
 * fetcher; its body is validated by the operation's generated zod schema (loaded with the form);
 * labels are Spanish, rules come from the contract.
 */
import * as contacts from '../api/generated/contacts/contacts';
import * as requests from '../api/generated/requests/requests';
import { defineTypedForm } from '../language';

export const contactForm = defineTypedForm({
  submit: contacts.contact,
  context: { clientId: 'clientId' },
  fields: [
    { name: 'name', label: 'Nombre' },
    { name: 'cargo', label: 'Cargo' },
    {
      name: 'center',
      label: 'Centro',
      widget: 'center',
      description: 'Vacío si es contacto de todo el cliente.',
    },
    { name: 'email', label: 'Correo electrónico', widget: 'email' },
    { name: 'phone', label: 'Teléfono', widget: 'phone' },
    { name: 'mobile', label: 'Móvil', widget: 'phone' },
    { name: 'address', label: 'Dirección' },
    { name: 'observaciones', label: 'Observaciones', widget: 'textarea' },
  ],
  submitLabel: 'Crear contacto',
  done: 'Contacto creado.',
});

/** The proposal fields both proposal forms ask for (the public one adds the privacy consent). */
const proposalFields = [
  { name: 'empresa', label: 'Empresa' },
  { name: 'cif', label: 'CIF', description: 'CIF, NIF o NIE: 9 caracteres sin guiones ni espacios.' },
  { name: 'contacto', label: 'Persona de contacto' },
  { name: 'email', label: 'Correo electrónico', widget: 'email' },
  { name: 'telefono', label: 'Teléfono', widget: 'phone' },
  { name: 'provincia', label: 'Provincia' },
  { name: 'tipoResiduo', label: 'Tipo de residuo' },
  { name: 'descripcion', label: 'Qué necesita', widget: 'textarea' },
] as const;

export const proposalForm = defineTypedForm({
  submit: requests.comercialProposal,
  context: { clientName: 'clientName' },
  fields: proposalFields,
  submitLabel: 'Enviar propuesta',
  done: 'Propuesta comercial enviada.',
});

export const externalProposalForm = defineTypedForm({
  submit: requests.externalComercialProposal,
  fields: [
    ...proposalFields,
    {
      name: 'aceptaPrivacidad',
      label: 'He leído y acepto la política de privacidad',
      widget: 'checkbox',
      description: 'Sus datos se usan solo para responder a esta solicitud (véase /privacy-policy).',
    },
  ],
  submitLabel: 'Enviar solicitud',
  done: 'Hemos recibido su solicitud. Nuestro equipo comercial se pondrá en contacto con usted en breve.',
});

export const incidenceForm = defineTypedForm({
  submit: requests.incidenceRequest,
  context: { clientName: 'clientName' },
  fields: [
    { name: 'asunto', label: 'Asunto' },
    {
      name: 'referencia',
      label: 'Servicio',
      widget: 'service',
      description: 'Si la incidencia es de un servicio: búsquelo por su referencia, centro o nº de factura.',
    },
    {
      name: 'prioridad',
      label: 'Prioridad',
      widget: 'select',
      optionLabels: { baja: 'Baja', media: 'Media', alta: 'Alta' },
    },
    { name: 'descripcion', label: 'Descripción', widget: 'textarea' },
  ],
  submitLabel: 'Enviar incidencia',
  done: 'Incidencia registrada.',
});

export const serviceRequestForm = defineTypedForm({
  submit: requests.serviceRequest,
  context: { clientName: 'clientName' },
  fields: [
    { name: 'tipoServicio', label: 'Tipo de servicio' },
    { name: 'residuo', label: 'Residuo' },
    { name: 'fechaDeseada', label: 'Fecha deseada', widget: 'date' },
    { name: 'cantidad', label: 'Cantidad', widget: 'number' },
    {
      name: 'unidad',
      label: 'Unidad',
      widget: 'select',
      optionLabels: { kg: 'kg', t: 'toneladas', l: 'litros', m3: 'm³', ud: 'unidades' },
    },
    { name: 'descripcion', label: 'Descripción', widget: 'textarea' },
  ],
  submitLabel: 'Enviar solicitud',
  done: 'Solicitud de servicio registrada.',
});
