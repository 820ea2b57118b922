import {
  AGENT_COMMAND,
  type AgentCommand,
  type AgentLaunch,
  JOIN_KIND,
  type JoinKind,
  type Locale,
  PLATFORM,
  type SessionUser,
  USER_TYPE,
} from '@platform/contract';
import { api } from '../../app/session/api.ts';
import type { ClientLaunchPlan, PreparedEntry } from '../../shared/agent/useClientLaunch.ts';

/*
 * How a signed-in user enters a class through the local agent (screens.md §4 "Join flow"; §7
 * Invite "A local agent call launches the client with command, room, user, platform, language").
 * The server hands out the client's message (openRoom JOIN_INFO to join, OPEN_INFO to open),
 * as it does for a guest on the invite page; a member is named by the session's user.
 * assumed: the same two calls serve members (the spec names no other), with the member's name
 * as the nickname and the member's type; the launch names the member (user.userIdx), and the
 * client takes the server's entry over as that member's.
 */

/** Where the entry goes: a running class, a room to open, or a new instant class. */
export type EntryTarget =
  | { kind: 'join'; roomCode: string | null; meetIdx: number; inviteCode?: string; title: string }
  | { kind: 'open'; roomCode: string; title: string }
  | { kind: 'instant'; title: string }
  | { kind: 'monitor'; roomCode: string; meetIdx: number; title: string };

export interface EntryInput {
  target: EntryTarget;
  user: Pick<SessionUser, 'userIdx' | 'userName' | 'userType' | 'companyIdx'>;
  /** The class's join password (a running class that has one, or a new instant class's). */
  password?: string;
  language: Locale;
}

const commandOf: Record<EntryTarget['kind'], AgentCommand> = {
  join: AGENT_COMMAND.JOIN,
  open: AGENT_COMMAND.OPEN,
  instant: AGENT_COMMAND.OPEN,
  monitor: AGENT_COMMAND.JOIN,
};

const joinKindOf: Record<EntryTarget['kind'], JoinKind> = {
  join: JOIN_KIND.JOIN,
  open: JOIN_KIND.OPEN_JOIN,
  instant: JOIN_KIND.OPEN_JOIN,
  monitor: JOIN_KIND.MONITOR,
};

/** screens.md §6 "Monitoring joins as user type 4". */
const typeOf = (input: EntryInput) =>
  input.target.kind === 'monitor' ? USER_TYPE.MONITOR : input.user.userType;

/** Asks the server for the client's message of this entry. */
export async function prepareEntry(input: EntryInput): Promise<PreparedEntry> {
  const { target, user } = input;
  const member = {
    ...(user.companyIdx != null ? { companyIdx: user.companyIdx } : {}),
    nickName: user.userName,
    userType: typeOf(input),
    ...(input.password ? { meetPwd: input.password } : {}),
  };
  if (target.kind === 'instant') {
    const reply = await api.result('openRoom.OPEN_INFO', { ...member, roomTitle: target.title });
    const room = (reply ?? {}) as { roomCode?: unknown; meetIdx?: unknown; inviteCode?: unknown };
    return {
      bodaAppMsg: reply?.bodaAppMsg ?? null,
      room: {
        roomCode: typeof room.roomCode === 'string' ? room.roomCode : null,
        meetIdx: typeof room.meetIdx === 'number' ? room.meetIdx : null,
        inviteCode: typeof room.inviteCode === 'string' ? room.inviteCode : null,
      },
    };
  }
  if (target.kind === 'open') {
    const reply = await api.result('openRoom.OPEN_INFO', { ...member, roomCode: target.roomCode });
    const room = (reply ?? {}) as { meetIdx?: unknown };
    return {
      bodaAppMsg: reply?.bodaAppMsg ?? null,
      room: {
        roomCode: target.roomCode,
        meetIdx: typeof room.meetIdx === 'number' ? room.meetIdx : null,
      },
    };
  }
  const reply = await api.result('openRoom.JOIN_INFO', {
    ...member,
    ...(target.roomCode ? { roomCode: target.roomCode } : {}),
    meetIdx: target.meetIdx,
    ...(target.kind === 'join' && target.inviteCode ? { inviteCode: target.inviteCode } : {}),
  });
  return { bodaAppMsg: reply?.bodaAppMsg ?? null };
}

/** The agent's launch for the entry, once the server has answered. */
export function launchOf(input: EntryInput, entry: PreparedEntry): AgentLaunch {
  const { target, user } = input;
  const fromTarget =
    target.kind === 'instant'
      ? {}
      : {
          roomCode: target.roomCode,
          ...('meetIdx' in target ? { meetIdx: target.meetIdx } : {}),
          ...(target.kind === 'join' && target.inviteCode ? { inviteCode: target.inviteCode } : {}),
        };
  return {
    command: commandOf[target.kind],
    room: {
      ...fromTarget,
      ...Object.fromEntries(
        Object.entries(entry.room ?? {}).filter(
          ([, value]) => value !== null && value !== undefined,
        ),
      ),
      roomTitle: target.title,
      bodaAppMsg: entry.bodaAppMsg ?? null,
      joinKind: joinKindOf[target.kind],
    },
    user: {
      userIdx: user.userIdx,
      userName: user.userName,
      userType: typeOf(input),
      companyIdx: user.companyIdx ?? null,
    },
    // assumed: the installed client (as the invite page and homework launch it).
    platform: PLATFORM.APP,
    language: input.language,
  };
}

/** The plan the join flow (useClientLaunch) runs for one entry. */
export function entryPlan(
  input: EntryInput,
  onServerError: (error: unknown) => void,
): ClientLaunchPlan {
  return {
    prepare: () => prepareEntry(input),
    launchFor: (entry) => launchOf(input, entry),
    onServerError,
  };
}
