import {
  BOOK_PDF_SUFFIXES,
  type BookKind,
  type BookPdfSlot,
  bookPdfRule,
  bookPdfSlots,
  checkUploadContents,
  type FileRejection,
  formatFileSize,
} from '@platform/contract';
import { useId, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { UploadedFile, UploadFrame } from '../internal/upload/UploadFrame.tsx';
import { acceptAttribute } from '../internal/upload/uploadFiles.ts';
import styles from './PdfUploader.module.css';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

export type BookPdfFiles = Partial<Record<BookPdfSlot, File | null>>;

export interface PdfUploaderProps {
  /** `BOOK_KIND.TEXTBOOK` asks for one PDF, `BOOK_KIND.WORKBOOK` for a worksheet and a quick-answer PDF. */
  kind: BookKind;
  value: BookPdfFiles;
  onChange: (value: BookPdfFiles) => void;
  /** After a save attempt: each PDF still missing shows the required-field message. */
  showMissing?: boolean;
  disabled?: boolean;
}

interface SlotProps {
  slot: BookPdfSlot;
  file: File | null;
  onFile: (file: File | null) => void;
  showMissing: boolean;
  disabled: boolean;
}

function PdfSlot({ slot, file, onFile, showMissing, disabled }: SlotProps) {
  const t = useT();
  const id = useId();
  const rule = bookPdfRule(slot);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const slotName = t(`bookPdf.slot.${slot}`);
  const suffixes = BOOK_PDF_SUFFIXES[slot];
  const missing = showMissing && !file;

  // The last choice wins: a slower check of an earlier one must not replace it.
  const lastChoice = useRef<File[] | null>(null);
  const choose = async (files: File[]) => {
    lastChoice.current = files;
    // One file at a time: a new choice replaces the one there, so it is checked on its own,
    // its first bytes included (a text file named .pdf is refused, issue 17 item 3).
    const { accepted, rejected } = await checkUploadContents(files, rule);
    if (lastChoice.current !== files) return;
    setRejections(rejected);
    const [chosen] = accepted;
    if (chosen) onFile(chosen);
  };

  const rules = [
    t('bookPdf.rules', { size: formatFileSize(rule.maxFileBytes) }),
    suffixes.length > 0 ? t('bookPdf.suffixRule', { list: suffixes.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <UploadFrame
      idBase={id}
      aria-describedby={missing ? `${id}-missing` : undefined}
      data-slot="pdf-slot"
      data-pdf={slot}
      data-invalid={missing || undefined}
      label={slotName}
      zone={{
        chooseLabel: t(file ? 'bookPdf.replace' : 'bookPdf.choose', { slot: slotName }),
        dropHint: t('bookPdf.dropHint'),
        description: rules,
        accept: acceptAttribute(rule),
        multiple: false,
        disabled,
        onFiles: (files) => void choose(files),
        chooseRef,
      }}
      rejections={rejections}
    >
      {file ? (
        <UploadedFile
          slot="pdf-file"
          file={file}
          disabled={disabled}
          onRemove={() => {
            setRejections([]);
            onFile(null);
            chooseRef.current?.focus();
          }}
        />
      ) : (
        <p className={styles.none}>{t('bookPdf.none')}</p>
      )}
      {missing && (
        <p id={`${id}-missing`} className={styles.missing} data-slot="pdf-missing">
          {t('valid.required')}
        </p>
      )}
    </UploadFrame>
  );
}

/**
 * The PDFs a book is registered from (screens.md §5 "Upload (PDF and images)"): PDF only, up to
 * 100 MB, one file at a time, with the required file-name suffixes of the contract; a workbook
 * needs a worksheet and a quick-answer PDF, a textbook one PDF. The screen decides when the book
 * is complete with the contract's `missingBookPdfs`.
 */
export function PdfUploader({
  kind,
  value,
  onChange,
  showMissing = false,
  disabled = false,
}: PdfUploaderProps) {
  // A slot takes its file once the file's first bytes are read: two slots filled in quick
  // succession must each add to what the other set, not to the value of an older render.
  const latest = useRef(value);
  latest.current = value;
  const setSlot = (slot: BookPdfSlot, file: File | null) => {
    latest.current = { ...latest.current, [slot]: file };
    onChange(latest.current);
  };
  return (
    <div className={styles.root} data-slot="pdf-uploader">
      {bookPdfSlots(kind).map((slot) => (
        <PdfSlot
          key={slot}
          slot={slot}
          file={value[slot] ?? null}
          onFile={(file) => setSlot(slot, file)}
          showMissing={showMissing}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
