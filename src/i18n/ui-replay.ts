/**
 * The replay's words (`#/replay`, src/ui/replay-page.ts, and a saved 2048
 * game replayed in place, src/ui/g2048/game-replay.ts); each in English and
 * Spanish, `{name}` where a parameter goes (say.ts puts the areas together).
 */
import { w } from './wording.ts';

export const REPLAY_LABELS = {
  replayTitle: w('Replay', 'Repetición'),
  replayEmpty: w('No game to replay yet: play one on the 2048 page.', 'Aún no hay partida que repetir: juega una en la página de 2048.'),
  moveOf: w('Move {#k} of {#n}', 'Movimiento {#k} de {#n}'),
  continueHere: w('Continue playing from here', 'Seguir jugando desde aquí'),
};
