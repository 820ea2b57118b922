/** The api prefix the product is served under by default (screens.md §7: GET /boda/logMeet/excel). */
export const MOCK_API_PREFIX = '/boda';

/** A path under the api prefix, matched on any origin. */
export const apiPath = (path: string): string => `*${MOCK_API_PREFIX}${path}`;

/** The response envelope of foundation.md §7. */
export const ok = <T>(result: T) => ({ success: true, result, errorCode: null });

export const fail = (errorCode: string) => ({ success: false, result: null, errorCode });
