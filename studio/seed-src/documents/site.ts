import { de, deText, keyed } from '../build';

export const companyName = 'Muster KI GmbH';

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName,
  // Placeholders until the company's real details are entered in the Studio.
  siteUrl: 'https://www.example.de',
  email: 'kontakt@example.de',
  phone: '+49 30 12345678',
  address: {
    _type: 'postalAddress',
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
  },
  socialLinks: keyed('social', [
    { _type: 'socialLink', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { _type: 'socialLink', label: 'GitHub', url: 'https://github.com/example' },
  ]),
  footerBlurb: deText('Innovative KI-Lösungen für die Zukunft Ihres Unternehmens.'),
  copyright: de(`© 2025 ${companyName}. Alle Rechte vorbehalten.`),
};

export const navigation = {
  _id: 'navigation',
  _type: 'navigation',
  items: keyed('nav', [
    { _type: 'navItem', label: de('Home'), target: '/' },
    { _type: 'navItem', label: de('Ihre Reise'), target: '/journey' },
    { _type: 'navItem', label: de('Analysen & Zeitersparnisse'), target: '/analytics' },
    { _type: 'navItem', label: de('Über uns'), target: '/about' },
    { _type: 'navItem', label: de('Kontakt'), target: '/#contact' },
  ]),
  footer: {
    journeyHeading: de('Ihre Reise'),
    contactHeading: de('Kontakt'),
    contactFormLink: de('Zum Kontaktformular'),
    socialHeading: de('Folgen Sie uns'),
    legalHeading: de('Rechtliches'),
    impressumLink: de('Impressum'),
    privacyLink: de('Datenschutz'),
  },
};
