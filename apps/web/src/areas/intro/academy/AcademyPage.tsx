import { registerTexts, useT } from '@platform/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { INTRO_PAGES } from '../site/introPages.ts';
import styles from './AcademyPage.module.css';
import { DemoRequestForm } from './DemoRequestForm.tsx';
import { academyTexts } from './texts.ts';

// This page's texts arrive with its code (the other pages do not carry them).
registerTexts(academyTexts);

/** The class kinds, each with its method page (screens.md §2.1). */
const CLASS_KINDS = [
  { name: 'personal', to: INTRO_PAGES.personalClass.path },
  { name: 'private', to: INTRO_PAGES.privateClass.path },
] as const;

/** How a live online class runs, in order (assumed: the spec does not describe it). */
const CLASS_STEPS = ['live', 'notes', 'homework', 'review'] as const;

/**
 * /intro/academy (screens.md §2.1 "academy introduction"; foundation.md §1 "A service
 * introduction page with a demo request"): who the academy is, its two class kinds, how a live
 * online class works, the teachers and the enquiry, then the institutions' demo request. The top
 * of the page is text only: the h1 is the page's largest paint.
 */
export function Component() {
  const t = useT();
  const id = useId();
  const headingId = (section: string) => `${id}-${section}`;

  return (
    <div className={styles.page} data-slot="intro-academy">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('intro.academy.eyebrow')}</p>
        <h1 className={styles.title}>{t('intro.academy.title')}</h1>
        <p className={styles.lead}>{t('intro.academy.lead')}</p>
        <p className={styles.actions}>
          <Link className={styles.primaryAction} to={INTRO_PAGES.contact.path}>
            {t('intro.academy.toContact')}
          </Link>
          <Link className={styles.action} to={INTRO_PAGES.teacher.path}>
            {t('intro.academy.toTeachers')}
          </Link>
        </p>
      </header>

      <section className={styles.section} aria-labelledby={headingId('about')}>
        <h2 id={headingId('about')} className={styles.sectionTitle}>
          {t('intro.academy.about.title')}
        </h2>
        <p className={styles.text}>{t('intro.academy.about.body1')}</p>
        <p className={styles.text}>{t('intro.academy.about.body2')}</p>
      </section>

      <section className={styles.section} aria-labelledby={headingId('classes')}>
        <h2 id={headingId('classes')} className={styles.sectionTitle}>
          {t('intro.academy.classes.title')}
        </h2>
        <ul className={styles.cards}>
          {CLASS_KINDS.map(({ name, to }) => (
            <li key={name} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`intro.academy.${name}.title`)}</h3>
              <p className={styles.text}>{t(`intro.academy.${name}.body`)}</p>
              <Link className={styles.cardLink} to={to}>
                {t(`intro.academy.${name}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={headingId('how')}>
        <h2 id={headingId('how')} className={styles.sectionTitle}>
          {t('intro.academy.how.title')}
        </h2>
        <ol className={styles.steps}>
          {CLASS_STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(`intro.academy.how.${step}.title`)}</h3>
              <p className={styles.text}>{t(`intro.academy.how.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby={headingId('teachers')}>
        <h2 id={headingId('teachers')} className={styles.sectionTitle}>
          {t('intro.academy.teachers.title')}
        </h2>
        <p className={styles.text}>{t('intro.academy.teachers.body')}</p>
        <p className={styles.actions}>
          <Link className={styles.action} to={INTRO_PAGES.teacher.path}>
            {t('intro.academy.teachers.link')}
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby={headingId('contact')}>
        <h2 id={headingId('contact')} className={styles.sectionTitle}>
          {t('intro.academy.contact.title')}
        </h2>
        <p className={styles.text}>{t('intro.academy.contact.body')}</p>
        <p className={styles.actions}>
          <Link className={styles.primaryAction} to={INTRO_PAGES.contact.path}>
            {t('intro.academy.contact.link')}
          </Link>
        </p>
      </section>

      <section
        className={[styles.section, styles.demo].join(' ')}
        aria-labelledby={headingId('demo')}
      >
        <h2 id={headingId('demo')} className={styles.sectionTitle}>
          {t('intro.academy.demo.title')}
        </h2>
        <p className={styles.text}>{t('intro.academy.demo.lead')}</p>
        <DemoRequestForm labelledBy={headingId('demo')} />
      </section>
    </div>
  );
}
