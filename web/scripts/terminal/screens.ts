import type { Log } from './log.ts';

// The one German screen each editor's command prints once it is ready: the addresses, what to do
// next, where the content is kept and where the log is. Pure, so that a test reads exactly what
// the terminal shows (web/test/terminalScreens.test.ts).

/** The Studio's address: STUDIO_PORT, else the port `npm run studio` uses (studio/sanity.cli.ts). */
export const localStudioOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  `http://localhost:${Number(env.STUDIO_PORT) || 3333}`;

/** What the build this start made adds to a screen: its log and the launch check's count. */
type Built = { log: Log; launchCheck: string | undefined } | undefined;

const builtLines = (built: Built) =>
  built
    ? [
        `Neu gebaut, Einzelheiten: ${built.log.shown}`,
        ...(built.launchCheck ? [built.launchCheck] : []),
      ]
    : [];

/** `npm start`'s screen. */
export function startScreen({ site, built }: { site: string; built: Built }) {
  return ['', `Die Website läuft auf ${site}/`, ...builtLines(built), 'Strg+C beendet.', ''].join(
    '\n',
  );
}

/** `npm run preview`'s screen, with the local stand-in of Sanity: the link that opens preview mode. */
export function previewScreen({
  site,
  link,
  studio,
  contentDir,
  built,
}: {
  site: string;
  link: string;
  studio: string;
  contentDir: string;
  built: Built;
}) {
  return [
    '',
    `Die Website läuft auf ${site}/`,
    '',
    'Vorschau mit Entwürfen (eine Stunde gültig, danach `npm run preview` neu starten):',
    `  ${link}`,
    '',
    `Die Seite zeigt jeden Entwurf von selbst, sobald er im Studio (${studio}/, starten mit`,
    '`npm run studio`) gespeichert ist.',
    `Die Inhalte liegen auf diesem Rechner: ${contentDir}/`,
    ...builtLines(built),
    'Strg+C beendet.',
    '',
  ].join('\n');
}

/** `npm run preview`'s screen with a hosted Sanity project (.env). */
export function hostedPreviewScreen({ site, built }: { site: string; built: Built }) {
  return [
    '',
    `Die Website läuft auf ${site}/ mit dem Sanity-Projekt aus .env.`,
    'Die Vorschau öffnet das Studio dieses Projekts: „Präsentation“ in der oberen Leiste.',
    ...builtLines(built),
    'Strg+C beendet.',
    '',
  ].join('\n');
}

/** `npm run studio`'s screen. `local`: the local Studio on this machine's content. */
export function studioScreen({
  studio,
  site,
  siteWasRunning,
  contentDir,
  log,
  project,
}: {
  studio: string;
  site: string;
  siteWasRunning: boolean;
  contentDir: string;
  log: Log;
  /** A hosted Sanity project (.env), else the local Studio. */
  project?: { id: string; dataset: string };
}) {
  const where = project
    ? [`Die Inhalte liegen im Sanity-Projekt ${project.id}, Datensatz ${project.dataset}.`]
    : [
        'Die Inhalte liegen auf diesem Rechner:',
        '  Ausgangsstand: studio/seed/ (bleibt unverändert)',
        `  Ihre Änderungen und hochgeladenen Bilder: ${contentDir}/`,
        '  Zurück zum Ausgangsstand: npm run content:reset',
      ];
  return [
    '',
    project
      ? `Studio: ${studio}/`
      : `Lokales Studio: ${studio}/  (ohne Sanity-Konto, angemeldet als „Lokale Redaktion“)`,
    ...(project
      ? []
      : [
          `Website: ${site}/${siteWasRunning ? '  (lief schon; das Studio nutzt ihre Inhalte)' : ''}`,
        ]),
    '',
    'So geht es weiter:',
    '  1. Das Studio im Browser öffnen, eine Seite wählen und bearbeiten.',
    '  2. Die Vorschau mit Entwürfen: im Studio „Präsentation“ in der oberen Leiste.',
    project
      ? '  3. „Veröffentlichen“: die Website des Projekts zeigt es nach ihrem Webhook.'
      : `  3. „Veröffentlichen“: Veröffentlichtes ist nach wenigen Sekunden auf ${site}/ live.`,
    '  4. Vor dem Start der Website: im Studio „Vor dem Start“.',
    '',
    ...where,
    '',
    `Protokoll (npm, Vite, Sanity): ${log.shown}`,
    'Strg+C beendet.',
    '',
  ].join('\n');
}
