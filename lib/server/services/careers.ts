import { and, desc, eq } from 'drizzle-orm';

import { itemAt } from '@/lib/arrays';
import type { Db } from '@/lib/server/db/client';
import { careerApplications, careerOpenings } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/httpError';
import { OPENING_CLOSED_MESSAGE, type ApplicationInput } from '@/lib/validations/career';

export interface Opening {
  id: number;
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  description: string;
  postedAt: string;
}

/** Open positions, newest first, with dates as ISO strings for page props. */
export async function openOpenings(db: Db): Promise<Opening[]> {
  const rows = await db
    .select({
      id: careerOpenings.id,
      slug: careerOpenings.slug,
      title: careerOpenings.title,
      department: careerOpenings.department,
      location: careerOpenings.location,
      employmentType: careerOpenings.employmentType,
      description: careerOpenings.description,
      postedAt: careerOpenings.postedAt,
    })
    .from(careerOpenings)
    .where(eq(careerOpenings.open, true))
    .orderBy(desc(careerOpenings.postedAt));
  return rows.map((row) => ({ ...row, postedAt: row.postedAt.toISOString() }));
}

export async function saveApplication(db: Db, input: ApplicationInput, resume: { fileName: string; data: Buffer }) {
  return db.transaction(async (tx) => {
    const [opening] = await tx
      .select({ id: careerOpenings.id })
      .from(careerOpenings)
      .where(and(eq(careerOpenings.id, input.openingId), eq(careerOpenings.open, true)));
    if (!opening) throw badRequest(OPENING_CLOSED_MESSAGE, { openingId: OPENING_CLOSED_MESSAGE });
    const rows = await tx
      .insert(careerApplications)
      .values({ ...input, coverNote: input.coverNote ?? null, resumeFileName: resume.fileName, resume: resume.data })
      .returning({ id: careerApplications.id });
    return { id: itemAt(rows, 0).id };
  });
}
