import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordContent, snapshotKey, snapshotPath } from '../src/content/snapshot';
import { aboutPageQuery, legalPageQuery } from '../src/content/queries';
import { seedFolder, serveLocalStack } from './localContent';

describe('the content snapshot', () => {
  it('names a query and its parameters, whatever the order of the parameters', () => {
    expect(snapshotKey(legalPageQuery, { lang: 'de', id: 'impressum' })).toBe(
      snapshotKey(legalPageQuery, { id: 'impressum', lang: 'de' }),
    );
    expect(snapshotKey(aboutPageQuery, { lang: 'de' })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives every query, language and document a file of its own', () => {
    const paths = new Set(
      ['de', 'en'].flatMap((lang) => [
        snapshotPath(aboutPageQuery, { lang }),
        snapshotPath(legalPageQuery, { lang, id: 'impressum' }),
        snapshotPath(legalPageQuery, { lang, id: 'datenschutz' }),
      ]),
    );
    expect(paths.size).toBe(6);
  });

  describe('recorded while the prerender reads', () => {
    // The prerender's source: the real @sanity/client against the local GROQ endpoint.
    let served: Awaited<ReturnType<typeof serveLocalStack>>;
    beforeAll(async () => {
      served = await serveLocalStack(
        seedFolder([
          { _id: 'aboutPage', _type: 'aboutPage', heading: { de: 'Willkommen', en: 'Welcome' } },
        ]),
      );
    });
    afterAll(() => served.close());

    it('keeps what the query answered, under the path the browser will ask for', async () => {
      const recorder = recordContent(served.client());
      const page = await recorder.client.fetch(aboutPageQuery, { lang: 'en' });
      expect(page).toMatchObject({ heading: { text: 'Welcome' } });
      expect([...recorder.results]).toEqual([[snapshotPath(aboutPageQuery, { lang: 'en' }), page]]);
    });

    it('keeps each language apart', async () => {
      const recorder = recordContent(served.client());
      await recorder.client.fetch(aboutPageQuery, { lang: 'de' });
      await recorder.client.fetch(aboutPageQuery, { lang: 'en' });
      expect(recorder.results.get(snapshotPath(aboutPageQuery, { lang: 'de' }))).toMatchObject({
        heading: { text: 'Willkommen' },
      });
      expect(recorder.results.get(snapshotPath(aboutPageQuery, { lang: 'en' }))).toMatchObject({
        heading: { text: 'Welcome' },
      });
    });
  });
});
