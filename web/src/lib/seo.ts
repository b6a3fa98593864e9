export type Seo = { title: string | null; description: string | null };

function seoOf(data: unknown): Seo | undefined {
  if (typeof data !== 'object' || data === null || !('seo' in data)) return undefined;
  return (data as { seo: Seo }).seo;
}

/** The page's title and description: the deepest route whose loader data carries `seo`. */
export function findSeo(loaderDataFromRootToLeaf: unknown[]): Seo | undefined {
  return loaderDataFromRootToLeaf.map(seoOf).findLast((seo) => seo !== undefined);
}
