import { type CatalogKey, mergeCatalogs } from '@platform/contract';
import { myInfoTexts } from '../areas/account/texts.ts';
import { inviteTexts } from '../areas/auth/invite/texts.ts';
import { landingTexts } from '../areas/auth/landing/texts.ts';
import { demoPanelTexts } from '../areas/auth/login/demoTexts.ts';
import { loginTexts } from '../areas/auth/login/texts.ts';
import { ssoTexts } from '../areas/auth/sso/texts.ts';
import { boardTexts } from '../areas/boards/texts.ts';
import { bookScreenTexts } from '../areas/books/texts.ts';
import { classDetailTexts } from '../areas/history/detailTexts.ts';
import { historyTexts } from '../areas/history/texts.ts';
import { homeworkTexts } from '../areas/homework/texts.ts';
import { academyTexts } from '../areas/intro/academy/texts.ts';
import { classTexts } from '../areas/intro/classes/texts.ts';
import { contactTexts } from '../areas/intro/contact/texts.ts';
import { faqTexts } from '../areas/intro/faq/texts.ts';
import { feeTexts } from '../areas/intro/fees/texts.ts';
import { introSiteTexts } from '../areas/intro/site/texts.ts';
import { termsTexts } from '../areas/intro/terms/texts.ts';
import { messageScreenTexts } from '../areas/messages/texts.ts';
import { noteScreenTexts } from '../areas/notes/texts.ts';
import { roomManageTexts } from '../areas/rooms/manageTexts.ts';
import { monitorTexts } from '../areas/rooms/monitorTexts.ts';
import { roomScreenTexts } from '../areas/rooms/texts.ts';
import { settlementTexts } from '../areas/settlement/texts.ts';
import { statisticsTexts } from '../areas/statistics/texts.ts';
import { userDetailTexts } from '../areas/users/detail/texts.ts';
import { userExcelScreenTexts } from '../areas/users/excel/texts.ts';
import { usersTexts } from '../areas/users/texts.ts';
import { whiteboardTexts } from '../areas/whiteboard/texts.ts';
import { clientLaunchTexts } from '../shared/agent/texts.ts';
import { attachmentTexts } from '../shared/attachmentTexts.ts';
import { sharedTexts } from '../shared/texts.ts';
import { errorsTexts } from './errors/texts.ts';
import { frameTexts } from './frame/texts.ts';
import { appTexts } from './texts.ts';

/** The texts of apps/web's own screens, one catalog per area (each key defined once). */
export const webTexts = mergeCatalogs(
  appTexts,
  landingTexts,
  loginTexts,
  demoPanelTexts,
  inviteTexts,
  clientLaunchTexts,
  sharedTexts,
  attachmentTexts,
  ssoTexts,
  errorsTexts,
  frameTexts,
  myInfoTexts,
  whiteboardTexts,
  introSiteTexts,
  academyTexts,
  faqTexts,
  contactTexts,
  classTexts,
  feeTexts,
  termsTexts,
  usersTexts,
  userDetailTexts,
  userExcelScreenTexts,
  bookScreenTexts,
  boardTexts,
  homeworkTexts,
  noteScreenTexts,
  roomScreenTexts,
  roomManageTexts,
  monitorTexts,
  statisticsTexts,
  historyTexts,
  classDetailTexts,
  settlementTexts,
  messageScreenTexts,
);

declare module '@platform/ui' {
  /** apps/web's keys, so that `t` of a screen accepts its area's keys and refuses a typo. */
  interface TextKeyRegistry {
    web: CatalogKey<typeof webTexts>;
  }
}
