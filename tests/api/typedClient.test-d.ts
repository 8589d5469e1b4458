/**
 * Calls by path (the API tests, end-to-end helpers and benchmarks) are typed by the contract: a path,
 * method, parameter or body field it lacks fails typecheck. Each `@ts-expect-error` must be an error
 * (an unused one fails tsc), and the correct calls beside them must compile.
 */
import { test } from 'vitest';
import type { TypedApi } from '../../server/testing/typedClient';

declare const api: TypedApi;

test('a path the contract lacks is a type error', () => {
  void api.POST('/ticketsGrid', { body: { take: 10 } });
  // @ts-expect-error: the contract's path is /ticketsGrid
  void api.POST('/ticketGrid', { body: { take: 10 } });
  // @ts-expect-error: /ticketsGrid is a POST only
  void api.GET('/ticketsGrid');
});

test('a body field the contract lacks, or of another type, is a type error', () => {
  void api.POST('/ticketsGrid', { body: { take: 10, orderBy: 'asc' } });
  // @ts-expect-error: GridRequest has no 'takes'
  void api.POST('/ticketsGrid', { body: { takes: 10 } });
  // @ts-expect-error: 'take' is an integer
  void api.POST('/ticketsGrid', { body: { take: '10' } });
  // @ts-expect-error: orderBy is 'asc' or 'desc'
  void api.POST('/ticketsGrid', { body: { orderBy: 'up' } });
});

test('query parameters are the contract’s, and required ones must be given', () => {
  void api.GET('/ticketsGridDetails', { params: { query: { idTicket: 1 } } });
  // @ts-expect-error: the parameter is idTicket
  void api.GET('/ticketsGridDetails', { params: { query: { id: 1 } } });
  // @ts-expect-error: idTicket is required
  void api.GET('/ticketsGridDetails');
  // @ts-expect-error: idTicket is an integer
  void api.GET('/ticketsGridDetails', { params: { query: { idTicket: 'uno' } } });
});

test('a multipart body takes its file as a Blob', () => {
  const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
  void api.POST('/uploadMultipleFiles', { body: { files: [file], folder: '1/MISDOCUMENTOS' } });
  // @ts-expect-error: files are Blobs, not names
  void api.POST('/uploadMultipleFiles', { body: { files: ['a.pdf'], folder: '1/MISDOCUMENTOS' } });
});
