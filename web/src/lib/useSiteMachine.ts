import { useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { useInspect } from './inspector';

/**
 * useMachine, connected to the Stately Inspector when one is open. Apart from inspector.tsx so
 * that XState loads with the parts of a page that run machines, not with every page.
 */
export function useSiteMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'inspect'>,
) {
  const inspect = useInspect();
  // useMachine's options type depends on whether the machine requires input; ours always pass it.
  const withInspector = { ...options, inspect } as Parameters<typeof useMachine<TMachine>>[1];
  return useMachine(machine, withInspector);
}
