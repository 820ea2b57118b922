import {
  type ClassLog,
  canViewAttendeeNote,
  isVideoRecord,
  type MeetRecordFile,
  type MeetUserLog,
  type Note,
  RECORD_DOWNLOAD_REFUSAL,
  RECORD_TYPE,
  type ReferenceFile,
  showsAiSummary,
} from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateText,
  Dialog,
  EmptyState,
  registerTexts,
  Skeleton,
  Tabs,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage, hasErrorCode } from '../../shared/apiErrors.ts';
import { saveFile } from '../../shared/saveFile.ts';
import { NoteImagesDialog } from '../notes/NoteImagesDialog.tsx';
import { downloadNote } from '../notes/noteQueries.ts';
import { readNoteDownloadType } from '../notes/noteRules.ts';
import styles from './ClassDetail.module.css';
import { ClassSummaryPanel } from './ClassSummaryPanel.tsx';
import {
  classAttendeesQuery,
  classDetailQuery,
  classNotesQuery,
  classRecordsQuery,
  classReferencesQuery,
  roomTemplatesQuery,
} from './classDetailQueries.ts';
import { classDetailTexts } from './detailTexts.ts';
import { formatStay, secondsBetween } from './logSearch.ts';
import { historyTexts } from './texts.ts';

registerTexts(historyTexts);
registerTexts(classDetailTexts);

export interface ClassDetailDialogProps {
  /** The class shown, as the list gave it; null closes the dialog. */
  log: ClassLog | null;
  onClose: () => void;
}

/**
 * The class detail of the history (issue 21 item 2; screens.md §10 History "class detail modal
 * with info, recordings, chat files, reference materials, attendee table, AI summary ..., note
 * download or view"): one tab each, each fetching when it is first shown.
 */
export function ClassDetailDialog({ log, onClose }: ClassDetailDialogProps) {
  const t = useT();
  const signedIn = useSignedIn();
  return (
    <Dialog
      open={log !== null}
      onOpenChange={(open) => !open && onClose()}
      title={log?.meetTitle ?? ''}
      description={t('history.detail.description')}
    >
      {log && signedIn && <ClassDetail key={log.meetIdx} listed={log} signedIn={signedIn} />}
    </Dialog>
  );
}

function ClassDetail({ listed, signedIn }: { listed: ClassLog; signedIn: SignedIn }) {
  const t = useT();
  const detail = useQuery({
    ...classDetailQuery(listed),
    initialData: listed,
    initialDataUpdatedAt: 0,
  });
  const log = detail.data ?? listed;
  const summaryOn = showsAiSummary(signedIn.config.funcUse);
  const items = [
    { value: 'info', label: t('history.detail.tab.info'), content: <InfoPanel log={log} /> },
    {
      value: 'attendees',
      label: t('history.detail.tab.attendees'),
      content: <AttendeesPanel log={log} signedIn={signedIn} />,
    },
    {
      value: 'files',
      label: t('history.detail.tab.files'),
      content: <FilesPanel log={log} signedIn={signedIn} />,
    },
    ...(summaryOn
      ? [
          {
            value: 'summary',
            label: t('history.detail.tab.summary'),
            content: <ClassSummaryPanel log={log} />,
          },
        ]
      : []),
  ];
  return <Tabs label={t('history.detail.tabs')} items={items} defaultValue="info" fitted />;
}

