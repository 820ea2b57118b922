import { codeLabelKey, PAGE_SIZE, type User } from '@platform/contract';
import {
  AlertDialog,
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  SearchBox,
  StatusChip,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { refreshUsersAndGroups } from '../../../shared/userDirectory.ts';
import styles from './GroupListPage.module.css';
import { completeCountOf } from './replies.ts';
import { useUserPage } from './usersData.ts';

export interface UserListPanelProps {
  /** May register, delete and change users (canManageOtherUsers). */
  canManage: boolean;
  /**
   * Holds the user-view permission (canViewUserInfo): the server then sends each user's lock and
   * registration date. Without it the list answers names, IDs and types only, so those columns
   * are left out rather than shown empty.
   */
  canViewDetails: boolean;
  /** A row opened by click or Enter: the user detail modal. */
  onOpenUser: (user: User) => void;
  onRegister: () => void;
  onExcelRegister: () => void;
  /** The sample spreadsheet's download control (its own busy and failure states). */
  sampleDownload?: ReactNode;
  /** The account actions on the selected users; `done` clears the selection. */
  accountActions?: (selected: User[], done: () => void) => ReactNode;
}

const columnHelper = createDataTableColumns<User>();
const rowId = (user: User) => String(user.userIdx);
const rowLabel = (user: User) => `${user.userName} (${user.userId})`;

/**
 * Manage mode of the users-and-groups screen (screens.md §10): the paged user list, 30 a page,
 * newest first, searched by name or ID, with the columns number, name, ID, type, lock and
 * registration date (the last two for viewers with the user-view permission); rows are selected for the bulk delete (which needs a selected row, screens.md
 * §5, and a confirmation) and for the account actions; register, Excel registration and the sample
 * download sit above it.
 */
export function UserListPanel({
  canManage,
  canViewDetails,
  onOpenUser,
  onRegister,
  onExcelRegister,
  sampleDownload,
  accountActions,
}: UserListPanelProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pageIndex, setPageIndex] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [asking, setAsking] = useState<'none' | 'noSelection' | 'confirm'>('none');
  const page = useUserPage({ pageIndex, keyword });

  // Selection is kept by id across pages; the users seen are kept to hand the actions whole rows.
  const seen = useRef(new Map<string, User>());
  for (const user of page.data?.content ?? []) seen.current.set(rowId(user), user);
  const selectedUsers = Object.keys(selection)
    .filter((id) => selection[id])
    .map((id) => seen.current.get(id))
    .filter((user): user is User => user !== undefined);
  const clearSelection = () => setSelection({});

  const columns = useMemo(() => {
    const identity = [
      columnHelper.accessor('userName', {
        header: t('users.column.name'),
        meta: { rowHeader: true },
      }),
      columnHelper.accessor('userId', { header: t('users.column.id') }),
      columnHelper.accessor('userType', {
        header: t('users.column.type'),
        cell: (info) => t(codeLabelKey('USER_TYPE', info.getValue())),
      }),
    ];
    if (!canViewDetails) return columnHelper.columns(identity);
    return columnHelper.columns([
      ...identity,
      columnHelper.accessor('locked', {
        header: t('users.column.lock'),
        meta: { align: 'center' },
        cell: (info) =>
          info.getValue() ? (
            <StatusChip label={t('users.locked')} tone="danger" />
          ) : (
            <span className={styles.muted}>{t('users.unlocked')}</span>
          ),
      }),
      columnHelper.accessor('regDatetime', {
        header: t('users.column.registered'),
        meta: { align: 'end' },
        cell: (info) => <DateText value={info.getValue()} form="date" />,
      }),
    ]);
  }, [t, canViewDetails]);

  const deleteSelected = async () => {
    const userIdxList = selectedUsers.map((user) => user.userIdx);
    const reply = await api.call('user.REMOVE_MULTI', { userIdxList });
    clearSelection();
    toast.success(
      t('users.deleted', { count: completeCountOf(reply.result) ?? userIdxList.length }),
    );
    await refreshUsersAndGroups(queryClient);
  };

  const searching = keyword !== '';
  return (
    <section className={styles.panel} aria-labelledby="users-list-title" data-slot="user-list">
      <h2 id="users-list-title" className={styles.panelTitle}>
        {t('users.list.title')}
      </h2>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          debounce="text"
          onSearch={(text) => {
            setKeyword(text.trim());
            setPageIndex(0);
          }}
        />
        {canManage && (
          <div className={styles.actions}>
            <Button onClick={onRegister}>{t('users.register')}</Button>
            <Button variant="secondary" onClick={onExcelRegister}>
              {t('users.excelRegister')}
            </Button>
            {sampleDownload}
            <Button
              variant="danger"
              onClick={() => setAsking(selectedUsers.length === 0 ? 'noSelection' : 'confirm')}
            >
              {t('users.delete')}
            </Button>
          </div>
        )}
      </div>
      {canManage && accountActions && (
        <div className={styles.actions} data-slot="user-list-account-actions">
          {accountActions(selectedUsers, clearSelection)}
        </div>
      )}
      <DataTable<User>
        label={t('users.list.table')}
        columns={columns}
        data={page.data?.content ?? []}
        getRowId={rowId}
        getRowLabel={rowLabel}
        selectable={canManage}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize: PAGE_SIZE.USER_LIST,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
        }}
        onRowClick={onOpenUser}
        loading={page.isFetching}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          <EmptyState
            title={searching ? t('users.list.noResults', { keyword }) : t('users.list.empty')}
          />
        }
      />
      <AlertDialog
        open={asking === 'noSelection'}
        onOpenChange={(open) => !open && setAsking('none')}
        title={t('users.delete')}
        message={t('valid.noSelectedUser')}
      />
      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(open) => !open && setAsking('none')}
        variant="destructive"
        title={t('users.deleteConfirmTitle', { count: selectedUsers.length })}
        message={t('users.deleteConfirmBody')}
        confirmLabel={t('users.delete')}
        onConfirm={deleteSelected}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
    </section>
  );
}
