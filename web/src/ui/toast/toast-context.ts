import { createContext } from 'react';

/** At most one toast is visible (SPEC §4, §9); each stays 5000 ms unless told otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A swipe to the right further than this dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastRecord extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: string;
}

export interface ToastContextValue {
  toasts: ToastRecord[];
  toast: (options: ToastOptions) => string;
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);
