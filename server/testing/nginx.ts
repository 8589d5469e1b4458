/**
 * Debian's nginx in front of server processes, for the balancer's tests: the repository's own
 * configuration (deploy/nginx/portal-clientes.conf, as an operator installs it) with its
 * placeholders filled, inside a minimal main configuration of a temporary folder (pid, logs,
 * temporary files), run in the foreground as one process.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { send } from './fleetProcess';

const siteConfig = fileURLToPath(new URL('../../deploy/nginx/portal-clientes.conf', import.meta.url));

/** The nginx binary, when installed (Debian's package: /usr/sbin/nginx). */
export const nginxBinary = ['/usr/sbin/nginx', 'nginx'].find(
  (path) => spawnSync(path, ['-v'], { stdio: 'ignore' }).error === undefined,
);

export interface RunningNginx {
  port: number;
  /** nginx's own error log so far (for a failing test's message). */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

export async function startNginx(options: {
  port: number;
  upstreamPorts: number[];
  tls: { cert: string; key: string };
}): Promise<RunningNginx> {
  if (!nginxBinary) throw new Error('nginx is not installed (Debian: apt-get install nginx).');
  const dir = await mkdtemp(join(tmpdir(), 'nginx-'));
  const upstreams = options.upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const site = (await readFile(siteConfig, 'utf8'))
    .replace(/^\s*server 127\.0\.0\.1:5443 .*$/m, upstreams)
    .replaceAll('__LISTEN__', `127.0.0.1:${options.port}`)
    .replaceAll('__SERVER_NAME__', 'localhost')
    .replaceAll('__TLS_CERT__', options.tls.cert)
    .replaceAll('__TLS_KEY__', options.tls.key);
  await writeFile(join(dir, 'portal-clientes.conf'), site);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${join(dir, 'access.log')};
${temporary}
  include ${join(dir, 'portal-clientes.conf')};
}
`,
  );
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const running: RunningNginx = {
    port: options.port,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  // Serving once it answers a health probe through to an upstream.
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx ended: ${output}\n${await errors()}`);
    const answer = await send(options.port, 'GET', '/health/live').catch(() => undefined);
    if (answer?.status === 200) return running;
    if (tries > 300) {
      await running.stop();
      throw new Error(`nginx did not serve in time: ${output}\n${await errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
