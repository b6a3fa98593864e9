// `npm run font --workspace web`: writes the brand font and its stylesheet (./brandFont.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { BRAND_FONT_CSS_FILE, BRAND_FONT_FILE, brandFontFiles } from './brandFont.ts';

const { woff2, css } = await brandFontFiles();
mkdirSync(dirname(fileURLToPath(BRAND_FONT_FILE)), { recursive: true });
writeFileSync(BRAND_FONT_FILE, woff2);
writeFileSync(BRAND_FONT_CSS_FILE, css);
console.log(
  `wrote ${fileURLToPath(BRAND_FONT_FILE)} (${woff2.length} bytes) and ${fileURLToPath(BRAND_FONT_CSS_FILE)}`,
);
