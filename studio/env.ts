// The Studio shares the site's configuration: VITE_SANITY_* from the repository's .env
// (see .env.example). Sanity only exposes SANITY_STUDIO_* variables to the Studio bundle,
// so sanity.cli.ts copies them over before the build starts.

/**
 * The project id of the local Content Lake, which `npm start` and `npm run dev` serve when no
 * Sanity project is set (web/src/config/services.ts names the same).
 */
export const LOCAL_PROJECT_ID = 'local';
/** Without a project set, the Studio edits the local content: `npm run studio` on this machine. */
export const isLocal = !process.env.SANITY_STUDIO_PROJECT_ID;
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || LOCAL_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
// The site Presentation shows in preview mode: by default `npm start` on this machine; a
// deployed Studio needs the production site's origin.
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:4173';
/**
 * Sanity's API for this Studio. Unset with a project: Sanity's own. Without one, the local
 * Content Lake of the site's server (web/local-stack/), on the preview's origin: one store for
 * the Studio, the preview and the build. Sanity's client puts the project id in front of the
 * host name (local.localhost), which browsers resolve to this machine.
 */
export const apiHost =
  process.env.SANITY_STUDIO_API_HOST || (isLocal ? new URL(previewUrl).origin : undefined);
