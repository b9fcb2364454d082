// The risk statement an investor accepts before their first purchase (and again whenever its text changes):
// the text and its version, in one place. A change to a word of the text is a new version; acceptances
// are stored per version (risk_acknowledgements), so an investor who accepted an older one is asked again.
// Browser-safe: the checkout and proposals pages show it, the server checks it.

export const RISK_STATEMENT = {
  version: '2026-11-26',
  title: 'Before you buy unlisted shares',
  paragraphs: [
    'Unlisted shares are bought and sold outside any stock exchange. No exchange, clearing corporation or investor protection fund stands behind these trades, and SEBI does not regulate them as it does listed shares.',
    'The shares may be hard to sell. There is no market that must buy them back from you, and you may have to wait, or accept a lower price, to sell them.',
    'Prices are dealer quotes: the platform sells from its own inventory, as principal, at prices it sets. They are not discovered on an exchange and may differ from what others pay or would pay.',
    'If the company lists through an IPO, shares held before the IPO are locked in for 6 months from the allotment and cannot be sold in that time.',
    'The company may never list. You may hold the shares for many years, and you could lose part or all of what you invest.',
  ],
} as const;

export type RiskStatement = typeof RISK_STATEMENT;

/** The statement as a page that buys gets it: whether this investor has accepted its current version. */
export interface RiskGate {
  version: string;
  title: string;
  paragraphs: string[];
  accepted: boolean;
}

/** The statement as one text (the API's `data.text`). */
export const riskStatementText = (statement: { paragraphs: readonly string[] } = RISK_STATEMENT) => statement.paragraphs.join('\n\n');
