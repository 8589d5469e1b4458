/**
 * Holds every success answer of the reference API to the contract, as the tests receive it: a JSON
 * body must parse with its operation's generated zod response schema, a download must come as the
 * contract's media type with a file name in Content-Disposition. The test API runs this on each
 * request, so all API suites check it without asking.
 */
import type { ZodType } from 'zod';
import { routeInfo } from '../contract';
import * as admin from '../generated/admin/admin.zod';
import * as clientConfig from '../generated/client-config/client-config.zod';
import * as contacts from '../generated/contacts/contacts.zod';
import * as documents from '../generated/documents/documents.zod';
import * as files from '../generated/files/files.zod';
import * as notifications from '../generated/notifications/notifications.zod';
import * as regenera from '../generated/regenera/regenera.zod';
import * as reports from '../generated/reports/reports.zod';
import * as requests from '../generated/requests/requests.zod';
import * as savedViews from '../generated/saved-views/saved-views.zod';
import * as search from '../generated/search/search.zod';
import * as statistics from '../generated/statistics/statistics.zod';
import * as structure from '../generated/structure/structure.zod';
import * as tickets from '../generated/tickets/tickets.zod';

const generated: Record<string, unknown> = {
  ...admin,
  ...clientConfig,
  ...contacts,
  ...documents,
  ...files,
  ...notifications,
  ...regenera,
  ...reports,
  ...requests,
  ...savedViews,
  ...search,
  ...statistics,
  ...structure,
  ...tickets,
};

/** orval names an operation's response schema after it: ticketsGrid -> TicketsGridResponse. */
function responseSchemaOf(operationId: string): ZodType {
  const schema = generated[`${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`];
  if (!schema) throw new Error(`No generated response schema for ${operationId}`);
  return schema as ZodType;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/** Throws a ContractViolation when a 2xx answer of the operation at `method` `url` breaks the contract. */
export async function checkAnswerAgainstContract(method: string, url: string, response: Response) {
  if (response.status < 200 || response.status > 299) return;
  const path = new URL(url, 'http://api.local').pathname;
  const route = routeInfo(method, path);
  if (!route) return;
  const where = `${method.toUpperCase()} ${path} (${route.operationId})`;
  const contentType = response.headers.get('Content-Type') ?? '';

  if (route.answers !== 'application/json') {
    // application/octet-stream stands for "the document's own type" (downloadFile serves PDFs, images…).
    const anyDocument =
      route.answers === 'application/octet-stream' && !contentType.startsWith('application/json');
    if (!anyDocument && !contentType.startsWith(route.answers)) {
      throw new ContractViolation(`${where} answered ${contentType}, the contract says ${route.answers}`);
    }
    if (!/filename/.test(response.headers.get('Content-Disposition') ?? '')) {
      throw new ContractViolation(`${where} answered a download without a file name`);
    }
    return;
  }

  if (!contentType.startsWith('application/json')) {
    throw new ContractViolation(`${where} answered ${contentType}, the contract says JSON`);
  }
  const parsed = responseSchemaOf(route.operationId).safeParse(await response.clone().json());
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    throw new ContractViolation(`${where} answered a body outside the contract:\n${issues.join('\n')}`);
  }
}
