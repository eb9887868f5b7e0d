import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.mjs';
import { graphqlDocumentsPlugin } from './scripts/graphql-documents.mjs';
import { bootEntryPlugin } from './scripts/boot-entry.mjs';
import { serverEntryPlugin } from './scripts/server-entry.mjs';
import { styledIdsPlugin } from './scripts/styled-ids.mjs';
import { serviceWorkerPlugin } from './scripts/service-worker.mjs';

const api = process.env.API_URL ?? 'http://localhost:3001';

// In development Vite serves the client with HMR and proxies the API (run by `pnpm dev` on port 3001).
// In production the API serves web/dist itself on one port, with the .br/.gz siblings written here once per build
// (scripts/precompress.mjs; api/src/app/static-web.ts picks one per request from Accept-Encoding), and renders the
// public screens for visitors with the server build of src/entry-server.tsx (`vite build --ssr`, into dist-server,
// every dependency bundled in: scripts/server-entry.mjs, api/src/app/ssr.ts).
export default defineConfig({
  plugins: [graphqlDocumentsPlugin(), styledIdsPlugin(), react(), bootEntryPlugin(), serverEntryPlugin(), serviceWorkerPlugin(), precompressPlugin()],
  server: {
    port: 3000,
    // ws: GraphQL subscriptions (live notifications) go over a WebSocket on /graphql.
    proxy: { '/graphql': { target: api, ws: true }, '/api': api, '/healthz': api, '/readyz': api },
  },
  ssr: { noExternal: true },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
});
