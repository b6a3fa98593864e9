import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPatch } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { compact, createTransactionLog, type LoggedTransaction } from '../local-stack/history';
import { resetLocalContent } from '../local-stack/writtenDocuments';
import { seedFolder, serveLocalStack } from './localContent';

// The history the Studio's history panel reads from the local Content Lake
// (web/local-stack/history.ts), asked as the Studio asks: the transactions as NDJSON with the
// query its legacy timeline sends, and the documents at a revision with the real @sanity/client.

const STUDIO = 'http://localhost:3333';
const home = {
  _id: 'homePage',
  _type: 'homePage',
  heading: { _type: 'localeString', de: 'Veröffentlicht', en: 'Published' },
};
const IDS = 'homePage,drafts.homePage';
// What the Studio's timeline asks (node_modules/sanity: fetchMoreTransactions).
const TIMELINE_QUERY =
  'tag=sanity.studio.structure.history&effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50';

type Entry = {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  effects: Record<string, { apply: unknown; revert: unknown }>;
};

async function serveStudioStack(contentDir?: string, folder = seedFolder([home])) {
  const served = await serveLocalStack(folder, {}, { contentDir, studioOrigin: STUDIO });
  /** As the Studio's page sends it: its origin, no token. */
  const fromStudio = (path: string, init: RequestInit = {}) =>
    fetch(`${served.origin}${path}`, {
      ...init,
      headers: { origin: STUDIO, 'content-type': 'application/json', ...init.headers },
    });
  const edit = async (heading: string) => {
    const answer = await fromStudio('/v2025-02-19/data/actions/production', {
      method: 'POST',
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.homePage',
            publishedId: 'homePage',
            patch: { set: { 'heading.de': heading } },
          },
        ],
      }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { transactionId: string }).transactionId;
  };
  const transactions = async (query = TIMELINE_QUERY) => {
    const answer = await fromStudio(
      `/v2025-02-19/data/history/production/transactions/${IDS}?${query}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/x-ndjson');
    return (await answer.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Entry);
  };
  const client = served.client({ token: served.stack.previewToken, perspective: 'raw' });
  /** As the Studio asks for a revision it shows or restores (getDocumentAtRevision). */
  const atRevision = async (query: string) =>
    (
      await client.request<{
        documents: { _id: string; _type: string; _rev: string; heading: { de: string } }[];
      }>({
        url: `/data/history/production/documents/${IDS}?${query}`,
      })
    ).documents;
  return { ...served, folder, fromStudio, edit, transactions, client, atRevision };
}

describe('the local Content Lake’s history', () => {
  it('lists a document’s transactions newest first, whose effects lead back to every revision', async () => {
    const served = await serveStudioStack();
    try {
      const seedRevision = (await served.client.getDocument('homePage'))!._rev;
      const first = await served.edit('Erste Fassung');
      const second = await served.edit('Zweite Fassung');
      // The document's revision is the transaction that wrote it, where the timeline starts.
      expect((await served.client.getDocument('drafts.homePage'))!._rev).toBe(second);

      const entries = await served.transactions();
      expect(entries.map(({ id }) => id)).toEqual([second, first, seedRevision]);
      expect(entries[0]).toMatchObject({
        author: 'pLocalEditor',
        documentIDs: ['drafts.homePage'],
      });
      // The seed's transaction publishes it: the Studio compares a draft with it.
      expect(entries[2]).toMatchObject({
        author: 'pSeed',
        documentIDs: ['homePage', 'drafts.homePage'],
        effects: { 'drafts.homePage': { apply: [0, null] } },
      });
      expect(Date.parse(entries[0]!.timestamp)).toBeGreaterThanOrEqual(
        Date.parse(entries[1]!.timestamp),
      );
      // Walking back from the draft as it is now, by the effects' reverts, as the Studio does.
      let draft: unknown = await served.client.getDocument('drafts.homePage');
      draft = applyPatch(draft, entries[0]!.effects['drafts.homePage']!.revert as never);
      expect(draft).toMatchObject({ heading: { de: 'Erste Fassung' } });
      draft = applyPatch(draft, entries[1]!.effects['drafts.homePage']!.revert as never);
      expect(draft).toBeNull();
      expect(applyPatch(null, entries[2]!.effects.homePage!.apply as never)).toMatchObject(home);

      // The next page of the timeline: up to the earliest it has, that one included.
      const older = await served.transactions(`${TIMELINE_QUERY}&toTransaction=${first}`);
      expect(older.map(({ id }) => id)).toEqual([first, seedRevision]);
      const fromFirst = await served.transactions(`effectFormat=mendoza&fromTransaction=${first}`);
      expect(fromFirst.map(({ id }) => id)).toEqual([first, second]);
      const limited = await served.transactions('reverse=true&limit=1');
      expect(limited.map(({ id }) => id)).toEqual([second]);
    } finally {
      await served.close();
    }
  });

  it('gives the documents as they were at a revision or a time, and restores one as the Studio does', async () => {
    const served = await serveStudioStack();
    try {
      const first = await served.edit('Erste Fassung');
      const between = new Date().toISOString();
      await served.edit('Zweite Fassung');

      const atFirst = await served.atRevision(`revision=${first}`);
      const draft = atFirst.find(({ _id }) => _id === 'drafts.homePage')!;
      expect(draft).toMatchObject({ _rev: first, heading: { de: 'Erste Fassung' } });
      expect(atFirst.find(({ _id }) => _id === 'homePage')).toMatchObject(home);
      expect(
        (await served.atRevision(`time=${between}`)).find(({ _id }) => _id === 'drafts.homePage'),
      ).toMatchObject({ heading: { de: 'Erste Fassung' } });
      expect(await served.atRevision('revision=unknown')).toEqual([]);

      // The Studio restores a revision by writing it back as the draft (restore in sanity).
      const { _updatedAt, ...restored } = draft as typeof draft & { _updatedAt?: string };
      expect(_updatedAt).toBeDefined();
      await served.client.createOrReplace(restored);
      expect(await served.client.getDocument('drafts.homePage')).toMatchObject({
        heading: { de: 'Erste Fassung' },
      });
      expect(await served.transactions()).toHaveLength(4);
    } finally {
      await served.close();
    }
  });

  it('is the editor’s only: refused without the token, the authors named for the Studio', async () => {
    const served = await serveStudioStack();
    try {
      const anonymous = await fetch(
        `${served.origin}/v2025-02-19/data/history/production/transactions/${IDS}`,
      );
      expect(anonymous.status).toBe(401);
      const malformed = await served.fromStudio(
        `/v2025-02-19/data/history/production/transactions/${IDS}?limit=-1`,
      );
      expect(malformed.status).toBe(400);
      const users = await served.fromStudio('/v2021-06-07/users/pLocalEditor,pSeed');
      expect(await users.json()).toEqual([
        { id: 'pLocalEditor', displayName: 'Lokale Redaktion' },
        { id: 'pSeed', displayName: 'Startinhalte' },
      ]);
    } finally {
      await served.close();
    }
  });

  it('survives a restart in the content folder and goes with `npm run content:reset`', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'local-content-'));
    const first = await serveStudioStack(contentDir);
    const edited = await first.edit('Bleibt');
    await first.close();

    const restarted = await serveStudioStack(contentDir, first.folder);
    try {
      expect((await restarted.transactions()).map(({ id }) => id)).toContain(edited);
      expect(readdirSync(contentDir).sort()).toEqual(['documents.ndjson', 'history.ndjson']);
      resetLocalContent(contentDir);
      expect((await restarted.transactions()).map(({ id }) => id)).not.toContain(edited);
    } finally {
      await restarted.close();
    }
  });

  it('stays bounded, keeping every document’s last version where its history starts', async () => {
    const entry = (id: string, documents: LoggedTransaction['documents']) => ({
      id,
      timestamp: '2026-01-01T00:00:00.000Z',
      author: 'pLocalEditor',
      documents,
    });
    const page = (rev: string) => ({ _id: 'a', _type: 'landingPage', _rev: rev });
    const log = [
      entry('t1', { a: page('t1'), b: { _id: 'b', _type: 'faq', _rev: 't1' } }),
      entry('t2', { a: page('t2') }),
      entry('t3', { b: null }),
      entry('t4', { a: page('t4') }),
      entry('t5', { c: { _id: 'c', _type: 'faq', _rev: 't5' } }),
    ];
    expect(compact(log, { keep: 2, compactAt: 5 })).toBe(log);
    // Kept so in the content folder, as a process started later reads it.
    const contentDir = mkdtempSync(join(tmpdir(), 'local-content-'));
    const writer = createTransactionLog(contentDir, { keep: 2, compactAt: 4 });
    for (const transaction of log) await writer.record(transaction);
    expect(
      createTransactionLog(contentDir)
        .current()
        .map(({ id }) => id),
    ).toEqual(['t2', 't4', 't5']);
    const kept = compact(log, { keep: 2, compactAt: 4 });
    // Of t1–t3 only a's last version (t2) is left: b was deleted.
    expect(kept.map(({ id, documents }) => [id, Object.keys(documents)])).toEqual([
      ['t2', ['a']],
      ['t4', ['a']],
      ['t5', ['c']],
    ]);
  });
});
