import {
  NOTE_STATUS,
  type NoteAgenda,
  type NoteStatus,
  type NoteViewer,
  type SolutionResult,
} from '@platform/contract';
import { Button, InlineAlert, NoteReview, Skeleton, useT, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import type { SignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { NoteExportDialog } from './NoteExportDialog.tsx';
import styles from './NotePages.module.css';
import {
  noteAgendasKey,
  refreshNotes,
  useNote,
  useNoteAgendas,
  useNotePageImages,
} from './noteQueries.ts';
import { applyCheck, applyMark, canRewriteWrongAnswers, type PageRef } from './noteRules.ts';
import { WrongAnswerRewrite } from './WrongAnswerRewrite.tsx';

export interface NoteReviewPanelProps {
  noteIdx: number;
  viewer: NoteViewer;
  signedIn: SignedIn;
}

/**
 * The detail of a homework note (screens.md §10 Notes, §4 note status): the review of
 * @platform/ui over the note, its page JSON and its page images, with the marking calls of
 * foundation.md §7 (MOD_SOLUTION, the page check by MOD_REVIEW, MOD_STATUS to inspection and to
 * completed with the comment). A mark shows at once and is taken back if the server refuses it.
 * The teacher exports the note; a student with wrong answers in a completed note starts
 * rewriting. The parent keys this panel by note, so nothing of one student's note (marks being
 * sent, images, the export's choice) reaches the next.
 */
export function NoteReviewPanel({ noteIdx, viewer, signedIn }: NoteReviewPanelProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const note = useNote(noteIdx);
  const agendas = useNoteAgendas(noteIdx);
  const images = useNotePageImages(noteIdx);
  const [exporting, setExporting] = useState(false);
  const key = noteAgendasKey(noteIdx);

  const change = async (
    next: (previous: NoteAgenda[]) => NoteAgenda[],
    send: () => Promise<unknown>,
  ) => {
    // A read of the page JSON still under way (the refresh after "start correction") may have
    // left before this mark reached the server: its answer would put the page back as it was.
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<NoteAgenda[]>(key);
    if (before) queryClient.setQueryData(key, next(before));
    try {
      await send();
      // The list's counts follow; the open page JSON already shows the change.
      void invalidateEndpoints(queryClient, 'note.LIST');
    } catch (error) {
      if (before) queryClient.setQueryData(key, before);
      toast.error(apiErrorMessage(error, t));
    }
  };

  const mark = (ref: PageRef, solutionNo: number, result: SolutionResult) =>
    change(
      (previous) => applyMark(previous, ref, solutionNo, result),
      () => api.call('note.MOD_SOLUTION', { noteIdx, ...ref, solutionNo, result }),
    );

  const check = (ref: PageRef, checked: boolean) =>
    change(
      (previous) => applyCheck(previous, ref, checked),
      () => api.call('note.MOD_REVIEW', { noteIdx, ...ref, check: checked ? 1 : 0 }),
    );

  const setStatus = async (status: NoteStatus, confirmComment?: string) => {
    await api.call('note.MOD_STATUS', {
      noteIdx,
      status,
      ...(confirmComment !== undefined ? { confirmComment } : {}),
    });
    await refreshNotes(queryClient);
  };

  const failed = note.isError ? note : agendas.isError ? agendas : null;
  if (failed) {
    return (
      <InlineAlert
        tone="danger"
        action={<Button onClick={() => void failed.refetch()}>{t('notes.retry')}</Button>}
      >
        {apiErrorMessage(failed.error, t)}
      </InlineAlert>
    );
  }
  const shown = note.data;
  if (!shown) return <Skeleton variant="block" label={t('notes.loading')} />;

  const status = shown.noteStatus ?? NOTE_STATUS.NONE;
  const title = [shown.userName, shown.noteTitle].filter(Boolean).join(' · ');
  return (
    <div className={styles.review} data-slot="note-review-panel">
      <NoteReview
        noteIdx={noteIdx}
        title={title}
        status={status}
        viewer={viewer}
        agendas={agendas.data}
        confirmComment={shown.confirmComment ?? undefined}
        getPageImage={images.imageOf}
        onPagesInView={images.load}
        onMark={(ref, solutionNo, result) => void mark(ref, solutionNo, result)}
        onCheck={(ref, checked) => void check(ref, checked)}
        onStartCorrection={() =>
          void setStatus(NOTE_STATUS.INSPECTION).catch((error: unknown) =>
            toast.error(apiErrorMessage(error, t)),
          )
        }
        onComplete={async (comment) => {
          try {
            await setStatus(NOTE_STATUS.COMPLETED, comment);
            toast.success(t('notes.completed'));
          } catch (error) {
            toast.error(apiErrorMessage(error, t));
            throw error;
          }
        }}
        actions={
          <>
            {viewer === 'teacher' && agendas.data && (
              <Button variant="secondary" onClick={() => setExporting(true)}>
                {t('notes.export.open')}
              </Button>
            )}
            {canRewriteWrongAnswers(shown, viewer) && (
              <WrongAnswerRewrite note={shown} signedIn={signedIn} />
            )}
          </>
        }
      />
      {exporting && agendas.data && (
        <NoteExportDialog
          open
          onOpenChange={setExporting}
          noteIdx={noteIdx}
          agendas={agendas.data}
        />
      )}
    </div>
  );
}
