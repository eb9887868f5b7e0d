import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toaster } from './Toaster';
import { TOAST_DURATION_MS, TOAST_LIMIT, ToastContext, type ToastOptions, type ToastRecord } from './toast-context';

export type ToastProviderProps = { children: ReactNode };

/** Holds the toast list and renders the toast viewport after the app. */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    const record: ToastRecord = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DURATION_MS,
    };
    setToasts((current) => [record, ...current].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) => (id ? current.filter((t) => t.id !== id) : []));
  }, []);

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
