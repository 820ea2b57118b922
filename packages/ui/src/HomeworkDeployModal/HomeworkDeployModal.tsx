import { formatDisplayDateTime, LIMITS, type ValidationFault } from '@platform/contract';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react';
import { Button } from '../Button/index.ts';
import { DateTimeInput } from '../DateTimeInput/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
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
  type DeployFaults,
  type HomeworkDeployValues,
  type HomeworkStartMode,
  initialAutoReview,
  initialDeadline,
  rememberChoices,
  type SettingsStorage,
  startOf,
  toDeployValues,
  validateDeploy,
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
  /** Who may be chosen as submitters; students by default is up to the app (pass [12]). */
  allowedUserTypes?: readonly number[];
  /** false lists users without groups (WEB_FUNC_USE hides tree mode). */
  treeMode?: boolean;
  /**
   * Called with valid values; the app sends them and closes the modal on success. The modal
   * stays open with everything typed while `submitting` and after a failure.
   */
  onDeploy: (values: HomeworkDeployValues) => void;
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

function DeployForm({
  book,
  defaultName = '',
  groups,
  users,
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
  const [draft, setDraft] = useState<DeployDraft>(() => ({
    taskName: defaultName.slice(0, LIMITS.TITLE_MAX),
    userIdxList: [],
    startMode: 'now',
    customStart: '',
    deadline: initialDeadline(now(), storage),
    autoReview: initialAutoReview(storage),
    range: { start: null, end: null },
  }));
  const [faults, setFaults] = useState<DeployFaults | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  const byIdx = useMemo(() => new Map(users.map((user) => [user.userIdx, user])), [users]);
  const submitters = draft.userIdxList.flatMap((userIdx) => byIdx.get(userIdx) ?? []);

  const update = (change: Partial<DeployDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    // After a failed attempt the messages follow the edits, so a fixed field stops complaining.
    if (faults) setFaults(validateDeploy(next, now(), book?.pageCount));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const at = now();
    const found = validateDeploy(draft, at, book?.pageCount);
    setFaults(found);
    if (Object.keys(found).length > 0) {
      focusFirstFault(found, draft.startMode, id);
      return;
    }
    const values = toDeployValues(draft, at, book !== undefined);
    rememberChoices(values, storage);
    onDeploy(values);
  };

  // Enter that ends a Korean syllable must not deploy.
  const keepComposing = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
      event.preventDefault();
    }
  };

  const dailyStart = startOf({ ...draft, startMode: 'daily' }, now());
  const message = (fault: ValidationFault | undefined) =>
    fault ? t(fault.key, fault.params) : undefined;

  return (
    <form
      className={styles.form}
      data-slot="homework-deploy"
      noValidate
      onSubmit={submit}
      onKeyDown={keepComposing}
    >
      {book && (
        <p className={styles.book} data-slot="homework-deploy-book">
          {t('homeworkDeploy.book', { name: book.bookName, count: book.pageCount })}
        </p>
      )}
      <TextField
        id={`${id}-name`}
        label={t('homeworkDeploy.name')}
        required
        maxLength={LIMITS.TITLE_MAX}
        showCounter
        value={draft.taskName}
        onValueChange={(taskName) => update({ taskName })}
        error={faults?.taskName}
      />

      <fieldset
        className={styles.group}
        data-slot="homework-deploy-submitters"
        aria-describedby={faults?.submitters ? `${id}-submitters-error` : undefined}
      >
        <legend className={styles.legend}>
          {t('homeworkDeploy.submitters')}
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className={styles.row}>
          <Button
            id={`${id}-submitters`}
            variant="secondary"
            onClick={() => setPickerOpen(true)}
            aria-invalid={faults?.submitters ? true : undefined}
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
        {faults?.submitters && (
          <p id={`${id}-submitters-error`} className={styles.error}>
            {message(faults.submitters)}
          </p>
        )}
      </fieldset>

      <RadioGroup
        id={`${id}-mode`}
        label={t('homeworkDeploy.startMode')}
        orientation="horizontal"
        options={START_MODES.map((mode) => ({
          value: mode,
          label: t(`homeworkDeploy.start.${mode}`),
        }))}
        value={draft.startMode}
        onValueChange={(mode) => update({ startMode: mode as HomeworkStartMode })}
      />
      {draft.startMode === 'daily' && dailyStart && (
        <p className={styles.muted} data-slot="homework-deploy-daily">
          {t('homeworkDeploy.dailyStarts', { start: formatDisplayDateTime(dailyStart, now()) })}
        </p>
      )}
      {draft.startMode === 'custom' && (
        <div className={styles.group} id={`${id}-start`}>
          <DateTimeInput
            label={t('homeworkDeploy.startAt')}
            required
            value={draft.customStart}
            onChange={(customStart) => update({ customStart })}
          />
        </div>
      )}
      {faults?.start && (
        <p className={styles.error} data-slot="homework-deploy-start-error">
          {message(faults.start)}
        </p>
      )}

      <div className={styles.group} id={`${id}-deadline`}>
        <DateTimeInput
          label={t('homeworkDeploy.deadline')}
          required
          value={draft.deadline}
          onChange={(deadline) => update({ deadline })}
        />
        {faults?.deadline && (
          <p className={styles.error} data-slot="homework-deploy-deadline-error">
            {message(faults.deadline)}
          </p>
        )}
      </div>

      <Switch
        label={t('homeworkDeploy.autoReview')}
        description={t('homeworkDeploy.autoReviewHint')}
        checked={draft.autoReview}
        onCheckedChange={(autoReview) => update({ autoReview })}
      />

      {book && (
        <div className={styles.group} id={`${id}-range`}>
          <PageRangePicker
            pageCount={book.pageCount}
            value={draft.range}
            onChange={(range) => update({ range })}
            loadPages={book.loadPages}
            showRequired={faults !== null}
          />
          {(faults?.pageStart || faults?.pageEnd) && (
            <p className={styles.error} data-slot="homework-deploy-range-error">
              {message(faults.pageStart ?? faults.pageEnd)}
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
        <Button type="submit" loading={submitting}>
          {t('homeworkDeploy.deploy')}
        </Button>
      </div>

      <UserPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title={t('homeworkDeploy.pickerTitle')}
        groups={groups}
        users={users}
        initialSelection={draft.userIdxList}
        {...(allowedUserTypes ? { allowedUserTypes } : {})}
        {...(treeMode === undefined ? {} : { treeMode })}
        onConfirm={(picked) => update({ userIdxList: picked.map((user) => user.userIdx) })}
      />
    </form>
  );
}

/** Moves focus to the first field that needs fixing, in the order of the form. */
function focusFirstFault(faults: DeployFaults, mode: HomeworkStartMode, id: string): void {
  const target = faults.taskName
    ? `${id}-name`
    : faults.submitters
      ? `${id}-submitters`
      : faults.start && mode === 'custom'
        ? `${id}-start`
        : faults.deadline
          ? `${id}-deadline`
          : `${id}-range`;
  const element = document.getElementById(target);
  const focusable =
    element?.matches('input, button') === true
      ? element
      : element?.querySelector<HTMLElement>('input, button');
  focusable?.focus();
}
