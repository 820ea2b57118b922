import { type Locale, loadTexts, textsReady } from '@platform/contract';
import { BrandProvider, detectBrowserLocale, LocaleProvider, storeLocale } from '@platform/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import { appTexts } from './texts.ts';

const SetBrandContext = createContext<(brand: string) => void>(() => {});

/** Lets a company's pages switch the token brand to the one its configuration names. */
export const useSetBrand = () => useContext(SetBrandContext);

/** The brand switch: what screens need beside locale and brand. */
export function BrandSwitchProvider({
  setBrand,
  children,
}: {
  setBrand: (brand: string) => void;
  children: ReactNode;
}) {
  return <SetBrandContext.Provider value={setBrand}>{children}</SetBrandContext.Provider>;
}

/**
 * Locale (query `lang`, stored preference, browser), the institution's token brand, queries. Only
 * the shared app texts are given here; each screen registers its own texts when its lazily
 * loaded module arrives (registerTexts), so the first page carries its texts only.
 */
export function AppProviders({
  initialLocale,
  children,
}: {
  /** The language mountApp started in, its texts loaded; else the browser's choice (tests). */
  initialLocale?: Locale;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? detectBrowserLocale());
  const [brand, setBrand] = useState('default');

  const setLocale = useCallback((next: Locale) => {
    const apply = () => {
      storeLocale(next);
      setLocaleState(next);
    };
    // The built app carries one language; the other arrives on its first use, then the switch
    // is immediate. A failed download (offline) leaves the page in the language it has.
    if (textsReady(next)) apply();
    else void loadTexts(next).then(apply, () => undefined);
  }, []);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <LocaleProvider locale={locale} onLocaleChange={setLocale} texts={appTexts}>
      <BrandSwitchProvider setBrand={setBrand}>
        <BrandProvider brand={brand} applyToDocument>
          {children}
        </BrandProvider>
      </BrandSwitchProvider>
    </LocaleProvider>
  );
}
