import { describe, expect, it } from 'vitest';
import { findSeo } from '../src/lib/seo';
import { telHref } from '../src/lib/telHref';

describe('findSeo', () => {
  it('takes the deepest route data that carries seo', () => {
    const root = { settings: {} };
    const page = { seo: { title: 'Seite', description: 'Beschreibung' } };
    expect(findSeo([root, page, undefined])).toEqual(page.seo);
    expect(findSeo([{ seo: { title: 'A', description: null } }, page])).toBe(page.seo);
    expect(findSeo([root, null, 'text'])).toBeUndefined();
  });
});

describe('telHref', () => {
  it('keeps only the plus sign and digits', () => {
    expect(telHref('+49 30 123-456 (0)')).toBe('tel:+49301234560');
  });
});
