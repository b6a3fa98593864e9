import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteRange } from '../local-stack/fileEndpoint';
import { readSeedFiles } from '../local-stack/seedAssets';
import { FILE_UPLOAD_LIMITS } from '../local-stack/studioApi';
import { seedDir } from '../server/paths';
import { localContentClient, seedFolder, serveLocalStack } from './localContent';

// Files in the local Content Lake (web/local-stack/fileEndpoint.ts, studioApi.ts, seedAssets.ts):
// uploaded with the real @sanity/client as a script with a Sanity token uploads them, kept in
// the content folder, and read back from the address the asset document names, as a page reads
// Sanity's CDN; the seed's files are served the same way.

const STUDIO = 'http://localhost:3333';
const pdf = Buffer.from('%PDF-1.4\n% Auftragsverarbeitungsvertrag (Beispiel)\n%%EOF\n');

async function serveWithContent() {
  const contentDir = mkdtempSync(join(tmpdir(), 'local-content-'));
  const served = await serveLocalStack(seedFolder([]), {}, { contentDir, studioOrigin: STUDIO });
  const client = served.client({ token: served.stack.previewToken });
  return { ...served, contentDir, client };
}

describe('files in the local Content Lake', () => {
  it('takes a PDF from @sanity/client, keeps it, and serves it at the asset’s url', async () => {
    const served = await serveWithContent();
    try {
      const asset = await served.client.assets.upload('file', pdf, {
        filename: 'AVV Muster.pdf',
        contentType: 'application/pdf',
      });
      expect(asset).toMatchObject({
        _type: 'sanity.fileAsset',
        extension: 'pdf',
        mimeType: 'application/pdf',
        originalFilename: 'AVV Muster.pdf',
        size: pdf.length,
      });
      expect(asset._id).toBe(`file-${asset.sha1hash}-pdf`);
      expect(asset.url).toBe(`/files/local/production/${asset.sha1hash}.pdf`);
      expect(readdirSync(join(served.contentDir, 'files'))).toEqual([`${asset.sha1hash}.pdf`]);
      // The asset document is in the Content Lake, for a query that follows a reference to it.
      await expect(served.client.fetch('*[_id == $id][0].url', { id: asset._id })).resolves.toBe(
        asset.url,
      );

      const read = await fetch(`${served.origin}${asset.url}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
      const download = await fetch(`${served.origin}${asset.url}?dl=AVV%20Muster.pdf`);
      expect(download.headers.get('content-disposition')).toBe(
        'attachment; filename="AVV_Muster.pdf"',
      );
      await download.body?.cancel();
    } finally {
      await served.close();
    }
  });

  it('takes the Studio’s uploads; refuses those without the token or its origin, and files over the limit', async () => {
    const served = await serveWithContent();
    try {
      // The Studio's file input posts from its origin, with the editor's session, no token.
      const fromStudio = await fetch(
        `${served.origin}/v2025-02-19/assets/files/production?filename=gespraech.mp3`,
        { method: 'POST', headers: { origin: STUDIO, 'content-type': 'audio/mpeg' }, body: pdf },
      );
      expect(fromStudio.status).toBe(200);
      expect(await fromStudio.json()).toMatchObject({
        document: { extension: 'mp3', mimeType: 'audio/mpeg' },
      });
      const anonymous = localContentClient(served.origin);
      await expect(anonymous.assets.upload('file', pdf, { filename: 'a.pdf' })).rejects.toThrow();
      const tooLarge = await fetch(`${served.origin}/v2025-02-19/assets/files/production`, {
        method: 'POST',
        headers: { origin: STUDIO },
        body: new Uint8Array(FILE_UPLOAD_LIMITS.maxBytes + 1),
      });
      expect(tooLarge.status).toBe(413);
      // The Studio's one file, and nothing of the others.
      expect(readdirSync(join(served.contentDir, 'files'))).toHaveLength(1);
    } finally {
      await served.close();
    }
  });

  it('serves the seed’s recording in byte ranges, as <audio> asks to seek', async () => {
    const recording = readSeedFiles(seedDir).get('beispielgespraech-zahnarztpraxis.ogg')!;
    const bytes = readFileSync(recording.file);
    const served = await serveLocalStack(seedDir);
    try {
      const url = `${served.origin}/files/local/production/${recording.sha1}.ogg`;
      const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('audio/ogg');
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
      const beyond = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
      expect(beyond.status).toBe(416);
      expect(
        (await fetch(`${served.origin}/files/local/production/${'0'.repeat(40)}.ogg`)).status,
      ).toBe(404);
    } finally {
      await served.close();
    }
  });

  it('reads ranges as HTTP writes them', () => {
    expect(byteRange(undefined, 10)).toBeUndefined();
    expect(byteRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=5-99', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,4-5', 10)).toBeUndefined();
  });
});
