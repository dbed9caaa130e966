// A drawing per product until its photo arrives (ADR 0016). Each kind has one
// hand-drawn SVG (app/assets/illustrations/<kind>.svg); every product gets its
// own version of it, from traits read off its catalogue record: a colour, the
// drawing turned to face the other way, the brand's initial on a badge, and a
// detail of what it is (screen size, capacity, model) on a tag. Products of a
// kind in a category take different colours, so no two look the same.

import type { ProductRecord } from "#app/catalogue/types.ts";

/** Shades 800, 700, 400 and 200 of a colour, and its 50 for the background. */
interface Palette {
  readonly dark: string;
  readonly main: string;
  readonly bright: string;
  readonly pale: string;
  readonly tint: string;
}

/** The drawings are made in this one (cyan); each product's palette replaces it. */
const DRAWN_IN: Omit<Palette, "tint"> = {
  dark: "#155e75",
  main: "#0e7490",
  bright: "#22d3ee",
  pale: "#a5f3fc",
};

const palette = (dark: string, main: string, bright: string, pale: string, tint: string) => ({
  dark,
  main,
  bright,
  pale,
  tint,
});

/** More colours than the most products of one kind in a category (7 laptops). */
export const PALETTES: readonly Palette[] = [
  palette("#155e75", "#0e7490", "#22d3ee", "#a5f3fc", "#ecfeff"), // cyan
  palette("#1e40af", "#1d4ed8", "#60a5fa", "#bfdbfe", "#eff6ff"), // blue
  palette("#065f46", "#047857", "#34d399", "#a7f3d0", "#ecfdf5"), // emerald
  palette("#3730a3", "#4338ca", "#818cf8", "#c7d2fe", "#eef2ff"), // indigo
  palette("#9f1239", "#be123c", "#fb7185", "#fecdd3", "#fff1f2"), // rose
  palette("#92400e", "#b45309", "#fbbf24", "#fde68a", "#fffbeb"), // amber
  palette("#5b21b6", "#6d28d9", "#a78bfa", "#ddd6fe", "#f5f3ff"), // violet
  palette("#115e59", "#0f766e", "#2dd4bf", "#99f6e4", "#f0fdfa"), // teal
];

/** Names that start with what the product is rather than who makes it. */
const UNBRANDED_FIRST_WORDS = new Set(["IP67", "Wireless", "CCTV"]);

export interface IllustrationTraits {
  readonly palette: Palette;
  readonly mirrored: boolean;
  /** The brand's initial (or a short all-capitals brand, such as HP), when it has one. */
  readonly mark?: string;
  /** Screen size, capacity or model, when the record names one. */
  readonly detail?: string;
}

function brandMark(record: ProductRecord): string | undefined {
  const first = record.name.split(" ")[0] ?? "";
  if (record.categorySlug === "services" || UNBRANDED_FIRST_WORDS.has(first)) return undefined;
  return /^[A-Z]{2,3}$/.test(first) ? first : first.charAt(0).toUpperCase();
}

const CAPACITY = /\b(\d[\d,]*(?:\.\d+)?)\s?(GB|TB|mAh|VA|ml)\b/;
const INCHES = /\b(\d+(?:\.\d+)?)-inch\b/;
const PORTS = /\b(\d+)[- ](?:Port|gigabit Ethernet ports)\b/i;
const MEGAPIXELS = /\b(\d+MP)\b/;
const MODEL = /\b([A-Za-z]*-?[A-Za-z]*\d[\w-]*)\b/g;

const detailPatterns: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [CAPACITY, (m) => `${m[1]}${m[2]}`],
  [INCHES, (m) => `${m[1]}″`],
  [PORTS, (m) => `${m[1]}-port`],
  [MEGAPIXELS, (m) => m[1] ?? ""],
];

function firstMatch(texts: readonly string[], patterns: typeof detailPatterns) {
  for (const text of texts) {
    for (const [pattern, format] of patterns) {
      const match = pattern.exec(text);
      if (match) return format(match);
    }
  }
  return undefined;
}

/**
 * The detail a buyer tells models apart by: what the name states; else the
 * specifications' screen size, ports or resolution; else the model in the
 * name; else the specifications' capacity (a laptop's "8GB RAM" says less
 * than its "15.6-inch", a desktop's than its "7010").
 */
function detailOf(record: ProductRecord): string | undefined {
  const [capacity, ...others] = detailPatterns;
  return (
    firstMatch([record.name], detailPatterns) ??
    firstMatch(record.specifications, others) ??
    [...record.name.matchAll(MODEL)].at(-1)?.[1] ??
    firstMatch(record.specifications, capacity ? [capacity] : [])
  );
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/** Traits for every record: within a category, each kind's products take colours in turn. */
export function illustrationTraits(
  records: readonly ProductRecord[],
): Map<string, IllustrationTraits> {
  const seen = new Map<string, number>();
  const traits = new Map<string, IllustrationTraits>();
  for (const record of records) {
    const group = `${record.categorySlug}/${record.illustration}`;
    const index = seen.get(group) ?? 0;
    seen.set(group, index + 1);
    traits.set(record.slug, {
      // Starting from a colour of the kind's own, so that not every kind begins in cyan.
      palette: PALETTES[(hash(record.illustration) + index) % PALETTES.length] as Palette,
      mirrored: index % 2 === 1,
      mark: brandMark(record),
      detail: detailOf(record),
    });
  }
  return traits;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const FONT = `font-family="system-ui,sans-serif" font-weight="700" text-anchor="middle"`;

/** One product's picture: the kind's drawing (`base`, a whole SVG) with the product's traits. */
export function drawIllustration(base: string, traits: IllustrationTraits): string {
  const open = /<svg[^>]*>/.exec(base)?.[0];
  const inner = base.slice(open?.length ?? 0, base.lastIndexOf("</svg>")).trim();
  if (!open) throw new Error("An illustration must be one <svg> element");
  const { palette } = traits;
  const recoloured = inner
    .replaceAll(DRAWN_IN.dark, palette.dark)
    .replaceAll(DRAWN_IN.main, palette.main)
    .replaceAll(DRAWN_IN.bright, palette.bright)
    .replaceAll(DRAWN_IN.pale, palette.pale);
  const parts = [
    open,
    // Past the frame on every side: in a box of another shape (a short card
    // on a phone) the drawing is centred whole and the tint fills the rest.
    `<rect x="-800" y="-600" width="2000" height="1500" fill="${palette.tint}"/>`,
    traits.mirrored ? `<g transform="matrix(-1 0 0 1 400 0)">${recoloured}</g>` : recoloured,
  ];
  if (traits.mark) {
    const width = 24 + traits.mark.length * 10;
    parts.push(
      `<rect x="18" y="18" width="${width}" height="34" rx="9" fill="${palette.main}"/>`,
      `<text x="${18 + width / 2}" y="41" ${FONT} font-size="18" fill="#fff">${escapeXml(traits.mark)}</text>`,
    );
  }
  if (traits.detail) {
    const width = 22 + traits.detail.length * 8.4;
    parts.push(
      `<rect x="${382 - width}" y="254" width="${width}" height="28" rx="14" fill="#fff" stroke="${palette.dark}" stroke-width="2"/>`,
      `<text x="${382 - width / 2}" y="273" ${FONT} font-size="14" fill="${palette.dark}">${escapeXml(traits.detail)}</text>`,
    );
  }
  return `${parts.join("\n")}\n</svg>\n`;
}
