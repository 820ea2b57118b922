import {
  codeLabelTexts,
  formatWireDate,
  LIMITS,
  parseWireDate,
  type Room,
  type RoomKind,
  type RoomTemplate,
  roomPeriodMaxEnd,
  type ValidationFault,
} from '@platform/contract';
import { useId, useMemo, useState } from 'react';
import { type FieldError, useController, useForm } from 'react-hook-form';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { DigitsField } from '../DigitsField/index.ts';
import { contractResolver, FormDialog, faultOf } from '../FormDialog/index.ts';
import type { TreeGroup, TreeUser } from '../GroupTree/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { roomFormsTexts } from '../i18n/texts/roomForms.ts';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import fields from '../styles/dateFields.module.css';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { UserPicker } from '../UserPicker/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './RoomFormDialog.module.css';
import {
  attendeesAfterPick,
  attendeesAfterRemove,
  bookRangeFaults,
  initialDraft,
  kindOptions,
  leaderCandidates,
  type RoomBookDraft,
  type RoomFormBookOption,
  type RoomFormDraft,
  type RoomFormMode,
  type RoomFormUser,
  type RoomFormValues,
  roomFormFaults,
  savedStartOf,
  templateOptions,
  toRoomFormValues,
} from './roomFormLogic.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(codeLabelTexts);
registerTexts(roomFormsTexts);

export interface RoomFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `manage`: a manager chooses the leader (required); `service`: the current user leads. */
  mode: RoomFormMode;
  /** The room to modify (room.VIEW, with roomUserList and roomBookList); none to register. */
  room?: Room;
  /**
   * The institution's room templates (roomTemplate.LIST). Empty: the dialog says `WE_5005` ("no
   * room template") and cannot save.
   */
  templates: readonly RoomTemplate[];
  /** The room kinds the institution's `WEB_ROOM_CATEGORY_*` settings allow. */
  allowedKinds: readonly RoomKind[];
  /** Leader candidates (manage mode); only teachers and open teachers are offered. */
  teachers?: readonly RoomFormUser[];
  /** The signed-in user: the leader shown in service mode. */
  currentUser: RoomFormUser;
  /** The user picker's data, for the attendees. */
  groups: readonly TreeGroup[];
  users: readonly TreeUser[];
  /** The users or groups are still loading (the picker waits for them). */
  directoryLoading?: boolean;
  /** Who may be chosen as attendees; every type by default. */
  allowedUserTypes?: readonly number[];
  /** false lists users without groups (`WEB_FUNC_USE` hides tree mode). */
  treeMode?: boolean;
  /**
   * Shows the books section: the fourth web-function flag, and on modify the owner's right
   * (the contract's canManageRoomBooks).
   */
  booksEnabled?: boolean;
  /** The books that may be added (class books). */
  books?: readonly RoomFormBookOption[];
  /**
   * Saves the checked values. A resolved promise closes the dialog; a rejected one keeps it
   * open with everything typed and shows `errorText(error)` above the buttons. A double click
   * saves once.
   */
  onSubmit: (values: RoomFormValues) => Promise<unknown> | unknown;
  /** The words of a failed save, in the user's language (the app maps the error code). */
  errorText: (error: unknown) => string;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * Registers or modifies a room (screens.md §5 "Rooms and attendees", §3 Room, §6 room owner, §9
 * room periods): name (required, non-blank, 50 at most), class type (a room template) and room
 * kind, leader (chosen by a manager, teachers only), use period (from today, six months by
 * default, a year at most, or unlimited: year 9999), attendees through the user picker, and the
 * books with their last-read range when the books flag is on. On save it reports the room and
 * what changed: attendees and books to add and to remove.
 */
export function RoomFormDialog({ open, ...rest }: RoomFormDialogProps) {
  // Mounted only while open: every opening starts from the room (or the defaults) again.
  return open ? <RoomForm {...rest} /> : null;
}

type FormProps = Omit<RoomFormDialogProps, 'open'>;

/** Focus for a field drawn as several controls: its first input or button. */
function focusWithin(element: HTMLElement | null) {
  return {
    focus: () => {
      const target = element?.matches('input, button, select')
        ? element
        : element?.querySelector<HTMLElement>('input, button, select');
      target?.focus();
    },
  };
}

