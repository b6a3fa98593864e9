import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { webRoot } from '../server/paths';
import { copySeed } from './support/seedCopy';
import { expect, test } from './support/test';

// Content written around the Studio's rule and the local Content Lake's, through the API of a
// hosted project, must not stop the build: a page whose slug is not one path segment is left
// out, said in German with its document, and every other page builds (web/src/lib/paths.ts,
// web/src/entry-server.tsx).
test('a build leaves out the pages whose slugs are not one path segment, names them, and builds the rest', async () => {
  test.setTimeout(300_000);
  const slugs: Record<string, string> = {
    'landingPage-handwerk': '../x',
    'caseStudy-lindner': 'a/b',
    // A plain segment that is also a fixed route's: the page lives under /l/, beside it.
    'landingPage-arztpraxen': 'journey',
  };
  const seedDir = copySeed('page-slugs', (document) =>
    document._id in slugs
      ? { ...document, slug: { _type: 'slug', current: slugs[document._id] } }
      : document,
  );
  const outDir = join(webRoot, 'dist', 'page-slugs');
  try {
    const build = spawnSync('npx', ['tsx', 'e2e/support/buildFromSeed.ts', seedDir, outDir], {
      cwd: webRoot,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const said = `${build.stdout}${build.stderr}`;
    expect(said).toContain('Seite ausgelassen: „Kampagne Handwerk“ (landingPage-handwerk)');
    expect(said).toMatch(/\(landingPage-handwerk\) hat die Adresse „\.\.\/x“/);
    expect(said).toMatch(/\(caseStudy-lindner\) hat die Adresse „a\/b“/);
    const built = (path: string) => existsSync(join(outDir, 'client', path, 'index.html'));
    expect(built('l/journey')).toBe(true);
    expect(built('en/l/journey')).toBe(true);
    expect(built('fallstudien/zahnarztpraxis-weber')).toBe(true);
    expect(built('x') || built('l/x') || built('fallstudien/a/b') || built('fallstudien/a')).toBe(
      false,
    );
    // The fixed route keeps its page; no link leads to the pages left out.
    const journey = readFileSync(join(outDir, 'client', 'journey', 'index.html'), 'utf8');
    expect(journey).toContain('<h1');
    expect(journey).not.toContain('Ihre Praxis ist erreichbar');
    const sitemap = readFileSync(join(outDir, 'client', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/l/journey');
    expect(sitemap).not.toMatch(/\/l\/\.\.|\/a\/b|\/x</);
    const home = readFileSync(join(outDir, 'client', 'index.html'), 'utf8');
    expect(home).not.toMatch(/href="[^"]*(\/a\/b|\.\.\/x)"/);
  } finally {
    rmSync(dirname(seedDir), { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
});
