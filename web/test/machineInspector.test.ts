import { consentDialogMachine } from '@site/machines/consentDialog';
import { statsCarouselMachine } from '@site/machines/statsCarousel';
import { voiceWidgetMachine } from '@site/machines/voiceWidget';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { combineInspectors, createMachineBroadcaster } from '../src/devtools/machines/broadcaster';
import { toCloneable } from '../src/devtools/machines/cloneable';
import {
  emptyInspectorState,
  receive,
  stateText,
  type InspectorState,
} from '../src/devtools/machines/inspectorState';
import {
  activePaths,
  describeMachine,
  type StateShape,
} from '../src/devtools/machines/machineShape';
import type { MachinesMessage, TabMessage } from '../src/devtools/machines/protocol';

// The machine inspector's parts (web/src/devtools/machines/) with real machines, real actors and
// Node's own BroadcastChannel: what a tab sends, and what the inspector page makes of it.

describe('what a tab posts about its actors', () => {
  it('turns what inspection events carry into data a BroadcastChannel can clone', () => {
    const actor = createActor(consentDialogMachine).start();
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const value = {
      dialog: actor,
      snapshot: actor.getSnapshot(),
      error: new TypeError('offline'),
      onDone: function storeEmail() {},
      when: new Date(0),
      cyclic,
      missing: undefined,
      count: Number.NaN,
    };
    // As it is, the value cannot be posted at all.
    expect(() => structuredClone(value)).toThrow();
    const cloneable = toCloneable(value);
    expect(structuredClone(cloneable)).toEqual({
      dialog: { '@actor': actor.id },
      snapshot: {
        status: 'active',
        value: 'closed',
        context: { email: '', newsletterOptedIn: false, emailError: null, consentError: null },
      },
      error: { '@error': 'TypeError', message: 'offline' },
      onDone: '[function storeEmail]',
      when: '1970-01-01T00:00:00.000Z',
      cyclic: { name: 'loop', self: '[circular]' },
      count: 'NaN',
    });
    actor.stop();
  });

  it('is cut where it is nested too deep', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 20; level += 1) deep = { deeper: deep };
    expect(JSON.stringify(toCloneable(deep))).toContain('"[…]"');
  });
});

const child = (state: StateShape, key: string) => state.states.find((inner) => inner.key === key)!;

describe("a machine's chart, as the inspector page draws it", () => {
  it("shows the consent dialog's states, initial states, invokes and transitions", () => {
    const { id, root } = describeMachine(consentDialogMachine);
    expect(id).toBe('consentDialog');
    expect(root.initial).toBe('closed');
    expect(root.states.map((state) => state.key)).toEqual(['closed', 'open']);
    expect(child(root, 'closed').transitions).toEqual([{ event: 'open', targets: ['open'] }]);
    const open = child(root, 'open');
    expect(open).toMatchObject({ path: 'open', type: 'compound', initial: 'editing' });
    expect(child(open, 'editing').transitions).toEqual(
      expect.arrayContaining([
        { event: 'email.change', targets: [] },
        { event: 'close', targets: ['closed'] },
        { event: 'submit', guard: 'and(canSubmit, emailIsValid)', targets: ['open.submitting'] },
      ]),
    );
    const submitting = child(open, 'submitting');
    expect(submitting).toMatchObject({
      path: 'open.submitting',
      type: 'atomic',
      tags: ['submitting'],
      invokes: ['storeEmail'],
    });
    expect(submitting.transitions).toContainEqual({
      event: 'done storeEmail',
      guard: 'stored',
      targets: ['closed'],
    });
  });

  it('names a delayed transition by its delay', () => {
    const { root } = describeMachine(statsCarouselMachine);
    expect(child(root, 'locked').transitions).toEqual([
      { event: 'after lock', targets: ['ready'] },
    ]);
  });

  it('is plain data a BroadcastChannel can carry', () => {
    const shape = describeMachine(voiceWidgetMachine);
    expect(structuredClone(shape)).toEqual(shape);
  });
});

describe('the current state, as the inspector page highlights and names it', () => {
  it.each([
    ['closed', ['closed'], 'closed'],
    [{ open: 'editing' }, ['open', 'open.editing'], 'open.editing'],
    [
      { call: { starting: 'joining' }, ui: 'shown' },
      ['call', 'call.starting', 'call.starting.joining', 'ui', 'ui.shown'],
      'call.starting.joining, ui.shown',
    ],
    [undefined, [], ''],
  ])('%j highlights %j and reads "%s"', (value, paths, text) => {
    expect(activePaths(value)).toEqual(paths);
    expect(stateText(value)).toBe(text);
  });
});

/** An inspector page's view of the channel: every tab message, applied as the page applies it. */
function listen(channelName: string) {
  const channel = new BroadcastChannel(channelName);
  let state: InspectorState = emptyInspectorState;
  const messages: TabMessage[] = [];
  channel.onmessage = ({ data }: MessageEvent<MachinesMessage>) => {
    if (data.kind === 'hello') return;
    messages.push(data);
    state = receive(state, data);
  };
  return {
    state: () => state,
    messages,
    hello: () => channel.postMessage({ kind: 'hello' } satisfies MachinesMessage),
    close: () => channel.close(),
  };
}

const actorNamed = (state: InspectorState, name: string) =>
  state.tabs
    .flatMap((view) => view.actors)
    .find((actor) => (actor.systemId ?? actor.machineId) === name);

