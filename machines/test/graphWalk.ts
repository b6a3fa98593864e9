// Walks paths generated with xstate/graph and reports what they never reached, so a new
// unreachable state or transition fails the test
// (docs/decisions/0008-pure-machines-walked-and-drawn.md).
import {
  createActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

export interface WalkOptions<TMachine extends AnyStateMachine> {
  events: EventFromLogic<TMachine>[];
  input?: InputFrom<TMachine>;
  /** Which parts of a snapshot make it a distinct state for the traversal. */
  serializeState: (snapshot: ReturnType<TMachine['transition']>) => string;
}

export interface WalkReport {
  paths: number;
  /** Replays whose real end state differed from the generated path's. */
  mismatches: string[];
  unreachedStates: string[];
  unreachedTransitions: string[];
}

export function describeTransition(transition: AnyTransitionDefinition, index: number): string {
  const targets = transition.target?.map((target) => target.id).join(',') ?? '(none)';
  return `${transition.source.id} --${transition.eventType || 'always'}#${index}--> ${targets}`;
}

/** Every transition of every state node, including always transitions. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

// An error event nobody handles would stop the actor with an unhandled error, as it should in
// the app; the walk only sends error events to states that handle them.
function handlesErrors(snapshot: AnyMachineSnapshot, event: { type: string }): boolean {
  return !event.type.startsWith('xstate.error.') || snapshot.can(event);
}

/**
 * getShortestPaths explores the machine purely (no actor runs) with `options.events`: the
 * internal ones (xstate.done.actor.*, xstate.error.actor.*, xstate.after.*, xstate.snapshot.*)
 * must be listed too. Each path is then replayed on a real actor, once per event after its end
 * state, and the inspection API reports which transitions the interpreter took. Every state node
 * or transition of machine.root that no replay reached is reported.
 */
export function walkMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: WalkOptions<TMachine>,
): WalkReport {
  const paths = getShortestPaths(machine, {
    events: options.events,
    input: options.input,
    serializeState: options.serializeState,
    filterEvents: (snapshot, event) => handlesErrors(snapshot as AnyMachineSnapshot, event),
  });
  const reachedNodes = new Set<AnyStateNode>();
  const taken = new Set<AnyTransitionDefinition>();
  const mismatches: string[] = [];

  const replay = (events: readonly { type: string }[], expected?: AnyMachineSnapshot) => {
    const actor = createActor(machine as AnyStateMachine, {
      input: options.input,
      clock: new SimulatedClock(),
      inspect: (inspection) => {
        // Only the machine under test; its children report here too.
        if (inspection.actorRef.sessionId !== inspection.rootId) return;
        if (inspection.type === '@xstate.microstep') {
          inspection._transitions.forEach((transition) => {
            taken.add(transition);
            // A transient state (left at once by an always transition) is in no snapshot.
            reachedNodes.add(transition.source);
          });
        }
        if (inspection.type === '@xstate.microstep' || inspection.type === '@xstate.snapshot') {
          (inspection.snapshot as AnyMachineSnapshot)._nodes.forEach((node) =>
            reachedNodes.add(node),
          );
        }
      },
    });
    actor.start();
    events.forEach((event) => {
      if (handlesErrors(actor.getSnapshot(), event)) actor.send(event);
    });
    if (expected) {
      const actual = JSON.stringify(actor.getSnapshot().value);
      if (actual !== JSON.stringify(expected.value)) {
        mismatches.push(`${events.map((event) => event.type).join(' > ')}: ${actual}`);
      }
    }
    actor.stop();
  };

  for (const path of paths) {
    const prefix = path.steps.map((step) => step.event).filter((e) => e.type !== 'xstate.init');
    replay(prefix, path.state as AnyMachineSnapshot);
    for (const event of options.events) replay([...prefix, event]);
  }

  const states = getStateNodes(machine.root);
  const transitions = allTransitions(machine);
  return {
    paths: paths.length,
    mismatches,
    unreachedStates: states.filter((node) => !reachedNodes.has(node)).map((node) => node.id),
    unreachedTransitions: transitions
      .map((transition, index) => ({ transition, index }))
      .filter(({ transition }) => !taken.has(transition))
      .map(({ transition, index }) => describeTransition(transition, index)),
  };
}
