import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuildRefused } from '../scripts/buildRefused';
import { byUrgency } from '../src/content/launchCheck';
import { reportLaunchCheck, strictLaunchCheck } from '../scripts/launchCheckReport';
import { seedDir } from '../server/paths';
import { seedFolder, serveLocalStack } from './localContent';

// `npm run build`'s launch check, through the real @sanity/client against the local GROQ
// endpoint, as the prerender reads it (web/scripts/prerender.ts).

const printed = () => ({
  warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the launch check of the build, over the seed', () => {
  let served: Awaited<ReturnType<typeof serveLocalStack>>;
  beforeAll(async () => {
    served = await serveLocalStack(seedDir);
  });
  afterAll(() => served.close());

  it('counts what blocks the launch and the hints in one line, and says where the list is', async () => {
    const { warn } = printed();
    const findings = await reportLaunchCheck(served.client(), { strict: false });
    // The imprint's register number and address are placeholders; the founders' portraits and
    // the share images are drawn (studio/seed-src/).
    expect(findings).toContainEqual(
      expect.objectContaining({ documentId: 'impressum', kind: 'placeholder' }),
    );
    expect(findings).toContainEqual(expect.objectContaining({ kind: 'seedImage' }));
    const { blocking, hints } = byUrgency(findings);
    expect(blocking.length).toBeGreaterThan(0);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      `Vor dem Start: ${blocking.length} blockieren den Start, ${hints.length} ${hints.length === 1 ? 'Hinweis' : 'Hinweise'} — ` +
        'die Liste: Studio › Vor dem Start (npm run studio); npm run build -- --strict nennt, was blockiert.',
    ]);
  });

  it('refuses the build in strict mode, listing what blocks by the fields’ titles', async () => {
    const { warn } = printed();
    const refusal = reportLaunchCheck(served.client(), { strict: true });
    await expect(refusal).rejects.toBeInstanceOf(BuildRefused);
    await expect(refusal).rejects.toThrow(/^the launch check \(„Vor dem Start“\) found \d+ /);
    const listed = String(warn.mock.calls.at(-1)?.[0]).split('\n');
    // The imprint's register number, in the German text's paragraph, no stored path.
    expect(listed).toContainEqual(
      expect.stringMatching(
        /^ {2}Impressum › Text \(Deutsch\) › Absatz \d+: Enthält einen Platzhalter: „Registernummer: HRB 000000/,
      ),
    );
    const fields = listed.map((line) => line.slice(0, line.indexOf(': ')));
    expect(fields.join('\n')).not.toMatch(/\.(?:de|en)(?: |$)|\[\w+\]|children|markDefs/m);
  }, 60_000);
});

describe('the launch check of the build, over content ready for the launch', () => {
  let served: Awaited<ReturnType<typeof serveLocalStack>>;
  beforeAll(async () => {
    served = await serveLocalStack(
      seedFolder([
        {
          _id: 'homePage',
          _type: 'homePage',
          heading: { _type: 'localeString', de: 'Willkommen', en: 'Welcome' },
        },
        // A draft is the editor's work in progress, not what the build publishes.
        {
          _id: 'drafts.homePage',
          _type: 'homePage',
          heading: { _type: 'localeString', de: 'Platzhalter' },
        },
      ]),
    );
  });
  afterAll(() => served.close());

  it('says so, and lets a strict build go on', async () => {
    const { warn, log } = printed();
    await expect(reportLaunchCheck(served.client(), { strict: true })).resolves.toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(
      'Vor dem Start: keine Platzhalter, Beispiele oder Lücken gefunden.',
    );
  });
});

describe('strict mode', () => {
  it('is LAUNCH_CHECK=strict, nothing else', () => {
    expect(strictLaunchCheck({ LAUNCH_CHECK: 'strict' })).toBe(true);
    expect(strictLaunchCheck({ LAUNCH_CHECK: ' strict\n' })).toBe(true);
    expect(strictLaunchCheck({})).toBe(false);
    expect(strictLaunchCheck({ LAUNCH_CHECK: '' })).toBe(false);
    expect(strictLaunchCheck({ LAUNCH_CHECK: 'warn' })).toBe(false);
  });
});
