import {
  type ApiError,
  BOARD_TYPE,
  type BoardFile,
  type BoardPost,
  type BoardType,
  UPLOAD_RULE,
  type ValidationFault,
  validateBoardPost,
  withoutBidiControls,
} from '@platform/contract';
import {
  Button,
  contractResolver,
  DateRangePicker,
  ErrorModal,
  errorText,
  FileUploadList,
  FormDialog,
  faultOf,
  periodBounds,
  RichTextEditor,
  Switch,
  TextField,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage, isUploadRefusal } from '../../shared/apiErrors.ts';
import styles from './BoardPages.module.css';
import { refreshBoards } from './boardQueries.ts';
import {
  defaultPeriod,
  type PeriodValue,
  periodMin,
  periodOfPost,
  publishPeriodWire,
} from './boardRules.ts';

export interface BoardFormDialogProps {
  /** The board written to: notices (1) or posts (3). */
  boardType: BoardType;
  /** The post to modify (with its files); null writes a new one (no boardIdx, screens.md §4). */
  post: BoardPost | null;
  onClose: () => void;
}

interface BoardFormValues {
  title: string;
  content: string;
  usePeriod: boolean;
  period: PeriodValue;
  /** New files to upload. */
  files: File[];
  /** The saved files to remove (removeFileIdxList). */
  removed: number[];
}

const EMPTY_PERIOD: PeriodValue = { start: '', end: '' };

/**
 * Registers or modifies a notice or a post in one form (screens.md §4 "same form creates (no
 * boardIdx) or modifies (boardIdx>0); confirm before save"; §5 Board editor): the title and the
 * content (the rich-text editor, 500 px in this popup) are required; a publishing period, when
 * used, runs from today to one year ahead, start not after end (the contract's
 * validateBoardPost), saved from the start day's 00:00:00 to the end day's 23:59:59; up to five
 * attachments of the board's types (UPLOAD_RULE.board, the files kept counted), which the server
 * checks again (WB-400-401/402/403 in the error modal, everything typed kept).
 */
