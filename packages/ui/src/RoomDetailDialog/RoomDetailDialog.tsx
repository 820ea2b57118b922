import {
  codeLabelTexts,
  formatInviteCode,
  PAGE_SIZE,
  type ReferenceFile,
  type Room,
  type RoomBook,
  type RoomUser,
} from '@platform/contract';
import type { ReactNode } from 'react';
import { DateText } from '../DateText/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { roomFormsTexts } from '../i18n/texts/roomForms.ts';
import { Pagination } from '../Pagination/index.ts';
import { ReferenceFiles } from '../ReferenceFiles/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { Tabs } from '../Tabs/index.ts';
import styles from './RoomDetailDialog.module.css';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(codeLabelTexts);
registerTexts(roomFormsTexts);

/** One page of the room's attendees (roomUser.LIST, 1000 a page: screens.md §9 "room users 1000"). */
export interface RoomDetailAttendeePage {
  users: readonly RoomUser[];
  /** The page shown, counted from 0 like the server's `resultPage.number`. */
  pageIndex: number;
  /** All attendees of the room (`resultPage.totalElements`). */
  totalCount: number;
}

export const ROOM_DETAIL_TABS = ['info', 'books', 'attendees', 'files'] as const;
export type RoomDetailTab = (typeof ROOM_DETAIL_TABS)[number];

export interface RoomDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room (room.VIEW). */
  room: Room;
  /** The room's books with their last-read range (roomBook.LIST); `room.roomBookList` if absent. */
  books?: readonly RoomBook[];
  /** The attendees' page shown. */
  attendees: RoomDetailAttendeePage;
  /** Another attendee page is loading. */
  attendeesLoading?: boolean;
  /** Asks for another attendee page (0-based); shown only when there are more than 1000. */
  onAttendeesPage: (pageIndex: number) => void;
  /** The room's reference files (meetFile LIST, fileType 1). */
  files: readonly ReferenceFile[];
  filesLoading?: boolean;
  /** The signed-in user: only the uploader of a file may delete it (screens.md §6). */
  currentUserIdx: number;
  /**
   * Uploads the chosen files, checked by the contract's reference-file rule. A resolved promise
   * clears the chosen files; a rejected one keeps them and shows `errorText(error)`. Without it
   * the tab lists the files only.
   */
  onUpload?: (files: File[]) => Promise<unknown> | unknown;
  /** Deletes a file after the user confirmed; a rejection keeps the confirm open with the error. */
  onDeleteFile: (file: ReferenceFile) => Promise<unknown> | unknown;
  onDownloadFile: (file: ReferenceFile) => void;
  /** The words of a failed upload or delete, in the user's language (the app maps the code). */
  errorText: (error: unknown) => string;
  /** The tab shown on opening; information by default. */
  defaultTab?: RoomDetailTab;
  /** Today, for the short date form within the current year; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The room detail dialog (screens.md §10 "Room detail modal: info, books, attendees", issue 19
 * item 5): information (title, description, kind, class type, leader, use period with
 * unlimited, state, invite code 3-3-3), books with the last-read range, attendees paged at 1000,
 * and the reference files: list, upload by the contract's reference-file rule, download, and
 * delete by the uploader only, after a confirm.
 */
export function RoomDetailDialog({ open, onOpenChange, room, ...rest }: RoomDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={room.roomTitle}>
      {/* Mounted only while open: files chosen and not uploaded do not outlive the dialog. */}
      {open && <DetailBody room={room} {...rest} />}
    </Dialog>
  );
}

type BodyProps = Omit<RoomDetailDialogProps, 'open' | 'onOpenChange'>;

function DetailBody({ defaultTab = 'info', ...props }: BodyProps) {
  const t = useT();
  return (
    <div className={styles.body} data-slot="room-detail">
      <Tabs
        label={t('roomDetail.tabs')}
        defaultValue={defaultTab}
        fitted
        items={[
          { value: 'info', label: t('roomDetail.tab.info'), content: <InfoPanel {...props} /> },
          { value: 'books', label: t('roomDetail.tab.books'), content: <BooksPanel {...props} /> },
          {
            value: 'attendees',
            label: t('roomDetail.tab.attendees'),
            content: <AttendeesPanel {...props} />,
          },
          {
            value: 'files',
            label: t('roomDetail.tab.files'),
            content: <FilesTab {...props} />,
          },
        ]}
      />
    </div>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.infoRow}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  );
}

