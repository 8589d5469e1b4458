/**
 * Backups of a one-machine deployment: the embedded database (PGlite, DATA_DIR/db) with its
 * documents folder (STORAGE_ROOT) and the identity provider's keys (DATA_DIR/identity, so that
 * sessions and tokens issued before survive a restore), in one folder:
 *   database.tar.gz   the database folder as PGlite dumps it (a consistent copy: taken with the
 *                     engine open, nothing else writing; the server must be stopped)
 *   documents/        every stored document, by its key
 *   identity/         signing and cookie keys
 *   manifest.json     when, from which migration, and how many rows per table and documents
 * A restore puts each back and checks the rows against the manifest.
 *
 * A PostgreSQL server (DATABASE_URL) is backed up with its own tools (pg_dump/pg_restore, see
 * docs/operations.md) and Azure Blob Storage with Azure's (soft delete, versioning, AzCopy): the
 * commands refuse them, saying so.
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { type ServerConfig, SettingsError } from '../config';
import { type Database, openDatabase } from '../db/database';
import { lockFolder } from '../db/folderLock';
import { temporaryFolderName } from '../features/files/atomicWrite';

export interface BackupManifest {
  createdAt: string;
  /** drizzle's created_at of the newest migration applied: a restore onto older code is refused. */
  newestMigration: number;
  rows: Record<string, number>;
  documents: { count: number; bytes: number };
}

const databaseDir = (config: ServerConfig) => join(config.dataDir, 'db');

function refuseUnsupported(config: ServerConfig, action: string): void {
  if (config.databaseUrl)
    throw new SettingsError(
      `Con DATABASE_URL la base de datos es un servidor PostgreSQL: use pg_dump y pg_restore (docs/operations.md, "Copias de seguridad"), no npm run ${action}. / ` +
        `With DATABASE_URL the database is a PostgreSQL server: use pg_dump and pg_restore (docs/operations.md, "Backups"), not npm run ${action}.`,
    );
  if (config.azureStorage)
    throw new SettingsError(
      `Los documentos están en Azure Blob Storage: su copia es la de Azure (eliminación temporal, versiones, AzCopy), no npm run ${action}. / ` +
        `The documents are in Azure Blob Storage: back them up with Azure's tools (soft delete, versioning, AzCopy), not npm run ${action}.`,
    );
}

/** Rows per table of the public schema (and, with `hashes`, a digest of each table's rows). */
export async function databaseContents(
  db: Database,
  options: { hashes?: boolean } = {},
): Promise<Record<string, number | string>> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const contents: Record<string, number | string> = {};
  for (const { tablename } of tables.rows) {
    const table = sql.identifier(tablename);
    const result = (await db.execute(
      options.hashes
        ? sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`
        : sql`select count(*)::int as n from ${table}`,
    )) as unknown as { rows: { n: number; digest?: string }[] };
    const row = result.rows[0];
    contents[tablename] = options.hashes ? `${row?.n}:${row?.digest}` : Number(row?.n ?? 0);
  }
  return contents;
}

async function newestMigration(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | number | null }[] };
  return Number(result.rows[0]?.newest ?? 0);
}

/** Every stored document under `root`, as relative keys (the uploads in progress left out). */
async function documentsIn(root: string): Promise<{ count: number; bytes: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let count = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (path.slice(root.length + 1).startsWith(temporaryFolderName)) continue;
    count++;
    bytes += (await stat(path)).size;
  }
  return { count, bytes };
}

const copyDocuments = (from: string, to: string) =>
  cp(from, to, {
    recursive: true,
    filter: (source) => !source.slice(from.length + 1).startsWith(temporaryFolderName),
  });

/** Writes a backup of the stopped deployment into `target` (a new folder); answers its manifest. */
export async function backUp(config: ServerConfig, target: string): Promise<BackupManifest> {
  refuseUnsupported(config, 'backup');
  if ((await stat(target).catch(() => undefined)) !== undefined)
    throw new SettingsError(
      `${target} ya existe: elija una carpeta nueva. / ${target} already exists: choose a new folder.`,
    );
  // Opened as the server opens it (its lock refuses a running server), so the dump is consistent.
  const database = await openDatabase({ dataDir: databaseDir(config) }, { migrate: false });
  try {
    await mkdir(target, { recursive: true });
    const rows = (await databaseContents(database.db)) as Record<string, number>;
    const migration = await newestMigration(database.db);
    const engine = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await engine.dumpDataDir('gzip');
    await writeFile(join(target, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    await copyDocuments(config.storageRoot, join(target, 'documents')).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
    await cp(join(config.dataDir, 'identity'), join(target, 'identity'), { recursive: true });
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      newestMigration: migration,
      rows,
      documents: await documentsIn(join(target, 'documents')),
    };
    await writeFile(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await database.close();
  }
}

/**
 * Puts a backup back into the deployment's DATA_DIR and STORAGE_ROOT. What is there is refused
 * unless `replace` (then removed first). Checks the restored rows against the manifest.
 */
export async function restore(
  config: ServerConfig,
  source: string,
  options: { replace?: boolean } = {},
): Promise<BackupManifest> {
  refuseUnsupported(config, 'restore');
  const manifest = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8')) as BackupManifest;
  const folder = databaseDir(config);
  await mkdir(config.dataDir, { recursive: true });
  const unlock = lockFolder(folder);
  try {
    const existing = await stat(folder).catch(() => undefined);
    if (existing && !options.replace)
      throw new SettingsError(
        `${folder} ya tiene una base de datos: añada --replace para sustituirla (se borra). / ` +
          `${folder} already holds a database: add --replace to replace it (it is deleted).`,
      );
    await rm(folder, { recursive: true, force: true });
    await rm(config.storageRoot, { recursive: true, force: true });
    const tarball = new Blob([await readFile(join(source, 'database.tar.gz'))]);
    const engine = await PGlite.create({ dataDir: folder, loadDataDir: tarball, extensions: { pg_trgm } });
    await engine.close();
    await copyDocuments(join(source, 'documents'), config.storageRoot).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
    await cp(join(source, 'identity'), join(config.dataDir, 'identity'), { recursive: true, force: true });
  } finally {
    unlock();
  }

  const database = await openDatabase({ dataDir: folder }, { migrate: false });
  try {
    const rows = await databaseContents(database.db);
    const differing = Object.keys({ ...manifest.rows, ...rows }).filter(
      (table) => rows[table] !== manifest.rows[table],
    );
    if (differing.length > 0)
      throw new Error(`Las filas restauradas no son las de la copia: ${differing.join(', ')}.`);
  } finally {
    await database.close();
  }
  const documents = await documentsIn(config.storageRoot);
  if (documents.count !== manifest.documents.count || documents.bytes !== manifest.documents.bytes)
    throw new Error('Los documentos restaurados no son los de la copia.');
  return manifest;
}
