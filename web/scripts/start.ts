// `npm start`: the whole site with the local defaults (./localSite.ts), and its screen.
import { startLocalSite } from './localSite.ts';
import { startScreen } from './terminal/screens.ts';

const { origin, built } = await startLocalSite();
console.log(startScreen({ site: origin, built }));
