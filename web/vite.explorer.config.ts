import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.mjs';

// The GraphQL explorer (src/explorer, explorer.html): a build of its own after the app's (`pnpm build`), into the same
// dist/ without emptying it, so GraphiQL's weight never enters the app's chunks. The API sends dist/explorer.html to a
// browser's GET /graphql (api/src/app/create-app.ts); its hashed files sit in dist/assets like the app's.
export default defineConfig({
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      input: 'explorer.html',
      output: {
        entryFileNames: 'assets/explorer-[hash].js',
        chunkFileNames: 'assets/explorer-[name]-[hash].js',
        assetFileNames: 'assets/explorer-[name]-[hash][extname]',
      },
      // GraphiQL's modules start with "use client" (for React Server Components); meaningless in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
