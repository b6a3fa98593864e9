import { vi } from 'vitest';
import { unitTestLimits } from './unitTestLimits.ts';

// vi.waitFor gives up after 1 s by default, which a busy machine reaches: it waits as long as
// expect.poll does (./unitTestLimits.ts), unless a test asks otherwise.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, {
    ...unitTestLimits.expect.poll,
    ...(typeof options === 'number' ? { timeout: options } : options),
  })) as typeof vi.waitFor;
