import { useCallback, useState } from 'react';
import { errorMessage } from './errors';

/**
 * The send of a hand-written form whose refusal shows inside it (a dialog's form): `sending` while it runs, and
 * `failure`, the API's message or the form's fallback text. `send` resolves to true when the action went through.
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCallback(async (action: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setSending(true);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(errorMessage(error) ?? fallback);
      return false;
    } finally {
      setSending(false);
    }
  }, []);
  const clearFailure = useCallback(() => setFailure(null), []);
  return { sending, failure, send, clearFailure };
}
