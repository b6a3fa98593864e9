import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { isDevelopment } from '../config/env';

export type Inspect = ActorOptions<AnyStateMachine>['inspect'];

const InspectContext = createContext<Inspect | undefined>(undefined);

/**
 * In development, `?inspect` in the URL opens the Stately Inspector and connects every machine
 * of the page to it. The production build drops this branch, and with it the inspector's code.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (!isDevelopment || !new URLSearchParams(window.location.search).has('inspect')) {
    return undefined;
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

export function InspectorProvider({
  inspect,
  children,
}: {
  inspect?: Inspect;
  children: ReactNode;
}) {
  return <InspectContext.Provider value={inspect}>{children}</InspectContext.Provider>;
}

/** The open inspector, if any (see useSiteMachine). */
export const useInspect = () => useContext(InspectContext);
