import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it collects again: 50% (the
 * live heap is ~70 MB after start, so the next full collection comes at ~105 MB). V8's own factor depends on how fast
 * it collects and reached ~3.5x under the bench's mixed load: the old generation held 170 MB of dead objects (promoted
 * requests) before a full collection, and the process ~415 MB RSS at 10k profiles.
 *
 * The price: its frequent full collections cost a browse request ~10% of its CPU and double its p99 at 10k profiles
 * (docs/performance.md). 75% was tried: under `pnpm bench`'s full mixed load at 1M the process then held 320 MB, over
 * the 300 MB goal (50%: 275-282 MB), and the throughput gain did not show in that run.
 *
 * Set in the process (V8 reads the flag each time it computes the next limit), so it applies however the app is
 * started: `pnpm start`, `node api/dist/main.js`, the tests' and the bench's children. main.ts imports this first.
 */
export const HEAP_GROWING_PERCENT = 50;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
