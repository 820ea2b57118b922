import {
  canManageRoom,
  codeLabelKey,
  codeLabelTexts,
  formatDisplayPeriodEnd,
  isApiError,
  type Room,
} from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  ErrorModal,
  KebabMenu,
  type KebabMenuItem,
  registerTexts,
  SearchBox,
  Spinner,
  StatusChip,
  useLocale,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type SyntheticEvent, useCallback, useMemo, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { useFocusReturn } from './focusReturn.ts';
import { roomManageTexts } from './manageTexts.ts';
import styles from './RoomPages.module.css';
import { refreshRooms, useInstitutionRooms } from './roomQueries.ts';
import { roomScreenTexts } from './texts.ts';

registerTexts(codeLabelTexts);
registerTexts(roomScreenTexts);
registerTexts(roomManageTexts);

const RoomFormContainer = lazy(() => import('./RoomFormContainer.tsx'));
const RoomDetailContainer = lazy(() => import('./RoomDetailContainer.tsx'));
const LeaderDialog = lazy(() => import('./LeaderDialog.tsx'));

type Opened =
  | { kind: 'none' }
  | { kind: 'register' }
  | { kind: 'modify'; room: Room }
  | { kind: 'detail'; room: Room }
  | { kind: 'leader'; room: Room }
  | { kind: 'remove'; room: Room };

