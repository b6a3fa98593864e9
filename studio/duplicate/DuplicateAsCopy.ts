import { useCallback, useRef } from 'react';
import {
  useClient,
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityDocumentLike,
} from 'sanity';
import { SANITY_DEFAULT_API_VERSION } from '../../web/src/config/services.ts';
import { copyOf, copySlugCandidates, firstFree, TAKEN_SLUGS_QUERY } from './copy';

/** The props Sanity's own duplicate action takes: `mapDocument` shapes the copy it creates. */
type DuplicateProps = DocumentActionProps & {
  mapDocument?: (document: SanityDocumentLike) => SanityDocumentLike;
};

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/**
 * Sanity's duplicate action, whose copy is „Kopie von …“ at a free address (./copy.ts). The free
 * slug is looked up when the editor clicks, so it counts copies made a moment before.
 */
function duplicateAsCopy(original: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(original);
  if (known) return known;
  const duplicate = original as (props: DuplicateProps) => ReturnType<DocumentActionComponent>;
  const DuplicateAsCopy: DocumentActionComponent = (props) => {
    const client = useClient({ apiVersion: SANITY_DEFAULT_API_VERSION });
    const freeSlug = useRef<string | undefined>(undefined);
    const mapDocument = useCallback(
      (document: SanityDocumentLike) => copyOf(document, freeSlug.current),
      [],
    );
    const description = duplicate({ ...props, mapDocument });
    if (!description?.onHandle) return description;
    const source = props.draft ?? props.published;
    const slug = (source?.slug as { current?: unknown } | undefined)?.current;
    return {
      ...description,
      onHandle: async () => {
        if (typeof slug === 'string') {
          const candidates = copySlugCandidates(slug);
          const taken = await client.fetch<string[]>(TAKEN_SLUGS_QUERY, {
            type: props.type,
            candidates,
          });
          freeSlug.current = firstFree(candidates, taken);
        }
        description.onHandle?.();
      },
    };
  };
  DuplicateAsCopy.action = original.action;
  DuplicateAsCopy.displayName = 'DuplicateAsCopy';
  wrapped.set(original, DuplicateAsCopy);
  return DuplicateAsCopy;
}

/** The document actions, Sanity's duplicate replaced by one whose copy is no twin. */
export const withDuplicateAsCopy = (actions: DocumentActionComponent[]) =>
  actions.map((action) => (action.action === 'duplicate' ? duplicateAsCopy(action) : action));
