// A machine's states and transitions as plain data, read from its definition (machine.root), so
// the inspector page can draw the machine that actually runs in the tab, provided actors and
// edits under hot reload included.
import { eventLabel, guardLabel, invokeName, transitionsOf } from '@site/machines/mermaid';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface TransitionShape {
  /** The event, or "always", "after 300 ms", "done storeEmail", "error storeEmail". */
  event: string;
  guard?: string;
  /** Target states as paths from the root ("open.editing"); empty: no change of state. */
  targets: string[];
}

export interface StateShape {
  key: string;
  /** Keys from the root, joined with dots ("open.editing"); the root's is "". */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The initial child's key, for a compound state. */
  initial?: string;
  tags: string[];
  /** What the state invokes while it is active. */
  invokes: string[];
  transitions: TransitionShape[];
  states: StateShape[];
}

export interface MachineShape {
  id: string;
  root: StateShape;
}

export function describeMachine(machine: AnyStateMachine): MachineShape {
  return { id: machine.id, root: describeState(machine.root) };
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

function describeState(node: AnyStateNode): StateShape {
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.type === 'compound' ? node.initial?.target[0]?.key : undefined;
  return {
    key: node.key,
    path: pathOf(node),
    type: node.type,
    ...(initial === undefined ? {} : { initial }),
    tags: [...node.tags],
    invokes: node.invoke.map(invokeName),
    transitions: transitionsOf(node).map((transition) => describeTransition(node, transition)),
    states: children.map(describeState),
  };
}

function describeTransition(
  node: AnyStateNode,
  transition: AnyTransitionDefinition,
): TransitionShape {
  const guard = guardLabel(transition.guard);
  return {
    event: eventLabel(node, transition.eventType),
    ...(guard === undefined ? {} : { guard }),
    targets: (transition.target ?? []).map(pathOf),
  };
}

/**
 * The paths of every state a state value makes active, ancestors included: `{ open: 'editing' }`
 * gives "open" and "open.editing"; the regions of a parallel state each add theirs.
 */
export function activePaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return [join(value)];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    join(key),
    ...activePaths(inner, join(key)),
  ]);
}