const NONE: Opened = { kind: 'none' };
const columnHelper = createDataTableColumns<Room>();
const rowId = (room: Room) => room.roomCode;
const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Regular classes for managers, manage/room/list (issue 19 item 7; screens.md §7 Rooms, §6 "Leader
 * changes by manager"): the institution's rooms with search and paging; register, modify, change
 * the leader (teachers only) and remove. Removal is refused while a class runs in the room.
 */
export function Component() {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  // screens.md §6: ROOM_REG gates the register button and the menus; manage access alone reads.
  const canRegister = signedIn?.can('roomRegistration') ?? false;
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [opened, setOpened] = useState<Opened>(NONE);
  const [shownError, setShownError] = useState<{ code: string | null } | null>(null);
  const { remember, giveBack } = useFocusReturn();
  const open = useCallback(
    (next: Opened) => {
      remember();
      setOpened(next);
    },
    [remember],
  );
  const close = () => {
    setOpened(NONE);
    giveBack();
  };
  const page = useInstitutionRooms({ keyword, pageIndex });

  const columns = useMemo(() => {
    const manages = (room: Room) =>
      signedIn !== null &&
      canManageRoom(
        signedIn.user,
        { ownerUserIdx: room.ownerUserIdx ?? 0 },
        signedIn.config.userTypeAuth,
      );
    const actionsOf = (room: Room): KebabMenuItem[] => [
      {
        id: 'detail',
        label: t('rooms.manage.action.detail'),
        onSelect: () => open({ kind: 'detail', room }),
      },
      {
        id: 'modify',
        label: t('rooms.manage.action.modify'),
        onSelect: () => open({ kind: 'modify', room }),
      },
      {
        id: 'leader',
        label: t('rooms.manage.action.changeLeader'),
        onSelect: () => open({ kind: 'leader', room }),
      },
      {
        id: 'remove',
        label: t('rooms.manage.action.remove'),
        tone: 'danger',
        // screens.md §4: "A room with an open meet cannot be removed".
        ...(room.meet?.exist ? { disabled: true, description: t('rooms.remove.meetOpen') } : {}),
        onSelect: () => open({ kind: 'remove', room }),
      },
    ];
    return columnHelper.columns([
      columnHelper.accessor('roomTitle', {
        header: t('rooms.manage.column.name'),
        meta: { rowHeader: true },
      }),
      columnHelper.accessor('roomType', {
        header: t('rooms.manage.column.kind'),
        cell: (info) => {
          const kind = info.getValue();
          return kind == null ? '-' : t(codeLabelKey('ROOM_KIND', kind));
        },
      }),
      columnHelper.accessor((room) => room.ownerUser?.userName ?? '', {
        id: 'leader',
        header: t('rooms.manage.column.leader'),
      }),
      columnHelper.accessor('showEndDatetime', {
        header: t('rooms.manage.column.period'),
        cell: (info) => (
          <span className={styles.period}>
            <DateText value={info.row.original.showDatetime} />
            {' - '}
            {formatDisplayPeriodEnd(info.getValue(), new Date(), locale)}
          </span>
        ),
      }),
      columnHelper.accessor((room) => room.roomUserList?.length ?? 0, {
        id: 'attendees',
        header: t('rooms.manage.column.attendees'),
        meta: { align: 'end' },
        cell: (info) => t('rooms.manage.attendeeCount', { count: info.getValue() }),
      }),
      columnHelper.accessor('roomStatus', {
        header: t('rooms.manage.column.state'),
        cell: (info) => {
          const room = info.row.original;
          if (room.meet?.exist) {
            return (
              <StatusChip
                tone="success"
                label={t('rooms.state.live', { count: room.meet.currentUserNum ?? 0 })}
              />
            );
          }
          const state = info.getValue();
          return state == null ? '-' : t(codeLabelKey('ROOM_STATE', state));
        },
      }),
      columnHelper.display({
        id: 'actions',
        header: t('rooms.manage.column.actions'),
        meta: { align: 'center' },
        cell: (info) =>
          // Who may not change the room reads its detail from the row.
          manages(info.row.original) ? (
            // The menu's clicks bubble through React to the row, which would open the detail.
            // biome-ignore lint/a11y/noStaticElementInteractions: stops bubbling only; the menu inside is the control.
            <span onClick={stopPropagation} onKeyDown={stopPropagation}>
              <KebabMenu
                size="sm"
                align="end"
                label={t('rooms.manage.actions', { name: info.row.original.roomTitle })}
                items={actionsOf(info.row.original)}
              />
            </span>
          ) : null,
      }),
    ]);
  }, [t, locale, signedIn, open]);

  const removeRoom = async (room: Room) => {
    try {
      await api.call('room.DEL', { roomCode: room.roomCode });
    } catch (error) {
      close();
      setShownError({ code: isApiError(error) ? error.code : null });
      return;
    }
    toast.success(t('rooms.toast.removed', { name: room.roomTitle }));
    close();
    await refreshRooms(queryClient);
  };

  return (
    <section className={styles.page} aria-labelledby="rooms-title" data-slot="manage-rooms">
      <header className={styles.header}>
        <h1 id="rooms-title" className={styles.title}>
          {t('rooms.manage.title')}
        </h1>
        {canRegister && (
          <Button onClick={() => open({ kind: 'register' })}>{t('rooms.manage.register')}</Button>
        )}
      </header>
      <div className={styles.filters}>
        <SearchBox
          className={styles.search}
          label={t('rooms.manage.search')}
          placeholder={t('rooms.manage.searchPlaceholder')}
          debounce="text"
          onSearch={(text) => {
            setKeyword(text.trim());
            setPageIndex(0);
          }}
        />
      </div>
      <DataTable<Room>
        label={t('rooms.manage.table')}
        columns={columns}
        data={page.data?.content ?? []}
        getRowId={rowId}
        getRowLabel={(room) => room.roomTitle}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize: page.data?.size ?? 20,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
        }}
        onRowClick={(room) => open({ kind: 'detail', room })}
        loading={page.isFetching}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          keyword ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('rooms.manage.noResults', { keyword })}
            />
          ) : (
            <EmptyState
              title={t('rooms.manage.empty.title')}
              description={t('rooms.manage.empty.description')}
            />
          )
        }
      />
      <Suspense fallback={<Spinner label={t('rooms.class.loadingDialog')} />}>
        {(opened.kind === 'register' || opened.kind === 'modify') && (
          <RoomFormContainer
            mode="manage"
            room={opened.kind === 'modify' ? opened.room : null}
            onClose={close}
          />
        )}
        {opened.kind === 'detail' && <RoomDetailContainer room={opened.room} onClose={close} />}
        {opened.kind === 'leader' && <LeaderDialog room={opened.room} onClose={close} />}
      </Suspense>
      <ConfirmDialog
        open={opened.kind === 'remove'}
        onOpenChange={(open) => !open && close()}
        variant="destructive"
        title={
          opened.kind === 'remove' ? t('rooms.remove.title', { name: opened.room.roomTitle }) : ''
        }
        message={t('rooms.remove.body')}
        confirmLabel={t('rooms.remove.confirm')}
        onConfirm={() => (opened.kind === 'remove' ? removeRoom(opened.room) : undefined)}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
      <ErrorModal
        open={shownError !== null}
        onOpenChange={(open) => !open && setShownError(null)}
        code={shownError?.code ?? null}
        context="roomRemoval"
      />
    </section>
  );
}
