import { useCallback, useState } from 'react';
import { saveFile } from '../../../shared/download';

/** The member's data export: a JSON download of everything the service holds about her (REST, with the session cookie). */
export const DATA_EXPORT_PATH = '/api/user/export';
const FALLBACK_FILE_NAME = 'tea-data-export.json';

/** SPEC §8: a failed call's text is the status, a colon and a space, then the JSON message, else the body text, else the status text. */
async function failureText(res: Response): Promise<string> {
  const body = await res.text().catch(() => '');
  let message = body;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed?.message === 'string') message = parsed.message;
  } catch {
    /* not JSON: the raw text */
  }
  return `${res.status}: ${message || res.statusText}`;
}

/** The file name the server suggests in `Content-Disposition: attachment; filename="..."`. */
export function fileNameFrom(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? FALLBACK_FILE_NAME;
}

/**
 * 'Request Data Export': fetches the export at once and saves it as a file. `loading` is true while it is prepared;
 * `requestExport` resolves to the file name, or throws with the SPEC §8 error text (429 when asked too often).
 */
export function useDataExport() {
  const [loading, setLoading] = useState(false);
  const requestExport = useCallback(async (): Promise<string> => {
    setLoading(true);
    try {
      const res = await fetch(DATA_EXPORT_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(await failureText(res));
      const fileName = fileNameFrom(res.headers.get('content-disposition'));
      saveFile(await res.blob(), fileName);
      return fileName;
    } finally {
      setLoading(false);
    }
  }, []);
  return { requestExport, loading };
}
