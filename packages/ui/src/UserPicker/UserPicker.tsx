import {
  codeLabelTexts,
  type ValidationFault,
  validateSelection,
  validationFault,
} from '@platform/contract';
import { useId, useMemo, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import {
  GroupTree,
  type GroupTreeSelection,
  type TreeGroup,
  type TreeUser,
} from '../GroupTree/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { groupsTexts } from '../i18n/texts/groups.ts';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { Select } from '../Select/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './UserPicker.module.css';

/** The tree's height in the picker, in px (GroupTree virtualizes its rows in it). */
const TREE_HEIGHT = 280;

// The widget's texts come with it: pages without it do not carry them.
registerTexts(codeLabelTexts);
registerTexts(groupsTexts);

export interface UserPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. "Select receivers"; 'Select users' by default. */
  title?: string;
  groups: readonly TreeGroup[];
  users: readonly TreeUser[];
  /** Users already chosen (userIdx), e.g. the room's attendees or a message's receivers. */
  initialSelection?: readonly number[];
  /** The user types that may be chosen (e.g. teacher, student, open teacher for messages). */
  allowedUserTypes?: readonly number[];
  /** The most users that may be chosen; the contract's `valid.selectUpTo` says so. */
  max?: number;
  /**
   * false lists users without groups: the app passes `showsTreeMode(funcUse)` (`WEB_FUNC_USE`
   * position 2 hides tree mode).
   */
  treeMode?: boolean;
  /** The chosen users, when the user presses Done. The dialog then closes. */
  onConfirm: (users: TreeUser[]) => void;
  /**
   * The users or groups are still loading: the tree waits instead of showing an empty
   * institution or "no match" for a name that is only not there yet (and then moving its rows
   * under the pointer when they arrive).
   */
  loading?: boolean;
}

/**
 * A modal user picker (screens.md §10 "user picker modal") over GroupTree: filter by name or ID,
 * narrow by user type, select users in the tree, Add them to the list on the right, Done. One
 * widget for homework submitters, message receivers and room attendees.
 */
export function UserPicker({ open, onOpenChange, title, ...rest }: UserPickerProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title ?? t('userPicker.title')}>
      {/* Mounted only while open: every opening starts from initialSelection. */}
      {open && <PickerBody {...rest} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type BodyProps = Omit<UserPickerProps, 'open' | 'onOpenChange' | 'title'> & {
  onClose: () => void;
};

function PickerBody({
  groups,
  users,
  initialSelection = [],
  allowedUserTypes,
  max,
  treeMode = true,
  onConfirm,
  onClose,
  loading = false,
}: BodyProps) {
  const t = useT();
  const [role, setRole] = useState('');
  const [picked, setPicked] = useState<readonly number[]>(initialSelection);
  const [inTree, setInTree] = useState<readonly TreeUser[]>([]);
  const [fault, setFault] = useState<ValidationFault | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const byIdx = useMemo(() => new Map(users.map((user) => [user.userIdx, user])), [users]);
  const types = useMemo(() => {
    if (allowedUserTypes) return [...allowedUserTypes];
    return [...new Set(users.map((user) => user.userType))].sort((a, b) => a - b);
  }, [allowedUserTypes, users]);
  const shown = useMemo(() => {
    const allowed = new Set(role === '' ? types : [Number(role)]);
    return users.filter((user) => allowed.has(user.userType));
  }, [users, types, role]);

  const pickedUsers = picked.flatMap((userIdx) => byIdx.get(userIdx) ?? []);

  const headingId = useId();

  const add = (candidates: readonly TreeUser[]) => {
    const already = new Set(picked);
    const adding = candidates.filter((user) => !already.has(user.userIdx)).map((u) => u.userIdx);
    const limit = validateSelection(picked.length + adding.length, { min: 0, max });
    if (limit) {
      setFault(limit);
      return;
    }
    setFault(null);
    setPicked([...picked, ...adding]);
    setAnnouncement(t('userPicker.added', { count: adding.length }));
  };

  const remove = (userIdx: number) => {
    setFault(null);
    setPicked(picked.filter((idx) => idx !== userIdx));
  };

  const confirm = () => {
    if (picked.length === 0) {
      setFault(validationFault('valid.noSelectedUser'));
      return;
    }
    onConfirm(pickedUsers);
    onClose();
  };

  return (
    <div className={styles.picker} data-slot="user-picker">
      <Select
        label={t('userPicker.role')}
        options={[
          { value: '', label: t('userPicker.allRoles') },
          ...types.map((type) => ({ value: String(type), label: t(`code.USER_TYPE.${type}`) })),
        ]}
        value={role}
        onChange={(event) => setRole(event.target.value)}
      />
      {loading ? (
        // The tree's own height, so nothing moves when the tree arrives.
        <div
          className={styles.loading}
          style={{ minBlockSize: TREE_HEIGHT }}
          data-slot="user-picker-loading"
        >
          <Spinner label={t('userPicker.loading')} showLabel />
        </div>
      ) : (
        <GroupTree
          groups={groups}
          users={shown}
          usersOnly
          view={treeMode ? 'tree' : 'list'}
          height={TREE_HEIGHT}
          onSelectionChange={(selection: GroupTreeSelection) => setInTree(selection.users)}
          onUserActivate={(user) => add([user])}
        />
      )}
      <div className={styles.addRow}>
        <Button variant="secondary" onClick={() => add(inTree)} disabled={inTree.length === 0}>
          {t('userPicker.add')}
        </Button>
        <span className={styles.count} data-slot="user-picker-count">
          {max === undefined
            ? t('userPicker.count', { count: picked.length })
            : t('userPicker.countOfMax', { count: picked.length, max })}
        </span>
      </div>
      {fault && (
        <InlineAlert tone="danger" data-slot="user-picker-error">
          {t(fault.key, fault.params)}
        </InlineAlert>
      )}
      <section className={styles.selected} aria-labelledby={headingId}>
        <div className={styles.selectedHeader}>
          <h3 id={headingId} className={styles.selectedTitle}>
            {t('userPicker.selected')}
          </h3>
          {picked.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setPicked([])}>
              {t('userPicker.clear')}
            </Button>
          )}
        </div>
        {pickedUsers.length === 0 ? (
          <p className={styles.none}>{t('userPicker.noneSelected')}</p>
        ) : (
          <ul className={styles.list} data-slot="user-picker-selected">
            {pickedUsers.map((user) => (
              <li key={user.userIdx} className={styles.item}>
                <span className={styles.name}>{user.userName}</span>
                <span className={styles.meta}>{user.userId}</span>
                <span className={styles.meta}>{t(`code.USER_TYPE.${user.userType}`)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  label={t('userPicker.remove', { name: user.userName })}
                  icon={<CloseIcon />}
                  onClick={() => remove(user.userIdx)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <div className={styles.footer}>
        <DialogClose asChild>
          <Button variant="secondary">{t('userPicker.cancel')}</Button>
        </DialogClose>
        <Button onClick={confirm}>{t('userPicker.confirm')}</Button>
      </div>
    </div>
  );
}
