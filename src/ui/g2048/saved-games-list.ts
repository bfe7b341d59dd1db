/**
 * The 2048 page's "Saved games" list, as a view (issue 25): every game kept
 * in this browser but the one in progress, newest first, each with its
 * seed, moves, score and highest tile, and Replay (in place, <g2048-replay>),
 * Continue, Export and Delete (games-controller.ts does them). Hooks: the
 * list `[data-saved-games]` with `data-count`; each game
 * `[data-saved-game="<id>"]` with `data-seed`, `data-saved-moves`,
 * `data-saved-score` (not the game's own `data-moves`, `data-score`);
 * its buttons `data-action` = `replay-saved`, `continue-saved`,
 * `export-saved`, `delete-saved`; the replay `[data-saved-replay="<id>"]`.
 */ import { html, nothing } from 'lit';
import type { Sayer } from '../../i18n/say.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { KeptGames } from './games-controller.ts';
import './game-replay.ts';
import './saved-games-list.css';

/** When a game was saved, in the page's language (nothing for a date it cannot read). */
function when(savedAt: string, lang: Lang): string {
  const t = Date.parse(savedAt);
  return Number.isNaN(t) ? '' : new Date(t).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

export function savedGamesSection(kept: KeptGames, L: Sayer, lang: Lang, disabled: boolean) {
  const games = kept.games;
  return html`<section class="saved-games" aria-labelledby="saved-games-title" data-saved-games data-count=${games.length}>
    <h2 id="saved-games-title">${L('savedGames')}${games.length === 0 ? nothing : html` <span class="count">(${games.length})</span>`}</h2>
    <p class="note">${L(games.length === 0 ? 'savedGamesNone' : 'savedGamesHelp')}</p>
    ${
      games.length === 0
        ? nothing
        : html`<ul>
          ${games.map((g) => {
            const s = g.session;
            const describe = `saved-game-${g.id}`;
            const at = when(g.saved.savedAt, lang);
            const replaying = kept.replaying === g.id;
            return html`<li data-saved-game=${g.id} data-seed=${s.seed} data-saved-moves=${s.moves.length} data-saved-score=${s.score}>
              <p id=${describe} class="what">
                <b>${L('savedGameTitle', { seed: s.seed })}</b>
                ${L('savedGameLine', { moves: s.moves.length, score: s.score, max: s.maxTile })}${s.won ? html` · ${L('savedGameWon')}` : s.over ? html` · ${L('savedGameOver')}` : nothing}
                ${at === '' ? nothing : html`<br /><span class="when">${L('savedAt', { at })}</span>`}
              </p>
              <div class="actions">
                <button type="button" data-action="replay-saved" aria-describedby=${describe} aria-expanded=${replaying ? 'true' : 'false'} @click=${() => kept.replay(g.id)}>
                  ${L(replaying ? 'savedHideReplay' : 'savedReplay')}
                </button>
                <button type="button" data-action="continue-saved" aria-describedby=${describe} ?disabled=${disabled} @click=${() => kept.continue(g.id)}>${L('savedContinue')}</button>
                <button type="button" data-action="export-saved" aria-describedby=${describe} @click=${() => kept.export(g.id)}>${L('export')}</button>
                <button type="button" data-action="delete-saved" aria-describedby=${describe} ?disabled=${disabled} @click=${() => kept.remove(g.id)}>${L('savedDelete')}</button>
              </div>
              ${replaying ? html`<div class="saved-replay" data-saved-replay=${g.id}><g2048-replay .game=${s} .lang=${lang}></g2048-replay></div>` : nothing}
            </li>`;
          })}
        </ul>`
    }
  </section>`;
}
