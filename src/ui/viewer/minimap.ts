/**
 * The mini-map of a tree too big to read whole: its edges drawn small on a
 * canvas (once per layout), the part of the drawing in view as a box, and the
 * current node as a dot. It draws into the `.minimap` element <search-tree>
 * renders (a canvas, `.mm-view`, `.mm-cur`) and maps a press on it back to
 * the drawing.
 */
import { html, type TemplateResult } from 'lit';
import type { Box, View } from './camera.ts';
import type { TreeModel } from './tree-model.ts';
import type { TreeCamera } from './tree-camera.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { drawShape, type ShapeColours } from './tree-canvas.ts';

/** The map's size: a strip in the bar over the drawing (never over a node). */
export const MAP_W = 180;
export const MAP_H = 34;
/** Thin trees are drawn at least this tall, so their shape shows. */
const MAP_MIN_H = 34;

export class MiniMap {
  /** Drawing units → map pixels, across and down. */
  private s = 1;
  private sy = 1;
  private box: Box = { x0: 0, y0: 0, x1: 1, y1: 1 };
  private height = MAP_H;

  constructor(readonly el: HTMLElement) {}

  /** Draws the shape of the tree `model` lays out (its shown nodes); `box` is the whole drawing. */
  drawTree(box: Box, model: TreeModel, colours: ShapeColours): void {
    const canvas = this.el.querySelector('canvas');
    const ctx = canvas?.getContext('2d');
    if (canvas === null || canvas === undefined || ctx === null || ctx === undefined) return;
    this.box = box;
    this.s = Math.min(MAP_W / (box.x1 - box.x0), MAP_H / (box.y1 - box.y0));
    this.height = Math.max(MAP_MIN_H, Math.ceil((box.y1 - box.y0) * this.s));
    this.sy = Math.max(this.s, (this.height - 6) / (box.y1 - box.y0));
    canvas.height = this.height;
    this.el.style.height = `${this.height}px`;
    // One colour for the whole shape (the palette's outline colour): the map shows where things are, not the step.
    const line = colours.unvisited;
    drawShape(
      ctx,
      model,
      { k: this.s, x: -box.x0 * this.s, y: 0 },
      MAP_W,
      this.height,
      { walked: line, unvisited: line, pruned: line, current: line },
      null,
      -1,
      this.sy,
      -box.y0 * this.sy,
    );
  }

  /** Marks the part in view: the frame (`width` × `height` px) under the view `t`. */
  view(t: View, width: number, height: number): void {
    const el = this.el.querySelector<HTMLElement>('.mm-view');
    if (el === null) return;
    const x0 = (-t.x / t.k - this.box.x0) * this.s;
    const y0 = (-t.y / t.k - this.box.y0) * this.sy;
    el.style.left = `${Math.max(0, x0)}px`;
    el.style.top = `${Math.max(0, y0)}px`;
    el.style.width = `${Math.max(3, Math.min(MAP_W, x0 + (width / t.k) * this.s) - Math.max(0, x0))}px`;
    el.style.height = `${Math.max(3, Math.min(this.height, y0 + (height / t.k) * this.sy) - Math.max(0, y0))}px`;
  }

  /** Marks the current node, at (x, y) in the drawing. */
  current(x: number, y: number): void {
    const el = this.el.querySelector<HTMLElement>('.mm-cur');
    if (el === null) return;
    el.style.left = `${(x - this.box.x0) * this.s - 4}px`;
    el.style.top = `${(y - this.box.y0) * this.sy - 4}px`;
  }

  /** The point of the drawing under a press on the map. */
  pointAt(e: PointerEvent): { x: number; y: number } {
    const rect = this.el.getBoundingClientRect();
    return { x: (e.clientX - rect.left) / this.s + this.box.x0, y: (e.clientY - rect.top) / this.sy + this.box.y0 };
  }
}

/** The mini-map's element: the map, the box of the part in view, the current node's dot; a press calls `jump`. */
export function miniMapTemplate(shown: boolean, title: string, jump: (e: PointerEvent) => void): TemplateResult {
  return html`<div class="minimap" data-minimap ?hidden=${!shown} title=${title} @pointerdown=${jump}>
    <canvas width=${MAP_W} height=${MAP_H}></canvas>
    <div class="mm-view"></div>
    <div class="mm-cur"></div>
  </div>`;
}

