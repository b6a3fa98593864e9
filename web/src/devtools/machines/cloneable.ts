// Inspection events carry actor references, machines, functions and errors, which a
// BroadcastChannel cannot clone. This turns any value into plain data that shows what it held.

export type Cloneable =
  null | boolean | number | string | Cloneable[] | { [key: string]: Cloneable };

/** Nesting beyond this is cut: a snapshot of a child machine inside an event goes deep. */
const MAX_DEPTH = 8;

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof value.send === 'function';

/** A machine snapshot is shown as what it means: status, state value, context. */
const isMachineSnapshot = (
  value: object,
): value is { status: unknown; value: unknown; context: unknown } =>
  'machine' in value && 'value' in value && 'status' in value && 'context' in value;

/**
 * Plain data for `value`: actor references become `{ "@actor": id }`, functions their name,
 * errors their name and message, machine snapshots their status, value and context; cycles and
 * depth beyond MAX_DEPTH are marked. Undefined object fields are left out, as JSON does.
 */
export function toCloneable(value: unknown): Cloneable {
  return convert(value, 0, new Set());
}

function convert(value: unknown, depth: number, ancestors: Set<object>): Cloneable {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return null;
    case 'symbol':
      return value.toString();
    case 'function':
      return `[function ${value.name || 'anonymous'}]`;
  }
  if (value === null) return null;
  const object = value as object;
  if (ancestors.has(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (isActorRef(object)) return { '@actor': object.id };
  if (object instanceof Error) return { '@error': object.name, message: object.message };
  if (object instanceof Date) return object.toISOString();
  if (typeof Node !== 'undefined' && object instanceof Node) return `[${object.nodeName}]`;
  const inner = (child: unknown) => convert(child, depth + 1, new Set([...ancestors, object]));
  if (Array.isArray(object)) return object.map(inner);
  if (object instanceof Map)
    return [...object.entries()].map(([key, item]) => [inner(key), inner(item)]);
  if (object instanceof Set) return [...object].map(inner);
  const source = isMachineSnapshot(object)
    ? { status: object.status, value: object.value, context: object.context }
    : object;
  const result: Record<string, Cloneable> = {};
  for (const [key, item] of Object.entries(source)) {
    if (item !== undefined) result[key] = inner(item);
  }
  return result;
}
