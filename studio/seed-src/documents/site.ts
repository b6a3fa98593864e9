import { keyed, t, tText } from '../build';
import { image } from '../images';
import { consultationLabel, demoCallLabel } from '../names';

export const companyName = 'Muster KI GmbH';

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName,
  // Placeholders until the company's real details are entered in the Studio.
  siteUrl: 'https://www.example.de',
  shareImage: image(
    'share-default.png',
    t(
      `${companyName}: KI-Sprachassistenten und KI-Beratung`,
      `${companyName}: AI voice assistants and AI consulting`,
    ),
  ),
  email: 'kontakt@example.de',
  phone: '+49 30 12345678',
  address: {
    _type: 'postalAddress',
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: t('Deutschland', 'Germany'),
  },
  socialLinks: keyed('social', [
    { _type: 'socialLink', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { _type: 'socialLink', label: 'GitHub', url: 'https://github.com/example' },
  ]),
  footerBlurb: tText(
    'Innovative KI-Lösungen für die Zukunft Ihres Unternehmens.',
    'Innovative AI solutions for the future of your business.',
  ),
  copyright: t(
    `© 2025 ${companyName}. Alle Rechte vorbehalten.`,
    `© 2025 ${companyName}. All rights reserved.`,
  ),
};

export const navigation = {
  _id: 'navigation',
  _type: 'navigation',
  items: keyed('nav', [
    { _type: 'navItem', label: t('Home', 'Home'), target: '/' },
    { _type: 'navItem', label: t('Ihre Reise', 'Your journey'), target: '/journey' },
    {
      _type: 'navItem',
      label: t('Analysen & Zeitersparnisse', 'Analytics & time savings'),
      target: '/analytics',
    },
    { _type: 'navItem', label: t('Über uns', 'About us'), target: '/about' },
    { _type: 'navItem', label: t('Kontakt', 'Contact'), target: '/#contact' },
  ]),
  // The same words as the home page's hero buttons (home.ts).
  headerActions: { demoLabel: demoCallLabel, contactLabel: consultationLabel },
  footer: {
    journeyHeading: t('Ihre Reise', 'Your journey'),
    contactHeading: t('Kontakt', 'Contact'),
    contactFormLink: t('Zum Kontaktformular', 'Go to the contact form'),
    socialHeading: t('Folgen Sie uns', 'Follow us'),
    siteMapHeading: t('Überblick', 'Overview'),
    industriesLink: t('Branchen', 'Industries'),
    caseStudiesLink: t('Fallstudien', 'Case studies'),
    trustLink: t('Vertrauen & Datenschutz', 'Trust & data protection'),
    legalHeading: t('Rechtliches', 'Legal'),
    impressumLink: t('Impressum', 'Legal notice'),
    privacyLink: t('Datenschutz', 'Privacy policy'),
  },
};
