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
import { detailParam } from '../features/grid/gridState';
import { type NotificationTarget, notificationTargetTexts } from '../features/profile/notificationTarget';
import type { ScreenSpec } from '../language';
import type { AccessContext } from '../language/access';
import { findPlace, gridWithDetail, hrefOf, servicesPlace } from './screenPlaces';

export function notificationTarget(
  notification: Pick<Notificacion, 'type' | 'requestId' | 'referencia'>,
  screens: Readonly<Record<string, ScreenSpec>>,
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
        label: incidence
          ? notificationTargetTexts.openIncidence(id)
          : notificationTargetTexts.openServiceRequest(id),
      };
    }
    case 'ServiceWithoutInvoice': {
      const referencia = notification.referencia;
      const place = referencia ? servicesPlace(screens, context) : null;
      if (!place || !referencia) return null;
      return {
        to: hrefOf(place, { queryText: referencia }),
        label: notificationTargetTexts.openService(referencia),
      };
    }
    case 'ClientTemplateCreation': {
      const place = findPlace(
        screens,
        context,
        (body) => body.kind === 'form' && (body.submit as unknown) === configClientsHomeKpis,
      );
      return place ? { to: hrefOf(place, {}), label: notificationTargetTexts.openClientConfig } : null;
    }
    case 'ERROR':
      return null;
  }
}
