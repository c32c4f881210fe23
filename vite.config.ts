import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser build (the server runs from source with tsx). Entries: the always-loaded
 * runtime (no React), the theme stylesheet, and one chunk per island block, found by
 * convention `src/blocks/<name>/<name>.island.tsx` so adding a block adds its chunk.
 * src/server/assets.ts reads the manifest to link them.
 */
const BLOCKS = 'src/blocks';

function islandEntries(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(BLOCKS, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(BLOCKS, d.name, `${d.name}.island.tsx`)))
      .map((d) => [d.name, join(BLOCKS, d.name, `${d.name}.island.tsx`)]),
  );
}

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  // Scripts built with `?worker&url` (moving parts, after-load tracking, the site chrome) are ES
  // modules the runtime import()s, so they may split: each chrome part is a chunk of its own.
  worker: { format: 'es' },
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    // We write the modulepreload links ourselves, only for the islands on each page.
    modulePreload: false,
    rolldownOptions: {
      input: {
        runtime: 'src/runtime/main.ts',
        theme: 'src/page/styles/theme.css',
        ...islandEntries(),
      },
      // Island chunks are loaded with import() and their default export is called.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // React and the hydration helper: one shared chunk, cached across islands and pages.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]runtime[\\/]islands[\\/]hydrate/,
            },
          ],
        },
      },
    },
  },
});
