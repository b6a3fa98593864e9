import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typesAreCurrent } from '../../scripts/checks/typegenDrift.ts';

// `npm run check` and `npm test` report TypeGen drift; they never rewrite the committed types.

function setUp(committed: string, generated: string) {
  const dir = mkdtempSync(join(tmpdir(), 'typegen-drift-'));
  const typesFile = join(dir, 'sanity.types.ts');
  const generatedFile = join(dir, 'cache', 'sanity.types.ts');
  writeFileSync(typesFile, committed);
  const reports: string[] = [];
  const check = () =>
    typesAreCurrent({
      typesFile,
      generatedFile,
      generate: async () => {
        writeFileSync(generatedFile, generated);
        return true;
      },
      report: (message) => reports.push(message),
    });
  return { typesFile, reports, check };
}

describe('TypeGen drift', () => {
  it('passes when the generated types equal the committed ones', async () => {
    const { check, reports } = setUp('export type A = 1;\n', 'export type A = 1;\n');
    expect(await check()).toBe(true);
    expect(reports).toEqual([]);
  });

  it('fails on a difference, names the command to run, and leaves the committed file alone', async () => {
    const { check, reports, typesFile } = setUp('export type A = 1;\n', 'export type A = 2;\n');
    expect(await check()).toBe(false);
    expect(reports.join('\n')).toContain('npm run typegen');
    expect(readFileSync(typesFile, 'utf8')).toBe('export type A = 1;\n');
  });

  it('fails when TypeGen itself fails', async () => {
    const { typesFile } = setUp('x', 'x');
    const ok = await typesAreCurrent({
      typesFile,
      generatedFile: join(tmpdir(), 'never-written.ts'),
      generate: async () => false,
      report: () => {},
    });
    expect(ok).toBe(false);
  });
});
