import { defineQuery } from 'groq';

// Every GROQ query of the site lives here, so TypeGen types them all (see sanity.types.ts).
// Values always travel as query parameters ($lang, $id), never by string interpolation.

// TypeGen reads these helpers statically: it resolves a helper's parameters only where the call
// passes a literal ('heading'), so no helper hands its parameters on to another.

/**
 * A character of text, as the element `@` of `string::split(text, "")` (the characters of a
 * string): anything but spaces, tabs, line breaks and no-break spaces (every character up to
 * U+0020, and U+00A0). A string without one is blank: missing, as far as the site is concerned.
 * The Studio warns of the same gaps, and of any other blank
 * (studio/schemaTypes/objects/localized.ts, hasText).
 */
const textCharacter = `@ > " " && @ != "\\u00a0"`;

/**
 * A localised field (localeString, localeText) in the page's language: its text, and the language
 * that text is in. German where the English is missing, empty or blank, so that the page can mark
 * it (`lang`, web/src/lib/language.tsx). What is no string splits into null, which select() takes
 * as false. select() rather than field[$lang] lets TypeGen type both; one select() of two objects
 * tests the English once, which keeps the queries within the local GROQ endpoint's node limit
 * (web/local-stack/groqEndpoint.ts, GROQ_LIMITS).
 */
const localized = (path: string) => `select(
  $lang == "en" && count(string::split(${path}.en, "")[${textCharacter}]) > 0
    => { "text": ${path}.en, "lang": "en" },
  { "text": ${path}.de, "lang": "de" }
)`;

/**
 * A localeBlockContent (Portable Text per language), as localized() does a string: its English
 * counts where the text of its blocks (pt::text) does, so that a list of empty blocks is missing.
 */
const localizedBlocks = (path: string) => `select(
  $lang == "en" && count(string::split(pt::text(${path}.en), "")[${textCharacter}]) > 0
    => { "text": ${path}.en, "lang": "en" },
  { "text": ${path}.de, "lang": "de" }
)`;

export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    companyName,
    email,
    phone,
    demoPhone,
    "address": address{
      street,
      postalCode,
      city,
      "country": ${localized('country')}
    },
    "socialLinks": socialLinks[]{ _key, label, url },
    "footerBlurb": ${localized('footerBlurb')},
    "copyright": ${localized('copyright')}
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{
    "items": items[]{ _key, target, "label": ${localized('label')} },
    "headerActions": headerActions{
      "demoLabel": ${localized('demoLabel')},
      "contactLabel": ${localized('contactLabel')}
    },
    "footer": footer{
      "journeyHeading": ${localized('journeyHeading')},
      "contactHeading": ${localized('contactHeading')},
      "contactFormLink": ${localized('contactFormLink')},
      "socialHeading": ${localized('socialHeading')},
      "siteMapHeading": ${localized('siteMapHeading')},
      "industriesLink": ${localized('industriesLink')},
      "caseStudiesLink": ${localized('caseStudiesLink')},
      "trustLink": ${localized('trustLink')},
      "legalHeading": ${localized('legalHeading')},
      "impressumLink": ${localized('impressumLink')},
      "privacyLink": ${localized('privacyLink')}
    }
  },
  "journeySteps": *[_type == "homePage" && _id == "homePage"][0].sections[_type == "journeyStepsSection"][0].steps[]{
    _key,
    "title": ${localized('title')}
  }
}`);

/**
 * An image field for web/src/content/images.ts: the asset reference (its id carries the size)
 * and the editor's crop and hotspot.
 */
const imageFrame = `asset, crop, hotspot`;

/** An image field with its alt text in the page's language. */
const imageFields = `${imageFrame}, "alt": ${localized('alt')}`;

const seoProjection = `"seo": {
  "title": ${localized('seo.title')},
  "description": ${localized('seo.description')},
  "image": seo.image{ ${imageFields} }
}`;

const sectionProjection = `
  "heading": ${localized('heading')},
  "text": ${localized('text')}
