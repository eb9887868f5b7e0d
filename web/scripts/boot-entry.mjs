// Makes web/src/boot.ts its own small entry script that the page runs before the app's main bundle (issue 7,
// "First route"). Vite folds every <script type="module"> of index.html into one entry, so boot.ts is built as a
// second Rollup input instead and this plugin puts its <script> (and its imports' modulepreload links) ahead of the
// main one. main.tsx also imports boot.ts: in development (no build) that is what runs it, and in production the
// module has already run by then (a module runs once).
const BOOT_ENTRY = 'boot';

export function bootEntryPlugin() {
  return {
    name: 'spill-the-tea:boot-entry',
    config(config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return; // the server build (scripts/server-entry.mjs) has its own entry
      const input = config.build?.rollupOptions?.input ?? 'index.html';
      return { build: { rollupOptions: { input: { index: typeof input === 'string' ? input : 'index.html', [BOOT_ENTRY]: 'src/boot.ts' } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const boot = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === BOOT_ENTRY);
        if (!boot) throw new Error('boot entry missing from the bundle');
        const base = '/';
        const preloads = boot.imports.filter((f) => !html.includes(`${base}${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`);
        const tag = `<script type="module" crossorigin src="${base}${boot.fileName}"></script>`;
        const mainScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
        if (!mainScript.test(html)) throw new Error('main script tag not found in index.html');
        return html.replace(mainScript, (main) => [tag, ...preloads, main].join('\n    '));
      },
    },
  };
}
