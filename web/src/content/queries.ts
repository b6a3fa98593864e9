import { defineQuery } from 'groq';

// Every GROQ query of the site lives here, so TypeGen types them all (see sanity.types.ts).
// Values always travel as query parameters ($lang, $id), never by string interpolation.
// Localised fields fall back to German when the requested language is missing; the
// select() form (rather than field[$lang]) lets TypeGen type the result as a string.

export const layoutQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{
    companyName,
    email,
    phone,
    address,
    "socialLinks": socialLinks[]{ _key, label, url },
    "footerBlurb": coalesce(select($lang == "en" => footerBlurb.en), footerBlurb.de),
    "copyright": coalesce(select($lang == "en" => copyright.en), copyright.de)
  },
  "navigation": *[_id == "navigation"][0]{
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
  "journeySteps": *[_id == "homePage"][0].timeline[]{ _key, "title": coalesce(select($lang == "en" => title.en), title.de) }
}`);

export const simplePageQuery = defineQuery(`*[_id == $id][0]{
  "seo": {
    "title": coalesce(select($lang == "en" => seo.title.en), seo.title.de),
    "description": coalesce(select($lang == "en" => seo.description.en), seo.description.de)
  },
  "heading": coalesce(select($lang == "en" => heading.en), heading.de)
}`);

export const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  "seo": {
    "title": coalesce(select($lang == "en" => seo.title.en), seo.title.de),
    "description": coalesce(select($lang == "en" => seo.description.en), seo.description.de)
  },
  "heading": coalesce(select($lang == "en" => heading.en), heading.de),
  "contactHeading": coalesce(select($lang == "en" => contactHeading.en), contactHeading.de)
}`);
