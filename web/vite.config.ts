import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3001';

// In development Vite serves the client with HMR and proxies the API (run by `pnpm dev` on port 3001).
// In production the API serves web/dist itself on one port.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { '/graphql': api, '/api': api, '/healthz': api, '/readyz': api },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
});
