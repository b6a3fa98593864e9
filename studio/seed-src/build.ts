// Helpers that turn readable copy into Sanity's document shapes. Every localised field is written
// once with both languages side by side, German first: it is the site's language and the one the
// queries in web/src/content/queries.ts fall back to.

// English may be left out: the English site shows the German text there (marked as German) and
// the Studio and the seed test warn, as for an editor who leaves it empty.
export type LocaleString = { _type: 'localeString'; de: string; en?: string };
export type LocaleText = { _type: 'localeText'; de: string; en?: string };

const english = (en: string | undefined) => (en === undefined ? {} : { en });

export const t = (de: string, en?: string): LocaleString => ({
  _type: 'localeString',
  de,
  ...english(en),
});
export const tText = (de: string, en?: string): LocaleText => ({
  _type: 'localeText',
  de,
  ...english(en),
});

export const seo = (title: LocaleString, description: LocaleText, image?: object) => ({
  _type: 'seo',
  title,
  description,
  ...(image ? { image } : {}),
});

/** Array members need stable, unique _key values: derive them from the position. */
export function keyed<T extends object>(prefix: string, items: T[]): (T & { _key: string })[] {
  return items.map((item, index) => ({ _key: `${prefix}${index}`, ...item }));
}

type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
type LinkDef = { _type: 'link'; _key: string; href: string };
type Block = {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3';
  listItem?: 'bullet';
  level?: number;
  markDefs: LinkDef[];
  children: Span[];
};

/** Inline markup: [text](https://…) becomes a link, **text** becomes strong. */
function spans(text: string, blockKey: string): Pick<Block, 'children' | 'markDefs'> {
  const children: Span[] = [];
  const markDefs: LinkDef[] = [];
  const pattern = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value)
      children.push({ _type: 'span', _key: `${blockKey}s${children.length}`, text: value, marks });
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(last, match.index), []);
    if (match[1] !== undefined && match[2] !== undefined) {
      const linkKey = `${blockKey}l${markDefs.length}`;
      markDefs.push({ _type: 'link', _key: linkKey, href: match[2] });
      push(match[1], [linkKey]);
    } else if (match[3] !== undefined) {
      push(match[3], ['strong']);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(last), []);
  return { children, markDefs };
}

/**
 * Portable Text from a small Markdown subset: "## " and "### " headings, "- " bullet items,
 * paragraphs separated by blank lines, and the inline markup of spans().
 */
function portableText(prefix: string, markup: string): Block[] {
  const blocks: Block[] = [];
  const paragraphs = markup
    .trim()
    .split(/\n\s*\n/)
    .flatMap((chunk) => {
      const lines = chunk.split('\n').map((line) => line.trim());
      // A bullet list is a chunk of "- " lines; each line is its own block.
      return lines.every((line) => line.startsWith('- ')) ? lines : [lines.join(' ')];
    });
  for (const paragraph of paragraphs) {
    const key = `${prefix}${blocks.length}`;
    const heading = /^(#{2,3}) (.*)$/.exec(paragraph);
    if (heading?.[1] && heading[2] !== undefined) {
      blocks.push({
        _type: 'block',
        _key: key,
        style: heading[1] === '##' ? 'h2' : 'h3',
        ...spans(heading[2], key),
      });
    } else if (paragraph.startsWith('- ')) {
      blocks.push({
        _type: 'block',
        _key: key,
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        ...spans(paragraph.slice(2), key),
      });
    } else {
      blocks.push({ _type: 'block', _key: key, style: 'normal', ...spans(paragraph, key) });
    }
  }
  return blocks;
}

// Both languages may share the block keys: _key only has to be unique within one array.
export const tBlocks = (prefix: string, de: string, en: string) => ({
  _type: 'localeBlockContent',
  de: portableText(prefix, de),
  en: portableText(prefix, en),
});

/** A reference to a document of the seed, as a page section holds it. */
export const ref = ({ _id }: { _id: string }) => ({ _type: 'reference' as const, _ref: _id });
