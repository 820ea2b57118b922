import { LIMITS, type Memo, type ValidationFault, validateMemo } from '@platform/contract';
import { Button, ConfirmDialog, DateText, EmptyState, TextArea, useT } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { endpointQuery, invalidateEndpoints } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import styles from './UserDetailDialog.module.css';

export interface MemosTabProps {
  userIdx: number;
  /** The signed-in user, the author of new memos. */
  meIdx: number;
  /** Managers change any memo; others only their own (the mock's rule, screens.md §6). */
  manager: boolean;
  onChanged?: (() => void) | undefined;
}

/**
 * The memo tab (screens.md §10 "detail modal with memo ... tabs"; §5 "Memo required max 200";
 * §8 "Empty states ... no memos"): the list, newest first, with add, edit and delete.
 */
export function MemosTab({ userIdx, meIdx, manager, onChanged }: MemosTabProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const memos = useQuery(endpointQuery('memo.LIST', { userIdx }));
  const refresh = async () => {
    await invalidateEndpoints(queryClient, 'memo.LIST');
    onChanged?.();
  };

  return (
    <div className={styles.section} data-slot="user-memos">
      <NewMemo userIdx={userIdx} meIdx={meIdx} onAdded={refresh} />
      <QueryState
        query={memos}
        loadingLabel={t('userDetail.loading')}
        empty={
          <EmptyState
            title={t('userDetail.memosEmpty')}
            description={t('userDetail.memosEmptyHint')}
          />
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('userDetail.memos')}>
            {list.map((memo) => (
              <MemoItem
                key={memo.memoIdx}
                memo={memo}
                changeable={manager || memo.regUserIdx === meIdx}
                onChanged={refresh}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function NewMemo({
  userIdx,
  meIdx,
  onAdded,
}: {
  userIdx: number;
  meIdx: number;
  onAdded: () => Promise<void>;
}) {
  const t = useT();
  const [content, setContent] = useState('');
  // Bumped after a save, so the uncontrolled field starts empty again.
  const [round, setRound] = useState(0);
  const [fault, setFault] = useState<ValidationFault | string | null>(null);
  const add = useMutation({
    mutationFn: (text: string) =>
      api.result('memo.SAVE', { userIdx, regUserIdx: meIdx, content: text }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (event.target !== event.currentTarget || add.isPending) return;
    const found = validateMemo(content);
    setFault(found);
    if (found) return;
    try {
      await add.mutateAsync(content.trim());
      setContent('');
      setRound((value) => value + 1);
      await onAdded();
    } catch (error) {
      // What was typed stays in the field.
      setFault(apiErrorMessage(error, t));
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-slot="memo-new">
      <TextArea
        key={round}
        label={t('userDetail.memoNew')}
        name="memo"
        required
        rows={3}
        maxLength={LIMITS.MEMO_MAX}
        showCounter
        onValueChange={(value) => {
          setContent(value);
          setFault(null);
        }}
        error={fault}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={add.isPending}>
          {t('userDetail.memoAdd')}
        </Button>
      </div>
    </form>
  );
}

function MemoItem({
  memo,
  changeable,
  onChanged,
}: {
  memo: Memo;
  changeable: boolean;
  onChanged: () => Promise<void>;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(memo.content);
  const [fault, setFault] = useState<ValidationFault | string | null>(null);
  const modify = useMutation({
    mutationFn: (text: string) => api.result('memo.MOD', { memoIdx: memo.memoIdx, content: text }),
  });
  const remove = useMutation({
    mutationFn: () => api.call('memo.DEL', { memoIdx: memo.memoIdx }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (event.target !== event.currentTarget || modify.isPending) return;
    const found = validateMemo(content);
    setFault(found);
    if (found) return;
    try {
      await modify.mutateAsync(content.trim());
      setEditing(false);
      await onChanged();
    } catch (error) {
      setFault(apiErrorMessage(error, t));
    }
  };

  return (
    <li className={styles.item} data-slot="memo">
      {editing ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextArea
            label={t('userDetail.memoEditLabel')}
            name="memoContent"
            required
            rows={3}
            maxLength={LIMITS.MEMO_MAX}
            showCounter
            defaultValue={memo.content}
            onValueChange={(value) => {
              setContent(value);
              setFault(null);
            }}
            error={fault}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setEditing(false);
                setContent(memo.content);
                setFault(null);
              }}
            >
              {t('userDetail.cancel')}
            </Button>
            <Button type="submit" size="sm" loading={modify.isPending}>
              {t('userDetail.memoSave')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.content}>{memo.content}</p>
      )}
      <p className={styles.meta}>
        {memo.regUserName ?? ''} <DateText value={memo.regDatetime} />
      </p>
      {changeable && !editing && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('userDetail.memoEdit')}
          </Button>
          <ConfirmDialog
            variant="destructive"
            title={t('userDetail.memoDeleteTitle')}
            message={t('userDetail.memoDeleteMessage')}
            confirmLabel={t('userDetail.memoDelete')}
            onConfirm={async () => {
              await remove.mutateAsync();
              await onChanged();
            }}
            failureMessage={(error) => apiErrorMessage(error, t)}
            trigger={
              <Button variant="secondary" size="sm">
                {t('userDetail.memoDelete')}
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}
