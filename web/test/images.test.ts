import { describe, expect, it } from 'vitest';
import { imageUrlBuilder, responsiveImage, shareImage } from '../src/content/images';

// The founder portraits' frame in the seed (studio/seed-src/images.ts): 600 × 800, cropped to
// x 60–540, y 40–600, hotspot centred at (300, 320).
const portrait = {
  asset: { _ref: 'image-b26bf1b938fa4937579a5859d67e99246f0eb087-600x800-png' },
  crop: { top: 0.05, bottom: 0.25, left: 0.1, right: 0.1 },
  hotspot: { x: 0.5, y: 0.4, width: 0.4, height: 0.3 },
};
const local = imageUrlBuilder({ mode: 'local', dataset: 'production', apiVersion: '2025-02-19' });
const hosted = imageUrlBuilder({
  mode: 'hosted',
  projectId: 'abc123',
  dataset: 'production',
  apiVersion: '2025-02-19',
});

describe('responsiveImage', () => {
  it('is a path at the page’s own origin when Sanity is local', () => {
    const { src } = responsiveImage(portrait, { width: 96, height: 96 }, local);
    expect(src).toBe(
      '/images/local/production/b26bf1b938fa4937579a5859d67e99246f0eb087-600x800.png' +
        '?rect=60,80,480,480&w=192&h=192&fit=crop&auto=format',
    );
  });

  it('is on Sanity’s CDN when Sanity is hosted', () => {
    const { src } = responsiveImage(portrait, { width: 96, height: 96 }, hosted);
    expect(src).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/b26bf1b938fa4937579a5859d67e99246f0eb087-600x800\.png\?/,
    );
  });

  it('crops to the editor’s crop, the square placed by the hotspot, at 1x, 2x and 3x', () => {
    const image = responsiveImage(portrait, { width: 96, height: 96 }, local);
    expect(image.width).toBe(96);
    expect(image.height).toBe(96);
    const candidates = image.srcSet.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(['96w', '192w', '288w']);
    for (const [url, descriptor] of candidates) {
      const params = new URL(url!, 'https://site.invalid').searchParams;
      // Width 480 of the crop (600 less 10 % each side); the square's top is the hotspot's
      // centre (0.4 × 800) less half of 480, inside the crop's 40 to 600.
      expect(params.get('rect')).toBe('60,80,480,480');
      expect(params.get('w')).toBe(descriptor!.slice(0, -1));
      expect(params.get('h')).toBe(descriptor!.slice(0, -1));
      expect(params.get('fit')).toBe('crop');
      expect(params.get('auto')).toBe('format');
    }
  });

  it('without crop and hotspot, takes the middle of the whole image', () => {
    const { src } = responsiveImage({ asset: portrait.asset }, { width: 96, height: 96 }, local);
    expect(new URL(src, 'https://site.invalid').searchParams.get('rect')).toBe('0,100,600,600');
  });
});

describe('shareImage', () => {
  it('is 1200 × 630, cropped, as JPEG (no AVIF or WebP for link previews)', () => {
    const image = shareImage(portrait, 'Porträt', hosted);
    expect(image).toMatchObject({ width: 1200, height: 630, alt: 'Porträt' });
    const params = new URL(image.url).searchParams;
    expect(params.get('w')).toBe('1200');
    expect(params.get('h')).toBe('630');
    expect(params.get('fit')).toBe('crop');
    expect(params.get('fm')).toBe('jpg');
    expect(params.get('auto')).toBeNull();
    // 480 wide crop at 1200:630 is 252 high, centred on the hotspot (320), inside the crop.
    expect(params.get('rect')).toBe('60,194,480,252');
  });
});
