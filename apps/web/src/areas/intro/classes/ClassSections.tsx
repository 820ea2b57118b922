import { type ReactNode, useId } from 'react';
import styles from './ClassPage.module.css';

/** A section of a class page, named by its h2. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The course of a class, in order: each step an h3 and a paragraph. */
export function Steps({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.text}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Facts of a class (length, frequency, times) as a description list. */
export function Facts({ facts }: { facts: readonly { name: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.name} className={styles.fact}>
          <dt className={styles.factName}>{fact.name}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Short choices side by side ("60분", "90분", "120분"). */
export function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.chips}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}
