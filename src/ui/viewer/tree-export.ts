/**
 * The drawing's look, shared by the page and by exported SVG files: the rules
 * of tree-drawing.css, installed once per page under `search-tree` (the
 * element renders in the light DOM), and put into an exported drawing with
 * the light palette's values, so the file looks the same anywhere (a slide, a
 * PNG, a dark page). An exported file is in the page's language: its `lang`,
 * its `<title>` and its `<desc>` (how to read it), and each node's `<title>`
 * (its name at the step, as the page says it).
 */
import { html, render } from 'lit';
import { say } from '../../i18n/say.ts';
import drawing from './tree-drawing.css?raw';
import type { Box } from './camera.ts';
import { viewportTemplate, type DrawContext } from './tree-draw.ts';
import { TreePainter, type Scene } from './tree-paint.ts';
import { wholeBox } from './tree-camera.ts';

/** Installs the drawing's rules, once per page. */
export function installDrawingSheet(): void {
  if (document.head.querySelector('style[data-for="search-tree"]') !== null) return;
  const sheet = document.createElement('style');
  sheet.dataset.for = 'search-tree';
  sheet.textContent = `search-tree { ${drawing} }`;
  document.head.append(sheet);
}

const EXPORT_STYLE = `text { font-family: system-ui, sans-serif; } .toggle { display: none; } ${drawing}`;

/** The drawing `svgEl` as a standalone SVG document showing `box` (styles inlined, the light palette's colours). */
export function standaloneSvg(svgEl: SVGSVGElement, box: Box): string {
  const clone = svgEl.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.classList.remove('far');
  clone.setAttribute('viewBox', `${box.x0} ${box.y0} ${box.x1 - box.x0} ${box.y1 - box.y0}`);
  clone.querySelector('g.viewport')?.removeAttribute('transform');
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = EXPORT_STYLE;
  // After the drawing's <title> and <desc>, which come first (its name and description).
  const head = clone.querySelector(':scope > desc') ?? clone.querySelector(':scope > title');
  if (head === null) clone.prepend(style);
  else head.after(style);
  clone.setAttribute('style', lightValues(EXPORT_STYLE + new XMLSerializer().serializeToString(clone)));
  return new XMLSerializer().serializeToString(clone);
}

/** The palette's custom properties that `text` uses, with their light values: `--ast-accent: #1f4e8c; …`. */
function lightValues(text: string): string {
  const names = [...new Set(text.match(/--[a-z][\w-]*/g) ?? [])].sort();
  // An element of the light set (palette.css: `.ast-light`), whatever the page's theme or mode.
  const probe = document.createElement('span');
  probe.className = 'ast-light';
  probe.hidden = true;
  document.body.append(probe);
  const computed = getComputedStyle(probe);
  const values = names.map((name) => [name, computed.getPropertyValue(name).trim()] as const).filter(([, v]) => v !== '');
  probe.remove();
  return values.map(([name, v]) => `${name}: ${v}`).join('; ');
}

/**
 * Every shown node (not `hidden`) of a drawing, painted as `scene` has it, as
 * a standalone SVG document: a picture (`role="img"`) named and described in
 * the drawing's language.
 */
export function wholeSvg(c: DrawContext, hidden: Uint8Array, scene: Scene): string {
  const all: number[] = [];
  for (let i = 0; i < c.index.count; i++) if (hidden[i] === 0) all.push(i);
  const holder = document.createElement('div');
  render(html`<svg>${viewportTemplate(c, all)}</svg>`, holder);
  const painter = new TreePainter();
  painter.forget(c.index.count);
  painter.find(holder);
  painter.paint(scene);
  // The <svg> rendered into `holder` above.
  const root = holder.querySelector('svg')!;
  root.setAttribute('lang', c.lang);
  root.setAttribute('role', 'img');
  root.prepend(textElement('title', say('treeView', c.lang)), textElement('desc', say('exportLegend', c.lang)));
  return standaloneSvg(root, wholeBox(c.layout, c.geometry));
}

/** An SVG element holding `text` (set as text: nothing in it is markup). */
function textElement(tag: 'title' | 'desc', text: string): SVGElement {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  e.textContent = text;
  return e;
}
