// Trimming a character from the ends of a string, as a loop: a pattern such as /\/+$/ is tried from
// every position of a long run of that character, and its time grows with the square of the run.

/** text without any of characters (each one UTF-16 unit) at its end: withoutTrailing('a///', '/') → 'a'. */
export function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** text without any of characters (each one UTF-16 unit) at its start. */
export function withoutLeading(text: string, characters: string): string {
  let start = 0;
  while (start < text.length && characters.includes(text.charAt(start))) start++;
  return text.slice(start);
}
