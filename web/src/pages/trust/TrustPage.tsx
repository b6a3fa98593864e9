import { useLoaderData } from 'react-router-dom';
import type { TrustContent } from '../../content/pageContent';
import { PageHeader } from '../../layout/PageHeader';
import { SiteLink } from '../../layout/SiteLink';
import { CONTACT_TARGET } from '../../layout/siteLinks';
import { useLanguage } from '../../lib/language';
import { Text } from '../../lib/LocalizedText';
import './trust.css';

type Dpa = NonNullable<TrustContent['dpa']>;

/** „PDF, 240 kB“: the file's type and size in the page's language. */
function fileFacts({ extension, size }: NonNullable<Dpa['file']>, language: string) {
  const kilobytes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round((size ?? 0) / 1000)));
  return [extension?.toUpperCase(), size ? kilobytes : null].filter(Boolean).join(', ');
}

/**
 * The data processing agreement: its file to download once the editors uploaded one, until then
 * the way to ask for it (the contact form).
 */
function DpaLink({ dpa }: { dpa: Dpa }) {
  const language = useLanguage();
  if (!dpa.file?.url) {
    return (
      <SiteLink to={CONTACT_TARGET} className="button button--secondary">
        <Text value={dpa.fallbackLabel} />
      </SiteLink>
    );
  }
  const facts = fileFacts(dpa.file, language);
  // Sanity's CDN sends a file asked for with `dl` as a download, under its uploaded name.
  const href = `${dpa.file.url}${dpa.file.url.includes('?') ? '&' : '?'}dl=`;
  return (
    <a className="button" href={href} download>
      <Text value={dpa.downloadLabel} />
      {facts && <span className="trust__file">{`(${facts})`}</span>}
    </a>
  );
}

/**
 * „Vertrauen & Datenschutz“ (/vertrauen): hosting, the sub-processors as a table, the data
 * processing agreement and the security measures. On a phone each row of the table stands as a
 * card with its column's name before each value (trust.css); it stays a table for screen readers.
 */
export function TrustPage() {
  const page = useLoaderData() as TrustContent;
  const { hosting, subProcessors, dpa, security } = page;
  const columns = subProcessors?.columns;
  return (
    <div className="page trust">
      <PageHeader heading={page.heading} intro={page.intro} />
      <section className="trust__section" aria-labelledby="trust-hosting">
        <h2 id="trust-hosting">
          <Text value={hosting?.heading} />
        </h2>
        <p>
          <Text value={hosting?.text} />
        </p>
        <dl className="trust__facts">
          {hosting?.facts?.map((fact) => (
            <div key={fact._key}>
              <dt>
                <Text value={fact.label} />
              </dt>
              <dd>
                <Text value={fact.value} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="trust__section" aria-labelledby="trust-sub-processors">
        <h2 id="trust-sub-processors">
          <Text value={subProcessors?.heading} />
        </h2>
        <p>
          <Text value={subProcessors?.text} />
        </p>
        <table className="trust__table" aria-labelledby="trust-sub-processors">
          <thead>
            <tr>
              {[columns?.name, columns?.purpose, columns?.location, columns?.legalBasis].map(
                (column, index) => (
                  <th key={index} scope="col">
                    <Text value={column} />
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {subProcessors?.rows?.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.name}</th>
                {(
                  [
                    [columns?.purpose, row.purpose],
                    [columns?.location, row.location],
                    [columns?.legalBasis, row.legalBasis],
                  ] as const
                ).map(([column, value], index) => (
                  <td key={index}>
                    {/* The column's name before the value where the rows stand as cards. */}
                    <span className="trust__label" aria-hidden="true">
                      <Text value={column} />
                    </span>
                    <Text value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {dpa && (
        <section className="trust__section" aria-labelledby="trust-dpa">
          <h2 id="trust-dpa">
            <Text value={dpa.heading} />
          </h2>
          <p>
            <Text value={dpa.text} />
          </p>
          <DpaLink dpa={dpa} />
        </section>
      )}
      <section className="trust__section" aria-labelledby="trust-security">
        <h2 id="trust-security">
          <Text value={security?.heading} />
        </h2>
        <ul className="trust__measures">
          {security?.measures?.map((measure) => (
            <li key={measure._key}>
              <Text value={measure.text} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
