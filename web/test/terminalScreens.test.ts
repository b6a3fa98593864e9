import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureScreen, freshLog, logDir, spawnLogged } from '../scripts/terminal/log';
import { repoRoot } from '../server/paths';
import {
  localStudioOrigin,
  previewScreen,
  startScreen,
  studioScreen,
} from '../scripts/terminal/screens';

// The editor's terminal: one German screen, the tools' output in a log it names
// (web/scripts/terminal/). `npm run preview` and `npm run studio` themselves:
// web/e2e/editor-steps.spec.ts.

const tempLog = (name: string) => freshLog(name, { LOG_DIR: mkdtempSync(join(tmpdir(), 'logs-')) });

describe('the log of what the tools print', () => {
  it('takes a child’s output and errors, none on the screen, and starts afresh each run', async () => {
    const log = tempLog('studio.log');
    const child = spawnLogged(
      process.execPath,
      ['-e', 'console.log("vite v7 building for production"); console.error("rolldown warning")'],
      { cwd: process.cwd(), env: process.env, log },
    );
    expect(child.stdout).toBeNull();
    expect(child.stderr).toBeNull();
    await new Promise((done) => child.once('exit', done));
    const written = readFileSync(log.path, 'utf8');
    expect(written).toContain('vite v7 building for production');
    expect(written).toContain('rolldown warning');
    expect(
      readFileSync(freshLog('studio.log', { LOG_DIR: join(log.path, '..') }).path, 'utf8'),
    ).toBe('');
  });

  it('says a failure in German, with the log’s path and its last lines', async () => {
    const log = tempLog('build.log');
    const child = spawnLogged(
      process.execPath,
      ['-e', 'console.error("Error: boom"); process.exit(3)'],
      {
        cwd: process.cwd(),
        env: process.env,
        log,
      },
    );
    await new Promise((done) => child.once('exit', done));
    const screen = failureScreen('Die Website konnte nicht gebaut werden.', log);
    expect(screen).toContain('Die Website konnte nicht gebaut werden.');
    expect(screen).toContain(`Alles Weitere steht im Protokoll: ${log.shown}`);
    expect(screen).toContain('  Error: boom');
  });

  it('is kept in the ignored .local/ folder unless LOG_DIR says otherwise', () => {
    expect(logDir({})).toBe(join(repoRoot, '.local', 'logs'));
    expect(logDir({ LOG_DIR: '/tmp/logs' })).toBe('/tmp/logs');
    expect(readFileSync(join(repoRoot, '.gitignore'), 'utf8')).toMatch(/^\.local\/$/m);
  });
});

describe('the screens', () => {
  const log = { path: '/x/.local/logs/studio.log', shown: '.local/logs/studio.log' };

  it('use the Studio’s port from STUDIO_PORT, 3333 without it', () => {
    expect(localStudioOrigin({ STUDIO_PORT: '7333' })).toBe('http://localhost:7333');
    expect(localStudioOrigin({})).toBe('http://localhost:3333');
  });

  it('npm run studio: addresses, next steps, where the content is, the log; live in seconds', () => {
    const screen = studioScreen({
      studio: 'http://localhost:7333',
      site: 'http://localhost:7300',
      siteWasRunning: false,
      contentDir: '.local/content',
      log,
    });
    expect(screen).toContain('Lokales Studio: http://localhost:7333/');
    expect(screen).toContain('Website: http://localhost:7300/');
    expect(screen).toContain(
      'Veröffentlichtes ist nach wenigen Sekunden auf http://localhost:7300/ live.',
    );
    expect(screen).toContain('Ihre Änderungen und hochgeladenen Bilder: .local/content/');
    expect(screen).toContain('npm run content:reset');
    expect(screen).toContain('Protokoll (npm, Vite, Sanity): .local/logs/studio.log');
    expect(screen).not.toMatch(/npm start. neu starten|nächsten Build/);
  });

  it('npm run preview: the link, the Studio it follows, no token', () => {
    const screen = previewScreen({
      site: 'http://localhost:7300',
      link: 'http://localhost:7300/api/preview/enable?sanity-preview-secret=s',
      studio: 'http://localhost:7333',
      contentDir: '.local/content',
      built: {
        log: { ...log, shown: '.local/logs/build.log' },
        launchCheck: 'Vor dem Start: 1 blockiert den Start, 0 Hinweise — …',
      },
    });
    expect(screen).toContain('  http://localhost:7300/api/preview/enable?sanity-preview-secret=s');
    expect(screen).toContain('im Studio (http://localhost:7333/,');
    expect(screen).toContain('Neu gebaut, Einzelheiten: .local/logs/build.log');
    expect(screen).toContain('Vor dem Start: 1 blockiert den Start');
    expect(screen).not.toMatch(/token/i);
  });

  it('npm start: the address and the build’s log, nothing of the build itself', () => {
    expect(
      startScreen({ site: 'http://localhost:4173', built: undefined }).trim().split('\n'),
    ).toEqual(['Die Website läuft auf http://localhost:4173/', 'Strg+C beendet.']);
  });
});
