// The Studio shares the site's configuration: VITE_SANITY_* from the repository's .env
// (see .env.example). Sanity only exposes SANITY_STUDIO_* variables to the Studio bundle,
// so sanity.cli.ts copies them over before the build starts.
/** The project id the Studio starts with when none is set; it reaches no content. */
export const PLACEHOLDER_PROJECT_ID = 'placeholder';
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
// The site Presentation shows in preview mode: by default `npm start` on this machine; a
// deployed Studio needs the production site's origin.
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:4173';
// Sanity's API for this Studio. Unset: Sanity's own. The end-to-end tests point it at a test
// double over the seed (web/e2e/support/sanityApiDouble.ts); Sanity's client puts the project
// id in front of its host name.
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;
