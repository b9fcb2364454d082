// The one text rule (lib/validations/text.ts): which characters pass and which do not, and the zod
// fields that carry it to the forms with the same message the server answers.
import { describe, expect, it } from 'vitest';

import { partnerSignUpSchema, userSignUpSchema } from '@/lib/validations/auth';
import { textField } from '@/lib/validations/contact';
import { cityField, firmField, fullNameField } from '@/lib/validations/fields';
import { partnerProfileSchema } from '@/lib/validations/profile';
import { supportMessageField, supportSubjectField } from '@/lib/validations/support';
import { hasRefusedCharacter, refusedParameters, TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

const BREAKS_AND_TAB = ['\t', '\n', '\r'];
const C0_OTHERS = range(0x00, 0x1f).filter((char) => !BREAKS_AND_TAB.includes(char));
const DEL_AND_C1 = range(0x7f, 0x9f);
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), '\u200e', '\u200f', '\u061c'];
const SEPARATORS = ['\u2028', '\u2029'];
// Zero-width space, byte-order mark, word joiner, invisible times, Mongolian vowel separator, soft hyphen, a tag letter.
const INVISIBLE = ['\u200b', '\ufeff', '\u2060', '\u2062', '\u180e', '\u00ad', '\u{e0041}'];
const ZWNJ = '\u200c';
const ZWJ = '\u200d';
// Every invisible format character (Unicode's category Cf) but the two joiners, judged by where they stand.
const FORMAT = range(0, 0x10ffff).filter((char) => /\p{Cf}/u.test(char) && char !== ZWNJ && char !== ZWJ);

describe('the text rule', () => {
  it.each([...C0_OTHERS, ...DEL_AND_C1, ...BIDI, ...SEPARATORS, ...INVISIBLE].map((char) => [hex(char), char]))(
    'refuses %s anywhere in a value',
    (_name, char) => {
      for (const text of [char, `Ravi${char}`, `${char}Ravi`, `Ra${char}vi`, `रवि${char}कुमार`]) {
        expect(hasRefusedCharacter(text, 'line')).toBe(true);
        expect(hasRefusedCharacter(text, 'multiline')).toBe(true);
      }
    },
  );

  it(`refuses all ${FORMAT.length} other format characters (category Cf) between letters`, () => {
    expect(FORMAT.length).toBeGreaterThan(150);
    expect(
      FORMAT.filter((char) => !hasRefusedCharacter(`Ra${char}vi`, 'line') || !hasRefusedCharacter(`Ra${char}vi`, 'multiline')).map(hex),
    ).toEqual([]);
  });

  it.each([
    ['ZWJ at the start', `${ZWJ}क्ष`],
    ['ZWJ at the end after a letter', `कष${ZWJ}`],
    ['ZWNJ at the end after a virama', `क्${ZWNJ}`],
    ['ZWJ between spaces', `क ${ZWJ} ष`],
    ['ZWNJ between spaces', `क ${ZWNJ} ष`],
    ['ZWJ between digits', `12${ZWJ}34`],
    ['ZWNJ between Latin letters and punctuation', `Ravi${ZWNJ}.`],
    ['two joiners in a row', `क्${ZWJ}${ZWJ}ष`],
    ['ZWNJ between emoji', `👩${ZWNJ}💻`],
    ['ZWJ after an emoji, before a space', `👩${ZWJ} 💻`],
    ['a tag sequence other than the three flags', '🏴\u{e0067}\u{e0062}\u{e0078}\u{e0078}\u{e0078}\u{e007f}'],
    ['tags hiding text after a flag', '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}\u{e0068}\u{e0069}'],
  ])('refuses %s', (_name, text) => {
    expect(hasRefusedCharacter(text, 'line')).toBe(true);
    expect(hasRefusedCharacter(text, 'multiline')).toBe(true);
  });

  it('judges a megabyte of joiners and spaces, each joiner by its neighbours, once', () => {
    const words = `क्${ZWJ}ष `.repeat(200_000);
    expect(hasRefusedCharacter(words, 'multiline')).toBe(false);
    expect(hasRefusedCharacter(`${words}${ZWJ}`, 'multiline')).toBe(true);
    expect(hasRefusedCharacter(`a${' '.repeat(1_000_000)}\u200b`, 'line')).toBe(true);
  });

  it.each(BREAKS_AND_TAB.map((char) => [hex(char), char]))('keeps %s in multi-line text only', (_name, char) => {
    expect(hasRefusedCharacter(`one${char}two`, 'multiline')).toBe(false);
    expect(hasRefusedCharacter(`one${char}two`, 'line')).toBe(true);
  });

  it.each([
    ['Hindi', 'नमस्ते, मेरा नाम रवि कुमार है।'],
    ['Tamil', 'வணக்கம், என் பெயர் கணேஷ்'],
    ['Bengali and Malayalam with joiners (U+200C, U+200D)', 'র\u200d্য, ন্\u200cত, ന്\u200d'],
    ['Urdu (right-to-left letters, no override)', 'سلام، میرا نام علی ہے'],
    ['emoji with skin tone, joiner and a flag', '👩🏽\u200d💻 🇮🇳 ❤️ 😀'],
    ['ordinary punctuation', `“Quotes” — dash – ₹1,00,000 (50%) & <b>tag</b> 'apos' \\ / @#!?*+=_~^|{}[];:`],
    ['accented Latin', 'Zoë Ångström-Müller, São Paulo'],
    ['a no-break space (just past C1)', 'Acme\u00a0Capital'],
    ['spaces beside the refused ranges (U+200A, U+202F, U+205F)', 'a\u200ab\u202fc\u205fd'],
    ['ZWJ in a Devanagari conjunct (क्‍ष)', `क्${ZWJ}ष`],
    ['ZWJ in a name (श्री‍मान)', `श्री${ZWJ}मान`],
    ['ZWNJ in a Devanagari word (क्‌ष)', `क्${ZWNJ}ष`],
    ['ZWNJ in a Persian word (می‌خواهم)', `می${ZWNJ}خواهم`],
    ['ZWJ after a virama at the end of a Malayalam word (the older chillu, ന്‍)', `അവന്${ZWJ} വന്നു`],
    ['an emoji ZWJ sequence (technologist with a skin tone)', `👩🏽${ZWJ}💻`],
    ['an emoji ZWJ sequence (family, rainbow flag, woman running)', `👨${ZWJ}👩${ZWJ}👧 🏳️${ZWJ}🌈 🏃${ZWJ}♀️`],
    [
      'the flags of England, Scotland and Wales (tag sequences)',
      '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} 🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f} 🏴\u{e0067}\u{e0062}\u{e0077}\u{e006c}\u{e0073}\u{e007f}',
    ],
  ])('lets %s pass', (_name, text) => {
    expect(hasRefusedCharacter(text, 'line')).toBe(false);
    expect(hasRefusedCharacter(text, 'multiline')).toBe(false);
  });

  it('names the URL parameters that break it, by their name, values given twice included', () => {
    expect(refusedParameters({ q: 'fine', page: '2' })).toEqual([]);
    expect(refusedParameters({ q: 'a\tb', page: '2', sort: ['name', 'x\u202e'], ok: undefined })).toEqual(['q', 'sort']);
    expect(refusedParameters({ 'bad\u0000name': '1' })).toEqual(['bad\u0000name']);
  });
});

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

