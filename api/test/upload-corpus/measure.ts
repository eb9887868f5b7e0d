import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * What a process costs, read from Linux /proc: the app's process (measured-app.ts), so the figures are the app's
 * own. No fallback: on a system without these files the corpus test fails rather than skipping its measurements.
 */

export class ProcessMeter {
  constructor(readonly pid: number | 'self' = 'self') {}

  private statusField(field: 'VmRSS' | 'VmHWM'): number {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
    if (!match) throw new Error(`/proc/${this.pid}/status has no ${field}`);
    return Number(match[1]) * 1024;
  }

  /** Resident memory now, in bytes. */
  rss(): number {
    return this.statusField('VmRSS');
  }

  /** The peak resident memory (VmHWM) since the last `resetPeak`, in bytes. */
  peak(): number {
    return this.statusField('VmHWM');
  }

  /** Resets VmHWM to the current RSS (Linux ≥ 4.0: "5" to /proc/<pid>/clear_refs), so `peak` covers what follows. */
  resetPeak(): void {
    writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
  }

  /**
   * Runs `fn` and reports the peak RSS of the process while it ran, and its growth over the RSS before: the kernel's
   * own high-water mark, so no sampling gap can miss a short peak.
   */
  async during<T>(fn: () => Promise<T>): Promise<{ result: T; before: number; peak: number; growth: number }> {
    const before = this.rss();
    this.resetPeak();
    const result = await fn();
    const peak = this.peak();
    return { result, before, peak, growth: Math.max(0, peak - before) };
  }

  private ioField(field: 'rchar' | 'wchar'): number {
    const match = new RegExp(`^${field}:\\s+(\\d+)$`, 'm').exec(readFileSync(`/proc/${this.pid}/io`, 'utf8'));
    if (!match) throw new Error(`/proc/${this.pid}/io has no ${field}`);
    return Number(match[1]);
  }

  /** Bytes the process has passed to write(2) and friends so far (files, sockets, pipes: /proc/<pid>/io wchar). */
  written(): number {
    return this.ioField('wchar');
  }

  /** Bytes the process has read so far (files, sockets, pipes: /proc/<pid>/io rchar). */
  read(): number {
    return this.ioField('rchar');
  }
}

/** The total size of the files under `dir` (recursively; 0 when it does not exist). */
export function dirBytes(dir: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    try {
      total += statSync(join(e.parentPath, e.name)).size;
    } catch {
      /* removed meanwhile */
    }
  }
  return total;
}

/** Polls `dirBytes(dir)` every `everyMs` until stopped; `stop()` returns the largest total seen. */
export function watchDirBytes(dir: string, everyMs = 20): { stop(): number } {
  let max = dirBytes(dir);
  const timer = setInterval(() => (max = Math.max(max, dirBytes(dir))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, dirBytes(dir));
    },
  };
}

export const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Bytes as KB under a megabyte, else as MB. */
export const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : mb(bytes));
