import { aboutShareImageFrame, founderPhotoFrame, SEED_IMAGE_MARKER } from '../seed-src/images';

// The SVG drawings of the seed's images (studio/seed/images/), which
// studio/scripts/write-seed-images.ts turns into PNG files with sharp. The portraits are
// placeholders for the founders' photos, which editors replace in the Studio; each paints the
// area outside the crop that studio/seed-src/documents/home.ts sets in the marker colour, so a
// served image showing it proves the crop was ignored (web/e2e/images.spec.ts).

/** The brand's night indigo, the page background of web/src/styles/global.css. */
const NIGHT = '#0b0d1a';
/** The light that outlines the figure's right edge against the backdrop. */
const RIM = '#c3b5ff';

/** What tells the two placeholder founders apart: hair and clothes, and their backdrop's hue. */
type Sitter = {
  hair: 'long' | 'short';
  clothes: 'blazer' | 'sweater';
  backdrop: { centre: string; edge: string };
  garment: { light: string; dark: string };
};

export const sitters = {
  anna: {
    hair: 'long',
    clothes: 'blazer',
    backdrop: { centre: '#5a4bc4', edge: '#17153f' },
    garment: { light: '#3b3470', dark: '#1b1838' },
  },
  jonas: {
    hair: 'short',
    clothes: 'sweater',
    backdrop: { centre: '#4658c9', edge: '#131a44' },
    garment: { light: '#2f4a78', dark: '#162440' },
  },
} satisfies Record<string, Sitter>;

/**
 * A placeholder portrait: a head-and-shoulders figure lit from the upper left in front of a
 * studio backdrop, with no face drawn, so it reads as a stand-in and not as a person. The head
 * sits on the hotspot of `founderPhotoFrame`; everything outside its crop is the marker colour.
 */
