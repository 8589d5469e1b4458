/**
 * `npm run bench:prism`: the API's answers per second against Prism's canned answers for the same
 * contract, on this box, over loopback sockets with autocannon (BENCH_CONNECTIONS, 10, for
 * BENCH_SECONDS, 10 s, after 2 s of warm-up that is not counted), in BENCH_PRISM_ROUNDS rounds (3) that
 * take turns, the API then Prism: the figures are each side's median round. Prism's own rate moved
 * twofold between runs minutes apart on this box, so one round each said more about the box's
 * moment than about the API. Two calls: a light GET
 * (getClients as cliente@demo.es, whose scope has a center-access record) and the services grid's
 * page (ticketsGrid as admin@demo.es over every service direction of SEED_TICKETS services,
 * default 500,000). The targets: the light GET >= 1.0x Prism, the grid >= 0.5x.
 *
 * The stack runs in its own process (loadServer.ts, HTTPS as deployed); Prism (`prism mock` on
 * openapi/dist/openapi.json, plain HTTP, log level warn so its request log does not slow it) in
 * another. Prism gets the same bearer token and body; it answers the contract's example.
 * BENCH_DATA_DIR: the stack's data folder kept between runs (seeded on the first), so that trying a
 * change does not seed 500,000 services again. Figures only; nothing here asserts a timing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../server/testing/localStack';
import type { LoadTarget } from './loadServer';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_PRISM_ROUNDS ?? 3));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function startStack(): Promise<{ child: ChildProcess; target: LoadTarget }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./loadServer.ts', import.meta.url))],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { SEED_TICKETS: '500000', ...process.env },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready`)));
    child.on('message', (message: { ready?: LoadTarget }) => {
      if (message.ready) resolve({ child, target: message.ready });
    });
  });
}

async function startPrism(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(
    `${repoRoot}node_modules/.bin/prism`,
    ['mock', 'openapi/dist/openapi.json', '-p', String(port), '-h', '127.0.0.1', '-v', 'warn'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('prism did not start within 60 s');
}

interface Call {
  label: string;
  target: number;
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: unknown;
}

async function rate(base: string, call: Call): Promise<{ perSecond: number; p50: number; failures: number }> {
  const options = {
    url: `${base}${call.path}`,
    connections,
    method: call.method,
    headers: {
      authorization: `Bearer ${call.token}`,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    perSecond: result['2xx'] / seconds,
    p50: result.latency.p50,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

type Rate = Awaited<ReturnType<typeof rate>>;

/** The round of median rate (the upper middle of an even count), with every round's rate. */
function median(results: Rate[]): Rate & { all: string } {
  const sorted = [...results].sort((a, b) => a.perSecond - b.perSecond);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? { perSecond: 0, p50: 0, failures: 0 };
  return { ...middle, all: results.map((r) => r.perSecond.toFixed(0)).join('/') };
}

const stack = await startStack();
const prism = await startPrism();
try {
  const { target } = stack;
  const calls: Call[] = [
    {
      label: 'GET /getClients (light GET)',
      target: 1,
      method: 'GET',
      path: '/getClients',
      token: target.clienteToken,
    },
    {
      label: 'POST /ticketsGrid (15 rows)',
      target: 0.5,
      method: 'POST',
      path: '/ticketsGrid',
      token: target.adminToken,
      body: { idDireccionesServicio: target.directions, position: 0, take: 15 },
    },
  ];
  console.log(
    `\nAPI vs Prism: autocannon, ${connections} connections, ${seconds} s each (+2 s warm-up), median of ${rounds} rounds taking turns`,
  );
  for (const call of calls) {
    const ourRounds: Rate[] = [];
    const theirRounds: Rate[] = [];
    for (let round = 0; round < rounds; round++) {
      ourRounds.push(await rate(`https://127.0.0.1:${target.port}/api`, call));
      theirRounds.push(await rate(`http://127.0.0.1:${prism.port}`, call));
    }
    const ours = median(ourRounds);
    const theirs = median(theirRounds);
    const failures = (results: Rate[]) => results.reduce((sum, r) => sum + r.failures, 0);
    const ratio = ours.perSecond / theirs.perSecond;
    console.log(
      `  ${call.label.padEnd(30)} API ${ours.perSecond.toFixed(0).padStart(6)} req/s (p50 ${ours.p50} ms, ${failures(ourRounds)} failed; rounds ${ours.all})   Prism ${theirs.perSecond.toFixed(0).padStart(6)} req/s (p50 ${theirs.p50} ms, ${failures(theirRounds)} failed; rounds ${theirs.all})   ${ratio.toFixed(2)}x   target >= ${call.target.toFixed(1)}x ${ratio >= call.target ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  prism.child.kill();
  stack.child.send('close');
  await new Promise((resolve) => {
    stack.child.once('exit', resolve);
    setTimeout(() => resolve(stack.child.kill()), 15_000).unref();
  });
}
