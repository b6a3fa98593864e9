// What a document id or type says of the document, as the Content Lake reads it.
import type { SanityDocument } from './mutations.ts';

/** Neither a draft nor a release's version: what visitors' queries see. */
export const isPublishedId = (id: string) =>
  !id.startsWith('drafts.') && !id.startsWith('versions.');

/** Sanity's own documents (Presentation's secrets, asset records): no page shows them as such. */
export const isSystemDocument = (document: SanityDocument | null | undefined) =>
  document?._type.startsWith('sanity.') === true;
