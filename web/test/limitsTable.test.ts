import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  limitsTableProblems,
  readLimitsTable,
  TABLE_END,
  TABLE_START,
} from '../../scripts/checks/limitsTable';
import { repoRoot } from '../server/paths';

const readRepoFile = (path: string) =>
  existsSync(join(repoRoot, path)) ? readFileSync(join(repoRoot, path), 'utf8') : undefined;

const table = (...rows: string[]) =>
  [
    'Text before.',
    TABLE_START,
    '| where | limit | answer | crossed by |',
    '| ----- | ----- | ------ | ---------- |',
    ...rows,
    TABLE_END,
  ].join('\n');

describe('the table of limits in docs/hosting.md', () => {
  it('names, for every limit, a test that exists', () => {
    const readme = readFileSync(join(repoRoot, 'docs/hosting.md'), 'utf8');
    expect(readLimitsTable(readme).length).toBeGreaterThanOrEqual(15);
    expect(limitsTableProblems(readme, readRepoFile)).toEqual([]);
  });

  it('finds a row without a test, a missing file and a title no test has', () => {
    const files: Record<string, string> = {
      'web/test/a.test.ts':
        'it(\'refuses a large body\', () => {});\ntest("x | y", () => {});\n' +
        "it.each([['a', 1]])('refuses %s with %i', () => {});\n" +
        "it('waits; then refuses', () => {});",
    };
    const readme = table(
      '| mailbox | body 64 KB | 413 | `web/test/a.test.ts` › refuses a large body |',
      '| mailbox | 10 a minute | 429 | none yet |',
      '| rpc | body 64 KB | 413 | `web/test/b.test.ts` › refuses a large body |',
      '| rpc | pipes | 400 | `web/test/a.test.ts` › refuses a large bod; `web/test/a.test.ts` › x \\| y |',
      '| images | cases | 400 | `web/test/a.test.ts` › refuses %s with %i; `web/test/a.test.ts` › waits; then refuses |',
    );
    expect(limitsTableProblems(readme, (path) => files[path])).toEqual([
      'docs/hosting.md:6 (mailbox · 10 a minute · 429) names no test that crosses it',
      'docs/hosting.md:7 names web/test/b.test.ts, which does not exist',
      'docs/hosting.md:8: web/test/a.test.ts has no test "refuses a large bod"',
    ]);
    expect(limitsTableProblems('no table', () => undefined)).toEqual([
      `docs/hosting.md has no table between ${TABLE_START} and ${TABLE_END}`,
    ]);
  });
});
