import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageEndpoint } from '../local-stack/imageEndpoint';
import { readSeedAssets } from '../local-stack/seedAssets';
import { seedDir } from '../server/paths';
import { serveEndpoint } from './listen';
import { pixelsNear, SEED_IMAGE_MARKER, type Rgb } from './pixels';

// The founder portrait of the seed: magenta (studio/seed-src/images.ts, SEED_IMAGE_MARKER)
// outside the crop, the face at the hotspot.
const portrait = readSeedAssets(seedDir).get('founder-anna.png')!;
const path = `/images/local/production/${portrait.sha1}-600x800.png`;
const cropped = `${path}?rect=60,80,480,480&w=96&h=96&fit=crop&auto=format`;

async function serve() {
  // The time limit is imageConversions.test.ts's subject; here a busy machine must not reach it.
  const endpoint = createImageEndpoint(seedDir, {
    dataset: 'production',
    limits: { timeLimitMs: 120_000 },
  });
  return serveEndpoint(endpoint, (_req, res) => res.writeHead(404).end('not mine'));
}

describe('local image endpoint', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());
  const get = (target: string, accept = '') =>
    fetch(server.origin + target, { headers: { accept } });

  it('serves AVIF or WebP by the Accept header for auto=format, and says it varies', async () => {
    for (const [accept, type] of [
      ['image/avif,image/webp,image/*', 'image/avif'],
      ['image/webp,image/*', 'image/webp'],
      ['image/*', 'image/png'],
    ] as const) {
      const response = await get(cropped, accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept');
      const { format, width, height } = await sharp(
        Buffer.from(await response.arrayBuffer()),
      ).metadata();
      expect(format).toBe(type === 'image/avif' ? 'heif' : type.slice(6));
      expect([width, height]).toEqual([96, 96]);
    }
  });

  it('crops to rect before scaling: no pixel of the area outside the crop, the face in the middle', async () => {
    const bytes = Buffer.from(await (await get(cropped, 'image/webp')).arrayBuffer());
    expect(await pixelsNear(bytes, SEED_IMAGE_MARKER)).toBe(0);
    // Without rect the marker shows: the test can tell the two apart.
    const whole = Buffer.from(await (await get(`${path}?w=96&h=128&fit=crop`)).arrayBuffer());
    expect(await pixelsNear(whole, SEED_IMAGE_MARKER)).toBeGreaterThan(500);
    // The middle pixel has the colour of the portrait's face at the hotspot (300, 320).
    const face = [
      ...(await sharp(portrait.file)
        .extract({ left: 295, top: 315, width: 11, height: 11 })
        .resize(1, 1)
        .removeAlpha()
        .raw()
        .toBuffer()),
    ] as Rgb;
    const middle = { left: 48, top: 48, width: 1, height: 1 };
    expect(await pixelsNear(bytes, face, { tolerance: 20, region: middle })).toBe(1);
  });

  it('writes the format fm asks for, JPEG for link previews', async () => {
    const response = await get(`${path}?w=1200&h=630&fit=crop&fm=jpg`, 'image/avif');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });

  it.each([
    [`${path}?w=96&x=1`, 400, /Unsupported parameter x/],
    [`${path}?w=96&w=97`, 400, /more than once/],
    [`${path}?w=0`, 400, /w must be a whole number/],
    [`${path}?w=9999`, 400, /w must be a whole number/],
    [`${path}?w=2000&dpr=2`, 400, /times dpr/],
    [`${path}?rect=0,0,601,10`, 400, /outside the image/],
    [`${path}?rect=1,2,3`, 400, /left,top,width,height/],
    [`${path}?rect=-1,0,10,10`, 400, /rect must be a whole number/],
    [`${path}?fit=cover`, 400, /fit must be one of/],
    // Names of every object's inherited properties are no fit modes.
    [`${path}?fit=constructor`, 400, /fit must be one of/],
    [`${path}?fit=__proto__`, 400, /fit must be one of/],
    [`${path}?fit=toString`, 400, /fit must be one of/],
    [`${path}?q=0`, 400, /q must be a whole number from 1 to 100/],
    [`${path}?q=101`, 400, /q must be a whole number from 1 to 100/],
    [`${path}?w=2401`, 400, /w must be a whole number from 1 to 2400/],
    [`${path}?fm=avif`, 400, /fm must be one of/],
    [`${path}?auto=compress`, 400, /auto must be format/],
    ['/images/local/production', 400, /have the form/],
    ['/images/local/production/x/y.png', 400, /have the form/],
    ['/images/local/production/not-a-hash.png', 400, /file name/],
    [`/images/local/production/${'0'.repeat(40)}-600x800.png`, 404, /No such image/],
    [`/images/local/production/${portrait.sha1}-600x801.png`, 404, /No such image/],
    [`/images/abc123/production/${portrait.sha1}-600x800.png`, 404, /No such image/],
    [`/images/local/staging/${portrait.sha1}-600x800.png`, 404, /No such image/],
  ])('refuses %s with %i and a reason', async (target, status, reason) => {
    const response = await get(target);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(reason);
  });

  it('answers only GET and HEAD, and leaves other paths to the next handler', async () => {
    const post = await fetch(server.origin + cropped, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(server.origin + cropped, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await (await get('/imagesx')).text()).toBe('not mine');
  });
});

describe('the local image endpoint’s seed folder', () => {
  it('follows the seed folder: an image added there is served', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'seed-images-'));
    mkdirSync(join(folder, 'images'));
    const server = await serveEndpoint(createImageEndpoint(folder, { dataset: 'production' }));
    try {
      expect((await fetch(server.origin + path)).status).toBe(404);
      copyFileSync(portrait.file, join(folder, 'images', 'copy.png'));
      expect((await fetch(server.origin + path)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
