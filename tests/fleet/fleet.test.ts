/**
 * The portal as a fleet: several processes of `server/main.ts` on one PostgreSQL database and one
 * Azure Blob Storage (Azurite), sharing DATA_DIR (the identity provider's keys, the certificate).
 *
 * 1. Two processes on two ports, both advertising the first one's origin (PUBLIC_ORIGIN, as behind
 *    a balancer), each request going to the other process than the one before: wrong passwords
 *    slowed down whichever process they reach, the real sign-in, the services grid, an upload, its
 *    download, a token renewal. Then one process is killed
 *    (SIGKILL) and the user goes on through the other without signing in again.
 * 2. `WORKERS=2`: a killed worker is replaced, and the fleet serves the signed-in user meanwhile.
 *
 * Needs PostgreSQL: DATABASE_URL names an administrative connection (a fresh database is made and
 * dropped), as `npm run test:postgres` provides; skipped without it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
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
import { freshServerDatabase } from '../../server/testing/testApi';

const adminUrl = process.env.DATABASE_URL;
const gestor = demoAccount('gestor@demo.es');

describe.skipIf(!adminUrl)('a fleet on PostgreSQL and Azurite', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let azurite: RunningAzurite;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let directions: number[];
  const processes: StackProcess[] = [];

  beforeAll(async () => {
    [database, azurite, dataDir] = await Promise.all([
      freshServerDatabase(String(adminUrl)),
      startAzurite(),
      mkdtemp(join(tmpdir(), 'fleet-test-')),
    ]);
    env = {
      DATABASE_URL: database.url,
      AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      AZURE_STORAGE_CONTAINER: 'flota',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SEED_TICKETS: '200',
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await azurite?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 240_000);

  /** Service directions of client 1, one of gestor@'s clients. */
  async function gestorDirections() {
    const opened = await openDatabase({ url: database.url }, { migrate: false });
    try {
      const rows = await opened.db
        .select({ id: serviceDirections.iddireccionservicio })
        .from(serviceDirections)
        .where(eq(serviceDirections.clientId, 1));
      return rows.map((row) => row.id);
    } finally {
      await opened.close();
    }
  }

  it('serves one user through two processes in turn, and through the survivor once the other is killed', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const origin = `https://localhost:${portA}`;
    // The first start migrates and seeds; the second finds it done.
    const a = await startStackProcess(portA, env);
    processes.push(a);
    const b = await startStackProcess(portB, { ...env, PUBLIC_ORIGIN: origin });
    processes.push(b);
    directions = await gestorDirections();
    expect(directions.length).toBeGreaterThan(0);

    const served: number[] = [];
    let turn = 0;
    let ports = [portA, portB];
    const user = new FleetUser(origin, () => {
      const port = ports[turn++ % ports.length] as number;
      served.push(port);
      return port;
    });

    // Wrong passwords count wherever they are posted: past the free ones, the next waits.
    const cliente = demoAccount('cliente@demo.es');
    for (let i = 0; i < 4; i++)
      expect((await user.failSignIn(cliente.email, 'NoEsLaClave1')).status).toBe(400);
    const slowed = await user.failSignIn(cliente.email, cliente.password);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);

    // The sign-in page from one process, the password posted to the other, the code redeemed...
    const signedIn = await user.signIn(gestor.email, gestor.password);
    expect(decodeJwt(signedIn.accessToken)).toMatchObject({ oid: gestor.oid });
    expect(new Set(served)).toEqual(new Set([portA, portB]));

    const grid = await user.api('POST', '/ticketsGrid', {
      json: { idDireccionesServicio: directions, position: 0, take: 15 },
    });
    expect(grid.status).toBe(200);
    const page = grid.json<{ items: unknown[]; total: number }>();
    expect(page.items.length).toBeGreaterThan(0);

    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x41)]);
    const upload = multipartFile('flota.pdf', 'application/pdf', content);
    const folder = '1/MISDOCUMENTOS/Flota';
    const uploaded = await user.api('POST', `/uploadFileWeb?folder=${encodeURIComponent(folder)}`, {
      headers: { 'content-type': upload.contentType },
      body: upload.body,
    });
    expect(uploaded.status, uploaded.text()).toBe(200);
    const download = () =>
      user.api('GET', `/downloadFile?filename=${encodeURIComponent(`${folder}/flota.pdf`)}`);
    const downloaded = await download();
    expect(downloaded.status).toBe(200);
    expect(downloaded.body.equals(content)).toBe(true);

    // Renewal: the refresh token issued through one process is redeemed at the other.
    const before = user.tokens?.refreshToken;
    const renewed = await user.refresh();
    expect(renewed.refreshToken).not.toBe(before);
    expect(decodeJwt(renewed.accessToken)).toMatchObject({ oid: gestor.oid });

    // One process dies on the spot; the user goes on through the other, signing in never again.
    const killed = new Promise((resolve) => a.child.once('exit', resolve));
    a.child.kill('SIGKILL');
    await killed;
    ports = [portB];
    const afterKill = await user.api('POST', '/ticketsGrid', {
      json: { idDireccionesServicio: directions, position: 15, take: 15 },
    });
    expect(afterKill.status).toBe(200);
    expect((await download()).body.equals(content)).toBe(true);
    const renewedAgain = await user.refresh();
    expect(decodeJwt(renewedAgain.accessToken)).toMatchObject({ oid: gestor.oid });
    // The session cookie set through the dead process still signs in silently (MSAL's renewal).
    const silent = await user.signInSilently();
    expect(decodeJwt(silent.accessToken)).toMatchObject({ oid: gestor.oid });
  }, 300_000);

  it('WORKERS=2 replaces a killed worker, and serves the signed-in user meanwhile', async () => {
    const port = await freePort();
    const fleet = await startStackProcess(port, { ...env, WORKERS: '2' });
    processes.push(fleet);
    const pids = [...fleet.output().matchAll(/proceso (\d+) sirviendo/g)].map((m) => Number(m[1]));
    expect(pids).toHaveLength(2);

    const user = new FleetUser(`https://localhost:${port}`, () => port);
    await user.signIn(gestor.email, gestor.password);
    process.kill(pids[0] as number, 'SIGKILL');
    await fleet.waitFor(new RegExp(`el proceso ${pids[0]} terminó \\(señal SIGKILL\\); se arranca otro`));
    // Meanwhile the other worker serves.
    const grid = await user.api('POST', '/ticketsGrid', {
      json: { idDireccionesServicio: directions, position: 0, take: 5 },
    });
    expect(grid.status).toBe(200);
    const replaced = await fleet.waitFor(/(?:sirviendo\.[\s\S]*){3}/);
    expect(replaced).toBeTruthy();
    const now = [...fleet.output().matchAll(/proceso (\d+) sirviendo/g)].map((m) => Number(m[1]));
    expect(now[2]).not.toBe(pids[0]);
    // Each call a new connection, dealt to the workers in turn: the new one serves its share.
    for (let i = 0; i < 4; i++) expect(decodeJwt((await user.refresh()).accessToken).oid).toBe(gestor.oid);
  }, 300_000);
});
