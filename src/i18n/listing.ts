/** A program listing (a pseudocode, i18n/pseudocode.ts) in words, cut into its lines: the panel highlights one of them. */
import type { Lang } from './lang.ts';
import type { Message } from './message.ts';
import { say } from './say.ts';

export const listingLines = (code: Message, lang: Lang): string[] => say(code, lang).split('\n');
