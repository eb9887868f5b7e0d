// The server-rendering build (issue 7): `vite build --ssr src/entry-server.tsx --outDir dist-server`, run by the web
// `build` script right after the browser build. The API imports the result (api/src/app/ssr.ts): one ES module with
// every dependency bundled in (`ssr.noExternal` in vite.config.ts) and the screens' lazy chunks inlined, built with
// React's production code whatever NODE_ENV the API runs with. Beside it, `client.json` names the browser build it
// belongs to (the SHA-256 of that build's index.html): the API renders only into that index.html, since markup from
// other sources than the browser's would not hydrate.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written next to the server entry; read by api/src/app/ssr.ts. */
export const CLIENT_BUILD_FILE = 'client.json';

export function indexHash(html) {
  return createHash('sha256').update(html).digest('hex');
}

export function serverEntryPlugin({ clientOutDir = 'dist' } = {}) {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'spill-the-tea:server-entry',
    apply: 'build',
    config(_config, env) {
      if (!env.isSsrBuild) return;
      return {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          copyPublicDir: false,
          rollupOptions: { output: { codeSplitting: false, entryFileNames: '[name].js' } },
        },
      };
    },
    configResolved(config) {
      ssr = !!config.build.ssr;
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!ssr) return;
      const index = join(root, clientOutDir, 'index.html');
      let html;
      try {
        html = readFileSync(index);
      } catch {
        throw new Error(`${index} is missing: the browser build (vite build) runs before the server build`);
      }
      writeFileSync(join(outDir, CLIENT_BUILD_FILE), `${JSON.stringify({ indexSha256: indexHash(html) }, null, 2)}\n`);
    },
  };
}
