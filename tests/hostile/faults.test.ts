/**
 * A crash mid-write: the real server (`server/main.ts`, a child process with its own data folder) is
 * killed with SIGKILL during a burst of concurrent uploads and contact creations, then started again
 * on the same data. The database opens; every write that was acknowledged (a 2xx received) is
 * there; the storage holds no partial file (each uploaded file on disk is whole; the temporary file
 * of an upload the kill cut midway is gone, the start clears the temporary folder) and no row
 * points at a missing file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { eq, inArray, like } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { contacts, files } from '../../server/db/schema';
import { temporaryFolderName, temporaryPrefix } from '../../server/features/files/atomicWrite';
import { loadOrCreateSigningKeys } from '../../server/identity/signingKeys';
import { demoAccount } from '../../server/seed/demoAccounts';
import { stackIdentity } from '../../server/stack';
import { freePort } from '../../server/testing/localStack';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1024 * 1024;
const folder = '1/MISDOCUMENTOS/Caida';

let workDir: string | undefined;
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  port: number;
}

/** `node --import tsx server/main.ts` on `dataDir`, resolved once it says where it listens. */
async function startServer(dataDir: string, port: number): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_TICKETS: '50',
    UPLOAD_LIMIT_MB: '4',
  };
  // The embedded database: the point is what a killed process leaves on its own disk.
  delete env.DATABASE_URL;
  delete env.STORAGE_ROOT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const check = () => {
      if (output.includes(`https://localhost:${port}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    // The banner is written to stderr (stdout carries the JSON log lines).
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { child, port };
}

async function stopServer(server: Server, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

interface Answer {
  status: number;
  body: string;
}

const agent = new Agent({ rejectUnauthorized: false, keepAlive: false });

function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { agent, host: '127.0.0.1', servername: 'localhost', port, method, path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A bearer token as the server's identity provider issues them (its keys, its issuer). */
async function tokenFor(dataDir: string, port: number, email: 'gestor@demo.es'): Promise<string> {
  const discovery = await call(
    port,
    'GET',
    `/${stackIdentity.tenant}/${stackIdentity.policies.signIn}/v2.0/.well-known/openid-configuration`,
    {},
  );
  const { issuer } = JSON.parse(discovery.body) as { issuer: string };
  const { keys } = await loadOrCreateSigningKeys(join(dataDir, 'identity'));
  const [jwk] = keys;
  if (!jwk?.kid) throw new Error('no signing key');
  const account = demoAccount(email);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    oid: account.oid,
    emails: [account.email],
    given_name: account.givenName,
    family_name: account.familyName,
    extension_Empresa: account.empresa,
    extension_UserRole: account.role,
    scp: stackIdentity.scope,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(stackIdentity.audience)
    .setSubject(account.oid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(jwk, 'RS256'));
}

/** The bytes of upload `n`: its size and content follow from its name, so any copy can be checked. */
function uploadContent(n: number): Buffer {
  const bytes = Buffer.alloc(MB + ((n * 37_813) % MB));
  for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE((n * 1_000_003 + i) >>> 0, i);
  return bytes;
}

const uploadName = (n: number) => `subida-${n}.pdf`;

function multipart(n: number): { body: Buffer; type: string } {
  const boundary = `caida${n}`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${uploadName(n)}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      uploadContent(n),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

it('survives SIGKILL during concurrent uploads and creates: acknowledged writes kept, no partial file', async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-clientes-faults-'));
  const dataDir = join(workDir, 'data');
  const storageRoot = join(dataDir, 'storage');
  const port = await freePort();

  const first = await startServer(dataDir, port);
  const token = await tokenFor(dataDir, port, 'gestor@demo.es');
  const auth = { authorization: `Bearer ${token}` };

  // The burst: upload and create workers, each sending its next request once the last is answered.
  const ackedUploads: number[] = [];
  const ackedContacts: number[] = [];
  let next = 0;
  let killed = false;
  const uploadWorker = async () => {
    while (!killed) {
      const n = next++;
      const { body, type } = multipart(n);
      const answer = await call(
        port,
        'POST',
        `/api/uploadFileWeb?folder=${encodeURIComponent(folder)}`,
        { ...auth, 'content-type': type, 'content-length': String(body.length) },
        body,
      ).catch(() => null);
      if (answer && answer.status >= 200 && answer.status < 300) ackedUploads.push(n);
      else if (answer && !killed) throw new Error(`upload ${n}: ${answer.status} ${answer.body}`);
    }
  };
  const contactWorker = async (worker: number) => {
    for (let i = 0; !killed; i++) {
      const answer = await call(
        port,
        'POST',
        '/api/contact',
        { ...auth, 'content-type': 'application/json' },
        JSON.stringify({ clientId: 1, name: `Contacto caída ${worker}-${i}` }),
      ).catch(() => null);
      if (answer && answer.status >= 200 && answer.status < 300)
        ackedContacts.push((JSON.parse(answer.body) as { id: number }).id);
      else if (answer && !killed) throw new Error(`contact: ${answer.status} ${answer.body}`);
    }
  };
  const burst = Promise.all([
    ...Array.from({ length: 6 }, () => uploadWorker()),
    ...Array.from({ length: 3 }, (_, worker) => contactWorker(worker)),
  ]);
  // Kill once the burst is well under way: writes acknowledged, others in flight.
  const started = Date.now();
  while ((ackedUploads.length < 8 || ackedContacts.length < 8) && Date.now() - started < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(ackedUploads.length).toBeGreaterThanOrEqual(8);
  // And one upload surely cut midway: half its body sent, its temporary file being written.
  const stalled = tlsConnect({ host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false });
  stalled.on('error', () => undefined);
  await once(stalled, 'secureConnect');
  const half = multipart(20_000);
  stalled.write(
    `POST /api/uploadFileWeb?folder=${encodeURIComponent(folder)} HTTP/1.1\r\nHost: localhost\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Type: ${half.type}\r\nContent-Length: ${half.body.length}\r\n\r\n`,
  );
  stalled.write(half.body.subarray(0, half.body.length >> 1));
  const temporaryFolder = join(storageRoot, temporaryFolderName);
  const deadline = Date.now() + 10_000;
  let leftBehind: string[] = [];
  while (Date.now() < deadline) {
    leftBehind = (await readdir(temporaryFolder).catch(() => [] as string[])).filter((name) =>
      name.includes(uploadName(20_000)),
    );
    if (leftBehind.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(leftBehind).toHaveLength(1);
  first.child.kill('SIGKILL');
  killed = true;
  await once(first.child, 'exit');
  await burst;
  stalled.destroy();
  // The kill left that temporary file behind; the next start clears it.
  expect(await readdir(temporaryFolder)).toEqual(expect.arrayContaining(leftBehind));
  const sentUploads = next;

  // Started again on the same data: the database opens, the temporary folder is cleared.
  const second = await startServer(dataDir, port);
  const clients = await call(port, 'GET', '/api/getClients', auth);
  expect(clients.status).toBe(200);
  const again = multipart(10_000);
  const afterRestart = await call(
    port,
    'POST',
    `/api/uploadFileWeb?folder=${encodeURIComponent(folder)}`,
    { ...auth, 'content-type': again.type, 'content-length': String(again.body.length) },
    again.body,
  );
  expect(afterRestart.status).toBe(200);
  await stopServer(second, 'SIGTERM');

  // What is on disk and in the database now.
  const opened = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    const rows = await opened.db
      .select()
      .from(files)
      .where(like(files.blobUri, `${folder}/%`));
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const n of ackedUploads) {
      const row = byName.get(uploadName(n));
      expect(row, `acknowledged upload ${n}`).toBeDefined();
      expect(row?.size).toBe(uploadContent(n).length);
    }
    // No row points at a missing or different file.
    for (const row of rows) {
      const onDisk = await stat(join(storageRoot, ...row.blobUri.split('/'))).catch(() => null);
      expect(onDisk?.size, row.blobUri).toBe(row.size);
    }
    // No partial file: every uploaded file on disk is whole (a write cut by the kill never
    // reached its name), and nothing is left of the temporary ones.
    const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true });
    const onDiskFiles = entries
      .filter((e) => e.isFile())
      .map((e) => relative(storageRoot, join(e.parentPath, e.name)));
    expect(onDiskFiles.filter((path) => path.split('/').at(-1)?.startsWith(temporaryPrefix))).toEqual([]);
    expect(onDiskFiles.filter((path) => path.startsWith(`${temporaryFolderName}/`))).toEqual([]);
    for (const path of onDiskFiles.filter((p) => p.startsWith(`${folder}/`))) {
      const n = Number(/subida-(\d+)\.pdf$/.exec(path)?.[1]);
      expect((await readFile(join(storageRoot, path))).equals(uploadContent(n)), path).toBe(true);
    }

    const kept = await opened.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(inArray(contacts.id, ackedContacts));
    expect(kept.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ackedContacts].sort((a, b) => a - b));
    expect(
      await opened.db
        .select()
        .from(files)
        .where(eq(files.blobUri, `${folder}/${uploadName(10_000)}`)),
    ).toHaveLength(1);
    console.info(
      `killed with ${ackedUploads.length} of ${sentUploads} uploads and ${ackedContacts.length} contacts acknowledged; ` +
        `${rows.length - 1} upload rows after restart`,
    );
  } finally {
    await opened.close();
  }
}, 240_000);
