import { readFileSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { repoRoot } from '../server/paths.ts';
import { writeFileAtomically } from './atomicFile.ts';
import type { SanityDocument } from './mutations.ts';

/**
 * Where `npm run studio`, `npm start`, `npm run dev` and the build keep what editors wrote to
 * the local Content Lake, on top of the seed (git-ignored): LOCAL_CONTENT_DIR, else
 * .local/content/. `npm run content:reset` removes it.
 */
export const localContentDir = (env: Record<string, string | undefined> = process.env) =>
  env.LOCAL_CONTENT_DIR?.trim() || join(repoRoot, '.local', 'content');

/** A folder as the terminal names it: relative to the repository when inside it. */
export function shownPath(dir: string) {
  const inside = relative(repoRoot, dir);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : dir;
}

const FILE = 'documents.ndjson';

/** One line of the file: a written document, or null for a seed document deleted. */
type Entry = { id: string; document: SanityDocument | null };

/** The written documents: by id, the document or null where one of the seed was deleted. */
export type Written = Map<string, SanityDocument | null>;

/**
 * The documents written on top of the seed, kept in `dir` (or in memory only, without one: the
 * tests' stand-ins). Each commit replaces the file whole and atomically (written beside it,
 * flushed, renamed over it), so a crash leaves the old file or the new one, never half of one;
 * the seed's files are never written. Another process with the same folder (`npm start` beside
 * `npm run studio`) sees a commit on its next read, by the file's change time.
 */
export function createWrittenDocuments(dir: string | undefined) {
  const file = dir && join(dir, FILE);
  let known: { changedAt: number; written: Written } = { changedAt: 0, written: new Map() };

  const changedAt = () => {
    try {
      return file ? statSync(file).mtimeMs : 0;
    } catch {
      return 0;
    }
  };

  return {
    /** The written documents as the folder holds them now. */
    current(): Written {
      const now = changedAt();
      if (file && now !== known.changedAt)
        known = {
          changedAt: now,
          written: new Map(
            now === 0
              ? []
              : readFileSync(file, 'utf8')
                  .split('\n')
                  .filter((line) => line !== '')
                  .map((line) => {
                    const { id, document } = JSON.parse(line) as Entry;
                    return [id, document];
                  }),
          ),
        };
      return known.written;
    },

    async commit(written: Written) {
      if (dir) {
        const lines = [...written].map(
          ([id, document]) => `${JSON.stringify({ id, document } satisfies Entry)}\n`,
        );
        // Each process its own temporary file: `npm start` and `npm run dev` may commit at once.
        await writeFileAtomically(dir, FILE, lines.join(''), {
          temporary: `.${FILE}.${process.pid}.tmp`,
        });
      }
      known = { changedAt: changedAt(), written };
    },
  };
}

/** Back to the seed: removes what editors wrote locally (`npm run content:reset`). */
export function resetLocalContent(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
