import { seo, t, tBlocks, tText } from '../build';
import { companyName, siteSettings } from './site';

// Impressum and Datenschutzerklärung. Company facts come from site.ts so they are stated once;
// everything marked "Platzhalter" must be replaced with the company's real details before launch.
// The English versions open by saying that only the German text is legally binding: they are
// translations for convenience, and both must be changed together.

const { email, phone, address } = siteSettings;

const mailLink = `[${email}](mailto:${email})`;
const phoneLink = `[${phone}](tel:${phone.replace(/\s+/g, '')})`;
const street = `${address.street}, ${address.postalCode} ${address.city}`;
const postalAddress = {
  de: `${street}, ${address.country.de}`,
  en: `${street}, ${address.country.en}`,
};
const managingDirectors = {
  de: 'Anna Muster und Jonas Beispiel',
  en: 'Anna Muster and Jonas Beispiel',
};
// A court's name is a proper name, so the English versions keep it in German.
const registerCourt = 'Amtsgericht Berlin-Charlottenburg';
const hostingProvider = {
  de: '[Hosting-Anbieter, Anschrift] (Platzhalter)',
  en: '[hosting provider, address] (placeholder)',
};

export const impressum = {
  _id: 'impressum',
  _type: 'legalPage',
  seo: seo(
    t(`Impressum | ${companyName}`, `Legal notice | ${companyName}`),
    tText(
      `Impressum der ${companyName}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Geschäftsführung, Kontakt, Handelsregister und Umsatzsteuer-ID.`,
      `Legal notice of ${companyName}: provider identification under § 5 DDG with address, management, contact details, commercial register and VAT ID.`,
    ),
  ),
  heading: t('Impressum', 'Legal notice'),
  body: tBlocks(
    'imp',
    `
## Angaben gemäß § 5 DDG

- Name: **${companyName}**
- Rechtsform: Gesellschaft mit beschränkter Haftung (GmbH)
- Sitz der Gesellschaft: ${address.city}
- Anschrift: ${postalAddress.de}

## Vertreten durch

Die Gesellschaft wird durch ihre Geschäftsführer ${managingDirectors.de} vertreten.

## Kontakt

- E-Mail: ${mailLink}
- Telefon: ${phoneLink}

## Registereintrag

- Registergericht: ${registerCourt}
- Registernummer: HRB 000000 (Platzhalter)

## Umsatzsteuer-Identifikationsnummer

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000 (Platzhalter)

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Anna Muster, ${companyName}, ${postalAddress.de}

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz – VSBG). Unser Angebot richtet sich an Unternehmen.

## Haftung für Inhalte

Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Für eigene Inhalte sind wir nach den allgemeinen Gesetzen verantwortlich.

Sobald uns eine Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.

## Haftung für Links

Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.

## Urheberrecht

Die Inhalte und Werke auf dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung. Soweit Inhalte nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und kennzeichnen deren Inhalte als solche.

## Datenschutz

Wie wir personenbezogene Daten verarbeiten, erfahren Sie in unserer [Datenschutzerklärung](/datenschutz).
`,
    `
This English version of our Impressum is provided for your convenience. Only the German version is legally binding.

## Information pursuant to § 5 DDG (German Digital Services Act)

- Name: **${companyName}**
- Legal form: limited liability company (Gesellschaft mit beschränkter Haftung, GmbH)
- Registered office: ${address.city}
- Address: ${postalAddress.en}

## Represented by

The company is represented by its managing directors ${managingDirectors.en}.

## Contact

- Email: ${mailLink}
- Phone: ${phoneLink}

## Commercial register

- Register court: ${registerCourt}
- Registration number: HRB 000000 (placeholder)

## VAT identification number

VAT identification number pursuant to § 27a of the German VAT Act (Umsatzsteuergesetz): DE000000000 (placeholder)

## Responsible for content pursuant to § 18(2) MStV (German Interstate Media Treaty)

Anna Muster, ${companyName}, ${postalAddress.en}

## Consumer dispute resolution

We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act – VSBG). Our services are aimed at businesses.

## Liability for content

We create the content of this website with the greatest possible care. However, we cannot guarantee that it is correct, complete and up to date. We are responsible for our own content under the general laws.

As soon as we become aware of an infringement of the law, we will remove the content concerned without delay.

## Liability for links

Our website contains links to external third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that third-party content. No infringements of the law were apparent at the time the links were set. Continuous monitoring of the content of the linked pages cannot reasonably be expected without concrete indications of an infringement. If we become aware of infringements, we will remove the links concerned without delay.

## Copyright

The content and works on this website are subject to German copyright law. Reproduction, editing, distribution and any kind of use beyond the limits of copyright law require our prior written consent. Where content on this website was not created by us, we respect the copyrights of third parties and identify their content as such.

## Data protection

You can find out how we process personal data in our [privacy policy](/datenschutz).
`,
  ),
};

