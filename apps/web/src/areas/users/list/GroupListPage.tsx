import {
  canManageOtherUsers,
  canViewUserInfo,
  codeLabelTexts,
  showsTreeMode,
  type User,
} from '@platform/contract';
import { registerTexts, Switch, useT } from '@platform/ui';
import { useState } from 'react';
import { useSignedIn } from '../../../app/session/session.ts';
import { usersTexts } from '../texts.ts';
import styles from './GroupListPage.module.css';
import { GroupTreePanel } from './GroupTreePanel.tsx';
import { UserListPanel } from './UserListPanel.tsx';
import {
  type OpenModal,
  UserAccountActions,
  UserExcelSampleButton,
  UsersModals,
} from './UsersModals.tsx';

// This screen's texts arrive with its code; the type column shows code labels.
registerTexts(codeLabelTexts);
registerTexts(usersTexts);

/**
 * manage/group/list, the users-and-groups screen (screens.md §10 "Users and groups"): manage
 * mode, the paged user list, or outside it the group tree. WEB_FUNC_USE position 2 hides tree
 * mode (screens.md §6, the contract's `showsTreeMode`): then only the list shows. Users open in
 * the user detail modal; register, Excel registration and the account actions open theirs.
 * assumed: the screen opens in manage mode (the list answers fastest and works with every flag).
 */
export function Component() {
  const t = useT();
  const signedIn = useSignedIn();
  const [manageMode, setManageMode] = useState(true);
  const [modal, setModal] = useState<OpenModal>(null);
  if (!signedIn) return null;

  const treeShown = showsTreeMode(signedIn.config.funcUse);
  const canManage = canManageOtherUsers(signedIn.user.userType);
  const inManageMode = manageMode || !treeShown;
  const openUser = (user: Pick<User, 'userIdx'>) =>
    setModal({ kind: 'detail', userIdx: user.userIdx });

  return (
    <section className={styles.page} aria-labelledby="screen-title" data-slot="group-list-page">
      <header className={styles.header}>
        <h1 id="screen-title" className={styles.title}>
          {t('users.title')}
        </h1>
        {treeShown && (
          <Switch
            label={t('users.manageMode')}
            checked={inManageMode}
            onCheckedChange={setManageMode}
          />
        )}
      </header>
      {inManageMode ? (
        <UserListPanel
          canManage={canManage}
          canViewDetails={canViewUserInfo(signedIn.user)}
          onOpenUser={openUser}
          onRegister={() => setModal({ kind: 'register' })}
          onExcelRegister={() => setModal({ kind: 'excel' })}
          sampleDownload={<UserExcelSampleButton />}
          accountActions={(selected, done) => <UserAccountActions users={selected} onDone={done} />}
        />
      ) : (
        <GroupTreePanel
          companyIdx={signedIn.user.companyIdx}
          canManage={canManage}
          onOpenUser={openUser}
          accountActions={(selected, done) => <UserAccountActions users={selected} onDone={done} />}
        />
      )}
      <UsersModals modal={modal} onClose={() => setModal(null)} />
    </section>
  );
}
