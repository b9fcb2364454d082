// A company's research report for partners: which company, and the one format there is.
import { z } from 'zod';

export const researchReportQuery = z.object({
  slug: z.string({ error: 'slug must be a single value.' }).max(200, 'slug is too long.'),
  format: z.enum(['pdf'], 'format must be pdf.').default('pdf'),
});
