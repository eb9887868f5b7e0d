// Makes web/src/boot.ts its own small entry script that the page runs before the app's main bundle (issue 7,
// "First route"). Vite folds every <script type="module"> of index.html into one entry, so boot.ts is built as a
// second Rollup input instead and this plugin puts its <script> (and its imports' modulepreload links) ahead of the
// main one. main.tsx also imports boot.ts: in development (no build) that is what runs it, and in production the
// module has already run by then (a module runs once).
const BOOT_ENTRY = 'boot';
/** The chunk of what boot.ts and main.tsx both import. */
const BOOT_SHARED_CHUNK = 'start';

/** The chunk of the app's start: the libraries and the shell (main.tsx's static imports, less boot.ts's). */
const APP_CHUNK = 'app';
/**
 * The screens visitors arrive on (a shared link, a search result): each gets its code in one chunk, see below.
 * Paths relative to web/.
 */
const LANDING_SCREENS = {
  home: 'src/features/home/routes/HomeRoute.tsx',
  profile: 'src/features/profile/routes/ProfileRoute.tsx',
  auth: 'src/features/auth/routes/AuthRoute.tsx',
};

/** Every module id statically reachable from `from` (itself included). */
function staticClosure(getModuleInfo, from) {
  const seen = new Set();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Chunks (issue 7, "First route"). The second entry would otherwise scatter the first screen over some thirty files:
// a module that a screen (which boot.ts loads without main.tsx) shares with main.tsx cannot live in main.tsx's
// chunk, so the bundler gives each such set of modules a small chunk of its own, and each file is compressed on its
// own (about 10 KB more gzip for `/` than the same code in one file). So:
// - every module main.tsx imports statically (the libraries and the shell) goes into one chunk, `app`, except
//   boot.ts's own modules, which stay in boot's small chunk: boot runs without waiting for the big one;
// - each landing screen's code (its static imports that the start does not already hold) is one chunk, and what
//   two landing screens share is one more. Other screens import those chunks for what they share with them.
// Nothing that the start or the screen does not import statically is added to a first download.
export function bootEntryPlugin() {
  /** Module id → the group (chunk name) it goes into; filled once the module graph is complete (buildEnd). */
  const groups = new Map();
  let building = false;
  return {
    name: 'spill-the-tea:boot-entry',
    config(config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return; // the server build (scripts/server-entry.mjs) has its own entry
      building = true;
      const input = config.build?.rollupOptions?.input ?? 'index.html';
      return {
        build: {
          rollupOptions: {
            input: { index: typeof input === 'string' ? input : 'index.html', [BOOT_ENTRY]: 'src/boot.ts' },
            output: {
              codeSplitting: {
                // Not the dependencies of a group's modules: boot.ts's modules stay in boot's chunk though main.tsx
                // imports them, and a screen's chunk does not take in what the start already holds.
                groups: [
                  { debugName: 'boot-entry', name: (id) => groups.get(id) ?? null, test: (id) => groups.has(id), includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd(error) {
      groups.clear();
      if (!building || error) return;
      const ids = [...this.getModuleIds()];
      const find = (path) => ids.find((id) => id.replaceAll('\\', '/').endsWith(`/web/${path}`));
      const closure = (path) => {
        const id = find(path);
        if (!id) throw new Error(`boot-entry: ${path} is not in the build`);
        return staticClosure((m) => this.getModuleInfo(m), id);
      };
      const boot = closure('src/boot.ts');
      const start = closure('src/main.tsx');
      const main = find('src/main.tsx');
      const bootId = find('src/boot.ts');
      for (const id of start) if (!boot.has(id) && id !== main) groups.set(id, APP_CHUNK);
      // What boot.ts shares with main.tsx (the routes, the preloads, the language and preference readers, the shared
      // limits) is one chunk, not one small file per set of modules the bundler would make of it.
      for (const id of boot) if (id !== bootId && start.has(id)) groups.set(id, BOOT_SHARED_CHUNK);
      const screens = Object.entries(LANDING_SCREENS).map(([name, path]) => [name, closure(path)]);
      for (const [name, modules] of screens) {
        for (const id of modules) {
          // Libraries a screen uses keep chunks of their own (react-final-form is shared by every form screen).
          if (start.has(id) || boot.has(id) || id.includes('/node_modules/')) continue;
          groups.set(id, groups.has(id) ? 'screens' : name);
        }
      }
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
