import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .vite/chunk-modules.json: for each emitted chunk, the modules bundled into it. With the
 * manifest it lets scripts/checkHomeBundle.ts see which libraries the signed-in home loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = [...output.moduleIds];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 2),
      });
    },
  };
}

const projectFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), chunkModules()],
  server: {
    // The dev server reads only what the portal is made of (dist/, server/, .data/ and the rest of
    // the project are outside `allow`). Denied even if `allow` grows: the default data folder
    // (identity keys, database, stored files), secrets, git. server/web/devPortal.ts refuses more.
    fs: {
      strict: true,
      allow: [
        projectFile('./src'),
        projectFile('./node_modules'),
        projectFile('./public'),
        projectFile('./index.html'),
        projectFile('./redirect.html'),
        projectFile('./screens.config.ts'),
      ],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.data/**'],
    },
  },
  build: {
    // dist/.vite/manifest.json: the entry chunks and their static imports (scripts/checkHomeBundle.ts).
    manifest: true,
    rolldownOptions: {
      // The portal, and the light page MSAL's redirects land on.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        redirect: fileURLToPath(new URL('./redirect.html', import.meta.url)),
      },
    },
  },
});
