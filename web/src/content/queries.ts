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
    "footer": footer{
      "journeyHeading": ${localized('journeyHeading')},
      "contactHeading": ${localized('contactHeading')},
      "contactFormLink": ${localized('contactFormLink')},
      "socialHeading": ${localized('socialHeading')},
      "legalHeading": ${localized('legalHeading')},
      "impressumLink": ${localized('impressumLink')},
      "privacyLink": ${localized('privacyLink')}
    }
  },
  "journeySteps": *[_type == "homePage" && _id == "homePage"][0].timeline[]{ _key, "title": ${localized('title')} }
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
 * The founders, as the home page document holds them (Startseite → Über uns → Gründer): the home
 * page's teaser and the about page show the same ones, edited in one place.
 */
const foundersProjection = `founders[]{
  _key,
  name,
  "role": ${localized('role')},
  "bio": ${localized('bio')},
  "photo": photo{ ${imageFields} }
}`;

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  ${seoProjection},
  "heading": ${localized('heading')},
  "intro": ${localized('intro')},
  "badges": badges[]{ _key, "label": ${localized('@')} },
  "certificate": certificate{ url, "label": ${localized('label')} },
  "demoButtonLabel": ${localized('demoButtonLabel')},
  "contactButtonLabel": ${localized('contactButtonLabel')},
  "orbLabel": ${localized('orbLabel')},
  "aiNotice": ${localized('aiNotice')},
  "callDisclosure": ${localized('callDisclosure')},
  "callTimeLimitMinutes": coalesce(callTimeLimitMinutes, 5),
  "callFallback": ${localized('callFallback')},
  "statsHeading": ${localized('statsHeading')},
  "stats": stats[]{
    _key,
    "value": ${localized('value')},
    "label": ${localized('label')},
    "description": ${localized('description')}
  },
  "timelineHeading": ${localized('timelineHeading')},
  "timelineIntro": ${localized('timelineIntro')},
  "timeline": timeline[]{
    _key,
    "title": ${localized('title')},
    "description": ${localized('description')}
  },
  "timelineLinkLabel": ${localized('timelineLinkLabel')},
  "aboutHeading": ${localized('aboutHeading')},
  "aboutText": ${localized('aboutText')},
  "founders": ${foundersProjection},
  "aboutLinkLabel": ${localized('aboutLinkLabel')},
  "contactHeading": ${localized('contactHeading')},
  "contactIntro": ${localized('contactIntro')},
  "addressHeading": ${localized('addressHeading')}
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
  "benefits": benefits[]{
    _key,
    "metric": ${localized('metric')},
    "title": ${localized('title')},
    "text": ${localized('text')}
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
  "founders": *[_type == "homePage" && _id == "homePage"][0].${foundersProjection},
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
