/**
 * A request body must come in a media type its operation takes (the contract's requestBody), or the
 * answer is 415: a JSON body sent as text/plain would otherwise be read as no body at all, and a
 * client's mistake would look like an empty answer. A request that says it carries no body
 * (no Content-Length above 0, not chunked) is left to the validators.
 */
import type { RouteInfo } from '../contract';
import { unsupportedMediaType } from './errors';

export interface BodyHeaders {
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

export function requireContractMediaType(route: Pick<RouteInfo, 'bodyTypes'>, headers: BodyHeaders): void {
  if (route.bodyTypes.length === 0) return;
  const declared = route.bodyTypes.join(' o ');
  if (headers.contentType === undefined || mediaTypeOf(headers.contentType) === '') {
    const carriesBody = Number(headers.contentLength ?? 0) > 0 || headers.transferEncoding !== undefined;
    if (carriesBody)
      throw unsupportedMediaType(
        `El cuerpo de la petición debe enviarse como ${declared} (falta Content-Type).`,
      );
    return;
  }
  const type = mediaTypeOf(headers.contentType);
  if (!route.bodyTypes.includes(type))
    throw unsupportedMediaType(`El cuerpo de la petición debe enviarse como ${declared}, no como ${type}.`);
}
