import {
  type ApiParams,
  BOOK_KIND,
  BOOK_USAGE,
  LIMITS,
  missingBookPdfs,
  showsTreeMode,
  USER_TYPE,
} from '@platform/contract';
import {
  type BookPdfFiles,
  Button,
  Dialog,
  HomeworkDeployModal,
  type HomeworkDeployValues,
  ImageUploadList,
  InlineAlert,
  PdfUploader,
  RadioGroup,
  useT,
  useToast,
} from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { usePickerData } from '../../shared/userDirectory.ts';
import styles from './TaskPages.module.css';

/**
 * screens.md §10: "Create from PDF, image or question bank (three banks)". The question banks
 * are named without a description and are not offered here.
 */
export type HomeworkSource = 'pdf' | 'images';

export interface HomeworkUpload {
  source: HomeworkSource;
  pdf: BookPdfFiles;
  images: File[];
}

/** The file parts and the page count a new task book is sent with. */
export function taskBookParts(upload: HomeworkUpload): {
  files: Record<`pageFile_${number}`, File>;
  pageCount: number | undefined;
} {
  const files: Record<`pageFile_${number}`, File> = {};
  if (upload.source === 'pdf') {
    if (upload.pdf.textbook) files.pageFile_1 = upload.pdf.textbook;
    // The PDF's pages are the server's to count.
    return { files, pageCount: undefined };
  }
  upload.images.forEach((image, index) => {
    files[`pageFile_${index + 1}`] = image;
  });
  // screens.md §10: "page count from uploads".
  return { files, pageCount: upload.images.length };
}

/** The name the deploy form starts with: the first file's name without its extension. */
export function nameFromUpload(upload: HomeworkUpload): string {
  const first = upload.source === 'pdf' ? upload.pdf.textbook : upload.images[0];
  return (first?.name ?? '').replace(/\.[^.]+$/, '').slice(0, LIMITS.TITLE_MAX);
}

export interface CreateHomeworkDialogProps {
  onClose: () => void;
  /** After the homework was made: the list is read again. */
  onCreated: () => void;
  now?: () => Date;
}

/**
 * New homework from files: a PDF (PdfUploader, one textbook PDF) or page images
 * (ImageUploadList), then the deploy modal; sent as a new task book plus its task (book
 * ADD_DEPLOY with `pageFile_{n}`). assumed: the image path deploys at once instead of passing
 * through the book editor first (the editor belongs to the textbook screen).
 */
export function CreateHomeworkDialog({ onClose, onCreated, now }: CreateHomeworkDialogProps) {
  const t = useT();
  const toast = useToast();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<'files' | 'deploy'>('files');
  const [upload, setUpload] = useState<HomeworkUpload>({ source: 'pdf', pdf: {}, images: [] });
  const [missing, setMissing] = useState(false);
  const picker = usePickerData(signedIn?.user.companyIdx, step === 'deploy');

  const create = useMutation({
    mutationFn: (values: HomeworkDeployValues) => {
      const { files, pageCount } = taskBookParts(upload);
      const form = {
        book: {
          bookName: values.taskName,
          bookType: BOOK_USAGE.TASK,
          // screens.md §10: "text-book answer type" (no answer key: questionCount 0).
          questionCount: 0,
          ...(pageCount !== undefined ? { pageCount } : {}),
        },
        task: {
          taskName: values.taskName,
          startDatetime: values.startDatetime,
          submitLimitDatetime: values.submitLimitDatetime,
          autoReview: values.autoReview,
        },
        userIdxList: values.userIdxList,
        ...files,
      };
      // The contract's type of a form with numbered files reads every part as a file (an index
      // signature); its runtime schema checks the real parts, so the form is given as checked.
      return api.call('book.ADD_DEPLOY', form as unknown as ApiParams<'book.ADD_DEPLOY'>);
    },
    onSuccess: () => {
      toast.success(t('homework.created'));
      onCreated();
    },
  });

  const next = () => {
    const empty =
      upload.source === 'pdf'
        ? missingBookPdfs(BOOK_KIND.TEXTBOOK, upload.pdf).length > 0
        : upload.images.length === 0;
    setMissing(empty);
    if (!empty) setStep('deploy');
  };

  if (step === 'deploy') {
    return (
      <HomeworkDeployModal
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        defaultName={nameFromUpload(upload)}
        groups={picker.groups.data ?? []}
        users={picker.users.data ?? []}
        directoryLoading={picker.users.isPending || picker.groups.isPending}
        allowedUserTypes={[USER_TYPE.STUDENT]}
        treeMode={signedIn ? showsTreeMode(signedIn.config.funcUse) : true}
        onDeploy={(values) => create.mutateAsync(values)}
        submitting={create.isPending}
        error={create.isError ? apiErrorMessage(create.error, t) : undefined}
        {...(now ? { now } : {})}
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('homework.createTitle')}
      description={t('homework.createDescription')}
    >
      <div className={styles.create} data-slot="homework-create">
        <RadioGroup
          label={t('homework.source')}
          orientation="horizontal"
          options={[
            { value: 'pdf', label: t('homework.source.pdf') },
            { value: 'images', label: t('homework.source.images') },
          ]}
          value={upload.source}
          onValueChange={(source) => {
            setUpload({ ...upload, source: source as HomeworkSource });
            setMissing(false);
          }}
        />
        {upload.source === 'pdf' ? (
          <PdfUploader
            kind={BOOK_KIND.TEXTBOOK}
            value={upload.pdf}
            onChange={(pdf) => setUpload({ ...upload, pdf })}
            showMissing={missing}
          />
        ) : (
          <ImageUploadList
            images={upload.images}
            onImagesChange={(images) => setUpload({ ...upload, images })}
          />
        )}
        {missing && upload.source === 'images' && (
          <InlineAlert tone="danger">{t('homework.imagesMissing')}</InlineAlert>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('homework.cancel')}
          </Button>
          <Button onClick={next}>{t('homework.next')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
