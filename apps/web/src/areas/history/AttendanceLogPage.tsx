import {
  ATTENDANCE_SEARCH_FILTERS,
  type AttendanceSearchFilter,
  codeLabel,
  type MeetUserLog,
  PAGE_SIZE,
  QUICK_RANGE,
  ROOM_KIND,
  type RoomKind,
} from '@platform/contract';
import {
  Checkbox,
  createDataTableColumns,
  DataTable,
  DateRangePicker,
  DateText,
  EmptyState,
  RadioGroup,
  registerTexts,
  SearchBox,
  Select,
  useLocale,
  useT,
} from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { attendanceLogQuery } from './attendanceLogQuery.ts';
import {
  type AttendanceSearch,
  attendanceSearchOf,
  formatStay,
  searchParamsOf,
} from './attendanceSearch.ts';
import styles from './History.module.css';
import { historyTexts } from './texts.ts';

registerTexts(historyTexts);

/** screens.md §9 "class/notes/homework 20": the history's page size, and the choices beside it. */
export const ATTENDANCE_PAGE_SIZES = [10, PAGE_SIZE.CLASS, 50] as const;

const columnHelper = createDataTableColumns<MeetUserLog>();
const rowId = (row: MeetUserLog) =>
  `${row.meetIdx}-${row.userIdx}-${row.userName}-${row.joinDatetime}`;
const rowLabel = (row: MeetUserLog) => `${row.meetTitle ?? ''} ${row.userName ?? ''}`.trim();

const FILTER_KEYS: Record<
  AttendanceSearchFilter,
  `history.search.filter.${AttendanceSearchFilter}`
> = {
  userId: 'history.search.filter.userId',
  userName: 'history.search.filter.userName',
  meetTitle: 'history.search.filter.meetTitle',
};

/**
 * The entry log, manage/log/joinLog/list (issue 21 item 5; screens.md §10 History "Attendance log
 * columns class, attendee, join, exit, duration"): every entry into a class that ended in the
 * period, with the history's search, kept in the address so that the statistics screens' links
 * (screens.md §10 Statistics) open it searched, and it shows that search.
 */
export function Component() {
  const t = useT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const search = attendanceSearchOf(params, new Date());
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.CLASS);
  // What the picker shows, half-typed dates included; the search follows a whole valid range.
  const [shownRange, setShownRange] = useState({ start: search.startDate, end: search.endDate });
  const page = useQuery({
    ...attendanceLogQuery(search, pageIndex, pageSize),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });

  const update = (change: Partial<AttendanceSearch>) => {
    setPageIndex(0);
    setParams(searchParamsOf({ ...search, ...change }), { replace: true });
  };

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('meetTitle', {
          header: t('history.attendance.column.class'),
          meta: { rowHeader: true },
        }),
        columnHelper.accessor('userName', {
          header: t('history.attendance.column.attendee'),
          cell: (info) => (
            <span className={styles.attendee}>
              <span>{info.getValue()}</span>
              <span className={styles.attendeeId}>
                {info.row.original.userId ?? t('history.attendance.guest')}
              </span>
            </span>
          ),
        }),
        columnHelper.accessor('joinDatetime', {
          header: t('history.attendance.column.join'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('quitDatetime', {
          header: t('history.attendance.column.exit'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('totalJoinTimeSec', {
          header: t('history.attendance.column.duration'),
          meta: { align: 'end' },
          cell: (info) => <span className={styles.nowrap}>{formatStay(info.getValue())}</span>,
        }),
      ]),
    [t],
  );

  const roomOptions = [
    { value: '', label: t('history.search.roomType.all') },
    ...Object.values(ROOM_KIND).map((kind) => ({
      value: String(kind),
      label: codeLabel(locale, 'ROOM_KIND', kind),
    })),
  ];

  return (
    <section className={styles.page} aria-labelledby="attendance-log-title">
      <header className={styles.header}>
        <h1 id="attendance-log-title" className={styles.title}>
          {t('history.attendance.title')}
        </h1>
      </header>
      <p className={styles.lead}>{t('history.attendance.lead')}</p>
      <div className={styles.filters}>
        <DateRangePicker
          label={t('history.search.period')}
          value={shownRange}
          quickRanges={[QUICK_RANGE.ONE_WEEK, QUICK_RANGE.THIRTY_DAYS]}
          onChange={(value, fault) => {
            setShownRange(value);
            if (!fault && value.start && value.end) {
              update({ startDate: value.start, endDate: value.end });
            }
          }}
        />
        <Select
          label={t('history.search.roomType')}
          options={roomOptions}
          value={search.roomType === null ? '' : String(search.roomType)}
          onChange={(event) =>
            update({
              roomType: event.target.value ? (Number(event.target.value) as RoomKind) : null,
            })
          }
        />
      </div>
      <div className={styles.filters}>
        <RadioGroup
          label={t('history.search.filter')}
          orientation="horizontal"
          value={search.filter}
          onValueChange={(value) => update({ filter: value as AttendanceSearchFilter })}
          options={ATTENDANCE_SEARCH_FILTERS.map((filter) => ({
            value: filter,
            label: t(FILTER_KEYS[filter]),
          }))}
        />
        <Checkbox
          label={t('history.search.match')}
          checked={search.match}
          onCheckedChange={(checked) => update({ match: checked === true })}
        />
        <SearchBox
          className={styles.search}
          label={t('history.search.keyword')}
          placeholder={t('history.search.keywordPlaceholder')}
          defaultValue={search.keyword}
          debounce="text"
          onSearch={(text) => update({ keyword: text.trim() })}
        />
      </div>
      <DataTable<MeetUserLog>
        label={t('history.attendance.table')}
        columns={columns}
        data={page.data?.content ?? []}
        getRowId={rowId}
        getRowLabel={rowLabel}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPageIndex(0);
          },
          pageSizeOptions: ATTENDANCE_PAGE_SIZES,
        }}
        loading={page.isPending || page.isPlaceholderData}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          search.keyword ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('history.noResults', { keyword: search.keyword })}
            />
          ) : (
            <EmptyState
              title={t('history.empty.title')}
              description={t('history.empty.description')}
            />
          )
        }
      />
    </section>
  );
}
