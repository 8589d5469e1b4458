/**
 * The table of contents of Portal Clientes: every screen, who sees it, what it shows.
 *
 * The router, the navigation and the access checks read this file only. A screen opens at its name
 * in kebab case (`legalNotice`: /legal-notice) unless it writes its `path`; `nav` is its place in
 * the top navigation (its link says the title); its body, bound to generated fetchers (so a wrong
 * column key or request field fails `tsc`), lives in src/config/, one file per area.
 * docs/config-language.md says how to add one.
 */

import { actionsBody, contactsBody } from './src/config/actions';
import { adminDashboardBody } from './src/config/adminDashboard';
import { externalProposalForm } from './src/config/clientForms';
import { digitalizedFolder, filesBody, filesSearchResultsBody } from './src/config/documents';
import { geolocationBody, servicesRegeneraBody, traceabilityBody } from './src/config/regenera';
import { reportsBody, reportsRegeneraBody } from './src/config/reports';
import { homeBody, servicesBody, servicesGrid } from './src/config/services';
import { defineScreens, publicPage } from './src/language';

export { documentTypes } from './src/config/documents';

export const screens = defineScreens({
  // Digitalized clients land on /digitalized/dservices, but the root stays theirs too.
  home: { path: '/', title: 'Inicio', audience: ['client', 'digitalized'], body: homeBody },
  services: { title: 'Servicios', audience: ['client'], nav: 10, body: servicesBody },
  servicesRegenera: { title: 'Servicios', audience: ['regenera'], nav: 10, body: servicesRegeneraBody },
  contacts: { title: 'Contactos', audience: ['client'], nav: 20, body: contactsBody },
  reports: { title: 'Informes', audience: ['client'], nav: 30, body: reportsBody },
  reportsRegenera: { title: 'Informes', audience: ['regenera'], nav: 30, body: reportsRegeneraBody },
  files: { title: 'Archivos', audience: ['client'], nav: 40, body: filesBody },
  actions: { title: 'Acciones', audience: ['client'], nav: 50, body: actionsBody },
  traceability: { title: 'Trazabilidad', audience: ['regenera'], nav: 60, body: traceabilityBody },
  geolocation: { title: 'Geolocalización', audience: ['regenera'], nav: 70, body: geolocationBody },
  // One tab per admin area (docs/product-rules.md#access: clients … usage statistics).
  adminDashboard: {
    path: '/administration/admin-dashboard',
    title: 'Administración',
    audience: ['admin'],
    nav: 0,
    body: adminDashboardBody,
  },
  // The services by year and dates: the digitalized clients' lookup has no centers to narrow by.
  digitalizedServices: {
    path: '/digitalized/dservices',
    title: 'Servicios',
    audience: ['digitalized'],
    nav: 10,
    body: { ...servicesGrid, filters: ['year', 'dateRange'] },
  },
  digitalizedFiles: {
    path: '/digitalized/dfiles',
    title: 'Archivos',
    audience: ['digitalized'],
    nav: 40,
    body: digitalizedFolder,
  },
  filesSearchResults: {
    title: 'Resultados de la búsqueda',
    audience: ['client'],
    body: filesSearchResultsBody,
  },
  // The public screens are pages of their own, made at build time (src/app/publicPages.tsx).
  legalNotice: { title: 'Aviso legal', audience: ['public'], body: publicPage('legalNotice') },
  privacyPolicy: {
    title: 'Política de privacidad y cookies',
    audience: ['public'],
    body: publicPage('privacyPolicy'),
  },
  externalRequests: {
    title: 'Solicitud de propuesta comercial',
    audience: ['public'],
    body: publicPage(externalProposalForm),
  },
});

export type ScreenName = keyof typeof screens;
