import { CLASS_LOG_SEARCH_FILTERS, type ClassLogSearchFilter } from '@platform/contract';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { type LogSearch, logListParams } from './logSearch.ts';

/** What the class log's keyword searches (the contract's order), the default first. */
export const CLASS_LOG_FILTERS = CLASS_LOG_SEARCH_FILTERS;
export type ClassLogFilter = ClassLogSearchFilter;
export type ClassLogSearch = LogSearch<ClassLogFilter>;

/**
 * screens.md §7 "meet log list (searchFilter, searchType 4, dates, keyword; searchMatch,
 * roomType; size 20)".
 */
export const CLASS_LOG_SEARCH_TYPE = 4;

/** One page of the class log of a search (logMeet.LIST). */
export const classLogQuery = (search: ClassLogSearch, page: number, size: number) =>
  endpointQuery(
    'logMeet.LIST',
    { ...logListParams(search, page, size), searchType: CLASS_LOG_SEARCH_TYPE },
    'page',
  );
