import { de, deText, seo } from '../build';
import { companyName } from './site';

const section = (heading: string, text: string) => ({ heading: de(heading), text: deText(text) });

export const aboutPage = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  seo: seo(
    `Über uns | ${companyName}`,
    'Lernen Sie das Team hinter unseren KI-Sprachassistenten kennen: wer wir sind, woran wir glauben und wie wir mit Ihnen arbeiten.',
  ),
  heading: de('Über uns'),
  intro: deText(
    'Wir verbinden Beratung und Technik: Wir verstehen Ihre Abläufe und bauen die KI, die zu ihnen passt.',
  ),
  whoWeAre: section(
    'Wer wir sind',
    `Die ${companyName} ist ein Team aus KI-Beratern, Entwicklern und Gesprächsdesignern. Wir arbeiten für Handwerksbetriebe, Praxen, Händler und Dienstleister, die ihren Kunden mehr Service bieten wollen, ohne ihr Team zu überlasten.`,
  ),
  story: section(
    'Unsere Geschichte',
    'Alles begann mit einem Telefon, das nie stillstand: In der Praxis eines Bekannten gingen täglich Dutzende Anrufe verloren. Wir bauten einen ersten Sprachassistenten – und sahen, wie viel Entlastung er brachte. Heute begleiten wir Unternehmen in ganz Deutschland auf diesem Weg.',
  ),
  claim: de('Künstliche Intelligenz, die zuhört – und Ihrem Team den Rücken freihält.'),
  mission: section(
    'Unsere Mission',
    'Wir machen KI für den Mittelstand verständlich, bezahlbar und sicher. Jeder Assistent, den wir bauen, hält sich an europäisches Datenschutzrecht und sagt offen, dass er eine KI ist.',
  ),
  vision: section(
    'Unsere Vision',
    'Kein Anruf bleibt mehr unbeantwortet. Menschen kümmern sich um die Gespräche, die Empathie und Erfahrung brauchen – alles andere erledigt ein Assistent, dem Ihre Kunden gerne vertrauen.',
  ),
  cta: {
    heading: de('Lernen wir uns kennen'),
    text: deText(
      'Sprechen Sie mit unserem Demo-Assistenten oder schreiben Sie uns direkt – wir freuen uns auf Ihr Projekt.',
    ),
    primaryLabel: de('Demo-Assistenten testen'),
    secondaryLabel: de('Kontakt aufnehmen'),
  },
};
