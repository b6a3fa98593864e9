import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deployWebhook,
  missingSettings,
  syncDeployWebhook,
  WEBHOOK_NAME,
} from '../scripts/deployWebhook';
import { listen } from './listen';

type Recorded = { method: string; url: string; authorization?: string; body: unknown };

/**
 * A TEST DOUBLE of Sanity's webhooks API (api.sanity.io cannot be reached offline): it lists
 * `existing`, records every request and answers like the real one.
 */
async function sanityWebhooksApiDouble(existing: { id: string; name: string }[], status = 200) {
  const requests: Recorded[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const server = await listen(async (req, res) => {
    requests.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      body: await read(req),
    });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.method === 'GET' ? existing : { id: 'hook-new' }));
  });
  return { ...server, requests };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const settings = {
  projectId: 'abc123',
  dataset: 'production',
  token: 'manage-token',
  deployHookUrl: 'https://api.netlify.com/build_hooks/xyz',
};

describe('the deploy webhook', () => {
  it('fires on every published create, update and delete, never on drafts', () => {
    expect(deployWebhook(settings)).toMatchObject({
      type: 'document',
      name: WEBHOOK_NAME,
      url: settings.deployHookUrl,
      dataset: 'production',
      httpMethod: 'POST',
      includeDrafts: false,
      rule: { on: ['create', 'update', 'delete'] },
    });
  });

  it('is created in the project when it does not exist yet', async () => {
    const api = await sanityWebhooksApiDouble([{ id: 'other', name: 'Slack' }]);
    close = api.close;
    expect(await syncDeployWebhook({ ...settings, apiOrigin: api.origin })).toBe('created');
    expect(api.requests).toEqual([
      {
        method: 'GET',
        url: '/v2021-10-04/hooks/projects/abc123',
        authorization: 'Bearer manage-token',
        body: undefined,
      },
      {
        method: 'POST',
        url: '/v2021-10-04/hooks/projects/abc123',
        authorization: 'Bearer manage-token',
        body: deployWebhook(settings),
      },
    ]);
  });

  it('is updated in place when one of its name exists', async () => {
    const api = await sanityWebhooksApiDouble([{ id: 'hook-1', name: WEBHOOK_NAME }]);
    close = api.close;
    expect(await syncDeployWebhook({ ...settings, apiOrigin: api.origin })).toBe('updated');
    expect(api.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /v2021-10-04/hooks/projects/abc123',
      'PATCH /v2021-10-04/hooks/projects/abc123/hook-1',
    ]);
  });

  it("reports Sanity's refusal with its status", async () => {
    const api = await sanityWebhooksApiDouble([], 401);
    close = api.close;
    await expect(syncDeployWebhook({ ...settings, apiOrigin: api.origin })).rejects.toThrow(
      /Sanity answered 401/,
    );
  });

  it('names every missing setting, and takes only an https hook', () => {
    expect(missingSettings({})).toHaveLength(3);
    expect(
      missingSettings({
        VITE_SANITY_PROJECT_ID: 'abc123',
        SANITY_MANAGE_TOKEN: 'x',
        DEPLOY_HOOK_URL: 'http://insecure.example/hook',
      }),
    ).toEqual(["DEPLOY_HOOK_URL (your host's https build hook)"]);
    // A dataset without a project is the build's own configuration error, in its words.
    expect(
      missingSettings({
        VITE_SANITY_DATASET: 'staging',
        SANITY_MANAGE_TOKEN: 'x',
        DEPLOY_HOOK_URL: 'https://api.netlify.com/build_hooks/xyz',
      }),
    ).toEqual([expect.stringMatching(/^Sanity is only partly configured: VITE_SANITY_PROJECT_ID/)]);
    expect(
      missingSettings({
        VITE_SANITY_PROJECT_ID: 'abc123',
        SANITY_MANAGE_TOKEN: 'x',
        DEPLOY_HOOK_URL: 'https://api.netlify.com/build_hooks/xyz',
      }),
    ).toEqual([]);
  });
});
