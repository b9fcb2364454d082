// Demo reference content: glossary terms, site FAQs and webcasts.
import type { faqs, glossaryTerms, webcasts } from '../schema';
import { assertUnique, kebabSlug } from './random';

export type GlossaryRow = Omit<typeof glossaryTerms.$inferInsert, 'id'>;
export type FaqRow = Omit<typeof faqs.$inferInsert, 'id'>;
export type WebcastRow = Omit<typeof webcasts.$inferInsert, 'id'>;

const GLOSSARY: [term: string, definition: string][] = [
  [
    'Alternative Investment Fund (AIF)',
    'A privately pooled investment vehicle registered with SEBI under the AIF Regulations, 2012, in Category I, II or III. The minimum investment is generally ₹1 crore per investor.',
  ],
  [
    'Anchor Investor',
    'A qualified institutional buyer that applies for at least ₹10 crore in a main-board IPO and is allotted shares a working day before the issue opens. Half of an anchor investor’s shares are locked in for 30 days after allotment and the rest for 90 days.',
  ],
  [
    'Angel Investor',
    'An individual who invests personal money in an early-stage start-up, usually in exchange for equity or instruments convertible into equity.',
  ],
  [
    'Anti-dilution Protection',
    'A clause that protects an investor if the company later issues shares at a lower price, by adjusting the price at which the investor’s preference shares convert into equity. Common forms are full ratchet and weighted average.',
  ],
  [
    'Bonus Issue',
    'Free additional shares given to existing shareholders in proportion to their holding, created by converting reserves into share capital. The number of shares rises but the total value of each holding is unchanged at the moment of issue.',
  ],
  [
    'Book Building',
    'The price-discovery process used in most IPOs: investors bid within a price band, and the final issue price is set according to demand at each price.',
  ],
  [
    'Book Value',
    'A company’s net worth: total assets minus total liabilities as shown in its balance sheet. Book value per share is net worth divided by the number of equity shares.',
  ],
  [
    'Buyback',
    'A company’s purchase of its own shares from shareholders, which reduces the number of shares outstanding. Under the Companies Act a buyback is limited to 25% of paid-up capital and free reserves.',
  ],
  [
    'Cap Table',
    'A capitalisation table: a list of every shareholder, the class and number of shares they hold, and their percentage ownership, often shown on a fully diluted basis including options and convertibles.',
  ],
  [
    'Capital Gains',
    'The profit from selling a capital asset such as shares: the sale price minus the cost of acquisition and transfer expenses. Gains are taxed as short-term or long-term depending on how long the asset was held.',
  ],
  [
    'Client Master List (CML)',
    'A statement issued by a depository participant showing a demat account’s details: holder names, DP ID, client ID, PAN and linked bank account. Sellers of unlisted shares often ask for it to confirm where to transfer shares.',
  ],
  [
    'Compulsorily Convertible Preference Shares (CCPS)',
    'Preference shares that must convert into equity shares on a set date or event. Venture capital and private equity investors in Indian start-ups commonly hold CCPS, which carry preferential rights until they convert.',
  ],
  [
    'Debt-to-Equity Ratio',
    'Total borrowings divided by shareholders’ equity (net worth). It measures how much of a company is financed by lenders rather than owners; lenders such as NBFCs naturally run higher ratios.',
  ],
  [
    'Delivery Instruction Slip (DIS)',
    'The instruction a demat account holder gives to their depository participant to move securities out of the account, on paper or through an online facility. An off-market transfer of unlisted shares starts with the seller’s DIS.',
  ],
  [
    'Demat Account',
    'An account that holds shares and other securities in electronic form, opened with a depository participant. Unlisted public companies must issue and transfer their securities in demat form.',
  ],
  [
    'Depository',
    'An institution that holds securities in electronic form and keeps the record of who owns them. India has two: National Securities Depository Ltd (NSDL) and Central Depository Services (India) Ltd (CDSL).',
  ],
  [
    'Depository Participant (DP)',
    'An agent of a depository, such as a bank or stockbroker, through which investors open and operate demat accounts. Each DP has a DP ID, and each account a client ID.',
  ],
  [
    'Dilution',
    'The fall in existing shareholders’ percentage ownership when a company issues new shares, for example in a funding round or on the exercise of employee options.',
  ],
  [
    'Dividend',
    'A share of a company’s profit paid to shareholders, declared per share or as a percentage of face value. Since April 2020 dividends are taxed in the hands of the shareholder at their slab rate.',
  ],
  [
    'Down Round',
    'A funding round in which a company raises money at a lower valuation than in its previous round. It dilutes existing shareholders and may trigger anti-dilution adjustments for some investors.',
  ],
  [
    'DRHP',
    'Draft Red Herring Prospectus: the preliminary offer document a company files with SEBI and the stock exchanges when it plans an IPO. It describes the business, financials, risks and the proposed offer, but not the final price.',
  ],
  [
    'Due Diligence',
    'A careful investigation of a company’s business, financial statements, legal position and management before investing in it or lending to it.',
  ],
  [
    'EBITDA',
    'Earnings before interest, taxes, depreciation and amortisation: a measure of operating profit before financing and accounting charges, often used to compare companies with different capital structures.',
  ],
  [
    'EPS (Earnings Per Share)',
    'Net profit attributable to equity shareholders divided by the weighted average number of equity shares outstanding. It is the “E” in the P/E ratio.',
  ],
  [
    'ESOP',
    'Employee Stock Option Plan: a scheme that gives employees the right to buy company shares at a fixed exercise price after the options vest. The gain on exercise is taxed as a perquisite, and any later gain on sale as capital gains.',
  ],
  [
    'Face Value',
    'The nominal value of a share stated in the company’s memorandum, such as ₹1, ₹2, ₹5 or ₹10. It is unrelated to the market price; dividends are often declared as a percentage of it.',
  ],
  [
    'Grey Market Premium (GMP)',
    'The unofficial premium at which IPO shares are informally traded before they list. It is unregulated and is not a reliable indicator of the listing price.',
  ],
  [
    'Indexation',
    'Adjusting the purchase cost of an asset for inflation using the Cost Inflation Index, which lowers the taxable gain. The 2024 Budget withdrew indexation for shares transferred on or after 23 July 2024.',
  ],
  [
    'InvIT',
    'Infrastructure Investment Trust: a SEBI-regulated trust that pools investors’ money to own income-generating infrastructure such as roads, power transmission lines or pipelines. Its units trade on the stock exchanges.',
  ],
  [
    'IPO',
    'Initial Public Offering: the first sale of a company’s shares to the public, after which the shares are listed on a stock exchange. An IPO can be a fresh issue of shares, an offer for sale by existing holders, or both.',
  ],
  [
    'ISIN',
    'International Securities Identification Number: a 12-character code that uniquely identifies a security. Equity shares of Indian companies have ISINs beginning with INE, allotted by NSDL.',
  ],
  [
    'KYC',
    'Know Your Customer: the identity and address verification, using documents such as PAN and Aadhaar, that financial intermediaries must complete before opening an account for an investor.',
  ],
  [
    'Liquidation Preference',
    'An investor’s right to be paid back a set amount, often the original investment, before ordinary shareholders receive anything when the company is sold or wound up.',
  ],
  [
    'Liquidity',
    'How easily an investment can be turned into cash without a large effect on its price. Unlisted shares are far less liquid than listed shares because there is no exchange order book.',
  ],
  [
    'Lock-in Period',
    'A period during which shares cannot be sold or transferred. After an IPO, shares held before the issue by persons other than the promoters are generally locked in for six months from allotment.',
  ],
  [
    'Long-Term Capital Gains (LTCG)',
    'A gain on an asset held longer than a set period: more than 24 months for unlisted shares. For transfers on or after 23 July 2024, long-term gains on unlisted shares are taxed at 12.5% without indexation.',
  ],
  ['Market Capitalisation', 'The total value of a company’s equity: the share price multiplied by the number of shares outstanding.'],
  [
    'Net Worth',
    'Shareholders’ funds: paid-up equity capital plus reserves and surplus, less accumulated losses. It equals total assets minus total liabilities.',
  ],
  [
    'Off-market Transfer',
    'A transfer of securities directly from one demat account to another without going through a stock exchange. Unlisted shares change hands this way.',
  ],
  [
    'Offer for Sale (OFS)',
    'The part of an IPO in which existing shareholders sell their shares to the public. The money goes to the selling shareholders, not to the company.',
  ],
  [
    'P/B Ratio',
    'Price-to-book ratio: the share price divided by book value per share. It is widely used to value banks and other lenders.',
  ],
  [
    'P/E Ratio',
    'Price-to-earnings ratio: the share price divided by earnings per share. It shows how many rupees investors pay for each rupee of annual profit.',
  ],
  [
    'Paid-up Capital',
    'The amount shareholders have paid to the company for the shares issued to them, counted at face value. For fully paid shares it equals the number of shares times the face value.',
  ],
  [
    'PAN',
    'Permanent Account Number: a 10-character identifier issued by the Income Tax Department. It is mandatory for opening a demat account and for buying or selling securities.',
  ],
  [
    'Pre-IPO',
    'The stage before a company lists its shares. A pre-IPO placement is a private sale of shares shortly before the IPO, usually to institutions or wealthy investors.',
  ],
  [
    'Private Equity',
    'Investment in companies whose shares are not publicly traded, typically by funds that buy significant stakes, work with management for several years and then exit.',
  ],
  [
    'Promoter',
    'A person or group that controls a company and is named as a promoter in its offer documents or annual return. Promoters face longer lock-ins and stricter disclosure rules than other shareholders.',
  ],
  [
    'Qualified Institutional Buyer (QIB)',
    'An institutional investor, such as a mutual fund, bank, insurance company, foreign portfolio investor or registered alternative investment fund, defined in SEBI’s ICDR Regulations. IPOs reserve a portion of the offer for QIBs.',
  ],
  [
    'Red Herring Prospectus (RHP)',
    'The offer document a company files with the Registrar of Companies before its IPO opens. It contains almost all the details of the offer but not the final issue price.',
  ],
  [
    'Registrar and Transfer Agent (RTA)',
    'A SEBI-registered intermediary that keeps a company’s register of shareholders, processes transfers and handles corporate actions such as dividends and bonus issues.',
  ],
  [
    'REIT',
    'Real Estate Investment Trust: a SEBI-regulated trust that owns income-generating property such as office parks and malls. Its units trade on the stock exchanges and it must distribute at least 90% of its net distributable cash flows.',
  ],
  [
    'Return on Equity (ROE)',
    'Net profit divided by average shareholders’ equity, expressed as a percentage. It shows how much profit a company earns on the money its owners have put in.',
  ],
  [
    'SEBI',
    'The Securities and Exchange Board of India, the statutory regulator of India’s securities markets, set up under the SEBI Act, 1992.',
  ],
  [
    'Secondary Transaction',
    'The sale of existing shares by one investor to another. The money goes to the seller, and the company raises no new capital.',
  ],
  [
    'Short-Term Capital Gains (STCG)',
    'A gain on an asset held for up to the long-term threshold: 24 months or less for unlisted shares. Short-term gains on unlisted shares are added to income and taxed at the investor’s slab rate.',
  ],
  [
    'Stock Split',
    'Dividing each existing share into several shares of lower face value, for example one ₹10 share into ten ₹1 shares. The share price adjusts so the value of each holding is unchanged.',
  ],
  [
    'Unlisted Shares',
    'Shares of a company that are not listed on a recognised stock exchange. They are bought and sold privately and transferred off-market between demat accounts.',
  ],
  [
    'Valuation',
    'An estimate of what a company is worth. In a funding round, pre-money valuation is the value before new money comes in, and post-money valuation is the value after.',
  ],
  [
    'Venture Capital',
    'Funding for early-stage, high-growth companies in exchange for equity, usually provided by funds that expect many investments to fail and a few to return many times the money.',
  ],
  [
    'Vesting',
    'The process by which an employee earns the right to exercise stock options over time. Under the Companies Act rules there must be at least one year between the grant and the vesting of options.',
  ],
];

