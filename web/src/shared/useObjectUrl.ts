import { useEffect, useMemo } from 'react';

/** A local URL for a picked file (a preview drawn from memory, never uploaded), revoked when the file changes or goes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
