/**
 * Processes sharing one storage root (a fleet on one machine's disk) each clear the uploads'
 * temporary folder when they start: only files a crash left long ago go, never another process's
 * upload in progress.
 */

import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  clearTemporaryFolder,
  staleTemporaryMs,
  temporaryFileName,
  temporaryFolderOf,
} from '../../server/features/files/atomicWrite';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'fleet-temporary-'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

it("deletes the files a crash left behind, and keeps another process's upload in progress", async () => {
  const folder = temporaryFolderOf(root);
  await mkdir(folder, { recursive: true });
  const now = Date.now();
  await writeFile(join(folder, '.upload-abandoned.part'), 'half');
  const past = new Date(now - staleTemporaryMs - 60_000);
  await utimes(join(folder, '.upload-abandoned.part'), past, past);
  await writeFile(join(folder, '.upload-in-progress.part'), 'streaming');

  clearTemporaryFolder(root, now);

  expect(await readdir(folder)).toEqual(['.upload-in-progress.part']);
});

it('deletes at once what a dead process of this machine left (a restart after a kill), not what live ones are writing', async () => {
  const folder = temporaryFolderOf(root);
  await mkdir(folder, { recursive: true });
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid; // has exited by now
  const ofProcess = (pid: number) => `.upload-${hostname().replaceAll('~', '_')}~${pid}~1234-subida.bin.part`;
  const mine = temporaryFileName('mine.bin');
  const otherMachine = '.upload-otra-maquina~1~5678-subida.bin.part';
  await writeFile(join(folder, ofProcess(deadPid)), 'half');
  await writeFile(join(folder, ofProcess(process.ppid)), 'another live process streaming');
  await writeFile(join(folder, mine), 'this process streaming');
  await writeFile(join(folder, otherMachine), 'another machine, recent');

  clearTemporaryFolder(root);

  expect((await readdir(folder)).sort()).toEqual([ofProcess(process.ppid), mine, otherMachine].sort());
});

it('does nothing when no upload ever staged a file', () => {
  expect(() => clearTemporaryFolder(root)).not.toThrow();
});
