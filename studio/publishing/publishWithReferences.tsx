import { useToast } from '@sanity/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  isValidationErrorMarker,
  useClient,
  useDocumentPreviewStore,
  useSchema,
  useValidationStatus,
  useWorkspace,
  validateDocument,
  type DocumentActionComponent,
  type SanityDocument,
} from 'sanity';
import { SANITY_DEFAULT_API_VERSION } from '../../web/src/config/services.ts';
import { fieldTitles } from './fieldTitles';
import {
  publishBothQuestion,
  samePath,
  strongReferences,
  unpublishedNamed,
  type UnpublishedReference,
} from './references';

// „Veröffentlichen“, told what blocks it. A page that uses a document that is not published yet
// (a customer of the logo strip, a case study's quote) cannot be published: the Content Lake
// refuses a reference to a draft. Instead of only a red marker among yellow ones, the button
// names the documents and offers to publish them with the page; whatever else blocks publishing
// is named in the button's tooltip, the first error first. The action it wraps still publishes
// (and whatever wraps it sees its onHandle called), once the references are published.

/** The referenced documents that exist as drafts only, live as they are published. */
function useUnpublishedReferences(draft: SanityDocument | null) {
  const references = useMemo(() => strongReferences(draft), [draft]);
  const idsKey = [...new Set(references.map(({ id }) => id))].sort().join(' ');
  const previewStore = useDocumentPreviewStore();
  const client = useClient({ apiVersion: SANITY_DEFAULT_API_VERSION });
  const [unpublishedIds, setUnpublishedIds] = useState('');
  const [titled, setTitled] = useState<UnpublishedReference[]>([]);

  useEffect(() => {
    const ids = idsKey ? idsKey.split(' ') : [];
    const draftOnly = new Map<string, boolean>();
    const subscriptions = ids.map((id) =>
      previewStore
        .unstable_observeDocumentPairAvailability(id)
        .subscribe(({ draft, published }) => {
          draftOnly.set(id, draft.available && !published.available);
          setUnpublishedIds(ids.filter((each) => draftOnly.get(each)).join(' '));
        }),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [idsKey, previewStore]);

  useEffect(() => {
    const ids = unpublishedIds ? unpublishedIds.split(' ') : [];
    if (ids.length === 0) return;
    let current = true;
    void client
      .fetch<{ _id: string; _type: string; title?: string }[]>(
        '*[_id in $drafts]{_id, _type, "title": coalesce(title.de, name, question.de)}',
        { drafts: ids.map((id) => `drafts.${id}`) },
        { perspective: 'raw' },
      )
      .then((documents) => {
        if (current)
          setTitled(
            documents.map(({ _id, _type, title }) => ({
              id: _id.replace(/^drafts\./, ''),
              type: _type,
              title: title ?? 'ohne Titel',
            })),
          );
      });
    return () => {
      current = false;
    };
  }, [unpublishedIds, client]);

  // Titled as last fetched; a reference published since is left out at once.
  const unpublished = titled.filter(({ id }) => unpublishedIds.split(' ').includes(id));
  return { references, unpublished };
}

export function publishWithReferences(Publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithReferences: DocumentActionComponent = (props) => {
    const publish = Publish(props);
    // The draft's findings, as the wrapped action reads them (it validates what it publishes).
    const { validation } = useValidationStatus(props.draft?._id ?? props.id, props.type, true);
    const { references, unpublished } = useUnpublishedReferences(props.draft);
    const schema = useSchema();
    const workspace = useWorkspace();
    const client = useClient({ apiVersion: SANITY_DEFAULT_API_VERSION });
    const toast = useToast();
    const [asking, setAsking] = useState(false);
    const [referencesPublished, setReferencesPublished] = useState(false);

    // Once the references are published the page's validation runs again and the wrapped
    // action is enabled: then it publishes the page.
    const ready = referencesPublished && publish && !publish.disabled;
    useEffect(() => {
      if (!ready) return;
      setReferencesPublished(false);
      publish.onHandle?.();
    }, [ready, publish]);

    if (!publish || !props.draft) return publish;
    const unpublishedPaths = references
      .filter(({ id }) => unpublished.some((each) => each.id === id))
      .map(({ path }) => path);
    const errors = validation.filter(isValidationErrorMarker);
    const otherErrors = errors.filter(
      ({ path }) => !unpublishedPaths.some((referencePath) => samePath(referencePath, path)),
    );

    const [firstError] = otherErrors;
    const schemaType = schema.get(props.type);
    if (firstError && schemaType) {
      const where = fieldTitles(schemaType, props.draft, firstError.path).join(' › ');
      const more = otherErrors.length > 1 ? ` (und ${otherErrors.length - 1} weitere)` : '';
      return {
        ...publish,
        title: `Veröffentlichen erst nach der Korrektur: ${where || 'Dokument'}: ${firstError.message}${more}`,
      };
    }
    if (unpublished.length === 0 && !referencesPublished) return publish;

    const publishAll = async () => {
      setAsking(false);
      for (const reference of unpublished) {
        const document = await client.getDocument(`drafts.${reference.id}`);
        const problems = document
          ? (await validateDocument({ document, workspace })).filter(isValidationErrorMarker)
          : [];
        if (problems.length > 0) {
          toast.push({
            status: 'error',
            title: `„${reference.title}“ ist noch nicht fertig`,
            description: `Öffnen Sie „${reference.title}“ und beheben Sie: ${problems[0]!.message}`,
          });
          return;
        }
      }
      try {
        await client.action(
          unpublished.map(({ id }) => ({
            actionType: 'sanity.action.document.publish' as const,
            draftId: `drafts.${id}`,
            publishedId: id,
          })),
        );
      } catch (error) {
        toast.push({
          status: 'error',
          title: 'Veröffentlichen fehlgeschlagen',
          description: error instanceof Error ? error.message : String(error),
        });
        return;
      }
      setReferencesPublished(true);
    };

    return {
      ...publish,
      disabled: referencesPublished,
      title: referencesPublished ? null : unpublishedNamed(unpublished),
      onHandle: () => setAsking(true),
      dialog: asking && {
        type: 'confirm',
        tone: 'positive',
        message: publishBothQuestion(unpublished),
        confirmButtonText:
          unpublished.length === 1 ? 'Beide veröffentlichen' : 'Alle veröffentlichen',
        cancelButtonText: 'Abbrechen',
        onCancel: () => setAsking(false),
        onConfirm: () => void publishAll(),
      },
    };
  };
  PublishWithReferences.action = Publish.action;
  PublishWithReferences.displayName = 'PublishWithReferences';
  return PublishWithReferences;
}
