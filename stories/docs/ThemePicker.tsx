import { brands } from '@platform/tokens/brands';
import { useId } from 'react';
import styles from './docs.module.css';
import { setDocsTheme, useDocsTheme } from './tokenDocs';

/** Chooses the theme every token table of the page shows (a radio group: one choice). */
export function ThemePicker() {
  const theme = useDocsTheme();
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend>Theme shown below</legend>
      {brands.map((brand) => (
        <label key={brand.id}>
          <input
            type="radio"
            name={name}
            value={brand.id}
            checked={theme.id === brand.id}
            onChange={(event) => setDocsTheme(event.currentTarget.value)}
          />
          <span>
            {brand.label.en} <span lang="ko">({brand.label.ko})</span>
          </span>
          <code className={styles.code}>data-brand="{brand.id}"</code>
        </label>
      ))}
    </fieldset>
  );
}
