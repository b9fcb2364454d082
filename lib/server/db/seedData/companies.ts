// Demo companies: fictional names, realistic shape (INR in paise, Indian financial years, weekly prices).
import { itemAt } from '@/lib/arrays';
import { companySlug } from '@/lib/slug';

import type {
  CompanyCategory,
  CompanyStatus,
  Depository,
  ManagementMember,
  ShareholdingSlice,
  companies,
  companyFundamentals,
  companyPrices,
} from '../schema';
import { addDays, assertUnique, createRandom, type Random } from './random';

export type CompanyRow = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PriceRow = Omit<typeof companyPrices.$inferInsert, 'companyId'>;
export type FundamentalsRow = Omit<typeof companyFundamentals.$inferInsert, 'companyId'>;

export interface CompanySeed {
  company: CompanyRow;
  prices: PriceRow[];
  fundamentals: FundamentalsRow[];
}

/** Weekly closing prices per company: three years and a week, so a 3Y chart has a full window. */
export const PRICE_WEEKS = 157;
/** Indian financial years, named by the closing year: FY2025 runs April 2024 to March 2025. */
export const FISCAL_YEARS = ['FY2022', 'FY2023', 'FY2024', 'FY2025'] as const;
/** Companies ranked 1..N for the home page; the rest have no rank. */
export const RANKED_COMPANIES = 20;

type Sector =
  | 'Financial Services'
  | 'Technology'
  | 'Healthcare'
  | 'Energy'
  | 'Consumer'
  | 'Manufacturing'
  | 'Logistics'
  | 'Media'
  | 'Real Estate'
  | 'Telecom';

interface Definition {
  name: string;
  /** The slug source: the spec's rule turns every non-alphanumeric character into '-'. */
  urlName: string;
  sector: Sector;
  category: CompanyCategory;
  headquarters: string;
  founded: number;
  /** Completes "X is …". */
  descriptor: string;
}

const def = (
  name: string,
  urlName: string,
  sector: Sector,
  category: CompanyCategory,
  headquarters: string,
  founded: number,
  descriptor: string,
): Definition => ({ name, urlName, sector, category, headquarters, founded, descriptor });

