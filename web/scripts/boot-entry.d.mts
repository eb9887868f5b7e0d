import type { Plugin } from 'vite';

export function bootEntryPlugin(): Plugin;
