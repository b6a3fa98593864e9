// Run before what only a Sanity project can do (`npm run studio:deploy`, `npm run seed:import`,
// with `--require`): without a project it says so, in German, and exits 1, before Sanity's CLI
// fails with its own errors. `npm run studio` works without one (./studio.ts).
import cliConfig from '../sanity.cli';
import { LOCAL_PROJECT_ID } from '../env';

const { projectId, dataset } = cliConfig.api ?? {};
if (projectId === LOCAL_PROJECT_ID) {
  console.warn(
    [
      '',
      'Kein Sanity-Projekt eingestellt: Das geht nur mit einem Projekt bei Sanity.',
      '(Zum Bearbeiten auf diesem Rechner braucht es keins: `npm run studio`.)',
      'So stellen Sie Ihr Projekt ein: die Projekt-ID von https://www.sanity.io/manage in die Datei',
      '.env im Hauptordner des Repositorys schreiben (Vorlage: .env.example):',
      '  VITE_SANITY_PROJECT_ID=ihre-projekt-id',
      '  VITE_SANITY_DATASET=production',
      'und den Befehl neu starten.',
      '',
    ].join('\n'),
  );
  if (process.argv.includes('--require')) process.exit(1);
} else {
  console.log(`Sanity-Projekt ${projectId}, Datensatz ${dataset}.`);
}