`;

/**
 * The founders, as the about page document holds them (Über uns → Gründer): the about page and
 * every „Über uns (Kurzvorstellung)“ section show the same ones, edited in one place.
 */
const foundersProjection = `*[_type == "aboutPage" && _id == "aboutPage"][0].founders[]{
  _key,
  name,
  "role": ${localized('role')},
  "bio": ${localized('bio')},
  "photo": photo{ ${imageFields} }
}`;

/** A figure the site claims, with its source (studio/schemaTypes/objects/keyFigure.ts). */
const keyFigureProjection = `
  "value": ${localized('value')},
  "label": ${localized('label')},
  "description": ${localized('description')},
  "source": source{ url, "text": ${localized('text')} }
`;

/** A testimonial (Kundenstimme), where a section or a case study shows it. */
const testimonialProjection = `
  _id,
  "quote": ${localized('quote')},
  name,
  "role": ${localized('role')},
  company,
  "photo": photo{ ${imageFields} }
`;

/** A case study's card: what the case studies section shows and links to. */
const caseStudyCardProjection = `
  _id,
  "slug": slug.current,
  "title": ${localized('title')},
  "industry": ${localized('industry')},
  "result": result{ ${keyFigureProjection} }
`;

/**
 * A page's sections (studio/schemaTypes/sections/), each with the fields its component in
 * web/src/sections/ renders; references to proof documents are followed here.
 */
const sectionsProjection = `"sections": sections[]{
  _key,
  _type,
  surface,
  _type == "heroSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "badges": badges[]{ _key, "label": ${localized('@')} },
    "certificate": certificate{ url, "label": ${localized('label')} },
    "demoButtonLabel": ${localized('demoButtonLabel')},
    "contactButtonLabel": ${localized('contactButtonLabel')},
    "orbLabel": ${localized('orbLabel')},
    "talkLabel": ${localized('talkLabel')},
    "aiNotice": ${localized('aiNotice')}
  },
  _type == "logoStripSection" => {
    "heading": ${localized('heading')},
    "customers": customers[]->{ _id, name, url, "logo": logo{ ${imageFields} } }
  },
  _type == "productShowcaseSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "panelTitle": ${localized('panelTitle')},
    "exampleLabel": select(isExample == true => ${localized('exampleLabel')}),
    "columns": columns{
      "time": ${localized('time')},
      "caller": ${localized('caller')},
      "reason": ${localized('reason')},
      "outcome": ${localized('outcome')}
    },
    "outcomes": outcomes{
      "booked": ${localized('booked')},
      "forwarded": ${localized('forwarded')},
      "callback": ${localized('callback')},
      "answered": ${localized('answered')}
    },
    "calls": calls[]{
      _key,
      time,
      outcome,
      "caller": ${localized('caller')},
      "reason": ${localized('reason')}
    },
    "appointment": appointment{
      "heading": ${localized('heading')},
      "title": ${localized('title')},
      "when": ${localized('when')},
      "where": ${localized('where')},
      "note": ${localized('note')}
    },
    "summary": summary{
      "heading": ${localized('heading')},
      "meta": ${localized('meta')},
      "text": ${localized('text')}
    }
  },
  _type == "keyFiguresSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "figures": figures[]{ _key, ${keyFigureProjection} }
  },
  _type == "journeyStepsSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "steps": steps[]{ _key, "title": ${localized('title')}, "description": ${localized('description')} },
    "linkLabel": ${localized('linkLabel')}
  },
  _type == "benefitsSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "benefits": benefits[]{
      _key,
      "keyword": ${localized('keyword')},
      "title": ${localized('title')},
      "text": ${localized('text')}
    }
  },
  _type == "sampleConversationSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "conversation": conversation->{
      _id,
      "title": ${localized('title')},
      "industry": ${localized('industry')},
      "lines": lines[]{ _key, speaker, "text": ${localized('text')}, start },
      "audio": audio.asset->{ url, mimeType },
      "audioNote": select(defined(audio.note.de) => ${localized('audio.note')})
    }
  },
  _type == "testimonialsSection" => {
    "heading": ${localized('heading')},
    "testimonials": testimonials[]->{ ${testimonialProjection} }
  },
  _type == "caseStudiesSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "caseStudies": caseStudies[]->{ ${caseStudyCardProjection} },
    "linkLabel": ${localized('linkLabel')}
  },
  _type == "overviewLinksSection" => {
    "heading": ${localized('heading')},
    "links": links[]{ _key, target, "label": ${localized('label')} }
  },
  _type == "aboutTeaserSection" => {
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "founders": ${foundersProjection},
    "linkLabel": ${localized('linkLabel')}
  },
  _type == "faqSection" => {
    "heading": ${localized('heading')},
    "entries": entries[]->{ _id, "question": ${localized('question')}, "answer": ${localized('answer')} }
  },
  _type == "callToActionSection" => {
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "demoLabel": ${localized('demoLabel')},
    "contactLabel": ${localized('contactLabel')}
  },
  _type == "contactSection" => {
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "addressHeading": ${localized('addressHeading')},
    "topics": topics[]{ _key, "value": de, "label": ${localized('@')} },
    "privacyNote": ${localized('privacyNote')},
    "privacyLinkLabel": ${localized('privacyLinkLabel')},
    "nextStep": ${localized('nextStep')},
    "booking": booking{ url, "label": ${localized('label')} }
  }
}`;

/**
 * What every demo call says, edited once in the home page document (Startseite → Demo-Gespräch)
 * and shown by the hero section of any page.
 */
const demoProjection = `"demo": *[_type == "homePage" && _id == "homePage"][0]{
  "callDisclosure": ${localized('callDisclosure')},
  "callTimeLimitMinutes": coalesce(callTimeLimitMinutes, 5),
  "callFallback": ${localized('callFallback')}
}`;

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  _id,
  ${seoProjection},
  ${sectionsProjection},
  ${demoProjection}
}`);

