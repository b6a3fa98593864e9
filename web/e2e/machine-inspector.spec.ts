import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import de from '../src/i18n/de.json' with { type: 'json' };
import {
  actorLabel,
  MACHINES_CHANNEL,
  MACHINES_PAGE_PATH,
  type ActorState,
  type MachinesMessage,
} from '../src/devtools/machines/protocol';
import { stateText } from '../src/devtools/machines/inspectorState';
import { SIMULATED_CALL_MARKER } from '../src/devtools/simulatedCall/simulatedCall';
import { START_SIMULATED_CALL } from '../src/devtools/simulatedCall/offer';
import {
  mayTryAgain,
  OUTCOMES,
  type CallEndedReason,
  type CallErrorCode,
} from '@site/machines/callFailures';
import { SIMULATED_OUTCOMES } from '@site/machines/simulatedCall';
import { expectNoAxeViolations } from './support/axe';
import { hydrated } from './support/test';
import { consentDialog, orbButton, orbName } from './support/voiceSite';
import { holdPageClock } from './support/pageClock';
import { HELD_ATTRIBUTE } from '../src/lib/earlyTaps';

// The offline machine inspector (web/src/devtools/machines/): live in Vite's dev server, absent
// from the production build and server. Playwright's own `test`: the inspector page is no page of
// the site and never marks itself hydrated, so the site's page is awaited by hand.

/** Runs `start` with the variables set, and restores the process environment after. */
async function withEnv<T>(variables: Record<string, string>, start: () => Promise<T>) {
  const saved = Object.keys(variables).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, variables);
  try {
    return await start();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const actor = (inspector: Page, name: string) =>
  inspector.getByRole('article', { name, exact: true });
const log = (inspector: Page) => inspector.getByRole('list', { name: 'Events, newest first' });
/** The newest entry of the log that reads `text` (such as "open to consentDialog"). */
const logEntry = (inspector: Page, text: string) =>
  log(inspector).getByRole('listitem').filter({ hasText: text }).first();

/**
 * An init script of the site's page: keeps the latest snapshot of each actor the page sends the
 * inspector (src/devtools/machines/broadcaster.ts), as it sends it.
 */
function keepSentActors(channel: string) {
  const sent = new Map<string, ActorState>();
  Object.assign(window, { sentActors: sent });
  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (message: MachinesMessage) {
    if (this.name === channel) {
      if (message.kind === 'actor') sent.set(message.actor.sessionId, message.actor);
      if (message.kind === 'tab')
        for (const actor of message.actors) sent.set(actor.sessionId, actor);
    }
    post.call(this, message);
  };
}

/** The states the page's running actors named `name` are in, as the inspector words them. */
async function sentStates(site: Page, name: string) {
  const actors = await site.evaluate(() => [
    ...(window as unknown as { sentActors: Map<string, ActorState> }).sentActors.values(),
  ]);
  return actors
    .filter((actor) => actor.status === 'active' && actorLabel(actor) === name)
    .map((actor) => stateText(actor.value));
}

/**
 * `npm run dev` as a newcomer starts it, with no Vapi variables (the call is simulated), on a free
 * port (hydration.spec.ts runs a dev server too), for the tests of the describe block it is in.
 */
function useDevelopmentServer() {
  const dev = { server: undefined as ViteDevServer | undefined, origin: '' };
  test.beforeAll(async () => {
    dev.server = await withEnv(
      { VITE_VAPI_PUBLIC_KEY: '', VITE_VAPI_ASSISTANT_ID: '', VITE_VAPI_BASE_URL: '' },
      () =>
        createServer({
          configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
          root: fileURLToPath(new URL('..', import.meta.url)),
          server: { port: 0, strictPort: false, host: '127.0.0.1' },
          logLevel: 'error',
        }),
    );
    await dev.server.listen();
    dev.origin = new URL(dev.server.resolvedUrls!.local[0]!).origin;
  });
  test.afterAll(async () => {
    await dev.server?.close();
  });
  return dev;
}

test.describe('in the development server', () => {
  const dev = useDevelopmentServer();

  test('shows the machines of another tab changing state live, with their events', async ({
    context,
  }) => {
    const site = await context.newPage();
    await site.goto(`${dev.origin}/`);
    await hydrated(site);
    // Opened after the site: the tab answers the page's hello with the actors it already runs.
    const inspector = await context.newPage();
    await inspector.goto(`${dev.origin}${MACHINES_PAGE_PATH}`);
    await expect(inspector.getByRole('heading', { level: 1 })).toHaveText(
      'Machines of the open site tabs',
    );
    const dialog = actor(inspector, 'consentDialog');
    await expect(dialog.locator('.inspector__state')).toHaveText('closed');
    await expect(dialog.locator('[aria-current="true"]')).toHaveAttribute('data-path', 'closed');
    for (const name of ['voiceWidget', 'call', 'statsCarousel', 'contactForm']) {
      await expect(actor(inspector, name)).toBeVisible();
    }

    await site.getByRole('button', { name: orbName(de.voice.orbStart) }).click();
    await expect(consentDialog(site)).toBeVisible();
    await expect(dialog.locator('.inspector__state')).toHaveText('open.editing');
    await expect(dialog.locator('[aria-current="true"]')).toHaveCount(2);
    await expect(dialog.locator('[aria-current="true"]').last()).toHaveAttribute(
      'data-path',
      'open.editing',
    );
    await expect(inspector.getByRole('status')).toContainText('consentDialog: open.editing');
    await expect(
      log(inspector)
        .getByRole('listitem')
        .filter({ hasText: /^\S+ open to consentDialog from voiceWidget$/ }),
    ).toHaveCount(1);

    await expectNoAxeViolations(inspector, 'machine inspector');

    // An event with a payload: the log shows it as JSON.
    await site
      .getByRole('dialog')
      .getByRole('textbox', { name: de.consent.emailLabel })
      .fill('anna@muster-firma.de');
    await expect(logEntry(inspector, 'email.change to consentDialog').locator('pre')).toHaveText(
      JSON.stringify({ value: 'anna@muster-firma.de' }, null, 2),
    );

    await site.getByRole('dialog').getByRole('button', { name: de.consent.cancel }).click();
    await expect(dialog.locator('.inspector__state')).toHaveText('closed');
    await expect(inspector.getByRole('status')).toContainText('consentDialog: closed');

    // The carousel and the contact form report the same way.
    await site.getByRole('button', { name: de.carousel.next }).click();
    await expect(inspector.getByRole('status')).toContainText('statsCarousel: locked');
    await expect(logEntry(inspector, 'next to statsCarousel')).toBeVisible();
    await site.getByRole('textbox', { name: de.contact.name, exact: true }).fill('Anna');
    await expect(logEntry(inspector, 'field.change to contactForm').locator('pre')).toHaveText(
      JSON.stringify({ field: 'name', value: 'Anna' }, null, 2),
    );

    // A closed tab leaves the list of running actors.
    await site.close();
    await expect(actor(inspector, 'consentDialog')).toHaveCount(0);
  });

  test('?inspect still opens the Stately Inspector beside it', async ({ context }) => {
    // Stately's site, answered here: it is on the internet, which tests do not reach.
    await context.route('https://stately.ai/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stately Inspector</title>' }),
    );
    const inspector = await context.newPage();
    await inspector.goto(`${dev.origin}${MACHINES_PAGE_PATH}`);
    const site = await context.newPage();
    const stately = context.waitForEvent('page');
    await site.goto(`${dev.origin}/?inspect`);
    await hydrated(site);
    await (await stately).waitForURL(/^https:\/\/stately\.ai\/inspect/);
    await expect(actor(inspector, 'consentDialog').locator('.inspector__state')).toHaveText(
      'closed',
    );
  });
});

