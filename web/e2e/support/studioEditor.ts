import { expect, type Page } from '@playwright/test';
import { STUDIO_PORT, STUDIO_SITE_PORT } from './ports';

// The local Studio as the end-to-end editor opens it (support/localStudio.ts starts it), and its
// local Content Lake as the Studio reads it: the editor's own requests, from its origin.

export const studioUrl = `http://localhost:${STUDIO_PORT}/`;

/** Uncaught errors of the page; the Studio's own error screen counts as one too. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the Studio and waits for its desk, the list „Inhalte“. */
export async function openStudio(page: Page) {
  const response = await page.goto(studioUrl);
  expect(response?.status()).toBe(200);
  const desk = page.getByRole('listbox', { name: 'Inhalte' });
  await expect(desk).toBeVisible({ timeout: 120_000 });
  return desk;
}

const contentLake = `http://localhost:${STUDIO_SITE_PORT}/v2025-02-19/data`;
const fromStudio = { origin: `http://localhost:${STUDIO_PORT}` };

/** One document of the local Content Lake by its id (a draft's is drafts.<id>). */
export async function storedDocument<T>(id: string): Promise<T | undefined> {
  const answer = await fetch(`${contentLake}/doc/production/${id}`, { headers: fromStudio });
  const { documents } = (await answer.json()) as { documents: T[] };
  return documents[0];
}

/** A GROQ query of the local Content Lake as the Studio asks it: drafts and published. */
export async function storedQuery<T>(
  query: string,
  params: Record<string, string> = {},
): Promise<T> {
  const url = new URL(`${contentLake}/query/production`);
  url.searchParams.set('query', query);
  url.searchParams.set('perspective', 'raw');
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value));
  // The Studio's own queries share the editor's waiting line; a full one answers 503 serverBusy,
  // "try again", and the test does, a second later, as a client of the Content Lake should.
  let answer = await fetch(url, { headers: fromStudio });
  while (answer.status === 503 && (await answer.clone().text()).includes('serverBusy')) {
    await new Promise((done) => setTimeout(done, 1000));
    answer = await fetch(url, { headers: fromStudio });
  }
  // A refusal says why, instead of a result that is not there.
  if (!answer.ok) throw new Error(`${query}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { result: T }).result;
}
