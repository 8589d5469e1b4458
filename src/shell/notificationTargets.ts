/**
 * Where a notification of the profile panel leads, read from screens.config.ts so that no
 * component names a route: a request's change opens the request's detail in the screen that lists
 * it (the grid whose detail operation reads that kind of request, `?tab=…&detalle=<id>`); a service
 * without invoice opens the selected client's services screen searching its referencia; a template
 * creation opens the administration's client configuration. Only screens the user may open count;
 * process errors lead nowhere.
 */
import { configClientsHomeKpis } from '../api/generated/client-config/client-config';
import type { Notificacion } from '../api/generated/model';
import { incidenceRequestDetails, serviceRequestDetails } from '../api/generated/requests/requests';
import { regeneraTicketsGridDetails, ticketsGridDetails } from '../api/generated/tickets/tickets';
import { detailParam } from '../features/grid/gridState';
import { type NotificationTarget, notificationTexts } from '../features/profile/notificationDisplay';
import type { ScreenBody, ScreenSpec } from '../language';
import { type AccessContext, canOpen, navLinksFor } from '../language/access';

type Screens = Readonly<Record<string, ScreenSpec>>;

interface Place {
  path: string;
  /** The tab of a tabbed screen (`?tab=`). */
  tab?: string;
}

/** Whether a body, or a section of it, satisfies the test. */
function bodyHas(body: ScreenBody, test: (body: ScreenBody) => boolean): boolean {
  if (test(body)) return true;
  if (body.kind === 'sections') return body.sections.some((section) => bodyHas(section.body, test));
  return false;
}

/** The first screen the user may open whose body (or one of its tabs) satisfies the test. */
function findPlace(
  screens: Screens,
  context: AccessContext,
  test: (body: ScreenBody) => boolean,
): Place | null {
  for (const screen of Object.values(screens)) {
    if (!canOpen(screen, context)) continue;
    if (screen.body.kind === 'tabs') {
      const tab = screen.body.tabs.find((candidate) => bodyHas(candidate.body, test));
      if (tab) return { path: screen.path, tab: tab.id };
    } else if (bodyHas(screen.body, test)) return { path: screen.path };
  }
  return null;
}

function hrefOf(place: Place, params: Record<string, string>): string {
  const query = new URLSearchParams(place.tab ? { tab: place.tab, ...params } : params);
  const search = query.toString();
  return search ? `${place.path}?${search}` : place.path;
}

const gridWithDetail =
  (...detailQueries: readonly unknown[]) =>
  (body: ScreenBody) =>
    body.kind === 'grid' && detailQueries.includes(body.detail?.query);

/**
 * The selected client's services list: of the screens listing services (their detail reads a
 * service), the one its navigation links to (a regenera client's, not the normal one it hides).
 */
function servicesPlace(screens: Screens, context: AccessContext): Place | null {
  const linked = new Set(navLinksFor(screens, context).map((link) => link.path));
  const listsServices = gridWithDetail(ticketsGridDetails, regeneraTicketsGridDetails);
  const screen = Object.values(screens).find(
    (candidate) =>
      linked.has(candidate.path) &&
      (candidate.body.kind === 'tabs'
        ? candidate.body.tabs.some((tab) => listsServices(tab.body))
        : listsServices(candidate.body)),
  );
  return screen ? { path: screen.path } : null;
}

export function notificationTarget(
  notification: Pick<Notificacion, 'type' | 'requestId' | 'referencia'>,
  screens: Screens,
  context: AccessContext,
): NotificationTarget | null {
  switch (notification.type) {
    case 'IncidenceRequest':
    case 'ServiceRequest': {
      const id = notification.requestId;
      if (id === null) return null;
      const incidence = notification.type === 'IncidenceRequest';
      const place = findPlace(
        screens,
        context,
        gridWithDetail(incidence ? incidenceRequestDetails : serviceRequestDetails),
      );
      if (!place) return null;
      return {
        to: hrefOf(place, { [detailParam.name]: String(id) }),
        label: incidence ? notificationTexts.openIncidence(id) : notificationTexts.openServiceRequest(id),
      };
    }
    case 'ServiceWithoutInvoice': {
      const referencia = notification.referencia;
      const place = referencia ? servicesPlace(screens, context) : null;
      if (!place || !referencia) return null;
      return {
        to: hrefOf(place, { queryText: referencia }),
        label: notificationTexts.openService(referencia),
      };
    }
    case 'ClientTemplateCreation': {
      const place = findPlace(
        screens,
        context,
        (body) => body.kind === 'form' && (body.submit as unknown) === configClientsHomeKpis,
      );
      return place ? { to: hrefOf(place, {}), label: notificationTexts.openClientConfig } : null;
    }
    case 'ERROR':
      return null;
  }
}
