import { keyed, seo, t, tText, type LocaleString, type LocaleText } from '../build';
import { aboutShareImageFrame, founderPhotoFrame, image } from '../images';
import { demoCallLabel } from '../names';
import { companyName } from './site';

const section = (heading: LocaleString, text: LocaleText) => ({ heading, text });

export const aboutPage = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  seo: seo(
    t(`Über uns | ${companyName}`, `About us | ${companyName}`),
    tText(
      'Lernen Sie das Team hinter unseren KI-Sprachassistenten kennen: wer wir sind, woran wir glauben und wie wir mit Ihnen arbeiten.',
      'Meet the team behind our AI voice assistants: who we are, what we believe in and how we work with you.',
    ),
    image(
      'share-about.png',
      t(
        'Muster KI – Über uns: die Porträts der beiden Gründer als Platzhalter-Silhouetten',
        'Muster KI – About us: the two founders’ portraits as placeholder silhouettes',
      ),
      aboutShareImageFrame,
    ),
  ),
  heading: t('Über uns', 'About us'),
  intro: tText(
    'Wir verbinden Beratung und Technik: Wir verstehen Ihre Abläufe und bauen die KI, die zu Ihnen passt.',
    'We bring consulting and technology together: we get to know how you work and build the AI that fits.',
  ),
  foundersHeading: t('Das Gründerteam', 'The founding team'),
  founders: keyed('founder', [
    {
      _type: 'founder',
      name: 'Anna Muster',
      role: t(
        'Gründerin & Geschäftsführerin, KI-Strategie',
        'Founder & Managing Director, AI Strategy',
      ),
      bio: tText(
        'Anna berät seit über zehn Jahren mittelständische Unternehmen bei der Digitalisierung ihres Kundenservice.',
        'For more than ten years, Anna has been helping mid-sized companies digitalise their customer service.',
      ),
      photo: image(
        'founder-anna.png',
        t(
          'Porträt von Anna Muster (Platzhalter): eine Silhouette vor violettem Hintergrund',
          'Portrait of Anna Muster (placeholder): a silhouette against a violet background',
        ),
        founderPhotoFrame,
      ),
    },
    {
      _type: 'founder',
      name: 'Jonas Beispiel',
      role: t('Gründer & Geschäftsführer, Technik', 'Founder & Managing Director, Technology'),
      bio: tText(
        'Jonas entwickelt Sprachsysteme und verantwortet Architektur, Integration und Datensicherheit unserer Assistenten.',
        'Jonas builds voice systems and is responsible for the architecture, integration and data security of our assistants.',
      ),
      photo: image(
        'founder-jonas.png',
        t(
          'Porträt von Jonas Beispiel (Platzhalter): eine Silhouette vor blauem Hintergrund',
          'Portrait of Jonas Beispiel (placeholder): a silhouette against a blue background',
        ),
        founderPhotoFrame,
      ),
    },
  ]),
  whoWeAre: section(
    t('Wer wir sind', 'Who we are'),
    tText(
      `Die ${companyName} ist ein Team aus KI-Beratern, Entwicklern und Gesprächsdesignern. Wir arbeiten für Handwerksbetriebe, Praxen, Händler und Dienstleister, die ihren Kunden mehr Service bieten wollen, ohne ihr Team zu überlasten.`,
      `${companyName} is a team of AI consultants, developers and conversation designers. We work with trade businesses, medical practices, retailers and service providers who want to offer their customers more service without overloading their teams.`,
    ),
  ),
  story: section(
    t('Unsere Geschichte', 'Our story'),
    tText(
      'Alles begann mit einem Telefon, das nie stillstand: In der Praxis eines Bekannten gingen täglich Dutzende Anrufe verloren. Wir bauten einen ersten Sprachassistenten – und sahen, wie viel Entlastung er brachte. Heute begleiten wir Unternehmen in ganz Deutschland auf diesem Weg.',
      'It all started with a phone that never stopped ringing: an acquaintance’s practice was missing dozens of calls every day. We built a first voice assistant – and saw how much pressure it took off. Today we help businesses all over Germany take the same step.',
    ),
  ),
  claim: t(
    'Künstliche Intelligenz, die zuhört – und Ihrem Team den Rücken freihält.',
    'Artificial intelligence that listens – and keeps your team free for what matters.',
  ),
  mission: section(
    t('Unsere Mission', 'Our mission'),
    tText(
      'Wir machen KI für den Mittelstand verständlich, bezahlbar und sicher. Jeder Assistent, den wir bauen, hält sich an europäisches Datenschutzrecht und sagt offen, dass er eine KI ist.',
      'We make AI understandable, affordable and safe for small and mid-sized businesses. Every assistant we build complies with European data protection law and is upfront about being an AI.',
    ),
  ),
  vision: section(
    t('Unsere Vision', 'Our vision'),
    tText(
      'Kein Anruf bleibt mehr unbeantwortet. Menschen kümmern sich um die Gespräche, die Empathie und Erfahrung brauchen – alles andere erledigt ein Assistent, dem Ihre Kunden gerne vertrauen.',
      'No call goes unanswered. People take care of the conversations that need empathy and experience – everything else is handled by an assistant your customers are happy to trust.',
    ),
  ),
  cta: {
    heading: t('Lernen wir uns kennen', 'Let’s get to know each other'),
    text: tText(
      'Starten Sie ein Demo-Gespräch mit unserem KI-Assistenten oder schreiben Sie uns direkt – wir freuen uns auf Ihr Projekt.',
      'Start a demo call with our AI assistant or write to us directly – we look forward to hearing about your project.',
    ),
    primaryLabel: demoCallLabel,
    secondaryLabel: t('Kontakt aufnehmen', 'Get in touch'),
  },
};
