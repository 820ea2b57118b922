import {
  AGENT_COMMAND,
  type AgentCommand,
  type AgentLaunch,
  JOIN_KIND,
  type Locale,
  PLATFORM,
} from '@platform/contract';

/** What the invite page knows when it launches the client for a guest. */
export interface GuestLaunchInput {
  command: AgentCommand;
  /** The server's message for the client (JOIN_INFO / OPEN_INFO bodaAppMsg). */
  bodaAppMsg: string | null | undefined;
  room: {
    roomCode?: string | null | undefined;
    /** 0 for an open-join (screens.md §4). */
    meetIdx?: number | null | undefined;
    inviteCode?: string | null | undefined;
    roomTitle?: string | null | undefined;
  };
  user: { userName: string; userType: number; companyIdx: number };
  language: Locale;
}

/**
 * The launch of screens.md §7 ("command, room, user, platform, language"). assumed: the platform
 * is the app (code 1: the agent starts the native client); the room also carries the server's
 * bodaAppMsg and the join kind (open-join 1 when the guest opens the class, join 2 otherwise), which
 * the room object of agentLaunchSchema lets through.
 */
export function guestLaunch(input: GuestLaunchInput): AgentLaunch {
  const opensClass = input.command === AGENT_COMMAND.OPEN || !input.room.meetIdx;
  return {
    command: input.command,
    room: {
      ...input.room,
      bodaAppMsg: input.bodaAppMsg ?? null,
      joinKind: opensClass ? JOIN_KIND.OPEN_JOIN : JOIN_KIND.JOIN,
    },
    user: { ...input.user },
    platform: PLATFORM.APP,
    language: input.language,
  };
}

/**
 * Where a class opens on the web ("open on web when allowed", screens.md §4). The spec does not
 * show the web classroom's address. assumed: the institution's web-site base url
 * (WEB_SITE_URL) at /room/web with the server's bodaAppMsg; null without a usable base url.
 */
export function webEntryUrl(
  siteUrl: string | null | undefined,
  bodaAppMsg: string | null | undefined,
): string | null {
  if (!siteUrl || !bodaAppMsg) return null;
  let url: URL;
  try {
    url = new URL('room/web', siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  } catch {
    return null;
  }
  url.searchParams.set('bodaAppMsg', bodaAppMsg);
  return url.toString();
}
