/**
 * The layers hold by lint (biome.json `noRestrictedImports` per folder, run by `npm run lint` in
 * `npm test`): an import against the direction fails, an allowed one passes. Each case writes a
 * one-line probe into the folder it speaks for (that is how Biome picks the folder's rules) and
 * removes it afterwards. The same lint refuses an import cycle (Biome's `noImportCycles`), and code
 * and dependencies nothing uses (knip, `npm run lint:unused`).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Writes probe files (path → source), runs `check` on them, and removes them whatever happens. */
function withProbes<T>(files: Record<string, string>, check: (paths: string[]) => T): T {
  const paths = Object.keys(files).map((path) => join(root, path));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    return check(paths);
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
}

/** The output of a command that is expected to fail, or null when it passes. */
function failureOf(command: string, args: string[]): string | null {
  try {
    execFileSync(command, args, { cwd: root, stdio: 'pipe' });
    return null;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout ?? ''}${stderr ?? ''}`;
  }
}

/** Whether Biome's `rule` refuses the probe files. */
function biomeRefuses(rule: string, files: Record<string, string>): boolean {
  return withProbes(files, (paths) => {
    const output = failureOf(biome, ['lint', `--only=${rule}`, ...paths]);
    if (output !== null && !output.includes(rule.split('/')[1] ?? rule)) throw new Error(output);
    return output !== null;
  });
}

/** Whether Biome refuses `source` as the file `path` for a restricted import. */
const refused = (path: string, source: string) =>
  biomeRefuses('style/noRestrictedImports', { [path]: source });

const probe = (folder: string) => `${folder}/zzLayerProbe${process.pid}.ts`;

describe('layer direction', { timeout: 60_000 }, () => {
  it('keeps the config language below features, screens and screen bodies', () => {
    expect(refused(probe('src/language'), "export { EstadoChip } from '../features/grid/cells';\n")).toBe(
      true,
    );
    expect(refused(probe('src/language'), "export { ScreenBody } from '../screens/ScreenBody';\n")).toBe(
      true,
    );
    expect(refused(probe('src/language'), "export { servicesBody } from '../config/services';\n")).toBe(true);
    expect(refused(probe('src/language'), "export { operationQuery } from '../api/queryPolicy';\n")).toBe(
      false,
    );
  });

  it('keeps features off the registry, the screens table, the shell and the app', () => {
    const feature = probe('src/features/grid');
    expect(refused(feature, "export { ScreenBody } from '../../screens/ScreenBody';\n")).toBe(true);
    expect(refused(feature, "export { screens } from '../../../screens.config';\n")).toBe(true);
    expect(refused(feature, "export { TopNav } from '../../shell/TopNav';\n")).toBe(true);
    expect(refused(feature, "export { gridBody } from '../../language';\n")).toBe(false);
  });

  it('lets a feature import another only where it composes it', () => {
    expect(refused(probe('src/features/search'), "export { GridView } from '../grid/GridView';\n")).toBe(
      true,
    );
    expect(refused(probe('src/features/kpis'), "export { HomeScreen } from '../home/HomeScreen';\n")).toBe(
      true,
    );
    expect(
      refused(probe('src/features/grid'), "export { SchemaForm } from '../schemaForm/SchemaForm';\n"),
    ).toBe(false);
    expect(
      refused(probe('src/features/grid'), "export { ReportsScreen } from '../reports/ReportsScreen';\n"),
    ).toBe(true);
    expect(
      refused(probe('src/features/search'), "export { EstadoChip } from '../../components/cells';\n"),
    ).toBe(false);
  });

  it("keeps the session's selected client below the features", () => {
    expect(refused(probe('src/session'), "export { GridView } from '../features/grid/GridView';\n")).toBe(
      true,
    );
    expect(
      refused(
        probe('src/session'),
        "export { useGetClients } from '../api/generated/structure/structure';\n",
      ),
    ).toBe(false);
  });

  it('keeps src/api and src/lib at the bottom', () => {
    expect(refused(probe('src/api'), "export { gridBody } from '../language';\n")).toBe(true);
    expect(refused(probe('src/lib'), "export { gridBody } from '../language';\n")).toBe(true);
  });
});

describe('what else the lint of npm test refuses', { timeout: 120_000 }, () => {
  it('runs Biome and knip', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toContain('npm run lint');
    expect(scripts.lint).toContain('biome check .');
    expect(scripts.lint).toContain('npm run lint:unused');
    expect(scripts['lint:unused']).toContain('knip');
  });

  it('an import cycle, even between two modules of one layer', () => {
    const [a, b] = [`zzCycleA${process.pid}`, `zzCycleB${process.pid}`];
    const cycle = {
      [`src/lib/${a}.ts`]: `import { b } from './${b}';\nexport const a = (): number => b() + 1;\n`,
      [`src/lib/${b}.ts`]: `import { a } from './${a}';\nexport const b = (): number => a() - 1;\n`,
    };
    expect(biomeRefuses('suspicious/noImportCycles', cycle)).toBe(true);
  });

  it('an export nothing imports (knip)', () => {
    const module = `zzUnusedProbe${process.pid}`;
    const output = withProbes(
      {
        [`src/lib/${module}.ts`]: 'export const used = 1;\nexport const forgotten = 2;\n',
        // tests/ is one of knip's entries: what a test imports is used.
        [`tests/build/${module}User.ts`]: `import { used } from '../../src/lib/${module}';\nexport default used;\n`,
      },
      () => failureOf(join(root, 'node_modules', '.bin', 'knip'), ['--no-progress', '--no-gitignore']),
    );
    expect(output).toMatch(new RegExp(`forgotten\\s+\\S*\\s*src/lib/${module}\\.ts`));
    expect(output).not.toMatch(new RegExp(`\\bused\\s+\\S*\\s*src/lib/${module}\\.ts`));
  });

  it('a dependency nothing imports (knip)', () => {
    // On a copy of the project whose package.json lists one more dependency: the real package.json
    // stays untouched while other test files read it.
    const copy = mkdtempSync(join(tmpdir(), 'portal-clientes-knip-'));
    try {
      const skipped = new Set([
        'node_modules',
        '.git',
        'dist',
        '.data',
        'coverage',
        '.scratch',
        'package.json',
      ]);
      for (const entry of readdirSync(root).filter((name) => !skipped.has(name)))
        cpSync(join(root, entry), join(copy, entry), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      manifest.dependencies['zz-unused-probe'] = '1.0.0';
      writeFileSync(join(copy, 'package.json'), JSON.stringify(manifest, null, 2));
      const output = failureOf(join(root, 'node_modules', '.bin', 'knip'), [
        '--no-progress',
        '--no-gitignore',
        '--directory',
        copy,
      ]);
      expect(output).toMatch(/Unused dependencies \(1\)\s+zz-unused-probe\s+package\.json/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
