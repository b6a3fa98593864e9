// Draws the seed's images (studio/seed/images/) from the SVG of
// studio/scripts/seed-image-drawings.ts with sharp: placeholder portraits of the founders and the
// share images. They are committed; run this only to change them
// (`npx tsx studio/scripts/write-seed-images.ts`), then `npm run seed --workspace studio`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { portraitSvg, shareImages, shareSvg, sitters } from './seed-image-drawings';

const folder = (name: string) => fileURLToPath(new URL(`../seed/images/${name}`, import.meta.url));

// A dithered palette keeps the gradients smooth and each file under 60 KB.
async function write(name: string, svg: string) {
  const png = await sharp(Buffer.from(svg))
    .png({ palette: true, colours: 256, dither: 1, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(folder(name), png);
  console.log(`wrote ${name} (${png.length} bytes)`);
}

await write('founder-anna.png', portraitSvg(sitters.anna, 'anna'));
await write('founder-jonas.png', portraitSvg(sitters.jonas, 'jonas'));
for (const [name, layout] of Object.entries(shareImages)) await write(name, shareSvg(layout));
