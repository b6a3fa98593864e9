import type { LocalizedText } from './LocalizedText';

/** A page's `seo` as its query returns it; `image` is its own share image, if the editor set one. */
export type Seo<Image = unknown> = {
  title: LocalizedText | null;
  description: LocalizedText | null;
  image?: Image | null;
};

function seoOf<Image>(data: unknown): Seo<Image> | undefined {
  if (typeof data !== 'object' || data === null || !('seo' in data)) return undefined;
  return (data as { seo: Seo<Image> }).seo;
}

/** The page's title, description and image: the deepest route whose loader data carries `seo`. */
export function findSeo<Image = unknown>(
  loaderDataFromRootToLeaf: unknown[],
): Seo<Image> | undefined {
  return loaderDataFromRootToLeaf.map(seoOf<Image>).findLast((seo) => seo !== undefined);
}
