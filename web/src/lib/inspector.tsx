import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { openDevelopmentInspector } from '../config/env';

export type Inspect = ActorOptions<AnyStateMachine>['inspect'];

const InspectContext = createContext<Inspect | undefined>(undefined);

/**
 * In development, every machine of the page reports to the offline inspector page at /__machines,
 * and `?inspect` in the URL also opens the Stately Inspector (which needs internet) and connects
 * them to it. The production build has no inspector code (see web/src/config/env.ts).
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  return openDevelopmentInspector(new URLSearchParams(window.location.search).has('inspect'));
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
