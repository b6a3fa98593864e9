import { useTranslation } from '../lib/language';
import { textOf, useLangOf, type LocalizedText } from '../lib/LocalizedText';
import { NewTabLink } from '../lib/NewTabLink';

type Source = { url: string | null; text: LocalizedText } | null;

/** Where a figure comes from, under the figure; a link where the editors gave one. */
export function FigureSource({ source }: { source: Source }) {
  const { t } = useTranslation();
  const lang = useLangOf(source?.text);
  const text = textOf(source?.text);
  if (!text) return null;
  const label = t('sections.source', { source: text });
  return (
    <p className="figure-source" lang={lang}>
      {source?.url ? <NewTabLink href={source.url}>{label}</NewTabLink> : label}
    </p>
  );
}
