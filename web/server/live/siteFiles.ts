import { existsSync, readFileSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { writeFileAtomically } from '../../local-stack/atomicFile.ts';
import type { PageHead } from '../seoHead.ts';
import type { PageWeightCrossing } from '../../src/content/pageWeight.ts';

/**
 * Beside the client folder (so never served): what the last render wrote into it, which the next
 * one removes when its content no longer has it (a landing page deleted), and what it read.
 */
const RENDERED_FILES = 'rendered-files.json';

/** One page of a render: its file, its content snapshot files, the documents it shows. */
export type PageRecord = {
  file: string;
  snapshots: string[];
  documents: string[];
  /** Its head, for the sitemap; null for a 404 page. */
  head: PageHead | null;
  /** Where it passes its budget (web/scripts/pageWeight.ts); absent where it fits. */
  weight?: PageWeightCrossing;
};

/** What a render of the site read and wrote (web/scripts/prerender.ts, renderSite). */
export type RenderRecord = {
  renderedAt: string;
  /** Paths inside the client folder. */
  files: string[];
  /** Each published document's revision, read before the pages were. */
  revisions: Record<string, string>;
  /** The site's settings as the pages' heads read them, hashed: a change renders every page. */
  siteHash: string;
  pages: Record<string, PageRecord>;
  /** By snapshot file: the query that read it and its result's hash. */
  queries: Record<string, { query: string; params: Record<string, unknown>; hash: string }>;
  /** The pages with their own styles, by the hash of their markup. */
  styledPages: Record<string, string>;
  failures: { path: string; message: string }[];
};

/** The record of the last render of `clientDir`, if there was one. */
export function readRenderRecord(clientDir: string): RenderRecord | undefined {
  const file = join(dirname(clientDir), RENDERED_FILES);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RenderRecord) : undefined;
}

/** `file` inside `clientDir`, or an error: a path from content must not leave the folder. */
function inside(clientDir: string, file: string) {
  const path = join(clientDir, file);
  const within = relative(clientDir, path);
  if (within === '' || within.startsWith('..') || isAbsolute(within))
    throw new Error(`${file} is no file inside ${clientDir}`);
  return path;
}

/**
 * Writes a render's files (path inside `clientDir` → content) each whole or not at all (written
 * beside it, then renamed over it: a visitor reads the old page or the new one, never half of
 * one), then removes the files the render before wrote and this one did not. With
 * `removeOthers: false` (a render in which a page failed) nothing is removed: a page that
 * failed keeps its last version, with the content snapshot it reads.
 */
export async function swapSiteFiles(
  folder: string,
  files: ReadonlyMap<string, string>,
  {
    removeOthers = true,
    keep = [],
    record,
  }: {
    removeOthers?: boolean;
    /** Files of the render before that this one did not render again and that stay. */
    keep?: readonly string[];
    record: Omit<RenderRecord, 'renderedAt' | 'files'>;
  },
): Promise<RenderRecord> {
  const clientDir = resolve(folder);
  const before = readRenderRecord(clientDir)?.files ?? [];
  for (const [file, content] of files) {
    const path = inside(clientDir, file);
    // A file as it is stays untouched: its validators and cached compressions stay good.
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    // Per process: a build may write the folder that a running server re-renders.
    await writeFileAtomically(dirname(path), basename(path), content, {
      temporary: `.${basename(path)}.${process.pid}.tmp`,
    });
  }
  const now = new Set([...files.keys(), ...keep]);
  const gone = before.filter((file) => !now.has(file));
  if (removeOthers) {
    for (const file of gone) {
      const path = inside(clientDir, file);
      await rm(path, { force: true });
      // A page's folder goes with its page; a folder still holding files stays.
      if (dirname(path) !== clientDir) await rmdir(dirname(path)).catch(() => undefined);
    }
  } else for (const file of gone) now.add(file);
  const written: RenderRecord = {
    ...record,
    renderedAt: new Date().toISOString(),
    files: [...now].sort(),
  };
  await writeFileAtomically(dirname(clientDir), RENDERED_FILES, JSON.stringify(written), {
    temporary: `.${RENDERED_FILES}.${process.pid}.tmp`,
  });
  return written;
}
