import { SettlementScreen } from './SettlementScreen.tsx';

/** The settlement of the service area, meet/listAmount: the signed-in teacher's own fees. */
export function Component() {
  return <SettlementScreen manage={false} titleKey="frame.tab.settlement" />;
}