describe('a tab and an inspector page', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => cleanup.splice(0).forEach((step) => step()));

  function start(channelName: string, title = 'Startseite') {
    const broadcaster = createMachineBroadcaster({
      channelName,
      describeTab: () => ({ url: 'http://localhost:5173/', title }),
    });
    // The machine's own harmless actors: no stored e-mail, nothing stored.
    const widget = createActor(voiceWidgetMachine, {
      input: { publicKey: 'key', assistantId: 'assistant' },
      inspect: broadcaster.inspect,
    });
    cleanup.push(() => widget.stop(), broadcaster.close);
    return { broadcaster, widget };
  }

  it('shows the running actors, their states and their events with payloads, live', async () => {
    const channelName = `site-machines-test-${crypto.randomUUID()}`;
    const page = listen(channelName);
    cleanup.push(page.close);
    const { widget } = start(channelName);
    widget.start();
    await expect
      .poll(() => actorNamed(page.state(), 'voiceWidget')?.value)
      .toEqual({ ready: 'idle' });
    expect(actorNamed(page.state(), 'consentDialog')).toMatchObject({
      parent: 'voiceWidget',
      machineId: 'consentDialog',
      value: 'closed',
      machine: describeMachine(consentDialogMachine),
    });
    expect(page.state().tabs.map(({ tab }) => tab.title)).toEqual(['Startseite']);

    widget.send({ type: 'trigger' });
    await expect
      .poll(() => actorNamed(page.state(), 'consentDialog')?.value)
      .toEqual({ open: 'editing' });
    expect(page.state().changes).toContain('consentDialog: open.editing');
    const dialog = widget.getSnapshot().context.consentDialog;
    dialog.send({ type: 'email.change', value: 'anna@muster-firma.de' });
    await expect
      .poll(() => page.state().events.find((event) => event.type === 'email.change'))
      .toMatchObject({ target: 'consentDialog', payload: { value: 'anna@muster-firma.de' } });
    expect(page.state().events).toContainEqual(
      expect.objectContaining({ type: 'open', target: 'consentDialog', source: 'voiceWidget' }),
    );

    // A stopped actor leaves the list; its events stay in the log.
    widget.stop();
    await expect.poll(() => page.state().tabs[0]?.actors).toEqual([]);
    expect(page.state().events.some((event) => event.type === 'open')).toBe(true);
  });

  it('tells a page that opens later what runs, and when the tab goes', async () => {
    const channelName = `site-machines-test-${crypto.randomUUID()}`;
    const { broadcaster, widget } = start(channelName);
    widget.start();
    await waitFor(widget, (snapshot) => snapshot.matches('ready'));
    widget.send({ type: 'trigger' });
    const page = listen(channelName);
    cleanup.push(page.close);
    page.hello();
    await expect
      .poll(() => actorNamed(page.state(), 'consentDialog')?.value)
      .toEqual({ open: 'editing' });
    expect(page.messages.map((message) => message.kind)).toEqual(['tab']);
    expect(page.state().events.map((event) => event.type)).toContain('trigger');

    broadcaster.leave();
    await expect.poll(() => page.state().tabs).toEqual([]);
  });
});

describe('two tabs', () => {
  it('are listed apart, each with its own actors, and named in the log', async () => {
    const channelName = `site-machines-test-${crypto.randomUUID()}`;
    const page = listen(channelName);
    const tabs = ['Startseite', 'Über uns'].map((title) => {
      const broadcaster = createMachineBroadcaster({
        channelName,
        describeTab: () => ({ url: 'http://localhost:5173/', title }),
      });
      const carousel = createActor(statsCarouselMachine, {
        input: { count: 3 },
        inspect: broadcaster.inspect,
      }).start();
      return { broadcaster, carousel };
    });
    try {
      tabs[1]!.carousel.send({ type: 'next' });
      await expect
        .poll(() =>
          page.state().tabs.map(({ tab, actors }) => [tab.title, actors.map((a) => a.value)]),
        )
        .toEqual([
          ['Startseite', ['ready']],
          ['Über uns', ['locked']],
        ]);
      const second = page.state().tabs[1]!.tab.id;
      expect(page.state().tabNames[second]).toBe('Tab 2');
      expect(page.state().events.filter((event) => event.type === 'next')).toEqual([
        expect.objectContaining({ tabId: second, target: 'statsCarousel' }),
      ]);

      tabs[0]!.broadcaster.leave();
      await expect.poll(() => page.state().tabs.map(({ tab }) => tab.title)).toEqual(['Über uns']);
      // The log keeps naming the tab that went.
      expect(Object.values(page.state().tabNames)).toEqual(['Tab 1', 'Tab 2']);
    } finally {
      for (const { broadcaster, carousel } of tabs) {
        carousel.stop();
        broadcaster.close();
      }
      page.close();
    }
  });
});

describe('with the Stately Inspector open as well', () => {
  it('the inspector page and the Stately Inspector both see every inspection event', () => {
    const broadcast: string[] = [];
    const stately: string[] = [];
    const inspect = combineInspectors((event) => broadcast.push(event.type), {
      next: (event) => stately.push(event.type),
    });
    const actor = createActor(consentDialogMachine, { inspect }).start();
    actor.stop();
    expect(broadcast).toContain('@xstate.snapshot');
    expect(stately).toEqual(broadcast);
  });

  it('without it, inspection events go to the inspector page alone', () => {
    const broadcast = () => {};
    expect(combineInspectors(broadcast, undefined)).toBe(broadcast);
  });
});