/** Site FAQs: the position orders questions within a category, and the categories among themselves. */
const FAQS: [category: string, question: string, answer: string][] = [
  [
    'General',
    'What are unlisted shares?',
    'Unlisted shares are shares of companies that are not listed on a stock exchange such as NSE or BSE. They include shares of companies preparing for an IPO, start-ups and established companies that have chosen not to list. They are held in a demat account like listed shares but are bought and sold privately.',
  ],
  [
    'General',
    'Is it legal to buy unlisted shares in India?',
    'Yes. Shares of unlisted public companies can be freely transferred between investors, and the transfer is recorded by the depository. Private companies restrict transfers in their articles of association, so their shares are usually not available.',
  ],
  [
    'General',
    'Who can invest?',
    'Any resident Indian adult with a PAN, a demat account and a bank account in their own name can invest after completing KYC. Non-resident Indians can invest subject to foreign-exchange rules; please contact us before ordering.',
  ],
  [
    'General',
    'Is this platform a stock exchange?',
    'No. We are not a stock exchange or a trading platform, and we are not regulated by SEBI or any other securities regulator. We help investors buy and sell unlisted shares and publish information about them; nothing here is investment advice.',
  ],
  [
    'Buying',
    'How do I buy unlisted shares here?',
    'Sign in, open the company’s page, choose a quantity of at least the minimum lot and add it to your cart. At checkout we confirm the price, share our bank details for payment, and transfer the shares to your demat account once the payment is received.',
  ],
  [
    'Buying',
    'Why is there a minimum quantity?',
    'Each transfer has fixed costs for both sides, so we set a minimum lot for every company. The minimum quantity is shown on the company page and in your cart.',
  ],
  [
    'Buying',
    'How is the price decided?',
    'Unlisted shares have no exchange price. We quote a price based on recent transactions, supply from sellers and the company’s latest results. Every price shows when it was last updated.',
  ],
  [
    'Buying',
    'Can I cancel an order after paying?',
    'Before the shares are transferred, you can ask support to cancel and we will refund your payment to the same bank account. Once the transfer has been made, the order cannot be cancelled, but you can sell the shares through Sell shares in your dashboard.',
  ],
  [
    'Selling',
    'How can I sell my unlisted shares?',
    'Open Sell shares in your dashboard, choose the company and quantity, and submit a sell request. We share a quote; if you accept, you transfer the shares to our demat account and we pay you once they are received.',
  ],
  [
    'Selling',
    'How long does it take to receive the money after I sell?',
    'Payment is usually made within two working days of the shares reaching our demat account, to the bank account linked to your profile.',
  ],
  [
    'Selling',
    'Can I sell shares during the lock-in after an IPO?',
    'No. Shares held before an IPO are generally locked in for six months from the allotment date and cannot be transferred until the lock-in ends. After that they can be sold on the stock exchange through your broker.',
  ],
  [
    'Payments & Transfer',
    'How do I pay for my order?',
    'Pay by NEFT, RTGS or IMPS from a bank account in your own name. We do not accept cash or third-party payments, because the payer must match the demat account holder.',
  ],
  [
    'Payments & Transfer',
    'When will the shares reach my demat account?',
    'Shares are usually credited within one to three working days after your payment is confirmed. You will see them in your depository statement and in your portfolio here.',
  ],
  [
    'Payments & Transfer',
    'What details do I need to receive the shares?',
    'We need your depository (NSDL or CDSL), DP ID and client ID, and a copy of your client master list so we can check that the account is in your name.',
  ],
  [
    'Taxation',
    'How are gains on unlisted shares taxed?',
    'Shares held for more than 24 months give long-term capital gains, taxed at 12.5% without indexation for transfers on or after 23 July 2024. Shares held for 24 months or less give short-term gains, taxed at your slab rate.',
  ],
  [
    'Taxation',
    'Is tax deducted when I sell?',
    'For resident individuals, tax on capital gains is generally not deducted at source; you pay it through advance tax and your income tax return. For non-resident sellers, the buyer must deduct tax at source on the gain.',
  ],
  [
    'Taxation',
    'What changes after the company lists?',
    'Once the shares are listed and sold on a stock exchange, the rules for listed equity shares generally apply, and the holding period counts from your original purchase date. Please consult a tax adviser about your own case.',
  ],
  [
    'Channel Partners',
    'Who can become a channel partner?',
    'Wealth managers, mutual fund distributors, financial advisers and chartered accountants who serve investors can register as channel partners through the Be Our Partner link.',
  ],
  [
    'Channel Partners',
    'What is partner pricing?',
    'Channel partners see a partner price for each company, a little below the investor price, in their share list. The difference is the partner’s margin on orders placed for their clients.',
  ],
  [
    'Channel Partners',
    'How do my clients get linked to me?',
    'Share your partnership code with your clients. When they sign up with it, they appear in the Clients section of your dashboard and you can track their orders.',
  ],
];

