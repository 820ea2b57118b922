import {
  FILE_OUTPUT,
  type FileOutput,
  type Note,
  type NoteAgenda,
  type NoteListSearchType,
  PAGE_SIZE,
  readAgendas,
} from '@platform/contract';
import type { NotePageImage } from '@platform/ui';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { endpointKey, endpointQuery, invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import type { SignedIn } from '../../app/session/session.ts';
import { saveFile } from '../../shared/saveFile.ts';
import { allAgendaPages, noteViewerOf } from './noteRules.ts';
import { defaultNoteRange } from './useNoteListState.ts';

/*
 * The reads and writes of the note screens (screens.md §7 "Notes"). Every marking and status
 * change asks them all again (NOTE_READS), so that the list's counts and status follow the review.
 */

/** The calls that show a note. */
export const NOTE_READS = ['note.LIST', 'note.VIEW', 'note.NOTE_JSON'] as const;

/** screens.md §7: the list's order, "noteSubmitDatetime DESC" (newest submission first). */
export const NOTE_LIST_ORDER = 'noteSubmitDatetime DESC';

export interface NoteListQuery {
  searchType: NoteListSearchType;
  /** Counted from 0, like `resultPage.number`. */
  pageIndex: number;
  /** Wire dates `YYYY-MM-DD`. */
  range: { start: string; end: string };
  keyword: string;
  /** A student's list holds only their own notes (foundation.md §6). */
  userIdx?: number | undefined;
}

/** One page of notes: 20 a page (screens.md §9), newest submission first. */
/** The search a note list opens with: page 1 of the last 7 days, no keyword. */
export function firstNotePage(
  searchType: NoteListSearchType,
  signedIn: Pick<SignedIn, 'user'>,
  now: Date,
): NoteListQuery {
  return {
    searchType,
    pageIndex: 0,
    range: defaultNoteRange(now),
    keyword: '',
    userIdx: noteViewerOf(signedIn.user.userType) === 'student' ? signedIn.user.userIdx : undefined,
  };
}

export const notePageQuery = ({ searchType, pageIndex, range, keyword, userIdx }: NoteListQuery) =>
  endpointQuery(
    'note.LIST',
    {
      searchType,
      page: pageIndex,
      size: PAGE_SIZE.NOTES,
      order: NOTE_LIST_ORDER,
      searchStartDate: range.start,
      searchEndDate: range.end,
      ...(keyword ? { searchKeyword: keyword } : {}),
      ...(userIdx !== undefined ? { userIdx } : {}),
    },
    'page',
  );

export function useNotePage(query: NoteListQuery) {
  return useQuery({
    ...notePageQuery(query),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });
}

/** The note itself (status, comment, counts): the list row may be older than a review's change. */
export function useNote(noteIdx: number | null) {
  return useQuery({
    ...endpointQuery('note.VIEW', { noteIdx: noteIdx ?? 0 }, 'result'),
    enabled: noteIdx !== null,
  });
}

export function noteAgendasKey(noteIdx: number) {
  return endpointKey('note.NOTE_JSON', { noteIdx }, 'agendas');
}

/** The note page JSON (screens.md §3): the agendas with their pages and marks. */
export function useNoteAgendas(noteIdx: number | null) {
  return useQuery({
    queryKey: noteAgendasKey(noteIdx ?? 0),
    queryFn: ({ signal }) => fetchAgendas(noteIdx ?? 0, signal),
    enabled: noteIdx !== null,
  });
}

export async function fetchAgendas(noteIdx: number, signal?: AbortSignal): Promise<NoteAgenda[]> {
  const reply = await api.call('note.NOTE_JSON', { noteIdx }, signal ? { signal } : {});
  return reply.result ? readAgendas(reply.result) : [];
}

export function refreshNotes(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, ...NOTE_READS);
}

/**
 * The page images of one note (one hook per note: its callers are keyed by note), fetched as they come into view (the review tells which) and shown
 * from object URLs that are released when the note changes or the screen leaves. A page the
 * server does not have (`WB-404-102`, empty state in the note-image context) shows as missing.
 */
export function useNotePageImages(noteIdx: number | null) {
  const [images, setImages] = useState<ReadonlyMap<string, NotePageImage>>(new Map());
  const requested = useRef(new Set<string>());
  const urls = useRef<string[]>([]);

  // The images belong to this note only: the callers key their component by note.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
      urls.current = [];
    },
    [],
  );

  const load = useCallback(
    (refs: readonly { agendaNo: number; pageNo: number }[]) => {
      if (noteIdx === null) return;
      for (const ref of refs) {
        const key = `${ref.agendaNo}:${ref.pageNo}`;
        if (requested.current.has(key)) continue;
        requested.current.add(key);
        api
          .file(
            'noteFile.DOWNLOAD_PAGE',
            { noteIdx, agendaNo: ref.agendaNo, pageNo: ref.pageNo },
            { errorContext: 'noteImage' },
          )
          .then(
            ({ blob }): NotePageImage => {
              const src = URL.createObjectURL(blob);
              urls.current.push(src);
              return { status: 'ready', src };
            },
            (): NotePageImage => ({ status: 'missing' }),
          )
          .then((image) => {
            setImages((previous) => new Map(previous).set(key, image));
          });
      }
    },
    [noteIdx],
  );

  const imageOf = useCallback(
    (ref: { agendaNo: number; pageNo: number }): NotePageImage =>
      images.get(`${ref.agendaNo}:${ref.pageNo}`) ?? { status: 'loading' },
    [images],
  );
  return { imageOf, load };
}

/**
 * The download of a class note by the remembered type (screens.md §10 Notes): the note's PDF by
 * the two-step download (searchIdx, fileType NOTE_PDF, then noteIdx and fileName), or its page
 * images, which the export call gives as a zip of every page.
 */
export async function downloadNote(note: Note, type: FileOutput): Promise<void> {
  if (type === FILE_OUTPUT.PDF) {
    saveFile(
      await api.download(
        'NOTE_PDF',
        { searchIdx: note.noteIdx, fileType: 'NOTE_PDF' },
        { fileParams: (info) => ({ noteIdx: note.noteIdx, fileName: info.fileName }) },
      ),
    );
    return;
  }
  const agendas = await fetchAgendas(note.noteIdx);
  await exportNotePages(note.noteIdx, allAgendaPages(agendas), type);
}

/**
 * The export (foundation.md §7): the chosen pages as a zip of images or one PDF, saved under the
 * name of the content disposition (`download.zip` when none; the client reads it).
 */
export async function exportNotePages(
  noteIdx: number,
  agendaPages: readonly { agendaNo: number; pageNo: number }[],
  fileType: FileOutput,
): Promise<void> {
  saveFile(
    await api.file('note.DOWNLOAD_CROP_PAGE', {
      noteIdx,
      agendaPages: [...agendaPages],
      fileType,
    }),
  );
}
