import type { Locale } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointKey } from '../endpointQuery.ts';
import { loadInstitution } from './loadInstitution.ts';

/** The institution of a company page, fetched once per company and language. */
export function useInstitution(companyId: string | undefined, language: Locale) {
  return useQuery({
    queryKey: endpointKey(
      'openCompanyLoginInfo.LOGIN_INFO',
      { companyId, language },
      'institution',
    ),
    queryFn: ({ signal }) => loadInstitution(companyId ?? '', language, signal),
    enabled: Boolean(companyId),
  });
}
