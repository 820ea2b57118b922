import { isApiError, type Meet, managementTabs } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  ErrorModal,
  Inline,
  registerTexts,
  SearchBox,
  Spinner,
  useLocale,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type SyntheticEvent, useCallback, useMemo, useState } from 'react';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { ClientLaunchDialog } from '../../shared/agent/ClientLaunchDialog.tsx';
import { clientDownloadLink } from '../../shared/agent/clientDownload.ts';
import { useClientLaunch } from '../../shared/agent/useClientLaunch.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { useFocusReturn } from './focusReturn.ts';
import { useMonitorPage } from './monitorQueries.ts';
import { monitorTexts } from './monitorTexts.ts';
import styles from './RoomPages.module.css';
import { entryPlan } from './roomEntry.ts';
import { roomScreenTexts } from './texts.ts';

registerTexts(roomScreenTexts);
registerTexts(monitorTexts);

// The row's dialog, with the user-type labels, loads when a row is opened.
const CurrentAttendeesDialog = lazy(() => import('./CurrentAttendeesDialog.tsx'));

const columnHelper = createDataTableColumns<Meet>();
const rowId = (meet: Meet) => String(meet.meetIdx);
const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();
const titleOf = (meet: Meet) => meet.meetTitle ?? '';

/**
 * Monitoring, manage/monitor/list (screens.md §10 "Monitoring: search, number, class, leader,
 * attendees, start time, monitoring join, close; row opens attendee modal"), behind the monitoring
 * flag. The list is watched: a class that ends leaves it within one refresh.
 */
