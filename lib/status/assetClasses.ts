// What an investor may hold elsewhere (issue 24): the classes of the net-worth view. Shares bought on
// this platform count as `unlisted`. One list gives the database check, the zod enum and the labels.
import { z } from '../zod';

import { labelled } from './labels';

export const ASSET_CLASSES = ['unlisted', 'listed', 'fund', 'startup', 'real_estate', 'luxury', 'other'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
export const assetClassEnum = z.enum(ASSET_CLASSES, { error: `Choose one of ${ASSET_CLASSES.join(', ')}.` });

export const ASSET_CLASS_LABELS: Record<AssetClass, string> = labelled(ASSET_CLASSES, {
  unlisted: 'Unlisted shares',
  listed: 'Listed shares',
  fund: 'Mutual funds and ETFs',
  startup: 'Startup investments',
  luxury: 'Luxury assets',
});
