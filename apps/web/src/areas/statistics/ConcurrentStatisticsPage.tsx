import { JoinStatisticsScreen } from './JoinStatisticsScreen.tsx';

/** The concurrent view of entry statistics (JoinStatisticsScreen). */
export function Component() {
  return <JoinStatisticsScreen tab="concurrent" />;
}
