import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it collects again: 75% (the
 * live heap is ~70 MB after start, so the next full collection comes at ~120 MB). V8's own factor depends on how fast
 * it collects and reached ~3.5x under the bench's mixed load: the old generation held 170 MB of dead objects (promoted
 * requests) before a full collection, and the process ~415 MB RSS at 10k profiles.
 *
 * Measured at 1M profiles (`BENCH_SIZES=1000000 BENCH_ONLY=sort BENCH_ROUNDS=3`, one session, docs/performance.md):
 * 50% held the loaded RSS at 274 MB but its frequent full collections cost the browse requests ~10% of their
 * throughput (the ten sort shapes at 0.59 of raw, p99 ~28 ms); 100% gave 0.65 of raw (p99 ~19 ms) at 314 MB, over the
 * 300 MB goal; 75% gives 0.64 of raw (p99 ~22 ms) at 290 MB.
 *
 * Set in the process (V8 reads the flag each time it computes the next limit), so it applies however the app is
 * started: `pnpm start`, `node api/dist/main.js`, the tests' and the bench's children. main.ts imports this first.
 */
export const HEAP_GROWING_PERCENT = 75;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
