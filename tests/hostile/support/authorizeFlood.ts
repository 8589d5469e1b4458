/**
 * A flood of anonymous requests, run as a child process of the test (`node --import tsx`) so that
 * its client work takes the other core, not the stack's: GET `path` on `port` `perAddress` times
 * from each of `addresses` (loopback addresses this process binds to), a few at a time per address
 * over kept-alive connections, no cookies kept. Prints one JSON line: how many answers had each
 * status, the first body of each unexpected status, and how long it took.
 *
 * Usage: node --import tsx authorizeFlood.ts '{"port":1234,"path":"/...","addresses":["127.1.0.1"],"perAddress":100}'
 */
import { Agent, request } from 'node:https';

interface FloodSettings {
  port: number;
  path: string;
  addresses: string[];
  perAddress: number;
  /** Requests in flight per address. */
  perAddressInFlight?: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as FloodSettings;
const statuses: Record<string, number> = {};
/** The first answer of each status other than these, for the test's message. */
const expected = new Set(['303', '429', '503']);
const samples: Record<string, string> = {};

function get(agent: Agent): Promise<void> {
  return new Promise((resolve) => {
    const req = request(
      { agent, host: '127.0.0.1', servername: 'localhost', port: settings.port, path: settings.path },
      (res) => {
        const status = String(res.statusCode);
        statuses[status] = (statuses[status] ?? 0) + 1;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (!expected.has(status) && samples[status] === undefined) chunks.push(chunk);
        });
        res.on('end', () => {
          if (chunks.length > 0) samples[status] ??= Buffer.concat(chunks).toString('utf8').slice(0, 2000);
          resolve();
        });
        res.on('error', resolve);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      const key = `error ${error.code ?? error.message}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      resolve();
    });
    req.end();
  });
}

async function fromAddress(localAddress: string) {
  const inFlight = settings.perAddressInFlight ?? 2;
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight, localAddress, rejectUnauthorized: false });
  let sent = 0;
  const worker = async () => {
    while (sent < settings.perAddress) {
      sent += 1;
      await get(agent);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  agent.destroy();
}

const started = performance.now();
await Promise.all(settings.addresses.map(fromAddress));
process.stdout.write(
  `${JSON.stringify({ statuses, samples, elapsedMs: Math.round(performance.now() - started) })}\n`,
);
