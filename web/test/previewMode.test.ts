import { describe, expect, it } from 'vitest';
import { stegaFilter } from '../src/preview/previewMode';

type FilterProps = Parameters<typeof stegaFilter>[0];

const props = (sourcePath: (string | number)[], defaultAnswer: boolean): FilterProps =>
  ({
    sourcePath,
    resultPath: sourcePath,
    value: 'text',
    filterDefault: () => defaultAnswer,
    sourceDocument: { _id: 'siteSettings', _type: 'siteSettings' },
  }) as unknown as FilterProps;

describe('stegaFilter', () => {
  it('never encodes a phone number or an e-mail address, which become tel: and mailto: links', () => {
    expect(stegaFilter(props(['phone'], true))).toBe(false);
    expect(stegaFilter(props(['contact', 'email'], true))).toBe(false);
  });

  it("leaves every other field to @sanity/client's own choice", () => {
    expect(stegaFilter(props(['heading', 'de'], true))).toBe(true);
    expect(stegaFilter(props(['heading', 'de'], false))).toBe(false);
    expect(stegaFilter(props(['badges', 0, 'de'], true))).toBe(true);
  });
});
