/**
 * Azurite's blob service (the `azurite` package), started by the tests that run the document
 * storage on Azure Blob Storage: in memory, on a free loopback port, in a child process of its own
 * (so its sockets and memory are not the test's). One per test file, shared by its test APIs, each
 * of which takes a container of its own.
 *
 * The child ends when its standard input does: when `stop` closes it, and also when the test
 * process dies without stopping it (a killed worker), so no Azurite outlives its tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Azurite's well-known development account (public, documented by Microsoft). */
const account = 'devstoreaccount1';
const accountKey = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  connectionString: string;
  stop(): Promise<void>;
}

const blobMain = () => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'blob', 'main.js');
};

/** Runs Azurite's blob main (argv[1], as its argument parser expects) until stdin ends. */
const untilStdinEnds =
  "process.stdin.on('end', () => process.exit(0)); process.stdin.resume(); require(process.argv[1]);";

export async function startAzurite(): Promise<RunningAzurite> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      untilStdinEnds,
      '--',
      blobMain(),
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--inMemoryPersistence',
      '--extentMemoryLimit',
      '512',
      '--skipApiVersionCheck',
      '--disableTelemetry',
      '--silent',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Azurite no arrancó:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /successfully listens on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite terminó (${code}):\n${output}`));
    });
  });
  return {
    connectionString:
      `DefaultEndpointsProtocol=http;AccountName=${account};AccountKey=${accountKey};` +
      `BlobEndpoint=${url}/${account};`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      const stuck = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(stuck);
    },
  };
}
