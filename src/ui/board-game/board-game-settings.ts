/**
 * The settings of the tic-tac-toe and Connect-4 pages (board-game-page.ts):
 * the human's side, the machine's algorithm and depth (tic-tac-toe: its
 * level; a link's depth that is not a level's, as an option of its own),
 * Connect-4's level (by its search, or perfectly: the solver), centre
 * columns first, and random ties with their seed. Each change is handed to
 * the page as a patch of what changed.
 *
 * With Monte Carlo tree search as the algorithm, its iterations, C and seed
 * (board-game-mcts.ts) take the place of the depth, centre first and ties.
 *
 * Hooks: `data-field` = human, algo, depth, level, centre, random,
 * random-seed; iterations, c, seed.
 */
import { html, nothing } from 'lit';
import { TTT_LEVELS } from '../../games/tictactoe/game.ts';
import type { GameName } from '../../app/position-search.ts';
import type { Side } from '../../app/board-game.ts';
import { algorithmName } from '../../i18n/search.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer, type Sayer } from '../../i18n/say.ts';
import { MACHINE_ALGORITHMS, type MachineAlgorithm } from '../link/params.ts';
import type { MctsSettings } from '../link/mcts-params.ts';
import { mctsFields } from './board-game-mcts.ts';

export interface PlaySettings {
  human: Side;
  algo: MachineAlgorithm;
  /** '' (the game's default) or a whole number, as text. */
  depth: string;
  centre: boolean;
  /** Connect-4: the machine plays the solver's best column. */
  perfect: boolean;
  /** Seed for picking at random among equally good moves; null = the first best move. */
  tieSeed: number | null;
  /** Monte Carlo tree search's settings (algo=mcts). */
  mcts: MctsSettings;
}

/** Plies that search a tic-tac-toe game to its end from any position: deeper is the full search too. */
const TTT_FULL_DEPTH = 9;

/**
 * A link's depth that is not one of the levels (`depth=9`, `depth=4`), as an
 * option of its own, selected, so that *Level* says what the machine searches:
 * "depth 9 (full search)", "depth 4"; nothing for a level's depth.
 */
export function levelOfLink(depth: string, L: Sayer) {
  const levels = Object.values(TTT_LEVELS).map((d) => (Number.isFinite(d) ? String(d) : ''));
  if (levels.includes(depth)) return nothing;
  const d = Number(depth);
  return html`<option value=${depth} selected>${L(d >= TTT_FULL_DEPTH ? 'level_depthFull' : 'level_depth', { depth })}</option>`;
}

export function renderSettings(game: GameName, v: PlaySettings, lang: Lang, set: (patch: Partial<PlaySettings>) => void) {
  const L = sayer(lang);
  const ttt = game === 'tictactoe';
  const mcts = v.algo === 'mcts';
  return html`<section class="settings" aria-label=${L('options')}>
    <div class="controls">
      <label>
        ${L('youPlay')}
        <select data-field="human" @change=${(e: Event) => set({ human: (e.target as HTMLSelectElement).value as Side })}>
          <option value="x" ?selected=${v.human === 'x'}>X (${L('first')})</option>
          <option value="o" ?selected=${v.human === 'o'}>O</option>
        </select>
      </label>
      <label>
        ${L('algorithm')}
        <select data-field="algo" @change=${(e: Event) => set({ algo: (e.target as HTMLSelectElement).value as MachineAlgorithm })}>
          ${MACHINE_ALGORITHMS.map((a) => html`<option value=${a} ?selected=${v.algo === a}>${a === 'mcts' ? L('algoMcts') : algorithmName(a, lang)}</option>`)}
        </select>
      </label>
      ${
        ttt
          ? mcts
            ? mctsFields(v.mcts, lang, (s) => set({ mcts: s }))
            : html`<label>
            ${L('level')}
            <select data-field="depth" @change=${(e: Event) => set({ depth: (e.target as HTMLSelectElement).value })}>
              ${Object.entries(TTT_LEVELS).map(([name, d]) => {
                const value = Number.isFinite(d) ? String(d) : '';
                return html`<option value=${value} ?selected=${v.depth === value}>${L(`level_${name as 'easy'}`)}</option>`;
              })}
              ${levelOfLink(v.depth, L)}
            </select>
          </label>`
          : html`<label>
              ${L('c4Level')}
              <select data-field="level" @change=${(e: Event) => set({ perfect: (e.target as HTMLSelectElement).value === 'perfect' })}>
                <option value="depth" ?selected=${!v.perfect}>${L('c4LevelSearch')}</option>
                <option value="perfect" ?selected=${v.perfect}>${L('c4LevelPerfect')}</option>
              </select>
            </label>
            ${
              mcts
                ? v.perfect
                  ? nothing
                  : mctsFields(v.mcts, lang, (s) => set({ mcts: s }))
                : html`<label>
                    ${L('depth')}
                    <input data-field="depth" type="number" min="1" max="10" .value=${v.depth} @change=${(e: Event) => set({ depth: (e.target as HTMLInputElement).value })} />
                  </label>
                  <label class="toggle"><input type="checkbox" data-field="centre" .checked=${v.centre} @change=${(e: Event) => set({ centre: (e.target as HTMLInputElement).checked })} /> ${L('centreFirst')}</label>`
            }`
      }
    </div>
    ${mcts ? html`<p class="hint">${L('mctsSettingsHint')}</p>` : nothing}
    ${
      mcts
        ? nothing
        : html`<div class="row">
        <label class="toggle" title=${L('randomTiesHint')}>
          <input type="checkbox" data-field="random" .checked=${v.tieSeed !== null} @change=${(e: Event) => set({ tieSeed: (e.target as HTMLInputElement).checked ? 1 : null })} />
          ${L('randomTies')}
        </label>
        ${
          v.tieSeed === null
            ? nothing
            : html`<label>${L('seed')} <input data-field="random-seed" type="number" min="0" step="1" .value=${String(v.tieSeed)} @change=${(e: Event) => {
                const seed = Number((e.target as HTMLInputElement).value);
                set({ tieSeed: Number.isSafeInteger(seed) && seed >= 0 ? seed : 1 });
              }} /></label>`
        }
      </div>`
    }
  </section>`;
}
