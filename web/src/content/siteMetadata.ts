import { createContentClient } from './client';
import { hasAsset, shareImage } from './images';
import { siteMetadataQuery } from './queries';

/**
 * The site settings the prerender needs for canonical URLs, sharing tags and structured data;
 * the default share image as the URL and alt text of each language (English falls back to
 * German like every text of the site), or null when the settings have none.
 */
export async function fetchSiteMetadata(contentOrigin: string) {
  const metadata = await createContentClient(contentOrigin).fetch(siteMetadataQuery);
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
