import { type Book, showsTreeMode, USER_TYPE } from '@platform/contract';
import { HomeworkDeployModal, type HomeworkDeployValues, useT, useToast } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { usePickerData } from '../../shared/userDirectory.ts';
import { refreshBooks } from './bookQueries.ts';
import { bookForm } from './bookRules.ts';
import { usePageThumbnails } from './usePageThumbnails.ts';

export interface BookDeployDialogProps {
  book: Book;
  onClose: () => void;
}

/** Students are the ones who submit homework (screens.md §6 "Students see own ... homework"). */
const SUBMITTER_TYPES = [USER_TYPE.STUDENT] as const;

/**
 * Deploys pages of a book as homework (screens.md §10 "homework deployment modal, user picker
 * modal"; §7 "deploy with task (bookIdx, task, userIdxList, ...)"). The picker's users and groups
 * come from the user list (picker size: the whole list) and the group list.
 */
export default function BookDeployDialog({ book, onClose }: BookDeployDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const companyIdx = signedIn?.user.companyIdx;

  const { users, groups } = usePickerData(companyIdx);

  const deploy = useMutation({
    mutationFn: (values: HomeworkDeployValues) =>
      api.call(
        'book.ADD_DEPLOY',
        bookForm('book.ADD_DEPLOY', {
          bookIdx: book.bookIdx,
          userIdxList: values.userIdxList,
          task: {
            taskName: values.taskName,
            bookIdx: book.bookIdx,
            startDatetime: values.startDatetime,
            submitLimitDatetime: values.submitLimitDatetime,
            autoReview: values.autoReview,
            ...(values.startPage != null ? { startPage: values.startPage } : {}),
            ...(values.endPage != null ? { endPage: values.endPage } : {}),
          },
        }),
      ),
    onSuccess: async (_reply, values) => {
      toast.success(t('textbooks.deploy.deployed', { name: values.taskName }));
      onClose();
      // A deployed book is "used" (screens.md §3 book status).
      await refreshBooks(queryClient);
    },
  });

  const loadPages = usePageThumbnails(book.bookIdx);
  const deployBook = useMemo(
    () => ({
      bookName: book.bookName,
      pageCount: book.pageCount ?? 0,
      loadPages,
    }),
    [book, loadPages],
  );

  const loadFailure = users.error ?? groups.error;
  return (
    <HomeworkDeployModal
      open
      onOpenChange={(open) => !open && !deploy.isPending && onClose()}
      book={deployBook}
      defaultName={book.bookName}
      groups={groups.data ?? []}
      users={users.data ?? []}
      directoryLoading={users.isPending || groups.isPending}
      allowedUserTypes={SUBMITTER_TYPES}
      treeMode={signedIn ? showsTreeMode(signedIn.config.funcUse) : true}
      onDeploy={(values) => deploy.mutateAsync(values)}
      submitting={deploy.isPending}
      error={
        deploy.error
          ? apiErrorMessage(deploy.error, t)
          : loadFailure
            ? apiErrorMessage(loadFailure, t)
            : undefined
      }
    />
  );
}
