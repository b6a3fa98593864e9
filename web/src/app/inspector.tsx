import { useMachine } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyStateMachine } from 'xstate';

type Inspect = ActorOptions<AnyStateMachine>['inspect'];

const InspectContext = createContext<Inspect | undefined>(undefined);

/**
 * In development, `?inspect` in the URL opens the Stately Inspector and connects every machine
 * of the page to it. The production build drops this branch, and with it the inspector's code.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) {
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

/** useMachine, connected to the Stately Inspector when one is open. */
export function useSiteMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'inspect'>,
) {
  const inspect = useContext(InspectContext);
  // useMachine's options type depends on whether the machine requires input; ours always pass it.
  const withInspector = { ...options, inspect } as Parameters<typeof useMachine<TMachine>>[1];
  return useMachine(machine, withInspector);
}
