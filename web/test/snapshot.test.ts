import { describe, expect, it } from 'vitest';
import { recordContent, snapshotKey, snapshotPath } from '../src/content/snapshot';
import { homePageQuery, legalPageQuery } from '../src/content/queries';
import type { ContentClient } from '../src/content/client';

describe('the content snapshot', () => {
  it('names a query and its parameters, whatever the order of the parameters', () => {
    expect(snapshotKey(legalPageQuery, { lang: 'de', id: 'impressum' })).toBe(
      snapshotKey(legalPageQuery, { id: 'impressum', lang: 'de' }),
    );
    expect(snapshotKey(homePageQuery, { lang: 'de' })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives every query, language and document a file of its own', () => {
    const paths = new Set(
      ['de', 'en'].flatMap((lang) => [
        snapshotPath(homePageQuery, { lang }),
        snapshotPath(legalPageQuery, { lang, id: 'impressum' }),
        snapshotPath(legalPageQuery, { lang, id: 'datenschutz' }),
      ]),
    );
    expect(paths.size).toBe(6);
  });

  it('records what the prerender reads, under the path the browser will ask for', async () => {
    const source = {
      fetch: async (_query: string, params: { lang: string }) => ({ heading: params.lang }),
    } as unknown as ContentClient;
    const recorder = recordContent(source);
    expect(await recorder.client.fetch(homePageQuery, { lang: 'en' })).toEqual({ heading: 'en' });
    expect([...recorder.results]).toEqual([
      [snapshotPath(homePageQuery, { lang: 'en' }), { heading: 'en' }],
    ]);
  });
});
