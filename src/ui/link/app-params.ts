/**
 * What the app reads on every route, whatever the page (params.ts re-exports
 * it with the routes' codecs): whether the hash names a page there is,
 * presentation mode (`present=1`) and the language a link asks for
 * (`lang=en|es`), each value it cannot use a notice, as the routes' are;
 * on the routes that read nothing else (`#/trees`, `#/replay`,
 * `#/experiments`: NO_PARAM_PAGES), every other parameter is a notice too.
 * Pure TypeScript (no DOM).
 */
import { choiceValue } from '../../games/input.ts';
import { LANGS, type Lang } from '../../i18n/lang.ts';
import { msg } from '../../i18n/message.ts';
import { APP_WIDE_PARAMS, PAGES } from './route.ts';
import { Params, linkNotice, shortValue, type Notice, type Read } from './param-reader.ts';
import { NO_PARAM_PAGES } from './codec.ts';

/** What the app reads on every route: presentation mode, and the language a link asks for (undefined: the one kept in the browser). */
export interface AppParams {
  present: boolean;
  lang: Lang | undefined;
}

/** The parameters the app reads on every route, whatever the page: route.ts's list (`present`, `lang` and embedding's, embed-params.ts). */
export const APP_PARAMS: readonly string[] = APP_WIDE_PARAMS;

/** `present=1|0` and `lang=en|es` on any route, and whether the hash names a page there is. */
export function readAppParams(hash: string, p: URLSearchParams): Read<AppParams> {
  const notices: Notice[] = [];
  const name = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  const page = shortValue(name);
  if (name !== '' && !(PAGES as readonly string[]).includes(name))
    notices.push({ source: 'link', name: 'page', value: page, text: msg('notice.unknown-page', { page }) });
  const all = p.getAll('present');
  let present = false;
  if (all.length > 1) notices.push(linkNotice('present', all.join(' & '), msg('reason.duplicate', { param: 'present', n: all.length }), msg('instead.off')));
  else if (all[0] === '1' || all[0] === '0') present = all[0] === '1';
  else if (all[0] !== undefined)
    notices.push(linkNotice('present', all[0], msg('reason.flag', { param: 'present', value: shortValue(all[0]) }), msg('instead.off')));
  const langs = p.getAll('lang');
  let lang: Lang | undefined;
  if (langs.length > 1) notices.push(linkNotice('lang', langs.join(' & '), msg('reason.duplicate', { param: 'lang', n: langs.length }), msg('instead.lang')));
  else if (langs[0] !== undefined) {
    const chosen = choiceValue(langs[0], 'lang', LANGS);
    if (chosen.ok) lang = chosen.value;
    else notices.push(linkNotice('lang', langs[0], chosen.error, msg('instead.lang')));
  }
  // A page that reads no parameter of its own (the gallery, the replay, the experiments): each other one is unread, and said so (issue 39).
  if ((NO_PARAM_PAGES as readonly string[]).includes(name === '' ? 'trees' : name)) notices.push(...new Params(p, []).notices);
  return { values: { present, lang }, notices };
}
