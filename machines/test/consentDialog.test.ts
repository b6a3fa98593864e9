import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  consentDialogMachine,
  selectDialogState,
  type ConsentDialogEmitted,
  type StoreEmailInput,
  type StoreEmailOutcome,
} from '../src/consentDialog.ts';
import { walkMachine } from './graphWalk.ts';

function openDialog(store: (input: StoreEmailInput) => Promise<StoreEmailOutcome>) {
  const stored: StoreEmailInput[] = [];
  const machine = consentDialogMachine.provide({
    actors: {
      storeEmail: fromPromise<StoreEmailOutcome, StoreEmailInput>(({ input }) => {
        stored.push(input);
        return store(input);
      }),
    },
  });
  const actor = createActor(machine);
  const emitted: ConsentDialogEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'open' });
  const fill = (email: string, checked = true) => {
    actor.send({ type: 'email.change', value: email });
    actor.send({ type: 'consent.change', checked });
  };
  return { actor, emitted, stored, fill, state: () => selectDialogState(actor.getSnapshot()) };
}

const storing = (outcome: StoreEmailOutcome) => () => Promise.resolve(outcome);

/** What the dialog shows when closed: nothing of an earlier visitor's input is left. */
const closedAndCleared = {
  open: false,
  email: '',
  newsletterOptedIn: false,
  emailError: null,
  consentError: null,
  isSubmitting: false,
};

