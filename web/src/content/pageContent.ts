import type { AboutPageQueryResult, HomePageQueryResult } from './sanity.types';

// The content each page renders, as its query returns it (queries.ts, typed by TypeGen). The
// sections of a page import these types from here, not from the page that composes them.

/** The home page: hero, stats, timeline, about teaser and contact section. */
export type HomeContent = NonNullable<HomePageQueryResult>;

/** The about page: its own copy and the founders of the home page document. */
export type AboutContent = NonNullable<AboutPageQueryResult>;
