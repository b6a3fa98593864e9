import { describe, expect, it } from 'vitest';
import { createGate } from '../local-stack/gate';

describe('the waiting line of the local stack', () => {
  it('never runs more than its limit at once, and runs the waiting in the order they came', async () => {
    const gate = createGate(1, 5);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const order: string[] = [];
    const task = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        running += 1;
        most = Math.max(most, running);
        release.push(() => {
          running -= 1;
          resolve();
        });
      });
    const first = gate.run(task('first'));
    const queued = gate.run(task('queued'));
    release.shift()!();
    const late = gate.run(task('late'));
    await first;
    await expect.poll(() => release.length).toBe(1);
    release.shift()!();
    await queued;
    await expect.poll(() => release.length).toBe(1);
    release.shift()!();
    await late;
    expect(most).toBe(1);
    expect(order).toEqual(['first', 'queued', 'late']);
  });

  it('turns away a caller past the waiting line', async () => {
    const gate = createGate(1, 1);
    let finish!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const queued = gate.run(async () => 'queued');
    expect(await gate.run(async () => 'turned away')).toBeUndefined();
    finish();
    await first;
    expect(await queued).toBe('queued');
  });

  it('lets a waiting caller leave the line: its task never runs, and its place is free', async () => {
    const gate = createGate(1, 1);
    let finish!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const leaving = new AbortController();
    let ranLeft = false;
    const left = gate.run(async () => (ranLeft = true), leaving.signal);
    leaving.abort(new Error('left'));
    await expect(left).rejects.toThrow('left');
    const next = gate.run(async () => 'next');
    finish();
    await first;
    expect(await next).toBe('next');
    expect(ranLeft).toBe(false);
  });

  it('without a limit on the line, turns nobody away', async () => {
    const gate = createGate(1);
    let finish!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 100 }, (_, index) => gate.run(async () => index));
    finish();
    await first;
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 100 }, (_, index) => index));
  });

  it("serves clients in turn: one client's flood holds another's task behind one of its own", async () => {
    const gate = createGate(1, Infinity, 4);
    const order: string[] = [];
    let finish!: () => void;
    const first = gate.run(
      () => new Promise<void>((resolve) => (finish = resolve)),
      undefined,
      'a',
    );
    const flood = Array.from({ length: 4 }, (_, index) =>
      gate.run(async () => order.push(`a${index}`), undefined, 'a'),
    );
    // Past its own line: turned away, while another client still finds a place.
    expect(await gate.run(async () => order.push('a-turned-away'), undefined, 'a')).toBeUndefined();
    const other = gate.run(async () => order.push('b'), undefined, 'b');
    finish();
    await Promise.all([first, other, ...flood]);
    expect(order).toEqual(['a0', 'b', 'a1', 'a2', 'a3']);
  });
});
