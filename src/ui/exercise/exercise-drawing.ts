/**
 * What <exercise-tree> draws of the sheet's figure (app/sheet-figure.ts),
 * as SVG templates: a node's shape (MAX ▲, MIN ▼, chance ○, leaf □, as the
 * viewer's), its value on the line to write it on, its α/β beside it; an
 * edge drawn whole from the parent's shape to the child's top, a cut as two
 * short strokes across it (the mark students are told to draw), the best
 * move as an arrow with its words beside it; the chosen node's frame.
 */
import { nothing, svg } from 'lit';
import { formatNumber as f } from '../../i18n/lang.ts';
import {
  BLANK_LINE,
  MARGIN,
  NAME_BASELINE,
  SMALL_SIZE,
  VALUE_SIZE,
  arrowHead,
  besideEdge,
  cutStrokes,
  nameX,
  textWidth,
  valueBaseline,
  widthAt,
  type Figure,
  type Segment,
  type ShapeBox,
} from '../../app/sheet-figure.ts';
import { mark, type Slot } from './exercise-figures.ts';

/** A node's shape. */
export function shapeTemplate(s: ShapeBox, cls: string) {
  switch (s.kind) {
    case 'max':
      return svg`<polygon class=${cls} points="0,${s.top} ${s.half},${s.bottom} ${-s.half},${s.bottom}"></polygon>`;
    case 'min':
      return svg`<polygon class=${cls} points="${-s.half},${s.top} ${s.half},${s.top} 0,${s.bottom}"></polygon>`;
    case 'chance':
      return svg`<ellipse class=${cls} cx="0" cy=${(s.top + s.bottom) / 2} rx=${s.half} ry=${(s.bottom - s.top) / 2}></ellipse>`;
    case 'leaf':
      return svg`<rect class=${cls} x=${-s.half} y=${s.top} width=${2 * s.half} height=${s.bottom - s.top} rx="2"></rect>`;
  }
}

/** A node's value in its shape; on the sheet (`blank`), on a line to write it on, as wide as the shape is across the value. */
export function valueTemplate(s: ShapeBox, value: Slot, leaf: boolean, blank: boolean) {
  const y = valueBaseline(s, VALUE_SIZE);
  // The line runs across the shape where it is drawn, short of the outline.
  const half = widthAt(s, y + 2) / 2 - 2 * MARGIN;
  return svg`<text class="value${value.shown ? ' shown' : ''}" data-slot=${leaf ? nothing : 'value'} data-verdict=${value.verdict ?? nothing} y=${y} text-anchor="middle" aria-hidden="true">${value.text}</text>${
    blank ? svg`<line class="blank value-blank" data-blank="value" x1=${-half} x2=${half} y1=${y + 2} y2=${y + 2}></line>` : nothing
  }`;
}

/** The value's sign (✓ ✗ *) in the corner of the shape's box its outline leaves empty. */
export function badgeTemplate(s: ShapeBox, badge: string, cls: string) {
  const [x, y, anchor] =
    s.kind === 'max' ? [-s.half + 2, s.top + 14, 'start'] : s.kind === 'min' ? [-s.half + 2, s.bottom - 2, 'start'] : [-s.half - 2, s.top + 10, 'end'];
  return svg`<text class="badge ${cls}" x=${x} y=${y} text-anchor=${anchor} aria-hidden="true">${badge}</text>`;
}

/** A node's name: left of an inner node, under a leaf. */
export function nameTemplate(s: ShapeBox, name: string) {
  return s.kind === 'leaf'
    ? svg`<text class="label" y=${s.bottom + 4 + 0.76 * SMALL_SIZE} text-anchor="middle" aria-hidden="true">${name}</text>`
    : svg`<text class="label" x=${-nameX(s)} y=${NAME_BASELINE} text-anchor="end" aria-hidden="true">${name}</text>`;
}

/** α or β beside a node: "α = 3 ✓", on a line to write on (printed blank). */
export function windowTemplate(block: NonNullable<Figure['block']>, s: Slot, answer: boolean) {
  const sign = s.field === 'alpha' ? 'α' : 'β';
  const y = s.field === 'alpha' ? block.alpha : block.beta;
  const m = mark(s);
  const from = block.x + textWidth(`${sign} =`, SMALL_SIZE) + 4;
  return svg`<text class="window${s.shown ? ' shown' : ''}" data-slot=${s.field} data-verdict=${s.verdict ?? nothing} x=${block.x} y=${y} aria-hidden="true"
      >${sign} =<tspan class="typed"> ${s.text === '' ? '\u2007\u2007\u2007' : s.text}${m === '' ? '' : ` ${m}`}</tspan></text
    >${answer ? svg`<line class="blank" data-blank=${s.field} x1=${from} x2=${from + BLANK_LINE} y1=${y + 3} y2=${y + 3}></line>` : nothing}`;
}

/** How an edge is drawn: plain, into a cut subtree (with the cut's strokes where it starts), or the best move. */
export interface EdgeLook {
  pruned: boolean;
  cutStarts: boolean;
  /** The best move's words ("best move"), on its edge; null: not the best move. */
  best: string | null;
  /** A chance edge's probability (NaN: none). */
  p: number;
}

/** An edge, whole from the parent's shape to the child's top. */
export function edgeTemplate(id: string, e: Segment, look: EdgeLook) {
  const label = look.best === null ? null : besideEdge(e, 0.5);
  const p = Number.isNaN(look.p) ? null : besideEdge(e, 0.6);
  return svg`<g class="edge" data-edge-id=${id}>
    <line class=${look.pruned ? 'pruned' : look.best !== null ? 'best' : ''} x1=${e.x1} y1=${e.y1} x2=${e.x2} y2=${e.y2}></line>
    ${
      look.cutStarts
        ? svg`<path class="cut" d=${cutStrokes(e)
            .map((s) => `M${s.x1},${s.y1}L${s.x2},${s.y2}`)
            .join('')}></path>`
        : nothing
    }
    ${label === null ? nothing : svg`<polygon class="best-head" points=${arrowHead(e)}></polygon><text class="best-label" x=${label.x} y=${label.y} text-anchor=${label.anchor}>${look.best}</text>`}
    ${p === null ? nothing : svg`<text class="p" x=${p.x} y=${p.y} text-anchor=${p.anchor}>${f(look.p)}</text>`}
  </g>`;
}

/** The chosen node's frame: round its name, shape, sign and α/β. */
export function haloTemplate(s: ShapeBox, left: number, right: number) {
  return svg`<rect class="halo" x=${-left - 4} y=${s.top - 6} width=${left + right + 8} height=${s.bottom - s.top + 12} rx="8"></rect>`;
}
