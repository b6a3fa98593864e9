import { EventEmitter } from 'node:events';
import { MICROPHONE_DENIED_ERROR, type CallAdapterEvent } from '@site/machines/callAdapter';
import { describe, expect, it, vi } from 'vitest';
import { createVapiAdapter } from '../src/features/voice/vapiAdapter';

/** Stands in for the @vapi-ai/web class: records construction and calls, emits on demand. */
class FakeVapi extends EventEmitter {
  static created: FakeVapi[] = [];
  calls: unknown[][] = [];
  constructor(...args: unknown[]) {
    super();
    this.calls.push(['constructor', ...args]);
    FakeVapi.created.push(this);
  }
  start(...args: unknown[]) {
    this.calls.push(['start', ...args]);
    return Promise.reject(new Error('reported through events'));
  }
  stop() {
    this.calls.push(['stop']);
    return Promise.resolve();
  }
  setMuted(muted: boolean) {
    this.calls.push(['setMuted', muted]);
  }
}

// Vite's view of the CommonJS package: the class one level below default.
const fakeModule = { default: { default: FakeVapi } };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function adapterWithEvents(loadSdk = vi.fn(async () => fakeModule)) {
  FakeVapi.created = [];
  const adapter = createVapiAdapter({ publicKey: 'pk', baseUrl: 'http://vapi.test', loadSdk });
  const events: CallAdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  return { adapter, events, loadSdk };
}

describe('the Vapi adapter', () => {
  it('loads the SDK on the first start only and keeps one instance', async () => {
    const { adapter, loadSdk } = adapterWithEvents();
    expect(loadSdk).not.toHaveBeenCalled();
    adapter.start({ assistantId: 'a1' });
    adapter.start({ assistantId: 'a1' });
    await flush();
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(FakeVapi.created).toHaveLength(1);
    expect(FakeVapi.created[0]!.calls[0]).toEqual([
      'constructor',
      'pk',
      'http://vapi.test',
      { avoidEval: true },
    ]);
    expect(FakeVapi.created[0]!.calls[1]).toEqual([
      'start',
      'a1',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('turns the SDK events into the call machine events', async () => {
    const { adapter, events } = adapterWithEvents();
    adapter.start({ assistantId: 'a1' });
    await flush();
    const vapi = FakeVapi.created[0]!;
    vapi.emit('call-start-progress', { stage: 'web-call-creation', status: 'started' });
    vapi.emit('call-start');
    vapi.emit('volume-level', 0.4);
    vapi.emit('speech-start');
    vapi.emit('camera-error', { type: 'camera-error', error: { msg: 'Permission denied' } });
    vapi.emit('call-end');
    expect(events).toEqual([
      { type: 'call-start-progress', stage: 'web-call-creation', status: 'started' },
      { type: 'call-start' },
      { type: 'volume-level', volume: 0.4 },
      { type: 'speech-start' },
      {
        type: 'error',
        error: expect.objectContaining({
          type: MICROPHONE_DENIED_ERROR,
          message: MICROPHONE_DENIED_ERROR,
        }),
      },
      { type: 'call-end' },
    ]);
  });

  it('reports an SDK that cannot load as a failed start, and loads it again next time', async () => {
    const loadSdk = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fakeModule);
    const { adapter, events } = adapterWithEvents(loadSdk);
    adapter.start({ assistantId: 'a1' });
    await flush();
    expect(events).toEqual([
      { type: 'call-start-failed', stage: 'initialization', error: expect.any(TypeError) },
    ]);
    adapter.start({ assistantId: 'a1' });
    await flush();
    expect(loadSdk).toHaveBeenCalledTimes(2);
    expect(FakeVapi.created).toHaveLength(1);
  });

  it('stops and mutes only a loaded SDK', async () => {
    const { adapter } = adapterWithEvents();
    adapter.stop();
    adapter.setMuted(true);
    expect(FakeVapi.created).toHaveLength(0);
    adapter.start({ assistantId: 'a1' });
    await flush();
    adapter.setMuted(true);
    adapter.stop();
    await flush();
    expect(FakeVapi.created[0]!.calls.slice(2)).toEqual([['setMuted', true], ['stop']]);
  });
});
