/** The client's contacts and actions (/contacts, /actions in screens.config.ts). */
import * as clientConfig from '../api/generated/client-config/client-config';
import * as contacts from '../api/generated/contacts/contacts';
import * as requests from '../api/generated/requests/requests';
import { defineGrid, defineTabs, record } from '../language';
import { contactForm, incidenceForm, proposalForm, serviceRequestForm } from './clientForms';

// The records the client creates and deletes, whose texts their nouns word (src/language/crud.ts).
const contacto = record('contacto');
const propuesta = record('propuesta comercial', 'f');
const incidencia = record('incidencia', 'f');
const solicitud = record('solicitud de servicio', 'f');
const irreversible = { note: 'Esta acción no se puede deshacer.' } as const;

/** A request is open until it is closed: the home's 'what needs my attention' counts these. */
export const openRequests = {
  id: 'abiertas',
  label: 'Abiertas',
  field: 'estado',
  values: ['opened', 'inprocess', 'indemand'],
} as const;
const requestStates = [
  openRequests,
  { id: 'cerradas', label: 'Cerradas', field: 'estado', values: ['closed'] },
] as const;

export const contactsBody = defineGrid({
  query: contacts.contacts,
  // The search box fills `text` (by name), which finds what the global search's contacts counted.
  request: { body: 'clientIds' },
  panels: ['gestor'],
  create: contacto.createWith(contactForm),
  rowActions: [contacto.delete(contacts.deleteContact, irreversible)],
});

/**
 * Lists of the selected client; raising incidences and service requests is for the users on the
 * administrators' permission lists (create.gate; the API refuses the rest). Which of the three
 * actions the client has, and in which order: its configuration (admin: Configuración de cliente).
 */
export const actionsBody = defineTabs(
  [
    {
      id: 'propuestas',
      configKey: 'comercialProposal',
      label: 'Propuestas comerciales',
      body: defineGrid({
        query: requests.comercialProposals,
        rowLabel: 'empresa',
        omitColumns: ['clientName', 'email'],
        detail: { query: requests.comercialProposalDetails },
        create: propuesta.createWith(proposalForm),
        rowActions: [
          propuesta.delete(requests.deleteComercialProposal, { ...irreversible, when: 'eliminable' }),
        ],
      }),
    },
    {
      id: 'incidencias',
      configKey: 'incidenceRequest',
      label: 'Solicitudes de incidencia',
      body: defineGrid({
        query: requests.incidenceRequests,
        rowLabel: 'asunto',
        keyFields: ['estado', 'fecha', 'referencia'],
        quickFilters: requestStates,
        omitColumns: ['clientName'],
        columnOverrides: { referencia: { header: 'Referencia' } },
        detail: { query: requests.incidenceRequestDetails },
        create: incidencia.createWith(incidenceForm, { gate: 'raiseIncidence' }),
        rowActions: [
          incidencia.delete(requests.deleteIncidenceRequest, { ...irreversible, when: 'eliminable' }),
        ],
      }),
    },
    {
      id: 'servicios',
      configKey: 'serviceRequest',
      label: 'Solicitudes de servicio',
      body: defineGrid({
        query: requests.serviceRequests,
        rowLabel: 'tipoServicio',
        quickFilters: requestStates,
        omitColumns: ['clientName', 'center'],
        detail: { query: requests.serviceRequestDetails },
        create: solicitud.createWith(serviceRequestForm, { gate: 'raiseServiceRequest' }),
        rowActions: [
          solicitud.delete(requests.deleteServiceRequest, { ...irreversible, when: 'eliminable' }),
        ],
      }),
    },
  ],
  { config: clientConfig.getConfigClientsActions },
);
