import { isWrittenByHand, repositoryTexts } from './repositoryFiles.ts';

// References a reader of the repository cannot follow: documents that lived outside it (the
// product brief, the first architecture notes and field notes the site was built from, in a
// sibling folder) and numbered issues of a tracker it does not link. A comment states the fact
// itself or names a file of the repository instead; docs/decisions/ holds the reasons.

/** One reference found: file (relative to the repository, with /), line (from 1), its text. */
export type ExternalRef = { file: string; line: number; text: string };

/**
 * The three outside documents, by the upper-case names they were cited by (with or without
 * `.md`, as in "<NAME> section 9"). Upper case only: "spec" is a Playwright test file's suffix,
 * and "design" an ordinary word. Spelled in lower case here, so that this file does not cite them.
 */
export const OUTSIDE_DOCUMENTS = ['spec', 'design', 'notes'].map((name) => name.toUpperCase());

const PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: 'outside document',
    pattern: new RegExp(`\\b(?:${OUTSIDE_DOCUMENTS.join('|')})(?:\\.md)?\\b`),
  },
  // The folder they lived in. The repository has no folder of that name.
  { name: 'outside folder', pattern: /\.\.\/shared\b/ },
  // "Issue 7", "Issue #7", "issues 3 and 4", "issue-12". An upstream project's issue written as
  // owner/repo#123 can be followed, and is not matched.
  { name: 'issue number', pattern: /\bissues?[\s-]*#?\d/i },
];

/** The references in one text, by line. */
export function externalRefsIn(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      PATTERNS.some(({ pattern }) => pattern.test(content))
        ? [{ line: index + 1, text: content.trim() }]
        : [],
    );
}

const CHECKED_EXTENSION = /\.(?:[cm]?[jt]sx?|sql|css|html|json|ya?ml)$/;
/** This check's own patterns and its test, which hold examples of the references it finds. */
const OWN_FILES = new Set(['scripts/checks/externalRefs.ts', 'web/test/externalRefs.test.ts']);

/** Whether a file (relative, with /) is one the check reads. */
export function isChecked(file: string): boolean {
  if (!isWrittenByHand(file) || OWN_FILES.has(file)) return false;
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (name === 'package-lock.json') return false;
  if (name === 'README.md' || file === '.env.example' || file === '.ci/run') return true;
  if (file.startsWith('docs/') && name.endsWith('.md')) return true;
  return CHECKED_EXTENSION.test(name);
}

/** Every reference in the checked files of the repository at root, in file and line order. */
export function findExternalRefs(root: string): ExternalRef[] {
  return repositoryTexts(root, isChecked).flatMap(({ file, text }) =>
    externalRefsIn(text).map((found) => ({ file, ...found })),
  );
}