/**
 * The bar over the drawing (so that nothing of it sits on a node): what
 * *Follow* could not show (`beyond`, the siblings beyond the edges, `data-beyond`),
 * the mini-map while the whole tree is not in view, and the zoom buttons
 * (`data-action` zoom-in, zoom-out, fit).
 */
export function zoomTemplate(
  lang: Lang,
  camera: TreeCamera,
  fit: () => void,
  mapShown: boolean,
  jump: (e: PointerEvent) => void,
  beyond: { left: number; right: number },
): TemplateResult {
  const none = beyond.left + beyond.right === 0;
  const words = none ? '' : say(msg('siblingsBeyond', beyond), lang);
  // In a narrow frame (a phone) only the counts and arrows show; the words stay the accessible name and the tooltip.
  const short = [beyond.left > 0 ? `← ${beyond.left}` : '', beyond.right > 0 ? `${beyond.right} →` : ''].filter((x) => x !== '').join(' · ');
  return html`<div class="tree-bar">
    <span class="beyond" data-beyond title=${words}>${none ? '' : html`<span class="long">${words}</span><span class="short" aria-hidden="true">${short}</span>`}</span>
    ${miniMapTemplate(mapShown, say('minimap', lang), jump)}
    <div class="zoom" role="group" aria-label=${say('zoom', lang)}>
      <button type="button" data-action="zoom-in" title=${say('zoomIn', lang)} @click=${() => camera.scaleBy(1.3)}>+</button>
      <button type="button" data-action="zoom-out" title=${say('zoomOut', lang)} @click=${() => camera.scaleBy(1 / 1.3)}>−</button>
      <button type="button" data-action="fit" title=${say('fitHint', lang)} @click=${fit}>${say('fit', lang)}</button>
    </div>
  </div>`;
}

/** What the mini-map shows of <search-tree>, read when it draws. */
export interface MapSource {
  model: TreeModel;
  /** The whole drawing's box, or null before there is one. */
  box(): Box | null;
  /** The node marked current (-1: none). */
  focus(): number;
  /** The map is shown (the tree is too big to read whole). */
  shown(): boolean;
  minScale(): number;
  motion(): boolean;
  colours(): ShapeColours;
}

/** The mini-map that `root` renders (<search-tree>), found again when the root renders a new one. */
export class MiniMapOf {
  private map: MiniMap | null = null;

  constructor(
    private readonly root: ParentNode,
    private readonly camera: TreeCamera,
    private readonly source: MapSource,
  ) {}

  /** The layout the map was last drawn for. */
  private drawnFor = -1;

  /** Draws the map for layout `version` unless it has been: in a task of its own, so a big tree's first view is not held up by it. */
  drawFor(version: number): void {
    if (version === this.drawnFor) return;
    this.drawnFor = version;
    setTimeout(() => this.draw(), 0);
  }

  /** Draws the whole tree's shape, small (once per layout), and marks the view and the current node. */
  draw(): void {
    const box = this.source.box();
    if (box === null) return;
    this.get()?.drawTree(box, this.source.model, this.source.colours());
    this.markView();
    this.markCurrent();
  }

  /** Marks the part of the drawing the camera shows. */
  markView(): void {
    if (!this.source.shown()) return;
    const { width, height } = this.camera.frame();
    this.get()?.view(this.camera.view(), width, height);
  }

  /** Marks the current node. */
  markCurrent(): void {
    const layout = this.source.model.layout;
    const i = this.source.focus();
    if (layout !== null && i >= 0 && this.source.shown()) this.get()?.current(layout.x[i] ?? NaN, layout.y[i] ?? NaN);
  }

  /** A press on the map: the camera centres there, at least at the readable scale. */
  readonly jump = (e: PointerEvent): void => {
    const map = this.get();
    if (map === null) return;
    const at = map.pointAt(e);
    const camera = this.camera;
    const { width, height } = camera.frame();
    const k = Math.max(camera.view().k, this.source.minScale());
    camera.moveTo({ k, x: width / 2 - at.x * k, y: height / 2 - at.y * k }, false, this.source.motion());
  };

  get(): MiniMap | null {
    if (this.map?.el.isConnected !== true) {
      const el = this.root.querySelector<HTMLElement>('.minimap');
      this.map = el === null ? null : new MiniMap(el);
    }
    return this.map;
  }
}
