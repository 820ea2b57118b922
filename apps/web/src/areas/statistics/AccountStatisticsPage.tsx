import { JoinStatisticsScreen } from './JoinStatisticsScreen.tsx';

/** The account view of entry statistics (JoinStatisticsScreen). */
export function Component() {
  return <JoinStatisticsScreen tab="account" />;
}
