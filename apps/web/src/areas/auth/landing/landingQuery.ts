import { errorText, type Locale } from '@platform/contract';
import { isHomeResult } from '../sso/ssoFlow.ts';
import type { LandingTextKey } from './texts.ts';

/**
 * The demo institution a visitor can try (issue 6 "a link to the demo institution"). assumed: its
 * id is `demo`, the institution the mock backend seeds and the demo build serves.
 */
export const DEMO_INSTITUTION_ID = 'demo';

/**
 * How many institutions a search lists. assumed: the first page of 20 (screens.md §7 gives the
 * company search no page size); a visitor narrows the keyword rather than paging.
 */
export const INSTITUTION_SEARCH_SIZE = 20;

/** What the landing page says about the query the SSO pages send it (screens.md §2.2). */
export type LandingNotice =
  | { kind: 'result'; tone: 'info' | 'warning'; textKey: LandingTextKey }
  | { kind: 'error'; text: string; code: string };

/** The notice of `?result=` (NO_AUTH, LOGOUT) or `?errorCode=`, null for anything else. */
export function landingNotice(search: URLSearchParams, locale: Locale): LandingNotice | null {
  const errorCode = search.get('errorCode');
  if (errorCode) return { kind: 'error', code: errorCode, text: errorText(errorCode, { locale }) };
  const result = search.get('result');
  if (isHomeResult(result)) {
    return {
      kind: 'result',
      tone: result === 'LOGOUT' ? 'info' : 'warning',
      textKey: `landing.result.${result}`,
    };
  }
  return null;
}
