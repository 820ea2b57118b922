import { defineCatalog } from '@platform/contract';

/**
 * Texts of the table and list components: DataTable, Pagination, LoadMoreFooter and
 * PullToRefresh. The selection limit message is the contract's `valid.selectUpTo` and is not
 * repeated here.
 */
export const tableTexts = defineCatalog({
  en: {
    'pagination.label': 'Pages',
    'pagination.first': 'First page',
    'pagination.previous': 'Previous page',
    'pagination.next': 'Next page',
    'pagination.last': 'Last page',
    'pagination.pageSize': 'Rows per page',
    'pagination.pageSizeOption': '{size, plural, one {# row} other {# rows}}',
    'pagination.range': '{from, number}–{to, number} of {total, number}',
    'loadMore.button': 'Load more',
    'loadMore.end': 'No more items.',
    'loadMore.added': '{count, plural, one {# more item} other {# more items}} loaded.',
    'table.empty': 'There is nothing to show.',
    'table.loading': 'Loading the list',
    'table.error': 'The list could not be loaded.',
    'table.retry': 'Try again',
    'table.selectAllOnPage': 'Select all rows on this page',
    'table.selectRow': 'Select {label}',
    'table.selectedCount': '{count, number} selected',
    'table.rowNumber': 'No.',
    'pullToRefresh.pull': 'Pull down to refresh',
    'pullToRefresh.release': 'Release to refresh',
    'pullToRefresh.refreshing': 'Refreshing the list',
    'pullToRefresh.done': 'The list is up to date.',
  },
  ko: {
    'pagination.label': '페이지',
    'pagination.first': '첫 페이지',
    'pagination.previous': '이전 페이지',
    'pagination.next': '다음 페이지',
    'pagination.last': '마지막 페이지',
    'pagination.pageSize': '페이지당 행 수',
    'pagination.pageSizeOption': '{size, number}개씩',
    'pagination.range': '전체 {total, number}개 중 {from, number}–{to, number}',
    'loadMore.button': '더 보기',
    'loadMore.end': '더 이상 항목이 없습니다.',
    'loadMore.added': '{count, number}개 항목을 더 불러왔습니다.',
    'table.empty': '표시할 내용이 없습니다.',
    'table.loading': '목록을 불러오는 중',
    'table.error': '목록을 불러오지 못했습니다.',
    'table.retry': '다시 시도',
    'table.selectAllOnPage': '이 페이지의 모든 행 선택',
    'table.selectRow': '{label} 선택',
    'table.selectedCount': '{count, number}개 선택됨',
    'table.rowNumber': '번호',
    'pullToRefresh.pull': '당겨서 새로 고침',
    'pullToRefresh.release': '놓으면 새로 고침',
    'pullToRefresh.refreshing': '목록을 새로 고치는 중',
    'pullToRefresh.done': '목록을 새로 고쳤습니다.',
  },
});
