import {
  checkUserExcelFile,
  codeLabelKey,
  codeLabelTexts,
  formatFileSize,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_RULE,
  type UserExcelFault,
  type UserExcelResult,
  userExcelTexts,
  type ValidationFault,
  validationFault,
} from '@platform/contract';
import {
  Button,
  contractResolver,
  Dialog,
  DialogClose,
  type FaultError,
  faultOf,
  InlineAlert,
  registerTexts,
  Select,
  useGuardedSubmit,
  useT,
} from '@platform/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { api } from '../../../app/session/api.ts';
import { useSignedIn } from '../../../app/session/session.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useGroups } from '../../../shared/userDirectory.ts';
import { SampleDownloadButton } from './SampleDownloadButton.tsx';
import { userExcelScreenTexts } from './texts.ts';
import styles from './UserExcelDialog.module.css';
import { UserExcelReport } from './UserExcelReport.tsx';
import {
  checkChosenFile,
  EXCEL_FILE_ACCEPT,
  EXCEL_USER_TYPES,
  groupOptions,
  initialGroupValue,
} from './userExcelForm.ts';

// The dialog's texts arrive with its code (it is loaded lazily): its own, the contract's file and
// row faults, and the code labels of the user types.
registerTexts(codeLabelTexts);
registerTexts(userExcelTexts);
registerTexts(userExcelScreenTexts);

/**
 * Props of the Excel registration dialog (issue 7 item 8):
 * `{ open; onOpenChange(open); defaultGroupIdx?: number; onRegistered?(): void }`.
 */
export interface UserExcelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group chosen when the dialog opens (e.g. the one selected in the tree); else the first. */
  defaultGroupIdx?: number;
  /** Called after a registration that added at least one user, so that lists read again. */
  onRegistered?: () => void;
}

interface ExcelForm {
  /** The group picked by the user; '' while the default (initialGroupValue) stands. */
  group: string;
  userType: string;
  file: File | null;
}

const EMPTY: ExcelForm = { group: '', userType: String(EXCEL_USER_TYPES[0]), file: null };

const MAX_SIZE = formatFileSize(USER_EXCEL_RULE.maxFileBytes);

/**
 * The users' Excel registration (screens.md §5 "Excel upload: one file, max 10485760 bytes, excel
 * only, register disabled until chosen"; §7 "excel register (groupIdx, userType, uploadFile)"):
 * a group and a user type for every row, one .xlsx file checked before it travels (a legacy .xls
 * is refused with its own message), then the report of what was added and what was skipped, row
 * by row, with the reason. A failed registration keeps the form as it was.
 */
export function UserExcelDialog(props: UserExcelDialogProps) {
  // Each opening starts empty (the parent may keep the dialog mounted between openings).
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((count) => count + 1);
  }
  return <ExcelRegistration key={opening} {...props} />;
}

/**
 * The dialog itself. Not a FormDialog: after a registration the same dialog shows the report with
 * its own buttons (another file, done) instead of closing, so it holds its form with
 * useGuardedSubmit, which FormDialog uses too.
 */
