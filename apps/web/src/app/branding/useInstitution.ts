import type { Locale } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { loadInstitution } from './loadInstitution.ts';

/** The institution of a company page, fetched once per company and language. */
export function useInstitution(companyId: string | undefined, language: Locale) {
  return useQuery({
    queryKey: ['institution', companyId, language],
    queryFn: ({ signal }) => loadInstitution(companyId ?? '', language, signal),
    enabled: Boolean(companyId),
  });
}
