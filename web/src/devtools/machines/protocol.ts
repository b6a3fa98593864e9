// What the site's tabs and the machine inspector page (/__machines, development only) say to each
// other over one BroadcastChannel. Every message is structured-cloneable: plain data only.
import type { MachineShape } from './machineShape';
import type { Cloneable } from './cloneable';

/** The channel both sides open; web/e2e/machine-inspector.spec.ts checks no build has it. */
export const MACHINES_CHANNEL = 'site-machines';

/** The inspector page's path on Vite's dev server (web/vite.config.ts serves it). */
export const MACHINES_PAGE_PATH = '/__machines';

export interface TabInfo {
  /** Random per page load. */
  id: string;
  url: string;
  title: string;
}

/** One actor of a tab, as its latest snapshot left it. */
export interface ActorState {
  /** XState's session id, unique in the tab (such as "x:3"). */
  sessionId: string;
  /** The actor's id (an invoke's or spawn's id; the session id for a root). */
  id: string;
  systemId?: string;
  parentSessionId?: string;
  /** The parent's name as actorLabel gives it. */
  parent?: string;
  /** The machine's id; absent for promise and callback actors. */
  machineId?: string;
  /** The machine's states and transitions, to draw; absent for promise and callback actors. */
  machine?: MachineShape;
  /** The snapshot's status: active, done, error or stopped. */
  status: string;
  /** The machine's state value (a key, or an object for nested and parallel states). */
  value?: Cloneable;
  context?: Cloneable;
}

/** An event as it reached an actor. */
export interface LoggedEvent {
  /** Increasing per tab. */
  seq: number;
  /** Milliseconds since the epoch. */
  at: number;
  /** The receiving actor's name as actorLabel gives it. */
  target: string;
  /** The sending actor's name; absent for events from outside (the page's own sends). */
  source?: string;
  type: string;
  /** The event without its type. */
  payload: Cloneable;
}

export type TabMessage =
  /** An actor's snapshot; the machine's shape comes with its first only. */
  | { kind: 'actor'; tab: TabInfo; actor: ActorState }
  | { kind: 'event'; tab: TabInfo; event: LoggedEvent }
  /** A tab's actors and recent events, in answer to `hello`. */
  | { kind: 'tab'; tab: TabInfo; actors: ActorState[]; events: LoggedEvent[] }
  | { kind: 'tab.closed'; tab: TabInfo };

/** Sent by an inspector page when it opens: every tab answers with a `tab` message. */
export type InspectorMessage = { kind: 'hello' };

export type MachinesMessage = TabMessage | InspectorMessage;

/**
 * An actor's name for people: its system id, else its id under a parent, else (for a root, whose
 * id is only a session id) its machine's id.
 */
export function actorLabel(
  actor: Pick<ActorState, 'id' | 'systemId' | 'parentSessionId' | 'machineId'>,
) {
  return actor.systemId ?? (actor.parentSessionId ? actor.id : (actor.machineId ?? actor.id));
}
