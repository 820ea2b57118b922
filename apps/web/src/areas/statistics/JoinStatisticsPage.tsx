import { JoinStatisticsScreen } from './JoinStatisticsScreen.tsx';

/** The joins view of entry statistics (JoinStatisticsScreen). */
export function Component() {
  return <JoinStatisticsScreen tab="joins" />;
}
