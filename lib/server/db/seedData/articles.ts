// Demo articles: 10 in each category, bodies in Markdown built from a specific lead and key points
// plus a paragraph of context shared by the category. Illustrative content, not investment advice.
import { itemAt } from '@/lib/arrays';

import type { ArticleCategory, articles } from '../schema';
import { assertUnique, createRandom, kebabSlug } from './random';

export type ArticleRow = Omit<typeof articles.$inferInsert, 'id' | 'createdAt'>;

/** What an article needs to know about the companies it may mention. */
export interface CompanyRef {
  slug: string;
  sector: string;
  category: string;
}

interface ArticleDefinition {
  category: ArticleCategory;
  title: string;
  summary: string;
  tags: string[];
  lead: string;
  /** Key points rendered as a Markdown list; an article without them is plain prose. */
  points?: string[];
  /** Sectors (or 'startup') whose companies the article may link to; none → no related companies. */
  relatedTo?: string[];
}

const AUTHORS = [
  'Ritika Sharma',
  'Siddharth Rao',
  'Neha Kulkarni',
  'Aditya Menon',
  'Farhan Qureshi',
  'Pallavi Deshpande',
  'Vivek Narayanan',
  'Sneha Banerjee',
];

const HEADINGS = ['What it means for investors', 'Key takeaways', 'The numbers behind it', 'What to watch next'];

const CONTEXT: Record<ArticleCategory, string[]> = {
  'private-equity': [
    'Private equity sits between venture capital and the public market: funds buy significant minority or controlling stakes in established businesses, hold them for four to seven years, and exit through an IPO, a strategic sale or a secondary sale to another fund.',
    'For an individual investor, the unlisted market is where some of these exits happen. Shares bought from employees, early backers or funds can be held in a demat account like listed shares, but there is no exchange order book, so prices are discovered deal by deal.',
    'Valuations in private markets move more slowly than on the exchange. A price that looks stable for months may reset sharply when a new funding round, a results announcement or a DRHP filing gives the market fresh information.',
  ],
  startups: [
    'Start-up shares are usually issued to founders, employees and venture funds, and only a small slice ever changes hands before a listing. When it does, the buyer takes on the company’s stage risk: revenue may be growing quickly while losses are still large.',
    'Unlike listed companies, start-ups publish limited information between annual filings with the Registrar of Companies. Reading the audited financial statements, the shareholding pattern and any recent funding terms is the closest an outside investor gets to due diligence.',
    'Preference shares, liquidation preferences and anti-dilution clauses mean that not every share in a start-up is equal. Ordinary equity bought in a secondary sale ranks behind investors who hold these protections.',
  ],
  'real-estate': [
    'Real estate remains the largest asset class for Indian households, but ways of owning it are widening: REITs and InvITs listed on the exchanges, small and medium REITs for fractional ownership, developer equity in the unlisted market, and direct purchases in India and abroad.',
    'Returns from property come from rent and from capital appreciation, and the two behave differently. Office and warehousing assets are valued mostly on lease income, while residential land banks are valued on what can be built and sold.',
    'Transaction costs in property are high compared with shares: stamp duty, registration charges, brokerage and, for under-construction homes, GST all reduce the return on a short holding.',
  ],
  'in-the-news': [
    'Interest in unlisted shares has grown as more investors look for exposure to companies before they list. That interest brings questions about pricing, transfer, taxation and exit, which our team answers in interviews, articles and talks.',
    'We repeat the same message in every forum: unlisted shares are illiquid, information about the companies is limited, and nobody can promise a listing date or a listing price. Investors should only put in money they can leave untouched for several years.',
    'Coverage like this is part of a wider effort to explain how the private market works, from the paperwork of an off-market transfer to how capital gains are taxed when the shares are eventually sold.',
  ],
};

const CLOSING: Record<ArticleCategory, string> = {
  'private-equity':
    'As always, past deal activity is no guide to future returns. Check the company’s filings, understand the lock-in that will apply after listing, and size any position so that a long wait for an exit does not hurt.',
  startups:
    'Early-stage investing rewards patience and diversification. A few successes usually pay for several disappointments, so no single start-up should carry a large part of a portfolio.',
  'real-estate':
    'Whatever the route, compare the net yield after costs and taxes, and ask how quickly the investment can be turned back into cash if you need it.',
  'in-the-news':
    'We will keep sharing what we learn. If you have a question you would like us to answer in a future session, write to us through the Contact page.',
};