export function portraitSvg(sitter: Sitter, id: string) {
  const { width, height, crop, hotspot } = founderPhotoFrame;
  const left = crop.left * width;
  const top = crop.top * height;
  const cropWidth = width - (crop.left + crop.right) * width;
  const cropHeight = height - (crop.top + crop.bottom) * height;
  const x = hotspot.x * width;
  const headY = hotspot.y * height - 24;
  const neckTop = headY + 70;
  const shoulderY = headY + 150;
  const g = (name: string) => `${id}-${name}`;

  const hairBack =
    sitter.hair === 'long'
      ? `<path d="M ${x - 90} ${headY - 10} C ${x - 104} ${headY - 136}, ${x + 104} ${headY - 136}, ${x + 90} ${headY - 10}
           C ${x + 104} ${headY + 70}, ${x + 114} ${headY + 140}, ${x + 98} ${headY + 180}
           L ${x - 98} ${headY + 180} C ${x - 114} ${headY + 140}, ${x - 104} ${headY + 70}, ${x - 90} ${headY - 10} Z"
           fill="url(#${g('hair')})"/>`
      : '';
  // The hair over the head: its outer edge, then back along the hairline (a side parting, or a
  // short cut's straight line).
  const hairTop =
    sitter.hair === 'long'
      ? `<path d="M ${x - 82} ${headY + 34} C ${x - 100} ${headY - 134}, ${x + 98} ${headY - 140}, ${x + 82} ${headY + 30}
           C ${x + 72} ${headY - 26}, ${x + 44} ${headY - 62}, ${x + 16} ${headY - 68}
           C ${x - 22} ${headY - 52}, ${x - 62} ${headY - 18}, ${x - 82} ${headY + 34} Z"
           fill="url(#${g('hair')})"/>`
      : `<path d="M ${x - 74} ${headY - 2} C ${x - 92} ${headY - 88}, ${x - 40} ${headY - 120}, ${x + 12} ${headY - 114}
           C ${x + 66} ${headY - 110}, ${x + 92} ${headY - 76}, ${x + 76} ${headY - 4}
           C ${x + 70} ${headY - 40}, ${x + 50} ${headY - 52}, ${x + 30} ${headY - 50}
           C ${x + 4} ${headY - 62}, ${x - 30} ${headY - 66}, ${x - 52} ${headY - 48}
           C ${x - 66} ${headY - 36}, ${x - 72} ${headY - 20}, ${x - 74} ${headY - 2} Z"
           fill="url(#${g('hair')})"/>`;
  // Ears show beside a short cut; long hair covers them.
  const ears =
    sitter.hair === 'short'
      ? `<ellipse cx="${x - 70}" cy="${headY + 10}" rx="11" ry="21" fill="url(#${g('neck')})"/>
         <ellipse cx="${x + 70}" cy="${headY + 10}" rx="11" ry="21" fill="#5a4a6f"/>`
      : '';

  const torso = `M ${left - 20} ${height} L ${left - 20} ${shoulderY + 150}
    C ${left - 10} ${shoulderY + 60}, ${x - 170} ${shoulderY + 10}, ${x - 96} ${shoulderY - 8}
    C ${x - 60} ${shoulderY - 16}, ${x - 42} ${shoulderY - 34}, ${x - 40} ${neckTop + 40}
    L ${x + 40} ${neckTop + 40}
    C ${x + 42} ${shoulderY - 34}, ${x + 60} ${shoulderY - 16}, ${x + 96} ${shoulderY - 8}
    C ${x + 170} ${shoulderY + 10}, ${left + cropWidth + 10} ${shoulderY + 60}, ${left + cropWidth + 20} ${shoulderY + 150}
    L ${left + cropWidth + 20} ${height} Z`;

  const neckline =
    sitter.clothes === 'blazer'
      ? // An open collar: a light top in a V between the jacket's lapels.
        `<path d="M ${x - 44} ${neckTop + 36} L ${x} ${shoulderY + 110} L ${x + 44} ${neckTop + 36} Z" fill="url(#${g('top')})"/>
         <path d="M ${x - 46} ${neckTop + 34} L ${x - 4} ${shoulderY + 118} L ${x - 34} ${shoulderY + 170} L ${x - 88} ${shoulderY + 30} Z" fill="${sitter.garment.light}" opacity="0.9"/>
         <path d="M ${x + 46} ${neckTop + 34} L ${x + 4} ${shoulderY + 118} L ${x + 34} ${shoulderY + 170} L ${x + 88} ${shoulderY + 30} Z" fill="${sitter.garment.dark}" opacity="0.9"/>`
      : // A crew neck: the neck comes down into a ribbed band.
        `<path d="M ${x - 40} ${neckTop + 38} C ${x - 30} ${neckTop + 60}, ${x + 30} ${neckTop + 60}, ${x + 40} ${neckTop + 38} Z" fill="url(#${g('neck')})"/>
         <path d="M ${x - 42} ${neckTop + 34} C ${x - 30} ${neckTop + 60}, ${x + 30} ${neckTop + 60}, ${x + 42} ${neckTop + 34}
           L ${x + 56} ${neckTop + 44} C ${x + 38} ${neckTop + 80}, ${x - 38} ${neckTop + 80}, ${x - 56} ${neckTop + 44} Z"
           fill="${sitter.garment.dark}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="${g('backdrop')}" cx="${(x - left) / cropWidth - 0.12}" cy="0.32" r="0.85">
      <stop offset="0" stop-color="${sitter.backdrop.centre}"/>
      <stop offset="1" stop-color="${sitter.backdrop.edge}"/>
    </radialGradient>
    <linearGradient id="${g('skin')}" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#e4cfd6"/>
      <stop offset="0.55" stop-color="#b89fb4"/>
      <stop offset="1" stop-color="#6f5d83"/>
    </linearGradient>
    <linearGradient id="${g('neck')}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#a58ca4"/>
      <stop offset="1" stop-color="#5a4a6f"/>
    </linearGradient>
    <linearGradient id="${g('chin-shadow')}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a2140" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#2a2140" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="${g('hair')}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4a3a5c"/>
      <stop offset="1" stop-color="#15122a"/>
    </linearGradient>
    <linearGradient id="${g('garment')}" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="${sitter.garment.light}"/>
      <stop offset="1" stop-color="${sitter.garment.dark}"/>
    </linearGradient>
    <linearGradient id="${g('top')}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#bdb8dc"/>
      <stop offset="1" stop-color="#6f6a9a"/>
    </linearGradient>
    <filter id="${g('soft')}" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="28"/>
    </filter>
    <clipPath id="${g('crop')}"><rect x="${left}" y="${top}" width="${cropWidth}" height="${cropHeight}"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="${SEED_IMAGE_MARKER}"/>
  <g clip-path="url(#${g('crop')})">
    <rect x="${left}" y="${top}" width="${cropWidth}" height="${cropHeight}" fill="url(#${g('backdrop')})"/>
    <ellipse cx="${x + 10}" cy="${headY + 10}" rx="150" ry="170" fill="#a99cff" opacity="0.28" filter="url(#${g('soft')})"/>
    <ellipse cx="${x + 40}" cy="${shoulderY + 120}" rx="220" ry="90" fill="${NIGHT}" opacity="0.45" filter="url(#${g('soft')})"/>
    <!-- The head's rim light, behind the hair: it shows only where the head meets the backdrop. -->
    <ellipse cx="${x + 5}" cy="${headY - 3}" rx="72" ry="92" fill="${RIM}" opacity="0.6"/>
    ${hairBack}
    <path d="${torso}" transform="translate(4 -5)" fill="${RIM}" opacity="0.55"/>
    <path d="M ${x - 34} ${neckTop} L ${x + 34} ${neckTop} L ${x + 40} ${shoulderY} L ${x - 40} ${shoulderY} Z" fill="url(#${g('neck')})"/>
    <path d="M ${x - 34} ${neckTop} L ${x + 34} ${neckTop} L ${x + 36} ${neckTop + 40} L ${x - 36} ${neckTop + 40} Z" fill="url(#${g('chin-shadow')})"/>
    <path d="${torso}" fill="url(#${g('garment')})"/>
    ${neckline}
    ${ears}
    <ellipse cx="${x}" cy="${headY}" rx="72" ry="92" fill="url(#${g('skin')})"/>
    ${hairTop}
  </g>
</svg>`;
}

