import {
  type ApiError,
  BOOK_KIND,
  BOOK_USAGE,
  type Book,
  type BookKind,
  codeLabelKey,
  LIMITS,
  missingBookPdfs,
  type ValidationFault,
} from '@platform/contract';
import {
  type BookPdfFiles,
  Button,
  Dialog,
  DialogClose,
  ErrorModal,
  InlineAlert,
  PdfUploader,
  RadioGroup,
  TextArea,
  TextField,
  useT,
  useToast,
} from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './BookListPage.module.css';
import { refreshBooks } from './bookQueries.ts';
import {
  bookForm,
  bookNameFault,
  isUploadRefusal,
  kindOfBook,
  pageFileParts,
  questionCountFor,
} from './bookRules.ts';

export interface BookFormDialogProps {
  /** The author's own book to modify; null registers a new one. */
  book: Book | null;
  onClose: () => void;
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
  const formId = useId();
  const queryClient = useQueryClient();
  const modifying = book !== null;
  const [kind, setKind] = useState<BookKind>(book ? kindOfBook(book) : BOOK_KIND.TEXTBOOK);
  const [name, setName] = useState(book?.bookName ?? '');
  const [description, setDescription] = useState(book?.bookDesc ?? '');
  const [files, setFiles] = useState<BookPdfFiles>({});
  const [tried, setTried] = useState(false);
  const [nameFault, setNameFault] = useState<ValidationFault | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      // A modified book keeps its usage and its question count (the server's, or the key's).
      const questionCount = book ? undefined : questionCountFor(kind);
      const fields = {
        bookName: name.trim(),
        bookDesc: description.trim(),
        bookType: book?.bookType ?? BOOK_USAGE.CLASS,
        ...(questionCount !== undefined ? { questionCount } : {}),
      };
      const parts = pageFileParts(kind, files);
      if (book) {
        const form = bookForm('book.MOD', { book: { ...fields, bookIdx: book.bookIdx } }, parts);
        await api.call('book.MOD', form);
      } else {
        await api.call('book.ADD', bookForm('book.ADD', { book: fields }, parts));
      }
    },
  });

  // A new book needs every PDF of its kind; a modified one either keeps its pages or replaces
  // them all (assumed: replacing only the worksheet of a workbook would leave its answers wrong).
  const missing = missingBookPdfs(kind, files);
  const chosenSome = Object.values(files).some(Boolean);
  const filesMissing = modifying ? chosenSome && missing.length > 0 : missing.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (event.target !== event.currentTarget || save.isPending) return;
    const fault = bookNameFault(name);
    setTried(true);
    setNameFault(fault);
    setFailure(null);
    if (fault || filesMissing) return;
    try {
      await save.mutateAsync();
      toast.success(
        modifying ? t('toast.saved') : t('textbooks.registered', { name: name.trim() }),
      );
      onClose();
      await refreshBooks(queryClient);
    } catch (error) {
      if (isUploadRefusal(error)) setRefusal(error);
      else setFailure(apiErrorMessage(error, t));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={
        book
          ? t('textbooks.form.modifyTitle', { name: book.bookName })
          : t('textbooks.form.registerTitle')
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={save.isPending}>
              {t('textbooks.form.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending} data-slot="book-form-submit">
            {t(modifying ? 'textbooks.form.submitModify' : 'textbooks.form.submitRegister')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <RadioGroup
          label={t('textbooks.form.kind')}
          orientation="horizontal"
          value={String(kind)}
          disabled={modifying || save.isPending}
          onValueChange={(value) => {
            setKind(Number(value) as BookKind);
            setFiles({});
          }}
          options={[BOOK_KIND.TEXTBOOK, BOOK_KIND.WORKBOOK].map((code) => ({
            value: String(code),
            label: t(codeLabelKey('BOOK_KIND', code)),
          }))}
        />
        <TextField
          label={t('textbooks.form.name')}
          required
          value={name}
          onValueChange={setName}
          maxLength={LIMITS.TITLE_MAX}
          showCounter
          error={nameFault ?? undefined}
          disabled={save.isPending}
        />
        <TextArea
          label={t('textbooks.form.description')}
          value={description}
          onValueChange={setDescription}
          disabled={save.isPending}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('textbooks.form.files')}</legend>
          {modifying && <p className={styles.hint}>{t('textbooks.form.replaceHint')}</p>}
          <PdfUploader
            kind={kind}
            value={files}
            onChange={setFiles}
            showMissing={tried && filesMissing}
            disabled={save.isPending}
          />
        </fieldset>
        {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      </form>
      <ErrorModal
        open={refusal !== null}
        onOpenChange={(open) => !open && setRefusal(null)}
        code={refusal?.code ?? null}
      />
    </Dialog>
  );
}
