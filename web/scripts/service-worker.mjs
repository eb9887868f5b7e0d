// The service worker's build (issue 24, "Installable"): web/sw/service-worker.js becomes dist/sw.js with this build's
// id and its app shell written in. The id changes with every build that changes a file name, so the browser sees a new
// service worker after a deploy (the update prompt); the shell is what a second visit needs to paint with no network:
// index.html, the files index.html loads (its scripts, modulepreloads and styles), the manifest, the icons and
// offline.html. Plain ESM (with service-worker.d.mts) like the other build plugins here.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The public files the shell adds to what index.html loads (web/public). */
export const SHELL_PUBLIC_FILES = ['/offline.html', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * Lazy modules an offline visit needs although the first screen does not load them: the banner that says "You are
 * offline" (and offers a new version) and a toast (what a failed action says) are chunks of their own, loaded only when
 * there is something to say.
 */
export const OFFLINE_MODULES = ['src/features/shell/components/AppStatusBanner.tsx', 'src/ui/toast/ToastItem.tsx'];

/** The chunks of the bundle whose entry module is one of `modules`, with the chunks they import. */
export function chunksOf(bundle, modules) {
  const found = new Set();
  const add = (fileName) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || found.has(`/${fileName}`)) return;
    found.add(`/${fileName}`);
    for (const imported of chunk.imports) add(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.facadeModuleId && modules.some((m) => chunk.facadeModuleId.endsWith(m))) add(fileName);
  }
  return [...found];
}

/** The same-origin files an HTML page loads before it runs: scripts, modulepreloads and stylesheets. */
export function filesLoadedBy(html) {
  const found = new Set();
  for (const [, url] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+)"/g)) found.add(url);
  return [...found].sort();
}

/** The service worker's source with the build's id and shell written in. */
export function serviceWorkerSource(template, html, fileNames, offlineChunks = []) {
  const shell = [...new Set(['/index.html', ...filesLoadedBy(html), ...offlineChunks, ...SHELL_PUBLIC_FILES])];
  const build = createHash('sha256')
    .update([...fileNames].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
  return template.replace("'__TEA_BUILD__'", JSON.stringify(build)).replace('__TEA_SHELL__', JSON.stringify(shell));
}

export function serviceWorkerPlugin() {
  let root = '';
  return {
    name: 'spill-the-tea:service-worker',
    // After Vite's own HTML plugin has put index.html into the bundle.
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('service worker: the build has no index.html');
      const template = await readFile(join(root, 'sw/service-worker.js'), 'utf8');
      const offline = chunksOf(bundle, OFFLINE_MODULES);
      if (offline.length === 0) throw new Error(`service worker: no chunk for ${OFFLINE_MODULES.join(', ')}`);
      const source = serviceWorkerSource(template, String(index.source), Object.keys(bundle), offline);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
