import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutPageQuery } from '../src/content/queries';
import {
  pngSize,
  readSeedAssets,
  readSeedFiles,
  resolveSeedAssets,
  seedAssetOf,
} from '../local-stack/seedAssets';
import { seedDir } from '../server/paths';
import { serveLocalStack } from './localContent';

describe('the seed’s images as Sanity assets', () => {
  it('names each file as Sanity does: image-<sha1>-<width>x<height>-png', () => {
    const anna = readSeedAssets(seedDir).get('founder-anna.png')!;
    const bytes = readFileSync(join(seedDir, 'images', 'founder-anna.png'));
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    expect(anna._id).toBe(`image-${sha1}-600x800-png`);
    expect(pngSize(bytes)).toEqual({ width: 600, height: 800 });
    const assets = readSeedAssets(seedDir);
    expect(seedAssetOf('image@file://./images/founder-anna.png', assets)).toBe(
      assets.get('founder-anna.png'),
    );
  });

  it('refuses a file that is no PNG, and a reference to a missing file', () => {
    expect(pngSize(Buffer.from('GIF89a, not a PNG at all'))).toBeUndefined();
    const folder = mkdtempSync(join(tmpdir(), 'seed-'));
    mkdirSync(join(folder, 'images'));
    writeFileSync(join(folder, 'images', 'photo.jpg'), 'not a png');
    expect(() => readSeedAssets(folder)).toThrow(/must be PNG/);
    expect(() =>
      resolveSeedAssets(
        [{ _id: 'x', photo: { _sanityAsset: 'image@file://./images/gone.png' } }],
        new Map(),
      ),
    ).toThrow(/gone\.png.*not a file/);
    expect(() => seedAssetOf('image@file://./images/gone.png', new Map())).toThrow(
      /gone\.png.*not a file/,
    );
    expect(() => seedAssetOf('https://example.de/photo.png', readSeedAssets(seedDir))).toThrow(
      /not a file/,
    );
  });

  it('replaces _sanityAsset with a reference and adds one asset document per image', () => {
    const assets = readSeedAssets(seedDir);
    const anna = assets.get('founder-anna.png')!;
    const source = { _type: 'image', _sanityAsset: 'image@file://./images/founder-anna.png' };
    const resolved = resolveSeedAssets(
      [
        { _id: 'a', photo: { ...source, alt: 'x' } },
        { _id: 'b', list: [{ _key: 'k', photo: source }] },
      ],
      assets,
    );
    expect(resolved).toEqual([
      {
        _id: 'a',
        photo: { _type: 'image', alt: 'x', asset: { _type: 'reference', _ref: anna._id } },
      },
      {
        _id: 'b',
        list: [
          { _key: 'k', photo: { _type: 'image', asset: { _type: 'reference', _ref: anna._id } } },
        ],
      },
      expect.objectContaining({
        _id: anna._id,
        _type: 'sanity.imageAsset',
        metadata: expect.objectContaining({
          dimensions: expect.objectContaining({ width: 600, height: 800 }),
        }),
      }),
    ]);
  });

  it('the local GROQ endpoint returns the founders’ photos with crop, hotspot and alt text', async () => {
    const served = await serveLocalStack(seedDir);
    try {
      const client = served.client();
      const home = await client.fetch(aboutPageQuery, { lang: 'en' });
      const photo = home?.founders?.[0]?.photo;
      expect(photo?.asset?._ref).toBe(readSeedAssets(seedDir).get('founder-anna.png')!._id);
      expect(photo?.crop).toMatchObject({ top: 0.05, bottom: 0.25, left: 0.1, right: 0.1 });
      expect(photo?.hotspot).toMatchObject({ x: 0.5, y: 0.4 });
      expect(photo?.alt.text).toMatch(/^Portrait of Anna Muster/);
      // The asset document is there for a query that follows the reference.
      const asset = await client.fetch<{ width: number } | null>(
        '*[_id == $id][0].metadata.dimensions',
        { id: photo?.asset?._ref },
      );
      expect(asset?.width).toBe(600);
    } finally {
      await served.close();
    }
  });
});

describe('the seed’s other files as Sanity assets', () => {
  it('replaces file@ with a reference to file-<sha1>-<ext>, whose url the local stack serves', () => {
    const files = readSeedFiles(seedDir);
    const recording = files.get('beispielgespraech-zahnarztpraxis.ogg')!;
    const sha1 = createHash('sha1').update(readFileSync(recording.file)).digest('hex');
    const source = {
      _type: 'file',
      _sanityAsset: 'file@file://./files/beispielgespraech-zahnarztpraxis.ogg',
    };
    expect(resolveSeedAssets([{ _id: 'a', audio: source }], new Map(), files)).toEqual([
      {
        _id: 'a',
        audio: { _type: 'file', asset: { _type: 'reference', _ref: `file-${sha1}-ogg` } },
      },
      expect.objectContaining({
        _id: `file-${sha1}-ogg`,
        _type: 'sanity.fileAsset',
        mimeType: 'audio/ogg',
        url: `/files/local/production/${sha1}.ogg`,
      }),
    ]);
    expect(() =>
      resolveSeedAssets(
        [{ _id: 'b', audio: { _sanityAsset: 'file@file://./files/fehlt.ogg' } }],
        new Map(),
        files,
      ),
    ).toThrow(/not a file of its files\/ folder/);
  });
});
