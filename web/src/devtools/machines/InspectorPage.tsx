import { useEffect, useMemo, useReducer, useState } from 'react';
import { MachineDiagram } from './MachineDiagram';
import { activePaths } from './machineShape';
import {
  emptyInspectorState,
  receive,
  stateText,
  type LogEntry,
  type TabView,
} from './inspectorState';
import {
  actorLabel,
  MACHINES_CHANNEL,
  type ActorState,
  type MachinesMessage,
  type TabMessage,
} from './protocol';

/**
 * The machine inspector: the running actors of every open tab of the site in this browser, each
 * machine drawn with the states it is in, and the events they received, live.
 */
export function InspectorPage() {
  const [state, dispatch] = useReducer(receive, emptyInspectorState);

  useEffect(() => {
    const channel = new BroadcastChannel(MACHINES_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<MachinesMessage>) => {
      if (data.kind !== 'hello') dispatch(data as TabMessage);
    };
    // Tabs opened before this page answer with what they have.
    channel.postMessage({ kind: 'hello' } satisfies MachinesMessage);
    return () => channel.close();
  }, []);

  return (
    <main className="inspector">
      <h1>Machines of the open site tabs</h1>
      <p>
        Development only. Every tab of the site this browser has open on this dev server reports its
        XState actors here; nothing leaves the machine.
      </p>
      <p className="inspector__live" role="status" aria-live="polite">
        {state.changes.join('; ')}
      </p>
      <section aria-labelledby="tabs-heading">
        <h2 id="tabs-heading">Running actors</h2>
        {state.tabs.length === 0 ? (
          <p>No tab of the site is open yet: open the site in another tab of this browser.</p>
        ) : (
          <ul className="inspector__tabs">
            {state.tabs.map((view) => (
              <Tab key={view.tab.id} view={view} name={state.tabNames[view.tab.id] ?? 'Tab'} />
            ))}
          </ul>
        )}
      </section>
      <EventLog events={state.events} tabNames={state.tabNames} />
    </main>
  );
}

function Tab({ view, name }: { view: TabView; name: string }) {
  const { tab, actors } = view;
  const headingId = `tab-${tab.id}`;
  const live = new Set(actors.map((actor) => actor.sessionId));
  // Children under their parent; an actor whose parent has ended stands at the top.
  const roots = actors.filter(
    (actor) => !actor.parentSessionId || !live.has(actor.parentSessionId),
  );
  return (
    <li>
      <section aria-labelledby={headingId} className="inspector__tab">
        <h3 id={headingId}>
          {name}: {tab.title || 'untitled'} <small>({new URL(tab.url).pathname})</small>
        </h3>
        {actors.length === 0 ? (
          <p>No running actors.</p>
        ) : (
          <ActorList tabId={tab.id} actors={actors} shown={roots} label={`Actors of ${name}`} />
        )}
      </section>
    </li>
  );
}

function ActorList({
  tabId,
  actors,
  shown,
  label,
}: {
  tabId: string;
  actors: ActorState[];
  shown: ActorState[];
  label: string;
}) {
  return (
    <ul className="inspector__actors" aria-label={label}>
      {shown.map((actor) => {
        const children = actors.filter((other) => other.parentSessionId === actor.sessionId);
        return (
          <li key={actor.sessionId}>
            <Actor tabId={tabId} actor={actor} />
            {children.length > 0 && (
              <ActorList
                tabId={tabId}
                actors={actors}
                shown={children}
                label={`Children of ${actorLabel(actor)}`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Actor({ tabId, actor }: { tabId: string; actor: ActorState }) {
  const label = actorLabel(actor);
  const headingId = `actor-${tabId}-${actor.sessionId}`;
  const active = useMemo(() => new Set(activePaths(actor.value)), [actor.value]);
  return (
    <article aria-labelledby={headingId} className="inspector__actor">
      <h4 id={headingId}>{label}</h4>
      <dl className="inspector__facts">
        <dt>Logic</dt>
        <dd>{actor.machineId ? `machine ${actor.machineId}` : 'promise or callback'}</dd>
        {actor.machineId && (
          <>
            <dt>State</dt>
            <dd>
              <code className="inspector__state">{stateText(actor.value)}</code>
            </dd>
          </>
        )}
        {actor.parent && (
          <>
            <dt>Parent</dt>
            <dd>{actor.parent}</dd>
          </>
        )}
        <dt>Actor</dt>
        <dd>
          <code>{actor.sessionId}</code>
        </dd>
      </dl>
      {actor.machine && <MachineDiagram machine={actor.machine} active={active} />}
      {actor.context !== undefined && (
        <details>
          <summary>Context</summary>
          <pre>{JSON.stringify(actor.context, null, 2)}</pre>
        </details>
      )}
    </article>
  );
}

const time = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  });

function EventLog({ events, tabNames }: { events: LogEntry[]; tabNames: Record<string, string> }) {
  const [filter, setFilter] = useState('');
  const [internal, setInternal] = useState(true);
  const multipleTabs = Object.keys(tabNames).length > 1;
  const shown = events
    .filter((entry) => internal || !entry.type.startsWith('xstate.'))
    .filter((entry) =>
      `${entry.type} ${entry.target} ${entry.source ?? ''}`.includes(filter.trim()),
    )
    .toReversed();
  // React's StrictMode mounts every component twice in development: each machine starts, stops
  // and starts again. Said once, when it shows.
  const inits = events.filter((entry) => entry.type === 'xstate.init');
  const startedTwice =
    new Set(inits.map((entry) => `${entry.tabId} ${entry.target}`)).size < inits.length;
  return (
    <section aria-labelledby="log-heading">
      <h2 id="log-heading">Event log</h2>
      {startedTwice && (
        <p className="inspector__note">
          Each machine starts twice here: in development React&apos;s StrictMode mounts every
          component twice, so its actor starts, stops and starts again. A build starts it once.
        </p>
      )}
      <div className="inspector__filters">
        <label>
          Filter by event or actor{' '}
          <input value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <label>
          <input
            type="checkbox"
            checked={internal}
            onChange={(e) => setInternal(e.target.checked)}
          />{' '}
          Show XState&apos;s own events (xstate.*)
        </label>
      </div>
      <ol className="inspector__log" aria-label="Events, newest first" reversed>
        {shown.map((entry) => (
          <li key={entry.key}>
            <time dateTime={new Date(entry.at).toISOString()}>{time(entry.at)}</time>{' '}
            <code className="inspector__event">{entry.type}</code> to{' '}
            <strong>{entry.target}</strong>
            {entry.source && <> from {entry.source}</>}
            {multipleTabs && <> in {tabNames[entry.tabId]}</>}
            {hasPayload(entry.payload) && <pre>{JSON.stringify(entry.payload, null, 2)}</pre>}
          </li>
        ))}
      </ol>
    </section>
  );
}

const hasPayload = (payload: unknown) =>
  payload !== null && typeof payload === 'object' && Object.keys(payload).length > 0;
