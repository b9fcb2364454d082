// The one rule for text that comes from outside: no control characters and no bidirectional
// overrides or isolates. Forms check it through the zod fields; the server checks every query
// parameter, body field and uploaded file name against it before any route runs
// (lib/server/http/cleanInput.ts), so no route can forget it.
//
// Refused: C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F), and the
// embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069 (which make text read in an order
// other than the one stored). PostgreSQL text cannot hold NUL at all. Letters of every script, emoji
// (with their joiners) and punctuation pass.

import { z } from '@/lib/zod';

export const TEXT_CHARACTER_MESSAGE = 'This contains a hidden control or text-direction character. Please type it again.';

// A search for one refused character (never an anchored pattern over the whole value, which would
// backtrack through a megabyte of text). Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const REFUSED_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const REFUSED_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** 'line': names, firm, city, subjects, codes and every query parameter. 'multiline': messages and bodies. */
export type TextKind = 'line' | 'multiline';

/** True when text holds a character the rule refuses. */
export const hasRefusedCharacter = (text: string, kind: TextKind): boolean =>
  (kind === 'line' ? REFUSED_IN_LINE : REFUSED_IN_TEXT).test(text);

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
