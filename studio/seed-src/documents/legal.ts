import { de, deBlocks, seo } from '../build';
import { companyName, siteSettings } from './site';

// Impressum and Datenschutzerklärung. Company facts come from site.ts so they are stated once;
// everything marked "Platzhalter" must be replaced with the company's real details before launch.

const { email, phone, address } = siteSettings;

const mailLink = `[${email}](mailto:${email})`;
const phoneLink = `[${phone}](tel:${phone.replace(/\s+/g, '')})`;
const postalAddress = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
const managingDirectors = 'Anna Muster und Jonas Beispiel';
const registerCourt = 'Amtsgericht Berlin-Charlottenburg';
const hostingProvider = '[Hosting-Anbieter, Anschrift] (Platzhalter)';

export const impressum = {
  _id: 'impressum',
  _type: 'legalPage',
  seo: seo(
    `Impressum | ${companyName}`,
    `Impressum der ${companyName}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Geschäftsführung, Kontakt, Handelsregister und Umsatzsteuer-ID.`,
  ),
  heading: de('Impressum'),
  body: deBlocks(
    'imp',
    `
## Angaben gemäß § 5 DDG

- Name: **${companyName}**
- Rechtsform: Gesellschaft mit beschränkter Haftung (GmbH)
- Sitz der Gesellschaft: ${address.city}
- Anschrift: ${postalAddress}

## Vertreten durch

Die Gesellschaft wird durch ihre Geschäftsführer ${managingDirectors} vertreten.

## Kontakt

- E-Mail: ${mailLink}
- Telefon: ${phoneLink}

## Registereintrag

- Registergericht: ${registerCourt}
- Registernummer: HRB 000000 (Platzhalter)

## Umsatzsteuer-Identifikationsnummer

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000 (Platzhalter)

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Anna Muster, ${companyName}, ${postalAddress}

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
  ),
};

export const datenschutz = {
  _id: 'datenschutz',
  _type: 'legalPage',
  seo: seo(
    `Datenschutzerklärung | ${companyName}`,
    `Datenschutz bei der ${companyName}: welche Daten Website, Voice-Demo und Kontaktformular verarbeiten, welche Dienstleister beteiligt sind und Ihre Rechte.`,
  ),
  heading: de('Datenschutzerklärung'),
  body: deBlocks(
    'ds',
    `
## 1. Überblick

Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir auf unserer Website verarbeiten, wozu und auf welcher Rechtsgrundlage, an wen wir sie übermitteln und welche Rechte Sie haben.

Das Wichtigste vorab: Wir setzen **keine Tracking- oder Analysedienste, keine Werbe-Cookies und keinen Dienst zur Standortbestimmung (Geo-Lokalisierung)** ein. Personenbezogene Daten übermitteln wir ausschließlich an die folgenden Dienstleister:

- ${hostingProvider}: Hosting der Website
- Sanity AS, Norwegen: Bereitstellung der Seiteninhalte
- Supabase Inc., USA: Speicherung Ihrer E-Mail-Adresse für die Voice-Demo in einer Datenbank in der EU
- Vapi, Inc., USA: KI-Sprachassistent der Voice-Demo
- Daily.co, Inc., USA: Audioübertragung in Echtzeit für die Voice-Demo
- EmailJS Pte. Ltd., Singapur: Zustellung Ihrer Kontaktanfragen

## 2. Verantwortlicher

Verantwortlich für die Datenverarbeitung auf dieser Website ist die **${companyName}**, ${postalAddress}, vertreten durch die Geschäftsführer ${managingDirectors}.

- E-Mail: ${mailLink}
- Telefon: ${phoneLink}

## 3. Datenschutzbeauftragter

Ein Datenschutzbeauftragter ist nicht benannt, da nicht gesetzlich erforderlich (Platzhalter, bitte prüfen). Bei Fragen zum Datenschutz erreichen Sie uns jederzeit unter ${mailLink}.

## 4. Zwecke und Rechtsgrundlagen im Überblick

- **Bereitstellung und Sicherheit der Website** (Hosting, Seiteninhalte): Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in einer stabilen, sicheren und schnellen Auslieferung der Website.
- **Voice-Demo** (Speicherung Ihrer E-Mail-Adresse, Cookies, Gespräch mit dem KI-Sprachassistenten): Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, für die Cookies zusätzlich nach § 25 Abs. 1 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).
- **Kontaktanfragen**: Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertragsschluss gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO.
- **Schutz des Kontaktformulars vor Mehrfachversand**: § 25 Abs. 2 Nr. 2 TDDDG und Art. 6 Abs. 1 lit. f DSGVO.
- **Gesetzliche Aufbewahrungspflichten**: Art. 6 Abs. 1 lit. c DSGVO.

Wir verarbeiten Ihre Daten ausschließlich zu den in dieser Erklärung genannten Zwecken.

## 5. Hosting und Server-Logfiles

Unsere Website wird bei ${hostingProvider} betrieben. Bei jedem Seitenaufruf verarbeitet der Server automatisch folgende Daten in sogenannten Server-Logfiles:

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

## 7. Voice-Demo

Auf unserer Startseite können Sie mit unserem KI-Sprachassistenten sprechen. Vor Ihrem ersten Gespräch bitten wir Sie in einem Dialog um Ihre E-Mail-Adresse und Ihre Einwilligung. Ohne Einwilligung findet keine der folgenden Verarbeitungen statt.

### Speicherung Ihrer E-Mail-Adresse (Supabase)

Nach Ihrer Einwilligung speichern wir folgende Angaben in einer Datenbank in der EU-Region, die die Supabase Inc., USA, für uns betreibt:

- Ihre E-Mail-Adresse
- eine zufällig erzeugte Sitzungskennung (Session-ID)
- den Vermerk Ihrer Einwilligung und deren Zeitpunkt
- die Version des Einwilligungstextes (derzeit „1.0“)
- den Zeitpunkt der Anlage des Eintrags
- den Zeitpunkt Ihrer letzten Demo-Sitzung und die Anzahl Ihrer Sitzungen

Wir nutzen diese Angaben, um Ihnen die Voice-Demo zu ermöglichen, Ihre Einwilligung nachzuweisen (Art. 7 Abs. 1 DSGVO) und Missbrauch der Demo vorzubeugen. Bei jedem weiteren Gespräch aktualisieren wir die beiden letztgenannten Angaben.

Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel per E-Mail an ${mailLink}.

**Speicherdauer:** bis zu Ihrem Widerruf, danach löschen wir den Eintrag unverzüglich; unabhängig davon spätestens 24 Monate nach Ihrer letzten Demo-Sitzung (Platzhalter, bitte prüfen).

### Cookies der Voice-Demo

Damit Sie bei späteren Besuchen nicht erneut nach Ihrer E-Mail-Adresse gefragt werden, setzen wir nach Ihrer Einwilligung im Dialog zwei eigene Cookies (First-Party-Cookies):

- ein Sitzungs-ID-Cookie mit Ihrer zufällig erzeugten Sitzungskennung
- ein E-Mail-Cookie mit Ihrer E-Mail-Adresse

Beide Cookies gelten für die gesamte Website (Pfad „/“). Sie werden nicht an Dritte weitergegeben und nicht zu Tracking-Zwecken ausgewertet. Rechtsgrundlage ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO.

**Speicherdauer:** 365 Tage. Sie können die Cookies jederzeit in Ihren Browsereinstellungen löschen.

### KI-Sprachassistent (Vapi)

**Ihr Gesprächspartner in der Voice-Demo ist ein KI-System, kein Mensch.** Darauf weisen wir Sie im Sinne von Art. 50 der KI-Verordnung (EU) 2024/1689 hin.

Den Sprachassistenten betreibt für uns die Vapi, Inc., USA. Sobald Sie ein Gespräch starten und den Zugriff auf Ihr Mikrofon in Ihrem Browser freigeben, wird Ihre Sprache als Audiosignal an Vapi übertragen und dort für das Demo-Gespräch verarbeitet:

- Spracherkennung: Umwandlung Ihrer Sprache in Text
- Sprachmodell: Erzeugung der Antwort
- Sprachsynthese: Umwandlung der Antwort in gesprochene Sprache

Daneben verarbeitet Vapi Verbindungsdaten wie IP-Adresse, User-Agent sowie Zeitpunkt und Dauer des Gesprächs. Für einzelne Verarbeitungsschritte setzt Vapi eigene Unterauftragsverarbeiter ein. Ihre Stimme nutzen wir nicht, um Sie zu identifizieren. Bitte nennen Sie im Demo-Gespräch keine sensiblen Angaben, etwa zu Ihrer Gesundheit, und keine Daten anderer Personen.

Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können das Gespräch jederzeit über dieselbe Schaltfläche beenden, mit der Sie es gestartet haben.

**Speicherdauer:** Ob und wie lange Vapi Aufzeichnungen oder Transkripte des Gesprächs speichert, richtet sich nach der Konfiguration unseres Demo-Assistenten ([Speicherdauer bei Vapi] – Platzhalter, bitte prüfen).

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
  ),
};
