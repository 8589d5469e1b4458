/**
 * The portal as an operator runs it behind a balancer: Debian's nginx with the repository's
 * configuration (deploy/nginx/portal-clientes.conf: TLS here, passive health checks, X-Forwarded-For
 * appended, a request id per request) in front of two server processes on one PostgreSQL database
 * and Azurite, `TRUST_PROXY=1` (nginx is one hop), `PUBLIC_ORIGIN` the balancer's address. One of the
 * two is itself a fleet (`WORKERS=2`).
 *
 * 1. Through the balancer only: the real sign-in, the services grid, an upload and its download;
 *    the request id nginx made is the one the server logs and returns; the per-address limits see
 *    each client's own address (connections from 127.0.0.2 and 127.0.0.3), and a client writing its
 *    own X-Forwarded-For does not escape them.
 * 2. A rolling restart under load: 20 connections go round the grid, the search and a 1 MB download
 *    (each pausing 250 ms between requests, as people do: flat out, they left the two cores of CI
 *    nothing to start the new processes with)
 *    while every worker is replaced in turn (SIGHUP to the fleet; SIGTERM to the single process,
 *    then a new one on its port): no request fails and no download is cut.
 *
 * Needs PostgreSQL (as the other fleet tests: `npm run test:postgres`) and nginx (.ci/run installs
 * Debian's); skipped without either.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { serviceDirections } from '../../server/db/schema';
import { demoAccount } from '../../server/seed/demoAccounts';
import { type RunningAzurite, startAzurite } from '../../server/testing/azurite';
import {
  FleetUser,
  multipartFile,
  type StackProcess,
  startStackProcess,
} from '../../server/testing/fleetProcess';
import { freePort } from '../../server/testing/localStack';
import { nginxBinary, type RunningNginx, startNginx } from '../../server/testing/nginx';
import { freshServerDatabase } from '../../server/testing/testApi';

const adminUrl = process.env.DATABASE_URL;
const gestor = demoAccount('gestor@demo.es');
const folder = '1/MISDOCUMENTOS/Balanceador';
const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x43)]);
const contentHash = createHash('sha256').update(content).digest('hex');

describe.skipIf(!adminUrl || !nginxBinary)(
  'behind nginx: two server processes on PostgreSQL and Azurite',
  () => {
    let database: Awaited<ReturnType<typeof freshServerDatabase>>;
    let azurite: RunningAzurite;
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    let nginx: RunningNginx;
    let fleet: StackProcess;
    let single: StackProcess;
    const ports = { balancer: 0, fleet: 0, single: 0 };
    let origin: string;
    let directions: number[];
    let user: FleetUser;

    beforeAll(async () => {
      [database, azurite, dataDir, ports.balancer, ports.fleet, ports.single] = await Promise.all([
        freshServerDatabase(String(adminUrl)),
        startAzurite(),
        mkdtemp(join(tmpdir(), 'balancer-test-')),
        freePort(),
        freePort(),
        freePort(),
      ]);
      origin = `https://localhost:${ports.balancer}`;
      env = {
        DATABASE_URL: database.url,
        AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
        AZURE_STORAGE_CONTAINER: 'balanceador',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        SEED_TICKETS: '200',
        PUBLIC_ORIGIN: origin,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '60',
        // The load is one user's 20 connections, about 7 of them downloading at once.
        DOWNLOADS_PER_USER: '20',
      };
      // The first start migrates and seeds (and makes the certificate nginx shows); the second finds it done.
      fleet = await startStackProcess(ports.fleet, { ...env, WORKERS: '2' });
      single = await startStackProcess(ports.single, env);
      nginx = await startNginx({
        port: ports.balancer,
        upstreamPorts: [ports.fleet, ports.single],
        tls: {
          cert: join(dataDir, 'tls', 'localhost-cert.pem'),
          key: join(dataDir, 'tls', 'localhost-key.pem'),
        },
      });
      const opened = await openDatabase({ url: database.url }, { migrate: false });
      try {
        const rows = await opened.db
          .select({ id: serviceDirections.iddireccionservicio })
          .from(serviceDirections)
          .where(eq(serviceDirections.clientId, 1));
        directions = rows.map((row) => row.id);
      } finally {
        await opened.close();
      }
    }, 300_000);

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all([fleet?.stop(), single?.stop()]);
      await azurite?.stop();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 120_000);

    const serverLog = () => `${fleet.log()}${single.log()}`;

    it('signs in, lists, uploads and downloads through it; limits count each client by its own address', async () => {
      user = new FleetUser(origin, () => ports.balancer, { localAddress: '127.0.0.2' });
      await user.signIn(gestor.email, gestor.password);
      const grid = await user.api('POST', '/ticketsGrid', {
        json: { idDireccionesServicio: directions, position: 0, take: 15 },
      });
      expect(grid.status).toBe(200);
      expect(grid.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
      // nginx's request id (32 hex digits) is the one returned, and the one in the server's log line.
      const requestId = grid.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      await expect
        .poll(() => serverLog())
        .toMatch(
          new RegExp(
            `"requestId":"${requestId}"[^\\n]*"operation":"ticketsGrid"[^\\n]*"address":"127\\.0\\.0\\.2"`,
          ),
        );

      const upload = multipartFile('balanceador.pdf', 'application/pdf', content);
      const uploaded = await user.api('POST', `/uploadFileWeb?folder=${encodeURIComponent(folder)}`, {
        headers: { 'content-type': upload.contentType },
        body: upload.body,
      });
      expect(uploaded.status, uploaded.text()).toBe(200);
      const downloaded = await user.api(
        'GET',
        `/downloadFile?filename=${encodeURIComponent(`${folder}/balanceador.pdf`)}`,
      );
      expect(downloaded.status).toBe(200);
      expect(downloaded.body.equals(content)).toBe(true);

      // A guesser at 127.0.0.3 writes a new X-Forwarded-For with every attempt and tries unknown
      // e-mails (no account's own limit applies): past the address's 20 free failures (throttle.ts)
      // and the one that follows them, it must wait.
      for (let i = 0; i <= 21; i++) {
        const guesser = new FleetUser(origin, () => ports.balancer, {
          localAddress: '127.0.0.3',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        const page = await guesser.failSignIn(`nadie${i}@ejemplo.es`, 'NoEsLaClave1');
        expect(page.status, `attempt ${i + 1}`).toBe(i < 21 ? 400 : 429);
      }
      // Another client (127.0.0.4) is not slowed by it.
      const other = new FleetUser(origin, () => ports.balancer, { localAddress: '127.0.0.4' });
      expect((await other.failSignIn('otro@ejemplo.es', 'NoEsLaClave1')).status).toBe(400);
    }, 300_000);

    it('replaces every worker under a load of 20 connections: no failed request, no cut download', async () => {
      const token = user.tokens?.accessToken;
      expect(token).toBeTruthy();
      const agent = new Agent({ keepAlive: true, maxSockets: 20, rejectUnauthorized: false });
      const call = (method: string, path: string, body?: string) =>
        new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
          const req = httpsRequest(
            {
              agent,
              host: '127.0.0.1',
              servername: 'localhost',
              port: ports.balancer,
              method,
              path: `/api${path}`,
              headers: {
                authorization: `Bearer ${token}`,
                ...(body
                  ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
                  : {}),
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
              res.on('error', reject);
              res.on('aborted', () => reject(new Error('answer cut')));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const rounds = [
        () =>
          call(
            'POST',
            '/ticketsGrid',
            JSON.stringify({ idDireccionesServicio: directions, position: 0, take: 15 }),
          ),
        () => call('POST', '/search/services?text=aceite&take=15'),
        () => call('GET', `/downloadFile?filename=${encodeURIComponent(`${folder}/balanceador.pdf`)}`),
      ];
      const failures: string[] = [];
      let answered = 0;
      let downloads = 0;
      let loading = true;
      const loop = async (first: number) => {
        for (let turn = first; loading; turn++) {
          const kind = turn % rounds.length;
          try {
            const answer = await (rounds[kind] as () => ReturnType<typeof call>)();
            if (answer.status !== 200)
              failures.push(`${kind}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
            else if (kind === 2) {
              downloads++;
              if (createHash('sha256').update(answer.body).digest('hex') !== contentHash)
                failures.push(`download of ${answer.body.length} bytes`);
            }
          } catch (error) {
            failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
          }
          answered++;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };
      const load = Promise.all(Array.from({ length: 20 }, (_, i) => loop(i)));
      const atLeast = async (count: number) => {
        while (answered < count) await new Promise((resolve) => setTimeout(resolve, 50));
      };

      try {
        await atLeast(40);
        // The fleet: SIGHUP replaces its two workers one at a time.
        const fleetPids = [...fleet.output().matchAll(/proceso (\d+) sirviendo/g)].map((m) => Number(m[1]));
        process.kill(fleet.child.pid as number, 'SIGHUP');
        await fleet.waitFor(/reinicio escalonado terminado/, 600_000);
        const fleetLog = fleet.output();
        for (const pid of fleetPids) expect(fleetLog).toMatch(new RegExp(`sustituye al ${pid}\\b`));

        // The single process: SIGTERM drains it (nginx sends the new requests to the fleet), then a
        // new process takes its port.
        const before = answered;
        const exited = new Promise<number | null>((resolve) =>
          single.child.once('exit', (code) => resolve(code)),
        );
        single.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        single = await startStackProcess(ports.single, env);
        await atLeast(before + 40);
      } finally {
        loading = false;
        await load;
        agent.destroy();
      }
      expect(failures.length, failures.slice(0, 10).join('\n')).toBe(0);
      expect(downloads).toBeGreaterThan(10);
      // The new process serves its share again (nginx tries it again after fail_timeout).
      await expect
        .poll(
          async () => {
            const body = { idDireccionesServicio: directions, position: 0, take: 5 };
            await user.api('POST', '/ticketsGrid', { json: body });
            return single.log();
          },
          { timeout: 60_000 },
        )
        .toMatch(/"operation":"ticketsGrid","status":200/);
    }, 1_200_000);
  },
);
