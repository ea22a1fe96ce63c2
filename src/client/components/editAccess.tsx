import { createContext, useContext, type ReactNode } from 'react';

const MayEditContext = createContext(true);

/**
 * Whether the user may change what the screen shows; the admin frame says so for each screen (a role may read a
 * screen it may not change: sales in the catalogue). The building blocks' add, edit and delete controls follow it.
 */
export function EditAccess({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <MayEditContext.Provider value={allowed}>{children}</MayEditContext.Provider>;
}

/** True unless the screen is one the user may only read. */
export const useMayEdit = (): boolean => useContext(MayEditContext);

/** Its children (a control that changes what the screen shows) only where the user may edit. */
export function WhenMayEdit({ children }: { children: ReactNode }) {
  return useMayEdit() ? children : null;
}
