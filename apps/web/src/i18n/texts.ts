import { mergeCatalogs } from '@platform/contract';
import { appTexts } from './texts/app.ts';
import { bookScreenTexts } from './texts/books.ts';
import { errorsTexts } from './texts/errors.ts';
import { frameTexts } from './texts/frame.ts';
import { homeworkTexts } from './texts/homework.ts';
import { inviteTexts } from './texts/invite.ts';
import { landingTexts } from './texts/landing.ts';
import { loginTexts } from './texts/login.ts';
import { myInfoTexts } from './texts/myInfo.ts';
import { noteScreenTexts } from './texts/notes.ts';
import { ssoTexts } from './texts/sso.ts';
import { termsTexts } from './texts/terms.ts';
import { userDetailTexts } from './texts/userDetail.ts';
import { userExcelScreenTexts } from './texts/userExcel.ts';
import { usersTexts } from './texts/users.ts';
import { whiteboardTexts } from './texts/whiteboard.ts';

/** The texts of apps/web's own screens, one catalog per area (each key defined once). */
export const webTexts = mergeCatalogs(
  appTexts,
  landingTexts,
  loginTexts,
  inviteTexts,
  ssoTexts,
  errorsTexts,
  frameTexts,
  myInfoTexts,
  whiteboardTexts,
  termsTexts,
  usersTexts,
  userDetailTexts,
  userExcelScreenTexts,
  bookScreenTexts,
  homeworkTexts,
  noteScreenTexts,
);
