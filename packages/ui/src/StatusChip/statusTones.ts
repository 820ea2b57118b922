import { ACCOUNT_STATUS, NOTE_STATUS, type NoteViewer } from '@platform/contract';
import type { StatusChipTone } from './StatusChip.tsx';

/**
 * The tone of a note's status, for every place that shows one (the note lists, the review's
 * header): what asks for the viewer's work stands out. A teacher's to-do (submitted, answer being
 * verified) is a warning; a student's waiting on the teacher is information; under inspection is
 * information; completed is success; not started or only saved is neutral. The label carries the
 * meaning, the tone only adds colour.
 */
export function noteStatusTone(status: number, viewer: NoteViewer): StatusChipTone {
  switch (status) {
    case NOTE_STATUS.COMPLETED:
      return 'success';
    case NOTE_STATUS.INSPECTION:
      return 'info';
    case NOTE_STATUS.SUBMIT:
    case NOTE_STATUS.VERIFIED:
      return viewer === 'teacher' ? 'warning' : 'info';
    default:
      return 'neutral';
  }
}

/** The tone of an account's status: in use is success, paused a warning, incomplete danger. */
export function accountStatusTone(status: number): StatusChipTone {
  switch (status) {
    case ACCOUNT_STATUS.IN_USE:
      return 'success';
    case ACCOUNT_STATUS.PAUSED:
      return 'warning';
    case ACCOUNT_STATUS.INCOMPLETE:
      return 'danger';
    default:
      return 'neutral';
  }
}
