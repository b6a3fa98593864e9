import { describe, expect, it } from 'vitest';
import { evaluate, parse } from 'groq-js';
import {
  copyOf,
  copySlugCandidates,
  copyTitle,
  firstFree,
  TAKEN_SLUGS_QUERY,
} from '../duplicate/copy';

// What „Duplizieren“ gives a copy (studio/duplicate/): „Kopie von …“ and an address of its own,
// found with a GROQ query over the documents as the Studio's client asks it.

const page = (id: string, slug: string) => ({
  _id: id,
  _type: 'landingPage',
  slug: { _type: 'slug', current: slug },
});

async function takenAmong(documents: object[], candidates: string[], type = 'landingPage') {
  const result = await evaluate(parse(TAKEN_SLUGS_QUERY, { params: { type, candidates } }), {
    dataset: documents,
    params: { type, candidates },
  });
  return (await result.get()) as string[];
}

describe('a duplicate', () => {
  it('is titled „Kopie von …“, in English "Copy of …"', () => {
    expect(
      copyTitle({ _type: 'localeString', de: 'Kampagne Arztpraxen', en: 'Campaign practices' }),
    ).toEqual({
      _type: 'localeString',
      de: 'Kopie von Kampagne Arztpraxen',
      en: 'Copy of Campaign practices',
    });
    // An empty English title stays empty: the site falls back to the German one.
    expect(copyTitle({ de: 'Preise', en: '' })).toEqual({ de: 'Kopie von Preise', en: '' });
    expect(copyTitle('Maria Weber')).toBe('Kopie von Maria Weber');
  });

  it('gets the first free address, counting on from its original’s', async () => {
    const documents = [
      page('landingPage-arztpraxen', 'arztpraxen'),
      page('drafts.copy', 'arztpraxen-kopie'),
      // Another type's slug is another address (/fallstudien/…), not taken.
      { _id: 'study', _type: 'caseStudy', slug: { current: 'arztpraxen-kopie-2' } },
    ];
    const candidates = copySlugCandidates('arztpraxen');
    expect(candidates.slice(0, 3)).toEqual([
      'arztpraxen-kopie',
      'arztpraxen-kopie-2',
      'arztpraxen-kopie-3',
    ]);
    const taken = await takenAmong(documents, candidates);
    expect(taken).toEqual(['arztpraxen-kopie']);
    expect(firstFree(candidates, taken)).toBe('arztpraxen-kopie-2');
    expect(copySlugCandidates('arztpraxen-kopie-2')[0]).toBe('arztpraxen-kopie');
    // A slug with quotes is a parameter's value, never part of the query.
    await expect(takenAmong(documents, ['"] || true || ["'])).resolves.toEqual([]);
    expect(firstFree(['a'], ['a'])).toBeUndefined();
  });

  it('keeps every other field, and has no slug where none is free', () => {
    const original = {
      ...page('landingPage-arztpraxen', 'arztpraxen'),
      title: { de: 'Arztpraxen', en: 'Practices' },
      sections: [{ _key: 'a', _type: 'heroSection' }],
    };
    expect(copyOf(original, 'arztpraxen-kopie')).toEqual({
      ...original,
      title: { de: 'Kopie von Arztpraxen', en: 'Copy of Practices' },
      slug: { _type: 'slug', current: 'arztpraxen-kopie' },
    });
    expect(copyOf(original, undefined)).not.toHaveProperty('slug');
  });
});
