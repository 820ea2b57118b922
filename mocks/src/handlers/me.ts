import {
  canManageOtherUsers,
  checkUploadContents,
  contentTypeOf,
  isValidPassword,
  LOGIN_PROVIDER,
  readConfigString,
  UPLOAD_REFUSAL_CODE,
  UPLOAD_RULE,
  validateName,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { failure, ok } from '../api.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { companyByIdx, publicUser, userByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implement, implementAuthorised, refuse } from '../server/router.ts';

/**
 * Words a name may not contain (foundation.md §5 "prohibited words filtered"; the spec gives no
 * list). assumed: names that pose as the institution's staff.
 */
export const PROHIBITED_NAME_WORDS: readonly string[] = ['운영자', '관리자', 'administrator'];

/** The user whose picture a call changes: oneself, or anyone of one's institution for a manager. */
function profileTarget(me: MockUser, userIdx: number): MockUser {
  const target = userByIdx(db, userIdx);
  const allowed =
    target !== undefined &&
    (target.userIdx === me.userIdx ||
      (target.companyIdx === me.companyIdx && canManageOtherUsers(me.userType)));
  if (!allowed || !target) refuse(MOCK_ERROR.noPermission);
  return target;
}

export const meImplementations = [
  implementAuthorised('user.GET_ME', ({ me }) => ok(publicUser(me))),

  implementAuthorised('user.MODIFY_ME', ({ me, fields }) => {
    const userName = fields.userName.trim();
    if (validateName(userName, { modified: true, prohibitedWords: PROHIBITED_NAME_WORDS })) {
      refuse(MOCK_ERROR.badRequest);
    }
    if (fields.password !== undefined && fields.password !== me.password) {
      refuse(MOCK_ERROR.currentPasswordMismatchOnName);
    }
    me.userName = userName;
    return ok(publicUser(me));
  }),

  implementAuthorised('user.MODIFY_ME_PWD', ({ me, fields }) => {
    // "Users of certain account owner types cannot change their password in my-info"
    // (foundation.md §6). assumed: every type but the own login (1), whose password lives elsewhere.
    if (me.accountOwnerType !== LOGIN_PROVIDER.OWN) refuse(MOCK_ERROR.noPermission);
    if (fields.oldPassword !== me.password) refuse(MOCK_ERROR.currentPasswordMismatch);
    const company = companyByIdx(db, me.companyIdx);
    const policy = readConfigString(company?.cfg).config.passwordPolicy;
    if (!isValidPassword(fields.newPassword, policy)) refuse(MOCK_ERROR.badRequest);
    me.password = fields.newPassword;
    return ok(null);
  }),

  implementAuthorised('userProfile.MODIFY', async ({ me, fields }) => {
    const target = profileTarget(me, fields.userIdx);
    const file = fields.uploadFile;
    const name = 'name' in file ? String(file.name) : '';
    // The browser's rule, and the bytes: an HTML page named profile_image.png is no picture
    // (WB-400-403), and what is kept is served with the type its bytes proved, never the
    // type the sender claimed (issue 17 item 3).
    const [refused] = (
      await checkUploadContents([new File([file], name)], UPLOAD_RULE.profileImage)
    ).rejected;
    if (refused) refuse(UPLOAD_REFUSAL_CODE[refused.rule]);
    const fileIdx = nextIdx(db, 'fileIdx');
    db.files = db.files.filter((stored) => stored.fileIdx !== target.profileFileIdx);
    db.files.push({
      fileIdx,
      fileName: name,
      contentType: contentTypeOf(name),
      body: new Uint8Array(await file.arrayBuffer()),
      regUserIdx: me.userIdx,
    });
    target.profileFileIdx = fileIdx;
    return ok(publicUser(target));
  }),

  implementAuthorised('userProfile.REMOVE', ({ me, fields }) => {
    const target = profileTarget(me, fields.userIdx);
    db.files = db.files.filter((stored) => stored.fileIdx !== target.profileFileIdx);
    target.profileFileIdx = null;
    return ok(null);
  }),

  // Any user of the same institution may see a picture (rooms show their owners', screens.md §7).
  implementAuthorised('userProfile.DOWNLOAD_FILE', ({ me, fields }) => {
    const user = userByIdx(db, fields.userIdx);
    if (!user || user.companyIdx !== me.companyIdx) return failure(MOCK_ERROR.fileNotFound);
    const file = db.files.find((stored) => stored.fileIdx === user.profileFileIdx);
    if (!file) return failure(MOCK_ERROR.fileNotFound);
    return new HttpResponse(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${encodeURIComponent(file.fileName)}"`,
      },
    });
  }),

  implement('openLogger.log', ({ fields }) => {
    db.logs.push(fields);
    // Only the latest logs are kept: the demo database lives in the browser.
    if (db.logs.length > 200) db.logs.splice(0, db.logs.length - 200);
    return ok(null);
  }),
];
