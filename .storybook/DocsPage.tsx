import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { BrandGallery } from './BrandGallery.tsx';

/**
 * Every docs page (preview.tsx's `parameters.docs.page`): Storybook's default blocks, and after the
 * props the primary story once per brand, on the kit's component pages only (BrandGallery.tsx).
 */
export default function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <BrandGallery />
      <Stories />
    </>
  );
}
