import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../server/paths';
import { localContentClient } from '../test/localContent';
import { expect, test } from './support/test';

// The editors' steps (docs/editors.md), run literally, in the folder they say: every command of
// the "Editors" section. Without a Sanity project (none here) the import and the deploy refuse
// with the sentence that says how to set one, the local Studio starts on the local content and
// says so, and the preview opens preview mode against the local stand-in and follows a draft
// written there. What an editor does in the Studio itself is studio.spec.ts.

test.describe.configure({ timeout: 180_000 });

const editorsSection = (() => {
  const guide = readFileSync(join(repoRoot, 'docs/editors.md'), 'utf8');
  const start = guide.indexOf('# Editors');
  return guide.slice(start, guide.indexOf('\n# ', start + 1));
})();

/** Every command of the section: the lines of its shell blocks and the `npm run …` in its text. */
const commands = [
  ...[...editorsSection.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block!
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
  ...[...editorsSection.matchAll(/`(npm run [\w:-]+)`/g)].map(([, command]) => command!),
];

// The Studio's project from nowhere but this test: the developer's .env may name one.
const withoutProject = {
  ...process.env,
  VITE_SANITY_PROJECT_ID: '',
  VITE_SANITY_DATASET: '',
  SANITY_STUDIO_PROJECT_ID: '',
};
const NOTICE = 'Kein Sanity-Projekt eingestellt';

/** A port nothing listens on now. */
function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs `command` in the repository's main folder until `ready` matches its output. */
function startCommand(command: string, env: NodeJS.ProcessEnv, ready: RegExp) {
  // Plain text: the test runner asks its children for colours, which would split the URLs.
  const plain = { ...env, FORCE_COLOR: '0', NO_COLOR: '1' };
  const child = spawn(command, { cwd: repoRoot, shell: true, detached: true, env: plain });
  let output = '';
  const matched = new Promise<RegExpMatchArray>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve(match);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} ended (${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`${command} not ready after 120 s:\n${output}`)), 120_000);
  });
  return {
    matched,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    },
  };
}

test('the section names exactly the commands tested here', () => {
  expect([...new Set(commands)].sort()).toEqual(
    [
      'npm run content:reset',
      'npm run preview',
      'npm run seed:import',
      'npm run studio',
      'npm run studio:deploy',
    ].sort(),
  );
});

for (const command of ['npm run seed:import', 'npm run studio:deploy']) {
  test(`${command} without a project refuses and says how to set one`, () => {
    const result = spawnSync(command, { cwd: repoRoot, shell: true, env: withoutProject });
    expect(result.status).toBe(1);
    const output = `${result.stdout.toString()}${result.stderr.toString()}`;
    expect(output).toContain(NOTICE);
    expect(output).toContain('VITE_SANITY_PROJECT_ID=');
  });
}

test('npm run studio without a project opens the local Studio on the local content, in German', async () => {
  const [sitePort, studioPort] = [await freePort(), await freePort()];
  const logDir = mkdtempSync(join(tmpdir(), 'editor-steps-logs-'));
  const studio = startCommand(
    'npm run studio',
    {
      ...withoutProject,
      PORT: String(sitePort),
      STUDIO_PORT: String(studioPort),
      LOCAL_CONTENT_DIR: mkdtempSync(join(tmpdir(), 'editor-steps-content-')),
      LOG_DIR: logDir,
    },
    /Lokales Studio: (http:\/\/localhost:\d+\/)[\s\S]*Strg\+C beendet\./,
  );
  try {
    const [, url] = await studio.matched;
    expect(url).toBe(`http://localhost:${studioPort}/`);
    const screen = studio.output();
    expect(screen).toContain(`Website: http://localhost:${sitePort}/`);
    expect(screen).toContain(
      `Veröffentlichtes ist nach wenigen Sekunden auf http://localhost:${sitePort}/ live.`,
    );
    expect(screen).toContain('npm run content:reset');
    // One screen: what npm start, Vite and sanity dev print is in the log it names.
    const log = join(logDir, 'studio.log');
    expect(screen).toContain(`Protokoll (npm, Vite, Sanity): ${log}`);
    expect(screen).not.toMatch(/running at|\[vite\]|vite@|telemetry|Checking configuration/i);
    expect(readFileSync(log, 'utf8')).toContain(`running at http://localhost:${studioPort}/`);
    // The suite's `npm start` built the site with these variables (blank is unset): the Studio's
    // site finds that build current instead of rebuilding the folder the other servers serve.
    expect(readFileSync(log, 'utf8')).not.toContain('Die Website wird gebaut');
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="sanity"');
    // Signed in as the local editor, at the site it started.
    const me = await fetch(`http://localhost:${sitePort}/v2025-02-19/users/me`, {
      headers: { origin: `http://localhost:${studioPort}` },
    });
    expect(await me.json()).toMatchObject({ name: 'Lokale Redaktion' });
  } finally {
    studio.stop();
  }
});

test('npm run content:reset removes the local content and says so in German', () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'editor-steps-content-'));
  writeFileSync(join(contentDir, 'documents.ndjson'), '');
  const result = spawnSync('npm run content:reset', {
    cwd: repoRoot,
    shell: true,
    env: { ...process.env, LOCAL_CONTENT_DIR: contentDir },
  });
  expect(result.status).toBe(0);
  expect(result.stdout.toString()).toContain('Lokale Änderungen entfernt');
  expect(existsSync(contentDir)).toBe(false);
});

test('npm run preview opens preview mode for the Studio on STUDIO_PORT, no token shown, and the page follows a draft by itself', async ({
  page,
}) => {
  const studioPort = await freePort();
  // The stand-in's token, set here so that the test can write a draft: the screen never shows it.
  const token = 'editor-steps-preview-token';
  const preview = startCommand(
    'npm run preview',
    // A content folder of its own: its draft is this test's, not the suite's server's.
    {
      ...process.env,
      PORT: '0',
      STUDIO_PORT: String(studioPort),
      SANITY_PREVIEW_TOKEN: token,
      LOCAL_CONTENT_DIR: mkdtempSync(join(tmpdir(), 'editor-steps-preview-')),
    },
    /Die Website läuft auf (http:\/\/localhost:\d+)\/[\s\S]*Vorschau mit Entwürfen[^\n]*\n {2}(\S+)[\s\S]*Strg\+C beendet\./,
  );
  try {
    const [, origin, link] = await preview.matched;
    const screen = preview.output();
    expect(screen).toContain(`im Studio (http://localhost:${studioPort}/,`);
    expect(screen).not.toContain(token);
    expect(screen).not.toMatch(/token/i);
    await page.goto(link!);
    await expect(page.locator('meta[name="sanity-preview-studio"]')).toHaveCount(1);
    const editor = localContentClient(origin!, { token });
    type Section = { _type: string; heading: { de: string } };
    const home = (await editor.getDocument<{ _type: string; sections: Section[] }>('homePage'))!;
    const hero = home.sections.find(({ _type }) => _type === 'heroSection')!;
    const draft = `Entwurf aus der Vorschau: ${hero.heading.de}`;
    await editor.createOrReplace({
      ...home,
      _id: 'drafts.homePage',
      sections: home.sections.map((section) =>
        section === hero ? { ...hero, heading: { ...hero.heading, de: draft } } : section,
      ),
    });
    // By itself: the test never reloads.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(draft);
  } finally {
    preview.stop();
  }
});
