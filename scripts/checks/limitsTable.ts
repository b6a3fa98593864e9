// The table of limits in docs/hosting.md promises that a test crosses each one. This reads the table
// (between the `limits-table` markers) and checks that every row names at least one test, as
// `` `file` › title ``, and that the file has a test of exactly that title.

export const TABLE_START = '<!-- limits-table:start -->';
export const TABLE_END = '<!-- limits-table:end -->';

export type LimitRow = { line: number; limit: string; tests: { file: string; title: string }[] };

// A title runs to the next test file named, so it may hold any character; `;` separates tests.
const TEST_REFERENCE =
  /`([^`]+\.(?:test|spec)\.ts)`\s*›\s*((?:(?!`[^`]*\.(?:test|spec)\.ts`)[^])+)/g;

/** The rows of the table: its header and separator left out. */
export function readLimitsTable(readme: string): LimitRow[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(TABLE_START);
  const end = lines.indexOf(TABLE_END);
  if (start < 0 || end < start) return [];
  let header = true;
  return lines.slice(start + 1, end).flatMap((text, index) => {
    if (!text.startsWith('|') || /^\|\s*-/.test(text)) return [];
    if (header) {
      header = false;
      return [];
    }
    const cells = text
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    const testCell = cells.at(-1) ?? '';
    const tests = [...testCell.matchAll(TEST_REFERENCE)].map(([, file, title]) => ({
      file: file!,
      title: title!.trim().replace(/;$/, '').trim().replace(/\\\|/g, '|'),
    }));
    return [{ line: start + 2 + index, limit: cells.slice(0, -1).join(' · '), tests }];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is wrong with the table: a missing table, a row without a test, a test file that does not
 * exist or has no test of the title named. `readFile` answers undefined for a missing file.
 */
export function limitsTableProblems(
  readme: string,
  readFile: (path: string) => string | undefined,
): string[] {
  const rows = readLimitsTable(readme);
  if (rows.length === 0)
    return [`docs/hosting.md has no table between ${TABLE_START} and ${TABLE_END}`];
  return rows.flatMap(({ line, limit, tests }) => {
    if (tests.length === 0)
      return [`docs/hosting.md:${line} (${limit}) names no test that crosses it`];
    return tests.flatMap(({ file, title }) => {
      const source = readFile(file);
      if (source === undefined)
        return [`docs/hosting.md:${line} names ${file}, which does not exist`];
      // it('title', …), or it.each(table)('title %s', …) for a table of cases.
      const test = new RegExp(
        `\\b(?:it|test)(?:\\.each\\([\\s\\S]*?\\))?\\(\\s*(['"\`])${escape(title)}\\1`,
      );
      return test.test(source) ? [] : [`docs/hosting.md:${line}: ${file} has no test "${title}"`];
    });
  });
}
