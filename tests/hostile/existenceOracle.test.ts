/**
 * No answer tells another client's records apart from none, over real sockets against the started
 * stack: cliente@ names, operation by operation, a record that does not exist and a record of a
 * client it may not see, and gets the same answer for both (status, content type and body; where
 * the message quotes what was asked for, with that quote set aside). The other client's records
 * are as they were afterwards, and the server answers normally.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope, type Scope } from '../../server/auth/scope';
import { contacts, facturas, facturasProforma, files, tickets, traceability } from '../../server/db/schema';
import { demoAccount } from '../../server/seed/demoAccounts';
import type { DocumentStorage } from '../../server/storage/documentStorage';
import { openStorage } from '../../server/storage/openStorage';
import { type HttpAnswer, type StartedStack, startStackForTests } from '../../server/testing/startedStack';

const CLIENTE = 'cliente@demo.es';
/** Ids and keys that no seeded record has. */
const NO_ID = 987_654_321;
const NO_KEY = 'NOEXISTE-0000';

let stack: StartedStack;
let scope: Scope;
let storage: DocumentStorage;

beforeAll(async () => {
  stack = await startStackForTests();
  storage = openStorage(stack.config);
  scope = await loadScope(stack.stack.db, { oid: demoAccount(CLIENTE).oid, isAdmin: false }, 'normal');
}, 240_000);
afterAll(async () => {
  await storage?.close();
  await stack?.close();
});

/** The first row, or a failure saying which record the seed lacks. */
async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error(`the seed has ${what} of a client cliente@ does not see`);
  return row;
}

const seenDirections = () => [...scope.directionIds];
const seenClients = () => [...scope.clientIds];

interface Probe {
  /** The request for one record, named by `key`. */
  ask: (key: string) => Promise<HttpAnswer>;
  /** A key of a record that does not exist. */
  missing: string;
  /** A key of another client's record, and a check that the record is as it was. */
  foreign: () => Promise<{ key: string; unchanged: () => Promise<void> }>;
}

const get = (path: string) => (key: string) =>
  stack.call('GET', `${path}${encodeURIComponent(key)}`, { as: CLIENTE });

const probes: Record<string, Probe> = {
  'GET /ticketsGridDetails': {
    ask: get('/api/ticketsGridDetails?idTicket='),
    missing: String(NO_ID),
    foreign: async () => {
      const row = await first(
        stack.stack.db
          .select({ idTicket: tickets.idTicket })
          .from(tickets)
          .where(notInArray(tickets.iddireccionservicio, seenDirections()))
          .limit(1),
        'a service',
      );
      return { key: String(row.idTicket), unchanged: async () => {} };
    },
  },
  'DELETE /deleteContact': {
    ask: (key) => stack.call('DELETE', `/api/deleteContact?id=${encodeURIComponent(key)}`, { as: CLIENTE }),
    missing: String(NO_ID),
    foreign: async () => {
      const row = await first(
        stack.stack.db
          .select({ id: contacts.id })
          .from(contacts)
          .where(notInArray(contacts.clientId, seenClients()))
          .limit(1),
        'a contact',
      );
      return {
        key: String(row.id),
        unchanged: async () =>
          expect(await stack.stack.db.select().from(contacts).where(eq(contacts.id, row.id))).toHaveLength(1),
      };
    },
  },
  'GET /downloadFile': {
    ask: get('/api/downloadFile?filename='),
    missing: '',
    foreign: async () => {
      const row = await foreignFile();
      return { key: row.blobUri, unchanged: () => fileKept(row.blobUri) };
    },
  },
  'DELETE /deleteFile': {
    ask: (key) => stack.call('DELETE', `/api/deleteFile?blobUri=${encodeURIComponent(key)}`, { as: CLIENTE }),
    missing: '',
    foreign: async () => {
      const row = await foreignFile();
      return { key: row.blobUri, unchanged: () => fileKept(row.blobUri) };
    },
  },
  'POST /getFilesNumeroFactura': {
    ask: (key) =>
      stack.call('POST', `/api/getFilesNumeroFactura?numeroFactura=${encodeURIComponent(key)}`, {
        as: CLIENTE,
      }),
    missing: NO_KEY,
    foreign: async () => {
      const row = await first(
        stack.stack.db
          .select({ numeroFactura: facturas.numeroFactura })
          .from(facturas)
          .where(notInArray(facturas.iddireccionservicio, seenDirections()))
          .limit(1),
        'an invoice',
      );
      return { key: row.numeroFactura, unchanged: async () => {} };
    },
  },
  'POST /updatefieldsfacturaproforma': {
    ask: (key) =>
      stack.call(
        'POST',
        `/api/updatefieldsfacturaproforma?idFactura=${encodeURIComponent(key)}&estado=aceptada`,
        {
          as: CLIENTE,
        },
      ),
    missing: String(NO_ID),
    foreign: async () => {
      const row = await first(
        stack.stack.db
          .select()
          .from(facturasProforma)
          .where(
            and(
              notInArray(facturasProforma.iddireccionservicio, seenDirections()),
              eq(facturasProforma.estado, 'pendiente'),
            ),
          )
          .limit(1),
        'a pending pro-forma',
      );
      return {
        key: String(row.idFactura),
        unchanged: async () => {
          const [now] = await stack.stack.db
            .select()
            .from(facturasProforma)
            .where(eq(facturasProforma.idFactura, row.idFactura));
          expect(now).toEqual(row);
        },
      };
    },
  },
  'GET /regenera/GetTrazabilidadReference': {
    ask: get('/api/regenera/GetTrazabilidadReference?referencia='),
    missing: NO_KEY,
    foreign: async () => {
      const row = await first(
        stack.stack.db
          .select({ referencia: traceability.referencia })
          .from(traceability)
          .where(notInArray(traceability.iddireccionservicio, seenDirections()))
          .limit(1),
        'a traceability reference',
      );
      return { key: row.referencia, unchanged: async () => {} };
    },
  },
};

/** A file of the company's in another client's folder (no center, so no center rule applies). */
let foreignFileRow: { blobUri: string } | undefined;
async function foreignFile() {
  foreignFileRow ??= await first(
    stack.stack.db
      .select({ blobUri: files.blobUri })
      .from(files)
      .where(and(notInArray(files.clientId, seenClients()), isNull(files.centerId)))
      .limit(1),
    'a file',
  );
  return foreignFileRow;
}

async function fileKept(blobUri: string) {
  expect(
    await stack.stack.db
      .select()
      .from(files)
      .where(inArray(files.blobUri, [blobUri])),
  ).toHaveLength(1);
  expect(await storage.read(blobUri)).toBeDefined();
}

/** What a person or a script could compare between two answers, the quoted key set aside. */
function comparable(answer: HttpAnswer, key: string) {
  return {
    status: answer.status,
    contentType: answer.headers['content-type'],
    body: answer.text().replaceAll(key, '«clave»'),
  };
}

describe('a record of another client answers as one that does not exist', () => {
  it.each(Object.entries(probes))('%s', async (_op, probe) => {
    const foreign = await probe.foreign();
    // A missing file is looked for in the same folder as the other client's one.
    const missing =
      probe.missing || `${foreign.key.slice(0, foreign.key.lastIndexOf('/'))}/no-existe-${process.pid}.pdf`;
    const unknown = await probe.ask(missing);
    const other = await probe.ask(foreign.key);
    expect(unknown.status, unknown.text()).toBe(404);
    expect(comparable(other, foreign.key)).toEqual(comparable(unknown, missing));
    await foreign.unchanged();
    await stack.answersNormally();
  });
});
