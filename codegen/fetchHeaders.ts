/**
 * A step of `npm run codegen`, right after orval: orval writes its header-merging helper
 * (`getHeaders`) into every fetcher that sends a JSON body, some eighty copies of one function in
 * the modules the signed-in home loads. The fetchers call the one in src/api/requestHeaders.ts
 * instead. A module whose fetchers call `getHeaders` without either a copy this step recognises
 * or the import fails the step: a new orval that writes it otherwise must be looked at, not
 * shipped half-rewritten.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** orval's copy, as it writes it inside a fetcher (its own indentation, up to its closing `};`). */
const inlineHelper =
  /^[ \t]*const getHeaders = \(h\?: NonNullable<RequestInit\['headers'\]>\): Record<string, string \| readonly string\[\]> => \{\n(?:(?![ \t]*const getHeaders)[^\n]*\n)*?[ \t]*return headers;\n[ \t]*\};\n/gm;
const sharedImport = "import { getHeaders } from '../../requestHeaders';";
const anchor = "import { apiFetch } from '../../http';";

/** The module's source with its fetchers calling the shared helper, and how many copies went. */
export function withSharedHeaders(source: string, name: string): { source: string; removed: number } {
  let removed = 0;
  let out = source.replace(inlineHelper, () => {
    removed += 1;
    return '';
  });
  if (!out.includes('getHeaders(')) return { source: out, removed };
  if (out.includes('const getHeaders'))
    throw new Error(`${name}: orval wrote a getHeaders this step does not recognise`);
  if (!out.includes(anchor)) throw new Error(`${name}: no "${anchor}" to import getHeaders beside`);
  if (!out.includes(sharedImport)) out = out.replace(anchor, `${anchor}\n${sharedImport}`);
  return { source: out, removed };
}

function main() {
  const generated = fileURLToPath(new URL('../src/api/generated/', import.meta.url));
  let removed = 0;
  for (const entry of readdirSync(generated, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(generated, entry.name, `${entry.name}.ts`);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const rewritten = withSharedHeaders(source, `${entry.name}/${entry.name}.ts`);
    removed += rewritten.removed;
    if (rewritten.removed > 0) writeFileSync(file, rewritten.source);
  }
  console.log(`fetch-headers: ${removed} copies of getHeaders replaced by src/api/requestHeaders.ts`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
