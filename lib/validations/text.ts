// The one rule for text that comes from outside: no character that hides what the text says. Forms
// check it through the zod fields; the server checks every query parameter, body field and uploaded
// file name against it before any route runs (lib/server/http/cleanInput.ts), and each import checks
// the cells of its file (bank statements, price files, holdings), so no route can forget it.
//
// Refused: C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F), the line and
// paragraph separators U+2028 and U+2029, and every invisible format character (Unicode's category
// Cf): the bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
// U+200E, U+200F, U+061C), which make text read in another order than the one stored; and the
// zero-width space, word joiners, byte-order mark, Mongolian vowel separator and tag characters
// (U+200B, U+2060–U+2064, U+FEFF, U+180E, U+E0000–U+E007F), which make two values that look the same
// differ (a search, a duplicate check, a name on a transfer) or carry text no one sees. The soft hyphen
// U+00AD goes with them: it shows only where a line happens to break, and no keyboard types it.
// PostgreSQL text cannot hold NUL at all.
//
// Kept: the joiners Indian scripts need, U+200C (ZWNJ) and U+200D (ZWJ), inside a word (a letter or
// combining mark on both sides: क्‍ष); a ZWJ after a virama may also end a word (Malayalam's chillu
// letters written the older way, ന്‍); a ZWJ between emoji (👩🏽‍💻); and the tags of the flags of
// England, Scotland and Wales. Letters of every script, emoji and punctuation pass.

import { z } from '@/lib/zod';

export const TEXT_CHARACTER_MESSAGE = 'This contains a hidden control or text-direction character. Please type it again.';

// A search for the characters to refuse, the joiners among them judged by their neighbours after
// (never an anchored pattern over the whole value, which would backtrack through a megabyte of text).
// A flag's tag sequence is found whole, so its tags are not refused one by one. Multi-line text keeps
// tab, line feed and carriage return.
const FOUND_IN_LINE =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}|[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
const FOUND_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
const BLACK_FLAG = 0x1f3f4;

const ZWNJ = '\u200c';
const ZWJ = '\u200d';
// Each is tried at one position (sticky), so it looks at one character beside the joiner.
const WORD_BEFORE = /(?<=[\p{L}\p{M}])/uy;
const WORD_AFTER = /[\p{L}\p{M}]/uy;
// The viramas of Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam and Sinhala.
const VIRAMA_BEFORE = /(?<=[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d\u0dca])/uy;
// An emoji, its skin tone or the presentation selector that may end one.
const EMOJI_BEFORE = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])/uy;
const EMOJI_AFTER = /\p{Extended_Pictographic}/uy;

const at = (pattern: RegExp, text: string, index: number) => {
  pattern.lastIndex = index;
  return pattern.test(text);
};

/** Whether the joiner at index joins: inside a word, after a virama (ZWJ), or between emoji (ZWJ). */
function joins(text: string, index: number, joiner: string): boolean {
  const after = index + joiner.length;
  if (at(WORD_BEFORE, text, index) && at(WORD_AFTER, text, after)) return true;
  if (joiner !== ZWJ) return false;
  return at(VIRAMA_BEFORE, text, index) || (at(EMOJI_BEFORE, text, index) && at(EMOJI_AFTER, text, after));
}

/** 'line': names, firm, city, subjects, codes and every query parameter. 'multiline': messages, bodies and file cells. */
export type TextKind = 'line' | 'multiline';

/** True when text holds a character the rule refuses. */
export function hasRefusedCharacter(text: string, kind: TextKind): boolean {
  for (const match of text.matchAll(kind === 'line' ? FOUND_IN_LINE : FOUND_IN_TEXT)) {
    const [found] = match;
    if (found.codePointAt(0) === BLACK_FLAG) continue;
    if ((found === ZWJ || found === ZWNJ) && joins(text, match.index, found)) continue;
    return true;
  }
  return false;
}

/** What an import says of a file's cell that breaks the rule, after naming its row and column. */
export const CELL_CHARACTER_REASON = 'holds a hidden control or text-direction character: correct the file and upload it again.';

/** The index of the first of a file row's cells that breaks the rule, or -1 (a quoted cell may hold tabs and line breaks). */
export const refusedCell = (cells: readonly string[]): number => cells.findIndex((cell) => hasRefusedCharacter(cell, 'multiline'));

/** The names of the URL's parameters (query or path) that break the rule; each is one line. */
export function refusedParameters(parameters: Partial<Record<string, string | string[]>>): string[] {
  return Object.entries(parameters)
    .filter(([name, value]) => {
      const values = typeof value === 'string' ? [value] : (value ?? []);
      return hasRefusedCharacter(name, 'line') || values.some((item) => hasRefusedCharacter(item, 'line'));
    })
    .map(([name]) => name);
}

/** The check of a single-line zod field: `z.string().trim().check(cleanLine())`. */
export const cleanLine = () => z.refine<string>((text) => !hasRefusedCharacter(text, 'line'), TEXT_CHARACTER_MESSAGE);

/** The check of a multi-line zod field (tab and line breaks allowed). */
export const cleanText = () => z.refine<string>((text) => !hasRefusedCharacter(text, 'multiline'), TEXT_CHARACTER_MESSAGE);
