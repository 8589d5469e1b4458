/**
 * The child process of seedingDatabase.ts: creates the embedded database folder given as its
 * argument (PGlite's initdb) and applies the migrations, then exits, taking initdb's memory with it.
 */
import { openDatabase } from '../db/database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Falta la carpeta de la base de datos.');
const opened = await openDatabase({ dataDir });
await opened.close();
