import {
  type ApiError,
  BOOK_KIND,
  BOOK_USAGE,
  type Book,
  type BookKind,
  codeLabelKey,
  LIMITS,
  missingBookPdfs,
  validationFault,
} from '@platform/contract';
import {
  type BookPdfFiles,
  contractResolver,
  ErrorModal,
  FormDialog,
  faultOf,
  PdfUploader,
  RadioGroup,
  TextArea,
  TextField,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage, isUploadRefusal } from '../../shared/apiErrors.ts';
import { DraftRestore } from '../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../shared/formDrafts.ts';
import styles from './BookListPage.module.css';
import { refreshBooks } from './bookQueries.ts';
import {
  bookForm,
  bookNameFault,
  kindOfBook,
  pageFileParts,
  questionCountFor,
} from './bookRules.ts';

export interface BookFormDialogProps {
  /** The author's own book to modify; null registers a new one. */
  book: Book | null;
  onClose: () => void;
}

interface BookFormValues {
  kind: BookKind;
  bookName: string;
  bookDesc: string;
  files: BookPdfFiles;
}

/**
 * The PDFs still wanted. A new book needs every PDF of its kind; a modified one either keeps its
 * pages or replaces them all (assumed: replacing only the worksheet of a workbook would leave its
 * answers wrong).
 */
function filesMissing(kind: BookKind, files: BookPdfFiles, modifying: boolean): boolean {
  const missing = missingBookPdfs(kind, files);
  const chosenSome = Object.values(files).some(Boolean);
  return modifying ? chosenSome && missing.length > 0 : missing.length > 0;
}

/**
 * Registers a book from its PDFs, or modifies one's own (screens.md §5 "Books and homework" and
 * "Upload"): the kind (a textbook needs one PDF, a workbook a worksheet and a quick-answer PDF),
 * the name (required, 50 at most) and a description. Modifying may replace the PDFs, or keep the
 * pages. The server's upload refusals (WB-400-401/402/403) show in the error modal (§8); every
 * refusal keeps what was typed and chosen.
 *
 * Images are not offered here: screens.md §5 allows books "pdf only"; the image path belongs to
 * the homework screen's task books.
 */
export default function BookFormDialog({ book, onClose }: BookFormDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const modifying = book !== null;
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const form = useForm<BookFormValues>({
    defaultValues: {
      kind: book ? kindOfBook(book) : BOOK_KIND.TEXTBOOK,
      bookName: book?.bookName ?? '',
      bookDesc: book?.bookDesc ?? '',
      files: {},
    },
    resolver: contractResolver(({ kind, bookName, files }) => ({
      bookName: bookNameFault(bookName),
      // The uploader names each PDF still wanted; the fault only says some are.
      files: filesMissing(kind, files, modifying) ? validationFault('valid.required') : null,
    })),
  });
  // The files chosen cannot be kept over a session end; the name and description can.
  const draft = useFormDraft(form, `book.form:${book?.bookIdx ?? 'new'}`);
  const { errors, isSubmitting } = form.formState;
  // Registered in the order of the form: the first invalid field takes focus on submit.
  const kindField = useController({ control: form.control, name: 'kind' });
  const nameField = form.register('bookName');
  const descriptionField = form.register('bookDesc');
  const filesField = useController({ control: form.control, name: 'files' });

  const save = async ({ kind, bookName, bookDesc, files }: BookFormValues) => {
    // A modified book keeps its usage and its question count (the server's, or the key's).
    const questionCount = book ? undefined : questionCountFor(kind);
    const fields = {
      bookName: bookName.trim(),
      bookDesc: bookDesc.trim(),
      bookType: book?.bookType ?? BOOK_USAGE.CLASS,
      ...(questionCount !== undefined ? { questionCount } : {}),
    };
    const parts = pageFileParts(kind, files);
    try {
      if (book) {
        const call = bookForm('book.MOD', { book: { ...fields, bookIdx: book.bookIdx } }, parts);
        await api.call('book.MOD', call);
      } else {
        await api.call('book.ADD', bookForm('book.ADD', { book: fields }, parts));
      }
    } catch (error) {
      // The upload refusals show in the error modal (screens.md §8); the form keeps everything.
      if (isUploadRefusal(error)) setRefusal(error);
      throw error;
    }
    toast.success(
      modifying ? t('toast.saved') : t('textbooks.registered', { name: fields.bookName }),
    );
    void refreshBooks(queryClient);
  };

  return (
    <FormDialog
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        book
          ? t('textbooks.form.modifyTitle', { name: book.bookName })
          : t('textbooks.form.registerTitle')
      }
      cancelLabel={t('textbooks.form.cancel')}
      submitLabel={t(modifying ? 'textbooks.form.submitModify' : 'textbooks.form.submitRegister')}
      onSubmit={save}
      // An upload refusal is told by the error modal alone: no text above the buttons.
      errorText={(error) => (isUploadRefusal(error) ? '' : apiErrorMessage(error, t))}
    >
      <DraftRestore draft={draft} />
      <RadioGroup
        label={t('textbooks.form.kind')}
        orientation="horizontal"
        value={String(kindField.field.value)}
        disabled={modifying || isSubmitting}
        onValueChange={(value) => {
          kindField.field.onChange(Number(value) as BookKind);
          filesField.field.onChange({});
        }}
        options={[BOOK_KIND.TEXTBOOK, BOOK_KIND.WORKBOOK].map((code) => ({
          value: String(code),
          label: t(codeLabelKey('BOOK_KIND', code)),
        }))}
      />
      <TextField
        label={t('textbooks.form.name')}
        required
        maxLength={LIMITS.TITLE_MAX}
        showCounter
        error={faultOf(errors.bookName)}
        {...nameField}
      />
      <TextArea
        label={t('textbooks.form.description')}
        maxLength={LIMITS.DESCRIPTION_MAX}
        {...descriptionField}
      />
      <fieldset
        className={styles.fieldset}
        ref={(element) => {
          if (element) {
            filesField.field.ref({
              focus: () => element.querySelector<HTMLElement>('input, button')?.focus(),
            });
          }
        }}
      >
        <legend className={styles.legend}>{t('textbooks.form.files')}</legend>
        {modifying && <p className={styles.hint}>{t('textbooks.form.replaceHint')}</p>}
        <PdfUploader
          kind={kindField.field.value}
          value={filesField.field.value}
          onChange={filesField.field.onChange}
          showMissing={errors.files !== undefined}
          disabled={isSubmitting}
        />
      </fieldset>
      <ErrorModal
        open={refusal !== null}
        onOpenChange={(open) => !open && setRefusal(null)}
        code={refusal?.code ?? null}
      />
    </FormDialog>
  );
}
