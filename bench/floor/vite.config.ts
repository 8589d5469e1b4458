/**
 * The floor app's build (scripts/checkHomeBundle.ts runs it before measuring the portal): the same
 * Vite and React plugin as the portal, nothing else, so the two figures differ only by what the
 * portal adds. It builds index.html, the signed-in floor; the check builds signed-out.html (the
 * MSAL redirect alone) with this config in a build of its own, so the two share no chunk.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  // Its one chunk is big by design (the floor is every library in one entry); no warning about it.
  build: { manifest: true, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
});
