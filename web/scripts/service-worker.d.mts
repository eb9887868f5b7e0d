import type { Plugin } from 'vite';

export const SHELL_PUBLIC_FILES: readonly string[];
export function filesLoadedBy(html: string): string[];
export const OFFLINE_MODULES: readonly string[];
export function chunksOf(bundle: Record<string, unknown>, modules: readonly string[]): string[];
export function serviceWorkerSource(template: string, html: string, fileNames: readonly string[], offlineChunks?: readonly string[]): string;
export function serviceWorkerPlugin(): Plugin;
