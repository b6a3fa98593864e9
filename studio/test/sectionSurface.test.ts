import { evaluate, parse } from 'groq-js';
import { createSchema, type ObjectSchemaType } from 'sanity';
import { describe, expect, it } from 'vitest';
import { homePageQuery, landingPageQuery } from '../../web/src/content/queries.ts';
import { defaultSurfaces, surfaceOf } from '../../web/src/sections/surfaces.ts';
import { schemaTypes } from '../schemaTypes';
import { sectionTypes } from '../schemaTypes/sections/pageSections';
import { seedDocuments } from '../seed-src/dataset';

// A section's „Hintergrund“ (schemaTypes/sections/sectionFields.ts): the same three options on
// every section type, a new section starting as the site shows one without a choice
// (web/src/sections/surfaces.ts), and the seed's pages taking turns between them.

const schema = createSchema({ name: 'default', types: schemaTypes });
const surfaceField = (type: string) =>
  (schema.get(type) as ObjectSchemaType).fields.find(({ name }) => name === 'surface');

describe('the Hintergrund of a section', () => {
  it.each(sectionTypes.map(({ name }) => name))('%s offers the three surfaces', (type) => {
    const field = surfaceField(type);
    expect(field?.type.title).toBe('Hintergrund');
    expect(field?.type.options?.list).toEqual([
      { value: 'plain', title: 'Ohne Fläche' },
      { value: 'card', title: 'Standard-Karte' },
      { value: 'band', title: 'Farbband über die volle Breite' },
    ]);
  });

  it.each(sectionTypes.map(({ name }) => name))(
    'a new %s starts with the surface the site gives one without a choice',
    (type) => {
      const { initialValue } = surfaceField(type)!.type as { initialValue?: unknown };
      expect(initialValue).toBe(defaultSurfaces[type as keyof typeof defaultSurfaces]);
      expect(surfaceOf({ _type: type as keyof typeof defaultSurfaces, surface: null })).toBe(
        initialValue,
      );
    },
  );

  it('a chosen surface wins over the default', () => {
    expect(surfaceOf({ _type: 'faqSection', surface: 'band' })).toBe('band');
  });
});

describe('the seeded pages', () => {
  async function surfacesOf(query: string, params: Record<string, unknown>) {
    const result = (await (
      await evaluate(parse(query, { params }), { dataset: seedDocuments, params })
    ).get()) as { sections: { surface: string | null }[] };
    return result.sections.map(({ surface }) => surface);
  }

  it.each([
    ['the home page', homePageQuery, { lang: 'de' }],
    ['the landing page', landingPageQuery, { lang: 'de', slug: 'arztpraxen' }],
  ])('%s changes its surface from one section to the next', async (_, query, params) => {
    const surfaces = await surfacesOf(query, params);
    expect(new Set(surfaces)).toEqual(new Set(['plain', 'card', 'band']));
    surfaces.slice(1).forEach((surface, index) => expect(surface).not.toBe(surfaces[index]));
  });
});
