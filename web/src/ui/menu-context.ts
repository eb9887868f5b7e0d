import { createContext } from 'react';

export const MenuContext = createContext<{ close: (restoreFocus?: boolean) => void } | null>(null);
