import {
  codeLabelKey,
  codeLabelTexts,
  formatFileSize,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_RULE,
  type UserExcelFault,
  type UserExcelResult,
  userExcelTexts,
} from '@platform/contract';
import {
  Button,
  Dialog,
  DialogClose,
  InlineAlert,
  registerTexts,
  Select,
  useT,
} from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
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

interface FormState {
  /** The group picked by the user; null while the default stands. */
  group: string | null;
  userType: string;
  file: File | null;
  fault: UserExcelFault | null;
  result: UserExcelResult | null;
  failure: string | null;
}

const EMPTY: FormState = {
  group: null,
  userType: String(EXCEL_USER_TYPES[0]),
  file: null,
  fault: null,
  result: null,
  failure: null,
};

const MAX_SIZE = formatFileSize(USER_EXCEL_RULE.maxFileBytes);

/**
 * The users' Excel registration (screens.md §5 "Excel upload: one file, max 10485760 bytes, excel
 * only, register disabled until chosen"; §7 "excel register (groupIdx, userType, uploadFile)"):
 * a group and a user type for every row, one .xlsx file checked before it travels (a legacy .xls
 * is refused with its own message), then the report of what was added and what was skipped, row
 * by row, with the reason. A failed registration keeps the form as it was.
 */
export function UserExcelDialog({
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
  const [state, setState] = useState<FormState>(EMPTY);
  const update = (patch: Partial<FormState>) => setState((current) => ({ ...current, ...patch }));

  // Each opening starts empty (the parent may keep the dialog mounted between openings).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState(EMPTY);
  }

  const register = useMutation({
    mutationFn: (input: { groupIdx: number; userType: number; uploadFile: File }) =>
      api.result('userExcel.ADD_USER', input),
    onSuccess: (result) => {
      const report = result ?? { completeCount: 0, skipCount: 0, skipList: [] };
      update({ result: report, failure: null });
      if (report.completeCount > 0) onRegistered?.();
    },
    onError: (error) => update({ failure: apiErrorMessage(error, t) }),
  });

  const options = groupOptions(groups.data ?? []);
  const groupValue = state.group ?? initialGroupValue(options, defaultGroupIdx);
  const ready = groupValue !== '' && state.file !== null && state.fault === null;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Choosing the same file again after fixing it on disk must fire change again.
    event.target.value = '';
    if (!file) return;
    update({ file, fault: null, failure: null });
    const fault = await checkChosenFile(file);
    setState((current) => (current.file === file ? { ...current, fault } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !state.file || register.isPending) return;
    update({ failure: null });
    register.mutate({
      groupIdx: Number(groupValue),
      userType: Number(state.userType),
      uploadFile: state.file,
    });
  };

  const startOver = () => {
    setState({ ...EMPTY, group: groupValue, userType: state.userType });
    register.reset();
  };

  const footer = state.result ? (
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
        <Button variant="secondary">{t('userExcel.cancel')}</Button>
      </DialogClose>
      <Button type="submit" form={formId} disabled={!ready} loading={register.isPending}>
        {t('userExcel.register')}
      </Button>
    </>
  );

  return (
    <Dialog
      title={t('userExcel.title')}
      description={t('userExcel.description', { max: MAX_SIZE })}
      open={open}
      onOpenChange={onOpenChange}
      footer={footer}
    >
      {state.result ? (
        <UserExcelReport result={state.result} />
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
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
                <Select
                  label={t('userExcel.group')}
                  required
                  options={options}
                  value={groupValue}
                  disabled={register.isPending}
                  onChange={(event) => update({ group: event.target.value })}
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
            value={state.userType}
            disabled={register.isPending}
            onChange={(event) => update({ userType: event.target.value })}
          />
          <fieldset className={styles.file} aria-describedby={fileHelpId}>
            <legend id={fileLabelId} className={styles.label}>
              {t('userExcel.file')}
            </legend>
            <p id={fileHelpId} className={styles.help}>
              {t('userExcel.fileHelp', { max: MAX_SIZE })}
            </p>
            <div className={styles.fileRow}>
              <Button
                variant="secondary"
                aria-describedby={chosenId}
                disabled={register.isPending}
                onClick={() => inputRef.current?.click()}
              >
                {state.file ? t('userExcel.changeFile') : t('userExcel.chooseFile')}
              </Button>
              <span id={chosenId} className={styles.chosen} aria-live="polite">
                {state.file
                  ? t('userExcel.chosenFile', {
                      name: state.file.name,
                      size: formatFileSize(state.file.size),
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
              onChange={(event) => void chooseFile(event)}
            />
            {state.fault && (
              <InlineAlert tone="danger">{t(state.fault.key, state.fault.params)}</InlineAlert>
            )}
          </fieldset>
          <ColumnList />
          <SampleDownloadButton variant="ghost" size="sm" />
          {state.failure && <InlineAlert tone="danger">{state.failure}</InlineAlert>}
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
