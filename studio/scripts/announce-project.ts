// Run before `sanity dev` (`npm run studio`) and the seed import: says, before anything else,
// when no Sanity project is set, so that the editor is not left with the Studio's request errors
// to a placeholder project. Exits 1 when told to require a project (`--require`).
import cliConfig from '../sanity.cli';
import { PLACEHOLDER_PROJECT_ID } from '../env';

const { projectId, dataset } = cliConfig.api ?? {};
if (projectId === PLACEHOLDER_PROJECT_ID) {
  console.warn(
    [
      '',
      'Kein Sanity-Projekt eingestellt (Projekt-ID „placeholder“): Studio und Import erreichen so',
      'keine Inhalte, das Studio zeigt nur Fehler beim Laden.',
      'So stellen Sie Ihr Projekt ein: die Projekt-ID von https://www.sanity.io/manage in die Datei',
      '.env im Hauptordner des Repositorys schreiben (Vorlage: .env.example):',
      '  VITE_SANITY_PROJECT_ID=ihre-projekt-id',
      '  VITE_SANITY_DATASET=production',
      'und den Befehl neu starten. Die Website selbst braucht kein Projekt: `npm start` liest die',
      'Inhalte aus studio/seed/.',
      '',
    ].join('\n'),
  );
  if (process.argv.includes('--require')) process.exit(1);
} else {
  console.log(`Sanity-Projekt ${projectId}, Datensatz ${dataset}.`);
}
