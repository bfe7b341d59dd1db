/**
 * The gallery's words (`#/trees`, src/ui/gallery-page.ts): its introduction
 * and the topics its trees are grouped by; each in English and Spanish (say.ts
 * puts the areas together).
 */
import { w } from './wording.ts';

export const GALLERY_LABELS = {
  galleryIntro: w(
    'Textbook trees, each with its source and what it teaches. Open one to step through its search.',
    'Árboles de libro, cada uno con su fuente y lo que enseña. Abre uno para recorrer su búsqueda.',
  ),
  startHere: w('Start here', 'Empieza aquí'),
  topic_minimax: w('Minimax', 'Minimax'),
  topic_alphabeta: w('Alpha-beta pruning', 'Poda alfa-beta'),
  topic_ordering: w('Move ordering', 'Orden de los sucesores'),
  topic_expectimax: w('Expectimax', 'Expectimax'),
  topic_expectiminimax: w('Expectiminimax', 'Expectiminimax'),
  topic_scale: w('The scale of chance', 'La escala cuando hay azar'),
};
