/**
 * A SCORM package's script (issue 38; bundled by scripts/sco-bundle.mjs into
 * `sco.js`, with `sco.css`): the exercise page alone, launched by the
 * package's `index.html`, whose `<meta name="ast-launch">` names the set
 * (`#/exercise?seed=…&lms=scorm12&lang=…`). The page reads that route, not
 * whatever the address holds: the set a student answers is the one the
 * teacher put in the course. A classic script, so that any LMS serves it.
 * The page's title (its `<h1>` in an LMS) is the sheet's.
 */
import '../../shell/styles.css';
import './sco.css';
import '../../exercise-page.ts';
import type { ExercisePage } from '../../exercise-page.ts';
import { parseRoute } from '../../link/route.ts';
import { LANGS, type Lang } from '../../../i18n/lang.ts';

const launch = document.querySelector<HTMLMetaElement>('meta[name="ast-launch"]')?.content ?? '#/exercise?lms=scorm12';
const { params } = parseRoute(launch);
params.set('lms', 'scorm12');
history.replaceState(null, '', `#/exercise?${params.toString()}`);
const asked = params.get('lang');
const lang: Lang = (LANGS as readonly string[]).includes(asked ?? '') ? (asked as Lang) : 'en';
document.documentElement.lang = lang;

// The page is drawn in a task of its own, after the script's: the browser may paint between them.
setTimeout(mount, 0);

function mount(): void {
  document.querySelector('[data-sco-loading]')?.remove();
  const main = document.createElement('main');
  main.className = 'sco';
  const page = document.createElement('exercise-page') as ExercisePage;
  page.lang = lang;
  page.params = params;
  main.append(page);
  document.body.append(main);
}
