import { registerTexts, useT } from '@platform/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { INTRO_PAGES } from '../site/introPages.ts';
import styles from './TeacherPage.module.css';
import { TEACHERS, type Teacher } from './teachers.ts';
import { academyTexts } from './texts.ts';

// This page's texts arrive with its code (the other pages do not carry them).
registerTexts(academyTexts);

/** The first letter of a name, drawn in a circle: no photographs (assumed). */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '';

function TeacherProfile({ teacher }: { teacher: Teacher }) {
  const t = useT();
  const headingId = `${useId()}-name`;
  const name = t(teacher.nameKey);
  return (
    <li className={styles.profile} data-teacher={teacher.id}>
      <article className={styles.article} aria-labelledby={headingId}>
        <div className={styles.head}>
          <span className={styles.avatar} aria-hidden="true">
            {initialOf(name)}
          </span>
          <h2 id={headingId} className={styles.name}>
            {name}
          </h2>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factName}>{t('intro.teacher.subject')}</dt>
            <dd className={styles.factValue}>{t(teacher.subjectKey)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factName}>{t('intro.teacher.grades')}</dt>
            <dd className={styles.factValue}>{t(teacher.gradesKey)}</dd>
          </div>
        </dl>
        <h3 className={styles.subheading}>{t('intro.teacher.philosophy')}</h3>
        <blockquote className={styles.philosophy}>
          <p>{t(teacher.philosophyKey)}</p>
        </blockquote>
        <h3 className={styles.subheading}>{t('intro.teacher.credentials')}</h3>
        <ul className={styles.credentials}>
          {teacher.credentialKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/**
 * /intro/academy/teacher (screens.md §2.1 "six teacher profiles"): each teacher's name as a
 * heading, the subject and grades they teach, how they teach and their background; the list is
 * teachers.ts, which the enquiry form offers too.
 */
export function Component() {
  const t = useT();
  return (
    <div className={styles.page} data-slot="intro-teachers">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('intro.teacher.title')}</h1>
        <p className={styles.lead}>{t('intro.teacher.lead')}</p>
      </header>
      <ul className={styles.list}>
        {TEACHERS.map((teacher) => (
          <TeacherProfile key={teacher.id} teacher={teacher} />
        ))}
      </ul>
      <p className={styles.actions}>
        <Link className={styles.primaryAction} to={INTRO_PAGES.contact.path}>
          {t('intro.teacher.enquire')}
        </Link>
      </p>
    </div>
  );
}
