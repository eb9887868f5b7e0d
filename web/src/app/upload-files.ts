// The file-finding half of the GraphQL multipart request (upload-link.ts): small, so the client's first code can tell
// an upload from any other operation without loading the upload link itself.

/** A value sent as a file part: a File or any other Blob. */
export function isUploadable(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export type ExtractedFiles = {
  /** The value with every file replaced by null (the spec's placeholder). */
  clone: unknown;
  /** Each file with the object paths (`variables.profileImage`) where it occurred. */
  files: Map<Blob, string[]>;
};

/** Finds the files in a value (GraphQL multipart request spec: files are nulled in `operations`). */
export function extractFiles(value: unknown, path = ''): ExtractedFiles {
  const files = new Map<Blob, string[]>();
  const walk = (node: unknown, at: string): unknown => {
    if (isUploadable(node)) {
      files.set(node, [...(files.get(node) ?? []), at]);
      return null;
    }
    const prefix = at ? `${at}.` : '';
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${prefix}${index}`));
    if (isPlainObject(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, `${prefix}${key}`)]));
    }
    return node;
  };
  return { clone: walk(value, path), files };
}

/** True when an operation's variables hold at least one file. */
export function hasFiles(variables: unknown): boolean {
  return extractFiles(variables).files.size > 0;
}
