// `npm run preview`: the site as `npm start` serves it, opened in preview mode: drafts, the
// Studio's edit marks, and every change to a draft shown in the open page by itself. Against the
// local stand-in of Sanity this needs nothing set; it prints the link that starts the preview.
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { resolveServices, usable } from '../src/config/services.ts';
import { sanityClientConfig } from '../src/content/client.ts';
import { startLocalSite } from './localSite.ts';

// The Studio `npm run studio` starts: the one preview mode lets frame the page and links edits to.
const LOCAL_STUDIO = 'http://localhost:3333';

const { env, localStack, origin } = await startLocalSite();
const token = localStack.previewToken;
if (!token) {
  console.log(
    `\nSite läuft auf ${origin}/ mit dem Sanity-Projekt aus .env. Die Vorschau öffnet dort das` +
      ' Studio: Präsentation in der oberen Leiste (README, „Editors“).',
  );
} else {
  const sanity = usable(resolveServices(env).sanity);
  const contentLake = createClient({
    ...sanityClientConfig(sanity, origin),
    useCdn: false,
    token,
  });
  const { secret } = await createPreviewSecret(
    contentLake,
    'npm-run-preview',
    LOCAL_STUDIO,
    'local',
  );
  const link = new URL('/api/preview/enable', origin);
  link.searchParams.set('sanity-preview-secret', secret);
  link.searchParams.set('sanity-preview-pathname', '/');
  console.log(
    [
      '',
      `Vorschau mit Entwürfen: ${link.href}`,
      '(eine Stunde gültig; danach `npm run preview` neu starten. Strg+C beendet.)',
      'Die Seite folgt jedem Entwurf, der in die lokale Kopie der Inhalte geschrieben wird',
      `(${origin}/v${sanity.apiVersion}/data/mutate/${sanity.dataset}, Token: ${token}).`,
    ].join('\n'),
  );
}