describe('the zod fields say it with the server’s message', () => {
  const partner = {
    fullName: 'Isha Kapoor',
    email: 'isha@example.test',
    phone: '9876543210',
    password: 'Correct-horse-9',
    acceptTerms: true,
  };

  it.each([
    ['fullName', 'Ravi \u202eramuK'],
    ['fullName', 'Ravi\u0000Kumar'],
    ['firm', 'Acme\u202e'],
    ['firm', 'Acme\nCapital'],
    ['city', 'Pune\u0007'],
    ['city', 'Pune\tEast'],
  ])('partner sign-up refuses %s %j first with the rule’s message', (field, value) => {
    expect(messages(partnerSignUpSchema.safeParse({ ...partner, [field]: value }))).toEqual({ [field]: TEXT_CHARACTER_MESSAGE });
  });

  it('investor sign-up and the partner profile share the rule', () => {
    expect(messages(userSignUpSchema.safeParse({ ...partner, fullName: 'Asha\u2066 Varma' }))).toEqual({
      fullName: TEXT_CHARACTER_MESSAGE,
    });
    expect(messages(partnerProfileSchema.safeParse({ firm: 'Acme\u0085' }))).toEqual({ firm: TEXT_CHARACTER_MESSAGE });
  });

  it('still takes names, firms and cities in Indian scripts, and empties as before', () => {
    expect(fullNameField.parse('  रवि कुमार ')).toBe('रवि कुमार');
    expect(firmField.parse('கணேஷ் & Sons (P) Ltd.')).toBe('கணேஷ் & Sons (P) Ltd.');
    expect(cityField.parse('Thiruvananthapuram')).toBe('Thiruvananthapuram');
    expect(partnerSignUpSchema.parse({ ...partner, firm: '  ', city: '' })).toMatchObject({ firm: undefined, city: undefined });
    expect(partnerProfileSchema.parse({ firm: '' })).toEqual({ firm: null });
  });

  it('a name keeps a joiner inside a word and refuses a zero-width space', () => {
    expect(fullNameField.parse(`क्${ZWJ}षमा शर्मा`)).toBe(`क्${ZWJ}षमा शर्मा`);
    expect(fullNameField.safeParse('Ravi\u200bKumar').error?.issues[0]?.message).toBe(TEXT_CHARACTER_MESSAGE);
    expect(supportMessageField.safeParse('Line one\u2028Line two').error?.issues[0]?.message).toBe(TEXT_CHARACTER_MESSAGE);
  });

  it('a subject is one line; a message keeps its lines and tabs', () => {
    expect(supportSubjectField.safeParse('Refund\nplease').error?.issues[0]?.message).toBe(TEXT_CHARACTER_MESSAGE);
    expect(supportSubjectField.parse('  Refund   for order 12 ')).toBe('Refund for order 12');
    expect(supportMessageField.parse('Line one\r\n\tLine two')).toBe('Line one\n\tLine two');
    expect(supportMessageField.safeParse('Bell\u0007').error?.issues[0]?.message).toBe(TEXT_CHARACTER_MESSAGE);
    expect(textField('Message', 1, 100).parse('Hello,\nthere')).toBe('Hello,\nthere');
    expect(textField('Message', 1, 100).safeParse('Hello\u202e').error?.issues[0]?.message).toBe(TEXT_CHARACTER_MESSAGE);
  });
});
