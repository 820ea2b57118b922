import { type Book, LIMITS } from '@platform/contract';
import { contractResolver, FormDialog, faultOf, TextField, useT, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { DraftRestore } from '../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../shared/formDrafts.ts';
import { refreshBooks } from './bookQueries.ts';
import { bookNameFault, copyNameFault } from './bookRules.ts';

export interface BookNameDialogProps {
  /** `rename` (MOD_NAME, the author's own book) or `copy` (DUP, anyone's book). */
  mode: 'rename' | 'copy';
  book: Book;
  onClose: () => void;
}

interface BookNameForm {
  bookName: string;
}

/**
 * Rename one's own book or copy anyone's with a new name (screens.md §5 "Book name required max
 * 50; copy name non-empty"; §6 "anyone may copy"). A refused save keeps what was typed.
 */
export function BookNameDialog({ mode, book, onClose }: BookNameDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<BookNameForm>({
    defaultValues: {
      // assumed: a copy is offered as "<name> (copy)", cut to the 50-character limit.
      bookName:
        mode === 'copy'
          ? [...t('textbooks.copyDefault', { name: book.bookName })]
              .slice(0, LIMITS.TITLE_MAX)
              .join('')
          : book.bookName,
    },
    resolver: contractResolver(({ bookName }) => ({
      bookName: mode === 'copy' ? copyNameFault(bookName.trim()) : bookNameFault(bookName.trim()),
    })),
  });
  const draft = useFormDraft(form, `book.${mode}:${book.bookIdx}`);

  const save = async ({ bookName: typed }: BookNameForm) => {
    const bookName = typed.trim();
    if (mode === 'copy') await api.call('book.DUP', { bookIdx: book.bookIdx, bookName });
    else await api.call('book.MOD_NAME', { bookIdx: book.bookIdx, bookName });
    toast.success(mode === 'copy' ? t('textbooks.copied', { name: bookName }) : t('toast.saved'));
    void refreshBooks(queryClient);
  };

  return (
    <FormDialog
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(mode === 'copy' ? 'textbooks.copyTitle' : 'textbooks.renameTitle', {
        name: book.bookName,
      })}
      cancelLabel={t('textbooks.form.cancel')}
      submitLabel={t(mode === 'copy' ? 'textbooks.copySubmit' : 'textbooks.renameSubmit')}
      onSubmit={save}
      errorText={(error) => apiErrorMessage(error, t)}
    >
      <DraftRestore draft={draft} />
      <TextField
        label={t(mode === 'copy' ? 'textbooks.copyName' : 'textbooks.newName')}
        required
        maxLength={LIMITS.TITLE_MAX}
        showCounter
        error={faultOf(form.formState.errors.bookName)}
        {...form.register('bookName')}
      />
    </FormDialog>
  );
}
