import {
  INDIVIDUAL_PACE_CLASS_MINUTES,
  INDIVIDUAL_PACE_FEES,
  INDIVIDUAL_PACE_TEST_HOURS,
  LIMITS,
} from '@platform/contract';
import { registerTexts, useT } from '@platform/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import page from '../classes/ClassPage.module.css';
import { PRIVATE_ENQUIRY_PATH } from '../classes/enquiryPaths.ts';
import { INTRO_PAGES } from '../site/introPages.ts';
import { feeTableStyles as cells, FeeTable } from './FeeTable.tsx';
import { feeTexts } from './texts.ts';
import { useWon } from './useWon.ts';

// The page's texts arrive with its code.
registerTexts(feeTexts);

/**
 * /intro/privateClass/price (screens.md §2.1, §9 "Public fees"): the individual-pace class's
 * monthly fees for middle school, by weekly classes, with the weekly hours (weekend test hour
 * included), and when fees are paid.
 */
export function Component() {
  const t = useT();
  const won = useWon();
  const titleId = useId();
  const tableTitleId = useId();
  return (
    <article className={page.page} aria-labelledby={titleId} data-slot="intro-fees">
      <header className={page.intro}>
        <h1 id={titleId} className={page.title}>
          {t('intro.privateClassPrice.title')}
        </h1>
        <p className={page.lead}>
          {t('intro.privateClassPrice.lead', {
            minutes: INDIVIDUAL_PACE_CLASS_MINUTES,
            minWeekly: LIMITS.ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN,
            hours: INDIVIDUAL_PACE_TEST_HOURS,
          })}
        </p>
      </header>
      <section className={page.section} aria-labelledby={tableTitleId}>
        <h2 id={tableTitleId} className={page.sectionTitle}>
          {t('intro.privateClassPrice.tableTitle')}
        </h2>
        <FeeTable caption={t('intro.privateClassPrice.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('intro.privateClassPrice.weekly')}</th>
              <th scope="col">{t('intro.privateClassPrice.weeklyHours')}</th>
              <th scope="col">{t('intro.privateClassPrice.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {INDIVIDUAL_PACE_FEES.map((row) => (
              <tr key={row.weeklyClasses}>
                <th scope="row">{t('intro.fees.weekly', { count: row.weeklyClasses })}</th>
                <td>{t('intro.fees.hours', { hours: row.weeklyHours })}</td>
                <td className={cells.amount}>{won(row.fee)}</td>
              </tr>
            ))}
          </tbody>
        </FeeTable>
        <p className={page.note}>{t('intro.fees.monthly')}</p>
      </section>
      <div className={page.actions}>
        <Link className={page.primaryAction} to={PRIVATE_ENQUIRY_PATH}>
          {t('intro.fees.enquire')}
        </Link>
        <Link className={page.action} to={INTRO_PAGES.privateClass.path}>
          {t('intro.privateClassPrice.method')}
        </Link>
      </div>
    </article>
  );
}