/** A line of text on a share image: its baseline starts at x, y. */
type TextLine = { text: string; x: number; y: number; size: number; bold?: boolean };
type Box = { x: number; y: number; width: number; height: number };
/** A shape of a share image's artwork that the text keeps clear of. */
export type Shape =
  { kind: 'circle'; cx: number; cy: number; r: number } | ({ kind: 'rect' } & Box);

/** A share image: its size, the part link previews show, its text and its artwork. */
export type ShareLayout = {
  width: number;
  height: number;
  /** What the page's share image shows of it: all of it, or the band the hotspot crops to. */
  shown: Box;
  text: TextLine[];
  shapes: Shape[];
  /** The artwork's SVG, drawn behind the text, within `shapes`. */
  art: string;
};

/** Link previews show 1200 × 630 pixels (web/src/content/images.ts, shareImage). */
const PREVIEW = { width: 1200, height: 630 };

/** The least room, in pixels, between a share image's text and its artwork or the shown edge. */
export const SHARE_TEXT_MARGIN = 40;

const FONT = 'DejaVu Sans';
const TITLE_COLOUR = '#ffffff';
const SUBTITLE_COLOUR = '#c9cff5';

const textSvg = ({ text, x, y, size, bold }: TextLine) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${bold ? TITLE_COLOUR : SUBTITLE_COLOUR}">${text}</text>`;

