import { ClassLogList } from './ClassLogList.tsx';

/** The class creation log, manage/log/logMeet/list: every class of the institution (ClassLogList). */
export function Component() {
  return <ClassLogList titleKey="frame.tab.classLog" />;
}