const DISCLAIMER = '_This is demo content for illustration only. It is not investment advice and the figures are not real._';

const ARTICLES: ArticleDefinition[] = [
  // Private equity
  {
    category: 'private-equity',
    title: 'PE funds step up late-stage bets ahead of the next IPO window',
    summary:
      'Funds are buying into profitable, late-stage companies a year or two before listing, hoping to capture the re-rating an IPO brings.',
    tags: ['private equity', 'pre-IPO', 'valuation'],
    lead: 'Private equity funds are writing larger cheques into companies that expect to list within two years. The thinking is simple: a profitable business bought at a private-market multiple may be valued more richly once it trades on an exchange.',
    points: [
      'Late-stage rounds increasingly include a secondary component, letting early investors sell part of their stake.',
      'Funds ask for board seats, information rights and a say in the timing of the IPO.',
      'A pre-IPO round priced close to the expected listing valuation leaves little upside for later buyers.',
    ],
    relatedTo: ['Financial Services', 'Healthcare', 'Technology'],
  },
  {
    category: 'private-equity',
    title: 'How secondary sales are giving early employees an exit',
    summary: 'Employees with vested ESOPs are finding buyers in structured secondary sales long before any listing.',
    tags: ['ESOP', 'secondary sale', 'liquidity'],
    lead: 'For years, employee stock options in Indian companies were worth little until an IPO. Secondary sales now let employees sell vested shares to funds, family offices and individual investors, usually in a window the company organises.',
    points: [
      'Options must be exercised, and perquisite tax paid on the gain at exercise, before the shares can be sold.',
      'Companies often set a price and a cap on how much each employee may sell.',
      'Buyers receive ordinary equity shares in their demat account after an off-market transfer.',
    ],
  },
  {
    category: 'private-equity',
    title: 'Private credit funds find room in mid-market lending',
    summary: 'Category II AIFs are lending to mid-sized companies that banks find too small or too complex.',
    tags: ['private credit', 'AIF', 'debt'],
    lead: 'Private credit has become one of the fastest-growing strategies among alternative investment funds. These funds lend to companies for acquisitions, refinancing or growth, often with a higher coupon than a bank loan and with covenants tailored to the borrower.',
    points: [
      'Typical deals run three to five years with security over assets or shares.',
      'Returns depend heavily on recovery when a borrower defaults, which makes the manager’s track record important.',
      'The minimum investment in an AIF is ₹1 crore, so individual access is limited to wealthier investors.',
    ],
    relatedTo: ['Financial Services'],
  },
  {
    category: 'private-equity',
    title: 'Why valuations of unlisted NBFCs are converging with listed peers',
    summary: 'Better disclosure and a steadier credit cycle are narrowing the discount at which unlisted lenders trade.',
    tags: ['NBFC', 'valuation', 'price to book'],
    lead: 'Lenders are usually valued on price to book value, and for a long time unlisted non-banking finance companies traded at a steep discount to listed ones. That gap has narrowed as more of them publish quarterly numbers and asset quality has improved.',
    points: [
      'Compare price to book with return on equity: a higher ROE justifies a higher multiple.',
      'Look at gross and net NPA ratios and how they moved over three years.',
      'Check the capital adequacy ratio against the regulatory minimum.',
    ],
    relatedTo: ['Financial Services'],
  },
  {
    category: 'private-equity',
    title: 'Continuation funds arrive in India: what investors should know',
    summary:
      'Fund managers are moving their best assets into new vehicles rather than selling them, giving old investors a choice to cash out or roll over.',
    tags: ['continuation fund', 'private equity', 'exits'],
    lead: 'A continuation fund lets a manager keep a promising company beyond the life of the fund that bought it. Existing investors can sell their share to new investors at an agreed price or roll it into the new vehicle.',
    points: [
      'The price is usually set with help from an independent valuation or a lead secondary buyer.',
      'Conflicts of interest arise because the manager sits on both sides of the deal.',
      'For the company, nothing changes on its shareholder register except the name of the fund.',
    ],
  },
  {
    category: 'private-equity',
    title: 'Family offices are writing bigger cheques into pre-IPO rounds',
    summary: 'Wealthy families are moving from passive fund commitments to direct stakes in companies close to listing.',
    tags: ['family office', 'pre-IPO', 'direct investment'],
    lead: 'Family offices have become a regular presence on the shareholder lists of companies preparing for an IPO. Many started by investing through funds and now take direct stakes, often alongside a PE fund that leads the due diligence.',
    relatedTo: ['Consumer', 'Manufacturing', 'Healthcare'],
  },
  {
    category: 'private-equity',
    title: 'Reading a DRHP: five sections every unlisted-share buyer should check',
    summary: 'The draft red herring prospectus is the most detailed document a company publishes before listing. Here is where to start.',
    tags: ['DRHP', 'IPO', 'due diligence'],
    lead: 'When a company files its draft red herring prospectus with SEBI, unlisted shareholders get a rare, detailed look at the business. The document runs to hundreds of pages, but a few sections answer most of the questions a shareholder has.',
    points: [
      'Risk factors: the company’s own list of what could go wrong.',
      'Capital structure: who holds what, at what price shares were issued, and the lock-in that will apply.',
      'Objects of the issue: how much is fresh capital and how much is an offer for sale by existing holders.',
      'Restated financial information and outstanding litigation.',
    ],
    relatedTo: ['Technology', 'Logistics'],
  },
  {
    category: 'private-equity',
    title: 'Lock-in rules after listing and what they mean for pre-IPO shareholders',
    summary: 'Shares bought before an IPO are generally locked in for six months after allotment, so plan your exit accordingly.',
    tags: ['lock-in period', 'IPO', 'SEBI'],
    lead: 'Under SEBI’s ICDR Regulations, the entire pre-issue capital held by persons other than the promoters is generally locked in for six months from the date of allotment in the IPO. Promoters face longer lock-ins on their minimum contribution. Some investors, such as certain registered venture and alternative investment funds, can be exempt if they meet holding-period conditions.',
    points: [
      'Locked-in shares sit in your demat account but cannot be sold or transferred until the lock-in ends.',
      'The listing price can move a long way during the lock-in, in either direction.',
      'The lock-in period also matters for tax: the holding period counts from when you bought the shares, not from listing.',
    ],
  },
  {
    category: 'private-equity',
    title: 'Sector watch: healthcare deals dominate the quarter',
    summary: 'Hospitals, diagnostics and speciality pharma drew the largest share of private equity money this quarter.',
    tags: ['healthcare', 'deals', 'sector watch'],
    lead: 'Healthcare led private equity deal value this quarter, with hospital chains in smaller cities and speciality pharmaceutical makers attracting the biggest cheques. Investors point to steady demand and pricing power as reasons to pay higher multiples.',
    points: [
      'Hospital chains are valued on EBITDA per bed and occupancy.',
      'Diagnostics businesses face price competition from new entrants.',
      'Export-oriented pharma depends on regulatory inspections by overseas agencies.',
    ],
    relatedTo: ['Healthcare'],
  },
  {
    category: 'private-equity',
    title: 'Buybacks in unlisted companies: a quiet way to return cash',
    summary: 'Some cash-rich unlisted companies are buying back shares, offering holders a rare exit at a set price.',
    tags: ['buyback', 'exit', 'unlisted shares'],
    lead: 'A buyback lets a company use surplus cash to purchase its own shares from shareholders. For holders of unlisted shares, it can be one of the few exits available before an IPO. The Companies Act limits a buyback to 25% of paid-up capital and free reserves, subject to shareholder approval above 10%.',
    relatedTo: ['Manufacturing', 'Consumer'],
  },

  // Startups
  {
    category: 'startups',
    title: 'Profitability over growth: start-ups trim burn ahead of listing plans',
    summary:
      'Late-stage start-ups are cutting marketing spend and closing loss-making lines to show a path to profit before they file for an IPO.',
    tags: ['startups', 'profitability', 'IPO'],
    lead: 'Public-market investors have made it clear that they want profitable companies, or at least a credible path to profit. Start-ups hoping to list are responding by cutting discounts, closing unprofitable cities and renegotiating supplier contracts.',
    points: [
      'Watch contribution margin, the profit on each order before fixed costs.',
      'EBITDA turning positive is a milestone, but depreciation and ESOP costs still matter.',
      'Cash in the bank divided by monthly burn gives the runway in months.',
    ],
    relatedTo: ['startup'],
  },
  {
    category: 'startups',
    title: 'Quick commerce faces its unit-economics test',
    summary: 'Ten-minute delivery has won customers; the question now is whether each order can make money.',
    tags: ['quick commerce', 'unit economics', 'consumer'],
    lead: 'Quick-commerce companies have grown rapidly by placing small warehouses, known as dark stores, close to customers. The model works only if each store handles enough orders a day and each basket is large enough to cover delivery and rent.',
    points: [
      'Average order value and orders per store per day drive store-level profit.',
      'Advertising income from brands is becoming a meaningful second revenue line.',
      'Competition for the same customers keeps delivery fees low.',
    ],
    relatedTo: ['Consumer', 'Logistics'],
  },
  {
    category: 'startups',
    title: 'ESOP liquidity programmes: who is offering them and how they work',
    summary: 'More start-ups are letting employees sell vested shares, either back to the company or to new investors.',
    tags: ['ESOP', 'liquidity', 'employees'],
    lead: 'An ESOP liquidity programme gives employees a chance to turn vested options into cash before an IPO. The company either buys the shares back or arranges for an incoming investor to buy them as part of a funding round.',
    points: [
      'Employees pay tax twice: as salary (perquisite) on exercise, and as capital gains on sale.',
      'Programmes usually cap sales at a share of each employee’s vested holding.',
      'The price is often the latest funding round price or a small discount to it.',
    ],
    relatedTo: ['startup'],
  },
  {
    category: 'startups',
    title: 'Indian-language AI start-ups draw fresh funding',
    summary: 'Speech and translation tools built for Indian languages are attracting investors who see a large, underserved market.',
    tags: ['artificial intelligence', 'startups', 'funding'],
    lead: 'Most of India does not go online in English. Start-ups building speech recognition, translation and voice assistants for Indian languages are raising money to serve banks, government services and customer-support centres.',
    relatedTo: ['Technology'],
  },
  {
    category: 'startups',
    title: 'Down rounds explained: what happens to early shareholders',
    summary: 'When a start-up raises money at a lower valuation than before, not every shareholder is affected equally.',
    tags: ['down round', 'dilution', 'anti-dilution'],
    lead: 'A down round is a funding round priced below the previous one. It signals that the company’s value has fallen, and it dilutes existing shareholders. How much each holder loses depends on the rights attached to their shares.',
    points: [
      'Investors with anti-dilution protection may receive extra shares, diluting everyone else further.',
      'Liquidation preferences decide who is paid first if the company is sold.',
      'Ordinary shareholders, including buyers in the secondary market, usually have no such protection.',
    ],
  },
  {
    category: 'startups',
    title: 'EV battery start-ups race to localise cell production',
    summary: 'Battery-pack makers are moving up the value chain, with support from production-linked incentives.',
    tags: ['electric vehicles', 'batteries', 'PLI'],
    lead: 'Most lithium-ion cells used in Indian electric two- and three-wheelers are still imported. Start-ups that assemble battery packs are now investing in cell chemistry and local manufacturing, helped by the government’s production-linked incentive scheme for advanced chemistry cells.',
    points: [
      'Cell manufacturing is capital intensive and takes years to reach scale.',
      'Safety certification and thermal management are key differentiators.',
      'Customers are concentrated among a few vehicle makers.',
    ],
    relatedTo: ['Energy'],
  },
  {
    category: 'startups',
    title: 'Reverse flipping: why start-ups are moving their holding company back to India',
    summary: 'Companies that incorporated abroad are redomiciling to India to list on Indian exchanges.',
    tags: ['reverse flip', 'IPO', 'startups'],
    lead: 'Many Indian start-ups were set up with a holding company in the US or Singapore to suit foreign investors. Listing in India requires an Indian parent, so a growing number are merging the overseas entity into the Indian one, a process known as a reverse flip.',
    points: [
      'Shareholders of the foreign parent may owe capital gains tax on the swap.',
      'The process needs approvals from the tribunal and compliance with foreign-exchange rules.',
      'After the flip, shares can be held in Indian demat accounts.',
    ],
    relatedTo: ['startup'],
  },
  {
    category: 'startups',
    title: 'D2C brands turn to offline stores to cut customer acquisition costs',
    summary: 'Online-first brands are opening stores and selling through retailers as digital advertising grows expensive.',
    tags: ['D2C', 'retail', 'consumer brands'],
    lead: 'Direct-to-consumer brands grew by selling online and spending heavily on digital ads. As the cost of acquiring each customer online has risen, many are opening their own stores and placing products on modern-trade shelves.',
    relatedTo: ['Consumer'],
  },
  {
    category: 'startups',
    title: 'Healthtech after the pandemic boom: consolidation sets in',
    summary: 'Online pharmacies and teleconsultation platforms are merging as growth normalises.',
    tags: ['healthtech', 'consolidation', 'startups'],
    lead: 'Healthtech companies grew quickly during the pandemic as patients moved online. With demand back to a steadier pace, weaker players are being acquired and stronger ones are focusing on profitable services such as diagnostics and chronic-care subscriptions.',
    points: [
      'Repeat purchase rates matter more than first-order discounts.',
      'Regulatory clarity on e-pharmacy remains a risk factor.',
      'Integration with hospitals and labs creates switching costs.',
    ],
    relatedTo: ['Healthcare'],
  },
  {
    category: 'startups',
    title: 'What a start-up’s cap table tells you before you invest',
    summary: 'The capitalisation table shows who owns the company and on what terms, which matters as much as the business itself.',
    tags: ['cap table', 'shareholding', 'due diligence'],
    lead: 'A capitalisation table lists every shareholder, the class of shares they hold and the price they paid. For a buyer of start-up shares in the secondary market, it explains how a future sale or IPO will be shared out.',
    points: [
      'Founder holding: too little can weaken founders’ incentives; too much can slow governance.',
      'Share classes: compulsorily convertible preference shares usually carry investor rights.',
      'ESOP pool: a large unallocated pool means more dilution ahead.',
    ],
  },

  // Real estate
  {
    category: 'real-estate',
    title: 'Grade-A office leasing hits a new high in Bengaluru and Hyderabad',
    summary: 'Global capability centres and technology firms are driving record office absorption in the two southern cities.',
    tags: ['office leasing', 'commercial real estate', 'Bengaluru'],
    lead: 'Demand for high-quality office space has rebounded strongly, led by global capability centres set up by multinational companies. Bengaluru and Hyderabad account for a large share of new leasing, and vacancy in the best buildings has fallen.',
    points: [
      'Rents in Grade-A buildings are rising faster than in older stock.',
      'Flexible workspace operators are taking large floors to sub-let.',
      'New supply is concentrated in a few micro-markets, keeping them competitive.',
    ],
    relatedTo: ['Real Estate'],
  },
  {
    category: 'real-estate',
    title: 'REITs versus direct property: comparing yields and liquidity',
    summary: 'Listed REITs offer rental income with exchange liquidity; owning property directly offers control but ties up capital.',
    tags: ['REIT', 'rental yield', 'liquidity'],
    lead: 'Real estate investment trusts let investors own a slice of rent-earning office parks and malls through units traded on the stock exchange. SEBI rules require REITs to distribute at least 90% of their net distributable cash flows, which makes them an income-oriented investment.',
    points: [
      'REIT units can be bought in small amounts and sold on the exchange.',
      'Direct property brings higher transaction costs but full control over the asset.',
      'Distributions from REITs are taxed according to their components: interest, dividend and repayment of debt.',
    ],
    relatedTo: ['Real Estate'],
  },
  {
    category: 'real-estate',
    title: 'Affordable housing demand holds up despite higher rates',
    summary: 'Homes priced under ₹45 lakh continue to sell in smaller cities, supported by first-time buyers.',
    tags: ['affordable housing', 'home loans', 'residential'],
    lead: 'Sales of affordable homes have held up in tier-2 and tier-3 cities even as interest rates rose. Developers focused on this segment say first-time buyers moving out of rented homes are driving demand.',
    relatedTo: ['Real Estate', 'Financial Services'],
  },
  {
    category: 'real-estate',
    title: 'Fractional ownership platforms and the new SEBI SM REIT rules',
    summary: 'SEBI’s framework for small and medium REITs brings fractional ownership platforms under regulation.',
    tags: ['fractional ownership', 'SM REIT', 'SEBI'],
    lead: 'Fractional ownership platforms let investors buy a share of a single office or warehouse. In 2024 SEBI created a framework for small and medium REITs, with assets of at least ₹50 crore, and platforms offering such investments must now register and follow its disclosure and governance rules.',
    points: [
      'The minimum investment in an SM REIT is ₹10 lakh.',
      'Each scheme must hold completed, income-generating assets.',
      'Units are expected to be listed, giving investors a route to exit.',
    ],
  },
  {
    category: 'real-estate',
    title: 'Warehousing demand moves beyond the top eight cities',
    summary: 'E-commerce and manufacturing are pushing demand for modern warehouses into smaller cities.',
    tags: ['warehousing', 'logistics', 'industrial real estate'],
    lead: 'Modern warehousing was once concentrated around a handful of large cities. Faster delivery promises and new factories are now pulling demand into smaller cities along the main freight corridors.',
    points: [
      'Grade-A warehouses offer higher ceilings, better fire safety and larger floor plates.',
      'Leases are typically longer than for offices, often with fixed rent escalations.',
      'Land title and zoning approvals are the main development risks.',
    ],
    relatedTo: ['Logistics', 'Real Estate'],
  },
  {
    category: 'real-estate',
    title: 'Buying property in Dubai as an Indian resident: the LRS route',
    summary:
      'Resident Indians can buy property abroad under the Liberalised Remittance Scheme, subject to its annual limit and tax collected at source.',
    tags: ['global real estate', 'LRS', 'Dubai'],
    lead: 'Under the RBI’s Liberalised Remittance Scheme, a resident individual can remit up to USD 250,000 per financial year for permitted purposes, including buying property abroad. Remittances above the threshold attract tax collected at source, which can be claimed back against income tax.',
    points: [
      'The limit applies per person, so family members can pool remittances for one purchase.',
      'Foreign assets must be disclosed in the Indian income tax return.',
      'Rental income and any gain on sale are taxable in India for a resident.',
    ],
  },
  {
    category: 'real-estate',
    title: 'Co-living operators expand as student housing tightens',
    summary: 'Managed rental housing for students and young professionals is growing in education and technology hubs.',
    tags: ['co-living', 'rental housing', 'students'],
    lead: 'Co-living operators lease or buy buildings, furnish them and rent beds or rooms with services included. Demand is strongest near universities and technology parks, where supply of decent rental housing is short.',
    relatedTo: ['Real Estate'],
  },
  {
    category: 'real-estate',
    title: 'Stamp duty and registration costs across major Indian states',
    summary: 'What buyers pay on top of the property price varies widely from state to state.',
    tags: ['stamp duty', 'registration', 'home buying'],
    lead: 'Stamp duty is a state subject, so the cost of registering a property depends on where it is. Most large states charge between 5% and 7% of the property value, plus a registration fee, and several offer a lower rate when a woman is the buyer or a co-owner.',
    points: [
      'Duty is charged on the higher of the agreement value and the government’s ready-reckoner or circle rate.',
      'Some cities levy an extra surcharge or metro cess.',
      'Budget these costs upfront: banks generally do not include them in the home loan amount.',
    ],
  },
  {
    category: 'real-estate',
    title: 'Data-centre parks emerge as a new real-asset class',
    summary: 'Rising data consumption and localisation rules are turning data centres into a sought-after investment.',
    tags: ['data centres', 'infrastructure', 'real assets'],
    lead: 'Data centres combine real estate with power and cooling infrastructure. Demand from cloud providers and rules requiring some data to be stored in India have made data-centre parks a target for developers and long-term investors.',
    points: [
      'Capacity is measured in megawatts of IT load, not square feet.',
      'Reliable, affordable and increasingly green power is the key input.',
      'Long contracts with large tenants make income predictable.',
    ],
    relatedTo: ['Technology', 'Real Estate'],
  },
  {
    category: 'real-estate',
    title: 'Luxury home sales outpace mid-segment for the third year',
    summary: 'Homes priced above ₹4 crore are taking a growing share of sales in the largest cities.',
    tags: ['luxury housing', 'residential', 'wealth'],
    lead: 'Sales of luxury homes have grown faster than the mid-segment in the largest cities, supported by rising wealth among business owners and professionals. Developers are launching more premium projects in response.',
    relatedTo: ['Real Estate'],
  },

  // In the news
  {
    category: 'in-the-news',
    title: 'Interview: why retail interest in unlisted shares is rising',
    summary: 'Our research head spoke to a business daily about who is buying unlisted shares and why.',
    tags: ['media', 'unlisted shares', 'retail investors'],
    lead: 'In a recent interview, our head of research explained that retail investors are drawn to unlisted shares by the hope of buying well-known companies before they list. He also cautioned that the same features that create opportunity, limited information and few sellers, create risk.',
    points: [
      'Most first-time buyers start with companies whose products they already know.',
      'Average ticket sizes have grown as investors become more familiar with the process.',
      'Questions about exits and taxation are the most common.',
    ],
  },
  {
    category: 'in-the-news',
    title: 'Panel discussion on pre-IPO investing at a Mumbai fintech summit',
    summary: 'Our co-founder joined a panel on how technology is opening private markets to more investors.',
    tags: ['events', 'pre-IPO', 'fintech'],
    lead: 'At a fintech summit in Mumbai, our co-founder joined fund managers and a former regulator on a panel about private-market access. The discussion covered price discovery, investor protection and the role of demat transfers in making unlisted shares easier to hold.',
  },
  {
    category: 'in-the-news',
    title: 'Our note on unlisted-share pricing cited in a weekly business column',
    summary: 'A weekly column on personal finance quoted our research on how unlisted prices compare with later listing prices.',
    tags: ['research', 'pricing', 'media'],
    lead: 'A personal-finance column cited our research note comparing unlisted-market prices before an IPO with the eventual issue and listing prices. The note found a wide spread of outcomes: some companies listed well above their unlisted price and others well below.',
    points: [
      'Unlisted prices often run ahead of the IPO price band when demand is strong.',
      'Buying close to a listing leaves less room for gains.',
      'A long holding period smoothed out some of the variation.',
    ],
  },
  {
    category: 'in-the-news',
    title: 'Podcast appearance: explaining demat transfer of unlisted shares',
    summary: 'We walked a popular investing podcast through how an off-market share transfer works, step by step.',
    tags: ['podcast', 'demat', 'share transfer'],
    lead: 'On an investing podcast, our operations lead explained what happens between paying for unlisted shares and seeing them in a demat account. The process relies on the same depository system as listed shares, through an off-market transfer between accounts.',
    points: [
      'The buyer shares their demat details: depository, DP ID and client ID.',
      'The seller submits a delivery instruction slip, physically or online.',
      'Shares usually appear in the buyer’s account within one to three working days.',
    ],
  },
  {
    category: 'in-the-news',
    title: 'Channel partner network reaches a new milestone, reports a trade newsletter',
    summary: 'A wealth-management newsletter covered the growth of our channel partner programme among independent advisers.',
    tags: ['channel partners', 'wealth management', 'milestone'],
    lead: 'A trade newsletter for wealth managers reported on the growth of our channel partner programme, through which independent advisers and distributors offer unlisted shares to their clients. Partners get partner pricing, research reports and a dashboard to track client orders.',
  },
  {
    category: 'in-the-news',
    title: 'Op-ed: the case for clearer disclosure norms for unlisted companies',
    summary: 'Our chief executive argues that standard, periodic disclosures would protect investors in the unlisted market.',
    tags: ['opinion', 'disclosure', 'investor protection'],
    lead: 'In an opinion piece for a financial newspaper, our chief executive argued that unlisted companies with many shareholders should publish simple half-yearly updates. Better information, he wrote, would make prices fairer and protect investors who cannot negotiate for data the way large funds can.',
    points: [
      'Audited annual accounts are already filed with the Registrar of Companies.',
      'A short half-yearly update on revenue, profit and debt would add little cost.',
      'Shareholding changes above a threshold could be disclosed as they happen.',
    ],
  },
  {
    category: 'in-the-news',
    title: 'Webinar recap: taxation of unlisted shares after the 2024 Budget',
    summary: 'A chartered accountant joined our webinar to explain the new capital gains rates for unlisted shares.',
    tags: ['taxation', 'capital gains', 'webinar'],
    lead: 'The Union Budget of July 2024 changed how gains on unlisted shares are taxed. Shares held for more than 24 months qualify as long-term capital assets, and long-term gains on transfers from 23 July 2024 are taxed at 12.5% without indexation. Short-term gains are taxed at the investor’s slab rate.',
    points: [
      'The holding period is counted from the date of purchase, not from listing.',
      'After listing, shares sold on the exchange are taxed under the listed-equity rules.',
      'Keep the purchase contract and transfer records to prove cost and date.',
    ],
  },
  {
    category: 'in-the-news',
    title: 'Radio segment: common myths about buying pre-IPO shares',
    summary: 'On a morning radio show, our team tackled the most common misconceptions about pre-IPO investing.',
    tags: ['radio', 'investor education', 'pre-IPO'],
    lead: 'In a short radio segment, our team answered listener questions about pre-IPO shares. The most common myth: that every company that files for an IPO lists at a premium. Another: that unlisted shares cannot be held in a demat account.',
  },
  {
    category: 'in-the-news',
    title: 'Investor-education drive in tier-2 cities covered by regional press',
    summary: 'Regional newspapers covered our free sessions on private-market investing in six cities.',
    tags: ['investor education', 'events', 'tier-2 cities'],
    lead: 'Our investor-education sessions in Indore, Nagpur, Coimbatore, Lucknow, Kochi and Bhubaneswar were covered by regional newspapers. The sessions explained demat accounts, KYC, and the risks of illiquid investments in plain language.',
    points: [
      'Sessions were held in Hindi, Tamil, Malayalam and Odia as well as English.',
      'Attendees were most interested in how to verify a company’s financials.',
      'Recordings are available in our webcast section.',
    ],
  },
  {
    category: 'in-the-news',
    title: 'Year in review: the unlisted market in numbers',
    summary: 'A look back at a year of activity in unlisted shares: sectors, ticket sizes and listings.',
    tags: ['year in review', 'unlisted market', 'statistics'],
    lead: 'Looking back over the year, the unlisted market saw steady participation from individual investors, with financial services and technology companies attracting the most interest. Several companies in our records filed draft prospectuses, and a few completed their listings.',
    points: [
      'Financial services remained the most-traded sector.',
      'The median order size rose compared with the previous year.',
      'Start-up shares made up a growing share of enquiries.',
    ],
    relatedTo: ['Financial Services', 'Technology'],
  },
];

