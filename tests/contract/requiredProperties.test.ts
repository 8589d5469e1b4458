/**
 * The contract says exactly what the server sends: a property the server always sends is
 * `required`. This suite calls every operation that answers JSON, as the demo accounts that use it,
 * against the seeded in-process API on a pinned day, records every answer's shape (answerPresence.ts)
 * and fails on any property that is optional in its schema while present in every object of that
 * schema it received (two objects at least, so one lucky answer proves nothing).
 *
 * Calls are chosen to show the optional properties absent where the server leaves them out (a
 * partial update's omitted fields, an answer without attachments...). A new operation must get a
 * call here: the suite checks every JSON operation of the contract answered at least once.
 */

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeInfo } from '../../server/contract';
import { facturasProforma, users } from '../../server/db/schema';
import type { DemoEmail, TestApi } from '../../server/testing/testApi';
import { createTestApi } from '../../server/testing/testApi';
import { AnswerPresence } from './answerPresence';
import { bundledSpec, operationsOf } from './spec';

/** The seed's own day (seedDefaults.today), read by the API as today. */
const today = '2026-11-15';
const year = 2026;

const presence = new AnswerPresence(bundledSpec);
/** Calls of the scenario that did not succeed (the first test lists them). */
const failures: string[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    tickets: 300,
    today,
    async onAnswer(method, url, response) {
      const route = routeInfo(method, new URL(url, 'http://api.local').pathname);
      if (!route || !response.headers.get('Content-Type')?.startsWith('application/json')) return;
      presence.record(route.operationId, response.status, await response.json());
    },
  });
  await scenario();
}, 240_000);
afterAll(() => api?.close());

type Json = Record<string, unknown> & { items?: Row[]; total?: number };
type Row = Record<string, unknown>;

