import { formatDisplayDateTime, LIMITS } from '@platform/contract';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { type FieldError, useController, useForm } from 'react-hook-form';
import { Button } from '../Button/index.ts';
import { DateTimeInput } from '../DateTimeInput/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { isCompositionEnter } from '../Field/index.ts';
import { contractResolver, faultOf, useGuardedSubmit } from '../FormDialog/index.ts';
import type { TreeGroup, TreeUser } from '../GroupTree/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { PageRangePicker, type PageUrlMap } from '../PageRangePicker/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextField } from '../TextField/index.ts';
import { UserPicker } from '../UserPicker/index.ts';
import {
  type DeployDraft,
  deployFormFaults,
  type HomeworkDeployValues,
  type HomeworkStartMode,
  initialAutoReview,
  initialDeadline,
  rememberChoices,
  type SettingsStorage,
  startOf,
  toDeployValues,
} from './deployLogic.ts';
import styles from './HomeworkDeployModal.module.css';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

/** The book whose pages are deployed. */
export interface HomeworkDeployBook {
  bookName: string;
  pageCount: number;
  /** Page images of `fromPage`..`toPage` (at most 100), for the page range thumbnails. */
  loadPages: (fromPage: number, toPage: number) => Promise<PageUrlMap>;
}

export interface HomeworkDeployModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The book to deploy pages of: the page range is asked for. Without it (homework made from
   * files being uploaded) no range is asked and the whole document is the homework.
   */
  book?: HomeworkDeployBook;
  /** The homework name the form starts with, e.g. the book's name. */
  defaultName?: string;
  /** The user picker's data (screens.md §10 "user picker modal"). */
  groups: readonly TreeGroup[];
  users: readonly TreeUser[];
  /** The users or groups are still loading (the picker waits for them). */
  directoryLoading?: boolean;
  /** Who may be chosen as submitters; students by default is up to the app (pass [12]). */
  allowedUserTypes?: readonly number[];
  /** false lists users without groups (`WEB_FUNC_USE` hides tree mode). */
  treeMode?: boolean;
  /**
   * Called with valid values; the app sends them and closes the modal on success. The modal
   * stays open with everything typed while `submitting` and after a failure. Return the send's
   * promise: until it settles the deploy button waits and further presses deploy nothing (a
   * double click deploys once); a rejection is the app's to show through `error`.
   */
  onDeploy: (values: HomeworkDeployValues) => Promise<unknown> | undefined;
  /** A deploy is in flight: the deploy button waits. */
  submitting?: boolean;
  /** Why the last deploy failed, in the user's language (the app maps the error code). */
  error?: ReactNode;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Where the remembered choices live; the browser's localStorage by default. */
  storage?: SettingsStorage;
}

const START_MODES: readonly HomeworkStartMode[] = ['now', 'daily', 'custom'];

/**
 * Deploys homework (screens.md §10 "homework deployment modal"): name (required, 50 max),
 * submitters through the user picker (at least one), start now / daily (midnight of the due
 * date) / custom, deadline (two days ahead at 17:00 by default, never in the past), start not
 * after the deadline, auto review, and the page range of the book. The deadline and the auto
 * review choice are remembered in local storage (foundation.md §9).
 */
export function HomeworkDeployModal({ open, onOpenChange, ...rest }: HomeworkDeployModalProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('homeworkDeploy.title')}>
      {/* Mounted only while open: every opening starts from the defaults and remembered choices. */}
      {open && <DeployForm {...rest} />}
    </Dialog>
  );
}

type FormProps = Omit<HomeworkDeployModalProps, 'open' | 'onOpenChange'>;

/** The focus of a field drawn as several controls: its first input or button. */
function focusWithin(element: HTMLElement | null) {
  return {
    focus: () => {
      const target = element?.matches('input, button')
        ? element
        : element?.querySelector<HTMLElement>('input, button');
      target?.focus();
    },
  };
}

