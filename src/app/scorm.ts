/**
 * An exercise set as a SCORM 1.2 content package (issue 38): a zip any LMS
 * imports (Moodle, Canvas, Blackboard, Brightspace, Sakai), whose one SCO is
 * the exercise page, launched with `lms=scorm12` (src/ui/exercise/lms/), that reports
 * the score and status to the LMS's API.
 *
 * The package: `imsmanifest.xml` at the root (one organization, one item,
 * one SCO resource listing every file; `adlcp:masteryscore`), the launch page
 * `index.html` (it names the set to launch in a `<meta name="ast-launch">`),
 * and the page's script and stylesheet (`sco.js`, `sco.css`: the exercise
 * page alone, bundled by scripts/sco-bundle.mjs), every path relative and
 * nothing fetched from the network. The same options give the same bytes
 * (the zip's dates are fixed). Pure: no DOM, no Node; fflate zips.
 */
import { zipSync, strToU8 } from 'fflate';
import type { Lang } from '../i18n/lang.ts';
import { el, escapeXml, text, xmlDeclaration } from './moodle-markup.ts';
import type { ExerciseOptions } from './exercise.ts';
import { heading, type Words } from './sheet.ts';

/** The pass mark a package gets unless told (`--mastery`, the page's field): a percentage. */
export const DEFAULT_MASTERY = 80;
export const MASTERY_RANGE = { min: 0, max: 100 };

/** The files of the SCO that are the same in every package (the bundle of the exercise page). */
export const SCO_ASSETS = ['sco.js', 'sco.css'] as const;
export type ScoAssets = Record<(typeof SCO_ASSETS)[number], Uint8Array>;

export const LAUNCH_PAGE = 'index.html';
export const MANIFEST = 'imsmanifest.xml';

export interface ScormOptions {
  set: ExerciseOptions;
  lang: Lang;
  /** The pass mark, 0–100 (`adlcp:masteryscore`). */
  mastery: number;
  /** The course's title for the set (the LMS shows it), e.g. `heading()`'s line. */
  title: string;
  /** What the launch page shows while the script loads, and without scripts: in the package's language. */
  loading: string;
  noScript: string;
}

/** The words a package needs, in its language: the sheet's, and the launch page's two. */
export type PackageWords = Words & ((key: 'scoLoading' | 'scoNoScript' | 'sheetTitle') => string);

/** A package's options: the set, its language and pass mark, and its words (the title is the sheet's title and line). */
export function scormOptions(set: ExerciseOptions, lang: Lang, mastery: number, w: PackageWords): ScormOptions {
  return { set, lang, mastery, title: `${w('sheetTitle')}: ${heading(set, w)}`, loading: w('scoLoading'), noScript: w('scoNoScript') };
}

/** The route the launch page opens: the set, in the package's language, as a SCO (`lms=scorm12`). */
export function launchRoute(o: Pick<ScormOptions, 'set' | 'lang'>): string {
  const q = { seed: o.set.seed, count: o.set.count, difficulty: o.set.difficulty, algo: o.set.algo, lms: 'scorm12', lang: o.lang };
  return `#/exercise?${Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
}

/** The package's identifier (an XML ID: a letter first, then letters, digits, `-`, `_` and `.`). */
export function packageId(set: ExerciseOptions): string {
  return `AST-exercises-${set.algo}-${set.difficulty}-${set.seed}-${set.count}`;
}

/** The file name a package is written to or downloaded as. */
export function packageFileName(set: ExerciseOptions): string {
  return `exercises-${set.algo}-${set.difficulty}-${set.seed}.scorm12.zip`;
}

/**
 * `imsmanifest.xml` (SCORM 1.2 CAM: IMS Content Packaging 1.1.2 with ADL's
 * extensions): one organization, one item with the mastery score, one SCO
 * resource launched by `index.html` and listing every file of the package.
 */
export function scormManifest(o: ScormOptions, files: readonly string[]): string {
  const id = packageId(o.set);
  const schemas = [
    'http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd',
    'http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd',
    'http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd',
  ].join(' ');
  const title = el('title', {}, text(o.title));
  const item = el('item', { identifier: `${id}-item`, identifierref: `${id}-sco`, isvisible: 'true' }, title, el('adlcp:masteryscore', {}, String(o.mastery)));
  const resource = el(
    'resource',
    { identifier: `${id}-sco`, type: 'webcontent', 'adlcp:scormtype': 'sco', href: LAUNCH_PAGE },
    ...files.map((f) => el('file', { href: f })),
  );
  const manifest = el(
    'manifest',
    {
      identifier: id,
      version: '1.0',
      xmlns: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
      'xmlns:adlcp': 'http://www.adlnet.org/xsd/adlcp_rootv1p2',
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': schemas,
    },
    el('metadata', {}, el('schema', {}, 'ADL SCORM'), el('schemaversion', {}, '1.2')),
    el('organizations', { default: `${id}-org` }, el('organization', { identifier: `${id}-org` }, title, item)),
    el('resources', {}, resource),
  );
  return `${xmlDeclaration()}\n${manifest}\n`;
}

/** The launch page: the set to open (`ast-launch`), the stylesheet, the script; a word while it loads and one without scripts. */
export function launchPage(o: ScormOptions): string {
  const route = escapeXml(launchRoute(o));
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="ast-launch" content="${route}">
<meta name="ast-mastery" content="${o.mastery}">
<title>${escapeXml(o.title)}</title>
<link rel="stylesheet" href="sco.css">
<script defer src="sco.js"></script>
</head>
<body>
<p data-sco-loading>${escapeXml(o.loading)}</p>
<noscript><p>${escapeXml(o.noScript)}</p></noscript>
</body>
</html>
`;
}

/** Local midnight of 1 January 2026: the same DOS date in every file of every package, whatever the time zone. */
const FIXED_DATE = new Date(2026, 0, 1);

/** How a package is zipped: deflated at the highest level, every file dated the same. */
export const ZIP_OPTIONS = { level: 9, mtime: FIXED_DATE } as const;

/** The package's files, in the zip's order: the manifest, the launch page, the SCO's files. */
export function scormFiles(o: ScormOptions, assets: ScoAssets): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = { [LAUNCH_PAGE]: strToU8(launchPage(o)) };
  for (const name of SCO_ASSETS) files[name] = assets[name];
  return { [MANIFEST]: strToU8(scormManifest(o, Object.keys(files))), ...files };
}

/** The package as a zip (the CLI's; the page zips the same files with fflate's `zip`, off the main thread, to the same bytes). */
export function scormPackage(o: ScormOptions, assets: ScoAssets): Uint8Array {
  return zipSync(scormFiles(o, assets), ZIP_OPTIONS);
}
