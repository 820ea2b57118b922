import { detectBrowserLocale } from '@platform/ui';
import { openPageLoader } from '../../../app/screenLoader.ts';
import { inviteInstitutionQuery } from './inviteApi.ts';
import { readInviteTarget } from './inviteTarget.ts';

/**
 * The invite page: the institution of its address (path or query) is read while the page's code
 * loads. The page then decides with it which form to show; an address without one reads nothing.
 */
export const loader = openPageLoader(({ params, url }) => {
  const target = readInviteTarget(
    { companyIdx: params.companyIdx, inviteCode: params.inviteCode },
    url.searchParams,
  );
  return target.company ? [inviteInstitutionQuery(target.company, detectBrowserLocale())] : [];
});
