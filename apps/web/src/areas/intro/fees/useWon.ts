import { useT } from '@platform/ui';

/** Won as the reader's language writes them: "210,000원", "₩210,000" (Intl.NumberFormat). */
export function useWon(): (amount: number) => string {
  const t = useT();
  return (amount) => t('intro.fees.won', { amount });
}
