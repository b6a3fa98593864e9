import { fileURLToPath } from 'node:url';

// A test's verdict never depends on how fast the machine is: its time limits only end a test
// that hangs, and a busy machine (`npm run test:busy`) must not reach them. Every workspace's
// vitest project spreads these; no test sets a time limit of its own.
const HANG_MS = 300_000;

export const unitTestLimits = {
  testTimeout: HANG_MS,
  hookTimeout: HANG_MS,
  expect: { poll: { timeout: HANG_MS, interval: 50 } },
  // vi.waitFor has no setting of its own: this file gives it the same limit.
  setupFiles: [fileURLToPath(new URL('./patientWaitFor.ts', import.meta.url))],
};
