import { isWrittenByHand, repositoryTexts } from './repositoryFiles.ts';

// A file's opening comment says what the file is and where its reasons live, in a few lines;
// what a longer one would explain belongs on the export it describes or in docs/.

/** The most lines a file's opening comment may have. */
export const MAX_HEADER_LINES = 5;

/** One file whose opening comment is too long: file (relative, with /) and its line count. */
export type LongHeader = { file: string; lines: number };

/**
 * How many lines the comment a text opens with spans, after leading blank lines: a run of
 * consecutive `//` lines, or one block comment up to its closing line. 0 when it opens with code.
 */
export function headerLines(text: string): number {
  const lines = text.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => line !== '');
  if (start === -1) return 0;
  const first = lines[start]!;
  if (first.startsWith('//')) {
    const end = lines.findIndex((line, index) => index > start && !line.startsWith('//'));
    return (end === -1 ? lines.length : end) - start;
  }
  if (first.startsWith('/*')) {
    if (first.indexOf('*/', 2) !== -1) return 1;
    const end = lines.findIndex((line, index) => index > start && line.includes('*/'));
    return (end === -1 ? lines.length - 1 : end) - start + 1;
  }
  return 0;
}

const CHECKED_FOLDER = /^(?:machines|web|studio|supabase|scripts)\//;
const CHECKED_EXTENSION = /\.(?:tsx?|mjs|js|css)$/;
/** Written by a command, not by hand: their opening comments are the generator's. */
const GENERATED = /^web\/src\/content\/sanity\.types\.ts$|^studio\/seed\/|\.d\.ts$/;

/** Whether a file (relative, with /) is one whose opening comment the check measures. */
export function isChecked(file: string): boolean {
  return (
    isWrittenByHand(file) &&
    CHECKED_FOLDER.test(file) &&
    CHECKED_EXTENSION.test(file) &&
    !GENERATED.test(file)
  );
}

/** The checked files of the repository at root whose opening comment is too long, by file. */
export function findLongHeaders(root: string): LongHeader[] {
  return repositoryTexts(root, isChecked).flatMap(({ file, text }) => {
    const lines = headerLines(text);
    return lines > MAX_HEADER_LINES ? [{ file, lines }] : [];
  });
}
