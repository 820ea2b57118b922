import type { Locale } from '@platform/contract';
import { BrandProvider, detectBrowserLocale, LocaleProvider, storeLocale } from '@platform/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import { webTexts } from '../i18n/texts.ts';

const SetBrandContext = createContext<(brand: string) => void>(() => {});

/** Lets a company's pages switch the token brand to the one its configuration names. */
export const useSetBrand = () => useContext(SetBrandContext);

/** Locale (query `lang`, stored preference, browser) and the institution's token brand. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => detectBrowserLocale());
  const [brand, setBrand] = useState('default');

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <LocaleProvider locale={locale} onLocaleChange={setLocale} texts={webTexts}>
      <SetBrandContext.Provider value={setBrand}>
        <BrandProvider brand={brand} applyToDocument>
          {children}
        </BrandProvider>
      </SetBrandContext.Provider>
    </LocaleProvider>
  );
}
