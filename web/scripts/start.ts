// `npm start`: the whole site with the local defaults (./localSite.ts).
import { startLocalSite } from './localSite.ts';

const { origin } = await startLocalSite();
console.log(`\nSite läuft auf ${origin}/  (Strg+C beendet)`);
