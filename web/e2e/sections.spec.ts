import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { webRoot } from '../server/paths';
import { createSiteServer } from '../server/site';
import { listen } from '../test/listen';
import { homeSection, seedDocument, type Localized } from './seed';
import { copySeed } from './support/seedCopy';
import { expect, test } from './support/test';
import { orbButton } from './support/voiceSite';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The sections editors build pages from (web/src/sections/), as a visitor reads them: first the
// seed's home page, landing page and case studies as `npm start` serves them, then a build of a
// copy of the seed with other counts and a sample conversation without its recording, as editors
// may set them.

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

  for (const language of ['de', 'en'] as const) {
    test(`the assistant at work reads without JavaScript: each call with its outcome, the booked appointment, the summary, marked as example data (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(language === 'de' ? '/l/arztpraxen' : '/en/l/arztpraxen');
      const seed = landingSection<Showcase>('productShowcaseSection');
      const showcase = page.getByRole('region', { name: seed.heading[language] });
      await showcase.scrollIntoViewIfNeeded();
      await expect(
        showcase.getByText(seed.exampleLabel[language], { exact: true }),
      ).toBeInViewport();

      // The log as a screen reader has it: a list named by the panel's title, a call an item.
      const calls = showcase
        .getByRole('list', { name: seed.panelTitle[language] })
        .getByRole('listitem');
      await expect(calls).toHaveText(
        seed.calls.map(({ time, caller, reason, outcome }) =>
          [time, caller[language], reason[language], seed.outcomes[outcome][language]].join(', '),
        ),
      );
      const appointment = showcase.getByRole('article').filter({
        has: page.getByRole('heading', { name: seed.appointment.heading[language] }),
      });
      for (const field of ['title', 'when', 'where', 'note'] as const) {
        await expect(appointment).toContainText(seed.appointment[field][language]);
      }
      await expect(showcase.getByText(seed.summary.text[language])).toBeVisible();
      await context.close();
    });
  }

  test('the assistant at work moves only where motion is welcome: the newest call slides in', async ({
    page,
  }) => {
    const newest = page.locator('.showcase__call').first();
    const animation = () => newest.evaluate((row) => getComputedStyle(row).animationName);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/l/arztpraxen');
    expect(await animation()).toBe('showcase-call-in');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await expect(newest).toHaveCSS('opacity', '1');
  });

  test('a question of the FAQ opens and closes from the keyboard, without JavaScript', async ({
    browser,
  }) => {
    // Reduced motion: the marker's turn takes no visible time.
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
    // No motion for who asked for less: the marker's turn takes the token global.css gives every
    // transition then, read from the same page.
    const instant = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--duration-instant').trim(),
    );
    const milliseconds = (duration: string) =>
      duration.endsWith('ms') ? parseFloat(duration) : parseFloat(duration) * 1000;
    expect(milliseconds(closed.duration)).toBe(milliseconds(instant));

    await page.keyboard.press('Enter');
    await expect(first).toHaveJSProperty('open', true);
    await expect(answer).toBeVisible();
    // Even 0.01 ms is a transition: it reads the closed turn until the next frame, so poll.
    await expect
      .poll(async () => (await style()).turn, { message: 'the marker turns when the answer opens' })
      .not.toBe(closed.turn);

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

test.describe('the analytics page', () => {
  type Chart = {
    heading: Localized;
    unit: Localized;
    bars: { label: Localized; value: number }[];
    source: { text: Localized };
  };
  const analytics = () => seedDocument<{ benefits: Figure[]; chart: Chart }>('analyticsPage');

  for (const language of ['de', 'en'] as const) {
    test(`its chart is read as text without JavaScript, a bar's label, value and unit, with its source (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(language === 'de' ? '/analytics' : '/en/analytics');
      const { chart } = analytics();
      const number = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB');
      const section = page.getByRole('region', { name: chart.heading[language] });
      const bars = section
        .getByRole('list', { name: chart.heading[language] })
        .getByRole('listitem');
      await expect(bars).toHaveText(
        chart.bars.map(
          ({ label, value }) =>
            `${label[language]}: ${number.format(value)} ${chart.unit[language]}`,
        ),
      );
      // Taller for more: the columns stand in the order of their values.
      const heights = await section
        .locator('.bar-chart__column')
        .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().height));
      const byValue = chart.bars.map(({ value }) => value);
      for (const [index, height] of heights.entries()) {
        for (const [other, otherHeight] of heights.entries()) {
          if (byValue[index]! > byValue[other]!) expect(height).toBeGreaterThan(otherHeight);
        }
      }
      await expect(section.locator('.figure-source')).toHaveText(
        language === 'de' ? `Quelle: ${chart.source.text.de}` : `Source: ${chart.source.text.en}`,
      );
      await context.close();
    });
  }

  test('every figure on it names its source', async ({ page }) => {
    await page.goto('/analytics');
    const { benefits } = analytics();
    await expect(page.locator('.benefits .card')).toHaveCount(benefits.length);
    for (const [index, figure] of benefits.entries()) {
      const card = page.locator('.benefits .card').nth(index);
      await expect(card).toContainText(figure.value.de);
      await expect(card.locator('.figure-source')).toHaveText(`Quelle: ${figure.source.text.de}`);
    }
  });
});

type Outcome = 'booked' | 'forwarded' | 'callback' | 'answered';
type Showcase = {
  heading: Localized;
  panelTitle: Localized;
  exampleLabel: Localized;
  outcomes: Record<Outcome, Localized>;
  calls: { time: string; caller: Localized; reason: Localized; outcome: Outcome }[];
  appointment: Record<'heading' | 'title' | 'when' | 'where' | 'note', Localized>;
  summary: { text: Localized };
};

/** A section of the seed's landing page (/l/arztpraxen) by its type. */
function landingSection<T>(type: string): T {
  const { sections } = seedDocument<{ sections: { _type: string }[] }>('landingPage-arztpraxen');
  return sections.find(({ _type }) => _type === type) as T;
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

test.describe('editors’ own counts, and a conversation without a recording', () => {
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
      if (document._id === 'sampleConversation-dental') return { ...document, audio: undefined };
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
    // Inside web/ (git-ignored dist), so that the build's server bundle finds the packages.
    const outDir = join(webRoot, 'dist', 'sections');
    execFileSync('npx', ['tsx', 'e2e/support/buildFromSeed.ts', seedDir, outDir], {
      cwd: webRoot,
      stdio: 'ignore',
    });
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

  test('without a recording the conversation stays a transcript, with no player and no script', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.origin}/l/arztpraxen`);
    const card = page.locator('.sample-conversation__card');
    await card.scrollIntoViewIfNeeded();
    const conversation = seedDocument<{ lines: { text: Localized }[] }>(
      'sampleConversation-dental',
    );
    await expect(card.locator('.sample-conversation__line')).toHaveText(
      conversation.lines.map(({ text }) => new RegExp(escapeRegExp(text.de))),
    );
    await expect(card.locator('audio, .recording, button')).toHaveCount(0);
    await expect(card).not.toHaveAttribute('data-enhanced');
    expect(scripts.filter((path) => /\/player-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
