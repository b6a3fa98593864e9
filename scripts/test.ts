// `npm test` (run by tsx): every check of the repository, stopping at the first failure. Stages
// run in order; the steps of one stage side by side (output printed as each ends), and a step may
// name steps that start once it has succeeded, in the same stage. The time of each step is printed
// at the end. `npm run check` (`--check`): typecheck, lint, schema and TypeGen drift and the unit
// tests of what changed since the last commit (all of them on a clean tree), for after each edit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../web/e2e/support/chromium.ts';
import {
  changedFiles,
  isCode,
  projectsFor,
  typesCanDrift,
  unitTestsFor,
} from './checks/changedWorkspaces.ts';
import { typesAreCurrent } from './checks/typegenDrift.ts';

const typesFile = 'web/src/content/sanity.types.ts';
// Every check sees the seed, never what a developer wrote in the local Studio: the build, the
// gates and the servers of the end-to-end tests keep their local content in a folder of this run
// (web/local-stack/writtenDocuments.ts).
process.env.LOCAL_CONTENT_DIR = mkdtempSync(join(tmpdir(), 'npm-test-content-'));
// Sanity's CLI: no telemetry prompts, no interactive questions.
const sanityEnv = { SANITY_TELEMETRY_DISABLED: '1', CI: 'true' };

/**
 * Runs a shell command; resolves whether it succeeded. `quiet` collects its output and prints it
 * in one piece once it ends, so that steps running side by side do not interleave their lines.
 */
