import type { Plugin } from 'vite';

export function documentExportName(source: string, exported?: Set<string>): string;
export function rewriteGraphqlCalls(code: string): string | null;
export function graphqlDocumentsPlugin(): Plugin;