function RoomForm({
  onOpenChange,
  mode,
  room,
  templates,
  allowedKinds,
  teachers = [],
  currentUser,
  groups,
  users,
  directoryLoading = false,
  allowedUserTypes,
  treeMode,
  booksEnabled = false,
  books = [],
  onSubmit,
  errorText,
  now = () => new Date(),
}: FormProps) {
  const t = useT();
  const id = useId();
  const [openedAt] = useState(now);
  const form = useForm<RoomFormDraft>({
    defaultValues: initialDraft({
      room,
      mode,
      templates,
      allowedKinds,
      currentUser,
      now: openedAt,
    }),
    resolver: contractResolver((draft) =>
      roomFormFaults(draft, { mode, now: now(), savedStart: savedStartOf(room), booksEnabled }),
    ),
  });
  const { control, formState } = form;
  const { errors } = formState;
  // Registered in the order of the form: the first invalid field takes focus on submit.
  const nameField = form.register('roomTitle');
  const descField = form.register('roomDesc');
  const templateField = form.register('templateIdx');
  const kindField = useController({ control, name: 'roomType' });
  const leaderField = form.register('ownerUserIdx');
  const startField = form.register('start', { deps: ['end'] });
  const endField = form.register('end');
  const unlimitedField = useController({ control, name: 'unlimited', rules: { deps: ['end'] } });
  const attendeesField = useController({ control, name: 'attendees' });
  const booksField = useController({ control, name: 'books' });

  const [pickerOpen, setPickerOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [attendeeFault, setAttendeeFault] = useState<ValidationFault | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [bookToAdd, setBookToAdd] = useState('');

  const templateList = useMemo(() => templateOptions(templates, room), [templates, room]);
  const kinds = useMemo(() => kindOptions(allowedKinds, room), [allowedKinds, room]);
  const leaders = useMemo(() => leaderCandidates(teachers, room), [teachers, room]);
  const directory = useMemo(() => new Set(users.map((user) => user.userIdx)), [users]);
  const noTemplate = templateList.length === 0;

  const message = (fieldError: FieldError | undefined) => {
    const fault = faultOf(fieldError);
    if (fault === undefined) return undefined;
    return typeof fault === 'string' ? fault : t(fault.key, fault.params);
  };

  const attendees = attendeesField.field.value;
  const chosenBooks = booksField.field.value;
  const unlimited = unlimitedField.field.value;
  const start = form.watch('start');
  const startDate = parseWireDate(start);
  const endMax = startDate ? formatWireDate(roomPeriodMaxEnd(startDate)) : undefined;
  const today = formatWireDate(openedAt);
  const savedStart = savedStartOf(room);
  // A running room keeps its passed start (assumed, see validateRoomPeriod).
  const startMin = savedStart && savedStart < today ? savedStart : today;
  const submitted = formState.submitCount > 0;

  const setAttendees = (next: RoomFormUser[]) =>
    attendeesField.field.onChange(next.map((user) => ({ ...user })));

  const onPicked = (picked: TreeUser[]) => {
    const change = attendeesAfterPick(attendees, picked, directory);
    setAttendeeFault(change.fault);
    if (change.fault) return;
    setAttendees(change.attendees);
    setSelected(new Set());
    setAnnouncement(t('roomForm.attendeesAdded', { added: change.added, removed: change.removed }));
  };

  const removeSelected = () => {
    const change = attendeesAfterRemove(attendees, selected);
    setAttendeeFault(change.fault);
    if (change.fault) return;
    setAttendees(change.attendees);
    setSelected(new Set());
    setAnnouncement(t('roomForm.attendeesRemoved', { count: change.removed }));
  };

  const toggle = (userIdx: number, on: boolean) => {
    setAttendeeFault(null);
    const next = new Set(selected);
    if (on) next.add(userIdx);
    else next.delete(userIdx);
    setSelected(next);
  };

  const addable = books.filter((book) => !chosenBooks.some((c) => c.bookIdx === book.bookIdx));
  const addBook = () => {
    const book = addable.find((option) => String(option.bookIdx) === bookToAdd);
    if (!book) return;
    // assumed: a book just added has been read up to its first page.
    booksField.field.onChange([
      ...chosenBooks,
      { ...book, lastReadStart: '1', lastReadEnd: '1' } satisfies RoomBookDraft,
    ]);
    setBookToAdd('');
  };
  const changeBook = (index: number, patch: Partial<RoomBookDraft>) =>
    booksField.field.onChange(
      chosenBooks.map((book, i) => (i === index ? { ...book, ...patch } : book)),
    );
  const removeBook = (index: number) =>
    booksField.field.onChange(chosenBooks.filter((_, i) => i !== index));

  const leaderName =
    room?.ownerUser?.userName ??
    (room?.ownerUserIdx == null || room.ownerUserIdx === currentUser.userIdx
      ? currentUser.userName
      : String(room.ownerUserIdx));

  const startError = message(errors.start);
  const endError = message(errors.end);
  const attendeeMessageId = `${id}-attendee-message`;

  return (
    <FormDialog
      form={form}
      open
      onOpenChange={onOpenChange}
      title={room ? t('roomForm.modifyTitle') : t('roomForm.registerTitle')}
      submitLabel={room ? t('roomForm.save') : t('roomForm.register')}
      cancelLabel={t('roomForm.cancel')}
      submitDisabled={noTemplate}
      onSubmit={(draft) => onSubmit(toRoomFormValues(draft, { room, booksEnabled }))}
      errorText={errorText}
    >
      <div className={styles.form} data-slot="room-form">
        <TextField
          label={t('roomForm.name')}
          required
          maxLength={LIMITS.ROOM_NAME_MAX}
          showCounter
          autoComplete="off"
          // The first field takes the focus (the dialog would give it to its close button).
          autoFocus
          error={faultOf(errors.roomTitle)}
          {...nameField}
        />
        <TextArea
          label={t('roomForm.description')}
          maxLength={LIMITS.DESCRIPTION_MAX}
          rows={2}
          error={faultOf(errors.roomDesc)}
          {...descField}
        />

        {noTemplate ? (
          <div className={styles.group} data-slot="room-form-no-template">
            <span className={styles.legend}>{t('roomForm.template')}</span>
            <InlineAlert tone="danger">{t('error.internal.WE_5005')}</InlineAlert>
          </div>
        ) : (
          <Select
            label={t('roomForm.template')}
            required
            placeholder
            options={templateList.map((template) => ({
              value: String(template.templateIdx),
              label: template.templateName ?? String(template.templateIdx),
            }))}
            error={faultOf(errors.templateIdx)}
            {...templateField}
          />
        )}

        <RadioGroup
          ref={(element) => {
            if (element) kindField.field.ref(focusWithin(element));
          }}
          label={t('roomForm.kind')}
          required
          orientation="horizontal"
          options={kinds.map((kind) => ({
            value: String(kind),
            label: t(`code.ROOM_KIND.${kind}`),
          }))}
          value={kindField.field.value}
          onValueChange={kindField.field.onChange}
          error={faultOf(errors.roomType)}
        />

        {mode === 'manage' ? (
          <Select
            label={t('roomForm.leader')}
            required
            placeholder
            options={leaders.map((user) => ({ value: String(user.userIdx), label: user.userName }))}
            error={faultOf(errors.ownerUserIdx)}
            {...leaderField}
          />
        ) : (
          <div className={styles.group} data-slot="room-form-leader">
            <span className={styles.legend}>{t('roomForm.leader')}</span>
            <p className={styles.value}>{leaderName}</p>
          </div>
        )}

        <fieldset
          className={`${fields.root} ${styles.group}`}
          data-slot="room-form-period"
          aria-describedby={`${id}-period-hint`}
        >
          <legend className={fields.legend}>
            {t('roomForm.period')}
            <span className={styles.requiredMark} aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <p id={`${id}-period-hint`} className={styles.muted}>
            {t('roomForm.periodHint')}
          </p>
          <div className={fields.inputs}>
            <label className={fields.field} data-slot="room-form-start">
              <span className={fields.fieldLabel}>{t('roomForm.periodStart')}</span>
              <input
                type="date"
                className={fields.input}
                min={startMin}
                required
                aria-invalid={startError ? true : undefined}
                aria-describedby={startError ? `${id}-start-error` : undefined}
                {...startField}
              />
            </label>
            {!unlimited && (
              <>
                <span className={fields.separator} aria-hidden="true">
                  ~
                </span>
                <label className={fields.field} data-slot="room-form-end">
                  <span className={fields.fieldLabel}>{t('roomForm.periodEnd')}</span>
                  <input
                    type="date"
                    className={fields.input}
                    min={start || startMin}
                    max={endMax}
                    required
                    aria-invalid={endError ? true : undefined}
                    aria-describedby={endError ? `${id}-end-error` : undefined}
                    {...endField}
                  />
                </label>
              </>
            )}
          </div>
          <Checkbox
            ref={unlimitedField.field.ref}
            label={t('roomForm.unlimited')}
            checked={unlimited}
            onCheckedChange={(checked) => unlimitedField.field.onChange(checked === true)}
          />
          <div className={styles.messages} aria-live="polite">
            {startError && (
              <p id={`${id}-start-error`} className={fields.message}>
                {`${t('roomForm.periodStart')}: ${startError}`}
              </p>
            )}
            {endError && !unlimited && (
              <p id={`${id}-end-error`} className={fields.message}>
                {`${t('roomForm.periodEnd')}: ${endError}`}
              </p>
            )}
          </div>
        </fieldset>

        <fieldset
          className={styles.group}
          data-slot="room-form-attendees"
          aria-describedby={attendeeFault ? attendeeMessageId : undefined}
        >
          <legend className={styles.legend}>{t('roomForm.attendees')}</legend>
          <div className={styles.row}>
            <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
              {t('roomForm.addAttendees')}
            </Button>
            <Button variant="secondary" size="sm" onClick={removeSelected}>
              {t('roomForm.removeAttendees')}
            </Button>
            <span className={styles.muted} data-slot="room-form-attendee-count">
              {t('roomForm.attendeeCount', { count: attendees.length })}
            </span>
          </div>
          {attendeeFault && (
            <InlineAlert tone="danger" id={attendeeMessageId} data-slot="room-form-attendee-error">
              {t(attendeeFault.key, attendeeFault.params)}
            </InlineAlert>
          )}
          {attendees.length === 0 ? (
            <p className={styles.muted}>{t('roomForm.noAttendees')}</p>
          ) : (
            <ul className={styles.attendees} data-slot="room-form-attendee-list">
              {attendees.map((user) => (
                <li key={user.userIdx} className={styles.attendee}>
                  <Checkbox
                    label={user.userName}
                    description={
                      user.userType === undefined ? undefined : t(`code.USER_TYPE.${user.userType}`)
                    }
                    checked={selected.has(user.userIdx)}
                    onCheckedChange={(checked) => toggle(user.userIdx, checked === true)}
                  />
                </li>
              ))}
            </ul>
          )}
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </fieldset>

        {booksEnabled && (
          <fieldset
            className={styles.group}
            data-slot="room-form-books"
            ref={(element) => {
              if (element) booksField.field.ref(focusWithin(element));
            }}
          >
            <legend className={styles.legend}>{t('roomForm.books')}</legend>
            {addable.length > 0 ? (
              <div className={styles.addBook}>
                <Select
                  label={t('roomForm.bookToAdd')}
                  placeholder
                  options={addable.map((book) => ({
                    value: String(book.bookIdx),
                    label: book.bookName,
                  }))}
                  value={bookToAdd}
                  onChange={(event) => setBookToAdd(event.target.value)}
                />
                <Button variant="secondary" size="sm" disabled={bookToAdd === ''} onClick={addBook}>
                  {t('roomForm.addBook')}
                </Button>
              </div>
            ) : (
              books.length > 0 && <p className={styles.muted}>{t('roomForm.noBooksToAdd')}</p>
            )}
            {chosenBooks.length === 0 ? (
              <p className={styles.muted}>{t('roomForm.noBooks')}</p>
            ) : (
              <ul className={styles.books} data-slot="room-form-book-list">
                {chosenBooks.map((book, index) => {
                  const faults = submitted ? bookRangeFaults(book) : {};
                  return (
                    <li key={book.bookIdx} className={styles.book} data-slot="room-form-book">
                      <div className={styles.bookHead}>
                        <span className={styles.bookName}>{book.bookName}</span>
                        <span className={styles.muted}>
                          {t('roomForm.bookPages', { count: book.pageCount })}
                        </span>
                        <IconButton
                          size="sm"
                          label={t('roomForm.removeBook', { name: book.bookName })}
                          icon={<CloseIcon />}
                          onClick={() => removeBook(index)}
                        />
                      </div>
                      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset in the books fieldset would nest a third legend to read; a labelled group is enough. */}
                      <div
                        className={styles.pages}
                        role="group"
                        aria-label={`${book.bookName} ${t('roomForm.lastRead')}`}
                      >
                        <DigitsField
                          label={t('roomForm.lastReadStart')}
                          maxLength={String(book.pageCount).length || 1}
                          value={book.lastReadStart}
                          onValueChange={(value) => changeBook(index, { lastReadStart: value })}
                          error={faults.start ?? faults.total}
                        />
                        <DigitsField
                          label={t('roomForm.lastReadEnd')}
                          maxLength={String(book.pageCount).length || 1}
                          value={book.lastReadEnd}
                          onValueChange={(value) => changeBook(index, { lastReadEnd: value })}
                          error={faults.end}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        )}
      </div>

      <UserPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title={t('roomForm.pickerTitle')}
        groups={groups}
        users={users}
        loading={directoryLoading}
        initialSelection={attendees.map((user) => user.userIdx)}
        {...(allowedUserTypes ? { allowedUserTypes } : {})}
        {...(treeMode === undefined ? {} : { treeMode })}
        onConfirm={onPicked}
      />
    </FormDialog>
  );
}
