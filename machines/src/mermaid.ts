// Renders a machine as a Mermaid stateDiagram-v2 by walking machine.root, so the diagrams in
// machines/diagrams/ can be read (and diffed) without the Stately editor.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

const INDENT = '  ';

/**
 * The machine's diagram. Mermaid cannot draw an edge between states of different composite
 * states, so every edge is drawn between the two children of the deepest state that contains both
 * ends, with the real end named in the label ("(from editing)", "(to ready.idle)"). A transition
 * of a state to one of its own descendants, and a transition without target, is drawn as a loop
 * on that state.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const edges = collectEdges(machine.root);
  const lines = [
    'stateDiagram-v2',
    `${INDENT}%% ${machine.id}: generated from machines/src by \`npm run machines:diagrams\`; do not edit.`,
    ...renderState(machine.root, 1, edges),
    // The root's own transitions (loops on the outermost box).
    ...renderEdges(edges.get(undefined), 1),
  ];
  return `${lines.join('\n')}\n`;
}

interface Edge {
  from: AnyStateNode;
  to: AnyStateNode;
  label: string;
}

/** Edges keyed by the composite state they are drawn in (undefined: outside the root). */
type EdgesByContainer = Map<AnyStateNode | undefined, Edge[]>;

function renderState(node: AnyStateNode, depth: number, edges: EdgesByContainer): string[] {
  const pad = INDENT.repeat(depth);
  const id = nodeId(node);
  const children = Object.values(node.states) as AnyStateNode[];
  const notes = describe(node);
  // Mermaid allows descriptions on simple states only; a composite gets them in its title.
  const title =
    children.length > 0 && notes.length > 0 ? `${node.key} (${notes.join('; ')})` : node.key;
  const lines = [`${pad}state "${title}" as ${id}`];
  if (children.length === 0) for (const note of notes) lines.push(`${pad}${id} : ${note}`);

  if (children.length > 0) {
    lines.push(`${pad}state ${id} {`);
    const inner = INDENT.repeat(depth + 1);
    children.forEach((child, index) => {
      // Regions of a parallel state are separated by --.
      if (node.type === 'parallel' && index > 0) lines.push(`${inner}--`);
      if (node.type !== 'parallel' && node.initial.target.includes(child)) {
        lines.push(`${inner}[*] --> ${nodeId(child)}`);
      }
      lines.push(...renderState(child, depth + 1, edges));
    });
    lines.push(...renderEdges(edges.get(node), depth + 1));
    lines.push(`${pad}}`);
  }
  if (node.type === 'final') lines.push(`${pad}${id} --> [*]`);
  return lines;
}

function renderEdges(edges: Edge[] = [], depth: number): string[] {
  return edges.map(
    (edge) => `${INDENT.repeat(depth)}${nodeId(edge.from)} --> ${nodeId(edge.to)} : ${edge.label}`,
  );
}

function describe(node: AnyStateNode): string[] {
  const notes = node.invoke.map((invoke) => `invoke ${invokeName(invoke)}`);
  if (node.tags.length > 0) notes.push(`tags ${node.tags.join(', ')}`);
  return notes;
}

function collectEdges(root: AnyStateNode): EdgesByContainer {
  const byPair = new Map<string, Edge>();
  for (const node of [root, ...descendants(root)]) {
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? [node]) {
        const edge = drawnEdge(node, target, transitionLabel(node, transition));
        const key = `${nodeId(edge.from)}>${nodeId(edge.to)}`;
        const existing = byPair.get(key);
        // One arrow per pair of ends, one label line per transition.
        if (existing) existing.label += `<br/>${edge.label}`;
        else byPair.set(key, edge);
      }
    }
  }
  const byContainer: EdgesByContainer = new Map();
  for (const edge of byPair.values()) {
    const container = edge.from.parent;
    byContainer.set(container, [...(byContainer.get(container) ?? []), edge]);
  }
  return byContainer;
}

function drawnEdge(source: AnyStateNode, target: AnyStateNode, label: string): Edge {
  if (source === target || isAncestor(source, target)) {
    const suffix = source === target ? '' : ` (to ${relativePath(source, target)})`;
    return { from: source, to: source, label: `${label}${suffix}` };
  }
  if (isAncestor(target, source)) {
    return { from: source, to: source, label: `${label} (to ${target.key})` };
  }
  const from = childOnPath(source, target);
  const to = childOnPath(target, source);
  const notes = [
    from === source ? '' : ` (from ${relativePath(from, source)})`,
    to === target ? '' : ` (to ${relativePath(to, target)})`,
  ];
  return { from, to, label: `${label}${notes.join('')}` };
}

/** The ancestor-or-self of `node` whose parent also contains `other`. */
function childOnPath(node: AnyStateNode, other: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.parent && !isAncestor(current.parent, other)) current = current.parent;
  return current;
}

function isAncestor(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

/** Path of `node` below `ancestor`, e.g. "ready.idle"; `ancestor` itself gives its key. */
function relativePath(ancestor: AnyStateNode, node: AnyStateNode): string {
  return node.path.slice(Math.max(0, ancestor.path.length - 1)).join('.');
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [
    child,
    ...descendants(child),
  ]);
}

/** A state's transitions, its eventless ones included (shared with the machine inspector). */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function transitionLabel(node: AnyStateNode, transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard);
  const event = eventLabel(node, transition.eventType);
  // Quotes, semicolons and hashes end or escape a Mermaid label.
  return (guard ? `${event} [${guard}]` : event).replace(/[";#]/g, '');
}

/** An event in words: delays in ms, invoked actors by name (shared with the machine inspector). */
export function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  const delayed = node.after.find((after) => after.eventType === eventType);
  if (delayed) {
    return `after ${typeof delayed.delay === 'number' ? `${delayed.delay} ms` : delayed.delay}`;
  }
  const actorEvent = /^xstate\.(done\.actor|error\.actor|snapshot)\.(.+)$/.exec(eventType);
  if (actorEvent) {
    const [, source = '', invokeId] = actorEvent;
    const kind = source.split('.')[0];
    const invoke = node.invoke.find((definition) => definition.id === invokeId);
    return `${kind} ${invoke ? invokeName(invoke) : invokeId}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

// A named actor shows its name; inline logic gets a generated src, so it shows the invoke id.
export function invokeName(invoke: { id: string; src: unknown }): string {
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.')
    ? invoke.src
    : invoke.id;
}

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // and(), or() and not() keep their operands in `guards`; stateIn() its `stateValue`.
    const { guards, stateValue } = guard as { guards?: GuardLike[]; stateValue?: unknown };
    if (guards) return `${guard.name}(${guards.map(guardLabel).join(', ')})`;
    if (stateValue !== undefined) return `${guard.name}(${JSON.stringify(stateValue)})`;
    return guard.name || 'inline guard';
  }
  const { type, params } = guard as { type: string; params?: unknown };
  const values =
    params !== null && typeof params === 'object'
      ? Object.values(params).filter((value) =>
          ['string', 'number', 'boolean'].includes(typeof value),
        )
      : [];
  return values.length > 0 ? `${type}(${values.join(', ')})` : type;
}

/** Mermaid ids: unique per machine, word characters only. */
function nodeId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_');
}
