import { SettlementScreen } from './SettlementScreen.tsx';

/** The settlement of the manage area, manage/amount/list: any teacher's fees, editable. */
export function Component() {
  return <SettlementScreen manage titleKey="frame.tab.manageSettlement" />;
}
