/**
 * A serving process as an operator runs it (`server/main.ts` in a child process, embedded database,
 * files on disk): what it writes to its standard output, and how it stops.
 *
 * 1. Logs that cannot be forged: a NUL and a newline carrying a made-up log line, sent in the
 *    sign-in form, a search and the public form, leave every line printed since the start a JSON
 *    object, no line the made-up one, and none of the values (nor the e-mail written) in the log.
 *    A request's line carries its id (returned as X-Request-Id), operation, status, duration, the
 *    user's id (not the e-mail) and the client's address.
 * 2. SIGTERM during a 25 MB upload: the upload goes on to its end and is stored (row and bytes), the
 *    process refuses new connections meanwhile, then exits 0.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { files } from '../../server/db/schema';
import { demoAccount } from '../../server/seed/demoAccounts';
import { FleetUser, type StackProcess, send, startStackProcess } from '../../server/testing/fleetProcess';
import { freePort } from '../../server/testing/localStack';

let dataDir: string;
let server: StackProcess;
let port: number;
let origin: string;
/** Where the log stood once the process served: everything after is what requests wrote. */
let logStart: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'serving-process-'));
  port = await freePort();
  origin = `https://localhost:${port}`;
  server = await startStackProcess(port, {
    DATA_DIR: dataDir,
    SEED_TICKETS: '50',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_SECONDS: '120',
    UPLOAD_LIMIT_MB: '30',
  });
  logStart = server.log().length;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 240_000);

/** Every line of the log (stdout) since the process served, each parsed (a line that is not JSON fails). */
function logLines(): Record<string, unknown>[] {
  return server
    .log()
    .slice(logStart)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON log line: ${JSON.stringify(line)}`);
      }
    });
}

const forgedLine = '{"level":"info","msg":"forjada","userId":"admin"}';
const hostile = (marker: string) => `${marker}\u0000\n${forgedLine}\r\n`;

describe('the log', () => {
  it('stays one JSON object per line whatever a request carries, without what users wrote', async () => {
    // The sign-in form, as a browser posts it.
    const visitor = new FleetUser(origin, () => port);
    const signInEmail = `intruso-${Date.now()}@ejemplo.es`;
    // Whatever each answers (refusing such input is the validation's job), the log must hold.
    await visitor.failSignIn(hostile(signInEmail), hostile('clave'));

    const gestor = new FleetUser(origin, () => port);
    const account = demoAccount('gestor@demo.es');
    await gestor.signIn(account.email, account.password);
    await gestor.api('POST', `/search/services?text=${encodeURIComponent(hostile('texto-buscado-zq'))}`);
    await send(port, 'POST', '/api/external/comercialproposal', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        empresa: hostile('Empresa-zq'),
        cif: 'B41234567',
        contacto: hostile('Contacto-zq'),
        email: 'formulario@ejemplo.es',
        telefono: '954 123 456',
        provincia: 'Sevilla',
        tipoResiduo: 'Aceite',
        descripcion: hostile('Descripcion-zq'),
        aceptaPrivacidad: true,
      }),
    });

    const clients = await gestor.api('GET', '/getClients', {
      headers: { 'x-request-id': 'elegido-por-el-cliente' },
    });
    expect(clients.status).toBe(200);
    const requestId = clients.headers.get('x-request-id');
    // Without a trusted balancer, the client's own id is not taken.
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    // A request's line is written once its answer is out: wait for it.
    await server.waitFor(new RegExp(`"requestId":"${requestId}"[^\\n]*"msg":"request"`));
    const lines = logLines();
    const text = server.log().slice(logStart);
    expect(lines.some((line) => line.msg === 'forjada')).toBe(false);
    for (const written of [
      signInEmail,
      'texto-buscado-zq',
      'Descripcion-zq',
      'Contacto-zq',
      'Empresa-zq',
      account.email,
      'formulario@ejemplo.es',
    ])
      expect(text, written).not.toContain(written);

    const line = lines.find((l) => l.requestId === requestId && l.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/getClients',
      operation: 'getClients',
      status: 200,
      userId: decodeJwt(gestor.tokens?.accessToken ?? '').oid,
      address: '127.0.0.1',
    });
    expect(typeof line?.ms).toBe('number');
    // The identity provider's pages are on the same log.
    expect(lines.some((l) => l.operation === 'identity' && l.msg === 'request')).toBe(true);
  }, 120_000);
});

describe('SIGTERM', () => {
  it('lets a 25 MB upload in flight finish and be stored, refuses new connections, then exits 0', async () => {
    const gestor = new FleetUser(origin, () => port);
    const account = demoAccount('gestor@demo.es');
    await gestor.signIn(account.email, account.password);

    const folder = '1/MISDOCUMENTOS/Apagado';
    const chunk = Buffer.alloc(1024 * 1024, 0x42);
    const chunks = 25;
    const boundary = 'drenaje0123456789';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const content = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      ...Array.from({ length: chunks }, () => chunk),
    ]);

    const upload = httpsRequest({
      host: '127.0.0.1',
      servername: 'localhost',
      port,
      method: 'POST',
      path: `/api/uploadFileWeb?folder=${encodeURIComponent(folder)}`,
      rejectUnauthorized: false,
      agent: false,
      headers: {
        authorization: `Bearer ${gestor.tokens?.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + chunks * chunk.length + tail.length),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => {
          body += part;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      upload.on('error', reject);
    });
    const write = (bytes: Buffer) =>
      new Promise<void>((resolve, reject) =>
        upload.write(bytes, (error) => (error ? reject(error) : resolve())),
      );

    await write(head);
    for (let i = 0; i < 5; i++) await write(chunk);
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await server.waitFor(/"msg":"draining"/);
    // Draining: a new connection is refused; the upload's goes on.
    await expect(send(port, 'GET', '/health/live')).rejects.toThrow(/ECONNREFUSED/);
    for (let i = 5; i < chunks; i++) await write(chunk);
    upload.end(tail);

    const answer = await answered;
    expect(answer.status, answer.body).toBe(200);
    expect(await exited).toBe(0);

    const stored = await readFile(join(dataDir, 'storage', folder, 'grande.pdf'));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(
      createHash('sha256').update(content).digest('hex'),
    );
    const database = await openDatabase({ dataDir: join(dataDir, 'db') }, { migrate: false });
    try {
      const [row] = await database.db
        .select()
        .from(files)
        .where(eq(files.blobUri, `${folder}/grande.pdf`));
      expect(row?.size).toBe(content.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
