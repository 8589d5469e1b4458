import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
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
 * mantine-react-table's tooltips mount the first time the pointer reaches their targets, and its
 * selects' lists the first time the select is focused: the table library's imports of
 * @mantine/core resolve to @mantine/core with its Tooltip replaced by HoverTooltip
 * (src/components/lazyOverlays.tsx) and its Select by the portal's (src/components/Select.tsx),
 * the same props. A page of the services grid rendered some fifty closed tooltips (a selection
 * checkbox's per row, the sort and column-menu buttons' per header, the toolbar's), and positioned
 * the pager's hidden list of page sizes as it mounted. The build only: the dev server pre-bundles
 * the library, which then keeps Mantine's Tooltip and Select (the same on screen).
 */
function tableOverlays(): Plugin {
  const tableMantine = '\0portal-table-mantine';
  return {
    name: 'portal-table-overlays',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@mantine/core' && importer && /[\\/]mantine-react-table[\\/]/.test(importer))
        return tableMantine;
      return null;
    },
    load(id) {
      if (id !== tableMantine) return null;
      return [
        "export * from '@mantine/core';",
        `export { HoverTooltip as Tooltip } from ${JSON.stringify(projectFile('./src/components/lazyOverlays.tsx'))};`,
        `export { Select } from ${JSON.stringify(projectFile('./src/components/Select.tsx'))};`,
      ].join('\n');
    },
  };
}

/**
 * The public screens as pages of their own (src/app/publicPages.tsx renders them): each an entry of
 * the build, dist/pages/<path>.html (src/lib/publicPageFile.ts), whose stylesheet and script Vite
 * bundles as it does index.html's, so a visitor gets the text without the portal. The pages are
 * rendered in Node through Vite's server-side module loading (JSX, the contract's schemas), before
 * the build starts, with its settings (`VITE_COMPANY_*`: the company's identity). The dev server
 * renders a page on each request to its path (or its file's), with hot reload's client.
 */
type PublicPagesModule = typeof import('./src/app/publicPages');
const publicPagesModule = projectFile('./src/app/publicPages.tsx');
/** The rendered pages, by the module id of their file: what the build loads for each entry. */
const publicPageHtml = new Map<string, string>();

function publicPages(): Plugin {
  const devPage = async (server: ViteDevServer, url: string): Promise<string | undefined> => {
    const pages = (await server.ssrLoadModule(publicPagesModule)) as PublicPagesModule;
    const path = pages.publicPageAt(url.split(/[?#]/, 1)[0] ?? '');
    if (!path) return undefined;
    const page = (await pages.renderPublicPages(server.config.env)).find(
      (candidate) => candidate.path === path,
    );
    return page && server.transformIndexHtml(url, page.html);
  };
  return {
    name: 'portal-public-pages',
    enforce: 'pre',
    async config(_config, { command, mode }) {
      if (command !== 'build') return;
      // A server of the modules alone (no config file: none of these plugins), closed once rendered.
      const renderer = await createServer({
        configFile: false,
        root: projectFile('.'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderPublicPages } = (await renderer.ssrLoadModule(publicPagesModule)) as PublicPagesModule;
        for (const page of await renderPublicPages(loadEnv(mode, projectFile('.'), 'VITE_')))
          publicPageHtml.set(projectFile(`.${page.file}`), page.html);
      } finally {
        await renderer.close();
      }
      return {
        build: {
          rolldownOptions: {
            input: Object.fromEntries([...publicPageHtml.keys()].map((id, index) => [`page-${index}`, id])),
          },
        },
      };
    },
    resolveId(id) {
      return publicPageHtml.has(id) ? id : null;
    },
    load(id) {
      return publicPageHtml.get(id) ?? null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        devPage(server, req.url ?? '/').then((html) => {
          if (html === undefined) return next();
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        }, next);
      });
    },
  };
}

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

/**
 * The modules the portal loads at start go into one chunk, and those the home screen adds into
 * another, instead of some 40 small chunks shared with the lazy routes: the portal loads before any
 * route, and the home is the first screen after sign-in, so that split only cost the signed-in home
 * a request and a cold compression dictionary per file (about 8 KiB of gzip). Both are inputs of
 * the build for this (`startChunks`), as Rolldown tags what an entry loads at start ('$initial',
 * which leaves out a barrel's unused exports); index.html still loads the portal only once signed
 * in (src/main.tsx) and the home with its route. What the entry pages load themselves stays with
 * them: a signed-out visitor loads only that (scripts/checkHomeBundle.ts).
 */
const startChunks = [
  { name: 'portal', root: projectFile('./src/app/portal.tsx') },
  { name: 'home', root: projectFile('./src/features/home/HomeScreen.tsx') },
] as const;

function startChunkGroup(): Rolldown.CodeSplittingGroup {
  let chunkOf: Map<string, string> | undefined;
  const closure = (roots: readonly string[], ctx: Rolldown.ChunkingContext) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  return {
    debugName: 'portal and home',
    tags: ['$initial'],
    // Only the modules named here: the entry pages' own modules must not follow them in. (Every
    // static import of a module named here is named here too, or is the entry pages': leaving one
    // out would give the portal's chunk a circular import it cannot evaluate.)
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (!chunkOf) {
        chunkOf = new Map();
        const entryPages = closure(
          [projectFile('./index.html'), projectFile('./redirect.html'), ...publicPageHtml.keys()],
          ctx,
        );
        for (const { name, root } of startChunks)
          for (const module of closure([root], ctx))
            if (!entryPages.has(module) && !chunkOf.has(module)) chunkOf.set(module, name);
      }
      return chunkOf.get(id) ?? null;
    },
  };
}

export default defineConfig({
  plugins: [tableOverlays(), publicPages(), react(), chunkModules(), precompressed()],
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
      // The portal and the light page MSAL's redirects land on (the public pages: publicPages()).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        redirect: fileURLToPath(new URL('./redirect.html', import.meta.url)),
        ...Object.fromEntries(startChunks.map(({ name, root }) => [name, root])),
      },
      output: { codeSplitting: { groups: [startChunkGroup()] } },
    },
  },
});
