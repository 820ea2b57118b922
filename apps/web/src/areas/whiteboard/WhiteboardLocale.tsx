import { readWhiteboardData, WHITEBOARD_DATA_PARAM } from '@platform/contract';
import { LocaleProvider, useLocale } from '@platform/ui';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { appTexts } from '../../app/texts.ts';

/**
 * The language the whiteboard asks for (the data parameter's Lng, screens.md §10), for this
 * window only: the pages have no language switch, and the choice is not stored, so the user's
 * own preference in the web app stays as it was. Without Lng the app's choice stands.
 */
export function WhiteboardLocale({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  const { locale: appLocale } = useLocale();
  const wanted = readWhiteboardData(search.get(WHITEBOARD_DATA_PARAM)).locale;
  const locale = wanted ?? appLocale;

  // A passive effect runs after the app's own layout effect, which writes the app's language.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = locale;
    return () => {
      root.lang = before;
    };
  }, [locale]);

  if (locale === appLocale) return children;
  return (
    <LocaleProvider locale={locale} texts={appTexts}>
      {children}
    </LocaleProvider>
  );
}