export function Component() {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [opened, setOpened] = useState<Meet | null>(null);
  const [closing, setClosing] = useState<Meet | null>(null);
  const { remember, giveBack } = useFocusReturn();
  const [problem, setProblem] = useState<{ code: string | null } | null>(null);
  const showProblem = useCallback(
    (error: unknown) => setProblem({ code: isApiError(error) ? error.code : null }),
    [],
  );
  const launch = useClientLaunch();
  const startLaunch = launch.start;
  const inUse = signedIn
    ? managementTabs(signedIn.config.funcUse, signedIn.config.roomCategory3).monitoring
    : false;
  const page = useMonitorPage({ keyword, pageIndex }, inUse);

  const columns = useMemo(() => {
    const monitor = (meet: Meet) => {
      if (!signedIn || !meet.roomCode) return;
      startLaunch(
        entryPlan(
          {
            target: {
              kind: 'monitor',
              roomCode: meet.roomCode,
              meetIdx: meet.meetIdx,
              title: titleOf(meet),
            },
            user: signedIn.user,
            language: locale,
          },
          showProblem,
        ),
      );
    };
    return columnHelper.columns([
      columnHelper.accessor('meetTitle', {
        header: t('rooms.monitor.column.class'),
        meta: { rowHeader: true },
      }),
      columnHelper.accessor('leaderName', { header: t('rooms.monitor.column.leader') }),
      columnHelper.accessor('userCount', {
        header: t('rooms.monitor.column.attendees'),
        meta: { align: 'end' },
        cell: (info) => t('rooms.monitor.attendeeCount', { count: info.getValue() ?? 0 }),
      }),
      columnHelper.accessor('startDatetime', {
        header: t('rooms.monitor.column.start'),
        meta: { align: 'end' },
        cell: (info) => <DateText value={info.getValue()} />,
      }),
      columnHelper.display({
        id: 'actions',
        header: t('rooms.monitor.column.actions'),
        meta: { align: 'center' },
        cell: (info) => {
          const meet = info.row.original;
          return (
            // The buttons act on the class; their clicks must not open the row's attendees.
            // biome-ignore lint/a11y/noStaticElementInteractions: stops bubbling only; the buttons inside are the controls.
            <span onClick={stopPropagation} onKeyDown={stopPropagation}>
              <Inline gap={2} nowrap>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('rooms.monitor.joinLabel', { title: titleOf(meet) })}
                  onClick={() => monitor(meet)}
                >
                  {t('rooms.monitor.join')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={t('rooms.monitor.closeLabel', { title: titleOf(meet) })}
                  onClick={() => {
                    remember();
                    setClosing(meet);
                  }}
                >
                  {t('rooms.monitor.close')}
                </Button>
              </Inline>
            </span>
          );
        },
      }),
    ]);
  }, [t, signedIn, startLaunch, locale, showProblem, remember]);

  const closeClass = async (meet: Meet) => {
    if (!meet.roomCode) return;
    await api.call('roomJoin.CLOSE', {
      roomCode: meet.roomCode,
      meetIdx: meet.meetIdx,
      remove: false,
    });
    toast.success(t('rooms.toast.closed', { name: titleOf(meet) }));
    setClosing(null);
    await invalidateEndpoints(queryClient, 'meet.LIST', 'room.LIST', 'meetUser.LIST');
  };

  return (
    <section className={styles.page} aria-labelledby="monitor-title" data-slot="monitoring">
      <header className={styles.header}>
        <h1 id="monitor-title" className={styles.title}>
          {t('rooms.monitor.title')}
        </h1>
      </header>
      {inUse ? (
        <>
          <p className={styles.lead}>{t('rooms.monitor.lead')}</p>
          <div className={styles.filters}>
            <SearchBox
              className={styles.search}
              label={t('rooms.monitor.search')}
              placeholder={t('rooms.monitor.searchPlaceholder')}
              debounce="text"
              onSearch={(text) => {
                setKeyword(text.trim());
                setPageIndex(0);
              }}
            />
          </div>
          <DataTable<Meet>
            label={t('rooms.monitor.table')}
            columns={columns}
            data={page.data?.content ?? []}
            getRowId={rowId}
            getRowLabel={titleOf}
            rowNumbers
            pagination={{
              pageIndex,
              pageSize: page.data?.size ?? 20,
              totalCount: page.data?.totalElements ?? 0,
              onPageChange: setPageIndex,
            }}
            onRowClick={(meet) => {
              remember();
              setOpened(meet);
            }}
            // A watched list refreshes every 10 s: only the first load and a new search show busy.
            loading={page.isPending || (page.isFetching && page.isPlaceholderData)}
            error={page.isError ? apiErrorMessage(page.error, t) : false}
            onRetry={() => void page.refetch()}
            empty={
              keyword ? (
                <EmptyState
                  title={t('empty.noResults.title')}
                  description={t('rooms.monitor.noResults', { keyword })}
                />
              ) : (
                <EmptyState
                  title={t('rooms.monitor.empty.title')}
                  description={t('rooms.monitor.empty.description')}
                />
              )
            }
          />
        </>
      ) : (
        // Behind its flag (foundation.md §2 "monitoring (flag)"): the tab is hidden; an address
        // typed in reads nothing and says so.
        <EmptyState
          title={t('rooms.monitor.notInUse.title')}
          description={t('rooms.monitor.notInUse.description')}
        />
      )}
      {opened && (
        <Suspense fallback={<Spinner label={t('rooms.monitor.attendees.loading')} />}>
          <CurrentAttendeesDialog
            meet={opened}
            onClose={() => {
              setOpened(null);
              giveBack();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setClosing(null);
          giveBack();
        }}
        variant="destructive"
        title={closing ? t('rooms.close.title', { name: titleOf(closing) }) : ''}
        message={t('rooms.close.body')}
        confirmLabel={t('rooms.close.confirm')}
        onConfirm={() => (closing ? closeClass(closing) : undefined)}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
      <ClientLaunchDialog
        launch={launch}
        // assumed: monitoring watches in the installed client only.
        allowsWeb={false}
        siteUrl={signedIn?.config.siteUrl ?? null}
        downloadLink={() => clientDownloadLink(signedIn?.companyId)}
        onServerError={showProblem}
      />
      <ErrorModal
        open={problem !== null}
        onOpenChange={(open) => !open && setProblem(null)}
        code={problem?.code ?? null}
      />
    </section>
  );
}
