/** The client's contacts and actions (/contacts, /actions in screens.config.ts). */
import * as clientConfig from '../api/generated/client-config/client-config';
import * as contacts from '../api/generated/contacts/contacts';
import * as requests from '../api/generated/requests/requests';
import { defineGrid, defineTabs, deleteRow } from '../language';
import { contactForm, incidenceForm, proposalForm, serviceRequestForm } from './clientForms';

export const contactsBody = defineGrid({
  query: contacts.contacts,
  rowKey: 'id',
  request: { body: 'clientIds', params: { text: 'name' } },
  panels: ['gestor'],
  create: { label: 'Nuevo contacto', form: contactForm },
  rowActions: [
    deleteRow(contacts.deleteContact, {
      rowKey: 'id',
      confirm: '¿Eliminar el contacto? Esta acción no se puede deshacer.',
      done: 'Contacto eliminado',
    }),
  ],
});

/** The requests' lists: the selected client's (all its centers). */
const byClient = { params: { center: undefined } } as const;

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
        rowKey: 'id',
        rowLabel: 'empresa',
        request: byClient,
        columns: [
          'fecha',
          'estado',
          'empresa',
          { key: 'contacto', header: 'Contacto' },
          'tipoResiduo',
          'provincia',
          'center',
        ],
        detail: { query: requests.comercialProposalDetails },
        create: { label: 'Nueva propuesta', form: proposalForm },
        rowActions: [
          deleteRow(requests.deleteComercialProposal, {
            rowKey: 'id',
            confirm: '¿Eliminar la propuesta comercial? Esta acción no se puede deshacer.',
            when: 'eliminable',
            done: 'Propuesta eliminada',
          }),
        ],
      }),
    },
    {
      id: 'incidencias',
      configKey: 'incidenceRequest',
      label: 'Solicitudes de incidencia',
      body: defineGrid({
        query: requests.incidenceRequests,
        rowKey: 'id',
        rowLabel: 'asunto',
        keyFields: ['estado', 'fecha', 'referencia'],
        request: byClient,
        columns: [
          'fecha',
          'estado',
          'asunto',
          { key: 'referencia', header: 'Referencia' },
          'prioridad',
          'center',
          'solicitante',
        ],
        detail: { query: requests.incidenceRequestDetails },
        create: { label: 'Nueva incidencia', form: incidenceForm, gate: 'raiseIncidence' },
        rowActions: [
          deleteRow(requests.deleteIncidenceRequest, {
            rowKey: 'id',
            confirm: '¿Eliminar la solicitud de incidencia? Esta acción no se puede deshacer.',
            when: 'eliminable',
            done: 'Incidencia eliminada',
          }),
        ],
      }),
    },
    {
      id: 'servicios',
      configKey: 'serviceRequest',
      label: 'Solicitudes de servicio',
      body: defineGrid({
        query: requests.serviceRequests,
        rowKey: 'id',
        rowLabel: 'tipoServicio',
        request: byClient,
        columns: [
          'fecha',
          'estado',
          'tipoServicio',
          'residuo',
          'fechaDeseada',
          'cantidad',
          'unidad',
          'solicitante',
        ],
        detail: { query: requests.serviceRequestDetails },
        create: {
          label: 'Nueva solicitud de servicio',
          form: serviceRequestForm,
          gate: 'raiseServiceRequest',
        },
        rowActions: [
          deleteRow(requests.deleteServiceRequest, {
            rowKey: 'id',
            confirm: '¿Eliminar la solicitud de servicio? Esta acción no se puede deshacer.',
            when: 'eliminable',
            done: 'Solicitud eliminada',
          }),
        ],
      }),
    },
  ],
  { config: clientConfig.getConfigClientsActions },
);