const WEBCASTS: Omit<WebcastRow, 'slug' | 'publishedAt' | 'thumbnail'>[] = [
  {
    title: 'Unlisted shares 101: how the private market works',
    description:
      'A beginner’s walk-through of unlisted shares: who sells them, how prices are set, how the shares reach your demat account and how you can exit.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/dQ4xA9mUa01',
    durationSeconds: 1845,
    speakers: ['Ritika Sharma', 'Aditya Menon'],
  },
  {
    title: 'Reading a DRHP like an analyst',
    description:
      'We open a sample draft red herring prospectus and show which sections answer the questions that matter: risks, capital structure, use of proceeds and financials.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Kp2mZr7Qe3B',
    durationSeconds: 2710,
    speakers: ['Siddharth Rao'],
  },
  {
    title: 'Taxation of unlisted shares after Budget 2024',
    description:
      'A chartered accountant explains holding periods, the 12.5% long-term rate, short-term gains at slab rates and what changes after a listing.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Tx9bH4wLq8s',
    durationSeconds: 2235,
    speakers: ['CA Pallavi Deshpande', 'Vivek Narayanan'],
  },
  {
    title: 'Valuing start-ups: beyond the headline round',
    description:
      'Why the valuation in a funding round is not the price of every share, and how liquidation preferences and share classes change what ordinary shareholders receive.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Vs3nR6cYt2D',
    durationSeconds: 1980,
    speakers: ['Neha Kulkarni', 'Farhan Qureshi'],
  },
  {
    title: 'Lock-in periods and planning your exit',
    description: 'What happens to pre-IPO shares on listing day, how long the lock-in lasts and how to plan for the wait.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Lk5eP1wZm7F',
    durationSeconds: 1420,
    speakers: ['Aditya Menon'],
  },
  {
    title: 'Global real estate for Indian investors',
    description:
      'Buying property abroad under the Liberalised Remittance Scheme: limits, tax collected at source, disclosure in your return and the costs people forget.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Gr8aT3sXv4H',
    durationSeconds: 2560,
    speakers: ['Sneha Banerjee', 'Ritika Sharma'],
  },
  {
    title: 'Channel partner onboarding session',
    description:
      'For new partners: using the share list and partner pricing, adding clients with your partnership code, and tracking orders and reports in the dashboard.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Cp6dQ2nYk9J',
    durationSeconds: 1660,
    speakers: ['Meera Iyer', 'Vivek Narayanan'],
  },
  {
    title: 'Sector spotlight: financial services in the unlisted market',
    description:
      'NBFCs, insurers and market infrastructure companies are among the most traded unlisted names. We look at how to read their numbers: price to book, ROE and asset quality.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Fs1gW5jNr0K',
    durationSeconds: 3015,
    speakers: ['Siddharth Rao', 'Farhan Qureshi'],
  },
];

export function buildGlossary(): GlossaryRow[] {
  const rows = GLOSSARY.map(([term, definition]) => ({ term, slug: kebabSlug(term), definition }));
  assertUnique(
    rows.map((r) => r.slug),
    'glossary slug',
  );
  return rows;
}

export function buildFaqs(): FaqRow[] {
  return FAQS.map(([category, question, answer], index) => ({ category, question, answer, position: index + 1 }));
}

/** The cover drawn for each demo webcast, kept in the repository: public/webcasts/<slug>.svg. */
export const webcastThumbnailPath = (slug: string) => `/webcasts/${slug}.svg`;

/** Webcasts, newest first, about six weeks apart, each with its own cover. */
export function buildWebcasts(now: Date): WebcastRow[] {
  const dayMs = 24 * 60 * 60 * 1000;
  const rows = WEBCASTS.map((webcast, index) => ({
    ...webcast,
    slug: kebabSlug(webcast.title),
    thumbnail: webcastThumbnailPath(kebabSlug(webcast.title)),
    publishedAt: new Date(now.getTime() - (index * 45 + 5) * dayMs),
  }));
  assertUnique(
    rows.map((r) => r.slug),
    'webcast slug',
  );
  return rows;
}
