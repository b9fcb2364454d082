// A status's label is derived from its value: 'payment_received' reads "Payment received". A list names
// only the labels that say more than their value (`special`), so each label is written once, where it
// differs.

/** 'not_started' → 'Not started'. */
export const humanize = (value: string) => {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every value's label: its words, sentence-cased, unless `special` names it otherwise. */
export function labelled<V extends string>(values: readonly V[], special: Partial<Record<V, string>> = {}): Record<V, string> {
  return Object.fromEntries(values.map((value) => [value, special[value] ?? humanize(value)])) as Record<V, string>;
}
