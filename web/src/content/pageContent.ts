import type {
  AboutPageQueryResult,
  CaseStudiesOverviewQueryResult,
  CaseStudyPageQueryResult,
  HomePageQueryResult,
  IndustriesOverviewQueryResult,
  LandingPageQueryResult,
  TrustPageQueryResult,
} from './sanity.types';

// The content each page renders, as its query returns it (queries.ts, typed by TypeGen). The
// sections of a page import these types from here, not from the page that composes them.

/** The home page: its sections and what every demo call says. */
export type HomeContent = NonNullable<HomePageQueryResult>;

/** A landing page (/l/<slug>): the same sections as the home page. */
export type LandingContent = NonNullable<LandingPageQueryResult>;

/** A page built from sections (web/src/sections/PageSections.tsx). */
export type SectionsContent = HomeContent | LandingContent;

/** One section of a page, of any type. */
export type Section = NonNullable<SectionsContent['sections']>[number];

/** The section of one type (`SectionOf<'faqSection'>`). */
export type SectionOf<T extends Section['_type']> = Extract<Section, { _type: T }>;

/** What every demo call says, edited once in the home page document. */
export type DemoContent = SectionsContent['demo'];

/** A case study's own page (/fallstudien/<slug>). */
export type CaseStudyContent = NonNullable<CaseStudyPageQueryResult>;

/** The about page: its copy and the founders. */
export type AboutContent = NonNullable<AboutPageQueryResult>;

/** „Branchen“ (/branchen): its copy and every landing page's entry. */
export type IndustriesOverviewContent = NonNullable<IndustriesOverviewQueryResult>;

/** „Fallstudien“ (/fallstudien): its copy and every case study's card. */
export type CaseStudiesOverviewContent = NonNullable<CaseStudiesOverviewQueryResult>;

/** „Vertrauen & Datenschutz“ (/vertrauen). */
export type TrustContent = NonNullable<TrustPageQueryResult>;
