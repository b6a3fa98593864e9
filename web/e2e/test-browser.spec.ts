import { expect, test } from './support/test';

// The Chromium every test runs in (support/chromium.ts): Chromium keeps only the last
// --disable-features, so the tests' list must hold every feature Playwright's own list turns off.

test("the tests' Chromium keeps Playwright's features off and opens no omnibox popup", async ({
  browser,
  page,
}) => {
  const version = await browser.newPage();
  await version.goto('chrome://version');
  const commandLine = (await version.locator('#command_line').textContent()) ?? '';
  await version.close();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map(([, list]) =>
    list!.split(','),
  );
  expect(lists.length, 'Playwright’s list, then ours').toBe(2);
  const [playwrights, ours] = lists as [string[], string[]];
  expect(ours).toEqual(expect.arrayContaining(playwrights));

  await page.goto('/');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url)).not.toContainEqual(
    expect.stringContaining('omnibox'),
  );
});
