import type { AgentLaunch, EndpointName } from '@platform/contract';
import { leaveMeet, type MockMeetUser, meetByIdx, nowDatetime } from '../db/areas/rooms.ts';
import { db, onResetDb } from '../db/index.ts';
import { publicUser, userByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { notifyDatabaseWrite } from '../server/router.ts';
import { issueTokens } from '../server/tokens.ts';
import type { ClassEntry } from './classEntry.ts';
import {
  type SubmitNoteOptions,
  type SubmittedNote,
  submitHomeworkNote,
} from './noteSubmission.ts';

export interface RecordedLaunch extends AgentLaunch {
  /** 1 for the first launch since the last reset, and so on. */
  seq: number;
  /** What the agent answered. */
  outcome: 'launched' | 'alreadyRunning';
  /**
   * What the classroom client did with a class launch (join, open): the class it entered and
   * the entry (joinIdx), or the server's refusal; null for any other launch (classEntry.ts).
   */
  entry: ClassEntry | null;
}

/** Whom `leaveClass` lets out: by default the user of the last class launch. */
export interface LeaveClassOptions {
  /** The class of `userIdx` (any class the user is in, when not given). */
  meetIdx?: number;
  /** A user inside it (0 is not a user: name a guest by joinIdx). */
  userIdx?: number;
  /** One stay, as a guest's bodaAppMsg or the launch's entry names it. */
  joinIdx?: number;
}

export interface ClientCallResult<T = unknown> {
  status: number;
  body: T;
}

/** The classroom client as a test or the demo drives it: a signed-in user who calls the server. */
export interface ClassroomClient {
  user: ReturnType<typeof publicUser>;
  /** The launch it was started with, if any. */
  launch: RecordedLaunch | null;
  accessToken: string;
  /**
   * Calls the mock server as the client would, by catalogue name: the command placed as the
   * catalogue says, JSON or a multipart form, the client's bearer token. Later issues submit
   * notes this way.
   */
  call<T = unknown>(
    name: EndpointName,
    fields?: Record<string, unknown>,
    pathParams?: Record<string, string | number>,
  ): Promise<ClientCallResult<T>>;
}

/** Whom `actAsClient` signs in: a user by index, else the user of the last launch. */
export interface ActAsClientOptions {
  userIdx?: number;
}

const launches: RecordedLaunch[] = [];
let running = false;

/**
 * The fake local agent. It keeps every launch it is given, answers as the scenario says (see
 * `scenario.agent`), and stands in for the classroom client it would have started.
 */
export const agent = {
  /** Every launch since the last reset, oldest first. */
  get launches(): readonly RecordedLaunch[] {
    return [...launches];
  },
  get lastLaunch(): RecordedLaunch | null {
    return launches.at(-1) ?? null;
  },
  /** Whether the classroom client it launched is running. */
  get running(): boolean {
    return running;
  },
  /** The client quits: the user of the last launch leaves the class it entered, if any. */
  closeClient(): void {
    running = false;
    const entry = agent.lastLaunch?.entry;
    if (entry && 'joinIdx' in entry) {
      const row = db.meetUsers.find(
        (candidate) => candidate.joinIdx === entry.joinIdx && candidate.quitDatetime === null,
      );
      if (row) agent.leaveClass({ joinIdx: row.joinIdx });
    }
  },
  /**
   * An attendee leaves a running class, as when their classroom client quits: the stay ends
   * and the class counts one fewer (room.LIST's meet.currentUserNum, meet.LIST, meetUser.LIST).
   * For tests and the demo (`window.platformMocks.agent.leaveClass({ meetIdx, userIdx })`);
   * without options, the user of the last class launch leaves. Throws when nobody matches.
   */
  leaveClass(options: LeaveClassOptions = {}): MockMeetUser {
    const entry = agent.lastLaunch?.entry;
    const launched = entry && 'joinIdx' in entry ? entry : null;
    const joinIdx = options.joinIdx ?? (options.userIdx === undefined ? launched?.joinIdx : null);
    const row = db.meetUsers.find(
      (candidate) =>
        candidate.quitDatetime === null &&
        (joinIdx != null
          ? candidate.joinIdx === joinIdx
          : candidate.userIdx === options.userIdx &&
            (options.meetIdx === undefined || candidate.meetIdx === options.meetIdx)),
    );
    const meet = row && meetByIdx(db, row.meetIdx);
    if (!row || !meet || meet.endDatetime !== null) {
      throw new Error('leaveClass: nobody of a running class matches');
    }
    const left = leaveMeet(db, meet, row, nowDatetime());
    notifyDatabaseWrite();
    return left;
  },
  /**
   * Acts as the classroom client: signs in the launched user (or the one named) with a token of
   * its own, as the client does with what the launch handed over (assumed), and returns a
   * client that calls the mock server.
   */
  async actAsClient(options: ActAsClientOptions = {}): Promise<ClassroomClient> {
    const launch = agent.lastLaunch;
    const userIdx = options.userIdx ?? launch?.user.userIdx ?? undefined;
    if (userIdx === undefined) {
      throw new Error('actAsClient: no launch names a user; pass { userIdx }');
    }
    const user: MockUser | undefined = userByIdx(db, userIdx);
    if (!user) throw new Error(`actAsClient: no user ${userIdx}`);
    const { access_token: accessToken } = issueTokens(db, user.userIdx);
    return {
      user: publicUser(user),
      launch,
      accessToken,
      call: async (name, fields, pathParams) => {
        const { status, body } = await callEndpoint(name, {
          accessToken,
          ...(fields ? { fields } : {}),
          ...(pathParams ? { pathParams } : {}),
        });
        return { status, body: body as never };
      },
    };
  },
  /**
   * The classroom client submits the homework note of the last launch (`room.taskIdx`, the
   * launched user), or of the task and user named: the note with its pages and page JSON is
   * kept and the submitter's row becomes submitted; the client then quits. Throws the server's
   * refusal (MockApiError: removed task, WB-400-302 already submitted). The demo and end-to-end
   * tests call it as `window.platformMocks.agent.submitNote()`.
   */
  submitNote(options: SubmitNoteOptions = {}): SubmittedNote {
    const submitted = submitHomeworkNote(db, agent.lastLaunch, options);
    running = false;
    notifyDatabaseWrite();
    return submitted;
  },
  reset(): void {
    launches.length = 0;
    running = false;
  },
};

/** Records a launch the agent handlers accepted or refused. For the handlers only. */
export function recordLaunch(
  launch: AgentLaunch,
  outcome: RecordedLaunch['outcome'],
  entry: ClassEntry | null = null,
): void {
  launches.push({ ...launch, seq: launches.length + 1, outcome, entry });
  if (outcome === 'launched') running = true;
}

onResetDb(() => agent.reset());
