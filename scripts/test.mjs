// `npm test`: every check of the repository, in order, stopping at the first failure.
// `npm run check` (`--check`): the ones that need no build and no browser, for after each edit.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const typesFile = 'web/src/content/sanity.types.ts';
// Sanity's CLI: no telemetry prompts, no interactive questions.
const sanityEnv = { SANITY_TELEMETRY_DISABLED: '1', CI: 'true' };

function run(command, env = {}) {
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium fehlt: bitte "sudo apt-get install -y chromium" ausführen (erwartet unter ${chromium}).`,
    );
    return false;
  }
  console.log('Installing Debian chromium with apt-get…');
  return run(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    {},
  );
}

function typesAreCurrent() {
  const committed = readFileSync(typesFile, 'utf8');
  if (!run('npm run typegen --silent', sanityEnv)) return false;
  if (readFileSync(typesFile, 'utf8') === committed) return true;
  console.error(`${typesFile} was out of date with the schema or the queries.`);
  console.error('It has been regenerated: review and commit it (npm run typegen).');
  return false;
}

const quick = process.argv.includes('--check');

const steps = [
  ['Chromium for end-to-end tests', ensureChromium],
  ['Typecheck', () => run('npm run typecheck --silent'), 'quick'],
  ['Lint and format', () => run('npm run lint --silent'), 'quick'],
  ['TypeGen drift', typesAreCurrent, 'quick'],
  ['Unit tests with coverage', () => run('npx vitest run --coverage'), 'quick'],
  [
    'Studio schema validation',
    () => run('npm run validate --workspace studio --silent', sanityEnv),
  ],
  ['Studio build', () => run('npm run build --workspace studio --silent', sanityEnv)],
  ['Site build', () => run('npm run build --silent')],
  // Quality gates on the production build (scripts/gates; each prints its figures).
  ['Valid HTML (Nu Html Checker)', () => run('npx tsx scripts/gates/html-validity.ts')],
  ['Bundle budget', () => run('npx tsx scripts/gates/bundle-budget.ts')],
  ['Lighthouse', () => run('npx tsx scripts/gates/lighthouse.ts')],
  ['No secrets in the build', () => run('npx tsx scripts/gates/secrets.ts')],
  ['End-to-end tests', () => run('npx playwright test --config web/playwright.config.ts')],
];

for (const [name, step, kind] of steps) {
  if (quick && kind !== 'quick') continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  if (!step()) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(
  quick ? '\nAll quick checks passed; `npm test` runs the rest.' : '\nAll checks passed.',
);
