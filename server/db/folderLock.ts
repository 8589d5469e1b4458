/**
 * One process at a time on an embedded database folder: PGlite itself opens a folder another
 * process holds open without a word, and two engines writing one folder corrupt it. The process
 * that opens it writes its pid beside it (`db.lock`) and removes it on close; another process
 * (a second server, `npm run backup` or `restore` while the server runs) is refused, saying which
 * process holds it. A lock left by a process that is gone (killed) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class FolderInUseError extends Error {}

const lockPathOf = (folder: string) => `${folder.replace(/\/+$/, '')}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding `folder`, if any. */
function folderHolder(folder: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(lockPathOf(folder), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Takes `folder` for this process; the returned function gives it back. */
export function lockFolder(folder: string): () => void {
  const holder = folderHolder(folder);
  if (holder !== undefined)
    throw new FolderInUseError(
      `La base de datos ${folder} está abierta por el proceso ${holder}: deténgalo primero. / ` +
        `The database ${folder} is open in process ${holder}: stop it first.`,
    );
  const path = lockPathOf(folder);
  writeFileSync(path, `${process.pid}\n`);
  return () => {
    try {
      if (Number(readFileSync(path, 'utf8').trim()) === process.pid) rmSync(path, { force: true });
    } catch {
      // Already gone.
    }
  };
}
