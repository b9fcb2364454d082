import type { Serialized } from '@/lib/serialize';
import type { ArticleCardRow } from '@/lib/server/services/content';

/** An article as a list card receives it (dates as ISO strings). */
export type ArticleCardData = Serialized<ArticleCardRow>;
