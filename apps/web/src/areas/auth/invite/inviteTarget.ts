import { LIMITS, parseInviteCode, sanitizeInviteCodeInput } from '@platform/contract';

/** An institution as the invite address names it: by index or by id. */
export type CompanyRef = { companyIdx: number } | { companyId: string };

export interface InviteTarget {
  /** The institution of the address, or null when it names none (the organisation picker). */
  company: CompanyRef | null;
  /** What the invite code box starts with: the code's digits, or ''. */
  inviteCode: string;
}

const WHOLE_CODE = new RegExp(`^\\d{${LIMITS.INVITE_CODE_DIGITS}}$`);

/** A path segment or query value naming a company: digits are an index, anything else an id. */
function companyRefOf(value: string | null | undefined): CompanyRef | null {
  const text = value?.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? { companyIdx: Number(text) } : { companyId: text };
}

/**
 * Reads `/invite/:companyIdx?/:inviteCode?` (screens.md §2.2: "company by id or index in path or
 * query companyId and code in path or query inviteCode"). assumed: the path wins over the query;
 * a single segment of 9 digits is the code, not a company (as parseInviteCode reads such a link);
 * the query's companyId is an id even when it is all digits; a malformed code is kept as its
 * digits for the user to correct.
 */
export function readInviteTarget(
  params: { companyIdx?: string | undefined; inviteCode?: string | undefined },
  search: URLSearchParams,
): InviteTarget {
  let companySegment = params.companyIdx;
  let codeSegment = params.inviteCode;
  if (codeSegment === undefined && companySegment && WHOLE_CODE.test(companySegment)) {
    codeSegment = companySegment;
    companySegment = undefined;
  }
  const queryCompany = search.get('companyId')?.trim();
  const company =
    companyRefOf(companySegment) ?? (queryCompany ? { companyId: queryCompany } : null);
  const rawCode = codeSegment ?? search.get('inviteCode') ?? '';
  const inviteCode = parseInviteCode(rawCode) ?? sanitizeInviteCodeInput(rawCode);
  return { company, inviteCode };
}