export default function BoardFormDialog({ boardType, post, onClose }: BoardFormDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const contentId = useId();
  const contentErrorId = useId();
  const periodErrorId = useId();
  const [now] = useState(() => new Date());
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const modifying = post !== null;
  const savedStart = post?.publishStartDatetime ?? null;
  const savedPeriod = post ? periodOfPost(post) : null;

  const form = useForm<BoardFormValues>({
    defaultValues: {
      title: post?.title ?? '',
      content: post?.content ?? '',
      usePeriod: savedPeriod !== null,
      period: savedPeriod ?? EMPTY_PERIOD,
      files: [],
      removed: [],
    },
    resolver: contractResolver(({ title, content, usePeriod, period }) => {
      const faults = validateBoardPost({
        title,
        content,
        period: usePeriod ? period : null,
        now: new Date(),
        savedStart,
      });
      return { title: faults.title, content: faults.content, period: faults.start ?? faults.end };
    }),
  });
  const { errors, isSubmitting } = form.formState;
  // Registered in the order of the form: the first invalid field takes focus on submit.
  const titleField = form.register('title');
  const contentField = useController({ control: form.control, name: 'content' });
  const usePeriodField = useController({ control: form.control, name: 'usePeriod' });
  const periodField = useController({ control: form.control, name: 'period' });
  const filesField = useController({ control: form.control, name: 'files' });
  const removedField = useController({ control: form.control, name: 'removed' });

  const kept: BoardFile[] = (post?.fileList ?? []).filter(
    (file) => !removedField.field.value.includes(file.fileIdx),
  );
  const rule = {
    ...UPLOAD_RULE.board,
    maxFiles: Math.max(0, UPLOAD_RULE.board.maxFiles - kept.length),
  };
  const faultText = (fault: ValidationFault | string | undefined) => errorText(fault, t) ?? '';
  const contentFault = faultText(faultOf(errors.content));
  const periodFault = faultOf(errors.period);
  // The picker says itself that the start is after the end; any other fault is said here.
  const periodMessage =
    typeof periodFault === 'object' && periodFault.key === 'valid.dateOrder'
      ? ''
      : faultText(periodFault);
  const bounds = periodBounds(now);

  const save = async ({ title, content, usePeriod, period, files, removed }: BoardFormValues) => {
    const periodWire = usePeriod ? publishPeriodWire(period, savedStart) : null;
    const board = {
      ...(post ? { boardIdx: post.boardIdx } : {}),
      boardType,
      title: title.trim(),
      content,
      ...(periodWire ?? {}),
    };
    try {
      await api.call('board.SAVE', {
        board,
        ...(files.length > 0 ? { uploadFile: files } : {}),
        ...(removed.length > 0 ? { removeFileIdxList: removed } : {}),
      });
    } catch (error) {
      // The upload refusals show in the error modal (screens.md §8); the form keeps everything.
      if (isUploadRefusal(error)) setRefusal(error);
      throw error;
    }
    toast.success(modifying ? t('toast.saved') : t('boards.registered', { title: board.title }));
    void refreshBoards(queryClient);
  };

  return (
    <FormDialog
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        post
          ? t('boards.form.modifyTitle', { title: post.title })
          : t(
              boardType === BOARD_TYPE.NOTICE
                ? 'boards.form.registerNotice'
                : 'boards.form.registerPost',
            )
      }
      cancelLabel={t('boards.form.cancel')}
      submitLabel={t(modifying ? 'boards.form.submitModify' : 'boards.form.submitRegister')}
      confirm={{
        title: t('boards.form.confirmTitle'),
        message: t('boards.form.confirmMessage'),
        confirmLabel: t('boards.form.confirm'),
      }}
      onSubmit={save}
      errorText={(error) => (isUploadRefusal(error) ? '' : apiErrorMessage(error, t))}
    >
      <div className={styles.wide} data-slot="board-form">
        <TextField
          label={t('boards.form.title')}
          required
          error={faultOf(errors.title)}
          {...titleField}
        />
        <div
          className={styles.section}
          ref={(element) => {
            if (element) {
              contentField.field.ref({
                focus: () => document.getElementById(contentId)?.focus(),
              });
            }
          }}
        >
          <span className={styles.label} aria-hidden="true">
            {t('boards.form.content')} *
          </span>
          <RichTextEditor
            id={contentId}
            label={t('boards.form.content')}
            inPopup
            value={contentField.field.value}
            onChange={contentField.field.onChange}
            disabled={isSubmitting}
            aria-invalid={contentFault !== ''}
            {...(contentFault ? { 'aria-describedby': contentErrorId } : {})}
          />
          {contentFault && (
            <p id={contentErrorId} className={styles.fieldError} data-slot="board-content-error">
              {contentFault}
            </p>
          )}
        </div>
        <Switch
          label={t('boards.form.usePeriod')}
          description={t('boards.form.usePeriodHint')}
          checked={usePeriodField.field.value}
          disabled={isSubmitting}
          onCheckedChange={(checked) => {
            usePeriodField.field.onChange(checked);
            const current = periodField.field.value;
            if (checked && !current.start && !current.end) {
              periodField.field.onChange(defaultPeriod(now));
            }
          }}
        />
        {usePeriodField.field.value && (
          <div
            className={styles.section}
            ref={(element) => {
              if (element) {
                periodField.field.ref({
                  focus: () => element.querySelector<HTMLElement>('input')?.focus(),
                });
              }
            }}
            {...(periodMessage ? { 'aria-describedby': periodErrorId } : {})}
          >
            <DateRangePicker
              label={t('boards.form.period')}
              value={periodField.field.value}
              onChange={(value) => periodField.field.onChange(value)}
              min={periodMin(now, savedStart)}
              max={bounds.max}
              quickRanges={[]}
              now={now}
              required
              disabled={isSubmitting}
            />
            {periodMessage && (
              <p id={periodErrorId} className={styles.fieldError} data-slot="board-period-error">
                {periodMessage}
              </p>
            )}
          </div>
        )}
        {kept.length > 0 && (
          <section className={styles.section} aria-labelledby={`${contentId}-kept`}>
            <h3 id={`${contentId}-kept`} className={styles.sectionTitle}>
              {t('boards.form.keptFiles')}
            </h3>
            <ul className={styles.files}>
              {kept.map((file) => {
                const name = withoutBidiControls(file.orgFileName);
                return (
                  <li key={file.fileIdx} className={styles.file} data-slot="board-kept-file">
                    <span className={styles.fileName}>{name}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={isSubmitting}
                      aria-label={t('boards.form.removeFile', { name })}
                      onClick={() =>
                        removedField.field.onChange([...removedField.field.value, file.fileIdx])
                      }
                    >
                      {t('boards.form.removeFileButton')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <FileUploadList
          label={t('boards.form.files')}
          files={filesField.field.value}
          onFilesChange={filesField.field.onChange}
          rule={rule}
          disabled={isSubmitting}
        />
      </div>
      <ErrorModal
        open={refusal !== null}
        onOpenChange={(open) => !open && setRefusal(null)}
        code={refusal?.code ?? null}
      />
    </FormDialog>
  );
}
