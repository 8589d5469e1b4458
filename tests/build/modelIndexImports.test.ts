/**
 * The generated model's index (src/api/generated/model) re-exports every zod schema of the
 * contract: a value imported through it builds all of them (some hundred schemas) when the
 * importing screen loads. Types may come through the index; values come from their own module
 * (`…/model/tipoGestor.zod`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Import statements from the model's index that bring a value (not `import type`). */
function valueImportsOfModelIndex(source: string): string[] {
  const statements = source.match(/import\s[^;]*?from\s+'(?:\.\.\/)+api\/generated\/model'/g) ?? [];
  return statements.filter((statement) => !/^import\s+type\s/.test(statement));
}

describe('imports of the generated model', () => {
  it('finds a value import, and lets a type import through', () => {
    expect(valueImportsOfModelIndex("import { TipoGestor } from '../../api/generated/model';")).toHaveLength(
      1,
    );
    expect(valueImportsOfModelIndex("import type { Cliente } from '../api/generated/model';")).toEqual([]);
  });

  it('bring values from their own modules, never through the index', () => {
    const offenders = sourceFiles(join(root, 'src')).filter(
      (file) => valueImportsOfModelIndex(readFileSync(file, 'utf8')).length > 0,
    );
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
