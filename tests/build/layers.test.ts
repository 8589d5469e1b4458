/**
 * The layers hold by lint (biome.json `noRestrictedImports` per folder, run by `npm run lint` in
 * `npm test`): an import against the direction fails, an allowed one passes. Each case writes a
 * one-line probe into the folder it speaks for (that is how Biome picks the folder's rules) and
 * removes it afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Whether Biome refuses `source` as the file `path` for a restricted import. */
function refused(path: string, source: string): boolean {
  const probe = join(root, path);
  mkdirSync(dirname(probe), { recursive: true });
  writeFileSync(probe, source);
  try {
    execFileSync(biome, ['lint', '--only=style/noRestrictedImports', probe], { cwd: root, stdio: 'pipe' });
    return false;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const output = `${stdout ?? ''}${stderr ?? ''}`;
    if (!output.includes('noRestrictedImports')) throw error;
    return true;
  } finally {
    rmSync(probe, { force: true });
  }
}

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
