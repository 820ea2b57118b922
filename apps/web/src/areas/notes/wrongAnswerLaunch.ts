import {
  AGENT_COMMAND,
  type AgentLaunch,
  type Locale,
  NOTE_ADD_TYPE,
  type Note,
  PLATFORM,
} from '@platform/contract';

export interface WrongAnswerLaunchInput {
  note: Note;
  user: { userIdx: number; userName: string; userType: number; companyIdx: number };
  language: Locale;
}

/** The launch that opens a completed note's wrong answers for rewriting (add type 3). */
export function wrongAnswerLaunch({ note, user, language }: WrongAnswerLaunchInput): AgentLaunch {
  return {
    command: AGENT_COMMAND.LOAD_NOTE,
    room: {
      meetIdx: note.meetIdx ?? null,
      addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE,
      noteIdx: note.noteIdx,
      companyIdx: note.companyIdx ?? user.companyIdx,
      noteDir: note.noteDir ?? null,
    },
    user: { ...user },
    platform: PLATFORM.APP,
    language,
  };
}
