const WORDS_PER_MINUTE = 200;

/** Minutes to read a text at 200 words a minute, rounded up, at least 1. Markup-only tokens (##, -, >) are not words. */
export function readingTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
