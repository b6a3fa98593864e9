import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageConverter } from '../local-stack/imageConverter';

// The conversion's time limit counts the image's work, not the start of the process that does
// it: a busy machine stretches a start to seconds (web/local-stack/imageConverter.ts).
describe('the image converter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not count a process held during its start against the time limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const spawned: number[] = [];
    const converter = createImageConverter({
      timeLimitMs: 2000,
      onSpawn: (pid) => {
        spawned.push(pid);
        // Held before it could load sharp, as a machine busy with other work holds it.
        process.kill(pid, 'SIGSTOP');
      },
    });
    try {
      const file = await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      const result = converter.convert(
        { file, inputPixelLimit: 100, encoding: { format: 'png', options: {} } },
        new AbortController().signal,
      );
      expect(spawned).toHaveLength(1);
      // Three time limits pass while the process cannot start.
      await vi.advanceTimersByTimeAsync(6000);
      process.kill(spawned[0]!, 'SIGCONT');
      await expect(result).resolves.toMatchObject({ outcome: 'converted' });
    } finally {
      converter.close();
    }
  });
});
