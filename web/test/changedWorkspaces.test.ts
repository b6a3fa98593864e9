import { describe, expect, it } from 'vitest';
import { projectsFor, typesCanDrift, WORKSPACES } from '../../scripts/checks/changedWorkspaces';

describe('the unit tests npm run check runs', () => {
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
