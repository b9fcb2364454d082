// Demo global real-estate listings: fictional properties, priced in the local currency with an INR value.
import type { realEstateListings } from '../schema';
import { assertUnique, kebabSlug } from './random';

export type RealEstateRow = Omit<typeof realEstateListings.$inferInsert, 'id' | 'createdAt'>;

/**
 * Fixed, illustrative rupees per unit of each currency (rounded mid-2025 levels), so the demo's INR
 * values never move. They are not live rates; every currency here has two decimal places (minor units).
 */
export const ILLUSTRATIVE_INR_RATES = {
  AED: 23.5,
  GBP: 115,
  USD: 86,
  SGD: 67,
  EUR: 100,
  AUD: 56,
  THB: 2.65,
  INR: 1,
} as const;

export type ListingCurrency = keyof typeof ILLUSTRATIVE_INR_RATES;

type Listing = [
  title: string,
  country: string,
  city: string,
  propertyType: string,
  currency: ListingCurrency,
  priceMajor: number,
  areaSqft: number,
  bedrooms: number | null,
  description: string,
];

const LISTINGS: Listing[] = [
  ['Marina View Two-Bedroom Apartment', 'United Arab Emirates', 'Dubai', 'Apartment', 'AED', 2_450_000, 1_320, 2, 'A high-floor apartment overlooking the marina, with a balcony, a shared pool and gym, and a short walk to the tram.'],
  ['Palm Crescent Beach Villa', 'United Arab Emirates', 'Dubai', 'Villa', 'AED', 14_800_000, 5_600, 5, 'A detached villa with a private beach, a landscaped garden and a pool, on a quiet frond of the island.'],
  ['Corniche Serviced Studio', 'United Arab Emirates', 'Abu Dhabi', 'Serviced apartment', 'AED', 780_000, 520, null, 'A furnished studio in a managed building on the Corniche, let through the operator’s rental pool.'],
  ['Kensington Mansion Flat', 'United Kingdom', 'London', 'Apartment', 'GBP', 1_650_000, 1_080, 2, 'A lateral flat in a red-brick mansion block near the museums, with high ceilings and a porter.'],
  ['Canal-side Townhouse', 'United Kingdom', 'Manchester', 'Townhouse', 'GBP', 525_000, 1_450, 3, 'A three-storey townhouse beside a restored canal, ten minutes’ walk from the city centre.'],
  ['Student Studio Portfolio (6 units)', 'United Kingdom', 'Birmingham', 'Student housing', 'GBP', 610_000, 1_900, null, 'Six let studios in a purpose-built student block near the university, sold together with their tenancies.'],
  ['Midtown Park-view Condo', 'United States', 'New York', 'Condominium', 'USD', 2_950_000, 1_240, 2, 'A two-bedroom condominium with park views, a doorman and a residents’ lounge, in a pre-war conversion.'],
  ['Brickell Waterfront Residence', 'United States', 'Miami', 'Condominium', 'USD', 1_180_000, 1_410, 2, 'A bay-front residence with a wrap-around terrace, in a tower with a marina and a spa.'],
  ['Hill Country Family Home', 'United States', 'Austin', 'Detached house', 'USD', 865_000, 2_650, 4, 'A single-family home on a wooded lot with a two-car garage, close to good public schools.'],
  ['Orchard Road Freehold Apartment', 'Singapore', 'Singapore', 'Apartment', 'SGD', 3_280_000, 1_300, 3, 'A freehold apartment near the shopping belt, with a pool, a gym and covered parking.'],
  ['Sentosa Cove Waterfront Condo', 'Singapore', 'Singapore', 'Condominium', 'SGD', 4_150_000, 1_800, 3, 'A waterfront unit with a private berth option, in a gated development on the island resort.'],
  ['Tanjong Pagar Shophouse Office', 'Singapore', 'Singapore', 'Commercial', 'SGD', 6_900_000, 2_400, null, 'A conserved shophouse fitted out as offices, leased to a design firm until 2028.'],
  ['Chiado Renovated Apartment', 'Portugal', 'Lisbon', 'Apartment', 'EUR', 690_000, 950, 2, 'A renovated apartment in a nineteenth-century building, with river glimpses and a lift.'],
  ['Ribeira Riverside Loft', 'Portugal', 'Porto', 'Apartment', 'EUR', 435_000, 780, 1, 'A loft on the old riverfront, currently let to short-stay guests under a local licence.'],
  ['Algarve Golf Villa', 'Portugal', 'Faro', 'Villa', 'EUR', 1_250_000, 3_100, 4, 'A villa on a golf estate with a heated pool and sea views, twenty minutes from the airport.'],
  ['Harbour-view Penthouse', 'Australia', 'Sydney', 'Penthouse', 'AUD', 5_400_000, 2_150, 3, 'A penthouse with a rooftop terrace facing the harbour, in a boutique building of twelve homes.'],
  ['Southbank Investor Apartment', 'Australia', 'Melbourne', 'Apartment', 'AUD', 640_000, 720, 1, 'A one-bedroom apartment near the arts precinct, let on a twelve-month lease.'],
  ['Gold Coast Beach House', 'Australia', 'Gold Coast', 'Detached house', 'AUD', 2_100_000, 2_900, 4, 'A beach house one street back from the sand, with a pool and a self-contained studio.'],
  ['Sukhumvit High-rise Condo', 'Thailand', 'Bangkok', 'Condominium', 'THB', 12_500_000, 860, 2, 'A condominium near the skytrain, in a tower with an infinity pool; foreign-quota freehold title.'],
  ['Kata Hillside Pool Villa', 'Thailand', 'Phuket', 'Villa', 'THB', 38_000_000, 3_400, 4, 'A hillside villa with an infinity pool and sea views, in a managed estate with a rental programme.'],
  ['Old City Boutique Residence', 'Thailand', 'Chiang Mai', 'Townhouse', 'THB', 8_900_000, 1_700, 3, 'A teak-accented townhouse inside the old city moat, close to temples and night markets.'],
  ['Worli Sea-facing Residence', 'India', 'Mumbai', 'Apartment', 'INR', 87_500_000, 2_100, 3, 'A sea-facing apartment on a high floor, with three covered parking spaces and a clubhouse.'],
  ['Whitefield Grade-A Office Floor', 'India', 'Bengaluru', 'Commercial', 'INR', 145_000_000, 18_000, null, 'A leased office floor in a technology park, let to an IT services tenant on a nine-year lease.'],
  ['Assagao Heritage Villa', 'India', 'Goa', 'Villa', 'INR', 62_000_000, 4_200, 4, 'A restored Portuguese-era villa with a courtyard, a pool and a caretaker’s cottage.'],
];

/** The INR value in paise of an amount in a currency's minor unit: minor × rate (rupees per unit). */
export function minorToInrPaise(priceMinor: number, currency: ListingCurrency): number {
  return Math.round(priceMinor * ILLUSTRATIVE_INR_RATES[currency]);
}

export function buildRealEstateListings(): RealEstateRow[] {
  const rows = LISTINGS.map(
    ([title, country, city, propertyType, currency, priceMajor, areaSqft, bedrooms, description]): RealEstateRow => {
      const priceMinor = priceMajor * 100;
      return {
        slug: kebabSlug(`${city} ${title}`),
        title,
        country,
        city,
        propertyType,
        currency,
        priceMinor,
        priceInrPaise: minorToInrPaise(priceMinor, currency),
        areaSqft,
        bedrooms,
        description: `${description} Fictional demo listing; the price and rupee value are illustrative only.`,
        image: null,
      };
    },
  );
  assertUnique(rows.map((row) => row.slug), 'real-estate slug');
  return rows;
}
