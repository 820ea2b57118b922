import { type Book, LIMITS, type ValidationFault } from '@platform/contract';
import { Button, Dialog, DialogClose, InlineAlert, TextField, useT, useToast } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { refreshBooks } from './bookQueries.ts';
import { bookNameFault, copyNameFault } from './bookRules.ts';

export interface BookNameDialogProps {
  /** `rename` (MOD_NAME, the author's own book) or `copy` (DUP, anyone's book). */
  mode: 'rename' | 'copy';
  book: Book;
  onClose: () => void;
}

/**
 * Rename one's own book or copy anyone's with a new name (screens.md §5 "Book name required max
 * 50; copy name non-empty"; §6 "anyone may copy"). A refused save keeps what was typed.
 */
export function BookNameDialog({ mode, book, onClose }: BookNameDialogProps) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const queryClient = useQueryClient();
  // assumed: a copy is offered as "<name> (copy)", cut to the 50-character limit.
  const [name, setName] = useState(() =>
    mode === 'copy'
      ? [...t('textbooks.copyDefault', { name: book.bookName })].slice(0, LIMITS.TITLE_MAX).join('')
      : book.bookName,
  );
  const [fault, setFault] = useState<ValidationFault | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (bookName: string) => {
      if (mode === 'copy') await api.call('book.DUP', { bookIdx: book.bookIdx, bookName });
      else await api.call('book.MOD_NAME', { bookIdx: book.bookIdx, bookName });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const bookName = name.trim();
    const found = mode === 'copy' ? copyNameFault(bookName) : bookNameFault(bookName);
    setFault(found);
    setFailure(null);
    if (found) return;
    try {
      await save.mutateAsync(bookName);
      toast.success(mode === 'copy' ? t('textbooks.copied', { name: bookName }) : t('toast.saved'));
      onClose();
      await refreshBooks(queryClient);
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(mode === 'copy' ? 'textbooks.copyTitle' : 'textbooks.renameTitle', {
        name: book.bookName,
      })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('textbooks.form.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t(mode === 'copy' ? 'textbooks.copySubmit' : 'textbooks.renameSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t(mode === 'copy' ? 'textbooks.copyName' : 'textbooks.newName')}
          required
          value={name}
          onValueChange={setName}
          maxLength={LIMITS.TITLE_MAX}
          showCounter
          error={fault ?? undefined}
        />
        {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      </form>
    </Dialog>
  );
}
