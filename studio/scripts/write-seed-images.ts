// Draws the seed's images (studio/seed/images/) from SVG with sharp: abstract portraits of the
// founders and the share images. They are committed; run this only to change them
// (`npx tsx studio/scripts/write-seed-images.ts`), then `npm run seed --workspace studio`.
// Each portrait paints the area outside the crop that studio/seed-src/documents/home.ts sets in
// the marker colour, so a served image showing it proves the crop was ignored (web/e2e/images.spec.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { founderPhotoFrame, SEED_IMAGE_MARKER } from '../seed-src/images';

const folder = (name: string) => fileURLToPath(new URL(`../seed/images/${name}`, import.meta.url));

async function write(name: string, svg: string) {
  const png = await sharp(Buffer.from(svg))
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(folder(name), png);
  console.log(`wrote ${name} (${png.length} bytes)`);
}

function portrait(background: string, accent: string, skin: string, hair: string) {
  const { width, height, crop, hotspot } = founderPhotoFrame;
  const left = crop.left * width;
  const top = crop.top * height;
  const cropWidth = width - (crop.left + crop.right) * width;
  const cropHeight = height - (crop.top + crop.bottom) * height;
  const headX = hotspot.x * width;
  const headY = hotspot.y * height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${SEED_IMAGE_MARKER}"/>
  <clipPath id="crop"><rect x="${left}" y="${top}" width="${cropWidth}" height="${cropHeight}"/></clipPath>
  <g clip-path="url(#crop)">
  <rect x="${left}" y="${top}" width="${cropWidth}" height="${cropHeight}" fill="${background}"/>
  <circle cx="${left + cropWidth * 0.85}" cy="${top + cropHeight * 0.12}" r="${cropWidth * 0.3}" fill="${accent}" opacity="0.5"/>
  <ellipse cx="${headX}" cy="${top + cropHeight}" rx="${cropWidth * 0.42}" ry="${cropHeight * 0.36}" fill="${accent}"/>
  <rect x="${headX - 40}" y="${headY + 70}" width="80" height="90" fill="${skin}"/>
  <circle cx="${headX}" cy="${headY - 20}" r="112" fill="${hair}"/>
  <circle cx="${headX}" cy="${headY}" r="100" fill="${skin}"/>
  </g>
</svg>`;
}

const share = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#0b0d1a"/>
  ${body}
</svg>`;

const images: Record<string, string> = {
  'founder-anna.png': portrait('#2f3a8f', '#5b8def', '#f4c095', '#6b3e26'),
  'founder-jonas.png': portrait('#1f5f5b', '#3fb8a9', '#e8b48a', '#2b2118'),
  'share-default.png': share(
    1200,
    630,
    `<circle cx="960" cy="315" r="220" fill="#5b2f8f"/>
  <circle cx="960" cy="315" r="150" fill="#2f3a8f"/>
  <circle cx="960" cy="315" r="80" fill="#5b8def"/>
  <text x="90" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="84" fill="#ffffff">Muster KI</text>
  <text x="90" y="380" font-family="DejaVu Sans" font-size="40" fill="#c9cff5">KI-Sprachassistenten · AI voice agents</text>`,
  ),
  'share-about.png': share(
    1200,
    800,
    `<circle cx="420" cy="330" r="120" fill="#f4c095"/>
  <ellipse cx="420" cy="640" rx="200" ry="170" fill="#5b8def"/>
  <circle cx="780" cy="330" r="120" fill="#e8b48a"/>
  <ellipse cx="780" cy="640" rx="200" ry="170" fill="#3fb8a9"/>`,
  ),
};

for (const [name, svg] of Object.entries(images)) await write(name, svg);
