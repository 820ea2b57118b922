export {
  applyBranding,
  BRANDING_IMAGE_SLOTS,
  type Branding,
  type BrandingImageSlot,
  brandingImageVar,
} from './applyBranding.ts';
export {
  BrandProvider,
  type BrandProviderProps,
  useBrand,
  usePortalContainer,
} from './BrandProvider.tsx';
