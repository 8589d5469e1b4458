/**
 * A throwaway PostgreSQL server for the benchmarks' second database: Debian's binaries
 * (/usr/lib/postgresql/<newest>/bin), a fresh cluster in a temporary folder, on a free loopback
 * port, durability off (a benchmark's data is thrown away). As root, the cluster belongs to the
 * `postgres` system user (PostgreSQL refuses to run as root). `stop()` ends the server and removes
 * the folder. Only for benchmarks: tests use TEST_DATABASE_URL (scripts/testPostgres.ts).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('No hay PostgreSQL instalado en /usr/lib/postgresql.');
  return `/usr/lib/postgresql/${newest}/bin`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binaries();
  const root = mkdtempSync(join(tmpdir(), 'bench-postgres-'));
  const asRoot = process.getuid?.() === 0;
  // The postgres user must be able to reach and own its folder.
  if (asRoot) {
    chmodSync(root, 0o777);
    execFileSync('chown', ['postgres', root]);
  }
  const run = (command: string, args: string[]) =>
    asRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);
  const data = join(root, 'data');
  const password = join(root, 'password');
  writeFileSync(password, 'bench\n', { mode: 0o644 });
  const [initCommand, initArgs] = run(`${bin}/initdb`, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=md5',
    `--pwfile=${password}`,
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  execFileSync(initCommand, [...initArgs], { stdio: 'ignore' });
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    // Durability off: the data is thrown away with the folder.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=256MB',
    '-c max_wal_size=4GB',
  ].join(' ');
  // pg_ctl, not the server itself as a child: runuser would not pass a stop signal on to it.
  const [startCommand, startArgs] = run(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(root, 'log'),
    '-w',
    'start',
  ]);
  execFileSync(startCommand, [...startArgs], { stdio: 'ignore', timeout: 60_000 });
  return {
    url: `postgres://postgres:bench@127.0.0.1:${port}/postgres`,
    async stop() {
      const [stopCommand, stopArgs] = run(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      execFileSync(stopCommand, [...stopArgs], { stdio: 'ignore', timeout: 60_000 });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
