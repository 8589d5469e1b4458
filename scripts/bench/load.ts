/**
 * `npm run bench:load`: the started stack under concurrent load, over loopback HTTPS, as the
 * portal calls it. Prints figures only; nothing here asserts a timing.
 *
 * 1. BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (60) s, signed in as admin@demo.es,
 *    each going round the services grid page (ticketsGrid), the global search (search/services)
 *    and a service's detail (ticketsGridDetails): errors (should be 0), requests/s, p50 and p99
 *    per call, after a BENCH_WARMUP_SECONDS (5) s warm-up that is not counted.
 * 1b. What the request log and the request metrics cost: the same call mix in BENCH_OVERHEAD_ROUNDS
 *    (4) rounds of BENCH_OVERHEAD_SECONDS (15) s, taking turns with them on and off in the same
 *    server (its JSON log, LOG_LEVEL=info, written to a file as a deployment's would be): each
 *    side's median requests/s and the overhead.
 * 2. BENCH_UPLOADS (20) concurrent uploads (uploadFile) of BENCH_UPLOAD_MB (25) MB each, streamed
 *    from here: the server's peak RSS during them (sampled from /proc every 50 ms), and their times.
 *
 * The stack runs in a child process (loadServer.ts) on a fresh data folder with SEED_TICKETS
 * (6000, npm start's default) services, or on BENCH_DATA_DIR, a folder kept between runs (seeded on
 * the first); only node's own https client is used. The calls of (1) are
 * made by path through the contract-typed client (server/testing/typedClient.ts) over it; the
 * uploads of (2) are a hand-written multipart stream, so that no 25 MB body is held here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createTypedApi, type TypedApi } from '../../server/testing/typedClient';
import type { LoadTarget } from './loadServer';
import { percentile } from './stats';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const uploadBytes = Number(process.env.BENCH_UPLOAD_MB ?? 25) * 1_000_000;
const overheadRounds = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 4);
const overheadSeconds = Number(process.env.BENCH_OVERHEAD_SECONDS ?? 15);

interface Answer {
  status: number;
  ms: number;
}

/** Sends a built request over node's https client on `agent` (kept alive, the stack's self-signed certificate). */
async function sendOver(agent: Agent, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers: Record<string, string | number> = Object.fromEntries(request.headers);
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        agent,
        host: url.hostname,
        servername: 'localhost',
        port: url.port,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers,
      },
      (res) => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const item of Array.isArray(value) ? value : [value])
            if (item !== undefined) answerHeaders.append(name, item);
        resolve(
          new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, {
            status: res.statusCode ?? 0,
            headers: answerHeaders,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The API by path, typed by the contract, over `agent` as the bearer of `token`. */
const apiOver = (agent: Agent, port: number, token: string): TypedApi =>
  createTypedApi({
    baseUrl: `https://127.0.0.1:${port}/api`,
    send: (request) => sendOver(agent, request),
    token: () => token,
  });

/** One call, timed to its answer's last byte; a network failure is status 0. */
async function timed(call: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await call();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** One multipart upload of `bytes`, streamed in 1 MB pieces (the generator holds no 25 MB copy). */
function upload(agent: Agent, target: LoadTarget, index: number, bytes: number): Promise<Answer> {
  const boundary = `bench${index}${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carga-${index}.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const piece = Buffer.alloc(1024 * 1024, 0x41);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpsRequest(
      {
        agent,
        host: '127.0.0.1',
        servername: 'localhost',
        port: target.port,
        method: 'POST',
        path: `/api/uploadFile?folder=${encodeURIComponent('1/MISDOCUMENTOS/Carga')}&clientDB=1`,
        headers: {
          authorization: `Bearer ${target.gestorToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + (bytes - 9) + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200)
            console.log(
              `  upload ${index}: HTTP ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 160)}`,
            );
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (error) => {
      console.log(`  upload ${index}: ${error.message}`);
      resolve({ status: 0, ms: performance.now() - started });
    });
    void (async () => {
      req.write(head);
      let left = bytes - 9;
      while (left > 0) {
        const chunk = left >= piece.length ? piece : piece.subarray(0, left);
        left -= chunk.length;
        if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
      }
      req.end(tail);
    })();
  });
}

