// `npm run preview`: the site as `npm start` serves it, opened in preview mode: drafts, the
// Studio's edit marks, and every change to a draft shown in the open page by itself. Against the
// local stand-in of Sanity this needs nothing set; it prints the link that starts the preview,
// for the Studio on STUDIO_PORT (`npm run studio`'s), and no token: the link is all it takes.
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { resolveServices, usable } from '../src/config/services.ts';
import { sanityClientConfig } from '../src/content/client.ts';
import { localContentDir, shownPath } from '../local-stack/writtenDocuments.ts';
import { startLocalSite } from './localSite.ts';
import { hostedPreviewScreen, localStudioOrigin, previewScreen } from './terminal/screens.ts';

// The Studio preview mode lets frame the page and links edits to; the site's local stand-in
// accepts it too (LOCAL_STUDIO_ORIGIN, ./localSite.ts).
const studio = localStudioOrigin();
process.env.LOCAL_STUDIO_ORIGIN ||= studio;

const { env, localStack, origin, built } = await startLocalSite();
const token = localStack.previewToken;
if (!token) {
  console.log(hostedPreviewScreen({ site: origin, built }));
} else {
  const sanity = usable(resolveServices(env).sanity);
  const contentLake = createClient({
    ...sanityClientConfig(sanity, origin),
    useCdn: false,
    token,
  });
  const { secret } = await createPreviewSecret(contentLake, 'npm-run-preview', studio, 'local');
  const link = new URL('/api/preview/enable', origin);
  link.searchParams.set('sanity-preview-secret', secret);
  link.searchParams.set('sanity-preview-pathname', '/');
  console.log(
    previewScreen({
      site: origin,
      link: link.href,
      studio,
      contentDir: shownPath(localContentDir()),
      built,
    }),
  );
}
