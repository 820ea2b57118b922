import type { Locale } from '@platform/contract';
import { BrandProvider, detectBrowserLocale, LocaleProvider, storeLocale } from '@platform/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import { webTexts } from '../i18n/texts.ts';
import { createQueryClient } from './queryClient.ts';

const SetBrandContext = createContext<(brand: string) => void>(() => {});

/** Lets a company's pages switch the token brand to the one its configuration names. */
export const useSetBrand = () => useContext(SetBrandContext);

/** The query cache and the brand switch: what screens need beside locale and brand. */
export function AppDataProviders({
  queryClient,
  setBrand,
  children,
}: {
  queryClient: QueryClient;
  setBrand: (brand: string) => void;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SetBrandContext.Provider value={setBrand}>{children}</SetBrandContext.Provider>
    </QueryClientProvider>
  );
}

/** Locale (query `lang`, stored preference, browser), the institution's token brand, queries. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => detectBrowserLocale());
  const [brand, setBrand] = useState('default');
  const [queryClient] = useState(createQueryClient);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <LocaleProvider locale={locale} onLocaleChange={setLocale} texts={webTexts}>
      <AppDataProviders queryClient={queryClient} setBrand={setBrand}>
        <BrandProvider brand={brand} applyToDocument>
          {children}
        </BrandProvider>
      </AppDataProviders>
    </LocaleProvider>
  );
}
