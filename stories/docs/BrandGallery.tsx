import '@platform/tokens/fonts.css';
import '@platform/tokens/tokens.css';
import { type BrandId, brands, defaultBrandId } from '@platform/tokens/brands';
import type { ReactNode } from 'react';
import styles from './docs.module.css';
import { brandLabel, formatRatio, getTheme, tokensDocument } from './tokenDocs';

/** A small page in one brand: logo, a card in dialog colours, text, a link and two actions. */
function Specimen({ brand, children }: { brand: BrandId; children?: ReactNode }) {
  const label = brandLabel(brand);
  return (
    <div className={styles.card}>
      <span role="img" aria-label={`Logo of the ${label} brand`} className={styles.logo} />
      <p className={styles.cardTitle}>
        <span lang="ko">오늘의 수업</span> · <span lang="en">Today's class</span>
      </p>
      <p className={styles.cardText}>
        <span lang="ko">중학 수학 2반, 오후 7시</span> ·{' '}
        <span lang="en">Middle school maths 2, 7 pm.</span>{' '}
        <span className={styles.link}>
          <span lang="ko">초대 링크</span> · <span lang="en">Invite link</span>
        </span>
      </p>
      <div className={styles.actions}>
        <span className={styles.buttonPrimary}>
          <span>
            <span lang="ko">입장</span> · <span lang="en">Join</span>
          </span>
        </span>
        <span className={styles.buttonSecondary}>
          <span>
            <span lang="ko">상세</span> · <span lang="en">Details</span>
          </span>
        </span>
      </div>
      {children}
    </div>
  );
}

/** Every brand side by side, each in its own `data-brand` scope. */
export function BrandGallery() {
  return (
    <div className={styles.gallery}>
      {brands.map((brand) => (
        <figure key={brand.id} data-brand={brand.id} className={styles.preview}>
          <figcaption>
            {brand.label.en} (<span lang="ko">{brand.label.ko}</span>):{' '}
            <code>data-brand="{brand.id}"</code>. {brand.description.en}
          </figcaption>
          <Specimen brand={brand.id} />
        </figure>
      ))}
    </div>
  );
}

/**
 * Brands nested three deep: each scope re-declares every semantic and component variable, so
 * the inner specimen follows its own brand, not the one its parent resolved.
 */
export function NestedBrands() {
  const [outer, middle, inner] = ['default', 'campus', 'high-contrast'] as const;
  return (
    <figure data-brand={outer} className={styles.preview}>
      <figcaption>
        <code>data-brand="{outer}"</code> containing <code>data-brand="{middle}"</code> containing{' '}
        <code>data-brand="{inner}"</code>
      </figcaption>
      <Specimen brand={outer}>
        <div data-brand={middle} className={styles.nested}>
          <span className={styles.nestedLabel}>
            <code>data-brand="{middle}"</code>
          </span>
          <Specimen brand={middle}>
            <div data-brand={inner} className={styles.nested}>
              <span className={styles.nestedLabel}>
                <code>data-brand="{inner}"</code>
              </span>
              <Specimen brand={inner} />
            </div>
          </Specimen>
        </div>
      </Specimen>
    </figure>
  );
}

/** What one brand changes, against the default value: rendered from tokens.json. */
export function BrandOverrides({ brand }: { brand: BrandId }) {
  const theme = getTheme(brand);
  const base = getTheme(defaultBrandId);
  const overridden = theme.tokens.filter((token) => token.overridden);
  return (
    <div data-brand={brand} className={styles.scope}>
      <table className={styles.table}>
        <caption>
          Overrides of {brandLabel(brand)}: {overridden.length} tokens
        </caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Default</th>
            <th scope="col">{brandLabel(brand)}</th>
          </tr>
        </thead>
        <tbody>
          {overridden.map((token) => {
            const before = base.tokens.find((candidate) => candidate.name === token.name);
            return (
              <tr key={token.name}>
                <th scope="row">
                  {token.path.join('.')} <span className={styles.muted}>({token.layer})</span>
                  <br />
                  <code className={styles.code}>{token.cssVar}</code>
                </th>
                <td>
                  <code className={styles.code}>{before?.reference ?? before?.value}</code>
                </td>
                <td>
                  <code className={styles.code}>{token.reference ?? token.value}</code>
                  {token.reference ? (
                    <>
                      {' '}
                      <span className={styles.muted}>= {token.value}</span>
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Per brand: how many declared pairs pass and the tightest one. */
export function ContrastSummary() {
  return (
    <div className={styles.scope}>
      <table className={styles.table}>
        <caption>Contrast check per brand (from tokens.json)</caption>
        <thead>
          <tr>
            <th scope="col">Brand</th>
            <th scope="col">Pairs passing</th>
            <th scope="col">Tightest pair</th>
          </tr>
        </thead>
        <tbody>
          {tokensDocument.themes.map((theme) => {
            const passed = theme.contrast.filter((entry) => entry.pass).length;
            const tightest = [...theme.contrast].sort(
              (a, b) => a.ratio / a.required - b.ratio / b.required,
            )[0];
            return (
              <tr key={theme.id}>
                <th scope="row">{brandLabel(theme.id)}</th>
                <td>
                  {passed} of {theme.contrast.length}
                </td>
                <td>
                  {tightest
                    ? `${tightest.foreground} on ${tightest.background}: ${formatRatio(tightest.ratio)}, needs ${formatRatio(tightest.required)}`
                    : '–'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
