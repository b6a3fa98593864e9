// Text inside a PNG file (tEXt chunks, PNG specification section 11.3.4.3): the token overview
// carries the digest of the tokens it was drawn from, so a test can tell when it is out of date.
import { crc32 } from 'node:zlib';

const SIGNATURE_LENGTH = 8;
const TEXT = Buffer.from('tEXt', 'latin1');

function chunk(type: Buffer, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([length, type, data, crc]);
}

/** The PNG with a text chunk keyword → text added right after its header chunk (IHDR). */
export function withText(png: Buffer, keyword: string, text: string): Buffer {
  const headerEnd = SIGNATURE_LENGTH + 4 + 4 + png.readUInt32BE(SIGNATURE_LENGTH) + 4;
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  return Buffer.concat([png.subarray(0, headerEnd), chunk(TEXT, data), png.subarray(headerEnd)]);
}

/** Every text chunk of a PNG, by keyword. */
export function texts(png: Buffer): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = SIGNATURE_LENGTH; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8);
    if (type.equals(TEXT)) {
      const data = png.subarray(at + 8, at + 8 + length).toString('latin1');
      const separator = data.indexOf('\0');
      found.set(data.slice(0, separator), data.slice(separator + 1));
    }
    at += 12 + length;
  }
  return found;
}
