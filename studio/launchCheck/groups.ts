import type { LaunchFinding } from '../../web/src/content/launchCheck.ts';
import { singletons } from '../structure';

/** The findings of one document, under the title the Studio lists it by. */
export type LaunchGroup = {
  documentId: string;
  documentType: string;
  title: string;
  findings: LaunchFinding[];
};

/**
 * The findings by document: the singletons first, in the order and under the titles of the
 * desk (studio/structure.ts), then every other document by its title (`titleOf`: its preview's).
 * Within a document, the findings keep the launch check's order.
 */
export function groupLaunchFindings(
  findings: readonly LaunchFinding[],
  titleOf: (documentId: string, documentType: string) => string,
): LaunchGroup[] {
  const groups = new Map<string, LaunchGroup>();
  for (const finding of findings) {
    const { documentId, documentType } = finding;
    let group = groups.get(documentId);
    if (!group) {
      const singleton = singletons.find(({ id }) => id === documentId);
      const title = singleton?.title ?? titleOf(documentId, documentType);
      group = { documentId, documentType, title, findings: [] };
      groups.set(documentId, group);
    }
    group.findings.push(finding);
  }
  const rank = (group: LaunchGroup) => {
    const index = singletons.findIndex(({ id }) => id === group.documentId);
    return index === -1 ? singletons.length : index;
  };
  return [...groups.values()].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.title.localeCompare(b.title, 'de') ||
      a.documentId.localeCompare(b.documentId),
  );
}
