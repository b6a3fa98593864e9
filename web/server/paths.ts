import { fileURLToPath } from 'node:url';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const repoRoot = fromHere('../../');
export const webRoot = fromHere('../');
// SEED_DIR points the local GROQ endpoint at another dataset folder (tests use altered copies).
export const seedDir = process.env.SEED_DIR || fromHere('../../studio/seed/');
export const clientDist = fromHere('../dist/client/');
