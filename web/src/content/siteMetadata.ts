import type { ContentClient } from './client';
import { hasAsset, shareImage } from './images';
import { siteMetadataQuery } from './queries';

/**
 * The site settings a page's head needs (web/server/seoHead.ts) for canonical URLs, sharing tags
 * and structured data; the default share image as the URL and alt text of each language (English
 * falls back to German like every text of the site), or null when the settings have none.
 */
export async function fetchSiteMetadata(content: ContentClient) {
  const metadata = await content.fetch(siteMetadataQuery);
  if (!metadata) return metadata;
  const { shareImage: image, ...settings } = metadata;
  const german = image?.alt?.de ?? '';
  return {
    ...settings,
    shareImage: hasAsset(image)
      ? { de: shareImage(image, german), en: shareImage(image, image.alt?.en ?? german) }
      : null,
  };
}

export type SiteMetadata = Awaited<ReturnType<typeof fetchSiteMetadata>>;
