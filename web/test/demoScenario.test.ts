import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../local-stack/groqEndpoint';
import { homePageQuery, landingPageQuery } from '../src/content/queries';
import type { LandingContent } from '../src/content/pageContent';
import { scenarioOverrides } from '../src/features/voice/demoScenario';
import { seedDir } from '../server/paths';

// What a landing page's own demo sends with each call (Vapi's assistant overrides), built from
// the landing page query as groq-js, the local GROQ endpoint's engine, answers it over the seed.

type Document = Record<string, unknown> & { _id: string };
type Localized = { de: string; en: string };
const seed = readNdjson<Document>(join(seedDir, 'production.ndjson'));
const seedScenario = seed.find(({ _id }) => _id === 'landingPage-arztpraxen')?.demoScenario as {
  greeting: Localized;
  industry: Localized;
  brief: Localized;
};

async function landingPage(lang: string, dataset: Document[] = seed) {
  const params = { slug: 'arztpraxen', lang };
  const tree = parse(landingPageQuery, { params });
  return (await (await evaluate(tree, { dataset, params })).get()) as LandingContent;
}

describe("a landing page's own demo call", () => {
  it.each(['de', 'en'] as const)(
    "greets with the page's greeting and names its industry and brief (%s)",
    async (lang) => {
      const page = await landingPage(lang);
      expect(scenarioOverrides(page.demoScenario)).toEqual({
        firstMessage: seedScenario.greeting[lang],
        variableValues: {
          industry: seedScenario.industry[lang],
          industryBrief: seedScenario.brief[lang],
        },
      });
    },
  );

  it('sends only what the editors filled in: German where the English is missing', async () => {
    const dataset = seed.map((document) =>
      document._id === 'landingPage-arztpraxen'
        ? {
            ...document,
            demoScenario: {
              greeting: { de: seedScenario.greeting.de },
              industry: { de: '  ', en: ' ' },
            },
          }
        : document,
    );
    const page = await landingPage('en', dataset);
    expect(scenarioOverrides(page.demoScenario)).toEqual({
      firstMessage: seedScenario.greeting.de,
    });
  });

  it('sends nothing of its own without a scenario, as on the home page', async () => {
    const dataset = seed.map(({ demoScenario: _, ...document }) => document as Document);
    expect(scenarioOverrides((await landingPage('de', dataset)).demoScenario)).toEqual({});
    const params = { lang: 'de' };
    const home = await (
      await evaluate(parse(homePageQuery, { params }), { dataset: seed, params })
    ).get();
    expect(home).not.toHaveProperty('demoScenario');
    expect(scenarioOverrides(undefined)).toEqual({});
  });
});
