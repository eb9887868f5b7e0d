import type { Plugin } from 'vite';

export function componentId(relativePath: string, name: string): string;
export function addStyledIds(code: string, relativePath: string): string | null;
export function styledIdsPlugin(): Plugin;