// Every name is invented for the demo; any resemblance to a real company is unintended.
const DEFINITIONS: Definition[] = [
  def(
    'Veltara Capital Ltd',
    'Veltara Capital Ltd.',
    'Financial Services',
    'unlisted',
    'Mumbai',
    2004,
    'a non-banking finance company lending to small businesses and self-employed borrowers across western India',
  ),
  def(
    'Kosmik Microfinance Ltd',
    'Kosmik Microfinance',
    'Financial Services',
    'unlisted',
    'Kolkata',
    2009,
    'a microfinance institution serving women-led joint liability groups in eastern India',
  ),
  def(
    'Tarangini General Insurance Co. Ltd',
    'Tarangini General Insurance Co. Ltd.',
    'Financial Services',
    'pre-ipo',
    'Pune',
    2007,
    'a general insurer focused on motor, health and crop insurance',
  ),
  def(
    'Ruvix Payments (India) Pvt Ltd',
    'Ruvix Payments (India) Pvt. Ltd.',
    'Financial Services',
    'startup',
    'Bengaluru',
    2016,
    'a payment aggregator offering UPI collections and payouts to online merchants',
  ),
  def(
    'Nirvaan Asset Management Co. Ltd',
    'Nirvaan AMC',
    'Financial Services',
    'unlisted',
    'Mumbai',
    2001,
    'an asset management company running equity, debt and hybrid mutual fund schemes',
  ),
  def(
    'Samprit Home Finance Ltd',
    'Samprit Home Finance',
    'Financial Services',
    'pre-ipo',
    'Ahmedabad',
    2012,
    'an affordable-housing finance company lending to first-time home buyers',
  ),
  def(
    'Pragyan Registry & Transfer Services Ltd',
    'Pragyan Registry & Transfer Services',
    'Financial Services',
    'unlisted',
    'Mumbai',
    1999,
    'a registrar and share-transfer agent serving listed and unlisted issuers',
  ),

  def(
    'Quorvia Technologies Pvt Ltd',
    'Quorvia Technologies (India) Pvt. Ltd.',
    'Technology',
    'startup',
    'Bengaluru',
    2015,
    'a software-as-a-service company building payroll and HR software for mid-sized employers',
  ),
  def(
    'Zentrix Cloud Systems Ltd',
    'Zentrix Cloud Systems',
    'Technology',
    'pre-ipo',
    'Hyderabad',
    2011,
    'a data-centre and managed cloud services provider',
  ),
  def(
    'Byteleaf Infotech Ltd',
    'Byteleaf Infotech Ltd.',
    'Technology',
    'unlisted',
    'Pune',
    2003,
    'an IT services firm providing application maintenance and testing for insurers in Europe',
  ),
  def(
    'Kriyon AI Labs Pvt Ltd',
    'Kriyon AI Labs',
    'Technology',
    'startup',
    'Bengaluru',
    2019,
    'a start-up building speech recognition and translation for Indian languages',
  ),
  def(
    'Tessaract Semiconductors Ltd',
    'Tessaract Semiconductors',
    'Technology',
    'pre-ipo',
    'Noida',
    2014,
    'a fabless chip-design company making power-management ICs',
  ),
  def(
    'Lumora EdTech Pvt Ltd',
    'Lumora EdTech Pvt. Ltd.',
    'Technology',
    'startup',
    'Gurugram',
    2017,
    'an online test-preparation platform for engineering and medical entrance exams',
  ),
  def(
    'Cipherwall Security Solutions Ltd',
    'Cipherwall Security Solutions',
    'Technology',
    'unlisted',
    'Chennai',
    2010,
    'a cybersecurity company offering managed detection and response to banks and insurers',
  ),

  def(
    'Aushadh Lifesciences Ltd',
    'Aushadh Lifesciences Ltd.',
    'Healthcare',
    'unlisted',
    'Ahmedabad',
    1996,
    'a generic-drug maker supplying regulated markets in the US and Europe',
  ),
  def(
    'Medivra Hospitals Ltd',
    'Medivra Hospitals',
    'Healthcare',
    'pre-ipo',
    'Hyderabad',
    2005,
    'a chain of multi-speciality hospitals in south Indian tier-2 cities',
  ),
  def(
    'Genovia Diagnostics Pvt Ltd',
    'Genovia Diagnostics (P) Ltd.',
    'Healthcare',
    'startup',
    'Bengaluru',
    2016,
    'a diagnostics chain with home sample collection and genomic testing',
  ),
  def(
    'Sanjeevani Biologicals Ltd',
    'Sanjeevani Biologicals',
    'Healthcare',
    'unlisted',
    'Hyderabad',
    2002,
    'a vaccine and biologics manufacturer supplying public immunisation programmes',
  ),
  def(
    'Netrika Eye Care & Research Centre Ltd',
    'Netrika Eye Care & Research Centre',
    'Healthcare',
    'unlisted',
    'Chennai',
    2008,
    'a chain of eye hospitals offering cataract, retina and LASIK surgery',
  ),
  def(
    'Curelink Health Technologies Pvt Ltd',
    'Curelink Health Technologies',
    'Healthcare',
    'startup',
    'Mumbai',
    2018,
    'an online pharmacy and teleconsultation platform',
  ),
  def(
    'Dhanvantri Medical Devices Ltd',
    'Dhanvantri Medical Devices Ltd.',
    'Healthcare',
    'pre-ipo',
    'Vadodara',
    2006,
    'a maker of orthopaedic implants and surgical disposables',
  ),

  def(
    'Suryatej Renewables Ltd',
    'Suryatej Renewables',
    'Energy',
    'pre-ipo',
    'New Delhi',
    2010,
    'an independent power producer with solar and wind parks in Rajasthan and Gujarat',
  ),
  def(
    'Rivulet Power & Gas Ltd',
    'Rivulet Power & Gas Ltd.',
    'Energy',
    'unlisted',
    'Kolkata',
    1998,
    'a city-gas distribution and captive power company',
  ),
  def(
    'Ampyra Energy Storage Pvt Ltd',
    'Ampyra Energy Storage',
    'Energy',
    'startup',
    'Chennai',
    2019,
    'a maker of lithium-ion battery packs for electric two- and three-wheelers',
  ),
  def(
    'Hydrovan Green Hydrogen Pvt Ltd',
    'Hydrovan Green Hydrogen',
    'Energy',
    'startup',
    'Pune',
    2020,
    'a developer of electrolyser-based green hydrogen plants for fertiliser and refinery customers',
  ),
  def(
    'Pavanshakti Wind Energy Ltd',
    'Pavanshakti Wind Energy Ltd.',
    'Energy',
    'unlisted',
    'Chennai',
    2003,
    'a wind-turbine operations and maintenance company',
  ),
  def(
    'Oorjaa Oilfield Services Ltd',
    'Oorjaa Oilfield Services (India) Ltd.',
    'Energy',
    'unlisted',
    'Vadodara',
    1994,
    'an oilfield services company providing drilling fluids and well maintenance',
  ),

  def(
    'Annapurti Foods Ltd',
    'Annapurti Foods',
    'Consumer',
    'unlisted',
    'Indore',
    1999,
    'a packaged-foods company selling namkeen, biscuits and ready-to-cook mixes',
  ),
  def(
    'Khadiweave Apparel Pvt Ltd',
    'Khadiweave Apparel Pvt. Ltd.',
    'Consumer',
    'startup',
    'Jaipur',
    2017,
    'a direct-to-consumer brand for handloom and ethnic wear',
  ),
  def(
    'Kettlebrew Beverages Ltd',
    'Kettlebrew Beverages',
    'Consumer',
    'pre-ipo',
    'Kolkata',
    2009,
    'a tea and ready-to-drink beverages company',
  ),
  def(
    'Suvarnika Jewellers & Co. Ltd',
    'Suvarnika Jewellers & Co. Ltd.',
    'Consumer',
    'unlisted',
    'Thrissur',
    1988,
    'a gold and diamond jewellery retailer with stores across Kerala and Karnataka',
  ),
  def(
    'Tokri Quick Commerce Pvt Ltd',
    'Tokri Quick Commerce',
    'Consumer',
    'startup',
    'Gurugram',
    2020,
    'a 15-minute grocery delivery service in metro cities',
  ),
  def(
    'Mrinal Home Appliances Ltd',
    'Mrinal Home Appliances Ltd.',
    'Consumer',
    'unlisted',
    'Noida',
    2001,
    'a maker of mixer-grinders, fans and water heaters',
  ),
  def(
    'Glowveda Personal Care Pvt Ltd',
    'Glowveda Personal Care',
    'Consumer',
    'startup',
    'Mumbai',
    2018,
    'an ayurvedic skincare and haircare brand sold online and in modern trade',
  ),

  def(
    'Lohagarh Steel Castings Ltd',
    'Lohagarh Steel Castings',
    'Manufacturing',
    'unlisted',
    'Ludhiana',
    1986,
    'a maker of steel castings for tractors, railways and earth-moving equipment',
  ),
  def(
    'Precitorq Auto Components Ltd',
    'Precitorq Auto Components Ltd.',
    'Manufacturing',
    'pre-ipo',
    'Pune',
    1997,
    'a supplier of gears, shafts and transmission parts to two-wheeler makers',
  ),
  def(
    'Rasayan Speciality Chemicals Ltd',
    'Rasayan Speciality Chemicals (Gujarat) Ltd.',
    'Manufacturing',
    'unlisted',
    'Vapi',
    1992,
    'a maker of agrochemical intermediates and speciality dyes',
  ),
  def(
    'Vyomika Aerospace Pvt Ltd',
    'Vyomika Aerospace',
    'Manufacturing',
    'startup',
    'Bengaluru',
    2017,
    'a builder of drones for crop spraying and land surveys',
  ),
  def(
    'Shilpkar Tiles & Sanitaryware Ltd',
    'Shilpkar Tiles & Sanitaryware',
    'Manufacturing',
    'unlisted',
    'Morbi',
    1995,
    'a ceramic tiles and sanitaryware manufacturer',
  ),
  def(
    'Rakshak Defence Systems Ltd',
    'Rakshak Defence Systems Ltd.',
    'Manufacturing',
    'pre-ipo',
    'Hyderabad',
    2008,
    'a maker of radar subsystems and night-vision optics for the armed forces',
  ),
  def(
    'Taantu Textiles Ltd',
    'Taantu Textiles',
    'Manufacturing',
    'unlisted',
    'Tiruppur',
    1990,
    'a knitwear exporter supplying European and American apparel brands',
  ),

  def(
    'Rahdari Logistics Ltd',
    'Rahdari Logistics Ltd.',
    'Logistics',
    'pre-ipo',
    'Gurugram',
    2011,
    'an express parcel and e-commerce logistics company',
  ),
  def(
    'Nauvahan Shipping & Ports Ltd',
    'Nauvahan Shipping & Ports',
    'Logistics',
    'unlisted',
    'Mumbai',
    1993,
    'a coastal shipping and port-terminal operator',
  ),
  def(
    'Thandak Cold Chain Pvt Ltd',
    'Thandak Cold Chain',
    'Logistics',
    'startup',
    'Nashik',
    2016,
    'a cold-storage and refrigerated-trucking network for farm produce',
  ),
  def(
    'Pathik Fleet Technologies Pvt Ltd',
    'Pathik Fleet Technologies Pvt. Ltd.',
    'Logistics',
    'startup',
    'Bengaluru',
    2018,
    'a truck-booking marketplace connecting shippers with fleet owners',
  ),
  def(
    'Godamwala Warehousing Ltd',
    'Godamwala Warehousing',
    'Logistics',
    'unlisted',
    'Bhiwandi',
    2007,
    'a developer and operator of Grade-A warehouses',
  ),
  def(
    'Aakashmarg Air Cargo Ltd',
    'Aakashmarg Air Cargo (India) Ltd.',
    'Logistics',
    'unlisted',
    'New Delhi',
    2000,
    'an air-cargo handling and freight-forwarding company',
  ),

  def('Rangmanch Studios Ltd', 'Rangmanch Studios', 'Media', 'pre-ipo', 'Mumbai', 2006, 'a film and web-series production house'),
  def(
    'Kahaniyan Audio Pvt Ltd',
    'Kahaniyan Audio Pvt. Ltd.',
    'Media',
    'startup',
    'Mumbai',
    2018,
    'an audio-stories and podcast app in ten Indian languages',
  ),
  def(
    'Samvad News Network Ltd',
    'Samvad News Network',
    'Media',
    'unlisted',
    'New Delhi',
    1997,
    'a Hindi and English television news broadcaster',
  ),
  def(
    'Khelmitra Sports Media Pvt Ltd',
    'Khelmitra Sports Media',
    'Media',
    'startup',
    'Bengaluru',
    2019,
    'a sports streaming and live-score platform for domestic leagues',
  ),
  def(
    'Chitrakatha Animation & VFX Ltd',
    'Chitrakatha Animation & VFX Ltd.',
    'Media',
    'unlisted',
    'Hyderabad',
    2004,
    'an animation and visual-effects studio working for global film studios',
  ),
  def(
    'Dhwani Radio Networks Ltd',
    'Dhwani Radio Networks',
    'Media',
    'unlisted',
    'Jaipur',
    2002,
    'an FM radio network with stations in 18 cities',
  ),

  def(
    'Vastukar Developers Ltd',
    'Vastukar Developers Ltd.',
    'Real Estate',
    'unlisted',
    'Pune',
    1995,
    'a residential developer building mid-income housing in Pune and Mumbai',
  ),
  def(
    'Greenarch Realty Ltd',
    'Greenarch Realty',
    'Real Estate',
    'pre-ipo',
    'Bengaluru',
    2008,
    'a developer of office parks and premium apartments',
  ),
  def(
    'Nivasa Co-Living Pvt Ltd',
    'Nivasa Co-Living Pvt. Ltd.',
    'Real Estate',
    'startup',
    'Bengaluru',
    2017,
    'a co-living and student-housing operator',
  ),
  def(
    'Prangan Commercial Spaces Ltd',
    'Prangan Commercial Spaces',
    'Real Estate',
    'unlisted',
    'Mumbai',
    2005,
    'an owner of leased office and retail space in Mumbai and Chennai',
  ),
  def(
    'Sthapatya Infraprojects Ltd',
    'Sthapatya Infraprojects (India) Ltd.',
    'Real Estate',
    'pre-ipo',
    'Ahmedabad',
    2001,
    'an engineering and construction contractor for highways and metro rail',
  ),
  def(
    'Aangan Affordable Homes Ltd',
    'Aangan Affordable Homes',
    'Real Estate',
    'unlisted',
    'Lucknow',
    2010,
    'a builder of affordable housing under state and central housing schemes',
  ),
  def(
    'Bhoomika Land & Townships Ltd',
    'Bhoomika Land & Townships Ltd.',
    'Real Estate',
    'unlisted',
    'Nagpur',
    2003,
    'a developer of plotted townships in central India',
  ),

  def(
    'Tarang Telecom Infrastructure Ltd',
    'Tarang Telecom Infrastructure',
    'Telecom',
    'unlisted',
    'Mumbai',
    2007,
    'a tower company leasing space to mobile operators',
  ),
  def(
    'Jaalnet Broadband Pvt Ltd',
    'Jaalnet Broadband Pvt. Ltd.',
    'Telecom',
    'startup',
    'Hyderabad',
    2014,
    'a fibre-to-the-home broadband provider in tier-2 cities',
  ),
  def(
    'Sanchar Satcom Ltd',
    'Sanchar Satcom (India) Ltd.',
    'Telecom',
    'pre-ipo',
    'Bengaluru',
    2012,
    'a satellite ground-station and VSAT services provider',
  ),
  def(
    'Fibrecore Optical Cables Ltd',
    'Fibrecore Optical Cables',
    'Telecom',
    'unlisted',
    'Aurangabad',
    1998,
    'a maker of optical-fibre cables and connectivity hardware',
  ),
  def(
    'Vaani Unified Communications Pvt Ltd',
    'Vaani Unified Communications',
    'Telecom',
    'startup',
    'Gurugram',
    2016,
    'a cloud-telephony and business-messaging platform',
  ),
  def(
    'Dooriyan Network Services Ltd',
    'Dooriyan Network Services Ltd.',
    'Telecom',
    'unlisted',
    'Kolkata',
    2004,
    'a network installation and managed-services company for telecom operators',
  ),
];

