// `npm run content:reset`: back to the seed. Removes what editors wrote in the local Studio and
// their uploaded images (web/local-stack/writtenDocuments.ts); the seed itself is never written.
import { existsSync } from 'node:fs';
import { localContentDir, resetLocalContent, shownPath } from '../local-stack/writtenDocuments.ts';

const dir = localContentDir();
const shown = shownPath(dir);
if (!existsSync(dir)) {
  console.log(
    `Nichts zurückzusetzen: ${shown}/ gibt es nicht, die Inhalte sind der Ausgangsstand.`,
  );
} else {
  resetLocalContent(dir);
  console.log(
    [
      `Lokale Änderungen entfernt (${shown}/). Studio und Vorschau zeigen wieder den`,
      'Ausgangsstand aus studio/seed/; die Website nach dem nächsten Build (`npm start` neu starten).',
    ].join('\n'),
  );
}
