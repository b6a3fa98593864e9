import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../local-stack/groqEndpoint';
import { layoutQuery } from '../src/content/queries';
import { seedDir } from '../server/paths';
import { journeySectionTitles, timelineStepNames } from './journeyNames';

// The seed names the journey's steps as the specification does (./journeyNames.ts): the timeline
// and the footer alike, /journey's sections by their own titles. web/e2e/journey-names.spec.ts
// reads the same names off the built pages.

type Localized = Record<'de' | 'en', string>;
type Document = Record<string, unknown> & { _id: string; _type: string };

const seed = readNdjson<Document>(join(seedDir, 'production.ndjson'));
const seedDocument = <T>(id: string) => seed.find(({ _id }) => _id === id) as unknown as T;

const timeline = seedDocument<{ sections: { _type: string }[] }>('homePage').sections.find(
  ({ _type }) => _type === 'journeyStepsSection',
) as unknown as { steps: { title: Localized }[] };
const { stations } = seedDocument<{ stations: { title: Localized }[] }>('journeyPage');

/** The footer's journey links as the layout query gives them (web/src/layout/Footer.tsx). */
async function footerSteps(lang: 'de' | 'en') {
  const params = { lang };
  const layout = (await (
    await evaluate(parse(layoutQuery, { params }), { dataset: seed, params })
  ).get()) as { journeySteps: { title: { text: string; lang: string } }[] };
  return layout.journeySteps.map(({ title }) => title);
}

describe('the steps of the customer journey in the seed', () => {
  it('are named on the home page’s timeline as the specification names them', () => {
    expect(timeline.steps.map(({ title }) => title.de)).toEqual(timelineStepNames);
  });

  it('are linked from the footer with the same names, in German', async () => {
    expect(await footerSteps('de')).toEqual(
      timelineStepNames.map((text) => ({ text, lang: 'de' })),
    );
  });

  it('are the sections of /journey, titled as the specification titles them', () => {
    expect(stations.map(({ title }) => title.de)).toEqual(journeySectionTitles);
  });

  it('are named in English too, in the footer as on the timeline', async () => {
    const timelineEnglish = timeline.steps.map(({ title }) => title.en);
    const stationsEnglish = stations.map(({ title }) => title.en);
    for (const names of [timelineEnglish, stationsEnglish]) {
      expect(names).toHaveLength(4);
      expect(names.every((name) => name.trim() !== '')).toBe(true);
    }
    expect(await footerSteps('en')).toEqual(timelineEnglish.map((text) => ({ text, lang: 'en' })));
  });
});
