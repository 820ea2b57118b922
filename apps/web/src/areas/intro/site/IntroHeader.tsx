import { LOCALES, type Locale } from '@platform/contract';
import { useLocale, useT } from '@platform/ui';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router';
import styles from './IntroHeader.module.css';
import { INTRO_PAGES, type IntroPageName } from './introPages.ts';

/** The header's menus (screens.md §2.1), each with the pages it stands for. */
const MENUS = [
  { label: 'intro.menu.academy', to: INTRO_PAGES.academy.path, pages: ['academy', 'teacher'] },
  {
    label: 'intro.menu.personalClass',
    to: INTRO_PAGES.personalClass.path,
    pages: ['personalClass', 'personalClassPrice'],
  },
  {
    label: 'intro.menu.privateClass',
    to: INTRO_PAGES.privateClass.path,
    pages: ['privateClass', 'privateClassPrice'],
  },
  // "Admission info" leads to the enquiry form (assumed, issue 23 item 4).
  { label: 'intro.menu.admission', to: INTRO_PAGES.contact.path, pages: ['contact'] },
  { label: 'intro.menu.customerCenter', to: INTRO_PAGES.faq.path, pages: ['faq'] },
] as const satisfies readonly { label: string; to: string; pages: readonly IntroPageName[] }[];

const LANGUAGE_LABEL: Record<Locale, { short: string; name: string }> = {
  ko: { short: 'KOR', name: '한국어' },
  en: { short: 'ENG', name: 'English' },
};

const FOCUSABLE = 'a[href], button:not([disabled])';

function MenuLinks({ current, onChoose }: { current: IntroPageName; onChoose?: () => void }) {
  const t = useT();
  return (
    <ul className={styles.menuList}>
      {MENUS.map((menu) => (
        <li key={menu.to}>
          <Link
            className={styles.menuLink}
            to={menu.to}
            aria-current={(menu.pages as readonly string[]).includes(current) ? 'page' : undefined}
            onClick={onChoose}
          >
            {t(menu.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LanguageChoice() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <fieldset className={styles.languages}>
      <legend className={styles.hidden}>{t('intro.menu.language')}</legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.language}
          aria-pressed={option === locale}
          onClick={() => setLocale(option)}
        >
          {/* Seen as KOR/ENG, read as the language's own name. */}
          <span aria-hidden="true">{LANGUAGE_LABEL[option].short}</span>
          <span className={styles.hidden}>{LANGUAGE_LABEL[option].name}</span>
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The site header: the academy's name home, the five menus, the language choice. Below the
 * tablet breakpoint the menus move into a full-screen overlay, a modal <dialog>: the page behind
 * is inert, Tab cycles inside it, Escape and the close button close it and focus returns to the
 * menu button.
 */
export function IntroHeader({ current }: { current: IntroPageName }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  const open = () => dialog.current?.showModal();
  const close = () => dialog.current?.close();

  // A modal dialog leaves the page inert but lets Tab leave for the browser's own controls; the
  // overlay keeps it inside, as a focus trap does.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The browser closes a modal dialog on Escape itself, but not for every way a key arrives
    // (assistive tools and tests send their own events): the overlay closes on any Escape.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.home} to={INTRO_PAGES.academy.path} aria-label={t('intro.home')}>
          {t('intro.academyName')}
        </Link>
        <nav className={styles.wide} aria-label={t('intro.menu.label')}>
          <MenuLinks current={current} />
        </nav>
        <div className={styles.tools}>
          <LanguageChoice />
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-controls="intro-menu"
            onClick={open}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.hidden}>{t('intro.menu.open')}</span>
          </button>
        </div>
      </div>
      <dialog
        ref={dialog}
        id="intro-menu"
        className={styles.overlay}
        aria-label={t('intro.menu.label')}
        onKeyDown={keepFocusInside}
      >
        <div className={styles.overlayBar}>
          <span className={styles.overlayTitle}>{t('intro.academyName')}</span>
          <button type="button" className={styles.closeButton} onClick={close}>
            <span aria-hidden="true">×</span>
            <span className={styles.hidden}>{t('intro.menu.close')}</span>
          </button>
        </div>
        <nav aria-label={t('intro.menu.label')}>
          <MenuLinks current={current} onChoose={close} />
        </nav>
      </dialog>
    </header>
  );
}
