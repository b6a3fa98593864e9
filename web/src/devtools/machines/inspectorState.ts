// What the inspector page shows, built from the tabs' messages alone, in the order they arrive.
import { activePaths } from './machineShape';
import {
  actorLabel,
  type ActorState,
  type LoggedEvent,
  type TabInfo,
  type TabMessage,
} from './protocol';

/** Events the page keeps; older ones fall off the end of the log. */
const LOGGED_EVENTS = 500;

export interface TabView {
  tab: TabInfo;
  /** The tab's running actors, by session id, in the order they started. */
  actors: ActorState[];
}

export interface LogEntry extends LoggedEvent {
  tabId: string;
  /** Unique over all tabs. */
  key: string;
}

export interface InspectorState {
  tabs: TabView[];
  /** Oldest first. */
  events: LogEntry[];
  /** The latest changes of state, oldest first, for the page's live region. */
  changes: string[];
  /** "Tab 1", "Tab 2", … by tab id, in the order the page first heard of them; kept for the log. */
  tabNames: Record<string, string>;
}

/** Changes the live region reads out: one click often moves a parent and its child. */
const ANNOUNCED_CHANGES = 3;

export const emptyInspectorState: InspectorState = {
  tabs: [],
  events: [],
  changes: [],
  tabNames: {},
};

/** The deepest active states of a state value: `{ open: 'editing' }` gives "open.editing". */
export function stateText(value: unknown): string {
  const paths = activePaths(value);
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`))).join(', ');
}

function withTab(state: InspectorState, tab: TabInfo, change: (view: TabView) => TabView) {
  const existing = state.tabs.find((view) => view.tab.id === tab.id);
  const changed = change({ tab, actors: existing?.actors ?? [] });
  return existing
    ? state.tabs.map((view) => (view === existing ? changed : view))
    : [...state.tabs, changed];
}

function upsertActor(actors: ActorState[], actor: ActorState): ActorState[] {
  const others = actors.filter((known) => known.sessionId !== actor.sessionId);
  if (actor.status !== 'active') return others;
  const index = actors.findIndex((known) => known.sessionId === actor.sessionId);
  if (index === -1) return [...actors, actor];
  // The machine's shape came with the actor's first snapshot.
  return actors.map((known, at) => (at === index ? { ...known, ...actor } : known));
}

function addEvents(log: LogEntry[], tabId: string, events: LoggedEvent[]): LogEntry[] {
  const known = new Set(log.map((entry) => entry.key));
  const added = events
    .map((event) => ({ ...event, tabId, key: `${tabId}:${event.seq}` }))
    .filter((entry) => !known.has(entry.key));
  if (added.length === 0) return log;
  return [...log, ...added].sort((a, b) => a.at - b.at).slice(-LOGGED_EVENTS);
}

/** The page after one message of a tab. */
export function receive(state: InspectorState, message: TabMessage): InspectorState {
  const { id } = message.tab;
  if (message.kind !== 'tab.closed' && !(id in state.tabNames)) {
    const name = `Tab ${Object.keys(state.tabNames).length + 1}`;
    state = { ...state, tabNames: { ...state.tabNames, [id]: name } };
  }
  switch (message.kind) {
    case 'actor': {
      const { actor } = message;
      const before = state.tabs
        .find((view) => view.tab.id === message.tab.id)
        ?.actors.find((known) => known.sessionId === actor.sessionId);
      const moved = actor.machineId && actor.status === 'active' && before?.value !== undefined;
      const newState = moved && stateText(before.value) !== stateText(actor.value);
      return {
        ...state,
        tabs: withTab(state, message.tab, (view) => ({
          ...view,
          actors: upsertActor(view.actors, actor),
        })),
        changes: newState
          ? [...state.changes, `${actorLabel(actor)}: ${stateText(actor.value)}`].slice(
              -ANNOUNCED_CHANGES,
            )
          : state.changes,
      };
    }
    case 'event':
      return {
        ...state,
        tabs: withTab(state, message.tab, (view) => view),
        events: addEvents(state.events, message.tab.id, [message.event]),
      };
    case 'tab':
      return {
        ...state,
        tabs: withTab(state, message.tab, () => ({
          tab: message.tab,
          actors: message.actors.filter((actor) => actor.status === 'active'),
        })),
        events: addEvents(state.events, message.tab.id, message.events),
      };
    case 'tab.closed':
      return { ...state, tabs: state.tabs.filter((view) => view.tab.id !== message.tab.id) };
  }
}
