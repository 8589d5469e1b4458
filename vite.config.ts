import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

/**
 * Brotli (quality 11) and gzip (level 9) copies of the built text files beside them (file.js.br,
 * file.js.gz), made once here so the server sends them without compressing on every request
 * (server/web/staticPortal.ts picks one by Accept-Encoding). Files under 1 KiB gain nothing; the
 * build's own metadata (.vite/) is never served, so it gets none.
 */
const precompressed = () =>
  compression({
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    include: /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/,
    exclude: /(^|[/\\])\.vite[/\\]/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });

export default defineConfig({
  plugins: [react(), chunkModules(), precompressed()],
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
