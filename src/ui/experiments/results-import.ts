/**
 * The import of a results file (JSONL), one view for both sections of the
 * experiments page that take one: the 2048 grid's `tutor experiment --out`
 * files (experiments-page.ts) and the Connect-4 matches of `tutor experiment
 * connect4` (c4-matches.ts). `importPicker` is the file input (labelled,
 * with its `data-action` hook); the file chosen is read here (one that
 * cannot be read comes back as a message, never thrown; the input is
 * emptied so the same file may be chosen again), and the caller adds what it
 * holds. `importReport` is what the import did: a sentence on what was
 * added (`data-imported`), then the lines left out, each with its file:line
 * (`.import-problems`: the first 20, then how many more).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';

/** The files an import offers to open. */
const ACCEPT = '.jsonl,.json,.txt,application/x-ndjson,application/json,text/plain';
/** How many of the lines left out are listed (the rest are counted). */
const SHOWN = 20;

/** A file chosen: its name and text, or its name and why it could not be read. */
export type ChosenFile = { name: string; text: string } | { name: string; unreadable: Message };

/** Reads the file chosen in `input` (null for none), and empties the input: the same file may be chosen again. */
export async function readChosen(input: HTMLInputElement): Promise<ChosenFile | null> {
  const file = input.files?.[0];
  if (file === undefined) return null;
  try {
    return { name: file.name, text: await file.text() };
  } catch (err) {
    return { name: file.name, unreadable: msg('import.unreadable', { file: file.name, reason: String((err as Error).message) }) };
  } finally {
    input.value = '';
  }
}

/** The file input: `label`, its hook `data-action=<action>`, `beside` after it (a button that goes with it); `onFile` gets each file chosen, read. */
export function importPicker(label: string, action: string, onFile: (file: ChosenFile) => void, beside: unknown = nothing): TemplateResult {
  const chosen = async (e: Event): Promise<void> => {
    const file = await readChosen(e.target as HTMLInputElement);
    if (file !== null) onFile(file);
  };
  return html`<p class="import">
    <label>${label} <input type="file" accept=${ACCEPT} data-action=${action} @change=${(e: Event) => void chosen(e)} /></label>
    ${beside}
  </p>`;
}

/** What an import did, as far as its report goes: games added, and the lines left out (file:line in each). */
export interface ImportOutcome {
  added: number;
  problems: readonly Message[];
}

/**
 * The report of an import (nothing before the first): `summary`'s sentences
 * (those not empty, one after another), then `problems`' heading ({n}: how
 * many lines were left out) over the lines left out.
 */
export function importReport<R extends ImportOutcome>(r: R | null, lang: Lang, words: { summary: (r: R) => string[]; problems: MessageCode }) {
  if (r === null) return nothing;
  const L = sayer(lang);
  return html`<p data-imported=${r.added}>${words
    .summary(r)
    .filter((s) => s !== '')
    .join(' ')}</p>
    ${
      r.problems.length === 0
        ? nothing
        : html`<p class="error">${L(words.problems, { n: r.problems.length })}</p>
          <ul class="import-problems">
            ${r.problems.slice(0, SHOWN).map((p) => html`<li>${say(p, lang)}</li>`)}
            ${r.problems.length > SHOWN ? html`<li>${L('importMore', { n: r.problems.length - SHOWN })}</li>` : nothing}
          </ul>`
    }`;
}
