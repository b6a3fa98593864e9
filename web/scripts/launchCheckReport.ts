import type { ContentClient } from '../src/content/client.ts';
import {
  countLaunchFindings,
  formatLaunchPath,
  launchCheck,
  launchFindingKinds,
  type LaunchFinding,
  type LaunchFindingKind,
} from '../src/content/launchCheck.ts';
import { allDocumentsQuery } from '../src/content/queries.ts';
import { seedImageAssetIds } from '../local-stack/seedAssets.ts';
import { seedDir } from '../server/paths.ts';
import type { SiteEnv } from '../server/env.ts';
import { BuildRefused } from './prerender.ts';

// `npm run build` lists what the launch check („Vor dem Start“, web/src/content/launchCheck.ts)
// finds in the published content, as the Studio's tool of the same name does
// (studio/launchCheck/). Strict, a build with findings stops: for the build that goes live
// (docs/decisions/0027-the-launch-check.md).

/** The flag of `npm run build -- --strict`; LAUNCH_CHECK=strict does the same. */
export const STRICT_FLAG = '--strict';

/** Whether a build refuses content with findings: LAUNCH_CHECK=strict (.env or environment). */
export const strictLaunchCheck = (env: SiteEnv) => env.LAUNCH_CHECK?.trim() === 'strict';

/** One line of the build's output: `Vor dem Start: homePage › heading.en: Englischer Text …`. */
export const launchFindingLine = ({ documentId, path, message }: LaunchFinding) =>
  `Vor dem Start: ${[documentId, formatLaunchPath(path)].filter(Boolean).join(' › ')}: ${message}`;

/**
 * Reads every published document, prints each finding as a warning and their counts, and
 * returns the findings. Strict, any finding refuses the build (BuildRefused). The images of the
 * seed (studio/seed/images/, or SEED_DIR's) count as drawn placeholders: hosted, the dataset's
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
  for (const finding of findings) console.warn(launchFindingLine(finding));
  const counts = Object.entries(countLaunchFindings(findings))
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${launchFindingKinds[kind as LaunchFindingKind]}`);
  console.warn(
    `Vor dem Start: ${findings.length} Funde (${counts.join(', ')}), ` +
      'im Studio unter „Vor dem Start“ mit Links zu den Feldern.',
  );
  if (strict) {
    throw new BuildRefused(
      `the launch check („Vor dem Start“) found ${findings.length} placeholders, examples or ` +
        'gaps in the content, listed above and in the Studio, and a strict build ' +
        `(LAUNCH_CHECK=strict or ${STRICT_FLAG}) publishes none.`,
    );
  }
  return findings;
}
