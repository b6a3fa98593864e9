import type { ContentClient } from '../src/content/client.ts';
import { byUrgency, launchCheck, type LaunchFinding } from '../src/content/launchCheck.ts';
import { pageWeightFindings, type PageWeights } from '../src/content/pageWeight.ts';
import { allDocumentsQuery } from '../src/content/queries.ts';
import { seedImageAssetIds } from '../local-stack/seedAssets.ts';
import { seedDir } from '../server/paths.ts';
import type { PageRecord } from '../server/live/siteFiles.ts';
import type { SiteEnv } from '../server/env.ts';
import { BuildRefused } from './buildRefused.ts';

// `npm run build` counts what the launch check („Vor dem Start“, web/src/content/launchCheck.ts)
// finds in the published content and says where the list is: the Studio's tool of the same name
// (studio/launchCheck/). Strict, a build with findings that block the launch stops and lists
// them: for the build that goes live (docs/decisions/0027-the-launch-check.md).

/** The flag of `npm run build -- --strict`; LAUNCH_CHECK=strict does the same. */
export const STRICT_FLAG = '--strict';

/** Whether a build refuses content with findings: LAUNCH_CHECK=strict (.env or environment). */
export const strictLaunchCheck = (env: SiteEnv) => env.LAUNCH_CHECK?.trim() === 'strict';

/** Where the whole list is, as the build's count line names it. */
export const LAUNCH_LIST_PLACE =
  'die Liste: Studio › Vor dem Start (npm run studio); npm run build -- --strict nennt, was blockiert';

/** The build's one line: `Vor dem Start: 3 blockieren den Start, 41 Hinweise — die Liste: …`. */
export function launchCountLine(findings: readonly LaunchFinding[]) {
  const { blocking, hints } = byUrgency(findings);
  const counts = [
    blocking.length === 1 ? '1 blockiert den Start' : `${blocking.length} blockieren den Start`,
    hints.length === 1 ? '1 Hinweis' : `${hints.length} Hinweise`,
  ];
  return `Vor dem Start: ${counts.join(', ')} — ${LAUNCH_LIST_PLACE}.`;
}

/**
 * Findings one line each as the Studio names the field
 * (`Impressum › Text (Deutsch) › Absatz 13: Enthält einen Platzhalter: …`). The titles come from
 * the Studio's schema (studio/schemaTypes/), compiled here as the Studio compiles it: loaded only
 * for a strict build that stops and for pages over their budget, since it is the Studio's whole
 * schema.
 */
export async function findingLines(documents: unknown[], findings: readonly LaunchFinding[]) {
  const [{ createSchema }, { schemaTypes }, { describeFinding }, { singletons }] =
    await Promise.all([
      import('sanity'),
      import('../../studio/schemaTypes/index.ts'),
      import('../../studio/launchCheck/fieldTitles.ts'),
      import('../../studio/structure.ts'),
    ]);
  const schema = createSchema({ name: 'default', types: schemaTypes });
  const byId = new Map(
    documents.map((document) => [(document as { _id?: unknown })._id, document]),
  );
  return findings.map((finding) => {
    const title =
      singletons.find(({ id }) => id === finding.documentId)?.title ?? finding.documentId;
    const line = describeFinding(schema, byId.get(finding.documentId), finding);
    return `  ${title} › ${line}`;
  });
}

/**
 * Reads every published document and prints how many findings block the launch and how many
 * are hints, and where they are listed; returns the findings. Strict, findings that block the
 * launch are printed and refuse the build (BuildRefused). The images of the seed
 * (studio/seed/images/, or SEED_DIR's) count as drawn placeholders: hosted, the dataset's
 * copies of them have the same ids (web/local-stack/seedAssets.ts).
 */
export async function reportLaunchCheck(
  content: ContentClient,
  { strict }: { strict: boolean },
): Promise<LaunchFinding[]> {
  const documents: unknown[] = await content.fetch(allDocumentsQuery);
  const findings = launchCheck(documents, { seedImageIds: seedImageAssetIds(seedDir) });
  if (findings.length === 0) {
    console.log('Vor dem Start: keine Platzhalter, Beispiele oder Lücken gefunden.');
    return findings;
  }
  console.warn(launchCountLine(findings));
  const { blocking } = byUrgency(findings);
  if (strict && blocking.length > 0) {
    console.warn((await findingLines(documents, blocking)).join('\n'));
    throw new BuildRefused(
      `the launch check („Vor dem Start“) found ${blocking.length} placeholders or examples ` +
        'that block the launch, listed above and in the Studio, and a strict build ' +
        `(LAUNCH_CHECK=strict or ${STRICT_FLAG}) publishes none.`,
    );
  }
  return findings;
}

/** The pages of a render that pass their budget, by path (./pageWeight.ts measured them). */
export const pageWeightsOf = (pages: Record<string, PageRecord>): PageWeights =>
  Object.fromEntries(
    Object.entries(pages).flatMap(([path, { weight }]) => (weight ? [[path, weight]] : [])),
  );

/**
 * Prints the launch check's hints on the rendered `pages` that pass their budget, each naming the
 * section as the Studio does (`Startseite › Abschnitte, Nr. 4 „FAQ“: Seiten /, /en: …`); the
 * Studio's „Vor dem Start“ lists the same from the running site. Returns the hints.
 */
export async function reportPageWeight(
  content: ContentClient,
  pages: Record<string, PageRecord>,
): Promise<LaunchFinding[]> {
  const weights = pageWeightsOf(pages);
  if (Object.keys(weights).length === 0) return [];
  const documents: unknown[] = await content.fetch(allDocumentsQuery);
  const findings = pageWeightFindings(weights, documents);
  if (findings.length > 0) {
    console.warn(
      `Vor dem Start: ${findings.length === 1 ? '1 Hinweis' : `${findings.length} Hinweise`} auf zu schwere Seiten:\n` +
        (await findingLines(documents, findings)).join('\n'),
    );
  }
  return findings;
}
