import type { PublicFee } from '@platform/contract';
import { useT } from '@platform/ui';
import { type ReactNode, useId } from 'react';
import styles from './FeeTable.module.css';
import { useWon } from './useWon.ts';

/**
 * A fee table with its caption. `framed`: a table that may be wider than a phone (the one-to-one
 * table at a larger text size) scrolls inside its own frame, a focusable region named by the
 * caption, so that the page never scrolls sideways and a keyboard user can scroll it too.
 */
export function FeeTable({
  caption,
  framed = false,
  children,
}: {
  caption: ReactNode;
  framed?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  const table = (
    <table className={styles.table}>
      <caption id={captionId} className={styles.caption}>
        {caption}
      </caption>
      {children}
    </table>
  );
  // A narrow table (three short columns) fits any phone: it gets the frame's look, not its stop.
  if (!framed) return <div className={styles.frame}>{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is scrolled by keyboard only when it takes focus (WCAG 2.1.1)
    <section className={styles.frame} aria-labelledby={captionId} tabIndex={0}>
      {table}
    </section>
  );
}

/**
 * A fee cell's content: the discounted price, then the list price struck through. Words that
 * only a screen reader hears say which is which, since strike-through is not announced.
 */
export function Price({ fee }: { fee: PublicFee }) {
  const t = useT();
  const won = useWon();
  return (
    <span className={styles.prices}>
      <span className={styles.discounted}>
        <span className={styles.hidden}>{`${t('intro.fees.discounted')} `}</span>
        {won(fee.discounted)}
      </span>{' '}
      <s className={styles.list}>
        <span className={styles.hidden}>{`${t('intro.fees.list')} `}</span>
        {won(fee.list)}
      </s>
    </span>
  );
}

/** A cell of a length a level does not offer: said in words, never left empty. */
export function NotOffered() {
  const t = useT();
  return <span className={styles.notOffered}>{t('intro.fees.notOffered')}</span>;
}

export { styles as feeTableStyles };
