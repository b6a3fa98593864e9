import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { webRoot } from '../server/paths';
import { createSiteServer } from '../server/site';
import { listen } from '../test/listen';
import { homeSection, seedDocument, type Localized } from './seed';
import { copySeed } from './support/seedCopy';
import { expect, test } from './support/test';
import { orbButton } from './support/voiceSite';

// The sections editors build pages from (web/src/sections/), as a visitor reads them: first the
// seed's home page, landing page and case studies as `npm start` serves them, then a build of a
// copy of the seed with other counts and a recording, as editors may set them.

type Figure = { value: Localized; label: Localized; source: { text: Localized } };

test.describe('the seed’s pages', () => {
  test('under the hero stands the logo strip; every key figure names its source', async ({
    page,
  }) => {
    await page.goto('/');
    // Right after the hero (each section stands in the wrapper of its surface, and a section
    // only read in a wrapper of its own inside it).
    const second = page.locator(
      '.page-section:has(> .hero) + .page-section > .static-section > .logo-strip',
    );
    const customers = ['Zahnarztpraxis Dr. Weber', 'Autohaus Lindner'];
    for (const name of customers) await expect(second).toContainText(name);

    const { figures } = homeSection<{ figures: Figure[] }>('keyFiguresSection');
    const sources = page.locator('.stats__card .figure-source');
    await expect(sources).toHaveText(figures.map(({ source }) => `Quelle: ${source.text.de}`));
  });

  for (const language of ['de', 'en'] as const) {
    test(`the FAQ opens without JavaScript and tells search engines its questions (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(language === 'de' ? '/l/arztpraxen' : '/en/l/arztpraxen');
      const entries = seedFaq().map(({ question, answer }) => ({
        question: question[language],
        answer: answer[language],
      }));
      const faq = page.locator('.faq');
      await expect(faq.locator('summary')).toHaveText(entries.map(({ question }) => question));
      const first = faq.locator('details').first();
      await expect(first.getByText(entries[0]!.answer)).toBeHidden();
      await first.locator('summary').click();
      await expect(first.getByText(entries[0]!.answer)).toBeVisible();

      const data = JSON.parse((await faq.locator('script').textContent())!) as {
        '@type': string;
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(data['@type']).toBe('FAQPage');
      expect(
        data.mainEntity.map(({ name, acceptedAnswer }) => [name, acceptedAnswer.text]),
      ).toEqual(entries.map(({ question, answer }) => [question, answer]));
      await context.close();
    });
  }

  test('a question of the FAQ opens and closes from the keyboard, without JavaScript', async ({
    browser,
  }) => {
    // Reduced motion: the marker turns at once, so its turn reads the same at any moment.
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/l/arztpraxen');
    const first = page.locator('.faq details').first();
    const summary = first.locator('summary');
    const answer = first.getByText(seedFaq()[0]!.answer.de);
    // Tab from the top of the page, as a keyboard user does, to the first question.
    const focused = () => summary.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 80 && !(await focused()); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(summary).toBeFocused();
    const style = () =>
      summary.evaluate((element) => {
        const marker = getComputedStyle(element, '::after');
        return {
          outline: getComputedStyle(element).outlineStyle,
          // The browser's triangle is the marker of a list item; the drawn one is ::after.
          display: getComputedStyle(element).display,
          marker: marker.content,
          turn: marker.transform,
          duration: marker.transitionDuration,
        };
      });
    const closed = await style();
    expect(closed.outline, 'the focus is visible').toBe('solid');
    expect(closed.display).not.toBe('list-item');
    expect(closed.marker).not.toBe('none');
    // No motion for who asked for less: at most --duration-instant, global.css's 0.01 ms.
    expect(parseFloat(closed.duration) * 1000).toBeLessThanOrEqual(0.01);

    await page.keyboard.press('Enter');
    await expect(first).toHaveJSProperty('open', true);
    await expect(answer).toBeVisible();
    const open = await style();
    expect(open.turn, 'the marker turns when the answer opens').not.toBe(closed.turn);

    await page.keyboard.press('Space');
    await expect(first).toHaveJSProperty('open', false);
    await expect(answer).toBeHidden();
    await context.close();
  });

  test('the sample conversation is read line by line, with no consent asked and no call', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/vapi|daily/i.test(request.url())) calls.push(request.url());
    });
    await page.goto('/l/arztpraxen');
    const conversation = seedDocument<{ lines: { speaker: string; text: Localized }[] }>(
      'sampleConversation-dental',
    );
    const lines = page.locator('.sample-conversation__line');
    await expect(lines).toHaveCount(conversation.lines.length);
    await lines.last().scrollIntoViewIfNeeded();
    await expect(lines.first()).toContainText('Assistent (KI)');
    await expect(lines.nth(1)).toContainText(conversation.lines[1]!.text.de);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('a case study card leads to its page: challenge, solution, the result with its source, a quote', async ({
    page,
  }) => {
    const study = seedDocument<{
      title: Localized;
      result: Figure;
      challenge: Localized;
    }>('caseStudy-weber');
    await page.goto('/');
    await page.locator('.case-study-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/fallstudien\/zahnarztpraxis-weber$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title.de);
    await expect(page.getByText(study.challenge.de)).toBeVisible();
    const result = page.locator('.case-study__result');
    await expect(result).toContainText(study.result.value.de);
    await expect(result.locator('.figure-source')).toHaveText(
      `Quelle: ${study.result.source.text.de}`,
    );
    await expect(page.locator('.testimonial')).toContainText('Maria Weber');

    await page.getByRole('link', { name: /^English/ }).click();
    await expect(page).toHaveURL(/\/en\/fallstudien\/zahnarztpraxis-weber$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title.en);
  });

  test('a landing page is built from its sections, with the demo call in its hero', async ({
    page,
  }) => {
    const landing = seedDocument<{ sections: { _type: string; heading: Localized }[] }>(
      'landingPage-arztpraxen',
    );
    await page.goto('/l/arztpraxen');
    const headings = landing.sections.map(({ heading }) => heading.de);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[0]!);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      headings.slice(1),
    );
    await expect(orbButton(page)).toBeVisible();
  });
});

/** A second of silence as a WAV file (8 kHz, 8 bit, mono). */
function silentWav() {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** The seed's FAQ entries, in the order its landing page's FAQ section lists them. */
function seedFaq() {
  const { sections } = seedDocument<{
    sections: { _type: string; entries?: { _ref: string }[] }[];
  }>('landingPage-arztpraxen');
  const { entries } = sections.find(({ _type }) => _type === 'faqSection') as {
    entries: { _ref: string }[];
  };
  return entries.map(({ _ref }) => seedDocument<{ question: Localized; answer: Localized }>(_ref));
}

test.describe('editors’ own counts and a recording', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  let seedDir: string;
  let site: { origin: string; close: () => Promise<void> };

  /** Six figures instead of four, three steps instead of four. */
  const sixFigures = (figures: Figure[]) => [
    ...figures,
    ...figures.slice(0, 2).map((figure, index) => ({
      ...figure,
      _key: `extra${index}`,
      value: { ...figure.value, de: `${index + 5}x` },
    })),
  ];

  test.beforeAll(async () => {
    seedDir = copySeed('sections', (document) => {
      if (document._id === 'sampleConversation-dental')
        return { ...document, audio: { _type: 'file', asset: { _ref: 'file-recording-wav' } } };
      if (document._id !== 'homePage') return document;
      const sections = document.sections as { _type: string; [field: string]: unknown }[];
      return {
        ...document,
        sections: sections.map((section) =>
          section._type === 'keyFiguresSection'
            ? { ...section, figures: sixFigures(section.figures as Figure[]) }
            : section._type === 'journeyStepsSection'
              ? { ...section, steps: (section.steps as unknown[]).slice(0, 3) }
              : section,
        ),
      };
    });
    // The recording's asset, as Sanity keeps one: a document with the file's address, here
    // the site's own (Sanity's CDN in production, which the policy's media-src allows).
    appendFileSync(
      join(seedDir, 'production.ndjson'),
      `${JSON.stringify({
        _id: 'file-recording-wav',
        _type: 'sanity.fileAsset',
        url: '/recording.wav',
        mimeType: 'audio/wav',
      })}\n`,
    );
    // Inside web/ (git-ignored dist), so that the build's server bundle finds the packages.
    const outDir = join(webRoot, 'dist', 'sections');
    execFileSync('npx', ['tsx', 'e2e/support/buildFromSeed.ts', seedDir, outDir], {
      cwd: webRoot,
      stdio: 'ignore',
    });
    writeFileSync(join(outDir, 'client', 'recording.wav'), silentWav());
    site = await listen(createSiteServer({ env: {}, root: join(outDir, 'client') }));
  });

  test.afterAll(async () => {
    await site?.close();
    rmSync(dirname(seedDir), { recursive: true, force: true });
  });

  const cardValue = (page: Page) =>
    page.locator('.stats__card:not([aria-hidden="true"]) .stats__value');

  test('the carousel takes six figures and wraps after the sixth; the timeline three steps', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/`);
    await expect(page.locator('.stats__position')).toHaveText('1 / 6');
    await expect(page.locator('.stats__rail-item')).toHaveCount(6);
    // Backwards from the first: the sixth, the one the editors added last.
    await page.getByRole('button', { name: 'Vorherige Kennzahl' }).click();
    await expect(cardValue(page)).toHaveText('6x');
    await expect(page.locator('.stats__position')).toHaveText('6 / 6');

    const tabs = page.locator('.timeline').getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const rowsAndColumns = () =>
      tabs.evaluateAll((elements) => {
        const boxes = elements.map((element) => element.getBoundingClientRect());
        return {
          rows: new Set(boxes.map(({ top }) => Math.round(top))).size,
          columns: new Set(boxes.map(({ left }) => Math.round(left))).size,
        };
      });
    // A column of tabs beside the panel on a wide screen (web/src/sections/sections.css) …
    expect(await rowsAndColumns()).toEqual({ rows: 3, columns: 1 });
    // … side by side in one row on a tablet across.
    await page.setViewportSize({ width: 900, height: 800 });
    expect(await rowsAndColumns()).toEqual({ rows: 1, columns: 3 });
  });

  test('a recording loads nothing until the visitor plays it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The seed's sample conversation stands on its landing page.
    await page.goto(`${site.origin}/l/arztpraxen`);
    const player = page.locator('.sample-conversation audio');
    await expect(player).toHaveAttribute('preload', 'none');
    await player.scrollIntoViewIfNeeded();
    expect(requested).not.toContain('/recording.wav');
    // The player's own play button, as a visitor presses it.
    await player.evaluate((element: HTMLAudioElement) => element.play().catch(() => undefined));
    await expect.poll(() => requested).toContain('/recording.wav');
  });
});
