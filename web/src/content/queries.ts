import { defineQuery } from 'groq';

// Every GROQ query of the site lives here, so TypeGen types them all (see sanity.types.ts).
// Values always travel as query parameters ($lang, $id), never by string interpolation.
// Localised fields fall back to German when the requested language is missing; the
// select() form (rather than field[$lang]) lets TypeGen type the result as a string.

export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    companyName,
    email,
    phone,
    "address": address{
      street,
      postalCode,
      city,
      "country": coalesce(select($lang == "en" => country.en), country.de)
    },
    "socialLinks": socialLinks[]{ _key, label, url },
    "footerBlurb": coalesce(select($lang == "en" => footerBlurb.en), footerBlurb.de),
    "copyright": coalesce(select($lang == "en" => copyright.en), copyright.de)
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{
    "items": items[]{ _key, target, "label": coalesce(select($lang == "en" => label.en), label.de) },
    "footer": footer{
      "journeyHeading": coalesce(select($lang == "en" => journeyHeading.en), journeyHeading.de),
      "contactHeading": coalesce(select($lang == "en" => contactHeading.en), contactHeading.de),
      "contactFormLink": coalesce(select($lang == "en" => contactFormLink.en), contactFormLink.de),
      "socialHeading": coalesce(select($lang == "en" => socialHeading.en), socialHeading.de),
      "legalHeading": coalesce(select($lang == "en" => legalHeading.en), legalHeading.de),
      "impressumLink": coalesce(select($lang == "en" => impressumLink.en), impressumLink.de),
      "privacyLink": coalesce(select($lang == "en" => privacyLink.en), privacyLink.de)
    }
  },
  "journeySteps": *[_type == "homePage" && _id == "homePage"][0].timeline[]{ _key, "title": coalesce(select($lang == "en" => title.en), title.de) }
}`);

/**
 * An image field for web/src/content/images.ts: the asset reference (its id carries the size)
 * and the editor's crop and hotspot.
 */
const imageFrame = `asset, crop, hotspot`;

/** An image field with its alt text in the page's language. */
const imageFields = `${imageFrame}, "alt": coalesce(select($lang == "en" => alt.en), alt.de)`;

const seoProjection = `"seo": {
  "title": coalesce(select($lang == "en" => seo.title.en), seo.title.de),
  "description": coalesce(select($lang == "en" => seo.description.en), seo.description.de),
  "image": seo.image{ ${imageFields} }
}`;

const sectionProjection = `
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "text": coalesce(select($lang == "en" => text.en), text.de)
`;

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  ${seoProjection},
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "intro": coalesce(select($lang == "en" => intro.en), intro.de),
  "badges": badges[]{ _key, "label": coalesce(select($lang == "en" => en), de) },
  "certificate": certificate{ url, "label": coalesce(select($lang == "en" => label.en), label.de) },
  "orbLabel": coalesce(select($lang == "en" => orbLabel.en), orbLabel.de),
  "aiNotice": coalesce(select($lang == "en" => aiNotice.en), aiNotice.de),
  "callDisclosure": coalesce(select($lang == "en" => callDisclosure.en), callDisclosure.de),
  "callTimeLimitMinutes": coalesce(callTimeLimitMinutes, 5),
  "callFallback": coalesce(select($lang == "en" => callFallback.en), callFallback.de),
  "statsHeading": coalesce(select($lang == "en" => statsHeading.en), statsHeading.de),
  "stats": stats[]{
    _key,
    "value": coalesce(select($lang == "en" => value.en), value.de),
    "label": coalesce(select($lang == "en" => label.en), label.de),
    "description": coalesce(select($lang == "en" => description.en), description.de)
  },
  "timelineHeading": coalesce(select($lang == "en" => timelineHeading.en), timelineHeading.de),
  "timelineIntro": coalesce(select($lang == "en" => timelineIntro.en), timelineIntro.de),
  "timeline": timeline[]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.de),
    "description": coalesce(select($lang == "en" => description.en), description.de)
  },
  "timelineLinkLabel": coalesce(select($lang == "en" => timelineLinkLabel.en), timelineLinkLabel.de),
  "aboutHeading": coalesce(select($lang == "en" => aboutHeading.en), aboutHeading.de),
  "aboutText": coalesce(select($lang == "en" => aboutText.en), aboutText.de),
  "founders": founders[]{
    _key,
    name,
    "role": coalesce(select($lang == "en" => role.en), role.de),
    "bio": coalesce(select($lang == "en" => bio.en), bio.de),
    "photo": photo{ ${imageFields} }
  },
  "aboutLinkLabel": coalesce(select($lang == "en" => aboutLinkLabel.en), aboutLinkLabel.de),
  "contactHeading": coalesce(select($lang == "en" => contactHeading.en), contactHeading.de),
  "contactIntro": coalesce(select($lang == "en" => contactIntro.en), contactIntro.de),
  "addressHeading": coalesce(select($lang == "en" => addressHeading.en), addressHeading.de)
}`);

export const journeyPageQuery = defineQuery(`*[_type == "journeyPage" && _id == "journeyPage"][0]{
  ${seoProjection},
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "intro": coalesce(select($lang == "en" => intro.en), intro.de),
  "stations": stations[]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.de),
    "goal": coalesce(select($lang == "en" => goal.en), goal.de),
    "features": features[]{ _key, "text": coalesce(select($lang == "en" => en), de) }
  },
  "cta": cta{
    "heading": coalesce(select($lang == "en" => heading.en), heading.de),
    "text": coalesce(select($lang == "en" => text.en), text.de),
    "buttonLabel": coalesce(select($lang == "en" => buttonLabel.en), buttonLabel.de)
  }
}`);

export const analyticsPageQuery =
  defineQuery(`*[_type == "analyticsPage" && _id == "analyticsPage"][0]{
  ${seoProjection},
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "intro": coalesce(select($lang == "en" => intro.en), intro.de),
  "benefits": benefits[]{
    _key,
    "metric": coalesce(select($lang == "en" => metric.en), metric.de),
    "title": coalesce(select($lang == "en" => title.en), title.de),
    "text": coalesce(select($lang == "en" => text.en), text.de)
  },
  "conclusion": conclusion{ ${sectionProjection} },
  "buttons": buttons{
    "test": coalesce(select($lang == "en" => test.en), test.de),
    "contact": coalesce(select($lang == "en" => contact.en), contact.de)
  }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  ${seoProjection},
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "intro": coalesce(select($lang == "en" => intro.en), intro.de),
  "whoWeAre": whoWeAre{ ${sectionProjection} },
  "story": story{ ${sectionProjection} },
  "claim": coalesce(select($lang == "en" => claim.en), claim.de),
  "mission": mission{ ${sectionProjection} },
  "vision": vision{ ${sectionProjection} },
  "cta": cta{
    "heading": coalesce(select($lang == "en" => heading.en), heading.de),
    "text": coalesce(select($lang == "en" => text.en), text.de),
    "primaryLabel": coalesce(select($lang == "en" => primaryLabel.en), primaryLabel.de),
    "secondaryLabel": coalesce(select($lang == "en" => secondaryLabel.en), secondaryLabel.de)
  }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]{
  ${seoProjection},
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "body": coalesce(select($lang == "en" => body.en), body.de)
}`);

/** What the prerender puts into every page's head besides the page's own seo (see web/server/seoHead.ts). */
export const siteMetadataQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteUrl,
  companyName,
  email,
  phone,
  "address": address{ street, postalCode, city, "country": country.de },
  "socialUrls": socialLinks[].url,
  "shareImage": shareImage{ ${imageFrame}, "alt": alt{ de, en } }
}`);
