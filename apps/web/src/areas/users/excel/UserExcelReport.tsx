import type { UserExcelResult } from '@platform/contract';
import { dynamicTextKey, useT } from '@platform/ui';
import { useEffect, useId, useRef } from 'react';
import styles from './UserExcelDialog.module.css';
import { columnTextKey } from './userExcelForm.ts';

export interface UserExcelReportProps {
  result: UserExcelResult;
}

/**
 * What a registration did (issue 7 item 8 "reports added, skipped and why, per row"): the counts,
 * then each skipped row with its sheet row number, its ID, the column at fault and the reason in
 * the contract's words.
 */
export function UserExcelReport({ result }: UserExcelReportProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The report replaces the form and its focused button: its summary takes the focus and is read.
  useEffect(() => headingRef.current?.focus(), []);
  const captionId = useId();
  const { completeCount, skipList } = result;
  const skipped = Math.max(result.skipCount, skipList.length);
  return (
    <section className={styles.report} data-slot="user-excel-report">
      <h3 ref={headingRef} tabIndex={-1} className={styles.summary}>
        {t('userExcel.summary', { added: completeCount, skipped })}
      </h3>
      {completeCount === 0 && <p>{t('userExcel.noneAdded')}</p>}
      {completeCount > 0 && skipped === 0 && <p>{t('userExcel.allAdded')}</p>}
      {skipList.length > 0 && (
        // The table scrolls sideways on a phone instead of squeezing the reasons.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable).
        <section className={styles.tableScroll} tabIndex={0} aria-labelledby={captionId}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {t('userExcel.skipped')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('userExcel.skip.row')}</th>
                <th scope="col">{t('userExcel.skip.userId')}</th>
                <th scope="col">{t('userExcel.skip.column')}</th>
                <th scope="col">{t('userExcel.skip.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {skipList.map((skip) => {
                const columnKey = columnTextKey(skip.column);
                return (
                  <tr key={`${skip.rowNo}-${skip.reason}`}>
                    <th scope="row">{skip.rowNo}</th>
                    <td>{skip.userId || t('userExcel.skip.none')}</td>
                    <td>{columnKey ? t(columnKey) : t('userExcel.skip.none')}</td>
                    <td>{t(dynamicTextKey(skip.reason), skip.params ?? undefined)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
