import type { Company, ValidationFault } from '@platform/contract';
import { Dialog, registerTexts, SearchBox, Spinner, useT } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { endpointKey } from '../../../app/endpointQuery.ts';
import styles from './InvitePage.module.css';
import { searchOrganisations } from './inviteApi.ts';
import { inviteTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(inviteTexts);

export interface OrganisationSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (company: Company) => void;
  /** The dialog's title key: finding the organisation to join as, or the one to sign in to. */
  titleKey?: 'invite.organisation.searchTitle' | 'invite.organisation.idLoginTitle';
}

/**
 * The school/organisation search modal (screens.md §2.2): company search by searchKeyword,
 * debounced 300 ms (the SearchBox's 'organisation' debounce, LIMITS.COMPANY_SEARCH_DEBOUNCE_MS),
 * never on half a syllable; an empty search is refused with the required text (screens.md §5
 * "organisation search needs non-empty text").
 */
export function OrganisationSearchDialog({
  open,
  onOpenChange,
  onPick,
  titleKey = 'invite.organisation.searchTitle',
}: OrganisationSearchDialogProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [fault, setFault] = useState<ValidationFault | null>(null);
  const query = useQuery({
    queryKey: endpointKey('openCompany.LIST_NORMAL', { searchKeyword: keyword, paging: false }),
    queryFn: ({ signal }) => searchOrganisations(keyword, signal),
    enabled: open && keyword !== '',
  });

  const search = (text: string) => {
    setKeyword(text.trim());
    if (text.trim() !== '') setFault(null);
  };
  // Enter on an empty box searches nothing and says why (Enter that commits a syllable is the
  // SearchBox's own business: it never reaches here as a plain Enter).
  const refuseEmpty = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.currentTarget.value.trim() === '') setFault({ key: 'valid.required' });
  };

  const results = query.data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setKeyword('');
          setFault(null);
        }
        onOpenChange(next);
      }}
      title={t(titleKey)}
      description={t('invite.organisation.searchHint')}
    >
      <div className={styles.search}>
        <SearchBox
          label={t('invite.organisation.keyword')}
          showLabel
          debounce="organisation"
          onSearch={search}
          onKeyDown={refuseEmpty}
          error={fault}
        />
        {query.isFetching && <Spinner size="sm" label={t('invite.organisation.searching')} />}
        {keyword !== '' && query.isSuccess && results.length === 0 && (
          <p role="status" className={styles.muted}>
            {t('invite.organisation.noResults')}
          </p>
        )}
        {query.isError && (
          <p role="alert" className={styles.error}>
            {t('invite.organisation.searchFailed')}
          </p>
        )}
        {results.length > 0 && (
          <ul className={styles.results} aria-label={t('invite.organisation.results')}>
            {results.map((company) => (
              <li key={company.companyIdx}>
                <button type="button" className={styles.result} onClick={() => onPick(company)}>
                  <span className={styles.resultName}>{company.companyName}</span>
                  <span className={styles.muted}>{company.companyId}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
