import { useTranslation } from 'react-i18next';
import { textOf, useLangOf, type LocalizedText } from '../lib/LocalizedText';

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
      {source?.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
        </a>
      ) : (
        label
      )}
    </p>
  );
}
