// The order of the public IPO pipeline (/ipo-pipeline): the listing nearest to happen first.

export interface PipelineEntry {
  name: string;
  listed: boolean;
  milestones: readonly { kind: string; on: string }[];
}

/** The day the company listed, or the day it expects to (its listing_date milestone), or null when not known yet. */
export function listingDayOf(entry: Pick<PipelineEntry, 'milestones'>): string | null {
  const listed = entry.milestones.find((milestone) => milestone.kind === 'listed');
  const expected = entry.milestones.find((milestone) => milestone.kind === 'listing_date');
  return (listed ?? expected)?.on ?? null;
}

/**
 * Companies still on the road first, by expected listing day ascending (nearest first), those without a
 * listing date after them; then the listed ones, the latest listing first. Ties by name, so the order is stable.
 */
export function byNearestListing(a: PipelineEntry, b: PipelineEntry): number {
  if (a.listed !== b.listed) return a.listed ? 1 : -1;
  const [dayA, dayB] = [listingDayOf(a), listingDayOf(b)];
  if (dayA !== dayB) {
    if (dayA === null) return 1;
    if (dayB === null) return -1;
    // ISO days compare as strings; a listed company's day is past, so the latest is the nearest.
    return (a.listed ? -1 : 1) * dayA.localeCompare(dayB);
  }
  return a.name.localeCompare(b.name);
}
