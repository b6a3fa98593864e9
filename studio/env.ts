// The Studio shares the site's configuration: VITE_SANITY_* from the repository's .env
// (see .env.example). Sanity only exposes SANITY_STUDIO_* variables to the Studio bundle,
// so sanity.cli.ts copies them over before the build starts.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
// The site Presentation shows in preview mode: by default `npm start` on this machine; a
// deployed Studio needs the production site's origin.
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:4173';
