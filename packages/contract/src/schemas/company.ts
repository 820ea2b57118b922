import { z } from '../zod.ts';
import { int, opt } from './primitives.ts';

/** Company (foundation.md §3, screens.md §3). */
export const companySchema = z.looseObject({
  companyIdx: int,
  companyId: z.string(),
  companyName: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * Branding meta kept in the browser (screens.md §3 Company): title, description, keyword,
 * favicon, faviconId. assumed: all strings, all optional (an institution may brand nothing).
 */
export const brandingMetaSchema = z.looseObject({
  title: opt(z.string()),
  description: opt(z.string()),
  keyword: opt(z.string()),
  favicon: opt(z.string()),
  faviconId: opt(z.union([z.string(), int])),
});
export type BrandingMeta = z.infer<typeof brandingMetaSchema>;
