/**
 * The app's frame (src/ui/tutor-app.ts, src/ui/shell/): the header, the
 * navigation between the pages (each page's name), the skip link, the
 * language switch, the accessibility statement's link, and the update notice
 * (the service worker has a new version waiting: *Reload* or *Later*); each in
 * English and Spanish (say.ts puts the areas together).
 */
import { w } from './wording.ts';

export const SHELL_LABELS = {
  // ---- the header --------------------------------------------------------------------------------------
  title: w('Adversarial Search Tutor', 'Tutor de algoritmos de juegos'),
  subtitle: w('Minimax, alpha-beta, expectimax and expectiminimax, step by step', 'Minimax, alfa-beta, expectimax y expectiminimax, paso a paso'),
  accessibility: w('Accessibility statement', 'Declaración de accesibilidad'),
  accessibilityNote: w(
    '(WCAG 2.1 AA: what is tested, what does not conform yet, how to report a barrier; in English)',
    '(WCAG 2.1 AA: qué se prueba, qué no cumple aún, cómo comunicar una barrera; en inglés)',
  ),
  language: w('Language', 'Idioma'),
  pages: w('Pages', 'Páginas'),
  /** After the current page's name in the navigation, heard only (Orca says nothing of aria-current on a menu item). */
  currentPage: w('current page', 'página actual'),
  pageCodeFailed: w(
    'This page could not be loaded: the tutor may have been updated meanwhile, or the connection lost. Reload the page to try again.',
    'No se pudo cargar esta página: puede que el tutor se haya actualizado mientras tanto, o que se perdiera la conexión. Recarga la página para intentarlo de nuevo.',
  ),
  skipToContent: w('Skip to the content (the search’s Play)', 'Saltar al contenido (el Reproducir de la búsqueda)'),

  // ---- the navigation: each page's name ----------------------------------------------------------------
  navTrees: w('Gallery', 'Galería'),
  navTree: w('Step through', 'Paso a paso'),
  navCompare: w('Compare', 'Comparar'),
  nav2048: w('2048', '2048'),
  navTicTacToe: w('Tic-tac-toe', 'Tres en raya'),
  navConnect4: w('Connect-4', 'Conecta 4'),
  navLadder: w('Solver ladder', 'Escalera del resolvedor'),
  navExperiments: w('Experiments', 'Experimentos'),
  navExercises: w('Exercises', 'Ejercicios'),

  // ---- the update notice (shell/update-notice.ts) ------------------------------------------------------
  updateAvailable: w('A new version of the tutor is available.', 'Hay una versión nueva del tutor.'),
  updateReload: w('Reload', 'Recargar'),
  updateLater: w('Later', 'Más tarde'),
  updateLaterHint: w('Keep this version until the next visit', 'Seguir con esta versión hasta la próxima visita'),
};
