/** The languages of the tutor. Every user-facing text exists in each. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The language to start in: the first of the browser's (or the system's) that we speak, else English. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if ((LANGS as readonly string[]).includes(base ?? '')) return base as Lang;
  }
  return 'en';
}

/**
 * A number as people read it in a narration: ±∞, integers bare, others to 4
 * decimals (or `decimals`: 2048's values to one). A decimal point in both
 * languages, as the thesis writes (0.5 * 2).
 */
export function formatNumber(v: number, decimals = 4): string {
  if (Number.isNaN(v)) return '?';
  if (v === Infinity) return '+∞';
  if (v === -Infinity) return '−∞';
  const scale = 10 ** decimals;
  const rounded = Math.round(v * scale) / scale;
  return String(rounded).replace('-', '−');
}

const counters = new Map<Lang, Intl.NumberFormat>();

/**
 * A count (nodes, steps, iterations) as the language writes it: English
 * "1,721,247"; Spanish "1.721.247", and a four-digit count without a separator
 * ("2048", "1234"), as the RAE and CLDR's Spanish data write them (and every
 * `toLocaleString('es')` of the tutor). Not a whole number: as it is.
 */
export function formatCount(n: number, lang: Lang): string {
  if (!Number.isFinite(n)) return formatNumber(n);
  let format = counters.get(lang);
  if (format === undefined) counters.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 })));
  return format.format(n).replace('-', '−');
}

/** The fractions with a sign of their own, by denominator then numerator: ½, ⅓ ⅔, ¼ ¾, ⅕ … ⅘, ⅙ ⅚, ⅛ ⅜ ⅝ ⅞. */
const VULGAR: Record<number, Record<number, string>> = {
  2: { 1: '½' },
  3: { 1: '⅓', 2: '⅔' },
  4: { 1: '¼', 3: '¾' },
  5: { 1: '⅕', 2: '⅖', 3: '⅗', 4: '⅘' },
  6: { 1: '⅙', 5: '⅚' },
  8: { 1: '⅛', 3: '⅜', 5: '⅝', 7: '⅞' },
};

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/**
 * A chance edge's probability, as a fraction where it is a simple one: ½, ⅓,
 * ¼ (and the other signs of VULGAR), 1/m for a small m ("1/36"), and 2048's
 * spawns, 0.9/n and 0.1/n for a 2 and a 4 in one of n empty cells — told
 * from `siblings`, the chance node's children (2n of them, a 2 and a 4 a
 * cell). Otherwise the decimal, as formatNumber writes it.
 */
export function formatProbability(p: number, siblings = 0): string {
  if (!(p > 0 && p < 1)) return formatNumber(p);
  const cells = siblings / 2;
  if (Number.isInteger(cells) && cells >= 1) {
    for (const spawn of [0.9, 0.1]) if (near(p * cells, spawn)) return cells === 1 ? formatNumber(p) : `${spawn}/${cells}`;
  }
  for (const [m, signs] of Object.entries(VULGAR)) {
    const k = Math.round(p * Number(m));
    if (near(p * Number(m), k) && signs[k] !== undefined) return signs[k];
  }
  const m = Math.round(1 / p);
  if (m <= 100 && near(p * m, 1)) return `1/${m}`;
  return formatNumber(p);
}
