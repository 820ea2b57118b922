import { useT } from '@platform/ui';
import styles from './ProductLogo.module.css';

/**
 * The product's logo on the pages no institution owns (`/`, the terms, the error pages): the
 * default brand's logo under the product's one name (`app.name`), so that they read as the same
 * product as the signed-in pages of an institution without a logo of its own.
 */
export function ProductLogo() {
  const t = useT();
  return (
    <span className={styles.logo} role="img" aria-label={t('app.name')} data-slot="product-logo" />
  );
}
