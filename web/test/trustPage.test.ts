import { appendFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeed } from '../e2e/support/seedCopy';
import { readNdjson } from '../local-stack/groqEndpoint';
import { renderPage } from '../src/entry-server';
import { seedDir } from '../server/paths';
import { serveLocalStack } from './localContent';

// The data processing agreement on /vertrauen (web/src/pages/trust/TrustPage.tsx): the seed has
// no file, so the page offers it on request; once the editors upload one, a download with its
// type and size. Rendered by the server entry over the local stack, as the prerender does.

type Document = { _id: string; [field: string]: unknown };
const seed = readNdjson<Document>(join(seedDir, 'production.ndjson'));
const trust = seed.find(({ _id }) => _id === 'trustPage')!;
const dpa = trust.dpa as Record<string, unknown>;

// A file asset as Sanity keeps one: its address on Sanity's CDN, its size and extension.
const asset = {
  _id: 'file-dpa-pdf',
  _type: 'sanity.fileAsset',
  url: 'https://cdn.sanity.io/files/project/production/dpa.pdf',
  size: 245_760,
  extension: 'pdf',
  mimeType: 'application/pdf',
};

let withFile: string;
let stacks: Awaited<ReturnType<typeof serveLocalStack>>[];
beforeAll(async () => {
  withFile = copySeed('trust', (document) =>
    document._id === 'trustPage'
      ? { ...document, dpa: { ...dpa, file: { _type: 'file', asset: { _ref: asset._id } } } }
      : document,
  );
  appendFileSync(join(withFile, 'production.ndjson'), `${JSON.stringify(asset)}\n`);
  stacks = await Promise.all([seedDir, withFile].map((dir) => serveLocalStack(dir)));
});
afterAll(async () => {
  await Promise.all(stacks.map((stack) => stack.close()));
  rmSync(dirname(withFile), { recursive: true, force: true });
});

const label = (name: string) => dpa[name] as { de: string; en: string };

describe('the data processing agreement', () => {
  it('is offered on request, through the contact form, while no file is uploaded', async () => {
    const { html } = await renderPage('/vertrauen', stacks[0]!.client());
    expect(html).toContain(
      `href="/#contact" data-discover="true">${label('fallbackLabel').de}</a>`,
    );
    expect(html).not.toContain(label('downloadLabel').de);
  });

  it.each([
    ['/vertrauen', 'de', '(PDF, 246 kB)'],
    ['/en/vertrauen', 'en', '(PDF, 246 kB)'],
  ] as const)(
    'is a download with its type and size once uploaded: %s',
    async (path, language, facts) => {
      const { html } = await renderPage(path, stacks[1]!.client());
      expect(html).toContain(
        `<a class="button" href="${asset.url}?dl=" download="">${label('downloadLabel')[language]}<span class="trust__file">${facts}</span></a>`,
      );
      expect(html).not.toContain(label('fallbackLabel')[language]);
    },
  );
});