/** Balance-sheet lenders: valued on book, with the high debt-to-equity that lending implies. */
const LENDERS = new Set(['Veltara Capital Ltd', 'Kosmik Microfinance Ltd', 'Samprit Home Finance Ltd']);

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Vikram',
  'Priya',
  'Rohan',
  'Kavita',
  'Suresh',
  'Lakshmi',
  'Nikhil',
  'Deepa',
  'Rajesh',
  'Sunita',
  'Arjun',
  'Meenakshi',
  'Karthik',
  'Farah',
  'Harpreet',
  'Anil',
  'Shalini',
  'Imran',
  'Gaurav',
  'Nandini',
  'Sanjay',
  'Rekha',
  'Venkat',
  'Pooja',
  'Manish',
  'Aditi',
  'Joseph',
  'Tanvi',
];
const SURNAMES = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Nair',
  'Banerjee',
  'Kulkarni',
  'Menon',
  'Gupta',
  'Singh',
  'Rao',
  'Chatterjee',
  'Desai',
  'Joshi',
  'Pillai',
  'Agarwal',
  'Bhat',
  'Khan',
  'Mehta',
  'Verma',
  'Mukherjee',
  'Shetty',
  'Kapoor',
  'Fernandes',
  'Ghosh',
  'Saxena',
  'Naidu',
  'Chopra',
  'Dutta',
  'Malhotra',
];

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** ISIN check digit: letters become numbers (A=10…Z=35), then the Luhn algorithm. */
function isinCheckDigit(body: string): number {
  const digits = Array.from(body)
    .map((c) => String(ALPHANUMERIC.indexOf(c)))
    .join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** INE + 4-character issuer code + '01' (equity) + 2-digit serial + check digit, e.g. INE7KQ401013. */
function makeIsin(random: Random): string {
  let issuer = '';
  for (let i = 0; i < 4; i++) issuer += random.pick(Array.from(ALPHANUMERIC));
  const body = `INE${issuer}01${random.pick(['01', '01', '02'])}`;
  return `${body}${isinCheckDigit(body)}`;
}

const CRORE_PAISE = 1_000_000_000; // ₹1 crore = 10^7 rupees = 10^9 paise
const LAKH_PAISE = 10_000_000;

/** Unlisted quotes are whole rupees above ₹100 and multiples of 5 paise below. */
function roundQuote(paise: number): number {
  const step = paise >= 10_000 ? 100 : 5;
  return Math.max(step, Math.round(paise / step) * step);
}

const roundToLakh = (paise: number) => Math.round(paise / LAKH_PAISE) * LAKH_PAISE;

/** Smallest common lot worth at least ₹20,000, capped at 500 shares. */
function minimumLot(pricePaise: number): number {
  const lots = [10, 25, 50, 100, 200, 250, 500];
  return lots.find((lot) => lot * pricePaise >= 2_000_000) ?? 500;
}

function weeklyPrices(random: Random, lastPricePaise: number, anchorMonday: string, startup: boolean): PriceRow[] {
  const annualDrift = random.between(startup ? -0.15 : -0.08, startup ? 0.35 : 0.25);
  const weeklyVol = random.between(0.012, startup ? 0.04 : 0.03);
  // Walk backwards from today's price, so the series always ends exactly at the quoted price.
  let log = Math.log(lastPricePaise);
  const logs = [log];
  for (let i = PRICE_WEEKS - 1; i > 0; i--) {
    const jump = random.chance(0.03) ? random.between(-0.1, 0.12) : 0;
    log -= annualDrift / 52 + weeklyVol * random.normal() + jump;
    logs.unshift(log);
  }
  return logs.map((log, i) => ({
    day: addDays(anchorMonday, -7 * (PRICE_WEEKS - 1 - i)),
    pricePaise: i === PRICE_WEEKS - 1 ? lastPricePaise : roundQuote(Math.exp(log)),
  }));
}

function fundamentalsFor(random: Random, d: Definition, pricePaise: number, shares: number): FundamentalsRow[] {
  const marketCap = pricePaise * shares;
  const startup = d.category === 'startup';
  const lender = LENDERS.has(d.name);
  const growth = startup ? random.between(0.25, 0.7) : random.between(0.06, 0.28);
  const ebitdaMargin = startup ? random.between(-0.35, 0.1) : random.between(lender ? 0.35 : 0.1, lender ? 0.55 : 0.3);
  const debtToEquity = lender ? random.between(2.5, 6) : d.sector === 'Real Estate' ? random.between(0.4, 1.4) : random.between(0, 0.8);

  // Work back from the latest year: the latest profit or revenue is set by a plausible valuation multiple.
  const priceToEarnings = lender ? random.between(10, 28) : random.between(15, 55);
  const priceToBook = startup ? random.between(3, 10) : lender ? random.between(1.2, 3.5) : random.between(1.8, 7);
  const latestRevenue = startup
    ? marketCap / random.between(3, 12)
    : marketCap / priceToEarnings / (ebitdaMargin * random.between(0.45, 0.65));
  const latestNetWorth = marketCap / priceToBook;

  const rows: FundamentalsRow[] = [];
  let revenue = latestRevenue;
  let netWorth = latestNetWorth;
  for (let i = FISCAL_YEARS.length - 1; i >= 0; i--) {
    const margin = ebitdaMargin + random.between(-0.03, 0.03) - (startup ? 0.06 * (FISCAL_YEARS.length - 1 - i) : 0);
    const revenuePaise = roundToLakh(revenue);
    const ebitdaPaise = roundToLakh(revenue * margin);
    // Depreciation, interest and tax: a profitable company keeps about 55–65% of EBITDA.
    const netProfitPaise =
      ebitdaPaise > 0
        ? roundToLakh(ebitdaPaise * random.between(0.55, 0.65) - revenue * (startup ? 0.05 : 0))
        : roundToLakh(ebitdaPaise - revenue * 0.06);
    const netWorthPaise = roundToLakh(netWorth);
    rows.unshift({
      fiscalYear: itemAt(FISCAL_YEARS, i),
      revenuePaise,
      ebitdaPaise,
      netProfitPaise,
      epsPaise: Math.round(netProfitPaise / shares),
      bookValuePerSharePaise: Math.round(netWorthPaise / shares),
      debtPaise: roundToLakh(netWorthPaise * debtToEquity * random.between(0.9, 1.1)),
      netWorthPaise,
    });
    revenue /= 1 + growth * random.between(0.8, 1.2);
    // A start-up's net worth grows with funding rounds; an established company's with retained profit.
    netWorth = startup
      ? netWorth / (1 + random.between(0.1, 0.4))
      : Math.max(netWorth * 0.6, netWorth - netProfitPaise * random.between(0.6, 0.9));
  }
  return rows;
}

function management(random: Random, startup: boolean): ManagementMember[] {
  const roles = startup
    ? ['Co-founder & CEO', 'Co-founder & CTO', 'Chief Financial Officer', 'Chief Operating Officer']
    : ['Chairperson', 'Managing Director & CEO', 'Chief Financial Officer', 'Independent Director'];
  const count = random.int(3, 4);
  const firsts = random.sample(FIRST_NAMES, count);
  const lasts = random.sample(SURNAMES, count);
  return roles.slice(0, count).map((role, i) => ({ name: `${itemAt(firsts, i)} ${itemAt(lasts, i)}`, role }));
}

/** Slices in half-percent steps (exact in binary floating point), so they add up to exactly 100. */
function shareholding(random: Random, startup: boolean): ShareholdingSlice[] {
  const holders = startup
    ? ['Founders', 'Venture Capital Funds', 'Angel Investors', 'ESOP Pool']
    : ['Promoters & Promoter Group', 'Private Equity Investors', 'Employees (ESOP Trust)', 'Public & Others'];
  const halves = [
    random.int(startup ? 50 : 80, startup ? 100 : 150),
    random.int(startup ? 50 : 20, startup ? 90 : 60),
    random.int(startup ? 10 : 2, startup ? 30 : 12),
  ];
  halves.push(200 - halves.reduce((a, b) => a + b, 0));
  return holders.map((holder, i) => ({ holder, percent: itemAt(halves, i) / 2 }));
}

function ipoStatus(random: Random, category: CompanyCategory): string | null {
  if (category === 'pre-ipo') {
    return random.pick(['DRHP filed', 'SEBI observations received', 'Expected listing FY2027', 'Expected listing FY2028']);
  }
  if (category === 'startup') return random.pick(['No IPO plans announced', 'Expected listing FY2029', null]);
  return random.pick(['No IPO plans announced', 'Expected listing FY2028', 'Board approved IPO plan', null]);
}

function companyStatus(random: Random, category: CompanyCategory): CompanyStatus {
  const roll = random.next();
  const soldOut = category === 'startup' ? 0.15 : 0.1;
  const comingSoon = category === 'startup' ? 0.12 : 0.05;
  if (roll < soldOut) return 'Sold Out';
  if (roll < soldOut + comingSoon) return 'Coming Soon';
  return 'Available';
}

const rupees = (paise: number) => (paise / 100).toLocaleString('en-IN');

function depositoryText(depository: Depository) {
  return depository === 'NSDL & CDSL' ? 'either NSDL or CDSL' : depository;
}

function companyFaqs(d: Definition, row: CompanyRow): { question: string; answer: string }[] {
  const ipo = row.ipoStatus
    ? `The latest known position is: ${row.ipoStatus}. Listing plans can change, and an IPO is never certain until the shares are allotted.`
    : 'The company has not said anything public about an IPO. Unlisted shares can be held until a listing, a buyback or a private sale.';
  return [
    {
      question: `How can I buy ${d.name} unlisted shares?`,
      answer:
        `${d.name} shares are not traded on a stock exchange, so they are bought off-market. ` +
        `You can order them here in lots of at least ${row.minQuantity} shares; once your payment is confirmed the shares are transferred to your demat account with ${depositoryText(row.depository ?? 'NSDL & CDSL')}.`,
    },
    {
      question: `What is the ISIN and face value of ${d.name} shares?`,
      answer: `The ISIN of ${d.name} equity shares is ${row.isin}, and the face value is ₹${rupees(row.faceValuePaise)} per share.`,
    },
    { question: `Is ${d.name} planning an IPO?`, answer: ipo },
  ];
}

/**
 * Builds every demo company with its weekly prices and yearly fundamentals.
 * Each company draws from its own PRNG stream, so adding a company never changes the others.
 */
export function buildCompanies(anchorMonday: string, now: Date): CompanySeed[] {
  const priceUpdatedAt = new Date(Math.min(Date.parse(`${anchorMonday}T04:30:00Z`), now.getTime())); // 10:00 IST
  const isins = new Set<string>();
  const seeds = DEFINITIONS.map((d, index): CompanySeed => {
    const random = createRandom(0x5eed_0000 + index * 7919);
    const startup = d.category === 'startup';
    const slug = companySlug(d.urlName);
    const pricePaise = roundQuote(random.logBetween(2_000, 500_000));
    const marketCap = random.logBetween(startup ? 300 : 800, startup ? 15_000 : 60_000) * CRORE_PAISE;
    const sharesOutstanding = Math.max(1_000_000, Math.round(marketCap / pricePaise / 1000) * 1000);
    let isin = makeIsin(random);
    while (isins.has(isin)) isin = makeIsin(random);
    isins.add(isin);

    const prices = weeklyPrices(random, pricePaise, anchorMonday, startup);
    const discount = random.between(0.025, 0.055);
    const funding = startupFunding(index, d.category, pricePaise, sharesOutstanding);
    const company: CompanyRow = {
      name: d.name,
      urlName: d.urlName,
      slug,
      logo: null,
      sector: d.sector,
      category: d.category,
      status: companyStatus(random, d.category),
      isin,
      depository: random.pick<Depository>(['NSDL & CDSL', 'NSDL & CDSL', 'NSDL & CDSL', 'NSDL', 'CDSL']),
      faceValuePaise: random.pick([100, 200, 500, 1000, 1000]),
      minQuantity: minimumLot(pricePaise),
      pricePaise,
      // The partner price sits 2–6% under the investor price (2.5–5.5% before rounding to 5 paise).
      brokerPricePaise: Math.round((pricePaise * (1 - discount)) / 5) * 5,
      previousPricePaise: itemAt(prices, prices.length - 2).pricePaise,
      priceUpdatedAt,
      sharesOutstanding,
      about:
        `${d.name} is ${d.descriptor}. Founded in ${d.founded} and headquartered in ${d.headquarters}, ` +
        `it employs about ${headcount(random.int(3, 120), funding.stage).toLocaleString('en-IN')} people. ` +
        'This is a fictional company created as demo data; its figures are illustrative only.',
      founded: d.founded,
      headquarters: d.headquarters,
      management: management(random, startup),
      shareholding: shareholding(random, startup),
      faqs: [],
      peers: [],
      ipoStatus: ipoStatus(random, d.category),
      rank: null,
      ...funding,
    };
    company.faqs = companyFaqs(d, company);
    Object.assign(company, inventory(company));
    return { company, prices, fundamentals: fundamentalsFor(random, d, pricePaise, sharesOutstanding) };
  });

  assignPeers(seeds);
  assignRanks(seeds);
  assertUnique(
    seeds.map((s) => s.company.slug),
    'company slug',
  );
  return seeds;
}

/**
 * The platform's stock and buy-back quote: 200 minimum lots of each available company (none of the
 * others), and a buy-back price about 8% under the investor price, rounded to 5 paise.
 */
function inventory(company: CompanyRow): Pick<CompanyRow, 'availableQuantity' | 'addedQuantity' | 'buybackPricePaise'> {
  const quantity = company.status === 'Available' ? (company.minQuantity ?? 1) * 200 : 0;
  return { availableQuantity: quantity, addedQuantity: quantity, buybackPricePaise: Math.round((company.pricePaise * 0.92) / 5) * 5 };
}

const STAGES = ['Seed', 'Pre-Series A', 'Series A', 'Series B', 'Series C', 'Pre-IPO'] as const;

/** Plausible headcounts: a seed-stage start-up has tens of people, an established company thousands. */
const HEADCOUNT: Record<(typeof STAGES)[number] | 'established', [number, number]> = {
  Seed: [8, 40],
  'Pre-Series A': [20, 90],
  'Series A': [50, 250],
  'Series B': [150, 700],
  'Series C': [400, 2_000],
  'Pre-IPO': [1_000, 5_000],
  established: [300, 12_000],
};

/** Maps a draw in 3..120 (kept, so the other figures drawn after it stay as they were) onto the stage's range. */
function headcount(draw: number, stage: string | null | undefined): number {
  const ranges: Partial<Record<string, readonly [number, number]>> = HEADCOUNT;
  const [low, high] = ranges[stage ?? 'established'] ?? HEADCOUNT.established;
  const exact = low + ((draw - 3) / 117) * (high - low);
  const step = high <= 100 ? 1 : high <= 1_000 ? 10 : 100;
  return Math.round(exact / step) * step;
}
type StartupFunding = Pick<CompanyRow, 'stage' | 'amountRaisedPaise' | 'minInvestmentPaise'>;

/**
 * Start-ups only (null for the rest): funding stage, capital raised so far (a 15–40% slice of the
 * valuation, in whole lakh) and the smallest ticket, a whole number of shares worth ₹25,000–₹5 lakh.
 * Drawn from a stream of its own so the other company figures stay as they were before these fields.
 */
function startupFunding(index: number, category: CompanyCategory, pricePaise: number, shares: number): StartupFunding {
  if (category !== 'startup') return { stage: null, amountRaisedPaise: null, minInvestmentPaise: null };
  const random = createRandom(0xf00d_0000 + index * 104_729);
  const stage = random.pick(STAGES);
  const amountRaisedPaise = roundToLakh(pricePaise * shares * random.between(0.15, 0.4));
  const ticketPaise = random.pick([2_500_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000]);
  const minShares = Math.max(
    Math.ceil(2_500_000 / pricePaise),
    Math.min(Math.floor(50_000_000 / pricePaise), Math.round(ticketPaise / pricePaise)),
  );
  return { stage, amountRaisedPaise, minInvestmentPaise: minShares * pricePaise };
}

function assignPeers(seeds: CompanySeed[]) {
  seeds.forEach((seed, index) => {
    const random = createRandom(0x9ee5 + index);
    const sameSector = seeds.filter((other) => other !== seed && other.company.sector === seed.company.sector);
    seed.company.peers = random.sample(sameSector, random.int(2, Math.min(4, sameSector.length))).map((p) => p.company.slug);
  });
}

/** The home page's top list: available unlisted and pre-IPO names first, then start-ups. */
function assignRanks(seeds: CompanySeed[]) {
  const random = createRandom(0x4a4b);
  const available = seeds.filter((s) => s.company.status === 'Available');
  const established = random.sample(
    available.filter((s) => s.company.category !== 'startup'),
    available.length,
  );
  const startups = random.sample(
    available.filter((s) => s.company.category === 'startup'),
    available.length,
  );
  [...established.slice(0, 14), ...startups, ...established.slice(14)].slice(0, RANKED_COMPANIES).forEach((seed, i) => {
    seed.company.rank = i + 1;
  });
}
