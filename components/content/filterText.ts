/** Lower case without accents, so 'resume' finds 'Résumé'. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-IN');

/** True when every word of the query appears somewhere in the texts. */
export function matchesFilter(query: string, ...texts: string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The index letter of a term: A–Z, or '#' for anything else. */
export function indexLetter(term: string): string {
  const letter = foldText(term.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}
