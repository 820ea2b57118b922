import {
  INDIVIDUAL_PACE_CLASS_MINUTES,
  INDIVIDUAL_PACE_FEES,
  INDIVIDUAL_PACE_TEST_HOURS,
  LIMITS,
} from '@platform/contract';
import { registerTexts, useT } from '@platform/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { feeTexts } from '../fees/texts.ts';
import { useWon } from '../fees/useWon.ts';
import { INTRO_PAGES } from '../site/introPages.ts';
import styles from './ClassPage.module.css';
import { Chips, Facts, Section, Steps } from './ClassSections.tsx';
import { PRIVATE_ENQUIRY_PATH } from './enquiryPaths.ts';
import { classTexts } from './texts.ts';

// The page's texts arrive with its code; the fee words (won, minutes, weekly) are the fee pages'.
registerTexts(classTexts);
registerTexts(feeTexts);

const FOR = [
  'intro.privateClass.for.1',
  'intro.privateClass.for.2',
  'intro.privateClass.for.3',
  'intro.privateClass.for.4',
] as const;

const STEPS = ['enquiry', 'levelTest', 'live', 'homework', 'test', 'report'] as const;

/** The lowest monthly individual-pace fee, the "from" of the fees section. */
const LOWEST_FEE = Math.min(...INDIVIDUAL_PACE_FEES.map((row) => row.fee));

/**
 * /intro/privateClass (screens.md §2.1): the individual-pace class, middle school only, at least
 * two 120-minute classes a week and a weekend test hour (§5, §9); for whom, how it runs, and the
 * way on to its fees and to the enquiry with the individual-pace tab chosen.
 */
export function Component() {
  const t = useT();
  const won = useWon();
  const titleId = useId();
  const params = {
    minutes: INDIVIDUAL_PACE_CLASS_MINUTES,
    minWeekly: LIMITS.ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN,
    hours: INDIVIDUAL_PACE_TEST_HOURS,
  };
  return (
    <article className={styles.page} aria-labelledby={titleId} data-slot="intro-class">
      <header className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {t('intro.privateClass.title')}
        </h1>
        <p className={styles.lead}>{t('intro.privateClass.lead')}</p>
      </header>
      <Section title={t('intro.classes.forTitle')}>
        <ul className={styles.bullets}>
          {FOR.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('intro.classes.howTitle')}>
        <Steps
          steps={STEPS.map((step) => ({
            title: t(`intro.privateClass.step.${step}.title`, params),
            body: t(`intro.privateClass.step.${step}.body`, params),
          }))}
        />
      </Section>
      <Section title={t('intro.classes.scheduleTitle')}>
        <Facts
          facts={[
            { name: t('intro.privateClass.level'), value: t('intro.privateClass.levelValue') },
            {
              name: t('intro.classes.lengths'),
              value: <Chips items={[t('intro.fees.minutes', params)]} />,
            },
            {
              name: t('intro.classes.weekly'),
              value: (
                <Chips
                  items={INDIVIDUAL_PACE_FEES.map((row) =>
                    t('intro.fees.weekly', { count: row.weeklyClasses }),
                  )}
                />
              ),
            },
            {
              name: t('intro.classes.times'),
              value: t('intro.classes.slots', {
                from: LIMITS.ENQUIRY_SLOTS_FROM,
                until: LIMITS.ENQUIRY_SLOTS_UNTIL,
              }),
            },
          ]}
        />
        <p className={styles.note}>{t('intro.privateClass.weeklyNote', params)}</p>
      </Section>
      <Section title={t('intro.classes.feesTitle')}>
        <p className={styles.text}>{t('intro.classes.feesFrom', { amount: won(LOWEST_FEE) })}</p>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={PRIVATE_ENQUIRY_PATH}>
            {t('intro.privateClass.enquire')}
          </Link>
          <Link className={styles.action} to={INTRO_PAGES.privateClassPrice.path}>
            {t('intro.privateClass.seeFees')}
          </Link>
        </div>
      </Section>
    </article>
  );
}
