import { describe, expect, it } from 'vitest';
import {
  projectsFor,
  typesCanDrift,
  unitTestsFor,
  WORKSPACES,
} from '../../scripts/checks/changedWorkspaces';
import { repoRoot } from '../server/paths';

describe('the programs npm run check typechecks', () => {
  it("are a changed workspace's and web's", () => {
    expect(projectsFor(['machines/src/consentDialog.ts'])).toEqual(['machines', 'web']);
    expect(projectsFor(['studio/seed/production.ndjson', 'web/src/x.ts'])).toEqual([
      'studio',
      'web',
    ]);
    expect(projectsFor(['web/server/site.ts'])).toEqual(['web']);
    expect(projectsFor(['README.md', 'scripts/gates/lighthouse.ts'])).toEqual(['web']);
  });

  it('are every workspace for a root file, or for no change at all', () => {
    expect(projectsFor(['package-lock.json'])).toEqual([...WORKSPACES]);
    expect(projectsFor(['web/a.ts', 'vitest.config.ts'])).toEqual([...WORKSPACES]);
    expect(projectsFor([])).toEqual([...WORKSPACES]);
  });
});

describe('the TypeGen drift check of npm run check', () => {
  it('runs when the schema, the queries or a root file changed, or nothing did', () => {
    expect(typesCanDrift(['studio/schemaTypes/homePage.ts'])).toBe(true);
    expect(typesCanDrift(['web/src/content/queries.ts'])).toBe(true);
    expect(typesCanDrift(['package-lock.json'])).toBe(true);
    expect(typesCanDrift([])).toBe(true);
  });

  it('is left out for changes TypeGen does not read', () => {
    expect(typesCanDrift(['web/server/site.ts', 'machines/src/x.ts', 'README.md'])).toBe(false);
  });
});

describe('the unit tests npm run check runs', () => {
  it('are those vitest finds importing a changed code file, and those naming another file', () => {
    const tests = unitTestsFor(
      [
        'web/server/places.ts',
        'docs/architecture.md',
        'docs/how-to/nobody-reads-me.md',
        'docs/screenshots/site/home-de-phone.jpg',
      ],
      repoRoot,
    );
    expect(tests.everything).toBe(false);
    if (tests.everything) return;
    expect(tests.related).toEqual(['web/server/places.ts']);
    expect(tests.naming).toContain('web/test/docsMatchCode.test.ts');
    // Markdown no test names and a screenshot need none; a file deleted in the change is
    // nobody's to import.
    expect(tests.projects).toEqual([]);
  });

  it("are the Studio's and web's for the seed, which they read through a folder", () => {
    const tests = unitTestsFor(['studio/seed/production.ndjson'], repoRoot);
    expect(tests).toMatchObject({ everything: false, projects: ['studio', 'web'] });
  });

  it('are all of them for a root file, or for no change at all', () => {
    expect(unitTestsFor(['package.json'], repoRoot).everything).toBe(true);
    expect(unitTestsFor([], repoRoot).everything).toBe(true);
  });
});
