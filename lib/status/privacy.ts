// Data rights (issue 23): an export of everything held about an account, prepared in the background.
import { z } from '../zod';

import { labelled } from './labels';

export const EXPORT_STATUSES = ['pending', 'ready'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const exportStatusEnum = z.enum(EXPORT_STATUSES);
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = labelled(EXPORT_STATUSES);

export const EXPORT_FORMATS = ['json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
