import { createContentClient } from './client';
import { siteMetadataQuery } from './queries';

/** The site settings the prerender needs for canonical URLs, sharing tags and structured data. */
export function fetchSiteMetadata(contentOrigin: string) {
  return createContentClient(contentOrigin).fetch(siteMetadataQuery);
}