function DeployForm({
  book,
  defaultName = '',
  groups,
  users,
  directoryLoading = false,
  allowedUserTypes,
  treeMode,
  onDeploy,
  submitting = false,
  error,
  now = () => new Date(),
  storage = globalThis.localStorage,
}: FormProps) {
  const t = useT();
  const id = useId();
  const form = useForm<DeployDraft>({
    defaultValues: {
      taskName: defaultName.slice(0, LIMITS.TITLE_MAX),
      userIdxList: [],
      startMode: 'now',
      customStart: '',
      deadline: initialDeadline(now(), storage),
      autoReview: initialAutoReview(storage),
      range: { start: null, end: null },
    },
    resolver: contractResolver((draft) => deployFormFaults(draft, now(), book?.pageCount)),
  });
  const { control, formState } = form;
  const { errors } = formState;
  // Registered in the order of the form: the first invalid field takes focus on submit.
  const nameField = form.register('taskName');
  const submittersField = useController({ control, name: 'userIdxList' });
  const modeField = useController({
    control,
    name: 'startMode',
    rules: { deps: ['customStart', 'deadline'] },
  });
  const startField = useController({ control, name: 'customStart', rules: { deps: ['deadline'] } });
  const deadlineField = useController({
    control,
    name: 'deadline',
    rules: { deps: ['customStart'] },
  });
  const autoReviewField = useController({ control, name: 'autoReview' });
  const rangeField = useController({ control, name: 'range' });
  const [pickerOpen, setPickerOpen] = useState(false);

  const { submit, pending } = useGuardedSubmit(form, async (draft: DeployDraft) => {
    const values = toDeployValues(draft, now(), book !== undefined);
    rememberChoices(values, storage);
    await onDeploy(values);
  });
  const busy = submitting || pending;

  const byIdx = useMemo(() => new Map(users.map((user) => [user.userIdx, user])), [users]);
  const submitters = submittersField.field.value.flatMap((userIdx) => byIdx.get(userIdx) ?? []);

  // Enter that ends a Korean syllable must not deploy.
  const keepComposing = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isCompositionEnter(event.nativeEvent, false)) event.preventDefault();
  };

  const startMode = modeField.field.value;
  const dailyStart = startOf(
    { ...form.getValues(), deadline: deadlineField.field.value, startMode: 'daily' },
    now(),
  );
  const message = (fieldError: FieldError | undefined) => {
    const fault = faultOf(fieldError);
    if (fault === undefined) return undefined;
    return typeof fault === 'string' ? fault : t(fault.key, fault.params);
  };
  const startError = message(errors.customStart);
  const deadlineError = message(errors.deadline);
  const rangeError = message(errors.range as FieldError | undefined);
  const submittersError = message(errors.userIdxList as FieldError | undefined);

  return (
    <form
      className={styles.form}
      data-slot="homework-deploy"
      noValidate
      onSubmit={(event) => {
        if (submitting) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
      onKeyDown={keepComposing}
    >
      {book && (
        <p className={styles.book} data-slot="homework-deploy-book">
          {t('homeworkDeploy.book', { name: book.bookName, count: book.pageCount })}
        </p>
      )}
      <TextField
        label={t('homeworkDeploy.name')}
        required
        maxLength={LIMITS.TITLE_MAX}
        showCounter
        error={faultOf(errors.taskName)}
        {...nameField}
      />

      <fieldset
        className={styles.group}
        data-slot="homework-deploy-submitters"
        aria-describedby={submittersError ? `${id}-submitters-error` : undefined}
      >
        <legend className={styles.legend}>
          {t('homeworkDeploy.submitters')}
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className={styles.row}>
          <Button
            ref={submittersField.field.ref}
            variant="secondary"
            onClick={() => setPickerOpen(true)}
            aria-invalid={submittersError ? true : undefined}
          >
            {t('homeworkDeploy.chooseSubmitters')}
          </Button>
          <span className={styles.muted} aria-live="polite">
            {t('homeworkDeploy.submitterCount', { count: submitters.length })}
          </span>
        </div>
        {submitters.length > 0 && (
          <ul className={styles.names} data-slot="homework-deploy-submitter-list">
            {submitters.map((user) => (
              <li key={user.userIdx} className={styles.name}>
                {user.userName}
              </li>
            ))}
          </ul>
        )}
        {submittersError && (
          <p id={`${id}-submitters-error`} className={styles.error}>
            {submittersError}
          </p>
        )}
      </fieldset>

      <RadioGroup
        label={t('homeworkDeploy.startMode')}
        orientation="horizontal"
        options={START_MODES.map((mode) => ({
          value: mode,
          label: t(`homeworkDeploy.start.${mode}`),
        }))}
        value={startMode}
        onValueChange={(mode) => modeField.field.onChange(mode as HomeworkStartMode)}
      />
      {startMode === 'daily' && dailyStart && (
        <p className={styles.muted} data-slot="homework-deploy-daily">
          {t('homeworkDeploy.dailyStarts', { start: formatDisplayDateTime(dailyStart, now()) })}
        </p>
      )}
      {startMode === 'custom' && (
        <div
          className={styles.group}
          ref={(element) => {
            if (element) startField.field.ref(focusWithin(element));
          }}
        >
          <DateTimeInput
            label={t('homeworkDeploy.startAt')}
            required
            value={startField.field.value}
            onChange={startField.field.onChange}
          />
        </div>
      )}
      {startError && (
        <p className={styles.error} data-slot="homework-deploy-start-error">
          {startError}
        </p>
      )}

      <div
        className={styles.group}
        ref={(element) => {
          if (element) deadlineField.field.ref(focusWithin(element));
        }}
      >
        <DateTimeInput
          label={t('homeworkDeploy.deadline')}
          required
          value={deadlineField.field.value}
          onChange={deadlineField.field.onChange}
        />
        {deadlineError && (
          <p className={styles.error} data-slot="homework-deploy-deadline-error">
            {deadlineError}
          </p>
        )}
      </div>

      <Switch
        label={t('homeworkDeploy.autoReview')}
        description={t('homeworkDeploy.autoReviewHint')}
        checked={autoReviewField.field.value}
        onCheckedChange={autoReviewField.field.onChange}
      />

      {book && (
        <div
          className={styles.group}
          ref={(element) => {
            if (element) rangeField.field.ref(focusWithin(element));
          }}
        >
          <PageRangePicker
            pageCount={book.pageCount}
            value={rangeField.field.value}
            onChange={rangeField.field.onChange}
            loadPages={book.loadPages}
            showRequired={formState.submitCount > 0}
          />
          {rangeError && (
            <p className={styles.error} data-slot="homework-deploy-range-error">
              {rangeError}
            </p>
          )}
        </div>
      )}

      {error && (
        <InlineAlert tone="danger" data-slot="homework-deploy-failed">
          {error}
        </InlineAlert>
      )}

      <div className={styles.footer}>
        <DialogClose asChild>
          <Button variant="secondary">{t('homeworkDeploy.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          {t('homeworkDeploy.deploy')}
        </Button>
      </div>

      <UserPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title={t('homeworkDeploy.pickerTitle')}
        groups={groups}
        users={users}
        loading={directoryLoading}
        initialSelection={submittersField.field.value}
        {...(allowedUserTypes ? { allowedUserTypes } : {})}
        {...(treeMode === undefined ? {} : { treeMode })}
        onConfirm={(picked) => submittersField.field.onChange(picked.map((user) => user.userIdx))}
      />
    </form>
  );
}
