/** The regenera (oil recycling) client's screens: /services-regenera, /traceability, /geolocation. */
import * as regenera from '../api/generated/regenera/regenera';
import * as tickets from '../api/generated/tickets/tickets';
import { defineGrid, defineTruckMap, rowAction } from '../language';

export const servicesRegeneraBody = defineGrid({
  query: tickets.regeneraTicketsGrid,
  regenera: true,
  keyFields: ['estado', 'fecha', 'litrosRecogidos'],
  detail: { query: tickets.regeneraTicketsGridDetails },
  // Its albarán, certificate and DI, which the service's detail lists.
  documents: { fromDetail: 'documentos' },
  export: tickets.regeneraExportTickets,
});

export const traceabilityBody = defineGrid({
  query: regenera.regeneraGetTrazabilidad,
  // The operation searches the reference only (RegeneraTrazabilidadRequest.referencia).
  request: { body: { text: 'referencia' } },
  choices: [
    {
      field: 'dateField',
      label: 'Fecha a filtrar',
      options: {
        fechaRecogida: 'Fecha de recogida',
        fechaEntrada: 'Fecha de entrada en planta',
        fechaCertificado: 'Fecha de certificado',
      },
    },
  ],
  filters: ['dateRange'],
  // Sorted on the server by any column; the operation has no column filters.
  filterable: false,
  // Three dates side by side, named by their step like 'Entrada en planta' (the detail says 'Fecha de').
  columnOverrides: { fechaRecogida: { header: 'Recogida' }, fechaCertificado: { header: 'Certificado' } },
  // On a phone each reference is a card with where it stands.
  keyFields: ['estado', 'direccionServicio', 'fechaRecogida'],
  // The reference with its pickup, certificate number and documents (the certificate first).
  detail: { query: regenera.regeneraGetTrazabilidadReference },
  documents: { fromDetail: 'documentos' },
  export: regenera.regeneraExportTrazabilidad,
  rowActions: [
    rowAction(regenera.regeneraReopenTrazabilidadReference, {
      label: 'Reabrir',
      confirm: 'La referencia volverá a estar en planta y perderá su fecha de certificado. ¿Desea reabrirla?',
      done: 'Referencia reabierta.',
      tone: 'danger',
      // Certified references only: the others have no certificate to undo.
      when: 'reabrible',
      // Reopening annuls a certificate the company issues: its staff only (the API says 403 to others).
      audience: ['staff'],
    }),
  ],
});

export const geolocationBody = defineTruckMap({
  plates: { call: regenera.regeneraGetMatriculas },
  trucks: {
    call: regenera.regeneraGetCamiones,
    request: {
      body: { plates: 'matriculas', startDate: 'fechaInicio', endDate: 'fechaFin' },
      // No plate chosen: every truck of the client's directions.
      fixed: { matriculas: [] },
    },
  },
  directions: { call: regenera.regeneraGenerarMapaByDireccionesServicio },
  maxDays: 31,
});
