#!/usr/bin/env node
// Folder-level import check for the API (issue 22): madge finds file cycles; this finds cycles between folders.
// - api/src/core is the floor: it may import only itself and packages (node_modules, node:*).
// - api/src/app is the composition root: only main.ts and api/src/scripts import it.
// - Among the other folders (each module under api/src/modules/* is one node; api/src/<top> is one node), an import
//   that closes a cycle fails. Today's cycles are named edge by edge in ALLOWED below (a folder -> folder import that
//   lies on a cycle): a new cycle needs an import that is not listed, so it fails; an allowed edge that no longer lies
//   on a cycle fails too, so the list only shrinks. Each failure prints a shortest cycle through the new edge.
// Tests (*.test.ts) are left out: a test may import whatever it exercises. Plain Node, no dependency.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'api', 'src');

/** Folder -> folder imports that lie on an import cycle today (issue 22 item 7): to break, never to add to. */
const ALLOWED = new Set([
  'auth -> modules/api-token',
  'auth -> modules/user',
  'auth -> policies',
  'modules/api-token -> auth',
  'modules/api-token -> modules/user',
  'modules/appeal -> auth',
  'modules/appeal -> modules/audit',
  'modules/appeal -> modules/decision',
  'modules/appeal -> modules/flag',
  'modules/appeal -> modules/image-hash',
  'modules/appeal -> modules/notification',
  'modules/appeal -> modules/profile',
  'modules/appeal -> modules/removal',
  'modules/appeal -> modules/report',
  'modules/appeal -> modules/user',
  'modules/appeal -> policies',
  'modules/audit -> modules/user',
  'modules/decision -> auth',
  'modules/decision -> modules/appeal',
  'modules/decision -> modules/notification',
  'modules/decision -> modules/user',
  'modules/decision -> policies',
  'modules/flag -> auth',
  'modules/flag -> modules/audit',
  'modules/flag -> modules/decision',
  'modules/flag -> modules/notification',
  'modules/flag -> modules/profile',
  'modules/flag -> modules/removal',
  'modules/flag -> modules/report',
  'modules/flag -> modules/user',
  'modules/flag -> policies',
  'modules/idempotency -> modules/user',
  'modules/image-hash -> auth',
  'modules/image-hash -> modules/audit',
  'modules/image-hash -> modules/decision',
  'modules/image-hash -> modules/user',
  'modules/moderation -> auth',
  'modules/moderation -> modules/decision',
  'modules/moderation -> modules/profile',
  'modules/moderation -> modules/report',
  'modules/moderation -> modules/sample-data',
  'modules/moderation -> modules/user',
  'modules/moderation -> policies',
  'modules/notification -> auth',
  'modules/notification -> modules/decision',
  'modules/notification -> modules/preferences',
  'modules/notification -> modules/user',
  'modules/notification -> policies',
  'modules/pile-on -> auth',
  'modules/pile-on -> modules/audit',
  'modules/pile-on -> modules/decision',
  'modules/pile-on -> modules/profile',
  'modules/pile-on -> modules/user',
  'modules/pile-on -> policies',
  'modules/preferences -> auth',
  'modules/preferences -> modules/user',
  'modules/profile -> auth',
  'modules/profile -> modules/decision',
  'modules/profile -> modules/flag',
  'modules/profile -> modules/idempotency',
  'modules/profile -> modules/image-hash',
  'modules/profile -> modules/notification',
  'modules/profile -> modules/pile-on',
  'modules/profile -> modules/preferences',
  'modules/profile -> modules/removal',
  'modules/profile -> modules/report',
  'modules/profile -> modules/user',
  'modules/profile -> policies',
  'modules/removal -> auth',
  'modules/removal -> modules/audit',
  'modules/removal -> modules/decision',
  'modules/removal -> modules/image-hash',
  'modules/removal -> modules/notification',
  'modules/removal -> modules/profile',
  'modules/removal -> modules/report',
  'modules/removal -> modules/user',
  'modules/report -> auth',
  'modules/report -> modules/decision',
  'modules/report -> modules/flag',
  'modules/report -> modules/idempotency',
  'modules/report -> modules/notification',
  'modules/report -> modules/pile-on',
  'modules/report -> modules/profile',
  'modules/report -> modules/removal',
  'modules/report -> modules/user',
  'modules/report -> policies',
  'modules/sample-data -> modules/profile',
  'modules/user -> auth',
  'modules/user -> modules/api-token',
  'modules/user -> modules/appeal',
  'modules/user -> modules/audit',
  'modules/user -> modules/decision',
  'modules/user -> modules/moderation',
  'modules/user -> modules/notification',
  'modules/user -> modules/profile',
  'modules/user -> modules/removal',
  'modules/user -> modules/viewer-can',
  'modules/user -> policies',
  'modules/viewer-can -> auth',
  'modules/viewer-can -> modules/profile',
  'modules/viewer-can -> modules/report',
  'modules/viewer-can -> modules/user',
  'modules/viewer-can -> policies',
  'policies -> auth',
  'policies -> modules/api-token',
  'policies -> modules/user',
  'modules/auth -> modules/two-factor',
  'modules/two-factor -> modules/auth',
]);

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The folder node a file belongs to: `modules/<noun>` for a module, else the top folder under api/src. */
function nodeOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return '.';
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
const edges = new Map();
const coreViolations = [];
const appViolations = [];
for (const file of walk(src)) {
  const from = nodeOf(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(src + path.sep)) {
      if (from === 'core') coreViolations.push(`${path.relative(root, file)} imports ${spec}`);
      continue;
    }
    const to = nodeOf(target);
    if (from === 'core' && to !== 'core') coreViolations.push(`${path.relative(root, file)} imports ${spec}`);
    if (to === 'app' && !['app', '.', 'scripts'].includes(from)) appViolations.push(`${path.relative(root, file)} imports ${spec}`);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${path.relative(src, file)} -> ${spec}`);
  }
}

// Strongly connected components (Tarjan), then one shortest cycle through each edge inside a component.
const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])])].sort();
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
const components = [];
function connect(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
    if (!idx.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(new Set(component));
  }
}
for (const v of nodes) if (!idx.has(v)) connect(v);

/** The shortest path from `a` back to `a` through `b`, inside `component`. */
function cycleThrough(a, b, component) {
  const prev = new Map([[b, null]]);
  const queue = [b];
  while (queue.length) {
    const v = queue.shift();
    if (v === a) break;
    for (const w of edges.get(v)?.keys() ?? []) if (component.has(w) && !prev.has(w)) (prev.set(w, v), queue.push(w));
  }
  const path = [];
  for (let v = a; v !== null; v = prev.get(v)) path.unshift(v);
  const i = path.indexOf([...path].sort()[0]);
  return [...path.slice(i), ...path.slice(0, i)];
}

const onCycle = [];
for (const component of components)
  for (const a of [...component].sort()) for (const b of [...(edges.get(a)?.keys() ?? [])].sort()) if (component.has(b)) onCycle.push([a, b]);

if (process.argv.includes('--list')) {
  for (const [a, b] of onCycle) console.log(`  '${a} -> ${b}',`);
  process.exit(0);
}

let failed = false;
if (coreViolations.length) {
  failed = true;
  console.error('api/src/core imports outside core (core is the floor: it imports no module, nothing from app/):');
  for (const line of coreViolations) console.error(`  ${line}`);
}
if (appViolations.length) {
  failed = true;
  console.error('api/src/app is the composition root: only main.ts and api/src/scripts import it (take core/ types instead):');
  for (const line of appViolations) console.error(`  ${line}`);
}
const fresh = onCycle.filter(([a, b]) => !ALLOWED.has(`${a} -> ${b}`));
const live = new Set(onCycle.map(([a, b]) => `${a} -> ${b}`));
const stale = [...ALLOWED].filter((key) => !live.has(key));
if (fresh.length) {
  failed = true;
  console.error('New import cycles between api/src folders (move what two folders share down, do not import upward):');
  for (const [a, b] of fresh.slice(0, 20)) {
    const component = components.find((c) => c.has(a));
    const cycle = cycleThrough(a, b, component);
    console.error(`  ${a} -> ${b}: ${[...cycle, cycle[0]].join(' -> ')}`);
    cycle.forEach((v, i) => console.error(`      ${edges.get(v).get(cycle[(i + 1) % cycle.length])}`));
  }
  if (fresh.length > 20) console.error(`  (+${fresh.length - 20} more)`);
}
if (stale.length) {
  failed = true;
  console.error('Allowed imports that no longer lie on a cycle (delete them from ALLOWED in scripts/check-module-cycles.mjs):');
  for (const key of stale) console.error(`  ${key}`);
}
if (failed) process.exit(1);
console.log(`api/src: core imports nothing outside core, nothing imports app/; no folder-level import cycle beyond the ${ALLOWED.size} allowed edges.`);