/** A landing page by its slug (/l/<slug>), built from the same sections as the home page. */
export const landingPageQuery = defineQuery(`*[_type == "landingPage" && slug.current == $slug][0]{
  _id,
  "hideMainNavigation": hideMainNavigation == true,
  "demoScenario": demoScenario{
    "greeting": ${localized('greeting')},
    "industry": ${localized('industry')},
    "brief": ${localized('brief')}
  },
  ${seoProjection},
  ${sectionsProjection},
  ${demoProjection}
}`);

/** A case study's own page (/fallstudien/<slug>). */
export const caseStudyPageQuery = defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  _id,
  ${seoProjection},
  "title": ${localized('title')},
  "industry": ${localized('industry')},
  "customer": customer->{ _id, name, url, "logo": logo{ ${imageFields} } },
  "challenge": ${localized('challenge')},
  "solution": ${localized('solution')},
  "result": result{ ${keyFigureProjection} },
  "quote": quote->{ ${testimonialProjection} }
}`);

/** An overview page's own copy (studio/schemaTypes/documents/overviewPage.ts), by its id. */
const overviewProjection = `
  ${seoProjection},
  "heading": ${localized('heading')},
  "intro": ${localized('intro')},
  "linkLabel": ${localized('linkLabel')}
`;

/**
 * „Branchen“ (/branchen): every landing page with an entry for the overview (the Studio's „In der
 * Branchenübersicht“; a page without one is left out), in title order.
 */
export const industriesOverviewQuery =
  defineQuery(`*[_type == "overviewPage" && _id == "industriesOverview"][0]{
  ${overviewProjection},
  "entries": *[_type == "landingPage" && defined(slug.current) && defined(overview.title.de)] | order(overview.title.de asc){
    _id,
    "slug": slug.current,
    "title": ${localized('overview.title')},
    "text": ${localized('overview.text')}
  }
}`);

/** „Fallstudien“ (/fallstudien): every case study as its card, in title order. */
export const caseStudiesOverviewQuery =
  defineQuery(`*[_type == "overviewPage" && _id == "caseStudiesOverview"][0]{
  ${overviewProjection},
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)] | order(title.de asc){
    ${caseStudyCardProjection}
  }
}`);

/** „Vertrauen & Datenschutz“ (/vertrauen): hosting, sub-processors, the DPA, security. */
export const trustPageQuery = defineQuery(`*[_type == "trustPage" && _id == "trustPage"][0]{
  ${seoProjection},
  "heading": ${localized('heading')},
  "intro": ${localized('intro')},
  "hosting": hosting{
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "facts": facts[]{ _key, "label": ${localized('label')}, "value": ${localized('value')} }
  },
  "subProcessors": subProcessors{
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "columns": columns{
      "name": ${localized('name')},
      "purpose": ${localized('purpose')},
      "location": ${localized('location')},
      "legalBasis": ${localized('legalBasis')}
    },
    "rows": rows[]{
      _key,
      name,
      "purpose": ${localized('purpose')},
      "location": ${localized('location')},
      "legalBasis": ${localized('legalBasis')}
    }
  },
  "dpa": dpa{
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "file": file.asset->{ url, size, extension },
    "downloadLabel": ${localized('downloadLabel')},
    "fallbackLabel": ${localized('fallbackLabel')}
  },
  "security": security{
    "heading": ${localized('heading')},
    "measures": measures[]{ _key, "text": ${localized('@')} }
  }
}`);

/** The pages the build prerenders beyond the fixed routes: every landing page and case study. */
export const contentPathsQuery = defineQuery(`{
  "landingPages": *[_type == "landingPage" && defined(slug.current)]{_id, "slug": slug.current, "title": title.de},
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)]{_id, "slug": slug.current, "title": title.de}
}`);

export const journeyPageQuery = defineQuery(`*[_type == "journeyPage" && _id == "journeyPage"][0]{
  ${seoProjection},
  "heading": ${localized('heading')},
  "intro": ${localized('intro')},
  "stations": stations[]{
    _key,
    "title": ${localized('title')},
    "goal": ${localized('goal')},
    "features": features[]{ _key, "text": ${localized('@')} }
  },
  "cta": cta{
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "buttonLabel": ${localized('buttonLabel')}
  }
}`);

export const analyticsPageQuery =
  defineQuery(`*[_type == "analyticsPage" && _id == "analyticsPage"][0]{
  ${seoProjection},
  "heading": ${localized('heading')},
  "intro": ${localized('intro')},
  "benefits": benefits[]{ _key, ${keyFigureProjection} },
  "chart": chart{
    "heading": ${localized('heading')},
    "intro": ${localized('intro')},
    "unit": ${localized('unit')},
    "bars": bars[]{ _key, "label": ${localized('label')}, value },
    "source": source{ url, "text": ${localized('text')} }
  },
  "conclusion": conclusion{ ${sectionProjection} },
  "buttons": buttons{
    "test": ${localized('test')},
    "contact": ${localized('contact')}
  }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  ${seoProjection},
  "heading": ${localized('heading')},
  "intro": ${localized('intro')},
  "foundersHeading": ${localized('foundersHeading')},
  "founders": ${foundersProjection},
  "whoWeAre": whoWeAre{ ${sectionProjection} },
  "story": story{ ${sectionProjection} },
  "claim": ${localized('claim')},
  "mission": mission{ ${sectionProjection} },
  "vision": vision{ ${sectionProjection} },
  "cta": cta{
    "heading": ${localized('heading')},
    "text": ${localized('text')},
    "primaryLabel": ${localized('primaryLabel')},
    "secondaryLabel": ${localized('secondaryLabel')}
  }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]{
  ${seoProjection},
  "heading": ${localized('heading')},
  "body": ${localizedBlocks('body')}
}`);

/**
 * What the prerender puts into every page's head besides the page's own seo (see
 * web/server/seoHead.ts). The share image's English alt text is null where it is blank, so that
 * web/src/content/siteMetadata.ts falls back to the German one.
 */
export const siteMetadataQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteUrl,
  companyName,
  email,
  phone,
  "address": address{ street, postalCode, city, "country": country.de },
  "socialUrls": socialLinks[].url,
  "shareImage": shareImage{
    ${imageFrame},
    "alt": alt{ de, "en": select(count(string::split(en, "")[${textCharacter}]) > 0 => en) }
  }
}`);

/**
 * Every published document but the uploaded files, raw, for the launch check („Vor dem Start“,
 * web/src/content/launchCheck.ts) in the build and in the Studio.
 */
export const allDocumentsQuery = defineQuery(
  `*[!(_id in path("drafts.**")) && !(_type in ["sanity.imageAsset", "sanity.fileAsset"])]`,
);
