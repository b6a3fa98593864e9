import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { openDevelopmentInspector, openMachineBroadcast } from '../config/env';

export type Inspect = ActorOptions<AnyStateMachine>['inspect'];

const InspectContext = createContext<Inspect | undefined>(undefined);

/**
 * In development, every machine of the page reports to the offline inspector page at /__machines,
 * and `?inspect` in the URL also opens the Stately Inspector (which needs internet) and connects
 * them to it. The production build has no inspector code (see web/src/config/env.ts).
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  const wantsStately = new URLSearchParams(window.location.search).has('inspect');
  const inspectors = await Promise.all([
    openMachineBroadcast(),
    wantsStately ? openDevelopmentInspector() : undefined,
  ]);
  return combineInspectors(inspectors.filter((inspect) => inspect !== undefined));
}

/** One `inspect` option that hands each inspection event to all of `inspectors`. */
export function combineInspectors(inspectors: NonNullable<Inspect>[]): Inspect | undefined {
  if (inspectors.length <= 1) return inspectors[0];
  return (event) => {
    for (const inspect of inspectors) {
      if (typeof inspect === 'function') inspect(event);
      else inspect.next?.(event);
    }
  };
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
