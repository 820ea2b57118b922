/**
 * The token brands (themes) that @platform/tokens builds. Each id is a `data-brand` value:
 * `[data-brand="<id>"]` scopes that brand's variables, on <html> or on any nested element.
 * `default` also applies on `:root`, so a page without the attribute gets the default brand.
 *
 * Adding a brand: add `src/brands/<id>/*.json` with the overrides, then add it here
 * (a unit test fails while the two lists differ). See stories/Theming.mdx.
 */
export interface BrandDefinition {
  readonly id: string;
  readonly label: { readonly ko: string; readonly en: string };
  readonly description: { readonly ko: string; readonly en: string };
}

export const brands = [
  {
    id: 'default',
    label: { ko: '기본', en: 'Default' },
    description: { ko: '플랫폼 기본 브랜드(파란색)', en: 'The platform brand (blue)' },
  },
  {
    id: 'campus',
    label: { ko: '캠퍼스', en: 'Campus' },
    description: {
      ko: '데모 기관용 브랜드(청록색, 둥근 모서리)',
      en: 'The demo institution brand (teal, rounder corners)',
    },
  },
  {
    id: 'high-contrast',
    label: { ko: '고대비', en: 'High contrast' },
    description: {
      ko: '검정과 흰색, 굵은 테두리와 초점 표시',
      en: 'Black and white, strong borders and a thick focus ring',
    },
  },
] as const satisfies readonly BrandDefinition[];

export type Brand = (typeof brands)[number];
export type BrandId = Brand['id'];

export const brandIds: readonly BrandId[] = brands.map((brand) => brand.id);

export const defaultBrandId = 'default' satisfies BrandId;

/** The attribute that scopes a brand: `<div data-brand="campus">`. */
export const brandAttribute = 'data-brand';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}

/** The brand id for a configuration value; unknown or empty values fall back to `default`. */
export function toBrandId(value: string | null | undefined): BrandId {
  const trimmed = value?.trim();
  return isBrandId(trimmed) ? trimmed : defaultBrandId;
}

export function getBrand(id: BrandId): Brand {
  const brand = brands.find((candidate) => candidate.id === id);
  if (!brand) throw new Error(`Unknown brand "${id}"`);
  return brand;
}

/** CSS selector of a brand's variables, as written in build/tokens.css. */
export function brandSelector(id: BrandId): string {
  return id === defaultBrandId ? `:root, [data-brand="${id}"]` : `[data-brand="${id}"]`;
}
