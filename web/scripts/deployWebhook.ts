import { pathToFileURL } from 'node:url';
import { loadSiteEnv } from '../server/env.ts';
import { resolveServices, type ServiceEnv } from '../src/config/services.ts';

// Publishing rebuilds the site without a person: a Sanity webhook calls the host's deploy hook
// (a build hook URL of Netlify, Cloudflare Pages, Vercel ...), which builds and publishes the
// pages and their content snapshot. This script creates that webhook in the Sanity project, or
// updates it when it exists, so its configuration lives here rather than in someone's clicks.
//
//   SANITY_MANAGE_TOKEN=... DEPLOY_HOOK_URL=https://... npm run webhook
//
// Where the site's own server (`npm start`) runs, DEPLOY_HOOK_URL is its
// https://…/api/sanity-webhook and SANITY_WEBHOOK_SECRET the secret it checks the signature with
// (web/server/live/): the server then renders the changed pages itself, within seconds.
//
// VITE_SANITY_PROJECT_ID and VITE_SANITY_DATASET come from .env as for the build.

export const WEBHOOK_NAME = 'Website neu bauen (Veröffentlichung)';
const SANITY_API = 'https://api.sanity.io';
const WEBHOOKS_API_VERSION = 'v2021-10-04';

/**
 * The webhook: every published create, update or delete in the site's dataset (drafts do not
 * count) posts the changed document's id and type to the deploy hook.
 */
export function deployWebhook({
  dataset,
  deployHookUrl,
  secret,
}: {
  dataset: string;
  deployHookUrl: string;
  /** Sanity signs each delivery with it (web/server/live/webhookSignature.ts). */
  secret?: string;
}) {
  return {
    type: 'document',
    name: WEBHOOK_NAME,
    description: 'Baut die Website neu, wenn ein Dokument veröffentlicht oder gelöscht wird.',
    url: deployHookUrl,
    dataset,
    httpMethod: 'POST',
    apiVersion: 'v2021-03-25',
    includeDrafts: false,
    headers: {},
    rule: { on: ['create', 'update', 'delete'], projection: '{_id, _type, _rev}' },
    ...(secret && { secret }),
  };
}

export type WebhookSettings = {
  projectId: string;
  dataset: string;
  token: string;
  deployHookUrl: string;
  secret?: string;
  /** Sanity's API; only tests point it elsewhere. */
  apiOrigin?: string;
};

/** What the settings lack, in words a developer can act on; empty when complete. */
export function missingSettings(env: ServiceEnv): string[] {
  const problems: string[] = [];
  // The project as the site's build reads it (web/src/config/services.ts).
  const sanity = resolveServices(env).sanity;
  if (sanity.mode === 'misconfigured') problems.push(sanity.error.message);
  if (sanity.mode === 'local') problems.push('VITE_SANITY_PROJECT_ID (in .env)');
  if (!env.SANITY_MANAGE_TOKEN?.trim())
    problems.push('SANITY_MANAGE_TOKEN (a token with the "Manage" role, sanity.io/manage → API)');
  const url = env.DEPLOY_HOOK_URL?.trim() ?? '';
  if (!/^https:\/\/\S+$/.test(url)) problems.push("DEPLOY_HOOK_URL (your host's https build hook)");
  return problems;
}

/** Creates the webhook, or updates the one of the same name; returns which it did. */
export async function syncDeployWebhook(settings: WebhookSettings): Promise<'created' | 'updated'> {
  const base = `${settings.apiOrigin ?? SANITY_API}/${WEBHOOKS_API_VERSION}/hooks/projects/${encodeURIComponent(settings.projectId)}`;
  const headers = {
    authorization: `Bearer ${settings.token}`,
    'content-type': 'application/json',
  };
  const call = async (url: string, init: RequestInit) => {
    const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) {
      throw new Error(`Sanity answered ${response.status} to ${init.method ?? 'GET'} ${url}`);
    }
    return response.json() as Promise<unknown>;
  };
  const body = JSON.stringify(deployWebhook(settings));
  const existing = ((await call(base, { method: 'GET' })) as { id: string; name: string }[]).find(
    ({ name }) => name === WEBHOOK_NAME,
  );
  if (existing) {
    await call(`${base}/${encodeURIComponent(existing.id)}`, { method: 'PATCH', body });
    return 'updated';
  }
  await call(base, { method: 'POST', body });
  return 'created';
}

async function main() {
  // The project from .env as for the build; the token and the hook only from the process.
  const env: ServiceEnv = {
    ...loadSiteEnv(),
    SANITY_MANAGE_TOKEN: process.env.SANITY_MANAGE_TOKEN,
    DEPLOY_HOOK_URL: process.env.DEPLOY_HOOK_URL,
    SANITY_WEBHOOK_SECRET: process.env.SANITY_WEBHOOK_SECRET,
  };
  const missing = missingSettings(env);
  const sanity = resolveServices(env).sanity;
  if (missing.length > 0 || sanity.mode !== 'hosted') {
    console.error(`Cannot set up the deploy webhook; set:\n- ${missing.join('\n- ')}`);
    process.exitCode = 1;
    return;
  }
  const done = await syncDeployWebhook({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    token: env.SANITY_MANAGE_TOKEN!.trim(),
    deployHookUrl: env.DEPLOY_HOOK_URL!.trim(),
    secret: env.SANITY_WEBHOOK_SECRET?.trim() || undefined,
  });
  console.log(`Webhook "${WEBHOOK_NAME}" ${done}: publishing in Sanity now rebuilds the site.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