function InfoPanel({ room, now = () => new Date() }: BodyProps) {
  const t = useT();
  const none = <span className={styles.muted}>{t('roomDetail.none')}</span>;
  const today = now();
  const inviteCode = room.inviteCode ?? room.meet?.inviteCode;
  return (
    <dl className={styles.info} data-slot="room-detail-info">
      <InfoRow label={t('roomDetail.name')}>{room.roomTitle}</InfoRow>
      <InfoRow label={t('roomDetail.description')}>
        {room.roomDesc ? <span className={styles.multiline}>{room.roomDesc}</span> : none}
      </InfoRow>
      <InfoRow label={t('roomDetail.kind')}>
        {room.roomType == null ? none : t(`code.ROOM_KIND.${room.roomType}`)}
      </InfoRow>
      <InfoRow label={t('roomDetail.template')}>{room.template?.templateName ?? none}</InfoRow>
      <InfoRow label={t('roomDetail.leader')}>{room.ownerUser?.userName ?? none}</InfoRow>
      <InfoRow label={t('roomDetail.period')}>
        {room.showDatetime ? (
          <span data-slot="room-detail-period">
            <DateText value={room.showDatetime} form="date" now={today} />
            {' ~ '}
            {/* A year-9999 end reads "Unlimited" (DateText). */}
            <DateText value={room.showEndDatetime} form="date" now={today} />
          </span>
        ) : (
          none
        )}
      </InfoRow>
      <InfoRow label={t('roomDetail.state')}>
        {room.roomStatus == null ? none : t(`code.ROOM_STATE.${room.roomStatus}`)}
      </InfoRow>
      <InfoRow label={t('roomDetail.inviteCode')}>
        {inviteCode ? (
          <span className={styles.code} data-slot="room-detail-invite-code">
            {formatInviteCode(inviteCode)}
          </span>
        ) : (
          none
        )}
      </InfoRow>
    </dl>
  );
}

function BooksPanel({ room, books }: BodyProps) {
  const t = useT();
  const list = books ?? room.roomBookList ?? [];
  if (list.length === 0) return <EmptyState title={t('roomDetail.noBooks')} />;
  return (
    <ul className={styles.list} data-slot="room-detail-books">
      {list.map((book, index) => (
        <li key={book.bookIdx ?? `book-${index}`} className={styles.item}>
          <span className={styles.itemName}>{book.book?.bookName ?? book.bookIdx}</span>
          <span className={styles.muted}>
            {book.book?.pageCount == null
              ? null
              : `${t('roomForm.bookPages', { count: book.book.pageCount })} · `}
            {book.lastReadStart != null && book.lastReadEnd != null
              ? t('roomDetail.lastRead', { start: book.lastReadStart, end: book.lastReadEnd })
              : t('roomDetail.notRead')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function AttendeesPanel({ attendees, attendeesLoading = false, onAttendeesPage }: BodyProps) {
  const t = useT();
  const pageSize = PAGE_SIZE.ROOM_USERS;
  if (attendees.totalCount === 0 && !attendeesLoading) {
    return <EmptyState title={t('roomDetail.noAttendees')} />;
  }
  return (
    <div className={styles.panel} data-slot="room-detail-attendees">
      <p className={styles.muted} data-slot="room-detail-attendee-total">
        {t('roomDetail.attendeeTotal', { count: attendees.totalCount })}
      </p>
      {attendeesLoading ? (
        <Spinner label={t('roomDetail.loading')} showLabel />
      ) : (
        <ul className={styles.list} aria-label={t('roomDetail.tab.attendees')}>
          {attendees.users.map((user) => (
            <li key={user.userIdx} className={styles.item}>
              <span className={styles.itemName}>{user.userName ?? user.userIdx}</span>
              {user.userType != null && (
                <span className={styles.muted}>{t(`code.USER_TYPE.${user.userType}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {attendees.totalCount > pageSize && (
        <Pagination
          label={t('roomDetail.attendeePages')}
          pageIndex={attendees.pageIndex}
          pageSize={pageSize}
          totalCount={attendees.totalCount}
          onPageChange={onAttendeesPage}
        />
      )}
    </div>
  );
}

function FilesTab({ files, filesLoading = false, ...rest }: BodyProps) {
  return (
    <ReferenceFiles
      files={files}
      loading={filesLoading}
      currentUserIdx={rest.currentUserIdx}
      onDeleteFile={rest.onDeleteFile}
      onDownloadFile={rest.onDownloadFile}
      errorText={rest.errorText}
      {...(rest.onUpload ? { onUpload: rest.onUpload } : {})}
      {...(rest.now ? { now: rest.now } : {})}
    />
  );
}
