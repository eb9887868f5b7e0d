import type { Plugin } from 'vite';

export const SHELL_PUBLIC_FILES: readonly string[];
export function filesLoadedBy(html: string): string[];
export function serviceWorkerSource(template: string, html: string, fileNames: readonly string[]): string;
export function serviceWorkerPlugin(): Plugin;