function ExcelRegistration({
  open,
  onOpenChange,
  defaultGroupIdx,
  onRegistered,
}: UserExcelDialogProps) {
  const t = useT();
  const formId = useId();
  const fileLabelId = useId();
  const fileHelpId = useId();
  const chosenId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const signedIn = useSignedIn();
  const groups = useGroups(signedIn?.user.companyIdx);
  const [result, setResult] = useState<UserExcelResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The first-bytes check of each chosen file (it reads the file, so it is not synchronous).
  const sniffed = useRef(new WeakMap<File, UserExcelFault | null>());

  const options = groupOptions(groups.data ?? []);
  const initialGroup = initialGroupValue(options, defaultGroupIdx);
  const form = useForm<ExcelForm>({
    defaultValues: EMPTY,
    resolver: contractResolver(({ group, file }) => ({
      group: (group || initialGroup) === '' ? validationFault('valid.required') : null,
      // The contract's file rule, then what the file's first bytes said. Its texts (valid.excel*)
      // are registered with this dialog.
      file: (checkUserExcelFile(file) ??
        (file && sniffed.current.get(file)) ??
        null) as ValidationFault | null,
    })),
  });
  const { errors } = form.formState;
  const [group, file] = useWatch({ control: form.control, name: ['group', 'file'] });
  const groupValue = group || initialGroup;
  const fileFault = (errors.file as FaultError | undefined)?.fault;
  const ready = groupValue !== '' && file !== null && !fileFault;

  const register = async (values: ExcelForm) => {
    if (!values.file) return;
    const report = (await api.result('userExcel.ADD_USER', {
      groupIdx: Number(values.group || initialGroup),
      userType: Number(values.userType),
      uploadFile: values.file,
    })) ?? { completeCount: 0, skipCount: 0, skipList: [] };
    setResult(report);
    if (report.completeCount > 0) onRegistered?.();
  };
  const { submit, pending } = useGuardedSubmit(form, register, {
    onError: (error) => setFailure(apiErrorMessage(error, t)),
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>, choose: (file: File) => void) => {
    const chosen = event.target.files?.[0] ?? null;
    // Choosing the same file again after fixing it on disk must fire change again.
    event.target.value = '';
    if (!chosen) return;
    setFailure(null);
    form.clearErrors('file');
    choose(chosen);
    const fault = await checkChosenFile(chosen);
    sniffed.current.set(chosen, fault);
    // Said at once: register stays disabled while the file is refused.
    if (form.getValues('file') === chosen) void form.trigger('file');
  };

  const startOver = () => {
    form.reset({ ...EMPTY, group: groupValue, userType: form.getValues('userType') });
    setResult(null);
    setFailure(null);
  };

  const footer = result ? (
    <>
      <Button variant="secondary" onClick={startOver}>
        {t('userExcel.another')}
      </Button>
      <DialogClose asChild>
        <Button>{t('userExcel.done')}</Button>
      </DialogClose>
    </>
  ) : (
    <>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          {t('userExcel.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" form={formId} disabled={!ready} loading={pending}>
        {t('userExcel.register')}
      </Button>
    </>
  );

  return (
    <Dialog
      title={t('userExcel.title')}
      description={t('userExcel.description', { max: MAX_SIZE })}
      open={open}
      onOpenChange={(next) => {
        // A registration under way finishes before the dialog can close.
        if (!next && pending) return;
        onOpenChange(next);
      }}
      footer={footer}
    >
      {result ? (
        <UserExcelReport result={result} />
      ) : (
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            setFailure(null);
            submit(event);
          }}
          noValidate
        >
          <QueryState
            query={groups}
            loadingLabel={t('userExcel.groupsLoading')}
            showLoadingLabel
            errorTitle={t('userExcel.groupsFailed')}
          >
            {() =>
              options.length === 0 ? (
                <InlineAlert tone="warning">{t('userExcel.noGroups')}</InlineAlert>
              ) : (
                <Controller
                  control={form.control}
                  name="group"
                  render={({ field }) => (
                    <Select
                      label={t('userExcel.group')}
                      required
                      options={options}
                      error={faultOf(errors.group)}
                      {...field}
                      value={groupValue}
                      disabled={pending}
                    />
                  )}
                />
              )
            }
          </QueryState>
          <Select
            label={t('userExcel.userType')}
            required
            options={EXCEL_USER_TYPES.map((type) => ({
              value: String(type),
              label: t(codeLabelKey('USER_TYPE', type)),
            }))}
            disabled={pending}
            {...form.register('userType')}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <fieldset className={styles.file} aria-describedby={fileHelpId}>
                <legend id={fileLabelId} className={styles.label}>
                  {t('userExcel.file')}
                </legend>
                <p id={fileHelpId} className={styles.help}>
                  {t('userExcel.fileHelp', { max: MAX_SIZE })}
                </p>
                <div className={styles.fileRow}>
                  <Button
                    // A refused file sends the focus here, to choose another.
                    ref={field.ref}
                    variant="secondary"
                    aria-describedby={chosenId}
                    disabled={pending}
                    onClick={() => inputRef.current?.click()}
                  >
                    {field.value ? t('userExcel.changeFile') : t('userExcel.chooseFile')}
                  </Button>
                  <span id={chosenId} className={styles.chosen} aria-live="polite">
                    {field.value
                      ? t('userExcel.chosenFile', {
                          name: field.value.name,
                          size: formatFileSize(field.value.size),
                        })
                      : t('userExcel.noFile')}
                  </span>
                </div>
                <input
                  ref={inputRef}
                  type="file"
                  hidden
                  accept={EXCEL_FILE_ACCEPT}
                  aria-labelledby={fileLabelId}
                  onChange={(event) => void chooseFile(event, field.onChange)}
                />
                {fileFault && (
                  <InlineAlert tone="danger">{t(fileFault.key, fileFault.params)}</InlineAlert>
                )}
              </fieldset>
            )}
          />
          <ColumnList />
          <SampleDownloadButton variant="ghost" size="sm" />
          {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
        </form>
      )}
    </Dialog>
  );
}

/** The sheet's columns in order, as the sample has them (the contract's USER_EXCEL_COLUMNS). */
function ColumnList() {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.columns} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.label}>
        {t('userExcel.columns')}
      </h3>
      <ol className={styles.columnList}>
        {USER_EXCEL_COLUMNS.map(({ key, required }) => (
          <li key={key}>
            {t(`userExcel.column.${key}`)}
            {!required && <span className={styles.optional}> {t('userExcel.optional')}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default UserExcelDialog;
