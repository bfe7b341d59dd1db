/**
 * The exercise page's *SCORM package* (`data-action="scorm"`, issue 38): the
 * set as a SCORM 1.2 package, made in the page — the SCO's script and
 * stylesheet come from the build (`scorm/sco.js`, `scorm/sco.css`, beside the
 * app; the service worker keeps them for offline use), the manifest and the
 * launch page are written here (app/scorm.ts) — the same bytes as `tutor
 * exercise --format scorm12`, zipped off the main thread. Loaded on the
 * first click.
 */
import type { ExerciseOptions } from '../../../app/exercise.ts';
import { zip } from 'fflate';
import { SCO_ASSETS, ZIP_OPTIONS, packageFileName, scormFiles, scormOptions, type ScoAssets } from '../../../app/scorm.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { sayer } from '../../../i18n/say.ts';
import { download } from '../../platform/export.ts';

/** Makes and downloads the package; its file name and size in bytes. */
export async function downloadScorm(set: ExerciseOptions, lang: Lang, mastery: number): Promise<{ file: string; bytes: number }> {
  const assets = {} as ScoAssets;
  for (const name of SCO_ASSETS) {
    const url = new URL(`scorm/${name}`, document.baseURI);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
    assets[name] = new Uint8Array(await response.arrayBuffer());
  }
  const files = scormFiles(scormOptions(set, lang, mastery, sayer(lang)), assets);
  // fflate's `zip` deflates the script (its largest file) in a worker: the page does not freeze (a level-9 deflate of it takes about 90 ms).
  const bytes = await new Promise<Uint8Array>((resolve, reject) => zip(files, ZIP_OPTIONS, (e, out) => (e === null ? resolve(out) : reject(e))));
  const file = packageFileName(set);
  download(file, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'application/zip');
  return { file, bytes: bytes.length };
}
