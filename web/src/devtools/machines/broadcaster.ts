// The tab's side of the machine inspector: an XState `inspect` observer that tells the inspector
// page (/__machines) about every actor of the tab, its snapshots and the events it receives. Loaded
// only by Vite's dev server (web/src/config/env.ts); no build contains it.
import type { AnyActor, AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import { toCloneable } from './cloneable';
import { describeMachine, type MachineShape } from './machineShape';
import {
  MACHINES_CHANNEL,
  type ActorState,
  type LoggedEvent,
  type MachinesMessage,
  type TabInfo,
  type TabMessage,
  actorLabel,
} from './protocol';

/** Events a tab keeps to replay to an inspector page that opens later. */
const REPLAYED_EVENTS = 200;

export interface BroadcasterOptions {
  /** Where the tab is now; asked on every message, as the tab navigates. */
  describeTab: () => Omit<TabInfo, 'id'>;
  channelName?: string;
}

export interface MachineBroadcaster {
  /** The `inspect` option for createActor and useMachine. */
  inspect: (event: InspectionEvent) => void;
  /** Tells the inspector pages the tab is gone (it may come back from the back-forward cache). */
  leave: () => void;
  /** Sends the tab's actors and recent events again. */
  announce: () => void;
  /** Leaves and closes the channel. */
  close: () => void;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

export function createMachineBroadcaster({
  describeTab,
  channelName = MACHINES_CHANNEL,
}: BroadcasterOptions): MachineBroadcaster {
  const channel = new BroadcastChannel(channelName);
  const tabId = globalThis.crypto.randomUUID();
  const tab = (): TabInfo => ({ id: tabId, ...describeTab() });
  // Every actor as it was created; `actors` holds those running, as their last snapshot left them.
  const registered = new WeakMap<AnyActor, ActorState>();
  const actors = new Map<string, ActorState>();
  const events: LoggedEvent[] = [];
  // Names outlive their actors: the log names the sender and receiver of every event it keeps.
  const labels = new Map<string, string>();
  // One shape per machine definition: drawing it again for every actor of it would be wasted.
  const shapes = new WeakMap<AnyStateMachine, MachineShape>();
  let seq = 0;

  const post = (message: TabMessage) => channel.postMessage(message);

  channel.onmessage = ({ data }: MessageEvent<MachinesMessage>) => {
    if (data.kind === 'hello') announce();
  };

  const register = (actorRef: AnyActor): ActorState => {
    const logic: unknown = actorRef.logic;
    const machine = isMachine(logic) ? logic : undefined;
    if (machine && !shapes.has(machine)) shapes.set(machine, describeMachine(machine));
    const actor: ActorState = {
      sessionId: actorRef.sessionId,
      id: actorRef.id,
      ...(actorRef.systemId === undefined ? {} : { systemId: actorRef.systemId }),
      ...(actorRef._parent
        ? {
            parentSessionId: actorRef._parent.sessionId,
            parent: labels.get(actorRef._parent.sessionId) ?? actorRef._parent.sessionId,
          }
        : {}),
      ...(machine ? { machineId: machine.id, machine: shapes.get(machine)! } : {}),
      status: 'active',
    };
    registered.set(actorRef, actor);
    labels.set(actor.sessionId, actorLabel(actor));
    return actor;
  };

  const inspect = (inspection: InspectionEvent) => {
    const actorRef = inspection.actorRef as AnyActor;
    // An actor is reported from its first snapshot on, when it has started: React's strict mode
    // creates actors that never start.
    if (inspection.type === '@xstate.actor') {
      register(actorRef);
    } else if (inspection.type === '@xstate.snapshot') {
      const snapshot = inspection.snapshot as {
        status: string;
        value?: unknown;
        context?: unknown;
      };
      const known = registered.get(actorRef) ?? register(actorRef);
      const actor: ActorState = {
        ...known,
        status: snapshot.status,
        ...('value' in snapshot ? { value: toCloneable(snapshot.value) } : {}),
        ...('context' in snapshot ? { context: toCloneable(snapshot.context) } : {}),
      };
      // The machine's shape goes with an actor's first snapshot only: the page keeps it.
      const first = !actors.has(actor.sessionId);
      // An actor that has ended is gone from the tab; its events stay in the log.
      if (actor.status === 'active') actors.set(actor.sessionId, actor);
      else actors.delete(actor.sessionId);
      const { machine, ...withoutShape } = actor;
      post({ kind: 'actor', tab: tab(), actor: first && machine ? actor : withoutShape });
    } else if (inspection.type === '@xstate.event') {
      const { type, ...payload } = inspection.event;
      const event: LoggedEvent = {
        seq: ++seq,
        at: Date.now(),
        target: labels.get(actorRef.sessionId) ?? actorRef.sessionId,
        ...(inspection.sourceRef
          ? { source: labels.get(inspection.sourceRef.sessionId) ?? inspection.sourceRef.sessionId }
          : {}),
        type,
        payload: toCloneable(payload),
      };
      events.push(event);
      if (events.length > REPLAYED_EVENTS) events.shift();
      post({ kind: 'event', tab: tab(), event });
    }
  };

  const leave = () => post({ kind: 'tab.closed', tab: tab() });
  const announce = () => post({ kind: 'tab', tab: tab(), actors: [...actors.values()], events });
  return {
    inspect,
    leave,
    announce,
    close: () => {
      leave();
      channel.close();
    },
  };
}

/** The broadcaster of this browser tab; it says goodbye when the tab goes away. */
export function broadcastTabMachines(): MachineBroadcaster {
  const broadcaster = createMachineBroadcaster({
    describeTab: () => ({ url: window.location.href, title: document.title }),
  });
  window.addEventListener('pagehide', broadcaster.leave);
  window.addEventListener('pageshow', (event) => event.persisted && broadcaster.announce());
  return broadcaster;
}

/** One `inspect` option: each inspection event to the broadcaster and, if given, the other. */
export function combineInspectors(
  broadcast: (event: InspectionEvent) => void,
  other: Observer<InspectionEvent> | undefined,
): (event: InspectionEvent) => void {
  if (!other) return broadcast;
  return (event) => {
    broadcast(event);
    other.next?.(event);
  };
}
