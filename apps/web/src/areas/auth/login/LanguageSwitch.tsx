import { LOCALES, type Locale } from '@platform/contract';
import { useLocale, useT, VisuallyHidden } from '@platform/ui';
import styles from './CompanyLoginPage.module.css';
import type { LoginTextKey } from './texts.ts';

const LABEL_KEYS: Record<Locale, { short: LoginTextKey; name: LoginTextKey }> = {
  ko: { short: 'login.languageKo', name: 'login.languageKoName' },
  en: { short: 'login.languageEn', name: 'login.languageEnName' },
};

/**
 * KOR/ENG (screens.md §2.2 "Language switch KOR/ENG"). The app's locale provider stores the
 * choice (foundation.md §1: the stored preference comes before the browser's language).
 */
export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <fieldset className={styles.languages}>
      <VisuallyHidden asChild>
        <legend>{t('login.language')}</legend>
      </VisuallyHidden>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.language}
          aria-pressed={option === locale}
          title={t(LABEL_KEYS[option].name)}
          onClick={() => setLocale(option)}
        >
          {t(LABEL_KEYS[option].short)}
        </button>
      ))}
    </fieldset>
  );
}