/** The child's resident memory now (Linux /proc), in MB; null elsewhere. */
function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the child's RSS every 50 ms while `during` runs; answers its result and the peak. */
async function peakRss<T>(
  pid: number,
  during: () => Promise<T>,
): Promise<{ result: T; peakMb: number | null }> {
  let peak: number | null = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 50);
  try {
    return { result: await during(), peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}

/** The server's JSON log (one line per request), kept in a file as a deployment's would be. */
const logFile = join(tmpdir(), `bench-load-${process.pid}.log`);

function startServer(): Promise<{ child: ChildProcess; target: LoadTarget }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./loadServer.ts', import.meta.url))],
    {
      stdio: ['ignore', openSync(logFile, 'w'), 'inherit', 'ipc'],
      env: { ...process.env, LOG_LEVEL: 'info' },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready`)));
    child.on('message', (message: { ready?: LoadTarget }) => {
      if (message.ready) resolve({ child, target: message.ready });
    });
  });
}

const mb = (value: number | null) => (value === null ? 'n/a (no /proc)' : `${value.toFixed(0)} MB`);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

const { child, target } = await startServer();
const pid = child.pid ?? 0;
try {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, rejectUnauthorized: false });
  const admin = apiOver(agent, target.port, target.adminToken);
  const calls = [
    {
      label: 'POST /ticketsGrid (15 rows, all directions)',
      run: (i: number) =>
        timed(() =>
          admin.POST('/ticketsGrid', {
            body: { idDireccionesServicio: target.directions, position: (i * 15) % 3000, take: 15 },
          }),
        ),
    },
    {
      label: 'POST /search/services (global search)',
      run: (i: number) =>
        timed(() =>
          admin.POST('/search/services', {
            params: { query: { skip: 0, take: 6, text: i % 2 ? target.searchText : 'aceite' } },
          }),
        ),
    },
    {
      label: 'GET /ticketsGridDetails (a service)',
      run: (i: number) =>
        timed(() =>
          admin.GET('/ticketsGridDetails', {
            params: { query: { idTicket: target.ticketIds[i % target.ticketIds.length] ?? 1 } },
          }),
        ),
    },
  ];

  const samples = calls.map(() => [] as number[]);
  const errors = calls.map(() => new Map<number, number>());
  let counting = false;
  let sequence = 0;
  const loadStart = performance.now();
  const countFrom = loadStart + warmupSeconds * 1000;
  const end = countFrom + seconds * 1000;
  console.log(
    `\nload: ${connections} connections for ${seconds} s (+${warmupSeconds} s warm-up), ${calls.length} calls in turn, as admin@demo.es over ${target.directions.length} service directions`,
  );
  const { peakMb: loadPeak } = await peakRss(pid, () =>
    Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        for (let turn = worker; performance.now() < end; turn++) {
          const which = turn % calls.length;
          const i = sequence++;
          const answer = await (calls[which] as (typeof calls)[number]).run(i);
          counting ||= performance.now() >= countFrom;
          if (!counting) continue;
          if (answer.status === 200) samples[which]?.push(answer.ms);
          else errors[which]?.set(answer.status, (errors[which]?.get(answer.status) ?? 0) + 1);
        }
      }),
    ),
  );
  agent.destroy();
  const elapsed = (performance.now() - countFrom) / 1000;
  let totalOk = 0;
  let totalErrors = 0;
  calls.forEach((c, index) => {
    const taken = samples[index] ?? [];
    const failed = [...(errors[index]?.values() ?? [])].reduce((a, b) => a + b, 0);
    totalOk += taken.length;
    totalErrors += failed;
    const byStatus = [...(errors[index]?.entries() ?? [])]
      .map(([s, n]) => `${n}×${s || 'network'}`)
      .join(', ');
    console.log(
      `  ${c.label.padEnd(44)} ${(taken.length / elapsed).toFixed(1).padStart(7)} req/s   p50 ${ms(percentile(taken, 50))}   p99 ${ms(percentile(taken, 99))}   errors ${failed}${byStatus ? ` (${byStatus})` : ''}`,
    );
  });
  console.log(
    `  all calls: ${(totalOk / elapsed).toFixed(1)} req/s, ${totalErrors} errors; server peak RSS during the load ${mb(loadPeak)}`,
  );

  // 1b: the same mix with the request log and metrics on and off, in turns.
  const rates: Record<'on' | 'off', number[]> = { on: [], off: [] };
  console.log(
    `\nlogging and metrics: ${overheadRounds} rounds of ${overheadSeconds} s, on and off in turns (log in ${logFile})`,
  );
  for (let round = 0; round < overheadRounds; round++) {
    const side = round % 2 === 0 ? 'on' : 'off';
    child.send({ observe: side === 'on' });
    const roundAgent = new Agent({ keepAlive: true, maxSockets: connections, rejectUnauthorized: false });
    const roundApi = apiOver(roundAgent, target.port, target.adminToken);
    const roundEnd = performance.now() + overheadSeconds * 1000;
    let ok = 0;
    let next = 0;
    const roundStart = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        for (let turn = worker; performance.now() < roundEnd; turn++) {
          const i = next++;
          const which = turn % 3;
          const answer = await timed(() =>
            which === 0
              ? roundApi.POST('/ticketsGrid', {
                  body: { idDireccionesServicio: target.directions, position: (i * 15) % 3000, take: 15 },
                })
              : which === 1
                ? roundApi.POST('/search/services', {
                    params: { query: { skip: 0, take: 6, text: 'aceite' } },
                  })
                : roundApi.GET('/ticketsGridDetails', {
                    params: { query: { idTicket: target.ticketIds[i % target.ticketIds.length] ?? 1 } },
                  }),
          );
          if (answer.status === 200) ok++;
        }
      }),
    );
    roundAgent.destroy();
    const rate = ok / ((performance.now() - roundStart) / 1000);
    rates[side].push(rate);
    console.log(
      `  round ${round + 1}, log and metrics ${side.padEnd(3)} ${rate.toFixed(1).padStart(8)} req/s`,
    );
  }
  child.send({ observe: true });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const on = mean(rates.on);
  const off = mean(rates.off);
  console.log(
    `  mean of the rounds: on ${on.toFixed(1)} req/s, off ${off.toFixed(1)} req/s: overhead ${(((off - on) / off) * 100).toFixed(1)}% (target under 5%)`,
  );

  const uploadAgent = new Agent({ keepAlive: false, maxSockets: uploads, rejectUnauthorized: false });
  const before = rssMb(pid);
  console.log(
    `\nuploads: ${uploads} concurrent uploadFile of ${(uploadBytes / 1_000_000).toFixed(0)} MB each`,
  );
  const { result: answers, peakMb: uploadPeak } = await peakRss(pid, () =>
    Promise.all(Array.from({ length: uploads }, (_, i) => upload(uploadAgent, target, i, uploadBytes))),
  );
  uploadAgent.destroy();
  const stored = answers.filter((a) => a.status === 200).length;
  const times = answers.map((a) => a.ms);
  console.log(
    `  ${stored}/${uploads} stored   p50 ${ms(percentile(times, 50))}   max ${ms(Math.max(...times))}   server RSS before ${mb(before)}, peak during ${mb(uploadPeak)}`,
  );
} finally {
  child.send('close');
  await new Promise((resolve) => {
    child.once('exit', resolve);
    setTimeout(() => resolve(child.kill()), 15_000).unref();
  });
}
