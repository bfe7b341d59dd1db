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
 * decimals. A decimal point in both languages, as the thesis writes (0.5 * 2).
 */
export function formatNumber(v: number): string {
  if (Number.isNaN(v)) return '?';
  if (v === Infinity) return '+∞';
  if (v === -Infinity) return '−∞';
  const rounded = Math.round(v * 1e4) / 1e4;
  return String(rounded).replace('-', '−');
}
