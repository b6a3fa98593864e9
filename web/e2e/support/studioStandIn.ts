import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * A page at an origin of its own that does what the Studio's Presentation tool does to the site:
 * it frames the page given as `?src=` and talks to it over Presentation's channel
 * (./presentationFrame.ts, bundled here with esbuild). What it hears is in `window.presentation`.
 * A stand-in for the Studio's user interface, which needs Sanity's servers.
 */
export async function studioStandIn(): Promise<Server> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./presentationFrame.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.text;
  return createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://studio.invalid').searchParams.get('src') ?? '';
    const frameSource = src.replace(/[^\w:/.?=&%-]/g, '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="de"><title>Studio</title>
<iframe title="Vorschau" src="${frameSource}" width="1200" height="800"></iframe>
<script type="module">${script.replace(/<\/script/gi, '<\\/script')}</script></html>`,
    );
  });
}
