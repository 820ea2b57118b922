import type { User } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { refreshUsersAndGroups } from '../../../shared/userDirectory.ts';

// The modals and the actions load when first shown, so that the list shows without their code.
const UserDetailDialog = lazy(() => import('../detail/UserDetailDialog.tsx'));
const UserExcelDialog = lazy(() => import('../excel/UserExcelDialog.tsx'));
const LazyAccountActions = lazy(() => import('../actions/AccountActions.tsx'));
const LazySampleDownload = lazy(() =>
  import('../excel/SampleDownloadButton.tsx').then((module) => ({
    default: module.SampleDownloadButton,
  })),
);

export type OpenModal =
  | null
  | { kind: 'detail'; userIdx: number }
  | { kind: 'register' }
  | { kind: 'excel' };

export interface UsersModalsProps {
  modal: OpenModal;
  onClose: () => void;
}

/** Reads users and groups again after a change made in one of the modals. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void refreshUsersAndGroups(queryClient);
}

/** The modals the screen opens: user detail (view and edit, or register) and Excel registration. */
export function UsersModals({ modal, onClose }: UsersModalsProps) {
  const refresh = useRefresh();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <Suspense fallback={null}>
      {modal?.kind === 'detail' && (
        <UserDetailDialog
          key={modal.userIdx}
          open
          onOpenChange={onOpenChange}
          userIdx={modal.userIdx}
          onChanged={refresh}
        />
      )}
      {modal?.kind === 'register' && (
        <UserDetailDialog open onOpenChange={onOpenChange} onChanged={refresh} />
      )}
      {modal?.kind === 'excel' && (
        <UserExcelDialog open onOpenChange={onOpenChange} onRegistered={refresh} />
      )}
    </Suspense>
  );
}

/** The account actions (activate, deactivate, unlock, unsubscribe, password) on selected users. */
export function UserAccountActions({
  users,
  onDone,
}: {
  users: readonly User[];
  onDone: () => void;
}) {
  const refresh = useRefresh();
  return (
    <Suspense fallback={null}>
      <LazyAccountActions
        users={users}
        onDone={() => {
          onDone();
          refresh();
        }}
      />
    </Suspense>
  );
}

/** The sample spreadsheet's download button. */
export function UserExcelSampleButton() {
  return (
    <Suspense fallback={null}>
      <LazySampleDownload />
    </Suspense>
  );
}