test.describe('a simulated call, in the development server without Vapi', () => {
  // As the README's "Watching the machines" says: `npm run dev` with no Vapi variables, the site
  // and /__machines side by side. The call is the development server's simulation
  // (machines/src/simulatedCall.ts), no TEST DOUBLE: nothing of Vapi or Daily is involved.
  const dev = useDevelopmentServer();

  /** A returning visitor's tab (the consent given before), its clock in the test's hands. */
  async function openSite(context: BrowserContext, query = '') {
    await context.addCookies([
      { name: 'voice_email', value: encodeURIComponent('anna@muster-firma.de'), url: dev.origin },
    ]);
    const site = await context.newPage();
    await site.addInitScript(keepSentActors, MACHINES_CHANNEL);
    await site.clock.install();
    await site.goto(`${dev.origin}/${query}`);
    await hydrated(site);
    // Held still: only the test moves the page's time, so no state passes unseen.
    await holdPageClock(site);
    return site;
  }

  test('every state of a whole call shows in the inspector, and the page says it is simulated', async ({
    context,
  }) => {
    const inspector = await context.newPage();
    await inspector.goto(`${dev.origin}${MACHINES_PAGE_PATH}`);
    const site = await openSite(context);
    await expect(site.locator('[data-simulation]')).toContainText('Simulierter Anruf');
    const state = (name: string) => actor(inspector, name).locator('.inspector__state');
    await expect(state('call')).toHaveText('idle');
    /**
     * Moves the site's clock on in small steps until the page's own machine is in `expected`,
     * then waits for the inspector to show it: the clock held, the state stays until it does,
     * however long the inspector takes.
     */
    async function stepUntil(name: string, expected: string) {
      // A state that never comes is ended by the suite's hang limit, not by a count of steps.
      while (!(await sentStates(site, name)).includes(expected)) await site.clock.runFor(100);
      await expect(state(name)).toHaveText(expected);
    }

    await site.getByRole('button', { name: orbName(de.voice.orbStart) }).click();
    await stepUntil('voiceWidget', 'ready.microphone');
    await stepUntil('voiceWidget', 'ready.inCall');
    await stepUntil('call', 'connecting');
    await stepUntil('call', 'active.listening');
    await expect(site.locator('.call-panel__status')).toHaveText(de.voiceDemo.status.listening);
    await stepUntil('call', 'active.speaking');
    await expect(site.locator('.call-panel__status')).toHaveText(de.voiceDemo.status.speaking);
    await stepUntil('call', 'active.listening');
    await site.getByRole('button', { name: de.voiceDemo.mute }).click();
    await expect(site.locator('.call-panel__status')).toHaveText(de.voiceDemo.status.muted);
    // Half a minute before the seed's five minutes.
    await site.clock.fastForward('04:31');
    await expect(site.getByRole('alert').filter({ hasText: '5:00' })).toBeVisible();
    await site.getByRole('button', { name: de.voiceDemo.end }).click();
    await stepUntil('call', 'ending');
    await stepUntil('call', 'idle');
    await expect(state('voiceWidget')).toHaveText('ready.idle');
    await expect(site.locator('.call-panel__status')).toHaveText(de.voiceDemo.outcome.ended);
    // Why each machine appears twice in development, said once.
    await expect(inspector.getByText(/StrictMode mounts every component twice/)).toHaveCount(1);
    for (const event of ['mute.toggle to call', 'xstate.after.endingSoon']) {
      await expect(logEntry(inspector, event)).toBeVisible();
    }
  });

  // Every cause the simulated call can play (the machines' table), chosen from the page's
  // address; whether the card offers to try again is the machines' rule (mayTryAgain), read here.
  for (const outcome of SIMULATED_OUTCOMES) {
    const result: { error: CallErrorCode } | { ended: CallEndedReason } =
      OUTCOMES[outcome].of === 'callFailure'
        ? { error: outcome as CallErrorCode }
        : { ended: outcome as CallEndedReason };
    test(`?simulate=${outcome}: the page shows that outcome, and a retry as the rule says`, async ({
      context,
    }) => {
      const site = await openSite(context, `?simulate=${outcome}`);
      await site.getByRole('button', { name: orbName(de.voice.orbStart) }).click();
      // A tap before the call's code has loaded is held until it has: the clock runs after that.
      await expect(orbButton(site)).not.toHaveAttribute(HELD_ATTRIBUTE);
      await site.clock.runFor(40_000);
      // A failure is said on the orb alone; an ending in the card.
      if ('error' in result) {
        await expect(site.locator('.voice-orb').getByRole('alert')).toHaveText(
          `Error: ${de.errors.voice[result.error]}`,
        );
        await expect(site.locator('.call-panel__detail')).toHaveCount(0);
      } else {
        await expect(site.locator('.call-panel__detail')).toHaveText(
          result.ended === 'timeLimit'
            ? de.voiceDemo.ended.timeLimit_other.replace('{{count}}', '5')
            : de.voiceDemo.ended[result.ended],
        );
      }
      const retry =
        'error' in result ? mayTryAgain(result.error, null) : mayTryAgain(null, result.ended);
      await expect(site.getByRole('button', { name: de.voiceDemo.retry })).toHaveCount(
        retry ? 1 : 0,
      );
    });
  }
});