/** Only the text of a share image, on transparent ground: what a test measures the ink of. */
export const shareTextSvg = ({ width, height, text }: ShareLayout) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${text.map(textSvg).join('')}</svg>`;

export const shareSvg = (layout: ShareLayout) => {
  const { width, height, shown, text, art } = layout;
  const accentY = text[0]!.y - text[0]!.size - 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="share-glow" cx="0.78" cy="${(shown.y + shown.height / 2) / height}" r="0.6">
      <stop offset="0" stop-color="#2a2470"/>
      <stop offset="1" stop-color="${NIGHT}"/>
    </radialGradient>
    <linearGradient id="share-accent" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#7c8cff"/>
      <stop offset="1" stop-color="#b084ff"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#share-glow)"/>
  ${art}
  <rect x="${text[0]!.x + 4}" y="${accentY}" width="72" height="6" rx="3" fill="url(#share-accent)"/>
  ${text.map(textSvg).join('\n  ')}
</svg>`;
};

/** The orb of the home page's demo call, in the brand's indigo and violet. */
function orbArt(cx: number, cy: number, r: number) {
  return `<defs>
    <radialGradient id="orb-halo"><stop offset="0.55" stop-color="#5b2f8f" stop-opacity="0.55"/><stop offset="1" stop-color="#5b2f8f" stop-opacity="0"/></radialGradient>
    <radialGradient id="orb-body" cx="0.38" cy="0.34" r="0.75">
      <stop offset="0" stop-color="#9aa6ff"/>
      <stop offset="0.45" stop-color="#5b5fd6"/>
      <stop offset="1" stop-color="#2a1a5e"/>
    </radialGradient>
  </defs>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#orb-halo)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="url(#orb-body)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#b084ff" stroke-opacity="0.5" stroke-width="2"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#7c8cff" stroke-opacity="0.25" stroke-width="2"/>`;
}

/** A founder's placeholder portrait in a rounded frame, cut to the portrait's crop. */
function framedPortrait(sitter: Sitter, id: string, box: Box) {
  const { width, height, crop } = founderPhotoFrame;
  const cropWidth = width * (1 - crop.left - crop.right);
  const cropHeight = height * (1 - crop.top - crop.bottom);
  return `<clipPath id="${id}-frame"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="20"/></clipPath>
  <g clip-path="url(#${id}-frame)">
    <svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${crop.left * width} ${crop.top * height} ${cropWidth} ${cropHeight}" preserveAspectRatio="xMidYMid slice">
      ${portraitSvg(sitter, id).replace(/^<svg[^>]*>|<\/svg>$/g, '')}
    </svg>
  </g>
  <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="20" fill="none" stroke="#7c8cff" stroke-opacity="0.35" stroke-width="2"/>`;
}

const orb = { kind: 'circle', cx: 930, cy: 315, r: 200 } as const;
const annaFrame = { kind: 'rect', x: 640, y: 205, width: 224, height: 280 } as const;
const jonasFrame = { kind: 'rect', x: 892, y: 235, width: 224, height: 280 } as const;

export const shareImages: Record<string, ShareLayout> = {
  'share-default.png': {
    ...PREVIEW,
    shown: { x: 0, y: 0, ...PREVIEW },
    text: [
      { text: 'Muster KI', x: 90, y: 290, size: 92, bold: true },
      { text: 'KI-Sprachassistenten', x: 92, y: 372, size: 40 },
      { text: 'AI voice agents', x: 92, y: 426, size: 40 },
    ],
    shapes: [orb],
    art: orbArt(orb.cx, orb.cy, orb.r),
  },
  // Link previews show the band of 630 pixels around its hotspot.
  'share-about.png': {
    width: aboutShareImageFrame.width,
    height: aboutShareImageFrame.height,
    shown: {
      x: 0,
      y: aboutShareImageFrame.hotspot.y * aboutShareImageFrame.height - PREVIEW.height / 2,
      ...PREVIEW,
    },
    text: [
      { text: 'Muster KI', x: 90, y: 350, size: 84, bold: true },
      { text: 'Über uns · About us', x: 92, y: 424, size: 38 },
    ],
    shapes: [annaFrame, jonasFrame],
    art:
      framedPortrait(sitters.anna, 'share-anna', annaFrame) +
      framedPortrait(sitters.jonas, 'share-jonas', jonasFrame),
  },
};
