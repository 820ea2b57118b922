import { BRANDING_IMAGE_PATH, type BrandingImageCommand } from '@platform/contract';
import type { Branding, BrandingImageSlot } from '@platform/ui';
import { BRANDING_IMAGE_SLOTS } from '@platform/ui';

/** What an institution's configuration says about its looks, as the contract's readers give it. */
export interface InstitutionLooks {
  title?: string;
  description?: string;
  keywords?: string;
  /** The branding images the institution uploaded (BRANDING_WEB_IMG), by command. */
  images: ReadonlySet<string>;
}

/** The branding image call of the catalogue (foundation.md §7), by command plus companyId. */
export function brandingImageUrl(
  apiBase: string,
  command: BrandingImageCommand,
  companyId: string,
): string {
  const query = new URLSearchParams({ command, companyId });
  return `${apiBase}${BRANDING_IMAGE_PATH}?${query}`;
}

/** The run-time branding of an institution: its texts, and an image URL per uploaded image. */
export function brandingFromConfig(
  looks: InstitutionLooks,
  { apiBase, companyId }: { apiBase: string; companyId: string },
): Branding {
  const images: Partial<Record<BrandingImageSlot, string>> = {};
  for (const slot of BRANDING_IMAGE_SLOTS) {
    if (looks.images.has(slot)) images[slot] = brandingImageUrl(apiBase, slot, companyId);
  }
  return {
    title: looks.title,
    description: looks.description,
    keywords: looks.keywords,
    faviconUrl: looks.images.has('FAVICON')
      ? brandingImageUrl(apiBase, 'FAVICON', companyId)
      : undefined,
    images,
  };
}