function body(article: ArticleDefinition, index: number): string {
  const random = createRandom(0xa271 + index);
  const parts = [article.lead];
  const contexts = random.sample(CONTEXT[article.category], article.points ? 1 : 2);
  parts.push(`## ${itemAt(HEADINGS, index % HEADINGS.length)}`);
  parts.push(itemAt(contexts, 0));
  if (article.points) {
    parts.push('Points worth noting:');
    parts.push(article.points.map((point) => `- ${point}`).join('\n'));
  } else {
    parts.push(itemAt(contexts, 1));
  }
  parts.push(CLOSING[article.category]);
  parts.push(DISCLAIMER);
  return parts.join('\n\n');
}

function relatedCompanies(article: ArticleDefinition, index: number, companyRefs: CompanyRef[]): string[] {
  const hints = article.relatedTo;
  if (!hints) return [];
  const random = createRandom(0x7e1a + index);
  const candidates = companyRefs.filter((c) => hints.some((hint) => (hint === 'startup' ? c.category === 'startup' : c.sector === hint)));
  return random.sample(candidates, random.int(1, 3)).map((c) => c.slug);
}

/** Articles published over the last year, categories interleaved so every listing spans the year. */
export function buildArticles(companyRefs: CompanyRef[], now: Date): ArticleRow[] {
  const random = createRandom(0xa1);
  const dayMs = 24 * 60 * 60 * 1000;
  const byCategory = (category: ArticleCategory) => ARTICLES.filter((a) => a.category === category);
  const categories: ArticleCategory[] = ['private-equity', 'startups', 'real-estate', 'in-the-news'];
  const ordered = byCategory('private-equity').flatMap((_, i) => categories.map((c) => itemAt(byCategory(c), i)));

  const rows = ordered.map((article, index): ArticleRow => {
    let slug = kebabSlug(article.title);
    // '/articles/Real-Estate' is the category page, so no article may take that slug.
    if (slug === 'real-estate') slug = 'real-estate-article';
    const daysAgo = index * 9 + random.int(0, 6);
    const publishedAt = new Date(now.getTime() - daysAgo * dayMs - random.int(1, 10) * 60 * 60 * 1000);
    return {
      slug,
      title: article.title,
      category: article.category,
      summary: article.summary,
      body: body(article, index),
      coverImage: null,
      author: random.pick(AUTHORS),
      publishedAt,
      tags: article.tags,
      relatedCompanies: relatedCompanies(article, index, companyRefs),
    };
  });
  assertUnique(
    rows.map((r) => r.slug),
    'article slug',
  );
  return rows;
}
