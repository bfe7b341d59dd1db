/**
 * How `tutor` answers a call it cannot run (main.ts wires the commands): a
 * mistake commander would let through, which subcommand was called, and the
 * lines a failure prints (usage errors exit 2 and end with a pointer to the
 * help, a refused input 1), with long values clipped to 40 characters.
 */
import { CommanderError, type Command } from 'commander';
import { FileError, UsageError, english, stdio } from './io.ts';
import { fileProblem } from './file-problem.ts';
import { clip, excerpt } from '../games/input.ts';
import { SearchError } from '../search/search.ts';
import { RequestError } from '../app/tree-search.ts';

/** The line that ends every usage error of `tutor{command}`: where its options are told. */
export const helpHint = (command: string): string => `(tutor${command} --help lists what it takes)`;

/** A failure of `tutor{command}` (args: the command line's arguments), told on stderr with its exit code. */
export function reportFailure(e: unknown, command: string, args: readonly string[]): void {
  if (e instanceof CommanderError) {
    // --help and --version end here too, successfully.
    if (e.exitCode === 0) return;
    stdio.error(`tutor${command}: ${clipArguments(e.message.replace(/^error: /, ''), args)}`);
    stdio.error(helpHint(command));
    process.exitCode = 2;
  } else if (e instanceof UsageError) {
    // A value out of its range, options that do not go together: the help says what the command takes. A file that
    // cannot be used (FileError) is one line: the options were right.
    stdio.error(`tutor${command}: ${clipQuoted(e.message)}`);
    if (!(e instanceof FileError)) stdio.error(helpHint(command));
    process.exitCode = 2;
  } else if (e instanceof RangeError) {
    stdio.error(`tutor${command}: the input is too deep or too large to answer (${e.message})`);
    process.exitCode = 2;
  } else if (e instanceof SearchError || e instanceof RequestError) {
    // A search's or a request's refusal that no command caught: bad input, in its English words.
    stdio.error(`tutor${command}: ${english(e.reason)}`);
    process.exitCode = 1;
  } else if (typeof (e as NodeJS.ErrnoException | null)?.code === 'string' && typeof (e as NodeJS.ErrnoException).syscall === 'string') {
    // A file operation that failed (a full disk, an I/O error): what happened, in one plain line.
    stdio.error(
      `tutor${command}: cannot ${(e as NodeJS.ErrnoException).syscall}${(e as NodeJS.ErrnoException).path === undefined ? '' : ` ${(e as NodeJS.ErrnoException).path}`}: ${fileProblem(e)}`,
    );
    process.exitCode = 2;
  } else {
    stdio.error(`tutor${command}: internal error: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}

/** Marks a commander Option that may be given several times (its parser collects the values). */
export const REPEATABLE = Symbol('repeatable');

/**
 * What commander would let through but is still a mistake in the call: a
 * command that needs a subcommand given none (commander would print its whole
 * help), or an option given twice (commander would keep the last one
 * silently). `leadOnly`: the commands that only lead to their subcommands.
 * Returns the message, or undefined.
 */
export function callProblem(program: Command, leadOnly: readonly Command[], command: Command, rest: string[]): string | undefined {
  // `tutor help WORD`: commander would print the whole help for a word that names no command.
  if (command === program && rest[0] === 'help') {
    let helped: Command = program;
    for (const word of rest.slice(1)) {
      if (word.startsWith('-')) break;
      const sub = helped.commands.find((c) => c.name() === word);
      if (sub === undefined)
        return `there is no command ${excerpt(word)}${helped === program ? '' : ` under ${helped.name()}`}: the commands are ${helped.commands.map((c) => c.name()).join(', ')}`;
      helped = sub;
    }
  }
  // `tutor` and `tutor 2048` only lead to their subcommands (`experiment` runs itself or `merge`); `tutor --version` is an answer.
  const answered = (a: string) => a === '-h' || a === '--help' || (command === program && (a === '-V' || a === '--version'));
  if (leadOnly.includes(command) && !rest.some(answered)) {
    const names = command.commands.map((c) => c.name()).filter((n) => n !== 'help');
    // An unknown word is commander's to report ("unknown command"); nothing at all is ours.
    const [first] = rest;
    if (first === undefined || first.startsWith('-')) return `give a command: ${names.join(', ')}`;
  }
  const seen = new Set<string>();
  for (const a of rest) {
    if (a === '--') break;
    const name = /^--[a-z][a-z0-9-]*/.exec(a)?.[0];
    if (name === undefined) continue;
    // An option that collects its values (`tutor check --tree a --tree b`) says so with REPEATABLE.
    const repeatable = command.options.some((o) => o.long === name && (o as { [REPEATABLE]?: boolean })[REPEATABLE] === true);
    if (seen.has(name) && !repeatable) return `${name} is given twice: give it once`;
    seen.add(name);
  }
  return undefined;
}

/** Commander's message with every long argument it quotes (a value, an unknown option or command) clipped, as the tutor's own messages clip them. */
export function clipArguments(message: string, args: readonly string[]): string {
  let clipped = message;
  for (const a of args) for (const part of [a, a.slice(a.indexOf('=') + 1)]) if (part.length > 40) clipped = clipped.split(part).join(clip(part));
  return clipped;
}

/**
 * A message with every long value it quotes as JSON (`"…"`, over 200
 * characters) clipped to 40: the net under a message that quotes a value
 * whole (a command's own are clipped where they are made).
 */
export function clipQuoted(message: string): string {
  return message.replace(/"(?:[^"\\]|\\.){200,}"/g, (quoted) => clip(quoted));
}

/** The subcommand named on the command line: the command, its name for messages (" 2048 decide") and the arguments after it. */
export function commandOf(program: Command, args: string[]): { command: Command; name: string; rest: string[] } {
  let command: Command = program;
  let i = 0;
  for (; i < args.length; i++) {
    const sub = command.commands.find((c) => c.name() === args[i]);
    if (sub === undefined) break;
    command = sub;
  }
  return {
    command,
    name: args
      .slice(0, i)
      .map((a) => ` ${a}`)
      .join(''),
    rest: args.slice(i),
  };
}