function run(
  command: string,
  { env = {}, quiet = false }: { env?: Record<string, string>; quiet?: boolean } = {},
) {
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return Promise.resolve(true);
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium fehlt: bitte "sudo apt-get install -y chromium" ausführen (erwartet unter ${chromiumPath}).`,
    );
    return Promise.resolve(false);
  }
  console.log('Installing Debian chromium with apt-get…');
  return run(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  );
}

/**
 * TypeGen into a copy (under node_modules/.cache, so that its formatting follows the
 * repository's Prettier configuration), compared with the committed file
 * (scripts/checks/typegenDrift.ts).
 */
const schemaTypesAreCurrent = (quiet: boolean) => {
  const generatedFile = resolve('node_modules/.cache/typegen/sanity.types.ts');
  const env = { ...sanityEnv, TYPEGEN_GENERATES: generatedFile };
  return typesAreCurrent({
    typesFile,
    generatedFile,
    generate: () => run('npm run typegen --silent', { env, quiet }),
  });
};

const quick = process.argv.includes('--check');
/** A path as one shell word. */
const shellWord = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * `npm run check`: side by side, the typecheck of the programs the change touches, lint and
 * format of the changed files, and their unit tests (scripts/checks/changedWorkspaces.ts); on a
 * clean tree, or after a change to a root file, all of each.
 */
function quickChecks(changed: string[]): Step[] {
  const projects = projectsFor(changed);
  const tests = unitTestsFor(changed);
  const present = changed.filter((file) => existsSync(file));
  const words = (files: string[]) => files.map(shellWord).join(' ');
  const code = present.filter(isCode);
  const styles = present.filter((file) => file.endsWith('.css'));
  const lint = tests.everything
    ? 'npm run lint --silent'
    : [
        code.length > 0 &&
          `eslint --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ ${words(code)}`,
        `prettier --check --cache --ignore-unknown ${words(present)}`,
        styles.length > 0 &&
          `stylelint --max-warnings 0 --cache --cache-location node_modules/.cache/stylelint/ ${words(styles)}`,
        'tsx scripts/checks/no-external-refs.ts',
        'tsx scripts/checks/file-headers.ts',
      ]
        .filter(Boolean)
        .map((command) => `npx ${command as string}`)
        .join(' && ');
  const unitTests = async (quiet: boolean) => {
    if (tests.everything) return run('npx vitest run', { quiet });
    const files = [...tests.related, ...tests.naming];
    const whole = tests.projects.map((project) => `--project ${project}`).join(' ');
    return (
      (files.length === 0 ||
        (await run(`npx vitest related --run --passWithNoTests ${words(files)}`, { quiet }))) &&
      (whole === '' || (await run(`npx vitest run ${whole}`, { quiet })))
    );
  };
  return [
    step(`Typecheck (${projects.join(', ')})`, (quiet) =>
      run(projects.map((project) => `npx tsc -p ${project}`).join(' && '), { quiet }),
    ),
    step('Lint and format of the changed files', (quiet) => run(lint, { quiet })),
    step('Unit tests of the change', unitTests),
    ...(typesCanDrift(changed) ? [schemaAndTypes] : []),
  ];
}
/** A step, and the steps that start, side by side, once it has succeeded (in the same stage). */
type Step = { name: string; task: (quiet: boolean) => Promise<boolean>; then?: Step[] };
const step = (name: string, task: Step['task'], then?: Step[]): Step => ({ name, task, then });

// Sanity's schema extraction refuses a schema with errors, naming each as `sanity schema validate`
// does (both compile it with the Studio's configuration): this step validates the schema too.
const schemaAndTypes = step('Studio schema and TypeGen drift', schemaTypesAreCurrent);
const stages: Step[][] = quick
  ? [quickChecks(changedFiles())]
  : [
      [step('Chromium for end-to-end tests', ensureChromium)],
      // Checks and builds: none of them times anything, so they share the cores.
      [
        // The Studio build would end the stage last: typecheck and lint yield the cores to it
        // (nice), and use them whenever it does not.
        step('Typecheck', (quiet) => run('nice -n 10 npm run typecheck --silent', { quiet })),
        step('Lint and format', (quiet) => run('nice -n 10 npm run lint --silent', { quiet })),
        // `sanity build` of the local Studio the end-to-end tests then serve as it is
        // (web/e2e/support/localStudioBuild.ts): one build checks the Studio builds and serves them.
        step('Studio build', (quiet) =>
          run('npx tsx web/e2e/support/localStudioBuild.ts', { env: sanityEnv, quiet }),
        ),
        // Then the quality gates on the production build (scripts/gates; each prints its
        // figures), none of which times anything either.
        step('Site build', (quiet) => run('npm run build --silent', { quiet }), [
          step('Valid HTML (Nu Html Checker)', (quiet) =>
            run('npx tsx scripts/gates/html-validity.ts', { quiet }),
          ),
          step('Bundle budget', (quiet) =>
            run('npx tsx scripts/gates/bundle-budget.ts', { quiet }),
          ),
          step('No secrets in the build', (quiet) =>
            run('npx tsx scripts/gates/secrets.ts', { quiet }),
          ),
        ]),
        schemaAndTypes,
      ],
      // Unit tests that time a server's answers run beside nothing heavier.
      // Coverage only where it is required (the machines, vitest.config.ts): measured over every
      // project it cost a sixth of this stage.
      [
        step('Unit tests of the machines, with coverage', (quiet) =>
          run('npx vitest run --project machines --coverage', { quiet }),
        ),
        step('Unit tests of the Studio, the site and the database', (quiet) =>
          run('npx vitest run --project studio --project web --project supabase', { quiet }),
        ),
      ],
      // Alone: it measures time, and a step beside it would slow the pages it measures.
      [step('Lighthouse', () => run('npx tsx scripts/gates/lighthouse.ts'))],
      // Without traces: recording one for every test costs an eighth of the run. After a
      // failure, `npm run test:e2e -- <spec>` runs it again and keeps the failing test's trace.
      [
        step('End-to-end tests', () =>
          run('npx playwright test --config web/playwright.config.ts --trace off'),
        ),
      ],
      // What a person sees: every page read at every width, and every screenshot compared with
      // the committed one (web/screenshots/playwright.config.ts).
      [
        step('Pages as seen: geometry and screenshots', () =>
          run('npx playwright test --config web/screenshots/playwright.config.ts --trace off'),
        ),
      ],
    ];

const timings: [string, string][] = [];
const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
type Result = { name: string; ok: boolean };
let failed: Result | undefined;

/** Runs the step, then the steps that follow it; resolves with every result. */
async function runStep({ name, task, then = [] }: Step, quiet: boolean): Promise<Result[]> {
  if (!quiet) console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const ok = await task(quiet);
  timings.push([name, seconds(stepStarted)]);
  console.log(`${ok ? '✔' : '✖'} ${name} (${seconds(stepStarted)} s)`);
  if (!ok) return [{ name, ok }];
  if (then.length > 0)
    console.log(`▶ ${then.map((next) => next.name).join(' · ')} (after ${name})`);
  const following = await Promise.all(then.map((next) => runStep(next, true)));
  return [{ name, ok }, ...following.flat()];
}

for (const stage of stages) {
  const quiet = stage.length > 1 || stage.some(({ then }) => then?.length);
  if (quiet) console.log(`\n▶ ${stage.map(({ name }) => name).join(' · ')} (side by side)`);
  const results = (await Promise.all(stage.map((next) => runStep(next, quiet)))).flat();
  failed = results.find(({ ok }) => !ok);
  if (failed) break;
}

console.log('\nTime per step (steps of one stage ran side by side):');
const nameWidth = Math.max(...timings.map(([name]) => name.length));
for (const [name, time] of timings)
  console.log(`  ${name.padEnd(nameWidth)} ${time.padStart(7)} s`);
console.log(`  ${'Total'.padEnd(nameWidth)} ${seconds(started).padStart(7)} s`);
if (failed) {
  console.error(`\n✖ ${failed.name} failed.`);
  process.exit(1);
}
console.log(
  quick ? '\nAll quick checks passed; `npm test` runs the rest.' : '\nAll checks passed.',
);
