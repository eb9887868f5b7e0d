// Stable styled-components class names, the same in every build and every process (issue 7, server rendering).
// Without a Babel/SWC plugin, styled-components names each component after a per-tag counter (`styled.div` number 37
// of this process), so a component's class depends on which modules ran before it: in the browser that is the first
// screen's chunks in the order they arrived, on the server (web/src/entry-server.tsx) every screen at once. Server
// markup would then carry other class names than the browser computes while hydrating it. This plugin does what
// babel-plugin-styled-components' `ssr` option does: every `const StyledX = styled.tag` / `styled(Component)` in
// web/src gets `.withConfig({ componentId })` with an id hashed from the file's path and the component's name.
// Only web/src is rewritten (the bench's skeleton app, built with the same config, keeps its own counters).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url)).replaceAll('\\', '/');
const DECLARATION = /\b((?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*)styled(\.[A-Za-z][\w]*|\(\s*[A-Za-z_$][\w$.]*\s*\))(?!\s*\.withConfig\b)/g;

/**
 * The id of one styled component: `s` and 7 base-36 characters of the SHA-256 of its file and name. Only the id goes
 * in (no displayName, which production builds do not show): a few bytes per component in the browser bundle.
 */
export function componentId(relativePath, name) {
  const digest = createHash('sha256').update(`${relativePath}:${name}`).digest();
  return `s${digest.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-7)}`;
}

/** Rewrites one module's styled declarations; null when it has none. `relativePath` is its path inside web/src. */
export function addStyledIds(code, relativePath) {
  if (!code.includes('styled')) return null;
  let count = 0;
  const out = code.replace(DECLARATION, (_all, lead, name, target) => {
    count += 1;
    return `${lead}styled${target}.withConfig({ componentId: ${JSON.stringify(componentId(relativePath, name))} })`;
  });
  return count ? out : null;
}

export function styledIdsPlugin() {
  return {
    name: 'spill-the-tea:styled-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0].replaceAll('\\', '/');
      if (!file.startsWith(SRC) || !/\.tsx?$/.test(file) || file.includes('.test.')) return null;
      const rewritten = addStyledIds(code, file.slice(SRC.length));
      // Only insertions within a line: line numbers (what the source maps are mostly read for) stay right.
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
