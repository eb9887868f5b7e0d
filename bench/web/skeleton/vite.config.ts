// The skeleton is built by the product's own Vite config (web/vite.config.ts: the same plugins, including the
// build-time Brotli/gzip precompression, and the same build options), only with this folder as its root, so its
// output lands in bench/web/skeleton/dist (ignored by git, like every dist/). Left out are the plugins that wire the
// product's own source files into the build: a skeleton has none of them.
import { fileURLToPath } from 'node:url';
import { mergeConfig, type PluginOption } from 'vite';
import webConfig from '../../../web/vite.config.ts';

/** Plugins of web/vite.config.ts that belong to the product's code, not to the build. */
export const PRODUCT_ONLY_PLUGINS = [
  'spill-the-tea:boot-entry', // adds web/src/boot.ts as a second entry script
  'spill-the-tea:service-worker', // builds web/sw/service-worker.js into dist/sw.js (registered after load: not first-visit work)
];

const flat = (plugins: PluginOption[]): PluginOption[] => plugins.flatMap((p) => (Array.isArray(p) ? flat(p) : [p]));
const productOnly = (p: PluginOption) => !!p && typeof p === 'object' && 'name' in p && PRODUCT_ONLY_PLUGINS.includes(p.name);

export default mergeConfig(
  { ...webConfig, plugins: flat(webConfig.plugins ?? []).filter((p) => !productOnly(p)) },
  { root: fileURLToPath(new URL('.', import.meta.url)) },
);