/** The JSON body of a success; a failure is noted (the suite fails listing them) and yields {}. */
async function body(what: string, answer: Promise<Response>): Promise<Json> {
  const response = await answer;
  const json = (await response.json().catch(() => ({}))) as Json;
  if (response.status < 200 || response.status > 299)
    failures.push(`${what}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const items = (page: Json): Row[] => page.items ?? [];
const field = <T>(row: Row | undefined, name: string): T => {
  if (!row || row[name] === undefined)
    throw new Error(
      `no ${name} in ${JSON.stringify(row)?.slice(0, 200)}; failures so far: ${failures.join('\n')}`,
    );
  return row[name] as T;
};

const client = (name: string) => {
  const found = api.summary.clients.find((c) => c.client === name);
  if (!found) throw new Error(`seed client ${name}`);
  return found;
};

/** A small PDF-looking upload. */
const pdf = (name: string) => new File([`%PDF-1.4\n${name}\n`], name, { type: 'application/pdf' });

async function scenario() {
  const as = (email: DemoEmail) => api.as(email);
  const hoteles = client('Hoteles Costa Azul S.L.');
  const talleres = client('Talleres Mecánicos Norte S.A.');
  const restaurantes = client('Restaurantes del Sur S.L.');
  const meseta = client('Construcciones Meseta S.A.');
  const gestorDirections = [...hoteles.directionIds, ...talleres.directionIds];
  const regeneraDirections = restaurantes.directionIds;
  const gestor = as('gestor@demo.es');
  const cliente = as('cliente@demo.es');
  const regenera = as('regenera@demo.es');
  const digital = as('digital@demo.es');
  const admin = as('admin@demo.es');
  const superadmin = as('superadmin@demo.es');

  // ---------------------------------------------------------------- structure
  for (const who of [cliente, gestor, admin]) {
    await body('getClients', who.GET('/getClients'));
    await body('getClientsDigitalized', who.GET('/getClientsDigitalized'));
  }
  await body('getClientsDigitalized', digital.GET('/getClientsDigitalized'));
  for (const name of [hoteles.client, talleres.client]) {
    await body('getCenter', gestor.GET('/getCenter', { params: { query: { client: name } } }));
    await body('getCentersTree', gestor.GET('/getCentersTree', { params: { query: { client: name } } }));
    await body(
      'getServiceDirections',
      gestor.GET('/getServiceDirections', { params: { query: { client: name } } }),
    );
  }
  await body(
    'getServiceDirections',
    cliente.GET('/getServiceDirections', { params: { query: { client: hoteles.client } } }),
  );
  await body(
    'getCenterDigitalized',
    digital.GET('/getCenterDigitalized', { params: { query: { client: meseta.client } } }),
  );
  await body(
    'getCentersTreeDigitalized',
    digital.GET('/getCentersTreeDigitalized', { params: { query: { client: meseta.client } } }),
  );
  await body(
    'getServiceDirectionsDigitalized',
    digital.GET('/getServiceDirectionsDigitalized', { params: { query: { client: meseta.client } } }),
  );
  await body('getYears', gestor.POST('/getYears', { body: { idDireccionesServicio: gestorDirections } }));
  await body(
    'getYears',
    regenera.POST('/getYears', {
      body: { idDireccionesServicio: regeneraDirections },
      params: { query: { regenera: true } },
    }),
  );
  for (const centerId of hoteles.centerIds.slice(0, 3))
    for (const type of ['comercial', 'tecnico', 'administracion'] as const)
      await body('getGestor', gestor.GET('/getgestor', { params: { query: { type, centerId } } }));
  for (const c of [hoteles, talleres])
    await body(
      'getClientCifs',
      gestor.GET('/getclientcifs', { params: { query: { clientId: c.clientId } } }),
    );

  // ---------------------------------------------------------------- services
  const services = await body(
    'ticketsGrid',
    gestor.POST('/ticketsGrid', { body: { idDireccionesServicio: gestorDirections, take: 50 } }),
  );
  const hotelServices = await body(
    'ticketsGrid',
    cliente.POST('/ticketsGrid', {
      body: { idDireccionesServicio: hoteles.directionIds.slice(0, 3), take: 20 },
    }),
  );
  for (const row of items(services).slice(0, 4))
    await body(
      'ticketsGridDetails',
      gestor.GET('/ticketsGridDetails', { params: { query: { idTicket: field<number>(row, 'idTicket') } } }),
    );
  const mine = { toE: ['gestor@demo.es'], subjectE: 'Servicios' };
  await body(
    'sendTickets',
    gestor.POST('/sendTickets', { body: { idDireccionesServicio: gestorDirections, ...mine } }),
  );
  await body(
    'sendTicketsByIds',
    gestor.POST('/sendTicketsByIds', {
      body: {
        idTickets: items(services)
          .slice(0, 2)
          .map((row) => field<number>(row, 'idTicket')),
        ...mine,
      },
    }),
  );
  for (const y of [year, year - 1])
    await body(
      'statisticsGetReportServicios',
      gestor.POST('/statistics/getreportservicios', {
        body: { idDireccionesServicio: gestorDirections, year: y },
      }),
    );
  await body(
    'kpis',
    gestor.POST('/kpis', { params: { query: { year } }, body: { idDireccionesServicio: gestorDirections } }),
  );
  await body(
    'homeKpis',
    gestor.POST('/homekpis', {
      params: { query: { year } },
      body: { idDireccionesServicio: gestorDirections },
    }),
  );
  await body(
    'homeAttention',
    gestor.POST('/homeattention', {
      params: { query: { clientName: hoteles.client } },
      body: { idDireccionesServicio: hoteles.directionIds },
    }),
  );
  await body('homeBanner', gestor.GET('/homebanner'));
  await body('ticketsBanner', gestor.GET('/ticketsbanner'));
  const banners: Json[] = [];
  for (const description of ['Aviso de prueba', 'Otro aviso'])
    banners.push(
      await body('saveTicketsBanner', admin.POST('/ticketsbanner', { body: { description, link: null } })),
    );
  await body(
    'deleteTicketsBanner',
    admin.DELETE('/deleteticketsbanner', { params: { query: { id: field<number>(banners[0], 'id') } } }),
  );

  // ---------------------------------------------------------------- regenera
  const regeneraServices = await body(
    'regeneraTicketsGrid',
    regenera.POST('/regenera/ticketsGrid', { body: { idDireccionesServicio: regeneraDirections, take: 30 } }),
  );
  for (const row of items(regeneraServices).slice(0, 3))
    await body(
      'regeneraTicketsGridDetails',
      regenera.GET('/regenera/ticketsGridDetails', {
        params: { query: { idTicket: field<number>(row, 'idTicket') } },
      }),
    );
  const traceability = await body(
    'regeneraGetTrazabilidad',
    regenera.POST('/regenera/GetTrazabilidad', {
      body: { idDireccionesServicio: regeneraDirections, take: 50 },
    }),
  );
  for (const row of items(traceability).slice(0, 3))
    await body(
      'regeneraGetTrazabilidadReference',
      regenera.GET('/regenera/GetTrazabilidadReference', {
        params: { query: { referencia: field<string>(row, 'referencia') } },
      }),
    );
  const certified = items(traceability).filter((row) => row.reabrible === true);
  for (const row of certified.slice(0, 2))
    await body(
      'regeneraReopenTrazabilidadReference',
      regenera.GET('/regenera/ReopenTrazabilidadReference', {
        params: { query: { referencia: field<string>(row, 'referencia') } },
      }),
    );
  const plates = await body(
    'regeneraGetMatriculas',
    regenera.POST('/regenera/GetMatriculas', { body: { idDireccionesServicio: regeneraDirections } }),
  );
  await body(
    'regeneraGetCamiones',
    regenera.POST('/regenera/GetCamiones', {
      body: {
        idDireccionesServicio: regeneraDirections,
        matriculas: items(plates).map((row) => field<string>(row, 'matricula')),
        fechaInicio: '2026-10-16T00:00:00Z',
        fechaFin: `${today}T23:59:59Z`,
      },
    }),
  );
  await body(
    'regeneraGenerarMapaByDireccionesServicio',
    regenera.POST('/regenera/GenerarMapaByDireccionesServicio', {
      body: { idDireccionesServicio: regeneraDirections },
    }),
  );

  // ---------------------------------------------------------------- documents
  const grid = { idDireccionesServicio: gestorDirections, take: 40 };
  const weightTickets = await body(
    'weightTicketsGrid',
    gestor.POST('/weightTicketsGrid', {
      params: { query: { take: 40 } },
      body: { idDireccionesServicio: gestorDirections },
    }),
  );
  for (const row of items(weightTickets).slice(0, 3))
    await body(
      'weightTicketsDetail',
      gestor.GET('/weightTicketsDetail', {
        params: { query: { codigoTicket: field<string>(row, 'codigoTicket') } },
      }),
    );
  const invoices = await body('getFacturas', gestor.POST('/getFacturas', { body: grid }));
  await body('getFacturasProforma', gestor.POST('/getFacturasProforma', { body: grid }));
  // Pro formas are few: every client's, as an administrator sees them.
  const everyDirection = api.summary.clients.filter((c) => !c.digitalized).flatMap((c) => c.directionIds);
  const proformas = await body(
    'getFacturasProforma',
    admin.POST('/getFacturasProforma', { body: { idDireccionesServicio: everyDirection } }),
  );
  await body('getAlbaranes', gestor.POST('/getAlbaranes', { body: grid }));
  await body('getDIs', gestor.POST('/getDIs', { body: grid }));
  await body(
    'weightTicketsSend',
    gestor.POST('/weightTicketsSend', { body: { idDireccionesServicio: gestorDirections, ...mine } }),
  );
  for (const path of ['/sendFacturas', '/sendFacturasProforma', '/sendAlbaranes', '/sendDIs'] as const)
    await body(path, gestor.POST(path, { body: { idDireccionesServicio: gestorDirections, ...mine } }));
  // Two pro-formas waiting for an answer (only a pending one takes it): one accepted, one rejected.
  const answered = items(proformas).slice(0, 2);
  await api.db
    .update(facturasProforma)
    .set({ estado: 'pendiente', motivoRechazo: null, fechaRespuesta: null })
    .where(
      inArray(
        facturasProforma.idFactura,
        answered.map((row) => field<number>(row, 'idFactura')),
      ),
    );
  await body(
    'updateFieldsFacturaProforma',
    admin.POST('/updatefieldsfacturaproforma', {
      params: { query: { idFactura: field<number>(answered[0], 'idFactura'), estado: 'aceptada' } },
    }),
  );
  await body(
    'updateFieldsFacturaProforma',
    admin.POST('/updatefieldsfacturaproforma', {
      params: {
        query: {
          idFactura: field<number>(answered[1], 'idFactura'),
          estado: 'rechazada',
          motivoRechazo: 'Importe',
        },
      },
    }),
  );
  await body(
    'getNumeroFacturas',
    gestor.POST('/getNumeroFacturas', { body: { idDireccionesServicio: gestorDirections } }),
  );
  for (const row of items(invoices).slice(0, 2))
    await body(
      'getFilesNumeroFactura',
      gestor.POST('/getFilesNumeroFactura', {
        params: { query: { numeroFactura: field<string>(row, 'numeroFactura') } },
      }),
    );

  // ---------------------------------------------------------------- files
  const folder = `${hoteles.clientId}/MISDOCUMENTOS/Pruebas`;
  const uploaded: Json[] = [];
  for (const [name, centerDB] of [
    ['uno.pdf', hoteles.centerIds[0]],
    ['dos.pdf', undefined],
  ] as const)
    uploaded.push(
      await body(
        'uploadFile',
        gestor.POST('/uploadFile', {
          params: {
            query: { folder, clientDB: hoteles.clientId, tags: 'prueba', ...(centerDB ? { centerDB } : {}) },
          },
          body: { file: pdf(name) },
        }),
      ),
    );
  uploaded.push(
    await body(
      'uploadFileWeb',
      gestor.POST('/uploadFileWeb', {
        params: { query: { folder, tags: 'web' } },
        body: { file: pdf('tres.pdf') },
      }),
    ),
  );
  await body(
    'uploadMultipleFiles',
    gestor.POST('/uploadMultipleFiles', {
      body: { folder, tags: 'varios', files: [pdf('cuatro.pdf'), pdf('cinco.pdf')] },
    }),
  );
  await body(
    'getFilesByTags',
    gestor.POST('/getfilesbytags', { body: { tags: ['prueba', 'aceite'], clientDB: null, centerDB: null } }),
  );
  for (const path of [undefined, 'MISDOCUMENTOS', 'MISDOCUMENTOS/Pruebas'])
    await body(
      'getFiles',
      gestor.POST('/getFiles', {
        params: { query: { client: hoteles.client, ...(path ? { path } : {}) } },
      }),
    );
  await body('getAllFiles', gestor.POST('/getallfiles', { params: { query: { client: hoteles.client } } }));
  await body(
    'sendMultipleFiles',
    gestor.POST('/sendMultipleFiles', {
      body: { blobFilenameList: [field<string>(uploaded[0], 'blobUri')], ...mine },
    }),
  );
  await body(
    'deleteMultipleFiles',
    gestor.POST('/deleteMultipleFiles', {
      body: { blobFilenameList: [field<string>(uploaded[1], 'blobUri')] },
    }),
  );
  await body(
    'deleteFile',
    gestor.DELETE('/deleteFile', { params: { query: { blobUri: field<string>(uploaded[2], 'blobUri') } } }),
  );

  // ---------------------------------------------------------------- contacts and search
  await body('contacts', gestor.POST('/contacts', { body: [hoteles.clientId, talleres.clientId] }));
  const contacts: Json[] = [];
  for (const name of ['Ana Prueba', 'Luis Prueba'])
    contacts.push(
      await body(
        'contact',
        gestor.POST('/contact', {
          body: { clientId: hoteles.clientId, name, email: 'ana.prueba@hotelescostaazul.es' },
        }),
      ),
    );
  await body(
    'deleteContact',
    gestor.DELETE('/deleteContact', { params: { query: { id: field<number>(contacts[1], 'id') } } }),
  );
  // A saved view of each user's, one shared: each list shows both.
  const views: Json[] = [];
  for (const [who, name, shared] of [
    [gestor, 'Vencidas', true],
    [cliente, 'Pagadas', false],
  ] as const)
    views.push(
      await body(
        'savedView',
        who.POST('/savedView', {
          body: {
            clientId: hoteles.clientId,
            screen: '/files?tab=factura',
            name,
            state: 'filtro=vencidas',
            shared,
          },
        }),
      ),
    );
  for (const who of [gestor, cliente])
    await body(
      'savedViews',
      who.GET('/savedViews', {
        params: { query: { clientId: hoteles.clientId, screen: '/files?tab=factura' } },
      }),
    );
  await body(
    'deleteSavedView',
    cliente.DELETE('/deleteSavedView', { params: { query: { id: field<number>(views[1], 'id') } } }),
  );
  for (const text of ['a', 'e']) {
    await body('searchContacts', gestor.POST('/search/contacts', { params: { query: { text, take: 20 } } }));
    await body(
      'searchServices',
      gestor.POST('/search/services', { params: { query: { text: 'SRV', take: 20 } } }),
    );
    await body('searchFiles', gestor.POST('/search/files', { params: { query: { text, take: 30 } } }));
  }

  // ---------------------------------------------------------------- requests
  await body('requestPermissions', gestor.GET('/requestpermissions'));
  await body('requestPermissions', cliente.GET('/requestpermissions'));
  const proposals = await body('comercialProposals', gestor.GET('/comercialproposals'));
  for (const row of items(proposals).slice(0, 2))
    await body(
      'comercialProposalDetails',
      gestor.GET('/comercialproposalDetails', { params: { query: { id: field<number>(row, 'id') } } }),
    );
  const newProposals: Json[] = [];
  for (const descripcion of ['Una propuesta', 'Otra propuesta'])
    newProposals.push(
      await body(
        'comercialProposal',
        gestor.POST('/comercialproposal', {
          body: {
            clientName: hoteles.client,
            empresa: 'Hoteles Costa Azul S.L.',
            contacto: 'Ana Prueba',
            email: 'ana.prueba@hotelescostaazul.es',
            descripcion,
          },
        }),
      ),
    );
  await body(
    'deleteComercialProposal',
    gestor.DELETE('/deleteComercialproposal', {
      params: { query: { id: field<number>(newProposals[1], 'id') } },
    }),
  );
  const external: Json[] = [];
  for (const empresa of ['Talleres Uno S.L.', 'Talleres Dos S.L.'])
    external.push(
      await body(
        'externalComercialProposal',
        as('cliente@demo.es').POST('/external/comercialproposal', {
          body: {
            empresa,
            contacto: 'Juan Pérez',
            email: 'juan@talleres.es',
            descripcion: 'Recogida de aceite',
            aceptaPrivacidad: true,
          },
        }),
      ),
    );
  await body('comercialProposalsExternal', admin.GET('/comercialproposalsexternal'));
  for (const row of external)
    await body(
      'comercialProposalDetailsExternal',
      admin.GET('/comercialproposaldetailsexternal', { params: { query: { id: field<number>(row, 'id') } } }),
    );
  await body(
    'externalComercialProposalUpdate',
    admin.POST('/external/comercialproposalupdate', {
      body: { id: field<number>(external[0], 'id'), estado: 'inprocess', notasInternas: 'Llamar' },
    }),
  );
  await body(
    'externalComercialProposalUpdate',
    admin.POST('/external/comercialproposalupdate', {
      body: { id: field<number>(external[0], 'id'), estado: 'closed' },
    }),
  );
  await body(
    'deleteComercialProposalExternal',
    admin.DELETE('/deleteComercialproposalexternal', {
      params: { query: { id: field<number>(external[1], 'id') } },
    }),
  );

  const incidences = await body('incidenceRequests', gestor.GET('/incidencerequests'));
  for (const row of items(incidences).slice(0, 2))
    await body(
      'incidenceRequestDetails',
      gestor.GET('/incidencerequestdetails', { params: { query: { id: field<number>(row, 'id') } } }),
    );
  const newIncidences: Json[] = [];
  for (const referencia of [field<string>(items(hotelServices)[0], 'referencia'), null])
    newIncidences.push(
      await body(
        'incidenceRequest',
        gestor.POST('/incidencerequest', {
          body: {
            clientName: hoteles.client,
            referencia,
            asunto: 'Contenedor no recogido',
            descripcion: 'Sin recoger',
          },
        }),
      ),
    );
  await body(
    'deleteIncidenceRequest',
    gestor.DELETE('/deleteincidencerequest', {
      params: { query: { id: field<number>(newIncidences[1], 'id') } },
    }),
  );
  const serviceRequests = await body('serviceRequests', gestor.GET('/servicerequests'));
  for (const row of items(serviceRequests).slice(0, 2))
    await body(
      'serviceRequestDetails',
      gestor.GET('/servicerequestdetails', { params: { query: { id: field<number>(row, 'id') } } }),
    );
  const newServiceRequests: Json[] = [];
  for (const cantidad of [12, null])
    newServiceRequests.push(
      await body(
        'serviceRequest',
        gestor.POST('/servicerequest', {
          body: {
            clientName: hoteles.client,
            tipoServicio: 'Recogida de aceite usado',
            descripcion: 'Recogida extra',
            cantidad,
            unidad: cantidad === null ? null : 'l',
          },
        }),
      ),
    );
  await body(
    'deleteServiceRequest',
    gestor.DELETE('/deleteservicerequest', {
      params: { query: { id: field<number>(newServiceRequests[1], 'id') } },
    }),
  );

  // ---------------------------------------------------------------- reports
  for (const path of [
    '/reports/getVolumeOfWaste',
    '/reports/getVolumeOfWasteType',
    '/reports/getVolumeOfServicesPerMonth',
    '/reports/getVolumeOfServicesPerCenter',
    '/reports/getCostOfEnvironmentalManagementPerMonth',
    '/reports/GetCostOfEnvironmentalManagementPerCenter',
    '/reports/GetIncomePerMonth',
    '/reports/GetIncomePerCenter',
    '/reports/GetVolumeOfWasteTypeLERCode',
  ] as const)
    await body(
      path,
      gestor.POST(path, { params: { query: { year } }, body: { idDireccionesServicio: gestorDirections } }),
    );

  // ---------------------------------------------------------------- notifications, menus, configuration
  for (const [who, email, isAdmin] of [
    [gestor, 'gestor@demo.es', false],
    [superadmin, 'superadmin@demo.es', true],
  ] as const)
    await body(
      'notifications',
      who.POST('/notifications', {
        body: {
          userId: api.summary.accounts[email].oid,
          isAdmin,
          clientNames: [hoteles.client, talleres.client],
          idDireccionesServicio: gestorDirections,
          markSeen: false,
        },
      }),
    );
  for (const c of [hoteles, talleres]) {
    await body(
      'clienteMenu',
      admin.POST('/clientemenu', { body: { cliente: c.client, menuEntries: ['services', 'contacts'] } }),
    );
    await body(
      'clienteMenuReports',
      admin.POST('/clientemenureports', { body: { cliente: c.client, menuEntries: ['volumeOfWaste'] } }),
    );
    await body(
      'configClientsHomeKpis',
      admin.POST('/configClientsHomeKPIs', { body: { cliente: c.client, config: ['serviciosAnio'] } }),
    );
    await body(
      'configClientsServiceKpis',
      admin.POST('/configClientsServiceKPIs', { body: { cliente: c.client, config: ['programados'] } }),
    );
    await body(
      'configClientsServicesColumns',
      admin.POST('/configClientsServicesColumns', {
        body: { cliente: c.client, config: ['referencia', 'fecha'] },
      }),
    );
    await body(
      'configClientsActions',
      admin.POST('/configClientsActions', { body: { cliente: c.client, config: ['serviceRequest'] } }),
    );
  }

  for (const c of [hoteles, talleres]) {
    await body(
      'getClienteMenu',
      gestor.GET('/getclientemenu', { params: { query: { clientId: c.clientId } } }),
    );
    await body(
      'getClienteMenuReports',
      gestor.GET('/getclientemenureports', { params: { query: { clientId: c.clientId } } }),
    );
    for (const path of [
      '/getConfigClientsHomeKPIs',
      '/getConfigClientsServiceKPIs',
      '/getConfigClientsServicesColumns',
      '/getConfigClientsActions',
    ] as const)
      await body(path, gestor.GET(path, { params: { query: { clientId: c.clientId } } }));
  }

  // ---------------------------------------------------------------- administration
  const adminQuery = { params: { query: { take: 20 } } };
  await body('adminIncidenceRequest', admin.GET('/admin/incidencerequest', adminQuery));
  await body('adminComercialProposals', admin.GET('/admin/comercialproposals', adminQuery));
  await body('adminServiceRequest', admin.GET('/admin/servicerequest', adminQuery));
  await body('adminClients', admin.GET('/admin/clients', adminQuery));
  await body('adminServiceDirections', admin.GET('/admin/servicedirections', adminQuery));
  await body('adminClientsList', admin.GET('/admin/clientslist'));
  await body('adminTypeOfService', admin.GET('/admin/typeofservice'));
  const types: Json[] = [];
  for (const tipoFactura1 of ['Recogida especial', 'Transporte especial'])
    types.push(
      await body(
        'adminSaveTypeOfService',
        admin.POST('/admin/typeofservice', {
          body: { idTipoFactura: 90 + types.length, tipoFactura1, descripcion: tipoFactura1 },
        }),
      ),
    );
  for (const c of [hoteles, meseta])
    await body(
      'adminClientTree',
      admin.POST('/admin/clienttree', { params: { query: { clientId: c.clientId } } }),
    );
  await body('getUsersB2C', admin.GET('/getUsersB2C', adminQuery));
  await body('getUsers', admin.GET('/getUsers', { params: { query: { text: 'demo' } } }));
  for (const email of ['cliente@demo.es', 'gestor@demo.es'] as const) {
    const oid = api.summary.accounts[email].oid;
    await body('adminPermisions', admin.POST('/admin/permisions', { body: { oid } }));
    await body(
      'adminUserPermisions',
      admin.GET('/admin/userpermisions', { params: { query: { userOID: oid } } }),
    );
    await body(
      'adminUserPermisionsDigitalized',
      admin.GET('/admin/userpermisionsdigitalized', { params: { query: { userOID: oid } } }),
    );
  }
  await body('adminPermisions', admin.POST('/admin/permisions', { body: {} }));

  const newClients: Json[] = [];
  for (const [name, cif] of [
    ['Cliente Prueba Uno S.L.', 'B12345674'],
    ['Cliente Prueba Dos S.L.', null],
  ] as const)
    newClients.push(
      await body(
        'adminCreateClient',
        admin.POST('/admin/createclient', {
          body: { client: name, regenera: false, digitalized: false, cif, razonSocial: cif ? name : null },
        }),
      ),
    );
  const newClientId = field<number>(newClients[0], 'clientId');
  await body(
    'adminUpdateClient',
    admin.POST('/admin/updateclient', {
      body: { clientId: newClientId, client: 'Cliente Prueba Uno S.A.', regenera: true, digitalized: false },
    }),
  );
  const nifs: Json[] = [];
  for (const [nif, principal] of [
    ['B87654323', false],
    ['A11111119', false],
  ] as const)
    nifs.push(
      await body(
        'adminClientNif',
        admin.POST('/admin/clientnif', {
          body: { clientId: newClientId, nif, razonSocial: 'Otra razón', principal },
        }),
      ),
    );
  await body(
    'adminDeleteClientNif',
    admin.DELETE('/admin/deleteclientnif', { params: { query: { id: field<number>(nifs[1], 'id') } } }),
  );
  const newCenters: Json[] = [];
  for (const [nombre, direccion] of [
    ['Sede', 'Calle Mayor 1'],
    ['Almacén', null],
  ] as const)
    newCenters.push(
      await body(
        'adminCreateCenter',
        admin.POST('/admin/createcenter', {
          body: {
            clientId: newClientId,
            nombre,
            parentId: null,
            direccion,
            localidad: null,
            provincia: null,
            codigoPostal: null,
          },
        }),
      ),
    );
  await body(
    'adminDeleteCenter',
    admin.DELETE('/admin/deletecenter', {
      params: { query: { centerId: field<number>(newCenters[1], 'centerId') } },
    }),
  );
  const directions = await body(
    'adminServiceDirections',
    admin.GET('/admin/servicedirections', { params: { query: { clientId: hoteles.clientId } } }),
  );
  const direction = items(directions)[0];
  await body(
    'adminUpdateServiceDirections',
    admin.POST('/admin/updateservicedirections', {
      params: {
        query: {
          iddireccionservicio: field<number>(direction, 'iddireccionservicio'),
          centerId: field<number>(direction, 'centerId'),
        },
      },
    }),
  );
  await body(
    'adminDeleteClient',
    admin.DELETE('/admin/deleteclient', {
      params: { query: { clientId: field<number>(newClients[1], 'clientId') } },
    }),
  );
  for (const path of ['/admin/homebanner', '/admin/ticketsbanner'] as const) {
    const [first] = items(
      await body(path, gestor.GET(path === '/admin/homebanner' ? '/homebanner' : '/ticketsbanner')),
    );
    await body(
      path,
      admin.POST(path, { body: { id: field<number>(first, 'id'), description: 'Aviso', link: null } }),
    );
    await body(path, admin.POST(path, { body: { description: 'Aviso nuevo', link: 'https://example.es' } }));
  }
  await body(
    'adminCenters',
    admin.GET('/admin/centers', { params: { query: { clientId: hoteles.clientId } } }),
  );
  const homeBanners = await body(
    'adminBanners',
    admin.GET('/admin/banners', { params: { query: { kind: 'home' } } }),
  );
  await body(
    'adminDeleteHomeBanner',
    admin.DELETE('/admin/deletehomebanner', {
      params: { query: { id: field<number>(items(homeBanners)[0], 'id') } },
    }),
  );

  const created: Json[] = [];
  for (const n of [1, 2, 3])
    created.push(
      await body(
        'createUserB2C',
        admin.POST('/createUserB2C', {
          body: {
            email: `nuevo${n}@cliente.es`,
            givenName: 'Nuevo',
            familyName: `Usuario ${n}`,
            role: 0,
            clientId: 1,
          },
        }),
      ),
    );
  // Identity users the seed has not registered in the portal yet, once by e-mail and once by oid.
  const unregistered = await api.db.select().from(users).where(eq(users.registrado, false)).limit(2);
  for (const [i, user] of unregistered.entries())
    await body(
      'registerUserB2C',
      admin.POST('/registerUserB2C', {
        body: { email: user.email, ...(i === 1 ? { oid: user.oid } : {}), role: 0, empresa: user.empresa },
      }),
    );
  const userOid = (i: number) => field<string>(created[i], 'oid');
  for (const path of ['/admin/resendinvitation', '/admin/revokeinvitation'] as const)
    await body(path, admin.POST(path, { params: { query: { oid: userOid(2) } } }));
  await body(
    'updateUser',
    admin.POST('/updateUser', {
      body: {
        oid: userOid(0),
        givenName: 'Nueva',
        familyName: 'Usuaria',
        empresa: 'Otra S.L.',
        role: 3,
        activo: true,
      },
    }),
  );
  const permissions: Json[] = [];
  for (const [clientIds, digitalized] of [
    [[hoteles.clientId], false],
    [[meseta.clientId], true],
  ] as const)
    permissions.push(
      await body(
        'adminInsertPermisions',
        admin.POST('/admin/insertpermisions', {
          body: { oid: userOid(0), clientIds: [...clientIds], centerIds: [], digitalized },
        }),
      ),
    );
  await body(
    'adminUpdatePermisions',
    admin.POST('/admin/updatepermisions', {
      body: {
        oid: userOid(0),
        clientIds: [hoteles.clientId],
        centerIds: hoteles.centerIds.slice(0, 2),
        digitalized: false,
      },
    }),
  );
  const centros = (answer: Json | undefined) => (answer?.centros as Row[] | undefined) ?? [];
  await body(
    'adminPermisionsCenterAccesDigitalized',
    admin.DELETE('/admin/permisionscenteraccesdigitalized', {
      params: { query: { id: field<number>(centros(permissions[1])[0], 'id') } },
    }),
  );
  const updated = await body(
    'adminUserPermisions',
    admin.GET('/admin/userpermisions', { params: { query: { userOID: userOid(0) } } }),
  );
  await body(
    'adminPermisionsCenterAcces',
    admin.DELETE('/admin/permisionscenteracces', {
      params: { query: { id: field<number>(centros(updated)[0], 'id') } },
    }),
  );
  await body(
    'adminDeletePermisions',
    admin.DELETE('/admin/permisions', { params: { query: { oid: userOid(0) } } }),
  );
  for (const kind of ['idence', 'service'] as const) {
    const insert =
      kind === 'idence' ? '/admin/insertidencerequestpermision' : '/admin/insertservicerequestpermision';
    const list =
      kind === 'idence' ? '/admin/getincidencerequestpermisions' : '/admin/getservicerequestpermisions';
    const remove =
      kind === 'idence' ? '/admin/deleteidencerequestpermision' : '/admin/deleteservicerequestpermision';
    for (const i of [1, 2])
      await body(insert, admin.POST(insert, { params: { query: { oid: userOid(i) } } }));
    await body(list, admin.GET(list));
    await body(remove, admin.DELETE(remove, { params: { query: { oid: userOid(2) } } }));
  }
  await body('deleteUser', admin.DELETE('/deleteUser', { params: { query: { oid: userOid(1) } } }));
  for (const nivel of [undefined, 'info'] as const) {
    const filter = { take: 30, desde: '2025-01-01', hasta: today, ...(nivel ? { nivel } : {}) };
    await body('adminLogs', superadmin.POST('/admin/logs', { body: filter }));
    await body('adminLogsClientCreation', superadmin.POST('/admin/logsclientcreation', { body: filter }));
  }

  // ---------------------------------------------------------------- statistics
  for (const [page, centro] of [
    ['/services', 'Costa del Sol'],
    ['/reports', null],
  ] as const)
    await body(
      'statisticsLogInfo',
      gestor.POST('/statistics/loginfo', { body: { page, action: 'view', client: hoteles.client, centro } }),
    );
  const stats = superadmin;
  await body(
    'statisticsGetHomeAccesMonth',
    stats.GET('/statistics/gethomeaccesmonth', {
      params: { query: { startDate: '2026-01-01', endDate: today } },
    }),
  );
  await body(
    'statisticsGetHomeAccesDay',
    stats.GET('/statistics/gethomeaccesday', { params: { query: { year, month: 10 } } }),
  );
  await body('statisticsGetInteractionAccess', stats.GET('/statistics/getinteractionaccess'));
  await body(
    'statisticsGetInteractionAccessMonth',
    stats.GET('/statistics/getinteractionaccessmonth', {
      params: { query: { startDate: '2026-01-01', endDate: today } },
    }),
  );
  await body(
    'statisticsGetInteractionAccessDay',
    stats.GET('/statistics/getinteractionaccessday', { params: { query: { year, month: 10 } } }),
  );
  for (const month of [undefined, 10])
    await body(
      'statisticsGetPagesViews',
      stats.GET('/statistics/getpagesviews', { params: { query: { year, ...(month ? { month } : {}) } } }),
    );
  const activity = await body(
    'statisticsGetAccesosActividad',
    stats.GET('/statistics/getaccesosactividad', { params: { query: { year } } }),
  );
  for (const row of items(activity).slice(0, 2))
    await body(
      'statisticsGetAccesosActividadUsuario',
      stats.GET('/statistics/getaccesosactividadusuario', {
        params: { query: { userId: field<string>(row, 'userId'), year } },
      }),
    );
  await body(
    'statisticsGetClientsViews',
    stats.GET('/statistics/getclientsviews', { params: { query: { year } } }),
  );
  await body('statisticsGetClientesData', stats.GET('/statistics/getclientesdata'));
  await body(
    'statisticsGetCentrosData',
    stats.GET('/statistics/getcentrosdata', { params: { query: { client: hoteles.client, year } } }),
  );
}

describe('properties the server always sends', () => {
  it('the scenario’s calls all succeed', () => {
    expect(failures).toEqual([]);
  });

  it('every operation that answers JSON is called', () => {
    const json = operationsOf(bundledSpec).flatMap(({ operation }) =>
      Object.entries(operation.responses).some(
        ([status, answer]) => status.startsWith('2') && answer.content?.['application/json'],
      )
        ? [operation.operationId ?? '']
        : [],
    );
    const answered = new Set([...presence.answers.keys()].map((key) => key.split(' ')[0]));
    expect(json.filter((operationId) => !answered.has(operationId))).toEqual([]);
  });

  it('observes every object schema with optional properties at least twice', () => {
    const optional = presence.schemasWithOptionalProperties();
    expect(optional.length).toBeGreaterThan(0);
    const seldom = optional.filter((schema) => (presence.schemas.get(schema)?.instances ?? 0) < 2);
    expect(seldom).toEqual([]);
  });

  it('are required: no property is optional while present in every object received', () => {
    const offenders = presence
      .optionalButAlwaysSent(2)
      .map(
        ({ schema, property, instances, operations }) =>
          `${schema}.${property} (in all ${instances}; ${operations.slice(0, 3).join(', ')})`,
      );
    expect(offenders).toEqual([]);
  });
});
