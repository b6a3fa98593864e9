import type { MachineShape, StateShape, TransitionShape } from './machineShape';

/**
 * A machine's statechart as nested boxes, one per state, each listing its transitions; the
 * states the actor is in are marked (aria-current and a highlight), nested ones with their
 * ancestors.
 */
export function MachineDiagram({
  machine,
  active,
}: {
  machine: MachineShape;
  active: Set<string>;
}) {
  const { root } = machine;
  return (
    <div className="diagram">
      <Transitions owner={machine.id} transitions={root.transitions} />
      <States parent={root} active={active} />
    </div>
  );
}

function States({ parent, active }: { parent: StateShape; active: Set<string> }) {
  if (parent.states.length === 0) return null;
  return (
    <ul
      className={`diagram__states diagram__states--${parent.type}`}
      aria-label={parent.path ? `States of ${parent.key}` : 'States'}
    >
      {parent.states.map((state) => (
        <StateBox
          key={state.key}
          state={state}
          initial={parent.initial === state.key}
          active={active}
        />
      ))}
    </ul>
  );
}

function StateBox({
  state,
  initial,
  active,
}: {
  state: StateShape;
  initial: boolean;
  active: Set<string>;
}) {
  const current = active.has(state.path);
  const notes = [
    initial && 'initial',
    state.type === 'final' && 'final',
    state.type === 'parallel' && 'parallel',
    ...state.tags.map((tag) => `tag ${tag}`),
    ...state.invokes.map((invoke) => `invokes ${invoke}`),
  ].filter(Boolean);
  return (
    <li
      className={`diagram__state${current ? ' diagram__state--current' : ''}`}
      aria-current={current ? 'true' : undefined}
      data-path={state.path}
    >
      <span className="diagram__name">{state.key}</span>
      {notes.length > 0 && <span className="diagram__notes"> ({notes.join(', ')})</span>}
      <Transitions owner={state.key} transitions={state.transitions} />
      <States parent={state} active={active} />
    </li>
  );
}

function Transitions({ owner, transitions }: { owner: string; transitions: TransitionShape[] }) {
  if (transitions.length === 0) return null;
  return (
    <ul className="diagram__transitions" aria-label={`Transitions of ${owner}`}>
      {transitions.map((transition, index) => (
        <li key={index}>
          <code>{transition.event}</code>
          {transition.guard && <span className="diagram__guard"> [{transition.guard}]</span>}
          {' → '}
          {transition.targets.length > 0 ? transition.targets.join(', ') : <em>stays</em>}
        </li>
      ))}
    </ul>
  );
}
