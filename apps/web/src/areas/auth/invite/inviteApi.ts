import type { Company, Locale, UserType } from '@platform/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Institution, institutionFrom } from '../../../app/branding/loadInstitution.ts';
import { endpointKey } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import type { PreparedEntry } from '../../../shared/agent/useClientLaunch.ts';
import type { CompanyRef } from './inviteTarget.ts';

/**
 * The invite page's calls (screens.md §7 Invite, foundation.md §7 Open calls). Each rejects with
 * the client's ApiError, whose code the page shows as the spec's text.
 */

/** The institution of the page, by index or id plus language (its configuration and looks). */
export async function loadInviteInstitution(
  ref: CompanyRef,
  language: Locale,
  signal?: AbortSignal,
): Promise<Institution> {
  const reply = await api.result(
    'openCompanyLoginInfo.LOGIN_INFO',
    { ...ref, language },
    { signal, errorContext: 'organisationPicker' },
  );
  if (!reply) throw new Error('LOGIN_INFO came back empty');
  const companyId =
    reply.company?.companyId ?? ('companyId' in ref ? ref.companyId : String(ref.companyIdx));
  return institutionFrom(companyId, reply);
}

/** The institution of the invite page's address or picker, as the page and its loader read it. */
export const inviteInstitutionQuery = (ref: CompanyRef, language: Locale) =>
  queryOptions({
    queryKey: endpointKey('openCompanyLoginInfo.LOGIN_INFO', { ...ref, language }, 'institution'),
    queryFn: ({ signal }) => loadInviteInstitution(ref, language, signal),
    retry: false,
  });

/**
 * The invite lookup ('openMeet.VIEW': inviteCode, searchType; result{meetIdx, meetTitle,
 * roomCode} and defaultSetting.company). assumed: searchType 1, the spec gives no value.
 */
export const INVITE_SEARCH_TYPE = 1;

export interface InviteLookup {
  meetIdx: number;
  meetTitle: string | null;
  roomCode: string | null;
  company: Partial<Company> | null;
}

export async function lookupInvite(inviteCode: string): Promise<InviteLookup> {
  const reply = await api.call(
    'openMeet.VIEW',
    { inviteCode, searchType: INVITE_SEARCH_TYPE },
    { errorContext: 'inviteLookup' },
  );
  if (!reply.result) throw new Error('the invite lookup came back empty');
  return {
    meetIdx: reply.result.meetIdx,
    meetTitle: reply.result.meetTitle ?? null,
    roomCode: reply.result.roomCode ?? null,
    company: reply.defaultSetting?.company ?? null,
  };
}

/** The meeting check before a join ('openMeet.OPEN_VIEW'); WB-400-025 when the class has ended. */
export async function checkMeeting(roomCode: string, meetIdx: number): Promise<void> {
  await api.call('openMeet.OPEN_VIEW', { roomCode, meetIdx });
}

export interface GuestFields {
  companyIdx: number;
  nickName: string;
  userType: UserType;
}

/** A guest's join ('openRoom.JOIN_INFO'): the client's message (bodaAppMsg). */
export async function joinInfo(
  guest: GuestFields,
  invite: { inviteCode: string; roomCode: string | null; meetIdx: number },
): Promise<PreparedEntry> {
  const reply = await api.result('openRoom.JOIN_INFO', {
    ...guest,
    inviteCode: invite.inviteCode,
    ...(invite.roomCode ? { roomCode: invite.roomCode } : {}),
    meetIdx: invite.meetIdx,
  });
  return { bodaAppMsg: reply?.bodaAppMsg ?? null };
}

/** A guest opens a class ('openRoom.OPEN_INFO'): the client's message and the new room. */
export async function openInfo(guest: GuestFields, roomTitle: string): Promise<PreparedEntry> {
  const reply = await api.result('openRoom.OPEN_INFO', {
    ...guest,
    roomTitle,
  });
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

/** The organisation search ('openCompany.LIST_NORMAL' searchKeyword). */
export function searchOrganisations(keyword: string, signal?: AbortSignal): Promise<Company[]> {
  return api.list('openCompany.LIST_NORMAL', { searchKeyword: keyword, paging: false }, { signal });
}
