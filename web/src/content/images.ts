import { createImageUrlBuilder, type SanityImageObject } from '@sanity/image-url';
import { services } from '../config/env';
import { LOCAL_SANITY_PROJECT_ID, usable, type SanityService } from '../config/services';

// Every image URL of the site, built by @sanity/image-url from an image field as the editor set
// it: its crop and hotspot become the `rect` of each size asked for. Hosted, the URLs are
// Sanity's CDN (cdn.sanity.io); locally they are root-relative and the local stack answers them
// in the same shape (web/local-stack/imageEndpoint.ts). Why: docs/decisions/0012-images-from-the-content.md.

/** An image field as the queries return it (queries.ts, `imageProjection`). */
export type ContentImage = {
  asset?: { _ref: string } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
};

/** An image field whose asset is set: what hasAsset() lets through, and all the URLs need. */
type WithAsset<T extends ContentImage = ContentImage> = T & { asset: { _ref: string } };

/**
 * The builder for the Sanity service the bundle was built for. Locally the base URL is "/":
 * @sanity/image-url strips its trailing slash, leaving a path at the page's own origin (an empty
 * base would fall back to cdn.sanity.io); web/test/images.test.ts holds it to that.
 */
export function imageUrlBuilder(sanity: SanityService = usable(services().sanity)) {
  return sanity.mode === 'hosted'
    ? createImageUrlBuilder({ projectId: sanity.projectId, dataset: sanity.dataset })
    : createImageUrlBuilder({
        projectId: LOCAL_SANITY_PROJECT_ID,
        dataset: sanity.dataset,
        baseUrl: '/',
      });
}

/** The field in @sanity/image-url's shape; a crop or hotspot with a missing side is left out. */
function imageSource(image: WithAsset): SanityImageObject {
  const { crop, hotspot } = image;
  const complete = <T extends object>(value: T | null | undefined, keys: (keyof T)[]) =>
    value && keys.every((key) => typeof value[key] === 'number')
      ? (value as Required<T>)
      : undefined;
  const source: SanityImageObject = { asset: { _ref: image.asset._ref } };
  const fullCrop = complete(crop, ['top', 'bottom', 'left', 'right']);
  const fullHotspot = complete(hotspot, ['x', 'y', 'width', 'height']);
  if (fullCrop) source.crop = fullCrop;
  if (fullHotspot) source.hotspot = fullHotspot;
  return source;
}

export const hasAsset = <T extends ContentImage>(
  image: T | null | undefined,
): image is WithAsset<T> => typeof image?.asset?._ref === 'string';

/** An <img>'s URLs for a box of width × height CSS pixels, at 1, 2 and 3 device pixels per pixel. */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number };

const DENSITIES = [1, 2, 3] as const;

/**
 * The image cropped to the box as the editor's crop and hotspot say, in each density, as
 * `auto=format`: the CDN sends AVIF or WebP to a browser that accepts them. `src` (for browsers
 * without srcset) is the 2x size.
 */
export function responsiveImage(
  image: WithAsset,
  { width, height }: { width: number; height: number },
  builder = imageUrlBuilder(),
): ResponsiveImage {
  const base = builder.image(imageSource(image)).fit('crop').auto('format');
  const url = (density: number) =>
    base
      .width(width * density)
      .height(height * density)
      .url();
  return {
    src: url(2),
    srcSet: DENSITIES.map((density) => `${url(density)} ${width * density}w`).join(', '),
    width,
    height,
  };
}

/** What link previews show: the size Open Graph and X recommend for a large image card. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareImage = { url: string; width: number; height: number; alt: string };

/**
 * A page's share image at 1200 × 630, cropped as the editor set it, as JPEG: link previews
 * (Facebook, LinkedIn, X, messengers) read JPEG and PNG everywhere, AVIF and WebP not. Hosted, the
 * URL is absolute; locally it is a path, to be put after the site's address (web/server/seoHead.ts).
 */
export function shareImage(image: WithAsset, alt: string, builder = imageUrlBuilder()): ShareImage {
  const url = builder
    .image(imageSource(image))
    .width(SHARE_IMAGE_SIZE.width)
    .height(SHARE_IMAGE_SIZE.height)
    .fit('crop')
    .format('jpg')
    .url();
  return { url, ...SHARE_IMAGE_SIZE, alt };
}
