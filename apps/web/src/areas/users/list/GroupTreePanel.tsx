import { type Group, TOP_GROUP_IDX, type User } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  GroupTree,
  type GroupTreeMove,
  Skeleton,
  type TreeGroup,
  type TreeUser,
  useT,
  useToast,
  VisuallyHidden,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { bothQueries, QueryState } from '../../../shared/QueryState.tsx';
import { refreshUsersAndGroups, useGroups } from '../../../shared/userDirectory.ts';
import styles from './GroupListPage.module.css';
import type { GroupNameDialogMode } from './GroupNameDialog.tsx';

// The name form loads when first opened: the tree shows without the form library.
const GroupNameDialog = lazy(() =>
  import('./GroupNameDialog.tsx').then((module) => ({ default: module.GroupNameDialog })),
);

import { completeCountOf } from './replies.ts';
import { moveCalls } from './treeMoves.ts';
import { useAllUsers } from './usersData.ts';

export interface GroupTreePanelProps {
  companyIdx: number | null | undefined;
  /** May add, rename, delete and move (canManageOtherUsers). */
  canManage: boolean;
  /** A user activated in the tree (double click, Enter, "Open"): the user detail modal. */
  onOpenUser: (user: TreeUser) => void;
  /** The account actions on the users selected in the tree; `done` after a change. */
  accountActions?: (selected: User[], done: () => void) => ReactNode;
}

type NameDialog = { mode: GroupNameDialogMode; save: (name: string) => Promise<unknown> };
type Confirm = { kind: 'deleteGroup' | 'deleteUsers'; group: TreeGroup };

const TREE_HEIGHT = 480; // px: the tree virtualizes its rows and needs a height.

/**
 * Tree mode of the users-and-groups screen (screens.md §10 "otherwise tree with filter,
 * right-click menu, drag-drop move"): the GroupTree over the institution's groups and users, its
 * context menu (add subgroup, rename, move, delete the group's users, delete the group) and moves
 * by drag and by "Move to…", each carried out by the mock server's calls and read back.
 */
export function GroupTreePanel({
  companyIdx,
  canManage,
  onOpenUser,
  accountActions,
}: GroupTreePanelProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const groups = useGroups(companyIdx);
  const users = useAllUsers(true);
  const [nameDialog, setNameDialog] = useState<NameDialog | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [selectedUsers, setSelectedUsers] = useState<User[]>([]);

  const refresh = () => refreshUsersAndGroups(queryClient);
  const groupList: Group[] = groups.data ?? [];

  const saveGroup = async (group: { groupIdx?: number; upGroupIdx: number; groupName: string }) => {
    await api.call('group.SAVE', { group });
    toast.success(t('toast.saved'));
    await refresh();
  };

  const addGroup = (parent: TreeGroup | null) =>
    setNameDialog({
      mode: { kind: 'add', parentName: parent?.groupName ?? null },
      save: (groupName) => saveGroup({ upGroupIdx: parent?.groupIdx ?? TOP_GROUP_IDX, groupName }),
    });

  const renameGroup = (group: TreeGroup) =>
    setNameDialog({
      mode: { kind: 'rename', groupName: group.groupName },
      save: (groupName) =>
        saveGroup({ groupIdx: group.groupIdx, upGroupIdx: group.upGroupIdx, groupName }),
    });

  const move = async (plan: GroupTreeMove) => {
    try {
      // One call per user or group, in order, so that a refusal stops at the one refused.
      for (const call of moveCalls(plan, groupList)) {
        if (call.name === 'user.SAVE') await api.call('user.SAVE', call.params);
        else await api.call('group.SAVE', call.params);
      }
      toast.success(
        t('users.moved', { users: plan.userIdxs.length, groups: plan.groupIdxs.length }),
      );
    } catch (error) {
      toast.error(apiErrorMessage(error, t));
    } finally {
      await refresh();
    }
  };

  const runConfirm = async () => {
    if (!confirm) return;
    const { groupIdx } = confirm.group;
    if (confirm.kind === 'deleteGroup') {
      // assumed: "delete group" is DEL, which keeps its users and subgroups under its parent;
      // removing users is the separate "delete the group's users".
      await api.call('group.DEL', { groupIdx });
      toast.success(t('users.groupDeleted', { name: confirm.group.groupName }));
    } else {
      const reply = await api.call('group.DEL_USER', { groupIdx });
      toast.success(t('users.deleted', { count: completeCountOf(reply.result) ?? 0 }));
    }
    await refresh();
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby="users-tree-title"
      data-slot="group-tree-panel"
    >
      <h2 id="users-tree-title" className={styles.panelTitle}>
        {t('users.tree.title')}
      </h2>
      {canManage && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => addGroup(null)}>
            {t('users.group.addTopButton')}
          </Button>
          {accountActions?.(selectedUsers, () => setSelectedUsers([]))}
        </div>
      )}
      <QueryState
        query={bothQueries(groups, users)}
        loadingLabel={t('users.loading')}
        loading={
          <div aria-busy="true" className={styles.treeLoading}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <VisuallyHidden role="status">{t('users.loading')}</VisuallyHidden>
          </div>
        }
      >
        {([, allUsers]) => (
          <GroupTree
            groups={groupList}
            users={allUsers}
            height={TREE_HEIGHT}
            onUserActivate={onOpenUser}
            onSelectionChange={(selection) => {
              const wanted = new Set(selection.users.map((user) => user.userIdx));
              setSelectedUsers(allUsers.filter((user) => wanted.has(user.userIdx)));
            }}
            {...(canManage
              ? {
                  onAddSubgroup: addGroup,
                  onRenameGroup: renameGroup,
                  onDeleteGroup: (group: TreeGroup) => setConfirm({ kind: 'deleteGroup', group }),
                  onDeleteGroupUsers: (group: TreeGroup) =>
                    setConfirm({ kind: 'deleteUsers', group }),
                  onMove: (plan: GroupTreeMove) => void move(plan),
                }
              : {})}
          />
        )}
      </QueryState>
      <Suspense fallback={null}>
        {nameDialog && (
          <GroupNameDialog
            mode={nameDialog.mode}
            onSave={nameDialog.save}
            onClose={() => setNameDialog(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        variant="destructive"
        title={
          confirm?.kind === 'deleteUsers'
            ? t('users.deleteGroupUsersTitle', { name: confirm.group.groupName })
            : t('users.deleteGroupTitle', { name: confirm?.group.groupName ?? '' })
        }
        message={
          confirm?.kind === 'deleteUsers'
            ? t('users.deleteGroupUsersBody')
            : t('users.deleteGroupBody')
        }
        confirmLabel={t('users.delete')}
        onConfirm={runConfirm}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
    </section>
  );
}
