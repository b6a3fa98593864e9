// The Studio's development server (`sanity dev`, as `npm run studio` starts it) talking to the test
// double of Sanity's API (./sanityApiDouble.ts) over the seed: an extra web server of the
// Playwright config for studio.spec.ts.
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { repoRoot, seedDir } from '../../server/paths.ts';
import { SANITY_API_DOUBLE_PORT, STUDIO_PORT } from './ports.ts';
import { createSanityApiDouble } from './sanityApiDouble.ts';

const double = createSanityApiDouble(seedDir);
// HTTP/2 as Sanity's API speaks it: the Studio holds several listeners open at once, more than
// the six HTTP/1.1 connections a browser opens to one host. Browsers speak HTTP/2 over TLS only,
// hence a certificate made up for this run (the Studio's test context ignores whose it is).
const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
  keyType: 'ec',
  extensions: [
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 2, value: '*.localhost' },
      ],
    },
  ],
});
// The compatibility API's request and response are those of node:http for everything the double
// and the Content Lake stand-in use.
const api = createSecureServer(
  { key, cert, allowHTTP1: true },
  (req, res) => void double(req as unknown as IncomingMessage, res as unknown as ServerResponse),
);
await new Promise<void>((resolve) => api.listen(SANITY_API_DOUBLE_PORT, '127.0.0.1', resolve));

const studio = spawn('npx', ['sanity', 'dev', '--port', String(STUDIO_PORT)], {
  cwd: join(repoRoot, 'studio'),
  stdio: 'inherit',
  env: {
    ...process.env,
    // Sanity's client puts the project id before the host: placeholder.localhost, which
    // Chromium resolves to this machine like localhost itself.
    SANITY_STUDIO_API_HOST: `https://localhost:${SANITY_API_DOUBLE_PORT}`,
    SANITY_TELEMETRY_DISABLED: '1',
  },
});
const stop = () => {
  studio.kill('SIGTERM');
  api.close();
  void double.close();
};
studio.once('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