export const datenschutz = {
  _id: 'datenschutz',
  _type: 'legalPage',
  seo: seo(
    t(`Datenschutzerklärung | ${companyName}`, `Privacy policy | ${companyName}`),
    tText(
      `Datenschutz bei der ${companyName}: welche Daten Website, Demo-Gespräch und Kontaktformular verarbeiten, welche Dienstleister beteiligt sind und Ihre Rechte.`,
      `Data protection at ${companyName}: what data the website, demo call and contact form process, which service providers are involved, and your rights.`,
    ),
  ),
  heading: t('Datenschutzerklärung', 'Privacy policy'),
  body: tBlocks(
    'ds',
    `
## 1. Überblick

Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir auf unserer Website verarbeiten, wozu und auf welcher Rechtsgrundlage, an wen wir sie übermitteln und welche Rechte Sie haben.

Das Wichtigste vorab: Wir setzen **keine Tracking- oder Analysedienste, keine Werbe-Cookies und keinen Dienst zur Standortbestimmung (Geo-Lokalisierung)** ein. Personenbezogene Daten übermitteln wir ausschließlich an die folgenden Dienstleister:

- ${hostingProvider.de}: Hosting der Website
- Sanity AS, Norwegen: Bereitstellung der Seiteninhalte
- Supabase Inc., USA: Speicherung Ihrer E-Mail-Adresse für das Demo-Gespräch in einer Datenbank in der EU
- Vapi, Inc., USA: KI-Sprachassistent des Demo-Gesprächs
- Daily.co, Inc., USA: Audioübertragung in Echtzeit für das Demo-Gespräch
- EmailJS Pte. Ltd., Singapur: Zustellung Ihrer Kontaktanfragen

## 2. Verantwortlicher

Verantwortlich für die Datenverarbeitung auf dieser Website ist die **${companyName}**, ${postalAddress.de}, vertreten durch die Geschäftsführer ${managingDirectors.de}.

- E-Mail: ${mailLink}
- Telefon: ${phoneLink}

## 3. Datenschutzbeauftragter

Ein Datenschutzbeauftragter ist nicht benannt, da nicht gesetzlich erforderlich (Platzhalter, bitte prüfen). Bei Fragen zum Datenschutz erreichen Sie uns jederzeit unter ${mailLink}.

## 4. Zwecke und Rechtsgrundlagen im Überblick

- **Bereitstellung und Sicherheit der Website** (Hosting, Seiteninhalte): Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in einer stabilen, sicheren und schnellen Auslieferung der Website.
- **Demo-Gespräch** (Speicherung Ihrer E-Mail-Adresse, Cookies, Gespräch mit dem KI-Sprachassistenten): Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, für die Cookies zusätzlich nach § 25 Abs. 1 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).
- **Kontaktanfragen**: Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertragsschluss gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO.
- **Schutz des Kontaktformulars vor Mehrfachversand**: § 25 Abs. 2 Nr. 2 TDDDG und Art. 6 Abs. 1 lit. f DSGVO.
- **Gesetzliche Aufbewahrungspflichten**: Art. 6 Abs. 1 lit. c DSGVO.

Wir verarbeiten Ihre Daten ausschließlich zu den in dieser Erklärung genannten Zwecken.

## 5. Hosting und Server-Logfiles

Unsere Website wird bei ${hostingProvider.de} betrieben. Bei jedem Seitenaufruf verarbeitet der Server automatisch folgende Daten in sogenannten Server-Logfiles:

- IP-Adresse des anfragenden Geräts
- Datum und Uhrzeit des Zugriffs
- aufgerufene URL
- User-Agent (Browser, Version und Betriebssystem)

Diese Daten sind technisch erforderlich, um Ihnen die Website auszuliefern und ihre Sicherheit zu gewährleisten, etwa zur Abwehr von Angriffen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO.

**Speicherdauer:** Die Logfiles werden nach sieben Tagen gelöscht (Platzhalter, bitte an den Hosting-Vertrag anpassen). Ist ein Eintrag zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich, bewahren wir ihn bis zu dessen Abschluss auf.

## 6. Seiteninhalte aus Sanity

Texte und Bilder dieser Website pflegen wir im Content-Management-System der Sanity AS, Norwegen, das die Seiteninhalte ausliefert. Personenbezogene Daten unserer Website-Besucher speichern wir dort nicht.

Werden Inhalte oder Bilder beim Aufruf einer Seite direkt in Ihrem Browser von Sanity geladen, erhält Sanity lediglich die technisch notwendigen Verbindungsdaten: IP-Adresse, Zeitpunkt, angefragte Ressource und User-Agent. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Norwegen gehört zum Europäischen Wirtschaftsraum, in dem die DSGVO ebenfalls gilt.

**Speicherdauer:** nur so lange, wie für Auslieferung und Sicherheit erforderlich ([Speicherdauer bei Sanity] – Platzhalter, bitte prüfen).

## 7. Demo-Gespräch

Auf unserer Startseite können Sie mit unserem KI-Sprachassistenten sprechen. Vor Ihrem ersten Gespräch bitten wir Sie in einem Dialog um Ihre E-Mail-Adresse und Ihre Einwilligung. Ohne Einwilligung findet keine der folgenden Verarbeitungen statt.

### Speicherung Ihrer E-Mail-Adresse (Supabase)

Nach Ihrer Einwilligung speichern wir folgende Angaben in einer Datenbank in der EU-Region, die die Supabase Inc., USA, für uns betreibt:

- Ihre E-Mail-Adresse
- eine zufällig erzeugte Sitzungskennung (Session-ID)
- den Vermerk, dass Sie in die Speicherung Ihrer E-Mail-Adresse für das Demo-Gespräch eingewilligt haben, und den Zeitpunkt dieser Einwilligung
- die Version des Einwilligungstextes (derzeit „1.0“)
- den Zeitpunkt der Anlage des Eintrags
- den Zeitpunkt Ihres letzten Demo-Gesprächs und die Anzahl Ihrer Gespräche

Wir nutzen diese Angaben ausschließlich, um Ihnen das Demo-Gespräch bereitzustellen, Sie bei einem späteren Besuch wiederzuerkennen (damit wir Sie nicht erneut nach Ihrer E-Mail-Adresse fragen), Ihre Einwilligung nachzuweisen (Art. 7 Abs. 1 DSGVO) und Missbrauch des Demo-Gesprächs vorzubeugen. **Wir senden Ihnen an diese Adresse keinen Newsletter und keine Werbung;** Ihre Einwilligung im Dialog gilt allein der Speicherung für das Demo-Gespräch. Bei jedem weiteren Gespräch aktualisieren wir die beiden letztgenannten Angaben.

Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel per E-Mail an ${mailLink}.

**Speicherdauer:** bis zu Ihrem Widerruf, danach löschen wir den Eintrag unverzüglich; unabhängig davon spätestens 24 Monate nach Ihrem letzten Demo-Gespräch (Platzhalter, bitte prüfen).

### Cookies des Demo-Gesprächs

Damit Sie bei späteren Besuchen nicht erneut nach Ihrer E-Mail-Adresse gefragt werden, setzen wir nach Ihrer Einwilligung im Dialog zwei eigene Cookies (First-Party-Cookies):

- ein Sitzungs-ID-Cookie mit Ihrer zufällig erzeugten Sitzungskennung
- ein E-Mail-Cookie mit Ihrer E-Mail-Adresse

Beide Cookies gelten für die gesamte Website (Pfad „/“). Sie werden nicht an Dritte weitergegeben und nicht zu Tracking-Zwecken ausgewertet. Rechtsgrundlage ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO.

**Speicherdauer:** 365 Tage. Sie können die Cookies jederzeit in Ihren Browsereinstellungen löschen.

### KI-Sprachassistent (Vapi)

**Ihr Gesprächspartner im Demo-Gespräch ist ein KI-System, kein Mensch.** Darauf weisen wir Sie im Sinne von Art. 50 der KI-Verordnung (EU) 2024/1689 hin.

Den Sprachassistenten betreibt für uns die Vapi, Inc., USA. Sobald Sie ein Gespräch starten und den Zugriff auf Ihr Mikrofon in Ihrem Browser freigeben, wird Ihre Sprache als Audiosignal an Vapi übertragen und dort für das Demo-Gespräch verarbeitet:

- Spracherkennung: Umwandlung Ihrer Sprache in Text
- Sprachmodell: Erzeugung der Antwort
- Sprachsynthese: Umwandlung der Antwort in gesprochene Sprache

Daneben verarbeitet Vapi Verbindungsdaten wie IP-Adresse, User-Agent sowie Zeitpunkt und Dauer des Gesprächs. Für einzelne Verarbeitungsschritte setzt Vapi eigene Unterauftragsverarbeiter ein. Ihre Stimme nutzen wir nicht, um Sie zu identifizieren. Bitte nennen Sie im Demo-Gespräch keine sensiblen Angaben, etwa zu Ihrer Gesundheit, und keine Daten anderer Personen.

Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können das Gespräch jederzeit über dieselbe Schaltfläche beenden, mit der Sie es gestartet haben; es endet außerdem nach der angezeigten Höchstdauer und wenn Sie die Seite verlassen.

Während des Gesprächs zeigt die Seite eine Mitschrift dessen, was Sie und der Assistent sagen. Den Text erzeugt Vapi bei der Spracherkennung; unsere Website zeigt ihn nur in Ihrem Browser an, speichert ihn nicht und sendet ihn nirgendwohin. Er verschwindet, sobald Sie ein neues Gespräch beginnen oder die Seite verlassen.

**Speicherdauer:** Ob und wie lange Vapi Aufzeichnungen oder Transkripte des Gesprächs speichert, richtet sich nach der Konfiguration unseres KI-Assistenten für das Demo-Gespräch ([Speicherdauer bei Vapi] – Platzhalter, bitte prüfen).

### Audioübertragung (Daily)

Für die Echtzeit-Übertragung der Audiodaten zwischen Ihrem Browser und dem Sprachassistenten wird die WebRTC-Infrastruktur der Daily.co, Inc., USA, genutzt. Die dafür nötige Programmbibliothek wird erst geladen, wenn Sie ein Gespräch starten, nicht schon beim Seitenaufruf. Daily verarbeitet dabei Ihre Audiodaten sowie Verbindungsdaten wie IP-Adresse, Browser- und Gerätedaten und Verbindungsqualität.

Schlägt der Verbindungsaufbau fehl, sendet die Bibliothek einen Fehlerbericht an den eigenen Fehlerdienst von Daily. Er enthält technische Angaben zum Fehler, zu Browser und Verbindung sowie Ihre IP-Adresse, aber keine Gesprächsinhalte.

Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), für die Fehlerberichte unser berechtigtes Interesse an einer funktionierenden Verbindung (Art. 6 Abs. 1 lit. f DSGVO).

**Speicherdauer:** Audiodaten leitet Daily nur während des Gesprächs weiter; für Verbindungsdaten und Fehlerberichte gilt: [Speicherdauer bei Daily] (Platzhalter, bitte prüfen).

## 8. Kontaktformular (EmailJS)

Nachrichten aus dem Kontaktformular stellt uns der E-Mail-Versanddienst EmailJS der EmailJS Pte. Ltd., Singapur, per E-Mail zu. Übertragen werden:

- Name
- E-Mail-Adresse
- Unternehmen (freiwillig)
- Ihre Nachricht
- Zeitpunkt des Absendens

Technisch bedingt erhält EmailJS dabei auch Ihre IP-Adresse. Wir verwenden Ihre Angaben ausschließlich, um Ihre Anfrage zu bearbeiten und Ihnen zu antworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertragsschluss gerichtet ist (vorvertragliche Maßnahmen), im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung Ihrer Anfrage.

Damit das Formular nicht in kurzer Folge mehrfach abgeschickt wird, speichert Ihr Browser den Zeitpunkt der letzten Sendung in seinem lokalen Speicher (localStorage). Dies ist kein Cookie; der Eintrag enthält keine Inhalte Ihrer Anfrage und wird nicht an uns übertragen. Das Speichern ist für den von Ihnen gewünschten Versand unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).

**Speicherdauer:** Wir löschen Ihre Anfrage, sobald sie abschließend bearbeitet ist, es sei denn, gesetzliche Aufbewahrungspflichten stehen entgegen (etwa sechs Jahre für Handelsbriefe nach § 257 HGB und § 147 AO). Bei EmailJS gilt: [Speicherdauer bei EmailJS] (Platzhalter, bitte prüfen). Den localStorage-Eintrag können Sie jederzeit über Ihre Browsereinstellungen löschen.

## 9. Empfänger

Empfänger Ihrer Daten sind ausschließlich die in den Abschnitten 5 bis 8 genannten Dienstleister, jeweils nur mit den Daten, die sie für ihre Aufgabe benötigen. Sie verarbeiten die Daten als unsere Auftragsverarbeiter nach Art. 28 DSGVO nur nach unseren Weisungen (Platzhalter: Verträge bitte prüfen).

An Behörden geben wir Daten nur weiter, wenn wir gesetzlich dazu verpflichtet sind.

## 10. Übermittlung in Drittländer

Supabase, Vapi und Daily haben ihren Sitz in den USA, EmailJS in Singapur. Bei ihrer Nutzung können personenbezogene Daten in diese Länder gelangen. Bei Supabase liegen die Daten zwar in der EU, ein Zugriff aus den USA, etwa zu Wartungszwecken, ist aber nicht auszuschließen.

- **USA:** Die Übermittlung erfolgt auf Grundlage des Angemessenheitsbeschlusses der EU-Kommission zum EU-U.S. Data Privacy Framework (Art. 45 DSGVO), soweit der Anbieter danach zertifiziert ist, andernfalls auf Grundlage von EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO; Platzhalter, bitte je Anbieter prüfen).
- **Singapur:** Für Singapur besteht kein Angemessenheitsbeschluss; die Übermittlung erfolgt auf Grundlage von EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO; Platzhalter, bitte prüfen).

Eine Kopie der jeweiligen Garantien erhalten Sie auf Anfrage unter ${mailLink}.

## 11. Pflicht zur Bereitstellung

Die Bereitstellung Ihrer Daten ist gesetzlich und vertraglich nicht vorgeschrieben, also freiwillig. Ohne Ihre E-Mail-Adresse und Einwilligung können Sie kein Demo-Gespräch führen. Ohne Ihre Kontaktdaten können wir Ihre Anfrage nicht beantworten. Die Verbindungsdaten sind technisch erforderlich, um die Website aufzurufen.

## 12. Keine automatisierte Entscheidungsfindung

Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt. Die Antworten des KI-Sprachassistenten werden zwar automatisch erzeugt, haben für Sie aber keine rechtliche oder ähnlich erhebliche Wirkung.

## 13. SSL-/TLS-Verschlüsselung

Diese Website und die Verbindungen zu den genannten Dienstleistern sind per SSL/TLS verschlüsselt. Sie erkennen dies an „https://“ in der Adresszeile Ihres Browsers.

## 14. Ihre Rechte

Sie haben folgende Rechte:

- Auskunft (Art. 15 DSGVO)
- Berichtigung (Art. 16 DSGVO)
- Löschung (Art. 17 DSGVO)
- Einschränkung der Verarbeitung (Art. 18 DSGVO)
- Datenübertragbarkeit (Art. 20 DSGVO)
- Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)

Berichtigen oder löschen wir Daten oder schränken wir ihre Verarbeitung ein, teilen wir dies den Empfängern mit (Art. 19 DSGVO). Für alle Anliegen genügt eine formlose Nachricht an ${mailLink}.

### Widerruf Ihrer Einwilligung

Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), etwa per E-Mail. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.

### Widerspruchsrecht nach Art. 21 DSGVO

**Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie der Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.**

### Beschwerderecht bei einer Aufsichtsbehörde

Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin, [www.datenschutz-berlin.de](https://www.datenschutz-berlin.de).

## 15. Änderungen dieser Datenschutzerklärung

Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, die eingesetzten Dienste oder die Rechtslage ändern.

Stand: November 2026
`,
    `
This English version of our Datenschutzerklärung is provided for your convenience. Only the German version is legally binding.

## 1. Overview

In this privacy policy, we inform you in accordance with Art. 13 of the General Data Protection Regulation (GDPR) which personal data we process on our website, for what purposes and on what legal basis, to whom we transfer it and what rights you have.

The key points first: we use **no tracking or analytics services, no advertising cookies and no location service (geolocation)**. We transfer personal data exclusively to the following service providers:

- ${hostingProvider.en}: hosting of the website
- Sanity AS, Norway: delivery of the page content
- Supabase Inc., USA: storage of your email address for the demo call in a database in the EU
- Vapi, Inc., USA: AI voice assistant of the demo call
- Daily.co, Inc., USA: real-time audio transmission for the demo call
- EmailJS Pte. Ltd., Singapore: delivery of your contact requests

## 2. Controller

The controller responsible for data processing on this website is **${companyName}**, ${postalAddress.en}, represented by its managing directors ${managingDirectors.en}.

- Email: ${mailLink}
- Phone: ${phoneLink}

## 3. Data protection officer

No data protection officer has been appointed, as this is not required by law (placeholder, please verify). If you have any questions about data protection, you can reach us at any time at ${mailLink}.

## 4. Purposes and legal bases at a glance

- **Provision and security of the website** (hosting, page content): Art. 6(1)(f) GDPR. Our legitimate interest lies in delivering the website in a stable, secure and fast manner.
- **Demo call** (storage of your email address, cookies, conversation with the AI voice assistant): your consent under Art. 6(1)(a) GDPR and, for the cookies, additionally under § 25(1) of the German Telecommunications Digital Services Data Protection Act (TDDDG).
- **Contact requests**: Art. 6(1)(b) GDPR if your request is aimed at concluding a contract, otherwise Art. 6(1)(f) GDPR.
- **Protecting the contact form against repeated submission**: § 25(2) no. 2 TDDDG and Art. 6(1)(f) GDPR.
- **Statutory retention obligations**: Art. 6(1)(c) GDPR.

We process your data exclusively for the purposes stated in this privacy policy.

## 5. Hosting and server log files

Our website is hosted by ${hostingProvider.en}. Each time a page is accessed, the server automatically processes the following data in so-called server log files:

- IP address of the requesting device
- date and time of access
- URL accessed
- user agent (browser, version and operating system)

This data is technically necessary to deliver the website to you and to ensure its security, for example to fend off attacks. The legal basis is Art. 6(1)(f) GDPR.

**Retention period:** The log files are deleted after seven days (placeholder, please adjust to the hosting contract). If an entry is needed to investigate a specific security incident, we keep it until the investigation has been completed.

## 6. Page content from Sanity

We manage the texts and images of this website in the content management system of Sanity AS, Norway, which delivers the page content. We do not store any personal data of our website visitors there.

If content or images are loaded from Sanity directly into your browser when you open a page, Sanity receives only the technically necessary connection data: IP address, time, requested resource and user agent. The legal basis is Art. 6(1)(f) GDPR. Norway is part of the European Economic Area, where the GDPR also applies.

**Retention period:** only as long as necessary for delivery and security ([retention period at Sanity] – placeholder, please verify).

## 7. Demo call

On our home page, you can talk to our AI voice assistant. Before your first conversation, a dialog asks you for your email address and your consent. Without your consent, none of the following processing takes place.

### Storage of your email address (Supabase)

Once you have given your consent, we store the following information in a database in the EU region that Supabase Inc., USA, operates on our behalf:

- your email address
- a randomly generated session identifier (session ID)
- a record that you consented to the storage of your email address for the demo call, and of when you did
- the version of the consent text (currently "1.0")
- the time the entry was created
- the time of your last demo call and the number of your calls

We use this information only to provide you with the demo call, to recognise you when you come back (so that we do not ask for your email address again), to demonstrate your consent (Art. 7(1) GDPR) and to prevent misuse of the demo call. **We send you no newsletter and no advertising at this address;** your consent in the dialog covers only the storage for the demo call. With each further conversation, we update the last two items.

The legal basis is your consent (Art. 6(1)(a) GDPR). You can withdraw it at any time with effect for the future, for example by email to ${mailLink}.

**Retention period:** until you withdraw your consent, after which we delete the entry without undue delay; regardless of this, no later than 24 months after your last demo call (placeholder, please verify).

### Demo call cookies

So that you are not asked for your email address again on later visits, we set two cookies of our own (first-party cookies) once you have given your consent in the dialog:

- a session ID cookie containing your randomly generated session identifier
- an email cookie containing your email address

Both cookies apply to the entire website (path "/"). They are not passed on to third parties and are not analysed for tracking purposes. The legal basis is your consent under § 25(1) TDDDG and Art. 6(1)(a) GDPR.

**Retention period:** 365 days. You can delete the cookies at any time in your browser settings.

### AI voice assistant (Vapi)

**The other party in the demo call is an AI system, not a human.** We inform you of this in accordance with Art. 50 of the AI Act, Regulation (EU) 2024/1689.

The voice assistant is operated for us by Vapi, Inc., USA. As soon as you start a conversation and allow access to your microphone in your browser, your speech is transmitted to Vapi as an audio signal and processed there for the demo call:

- speech recognition: converting your speech into text
- language model: generating the response
- speech synthesis: converting the response into spoken language

In addition, Vapi processes connection data such as IP address, user agent and the time and duration of the conversation. Vapi uses its own sub-processors for individual processing steps. We do not use your voice to identify you. Please do not share any sensitive information in the demo call, such as details about your health, or any data about other people.

The legal basis is your consent (Art. 6(1)(a) GDPR). You can end the conversation at any time using the same button you used to start it; it also ends after the maximum duration shown and when you leave the page.

During the conversation, the page shows a transcript of what you and the assistant say. Vapi produces the text during speech recognition; our website only displays it in your browser, does not store it and does not send it anywhere. It disappears as soon as you start a new conversation or leave the page.

**Retention period:** Whether and for how long Vapi stores recordings or transcripts of the conversation depends on the configuration of our AI assistant for the demo call ([retention period at Vapi] – placeholder, please verify).

### Audio transmission (Daily)

The WebRTC infrastructure of Daily.co, Inc., USA, is used to transmit the audio data in real time between your browser and the voice assistant. The software library required for this is loaded only when you start a conversation, not when the page is opened. In doing so, Daily processes your audio data as well as connection data such as IP address, browser and device data and connection quality.

If the connection cannot be established, the library sends an error report to Daily's own error service. It contains technical details about the error, the browser and the connection as well as your IP address, but no conversation content.

The legal basis is your consent (Art. 6(1)(a) GDPR); for the error reports, it is our legitimate interest in a working connection (Art. 6(1)(f) GDPR).

**Retention period:** Daily relays audio data only during the conversation; for connection data and error reports: [retention period at Daily] (placeholder, please verify).

## 8. Contact form (EmailJS)

Messages from the contact form are delivered to us by email via the email delivery service EmailJS of EmailJS Pte. Ltd., Singapore. The following data is transmitted:

- name
- email address
- company (optional)
- your message
- time of sending

For technical reasons, EmailJS also receives your IP address. We use your information exclusively to process your request and to reply to you. The legal basis is Art. 6(1)(b) GDPR if your request is aimed at concluding a contract (pre-contractual measures), otherwise Art. 6(1)(f) GDPR; our legitimate interest lies in answering your request.

To prevent the form from being submitted several times in quick succession, your browser stores the time of the last submission in its local storage (localStorage). This is not a cookie; the entry contains none of the content of your request and is not transmitted to us. Storing it is strictly necessary for the sending you have requested (§ 25(2) no. 2 TDDDG).

**Retention period:** We delete your request once it has been dealt with conclusively, unless statutory retention obligations prevent this (for example, six years for business letters under § 257 of the German Commercial Code (HGB) and § 147 of the German Fiscal Code (AO)). At EmailJS: [retention period at EmailJS] (placeholder, please verify). You can delete the localStorage entry at any time in your browser settings.

## 9. Recipients

The only recipients of your data are the service providers named in sections 5 to 8, each receiving only the data they need for their task. They process the data as our processors under Art. 28 GDPR and only on our instructions (placeholder: please verify the contracts).

We pass data on to public authorities only if we are legally obliged to do so.

## 10. Transfers to third countries

Supabase, Vapi and Daily are based in the USA, EmailJS in Singapore. When these services are used, personal data may reach these countries. Although Supabase stores the data in the EU, access from the USA, for example for maintenance purposes, cannot be ruled out.

- **USA:** Transfers are based on the European Commission's adequacy decision on the EU-U.S. Data Privacy Framework (Art. 45 GDPR) where the provider is certified under it, and otherwise on EU standard contractual clauses (Art. 46(2)(c) GDPR; placeholder, please verify for each provider).
- **Singapore:** There is no adequacy decision for Singapore; transfers are based on EU standard contractual clauses (Art. 46(2)(c) GDPR; placeholder, please verify).

You can obtain a copy of the respective safeguards on request at ${mailLink}.

## 11. Obligation to provide data

You are not required by law or by contract to provide your data; doing so is voluntary. Without your email address and consent, you cannot have a demo call. Without your contact details, we cannot answer your request. The connection data is technically necessary to access the website.

## 12. No automated decision-making

There is no automated decision-making, including profiling, within the meaning of Art. 22 GDPR. Although the responses of the AI voice assistant are generated automatically, they have no legal or similarly significant effect on you.

## 13. SSL/TLS encryption

This website and the connections to the service providers named above are encrypted with SSL/TLS. You can recognise this by "https://" in your browser's address bar.

## 14. Your rights

You have the following rights:

- access (Art. 15 GDPR)
- rectification (Art. 16 GDPR)
- erasure (Art. 17 GDPR)
- restriction of processing (Art. 18 GDPR)
- data portability (Art. 20 GDPR)
- objection to processing (Art. 21 GDPR)

If we rectify or erase data or restrict its processing, we inform the recipients (Art. 19 GDPR). For any of these requests, an informal message to ${mailLink} is sufficient.

### Withdrawing your consent

You can withdraw any consent you have given at any time with effect for the future (Art. 7(3) GDPR), for example by email. This does not affect the lawfulness of the processing carried out before the withdrawal.

### Right to object under Art. 21 GDPR

**If we process your data on the basis of Art. 6(1)(f) GDPR, you may object to the processing at any time on grounds relating to your particular situation. We will then no longer process the data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.**

### Right to lodge a complaint with a supervisory authority

You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the Member State of your habitual residence, your place of work or the place of the alleged infringement. The authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit), Alt-Moabit 59–61, 10555 Berlin, [www.datenschutz-berlin.de](https://www.datenschutz-berlin.de).

## 15. Changes to this privacy policy

We update this privacy policy when our website, the services we use or the legal situation change.

Last updated: November 2026
`,
  ),
};
