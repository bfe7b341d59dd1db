/**
 * Embedding (issue 24): what a link gives for the tutor shown inside another
 * page — a slide (reveal.js), a course page (Moodle, H5P) — in an iframe,
 * read on every route as strictly as a route's own parameters (a value it
 * cannot use is a notice, and the default is used):
 *
 * - `embed=1`: the page's viewer alone, filling the frame (no title,
 *   navigation or footer; the presented layout);
 * - `controls=play,step,…`: which of the viewer's controls are shown
 *   (EMBED_CONTROLS, comma-separated; `none` for none; default all) — with
 *   `embed=1` only;
 * - `speed=N`: steps per second, one of the viewer's speeds (SPEEDS);
 * - `autoplay=1`: plays as soon as the search is shown;
 * - `start=K`, `end=K`: the steps the viewer keeps between (it opens at
 *   `start`, and plays only up to `end`).
 *
 * And the snippet that embeds the view shown (`embedSnippet`). Pure
 * TypeScript (no DOM).
 */
import { choiceValue, parseInteger, type Checked } from '../../games/input.ts';
import { msg } from '../../i18n/message.ts';
import { STEP_RANGE, linkNotice, shortValue, type Notice, type Read } from './param-reader.ts';
import { EMBED_PARAMS } from './route.ts';
import { SPEEDS } from '../viewer/step-model.ts';

/** The viewer's controls a link may show: the step buttons by their `data-action`, the slider, the step counter and the speed. */
export const EMBED_CONTROLS = ['play', 'start', 'back', 'step', 'end', 'slider', 'counter', 'speed'] as const;
export type EmbedControl = (typeof EMBED_CONTROLS)[number];

/** The parameters of embedding, read by the app on every route (route.ts's list, APP_WIDE_PARAMS, holds them). */
export { EMBED_PARAMS };

export interface EmbedParams {
  embed: boolean;
  /** The controls shown with `embed=1` (all unless the link says). */
  controls: readonly EmbedControl[];
  /** Steps per second; null: the viewer's own. */
  speed: number | null;
  autoplay: boolean;
  /** The first and last steps shown; null: the trace's own. */
  start: number | null;
  end: number | null;
}

export const NO_EMBED: EmbedParams = { embed: false, controls: EMBED_CONTROLS, speed: null, autoplay: false, start: null, end: null };

/** `embed`, `controls`, `speed`, `autoplay`, `start` and `end` from a link; each once, each checked. */
export function readEmbedParams(p: URLSearchParams): Read<EmbedParams> {
  const notices: Notice[] = [];
  const once = (name: string): string | null => {
    const all = p.getAll(name);
    if (all.length > 1) {
      notices.push(linkNotice(name, all.join(' & '), msg('reason.duplicate', { param: name, n: all.length }), msg('instead.ignored')));
      return null;
    }
    return all[0] ?? null;
  };
  const flag = (name: string): boolean => {
    const text = once(name);
    if (text === null || text === '0') return false;
    if (text === '1') return true;
    notices.push(linkNotice(name, text, msg('reason.flag', { param: name, value: shortValue(text) }), msg('instead.off')));
    return false;
  };
  const embed = flag('embed');
  const autoplay = flag('autoplay');

  let controls: readonly EmbedControl[] = EMBED_CONTROLS;
  const controlText = once('controls');
  if (controlText !== null) {
    const read = readControls(controlText);
    if (read.ok) controls = read.value;
    else notices.push(linkNotice('controls', controlText, read.error, msg('instead.value', { value: EMBED_CONTROLS.join(',') })));
  }

  let speed: number | null = null;
  const speedText = once('speed');
  if (speedText !== null) {
    const read = choiceValue(speedText, 'speed', SPEEDS.map(String));
    if (read.ok) speed = Number(read.value);
    else notices.push(linkNotice('speed', speedText, read.error, msg('instead.ignored')));
  }

  const step = (name: string, min: number): number | null => {
    const text = once(name);
    if (text === null) return null;
    const read = parseInteger(text, name, { min, max: STEP_RANGE.max });
    if (read.ok) return read.value;
    notices.push(linkNotice(name, text, read.error, msg('instead.ignored')));
    return null;
  };
  const start = step('start', 0);
  // The end is not before the start.
  const end = step('end', start ?? 0);
  return { values: { embed, controls, speed, autoplay, start, end }, notices };
}

/** `play,step` → those controls, in the viewer's order; `none` → none; any other word refused. */
function readControls(text: string): Checked<EmbedControl[]> {
  if (text === 'none') return { ok: true, value: [] };
  const words = text.split(',').map((s) => s.trim());
  for (const word of words) {
    const read = choiceValue(word, 'controls', EMBED_CONTROLS);
    if (!read.ok) return read;
  }
  return { ok: true, value: EMBED_CONTROLS.filter((c) => words.includes(c)) };
}

/** The embedding parameters as a link writes them (the defaults left out): kept in every link a page writes while embedded. */
export function embedQuery(e: EmbedParams): [string, string][] {
  const q: [string, string][] = [];
  if (e.embed) q.push(['embed', '1']);
  if (e.controls.length !== EMBED_CONTROLS.length) q.push(['controls', e.controls.length === 0 ? 'none' : e.controls.join(',')]);
  if (e.speed !== null) q.push(['speed', String(e.speed)]);
  if (e.autoplay) q.push(['autoplay', '1']);
  if (e.start !== null) q.push(['start', String(e.start)]);
  if (e.end !== null) q.push(['end', String(e.end)]);
  return q;
}

/** A step kept within the link's `start` and `end` (and the trace's `total`). */
export function clampStep(step: number, e: Pick<EmbedParams, 'start' | 'end'>, total: number): number {
  const lo = Math.min(e.start ?? 0, total);
  const hi = Math.max(lo, Math.min(e.end ?? total, total));
  return Math.max(lo, Math.min(hi, step));
}

/**
 * The address of the view shown, embedded: `href` (the page's address) with
 * `embed=1` and the page's language added to its hash route, presentation
 * mode left out (the frame is presented already).
 */
export function embedUrl(href: string, lang: string): string {
  const url = new URL(href);
  const hash = url.hash.replace(/^#\/?/, '');
  const q = hash.indexOf('?');
  const page = q < 0 ? hash : hash.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  params.delete('present');
  params.delete('embed');
  params.set('lang', lang);
  params.append('embed', '1');
  url.hash = `#/${page === '' ? 'trees' : page}?${params.toString()}`;
  return url.toString();
}

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML that embeds the view shown in a slide or a course page: an iframe
 * of `embedUrl`, titled (its name for screen readers), 960×600 and never
 * wider than its column, borderless, loaded when near, allowed full screen.
 */
export function embedSnippet(href: string, lang: string, title: string): string {
  const src = embedUrl(href, lang);
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="960" height="600" style="max-width: 100%; border: 0;" loading="lazy" allow="fullscreen" allowfullscreen></iframe>`;
}