test.describe('in production', () => {
  test('the server answers 404 for the inspector page', async ({ request }) => {
    const response = await request.get(MACHINES_PAGE_PATH);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('devtools');
  });

  test('the build contains no inspector code', () => {
    const assets = fileURLToPath(new URL('../dist/client/', import.meta.url));
    const files = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(js|html)$/.test(name),
    );
    const withInspector = files.filter((name) =>
      [MACHINES_CHANNEL, MACHINES_PAGE_PATH, 'devtools/machines'].some((mark) =>
        readFileSync(assets + name, 'utf8').includes(mark),
      ),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(withInspector).toEqual([]);
  });

  test('a build meant for deployment contains no simulated call', () => {
    // The voice build has Vapi keys (e2e/support/variantServer.ts): a deployment's shape. Without
    // them and without a Sanity project, `npm start`'s build offers the simulated call
    // (simulated-call-offer.spec.ts); with VITE_DEPLOYMENT_BUILD it does not (services.test.ts).
    const assets = fileURLToPath(new URL('../dist/voice/client/', import.meta.url));
    const files = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(js|html)$/.test(name),
    );
    // The page's notice, the simulated assistant's words, the simulated settings, the offer.
    const marks = [
      SIMULATED_CALL_MARKER,
      'simulated demo assistant',
      'simulated-call',
      ...Object.values(START_SIMULATED_CALL),
    ];
    const withSimulation = files.filter((name) =>
      marks.some((mark) => readFileSync(assets + name, 'utf8').includes(mark)),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(withSimulation).toEqual([]);
  });
});
