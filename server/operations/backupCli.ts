/**
 * `npm run backup [-- FOLDER]` and `npm run restore -- FOLDER [--replace]` for a one-machine
 * deployment (embedded database, documents on disk; backup.ts), with the server stopped. The same
 * settings as the server (DATA_DIR, STORAGE_ROOT). A backup goes to FOLDER, by default
 * `backups/portal-clientes-<date and time>`.
 */
import { resolve } from 'node:path';
import { readServerConfig, SettingsError } from '../config';
import { FolderInUseError } from '../db/folderLock';
import { backUp, restore } from './backup';

const [command, ...rest] = process.argv.slice(2);
const replace = rest.includes('--replace');
const folder = rest.find((arg) => !arg.startsWith('--'));
const config = readServerConfig();

try {
  if (command === 'backup') {
    const target = resolve(
      folder ?? `backups/portal-clientes-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    const manifest = await backUp(config, target);
    const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `Copia en ${target}: ${rows} filas en ${Object.keys(manifest.rows).length} tablas, ` +
        `${manifest.documents.count} documentos (${manifest.documents.bytes} bytes).`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restore(config, resolve(folder), { replace });
    console.log(
      `Restaurada la copia del ${manifest.createdAt} en ${config.dataDir}: filas y ${manifest.documents.count} documentos comprobados.`,
    );
  } else {
    console.error('Uso: npm run backup [-- CARPETA] | npm run restore -- CARPETA [--replace]');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof SettingsError || error instanceof FolderInUseError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = 1;
}
