// Benchmark (part of `npm run bench`, scripts/bench/run.ts): each page's document as the server
// sends it (Brotli, with its headers), against the first round trip of a new connection, and the
// bytes up to the end of its first screen (the first section), which must arrive in it for the
// first paint not to wait for what lies below. Printed and written, not judged: the build keeps
// the first screen in the window (web/scripts/inlineStylesheet.ts).
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { belowFirstScreen } from '../../web/scripts/inlineStylesheet.ts';
import { compressedBytes, FIRST_WINDOW_BYTES } from '../../web/scripts/headlineFace.ts';
import {
  builtContentPages,
  markdownTable,
  printTable,
  routes,
  serveBuiltSite,
} from '../gates/builtSite.ts';

/** The response as sent: its header block's and its (compressed) body's bytes. */
function fetchAsSent(url: string) {
  return new Promise<{ headerBytes: number; bodyBytes: number }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const headerBytes = Buffer.byteLength(
        `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` +
          res.rawHeaders.map((part, index) => (index % 2 ? `${part}\r\n` : `${part}: `)).join('') +
          '\r\n',
      );
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => resolve({ headerBytes, bodyBytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const site = await serveBuiltSite();
const rows: (string | number)[][] = [
  [
    'route',
    'HTML kB',
    'sent kB',
    'headers kB',
    'first screen kB',
    'all in window',
    'first screen in window',
  ],
];
try {
  for (const route of [...routes, ...builtContentPages()]) {
    const html = await (await fetch(site.origin + route)).text();
    const { headerBytes, bodyBytes } = await fetchAsSent(site.origin + route);
    const [firstBelow] = belowFirstScreen(html);
    const firstScreen = headerBytes + compressedBytes(html.slice(0, firstBelow?.[0]));
    rows.push([
      route,
      kB(Buffer.byteLength(html)),
      kB(bodyBytes),
      kB(headerBytes),
      kB(firstScreen),
      headerBytes + bodyBytes <= FIRST_WINDOW_BYTES ? 'yes' : 'no',
      firstScreen <= FIRST_WINDOW_BYTES ? 'yes' : 'no',
    ]);
  }
} finally {
  await site.close();
}
printTable(rows);
const legend = `(HTML: the document uncompressed; body: as the server sends it; first screen: the headers and the document compressed up to its second section, what the first paint needs; the window: the first round trip of a new connection, ${FIRST_WINDOW_BYTES} bytes, ten segments of 1,460.)`;
console.log(legend);
const reportIndex = process.argv.indexOf('--report');
if (reportIndex > 0) {
  writeFileSync(process.argv[reportIndex + 1]!, `${markdownTable(rows)}\n\n${legend}\n`);
}
