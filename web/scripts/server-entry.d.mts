import type { Plugin } from 'vite';

export const CLIENT_BUILD_FILE: string;
export function indexHash(html: string | Buffer): string;
export function serverEntryPlugin(options?: { clientOutDir?: string }): Plugin;
