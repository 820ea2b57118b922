import {
  type Catalog,
  contractCoreTexts,
  FALLBACK_LOCALE,
  interpolate,
  type Locale,
  loadTexts,
  mergeCatalogs,
  type TextParams,
  textsReady,
} from '@platform/contract';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { uiCoreTexts } from './coreTexts.ts';
import type { TextKey } from './textKeys.ts';
import { registeredText } from './textRegistry.ts';

/** The text of a key in the current locale; a key in no catalog fails the type check. */
export type Translate = (key: TextKey, params?: TextParams) => string;

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

/** The texts every screen can use: the contract's (errors, validation, code labels) and ui's. */
const designSystemTexts = mergeCatalogs(contractCoreTexts, uiCoreTexts);

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  locale: Locale;
  /** Called when a component asks for another language (the language switch). */
  onLocaleChange?: (locale: Locale) => void;
  /** The app's own texts, added to the contract's and the design system's; a key may be defined
   * once only. */
  texts?: Catalog;
  children: ReactNode;
}

/**
 * The one locale context of Storybook and apps/web. The locale is controlled: the app decides it
 * (query `lang`, stored preference, browser) and stores a change; Storybook takes it from its
 * toolbar.
 */
export function LocaleProvider({ locale, onLocaleChange, texts, children }: LocaleProviderProps) {
  // A built app carries one language's texts; another one is loaded before it renders (the
  // same promise each time, so suspending here settles).
  if (!textsReady(locale)) use(loadTexts(locale));
  const catalog = useMemo<Catalog>(
    () => (texts ? mergeCatalogs(designSystemTexts, texts) : designSystemTexts),
    [texts],
  );
  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale: (next) => onLocaleChange?.(next),
      t: (key, params) => {
        // A text is filled in its own language: an English fallback takes English plural forms.
        const own = catalog[locale][key] ?? registeredText(locale, key);
        if (own !== undefined) return interpolate(own, locale, params);
        const fallback =
          catalog[FALLBACK_LOCALE][key] ?? registeredText(FALLBACK_LOCALE, key) ?? key;
        return interpolate(fallback, FALLBACK_LOCALE, params);
      },
    }),
    [catalog, locale, onLocaleChange],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The current locale and a way to change it. */
export function useLocale(): Pick<LocaleContextValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useLocaleContext();
  return { locale, setLocale };
}

/** The translate function of the current locale. */
export function useT(): Translate {
  return useLocaleContext().t;
}

function useLocaleContext(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('Wrap the tree in <LocaleProvider> (from @platform/ui).');
  return value;
}
