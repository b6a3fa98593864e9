// Experiment: Lantern LCP of variant pages (not committed).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
const specs = process.argv.slice(2).map((a) => a.split('@')); // root@path
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg':'image/svg+xml', '.json':'application/json', '.avif':'image/avif','.webp':'image/webp','.jpg':'image/jpeg' };
const cache = new Map();
const serve = (root) => createServer(async (req, res) => {
  if (process.env.DELAY && /favicon\.svg|manifest/.test(req.url)) await new Promise((r) => setTimeout(r, +process.env.DELAY));
  let p = join(root, decodeURIComponent(req.url.split('?')[0]));
  if (existsSync(p) && statSync(p).isDirectory()) p = join(p, 'index.html');
  if (!existsSync(p)) { res.writeHead(404).end(); return; }
  let body = cache.get(p);
  if (!body) { body = brotliCompressSync(readFileSync(p)); cache.set(p, body); }
  res.writeHead(200, { 'content-type': types[extname(p)] ?? 'application/octet-stream', 'content-encoding': 'br' }).end(body);
});
const origins = {};
for (const [root] of specs) if (!origins[root]) { const server = serve(root); await new Promise((r) => server.listen(0, '127.0.0.1', r)); origins[root] = `http://127.0.0.1:${server.address().port}`; }
const results = {};
for (let run = 0; run < 3; run++) for (const [root, page] of specs) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
  try {
    const r = await lighthouse(origins[root] + page, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: process.env.TM ?? 'simulate', blockedUrlPatterns: process.env.BLOCK ? process.env.BLOCK.split(',') : [] });
    (results[root + page] ??= []).push(Math.round(r.lhr.audits['largest-contentful-paint'].numericValue) + '/' + Math.round(r.lhr.audits['first-contentful-paint'].numericValue));
  } finally { chrome.kill(); }
}
console.log(results);
process.exit(0);