function InfoPanel({ log }: { log: ClassLog }) {
  const t = useT();
  const templates = useQuery({ ...roomTemplatesQuery(), enabled: log.templateIdx != null });
  const template = templates.data?.find((row) => row.templateIdx === log.templateIdx);
  const rows: [string, React.ReactNode][] = [
    [
      t('history.detail.info.leader'),
      <>
        {log.leaderName}
        {log.leaderId && <span className={styles.muted}> ({log.leaderId})</span>}
      </>,
    ],
    [t('history.detail.info.opener'), log.userName],
    [
      t('history.detail.info.attendees'),
      t('history.class.attendees', { count: log.userCount ?? 0 }),
    ],
    [
      t('history.detail.info.opened'),
      <DateText key="o" value={log.openDatetime} form="dateTimeFull" />,
    ],
    [
      t('history.detail.info.started'),
      <DateText key="s" value={log.startDatetime} form="dateTimeFull" />,
    ],
    [
      t('history.detail.info.ended'),
      <DateText key="e" value={log.endDatetime} form="dateTimeFull" />,
    ],
    [
      t('history.detail.info.length'),
      formatStay(secondsBetween(log.startDatetime, log.endDatetime)),
    ],
    ...(template?.templateName
      ? [[t('history.detail.info.template'), template.templateName] as [string, string]]
      : []),
  ];
  return (
    <dl className={styles.info} data-slot="class-detail-info">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.infoRow}>
          <dt>{term}</dt>
          <dd>{value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

const attendeeColumns = createDataTableColumns<MeetUserLog>();
const attendeeKey = (row: MeetUserLog) =>
  row.userIdx ? `u${row.userIdx}` : `g${row.userName ?? ''}`;

/**
 * The attendee table with each attendee's class note: viewed or downloaded under the attendee-note
 * rule (screens.md §6: the attendance-note-view permission, one's own note, or the class leader,
 * whom the log names by login id).
 */
function AttendeesPanel({ log, signedIn }: { log: ClassLog; signedIn: SignedIn }) {
  const t = useT();
  const toast = useToast();
  const guard = useSubmitGuard();
  const attendees = useQuery(classAttendeesQuery(log));
  const notes = useQuery(classNotesQuery(log));
  const [viewed, setViewed] = useState<Note | null>(null);
  const { user } = signedIn;
  const userTypeAuth = signedIn.config.userTypeAuth;

  const columns = useMemo(() => {
    const noteOf = new Map<number, Note>();
    for (const note of notes.data ?? []) {
      if (note.userIdx != null && !noteOf.has(note.userIdx)) noteOf.set(note.userIdx, note);
    }
    const mayView = (noteUserIdx: number) =>
      canViewAttendeeNote({
        user,
        noteUserIdx,
        leaderUserIdx: log.leaderId != null && log.leaderId === user.userId ? user.userIdx : null,
        userTypeAuth,
      });
    const download = (note: Note) =>
      guard.run(async () => {
        try {
          await downloadNote(note, readNoteDownloadType());
        } catch (error) {
          toast.error(apiErrorMessage(error, t));
        }
      });
    return attendeeColumns.columns([
      attendeeColumns.accessor((row) => row.userName ?? '', {
        id: 'name',
        header: t('history.detail.attendees.column.name'),
        meta: { rowHeader: true },
        cell: (info) => (
          <span className={styles.attendee}>
            <span>{info.getValue() || t('history.attendance.guest')}</span>
            {info.row.original.userId && (
              <span className={styles.muted}>{info.row.original.userId}</span>
            )}
          </span>
        ),
      }),
      attendeeColumns.accessor('joinDatetime', {
        header: t('history.attendance.column.join'),
        meta: { align: 'end' },
        cell: (info) => <DateText value={info.getValue()} />,
      }),
      attendeeColumns.accessor('quitDatetime', {
        header: t('history.attendance.column.exit'),
        meta: { align: 'end' },
        cell: (info) => <DateText value={info.getValue()} />,
      }),
      attendeeColumns.accessor('totalJoinTimeSec', {
        header: t('history.attendance.column.duration'),
        meta: { align: 'end' },
        cell: (info) => <span className={styles.nowrap}>{formatStay(info.getValue())}</span>,
      }),
      attendeeColumns.display({
        id: 'note',
        header: t('history.detail.attendees.column.note'),
        cell: (info) => {
          const row = info.row.original;
          const note = row.userIdx ? noteOf.get(row.userIdx) : undefined;
          if (!note) return <span className={styles.muted}>{t('history.detail.note.none')}</span>;
          if (!mayView(note.userIdx ?? -1)) {
            return <span className={styles.muted}>{t('history.detail.note.notAllowed')}</span>;
          }
          const name = row.userName ?? '';
          return (
            <span className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('history.detail.note.view', { name })}
                onClick={() => setViewed(note)}
              >
                {t('history.detail.view')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('history.detail.note.download', { name })}
                onClick={() => download(note)}
              >
                {t('history.detail.download')}
              </Button>
            </span>
          );
        },
      }),
    ]);
  }, [t, notes.data, user, userTypeAuth, log.leaderId, guard, toast]);

  return (
    <div className={styles.panel}>
      <DataTable<MeetUserLog>
        label={t('history.detail.attendees.table')}
        columns={columns}
        data={attendees.data ?? []}
        getRowId={attendeeKey}
        getRowLabel={(row) => row.userName ?? ''}
        loading={attendees.isPending}
        error={attendees.isError ? apiErrorMessage(attendees.error, t) : false}
        onRetry={() => void attendees.refetch()}
        empty={<EmptyState title={t('history.detail.attendees.empty')} />}
      />
      <NoteImagesDialog note={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}

/** A file of the class, as the files tab lists it. */
interface ListedFile {
  key: string;
  name: string;
  by?: string | null | undefined;
  download: () => Promise<void>;
}

/**
 * Recordings, chat logs and reference materials. A recording downloads only with the
 * recording-download permission, else the spec's `error.noAuthRecordDownload` (screens.md §6);
 * the server's refusal (RECORD_DOWNLOAD_REFUSAL) reads the same.
 */
function FilesPanel({ log, signedIn }: { log: ClassLog; signedIn: SignedIn }) {
  const t = useT();
  const records = useQuery(classRecordsQuery(log));
  const references = useQuery(classReferencesQuery(log));
  const mayDownloadRecordings = signedIn.can('recordDownload');

  const recordFile = (record: MeetRecordFile, guarded: boolean): ListedFile => ({
    key: `r${record.recordIdx}`,
    name: record.orgFileName ?? record.recordTitle ?? String(record.recordIdx),
    by: record.userNm ?? (typeof record.recUser === 'string' ? record.recUser : null),
    download: async () => {
      if (guarded && !mayDownloadRecordings) throw new RecordDownloadRefused();
      try {
        saveFile(
          await api.download(
            'RECORD',
            { recordIdx: record.recordIdx },
            { fileParams: (info) => ({ recordIdx: record.recordIdx, fileIdx: info.fileIdx }) },
          ),
        );
      } catch (error) {
        if (guarded && hasErrorCode(error, RECORD_DOWNLOAD_REFUSAL.code)) {
          throw new RecordDownloadRefused();
        }
        throw error;
      }
    },
  });
  const referenceFile = (file: ReferenceFile): ListedFile => ({
    key: `f${file.fileIdx}`,
    name: file.orgFileName,
    by: file.userNm,
    download: async () => {
      saveFile(
        await api.download(
          'MEET_FILE',
          { searchIdx: file.fileIdx, fileType: 'MEET_FILE' },
          { fileParams: (info) => ({ fileIdx: info.fileIdx ?? file.fileIdx }) },
        ),
      );
    },
  });

  const all = records.data ?? [];
  const recordings = all.filter((record) => isVideoRecord(record.recordType));
  const chats = all.filter((record) => record.recordType === RECORD_TYPE.CHAT);
  return (
    <div className={styles.panel}>
      <FileSection
        title={t('history.detail.files.recordings')}
        empty={t('history.detail.files.noRecordings')}
        query={records}
        files={recordings.map((record) => recordFile(record, true))}
      />
      <FileSection
        title={t('history.detail.files.chats')}
        empty={t('history.detail.files.noChats')}
        query={records}
        files={chats.map((record) => recordFile(record, false))}
      />
      <FileSection
        title={t('history.detail.files.references')}
        empty={t('history.detail.files.noReferences')}
        query={references}
        files={(references.data ?? []).map(referenceFile)}
      />
    </div>
  );
}

/** A recording asked for without the recording-download permission: refused before any call. */
class RecordDownloadRefused extends Error {}

function FileSection({
  title,
  empty,
  query,
  files,
}: {
  title: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  files: readonly ListedFile[];
}) {
  const t = useT();
  const toast = useToast();
  const guard = useSubmitGuard();
  const download = (file: ListedFile) =>
    guard.run(async () => {
      try {
        await file.download();
      } catch (error) {
        toast.error(
          error instanceof RecordDownloadRefused
            ? t(RECORD_DOWNLOAD_REFUSAL.textKey)
            : apiErrorMessage(error, t),
        );
      }
    });
  return (
    <section className={styles.fileSection} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {query.isPending ? (
        <Skeleton variant="text" label={t('history.detail.loading')} />
      ) : query.isError ? (
        <EmptyState
          title={apiErrorMessage(query.error, t)}
          action={
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('table.retry')}
            </Button>
          }
        />
      ) : files.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.key} className={styles.file}>
              <span className={styles.fileName}>
                <span>{file.name}</span>
                {file.by && (
                  <span className={styles.muted}>
                    {t('history.detail.files.by', { name: file.by })}
                  </span>
                )}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('history.detail.files.download', { name: file.name })}
                onClick={() => download(file)}
              >
                {t('history.detail.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default ClassDetailDialog;
