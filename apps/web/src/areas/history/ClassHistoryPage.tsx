import { ClassLogList } from './ClassLogList.tsx';

/** Class history, meet/listLog: the caller's own classes (ClassLogList). */
export function Component() {
  return <ClassLogList titleKey="frame.tab.classHistory" />;
}
