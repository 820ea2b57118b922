import {
  BOOK_PDF_SUFFIXES,
  type BookKind,
  type BookPdfSlot,
  bookPdfRule,
  bookPdfSlots,
  checkUpload,
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

  const choose = (files: File[]) => {
    // One file at a time: a new choice replaces the one there, so it is checked on its own.
    const { accepted, rejected } = checkUpload(files, rule);
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
        onFiles: choose,
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
  return (
    <div className={styles.root} data-slot="pdf-uploader">
      {bookPdfSlots(kind).map((slot) => (
        <PdfSlot
          key={slot}
          slot={slot}
          file={value[slot] ?? null}
          onFile={(file) => onChange({ ...value, [slot]: file })}
          showMissing={showMissing}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
