import styles from './field.module.css';

/** The visible mark of a required field; screen readers hear aria-required instead. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} data-slot="field-required" aria-hidden="true">
      *
    </span>
  );
}
