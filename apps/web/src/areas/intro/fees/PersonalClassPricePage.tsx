import {
  GROUP_DISCOUNTS,
  groupFee,
  LIMITS,
  PERSONAL_CLASS_LEVELS,
  PERSONAL_CLASS_MINUTES,
  PERSONAL_CLASS_WEEKLY,
  personalClassFee,
} from '@platform/contract';
import { registerTexts, useT } from '@platform/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import page from '../classes/ClassPage.module.css';
import { ENQUIRY_PATH } from '../classes/enquiryPaths.ts';
import { INTRO_PAGES } from '../site/introPages.ts';
import { feeTableStyles as cells, FeeTable, NotOffered, Price } from './FeeTable.tsx';
import { feeTexts } from './texts.ts';
import { useWon } from './useWon.ts';

// The page's texts arrive with its code.
registerTexts(feeTexts);

/**
 * The fee the group discount is shown on, as an example. assumed: the spec gives the percentages
 * only; high school, twice a week, 90 minutes is a middle row of the table.
 */
const GROUP_EXAMPLE = { level: 'high', weekly: 2, minutes: 90 } as const;

function PersonalFeeTable() {
  const t = useT();
  return (
    <FeeTable caption={t('intro.personalClassPrice.caption')} framed>
      <thead>
        <tr>
          <th scope="col">{t('intro.personalClassPrice.corner')}</th>
          {PERSONAL_CLASS_MINUTES.map((minutes) => (
            <th key={minutes} scope="col">
              {t('intro.fees.minutes', { minutes })}
            </th>
          ))}
        </tr>
      </thead>
      {PERSONAL_CLASS_LEVELS.map((level) => (
        <tbody key={level}>
          {PERSONAL_CLASS_WEEKLY.map((weekly, row) => (
            <tr key={weekly}>
              {/* The row header names level and frequency ("고등 · 주 2회") so that every cell
                  is read with both; the level shows once, over its group's first row. */}
              <th scope="row">
                <span className={row === 0 ? cells.level : cells.hidden}>
                  {t(`intro.fees.level.${level}`)}
                </span>
                <span className={cells.hidden}> · </span>
                <span className={cells.weekly}>{t('intro.fees.weekly', { count: weekly })}</span>
              </th>
              {PERSONAL_CLASS_MINUTES.map((minutes) => {
                const fee = personalClassFee(level, weekly, minutes);
                return <td key={minutes}>{fee ? <Price fee={fee} /> : <NotOffered />}</td>;
              })}
            </tr>
          ))}
        </tbody>
      ))}
    </FeeTable>
  );
}

function GroupDiscountTable() {
  const t = useT();
  const won = useWon();
  const base = personalClassFee(GROUP_EXAMPLE.level, GROUP_EXAMPLE.weekly, GROUP_EXAMPLE.minutes);
  if (!base) return null;
  const example = [
    t(`intro.fees.level.${GROUP_EXAMPLE.level}`),
    t('intro.fees.weekly', { count: GROUP_EXAMPLE.weekly }),
    t('intro.fees.minutes', { minutes: GROUP_EXAMPLE.minutes }),
  ].join(' · ');
  return (
    <FeeTable
      caption={t('intro.personalClassPrice.group.caption', {
        example,
        amount: won(base.discounted),
      })}
    >
      <thead>
        <tr>
          <th scope="col">{t('intro.personalClassPrice.group.people')}</th>
          <th scope="col">{t('intro.personalClassPrice.group.discount')}</th>
          <th scope="col">{t('intro.personalClassPrice.group.each')}</th>
        </tr>
      </thead>
      <tbody>
        {GROUP_DISCOUNTS.map((discount, index) => (
          <tr key={discount.people}>
            <th scope="row">
              {t(
                index === GROUP_DISCOUNTS.length - 1
                  ? 'intro.personalClassPrice.group.countOrMore'
                  : 'intro.personalClassPrice.group.count',
                { count: discount.people },
              )}
            </th>
            <td>{t('intro.personalClassPrice.group.percent', { percent: discount.percent })}</td>
            <td className={cells.amount}>{won(groupFee(base.discounted, discount.people))}</td>
          </tr>
        ))}
      </tbody>
    </FeeTable>
  );
}

/**
 * /intro/personalClass/price (screens.md §2.1, §9 "Public fees"): the one-to-one fees by level,
 * weekly classes and class length, discounted and list price, the group discounts with a worked
 * example, and when fees are paid.
 */
export function Component() {
  const t = useT();
  const titleId = useId();
  const tableTitleId = useId();
  const groupTitleId = useId();
  return (
    <article className={page.page} aria-labelledby={titleId} data-slot="intro-fees">
      <header className={page.intro}>
        <h1 id={titleId} className={page.title}>
          {t('intro.personalClassPrice.title')}
        </h1>
        <p className={page.lead}>
          {t('intro.personalClassPrice.lead', {
            minutes: LIMITS.ENQUIRY_ELEMENTARY_CLASS_MINUTES,
          })}
        </p>
      </header>
      <section className={page.section} aria-labelledby={tableTitleId}>
        <h2 id={tableTitleId} className={page.sectionTitle}>
          {t('intro.personalClassPrice.tableTitle')}
        </h2>
        <PersonalFeeTable />
        <p className={page.note}>{t('intro.fees.monthly')}</p>
      </section>
      <section className={page.section} aria-labelledby={groupTitleId}>
        <h2 id={groupTitleId} className={page.sectionTitle}>
          {t('intro.personalClassPrice.group.title')}
        </h2>
        <p className={page.text}>{t('intro.personalClassPrice.group.lead')}</p>
        <GroupDiscountTable />
      </section>
      <div className={page.actions}>
        <Link className={page.primaryAction} to={ENQUIRY_PATH}>
          {t('intro.fees.enquire')}
        </Link>
        <Link className={page.action} to={INTRO_PAGES.personalClass.path}>
          {t('intro.personalClassPrice.method')}
        </Link>
      </div>
    </article>
  );
}
