import {
  LIMITS,
  PERSONAL_CLASS_LEVELS,
  PERSONAL_CLASS_MINUTES,
  PERSONAL_CLASS_WEEKLY,
  personalClassFee,
} from '@platform/contract';
import { registerTexts, useT } from '@platform/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { feeTexts } from '../fees/texts.ts';
import { useWon } from '../fees/useWon.ts';
import { INTRO_PAGES } from '../site/introPages.ts';
import styles from './ClassPage.module.css';
import { Chips, Facts, Section, Steps } from './ClassSections.tsx';
import { ENQUIRY_PATH } from './enquiryPaths.ts';
import { classTexts } from './texts.ts';

// The page's texts arrive with its code; the fee words (won, minutes, weekly) are the fee pages'.
registerTexts(classTexts);
registerTexts(feeTexts);

const FOR = [
  'intro.personalClass.for.1',
  'intro.personalClass.for.2',
  'intro.personalClass.for.3',
  'intro.personalClass.for.4',
] as const;

const STEPS = ['enquiry', 'levelTest', 'live', 'homework', 'report'] as const;

/** The lowest monthly one-to-one fee, the "from" of the fees section. */
const LOWEST_FEE = Math.min(
  ...PERSONAL_CLASS_LEVELS.flatMap((level) =>
    PERSONAL_CLASS_WEEKLY.flatMap((weekly) =>
      PERSONAL_CLASS_MINUTES.map(
        (minutes) => personalClassFee(level, weekly, minutes)?.discounted ?? Infinity,
      ),
    ),
  ),
);

/**
 * /intro/personalClass (screens.md §2.1): the one-to-one class, for whom, how it runs, its class
 * lengths, frequencies and evening times (§9 fees, §5 enquiry), and the way on to its fees and
 * to the enquiry.
 */
export function Component() {
  const t = useT();
  const won = useWon();
  const titleId = useId();
  return (
    <article className={styles.page} aria-labelledby={titleId} data-slot="intro-class">
      <header className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {t('intro.personalClass.title')}
        </h1>
        <p className={styles.lead}>{t('intro.personalClass.lead')}</p>
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
            title: t(`intro.personalClass.step.${step}.title`),
            body: t(`intro.personalClass.step.${step}.body`),
          }))}
        />
      </Section>
      <Section title={t('intro.classes.scheduleTitle')}>
        <Facts
          facts={[
            {
              name: t('intro.classes.lengths'),
              value: (
                <Chips
                  items={PERSONAL_CLASS_MINUTES.map((minutes) =>
                    t('intro.fees.minutes', { minutes }),
                  )}
                />
              ),
            },
            {
              name: t('intro.classes.weekly'),
              value: (
                <Chips
                  items={PERSONAL_CLASS_WEEKLY.map((count) => t('intro.fees.weekly', { count }))}
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
        <p className={styles.note}>
          {t('intro.personalClass.elementaryNote', {
            minutes: LIMITS.ENQUIRY_ELEMENTARY_CLASS_MINUTES,
          })}
        </p>
      </Section>
      <Section title={t('intro.classes.feesTitle')}>
        <p className={styles.text}>{t('intro.classes.feesFrom', { amount: won(LOWEST_FEE) })}</p>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={ENQUIRY_PATH}>
            {t('intro.personalClass.enquire')}
          </Link>
          <Link className={styles.action} to={INTRO_PAGES.personalClassPrice.path}>
            {t('intro.personalClass.seeFees')}
          </Link>
        </div>
      </Section>
    </article>
  );
}
