import { PAGE_SIZE, type Task } from '@platform/contract';
import { createDataTableColumns, DataTable, DateText, EmptyState, useT } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { LogSearchForm } from './LogSearchForm.tsx';
import type { LogSearch } from './logSearch.ts';
import { useLogPaging } from './useLogPaging.ts';

const columnHelper = createDataTableColumns<Task>();
const rowId = (row: Task) => String(row.taskIdx);
const titleOf = (row: Task) => row.taskName;

/**
 * One page of the period's homework rounds (task.LIST with its book and registrant; assumed:
 * rounds deployed within the period, the keyword on the title, newest first).
 */
export const homeworkRoundsQuery = (search: LogSearch<string>, page: number, size: number) =>
  endpointQuery(
    'task.LIST',
    {
      page,
      size,
      searchStartDate: search.startDate,
      searchEndDate: search.endDate,
      joinBook: true,
      joinRegUser: true,
      order: 'regDatetime desc',
      ...(search.keyword ? { searchKeyword: search.keyword } : {}),
    },
    'page',
  );

/**
 * The history's Homework tab (issue 21 item 1; screens.md §10 History "tabs Class and
 * Homework"): the homework rounds of the period with how many of their students submitted
 * (assumed: the spec names the tab only; the task calls give the rounds and their counts). It
 * shares the period and keyword of the class tab, kept in the address.
 */
export function HomeworkRounds<Filter extends string>({
  search,
  onChange,
}: {
  search: LogSearch<Filter>;
  onChange: (change: Partial<LogSearch<Filter>>) => void;
}) {
  const t = useT();
  const paging = useLogPaging(PAGE_SIZE.HOMEWORK);
  const page = useQuery({
    ...homeworkRoundsQuery(search, paging.pageIndex, paging.pageSize),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('taskName', {
          header: t('history.homework.column.title'),
          meta: { rowHeader: true },
        }),
        columnHelper.accessor((row) => row.book?.bookName ?? '', {
          id: 'book',
          header: t('history.homework.column.book'),
        }),
        columnHelper.accessor((row) => row.regUser?.userName ?? '', {
          id: 'creator',
          header: t('history.homework.column.creator'),
        }),
        columnHelper.accessor('startDatetime', {
          header: t('history.homework.column.start'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('submitLimitDatetime', {
          header: t('history.homework.column.due'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.display({
          id: 'submitted',
          header: t('history.homework.column.submitted'),
          meta: { align: 'end' },
          cell: (info) =>
            t('history.homework.submitted', {
              submitted: info.row.original.submitUserCount ?? 0,
              total: info.row.original.totalUserCount ?? 0,
            }),
        }),
      ]),
    [t],
  );

  const change = (next: Partial<LogSearch<Filter>>) => {
    paging.firstPage();
    onChange(next);
  };

  return (
    <div data-slot="homework-rounds">
      <LogSearchForm search={search} filters={[]} onChange={change} periodAndKeyword />
      <DataTable<Task>
        label={t('history.homework.table')}
        columns={columns}
        getRowId={rowId}
        getRowLabel={titleOf}
        rowNumbers
        {...paging.tableProps(page, t)}
        empty={
          <EmptyState
            title={t('history.homework.empty.title')}
            description={t('history.homework.empty.description')}
          />
        }
      />
    </div>
  );
}
