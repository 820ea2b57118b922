import { codeLabel, formatDisplayDate, type License } from '@platform/contract';
import { useLocale, useT } from '@platform/ui';
import styles from './Statistics.module.css';

/**
 * The institution's licence (screens.md §10 "license information"): its billing, the licensed
 * count and the period. assumed: the spec names only `licenseType`; the count and period are the
 * contract's assumed fields, each left out when the server sends none.
 */
export function LicenseSummary({ license }: { license: License | null }) {
  const t = useT();
  const { locale } = useLocale();
  if (!license) return <p className={styles.lead}>{t('statistics.license.none')}</p>;
  const now = new Date();
  const period =
    license.startDate || license.endDate
      ? `${formatDisplayDate(license.startDate ?? null, now)} – ${formatDisplayDate(license.endDate ?? null, now)}`
      : null;
  return (
    <dl className={styles.license} aria-label={t('statistics.license.title')}>
      <div className={styles.licenseItem}>
        <dt>{t('statistics.license.type')}</dt>
        <dd>{codeLabel(locale, 'LICENSE_BILLING', license.licenseType)}</dd>
      </div>
      {license.licenseCount != null && (
        <div className={styles.licenseItem}>
          <dt>{t('statistics.license.count')}</dt>
          <dd>{t('statistics.license.countValue', { count: license.licenseCount })}</dd>
        </div>
      )}
      {period && (
        <div className={styles.licenseItem}>
          <dt>{t('statistics.license.period')}</dt>
          <dd>{period}</dd>
        </div>
      )}
    </dl>
  );
}
