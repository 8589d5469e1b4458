/**
 * Tells an enclosing part of the screen that one of its schema forms saved (a guided flow's step is
 * done once it has); nothing outside a provider.
 */
import { createContext, type ReactNode, useContext } from 'react';

const FormSavesContext = createContext<(() => void) | null>(null);

export function FormSavesProvider({ onSaved, children }: { onSaved: () => void; children: ReactNode }) {
  return <FormSavesContext.Provider value={onSaved}>{children}</FormSavesContext.Provider>;
}

/** Called by a form when its submit succeeded. */
export function useFormSaved(): () => void {
  return useContext(FormSavesContext) ?? noOne;
}

const noOne = () => {};
