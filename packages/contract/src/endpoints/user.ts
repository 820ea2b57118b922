import { userRoleValue, userStatusValue, userTypeValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { filePart, int, pagingQuery, wireInt, wireIntList } from '../schemas/primitives.ts';
import { memoSchema, userSchema } from '../schemas/user.ts';
import { userExcelResultSchema } from '../schemas/userExcel.ts';
import { LIMITS } from '../validation/limits.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { noFields, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 User; screens.md §7 Users and groups';
const idx = z.number().check(z.int());
const idxList = z.array(idx).check(z.minLength(1));

/**
 * The profile image upload: the file part `uploadFile` is named "profile_image plus extension"
 * (foundation.md §7), e.g. `profile_image.png`.
 */
export const PROFILE_IMAGE_FILE_BASENAME = 'profile_image';

/** The file name of the profile upload for an extension given with or without its dot. */
export function profileImageFileName(extension: string): string {
  return `${PROFILE_IMAGE_FILE_BASENAME}.${extension.replace(/^\./, '').toLowerCase()}`;
}

/**
 * The fields of SAVE: create (no userIdx) and modify, including the move to another group
 * (screens.md §7 "move to group (userIdx, groupIdx)"). assumed: flat user fields; `password` only
 * on create.
 */
const userInput = z.strictObject({
  userIdx: z.optional(idx),
  userId: z.optional(z.string()),
  userName: z.optional(z.string()),
  userType: z.optional(userTypeValue),
  userRole: z.optional(userRoleValue),
  userStatus: z.optional(userStatusValue),
  password: z.optional(z.string()),
  phone: z.optional(z.string()),
  phone2: z.optional(z.string()),
  email: z.optional(z.string().check(z.maxLength(LIMITS.EMAIL_MAX))),
  groupIdx: z.optional(idx),
});

export const userEndpoints = {
  'userExcel.ADD_USER': post('/user/excel', 'ADD_USER', {
    body: 'multipart',
    request: z.strictObject({ groupIdx: wireInt, userType: wireInt, uploadFile: filePart }),
    response: envelope(userExcelResultSchema),
    spec,
    assumed:
      'the reply counts the registered users like MODIFY_STATUS_MULTI (duplicates skipped, foundation.md §5) ' +
      'and lists the skipped rows with their reasons (userExcelResultSchema); the sheet layout is ' +
      'USER_EXCEL_COLUMNS; only .xlsx is read (a legacy .xls answers WB-400-403)',
  }),
  'userExcel.SAMPLE_USER_ADD': get('/user/excel', 'SAMPLE_USER_ADD', {
    request: noFields,
    reply: 'file',
    spec: `${spec} ("GET /boda/user/excel?command=SAMPLE_USER_ADD")`,
  }),
  'user.GET': get('/user', 'GET', {
    request: z.strictObject({ userIdx: wireInt }),
    response: envelope(userSchema),
    spec: `${spec} ("detail by userIdx")`,
  }),
  'user.GET_USER_ID': get('/user', 'GET_USER_ID', {
    request: z.strictObject({ userId: z.string(), companyIdx: z.optional(wireInt) }),
    response: envelope(userSchema),
    spec: `${spec} ("by userId and companyIdx")`,
  }),
  'user.LIST': get('/user', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      order: z.optional(z.string()),
      searchKeyword: z.optional(z.string()),
      userStatus: z.optional(wireIntList),
      userType: z.optional(wireIntList),
      groupIdx: z.optional(wireInt),
    }),
    response: envelope(userSchema),
    spec: `${spec} ("page, size, order regDatetime desc, searchKeyword, userStatus list, userType")`,
    assumed:
      'userType is a list like userStatus (the teacher list asks for teacher or open teacher); groupIdx narrows to a group',
  }),
  'user.GET_ME': get('/user', 'GET_ME', {
    request: noFields,
    response: envelope(userSchema),
    spec,
  }),
  'user.EXIST_USER_ID': get('/user', 'EXIST_USER_ID', {
    request: z.strictObject({ userId: z.string() }),
    response: envelope(z.boolean()),
    spec: `${spec} ("ID duplicate check")`,
    assumed: 'result is true when the id is taken',
  }),
  'user.SAVE': post('/user', 'SAVE', {
    request: userInput,
    response: envelope(userSchema),
    spec,
  }),
  'user.MODIFY_ME': post('/user', 'MODIFY_ME', {
    request: z.strictObject({ userName: z.string(), password: z.optional(z.string()) }),
    response: envelope(userSchema),
    spec: 'foundation.md §7 User; §2 My-info modal (name field); §8 WB-403-204',
    assumed:
      'the name is the one field of my-info besides the picture and the password; `password` ' +
      '(the current one) is sent when the name change is confirmed with it, and a mismatch ' +
      'answers WB-403-204 ("current password mismatch on name update")',
  }),
  'user.MODIFY_ME_PWD': post('/user', 'MODIFY_ME_PWD', {
    request: z.strictObject({ oldPassword: z.string(), newPassword: z.string() }),
    response: writeReply,
    spec,
  }),
  'user.MODIFY_PWD': post('/user', 'MODIFY_PWD', {
    request: z.strictObject({ userIdx: idx, newPassword: z.string() }),
    response: writeReply,
    spec,
  }),
  'user.MODIFY_STATUS_MULTI': post('/user', 'MODIFY_STATUS_MULTI', {
    request: z.strictObject({ userIdxList: idxList, userStatus: userStatusValue }),
    response: envelope(z.looseObject({ completeCount: int })),
    spec: `${spec} ("returns completeCount")`,
    assumed: 'completeCount travels inside result',
  }),
  'user.MODIFY_MULTI_UNLOCK': post('/user', 'MODIFY_MULTI_UNLOCK', {
    request: z.strictObject({ userIdxList: idxList }),
    response: writeReply,
    spec,
  }),
  'user.REMOVE_MULTI': del('/user', 'REMOVE_MULTI', {
    request: z.strictObject({ userIdxList: idxList }),
    response: writeReply,
    spec: `${spec} ("delete (userIdxList)")`,
  }),
  'userProfile.MODIFY': post('/user/profile', 'MODIFY', {
    body: 'multipart',
    request: z.strictObject({
      uploadFile: filePart.check(
        z.refine(
          (file) =>
            !('name' in file) || String(file.name).startsWith(`${PROFILE_IMAGE_FILE_BASENAME}.`),
          `the file is named ${PROFILE_IMAGE_FILE_BASENAME} plus its extension`,
        ),
      ),
      userIdx: wireInt,
    }),
    response: writeReply,
    spec,
  }),
  'userProfile.REMOVE': del('/user/profile', 'REMOVE', {
    request: z.strictObject({ userIdx: idx }),
    response: writeReply,
    spec,
  }),
  'userProfile.DOWNLOAD_FILE': get('/user/profile', 'DOWNLOAD_FILE', {
    request: z.strictObject({ userIdx: wireInt, timestamp: z.optional(wireInt) }),
    reply: 'file',
    spec: `${spec}; screens.md §7 Rooms ("owner profile image (userIdx)")`,
  }),
  'memo.LIST': get('/memo', 'LIST', {
    request: z.strictObject({ userIdx: wireInt, ...pagingQuery }),
    response: envelope(memoSchema),
    spec,
  }),
  'memo.VIEW': get('/memo', 'VIEW', {
    request: z.strictObject({ memoIdx: wireInt }),
    response: envelope(memoSchema),
    spec,
  }),
  'memo.SAVE': post('/memo', 'SAVE', {
    request: z.strictObject({ userIdx: idx, regUserIdx: idx, content: z.string() }),
    response: envelope(memoSchema),
    spec: `${spec} ("create (userIdx, regUserIdx, content)")`,
  }),
  'memo.MOD': post('/memo', 'MOD', {
    request: z.strictObject({ memoIdx: idx, content: z.string() }),
    response: envelope(memoSchema),
    spec: `${spec} ("update (memoIdx, content)")`,
  }),
  'memo.DEL': del('/memo', 'DEL', {
    request: z.strictObject({ memoIdx: idx }),
    response: writeReply,
    spec: `${spec} ("delete (memoIdx)")`,
  }),
} as const satisfies EndpointGroup;
