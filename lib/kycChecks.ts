// KYC's automatic checks (four eyes, issue 22): what the desk can tell from the typed details alone,
// before a person looks. A reviewer's decision against them (verifying a KYC that failed one, rejecting
// one that passed them all) waits for a second person. Browser-safe: the review list shows the same result.

export interface KycCheckInput {
  /** The investor's name on their account. */
  fullName: string;
  pan: string;
  bankAccountName: string;
  /** The investor code of another account this PAN is verified on, or null. */
  panVerifiedOn: string | null;
}

export interface KycCheckResult {
  passed: boolean;
  /** What failed, one sentence each (empty when every check passed). */
  failures: string[];
}

const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SMT', 'KUMARI']);

/** A name as its words: upper case, letters only, titles dropped ("Mr. Rahul K. Sharma" → RAHUL K SHARMA). */
export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !TITLES.has(word));
}

/**
 * Whether the bank account holder's name is the investor's: every word of the shorter name is in the
 * longer one, in any order, an initial standing for a word with that first letter ("R Sharma" is
 * "Rahul Sharma"); a single word matches only a single word.
 */
export function namesMatch(a: string, b: string): boolean {
  const [short, long] = [nameWords(a), nameWords(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (short.length === 0) return false;
  if (short.length === 1 && long.length > 1) return false;
  const left = [...long];
  return short.every((word) => {
    const at = left.findIndex(
      (other) => other === word || (word.length === 1 && other.startsWith(word)) || (other.length === 1 && word.startsWith(other)),
    );
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

export const KYC_CHECK_MESSAGES = {
  notIndividual: 'The PAN is not an individual’s (its fourth letter is not P).',
  nameMismatch: 'The bank account holder’s name does not match the investor’s name.',
  panElsewhere: (code: string) => `The PAN is already verified on another account (investor ${code}).`,
} as const;

export function kycAutomaticCheck(input: KycCheckInput): KycCheckResult {
  const failures: string[] = [];
  if (input.pan.charAt(3).toUpperCase() !== 'P') failures.push(KYC_CHECK_MESSAGES.notIndividual);
  if (!namesMatch(input.fullName, input.bankAccountName)) failures.push(KYC_CHECK_MESSAGES.nameMismatch);
  if (input.panVerifiedOn) failures.push(KYC_CHECK_MESSAGES.panElsewhere(input.panVerifiedOn));
  return { passed: failures.length === 0, failures };
}