describe('consentDialog', () => {
  it('starts closed with an empty form and opens for editing', () => {
    const actor = createActor(consentDialogMachine).start();
    expect(selectDialogState(actor.getSnapshot())).toEqual(closedAndCleared);
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  describe('submit is disabled, and pressed anyway it says why at each field', () => {
    it('while the e-mail is empty or blank', () => {
      const dialog = openDialog(storing('stored'));
      dialog.fill('   ');
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(false);
      dialog.actor.send({ type: 'submit' });
      expect(dialog.actor.getSnapshot().value).toEqual({ open: 'editing' });
      expect(dialog.state()).toMatchObject({ emailError: 'required', consentError: null });
      expect(dialog.stored).toEqual([]);
    });

    it('while consent is not given', () => {
      const dialog = openDialog(storing('stored'));
      dialog.fill('anna@example.de', false);
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(false);
      dialog.actor.send({ type: 'submit' });
      expect(dialog.stored).toEqual([]);
      expect(dialog.state()).toMatchObject({ emailError: null, consentError: 'required' });
    });

    it('both messages at once for an empty form, each gone once its field changes', () => {
      const dialog = openDialog(storing('stored'));
      dialog.actor.send({ type: 'submit' });
      expect(dialog.state()).toMatchObject({ emailError: 'required', consentError: 'required' });
      dialog.actor.send({ type: 'consent.change', checked: true });
      expect(dialog.state()).toMatchObject({ emailError: 'required', consentError: null });
      dialog.actor.send({ type: 'email.change', value: 'a' });
      expect(dialog.state()).toMatchObject({ emailError: null, consentError: null });
      // Unticked again, the box says nothing until the next submit.
      dialog.actor.send({ type: 'consent.change', checked: false });
      expect(dialog.state().consentError).toBeNull();
      dialog.actor.send({ type: 'submit' });
      expect(dialog.state()).toMatchObject({ emailError: 'format', consentError: 'required' });
    });

    it('while an e-mail error is shown, until the e-mail is edited', () => {
      const dialog = openDialog(storing('stored'));
      dialog.fill('anna@');
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(true);
      dialog.actor.send({ type: 'submit' });
      expect(dialog.state().emailError).toBe('format');
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(false);
      dialog.actor.send({ type: 'submit' });
      expect(dialog.stored).toEqual([]);
      dialog.actor.send({ type: 'email.change', value: 'anna@example.de' });
      expect(dialog.state().emailError).toBeNull();
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(true);
    });

    it('while submitting, and when closed', async () => {
      let finish: (outcome: StoreEmailOutcome) => void = () => undefined;
      const dialog = openDialog(() => new Promise((resolve) => (finish = resolve)));
      dialog.fill('anna@example.de');
      dialog.actor.send({ type: 'submit' });
      expect(dialog.state().isSubmitting).toBe(true);
      expect(dialog.actor.getSnapshot().hasTag('submitting')).toBe(true);
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(false);
      finish('stored');
      await waitFor(dialog.actor, (snapshot) => snapshot.matches('closed'));
      expect(canSubmit(dialog.actor.getSnapshot())).toBe(false);
    });
  });

  it.each([
    ['mailinator.com', 'disposable'],
    ['a@b', 'domain'],
    ['x'.repeat(250) + '@example.de', 'tooLong'],
    ['<>', 'required'],
  ])('shows the validation error for %s', (email, message) => {
    const dialog = openDialog(storing('stored'));
    dialog.fill(email.includes('@') || email === '<>' ? email : `tester@${email}`);
    dialog.actor.send({ type: 'submit' });
    expect(dialog.state().emailError).toBe(message);
    expect(dialog.stored).toEqual([]);
  });

  it.each(['stored', 'cookie-only'] as const)(
    'stores the normalised e-mail, closes, clears and grants consent when storing says %s',
    async (outcome) => {
      const dialog = openDialog(storing(outcome));
      dialog.fill('  <Anna.Schmidt@Example.DE> ');
      dialog.actor.send({ type: 'submit' });
      expect(dialog.stored).toEqual([
        { email: 'anna.schmidt@example.de', newsletterOptedIn: true },
      ]);
      await waitFor(dialog.actor, (snapshot) => snapshot.matches('closed'));
      expect(dialog.state()).toEqual(closedAndCleared);
      expect(dialog.emitted).toEqual([
        { type: 'consent.granted', email: 'anna.schmidt@example.de' },
      ]);
    },
  );

  it('keeps the typed e-mail and says so when storing fails', async () => {
    const dialog = openDialog(storing('failed'));
    dialog.fill('Anna@Example.de');
    dialog.actor.send({ type: 'submit' });
    await waitFor(dialog.actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(dialog.state()).toMatchObject({
      open: true,
      email: 'Anna@Example.de',
      newsletterOptedIn: true,
      emailError: 'storeFailed',
    });
    expect(dialog.emitted).toEqual([]);
  });

  it('keeps the typed e-mail and says so when storing throws', async () => {
    const dialog = openDialog(() => Promise.reject(new Error('network down')));
    dialog.fill('anna@example.de');
    dialog.actor.send({ type: 'submit' });
    await waitFor(dialog.actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(dialog.state()).toMatchObject({
      email: 'anna@example.de',
      emailError: 'unexpected',
    });
    // Pressed again, submit keeps the message; editing clears it and the visitor can try again.
    dialog.actor.send({ type: 'submit' });
    expect(dialog.state().emailError).toBe('unexpected');
    expect(dialog.stored).toHaveLength(1);
    dialog.actor.send({ type: 'email.change', value: 'anna@example.de' });
    expect(canSubmit(dialog.actor.getSnapshot())).toBe(true);
  });

  it('reports failure with the default storeEmail (nothing provided, nothing stored)', async () => {
    const actor = createActor(consentDialogMachine).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'email.change', value: 'anna@example.de' });
    actor.send({ type: 'consent.change', checked: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.emailError !== null);
    expect(actor.getSnapshot().context.emailError).toBe('storeFailed');
  });

  it('closes and clears on cancel', () => {
    const dialog = openDialog(storing('stored'));
    dialog.fill('anna@');
    dialog.actor.send({ type: 'submit' });
    dialog.actor.send({ type: 'close' });
    expect(dialog.state()).toEqual(closedAndCleared);
    expect(dialog.emitted).toEqual([{ type: 'consent.dismissed' }]);
    dialog.actor.send({ type: 'open' });
    expect(dialog.state().email).toBe('');
  });

  it('ignores edits and cancel while submitting', async () => {
    let finish: (outcome: StoreEmailOutcome) => void = () => undefined;
    const dialog = openDialog(() => new Promise((resolve) => (finish = resolve)));
    dialog.fill('anna@example.de');
    dialog.actor.send({ type: 'submit' });
    dialog.actor.send({ type: 'email.change', value: 'other@example.de' });
    dialog.actor.send({ type: 'consent.change', checked: false });
    dialog.actor.send({ type: 'close' });
    expect(dialog.state()).toMatchObject({ email: 'anna@example.de', isSubmitting: true });
    finish('stored');
    await waitFor(dialog.actor, (snapshot) => snapshot.matches('closed'));
    expect(dialog.emitted).toEqual([{ type: 'consent.granted', email: 'anna@example.de' }]);
  });

  it('reaches every state and transition on paths generated with xstate/graph', () => {
    const machine = consentDialogMachine.provide({
      actors: { storeEmail: fromPromise(() => new Promise<StoreEmailOutcome>(() => undefined)) },
    });
    const report = walkMachine(machine, {
      events: [
        { type: 'open' },
        { type: 'close' },
        { type: 'email.change', value: 'anna@example.de' },
        { type: 'email.change', value: 'anna@' },
        { type: 'consent.change', checked: true },
        { type: 'consent.change', checked: false },
        { type: 'submit' },
        { type: 'xstate.done.actor.storeEmail', output: 'stored' },
        { type: 'xstate.done.actor.storeEmail', output: 'failed' },
        { type: 'xstate.error.actor.storeEmail', error: new Error('x') },
      ] as EventFromLogic<typeof consentDialogMachine>[],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    });
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
