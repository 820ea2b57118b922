import { LIMITS, type Memo, validateMemo } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  contractResolver,
  DateText,
  EmptyState,
  faultOf,
  TextArea,
  useGuardedSubmit,
  useT,
  useToast,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { endpointQuery, invalidateEndpoints } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { DraftRestore } from '../../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../../shared/formDrafts.ts';
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

interface MemoForm {
  content: string;
}

/** The memo rule of screens.md §5 ("Memo required max 200"), the contract's own. */
const memoResolver = contractResolver<MemoForm>(({ content }) => ({
  content: validateMemo(content),
}));

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
  const toast = useToast();
  const form = useForm<MemoForm>({ defaultValues: { content: '' }, resolver: memoResolver });
  // Bumped after a save or a restore, so the field and its counter show what the form holds.
  const [round, setRound] = useState(0);
  const draft = useFormDraft(form, `memo.new:${userIdx}`, {
    onRestored: () => setRound((value) => value + 1),
  });
  const { submit, pending } = useGuardedSubmit(
    form,
    ({ content }: MemoForm) =>
      api.result('memo.SAVE', { userIdx, regUserIdx: meIdx, content: content.trim() }),
    {
      onSaved: () => {
        // foundation.md §8 "Success toasts: ... Saved" (issue 16 item 8: every save says so).
        toast.success(t('toast.saved'));
        form.reset({ content: '' });
        setRound((value) => value + 1);
        void onAdded();
      },
      // What was typed stays in the field, with the server's reason.
      onError: (error) =>
        form.setError(
          'content',
          { type: 'server', message: apiErrorMessage(error, t) },
          { shouldFocus: true },
        ),
    },
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-slot="memo-new">
      <DraftRestore draft={draft} />
      <TextArea
        key={round}
        label={t('userDetail.memoNew')}
        required
        rows={3}
        maxLength={LIMITS.MEMO_MAX}
        showCounter
        error={faultOf(form.formState.errors.content)}
        {...form.register('content')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={pending}>
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
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const form = useForm<MemoForm>({
    defaultValues: { content: memo.content },
    resolver: memoResolver,
  });
  // An edit cut off by a session end comes back as an edit.
  const draft = useFormDraft(form, `memo.edit:${memo.memoIdx}`, {
    onRestored: () => setEditing(true),
  });
  const remove = useMutation({
    mutationFn: () => api.call('memo.DEL', { memoIdx: memo.memoIdx }),
  });
  const { submit, pending } = useGuardedSubmit(
    form,
    ({ content }: MemoForm) =>
      api.result('memo.MOD', { memoIdx: memo.memoIdx, content: content.trim() }),
    {
      onSaved: () => {
        toast.success(t('toast.saved'));
        setEditing(false);
        void onChanged();
      },
      onError: (error) =>
        form.setError(
          'content',
          { type: 'server', message: apiErrorMessage(error, t) },
          { shouldFocus: true },
        ),
    },
  );

  /** Each edit starts from the memo as saved (a cancelled edit leaves nothing behind). */
  const startEdit = () => {
    form.reset({ content: memo.content });
    setEditing(true);
  };

  return (
    <li className={styles.item} data-slot="memo">
      <DraftRestore draft={draft} />
      {editing ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextArea
            label={t('userDetail.memoEditLabel')}
            required
            rows={3}
            maxLength={LIMITS.MEMO_MAX}
            showCounter
            error={faultOf(form.formState.errors.content)}
            {...form.register('content')}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => setEditing(false)}
            >
              {t('userDetail.cancel')}
            </Button>
            <Button type="submit" size="sm" loading={pending}>
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
          <Button variant="secondary" size="sm" onClick={startEdit}>
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
