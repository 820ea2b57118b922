import { type CatalogKey, defineCatalog } from '@platform/contract';

/**
 * Texts of StatsChart. They live beside the widget and are registered when its module loads, so
 * that only the pages that load the chart (lazily) carry them. Values arrive formatted (the
 * chart's `formatValue`, or the locale's number format), so no text formats a number itself.
 */
export const statsChartTexts = defineCatalog({
  en: {
    'statsChart.summary': 'Peak: {peak} on {day} ({series}). Sum {sum}.',
    'statsChart.summaryLimit': '{label}: {value}.',
    'statsChart.summaryLimitExceeded':
      '{label}: {value}, exceeded on {count, plural, one {# day} other {# days}}.',
    'statsChart.day': '{day}: {values}',
    'statsChart.seriesValue': '{series} {value}',
    'statsChart.noValue': 'no figure',
    'statsChart.noFigures': 'no figures yet',
    'statsChart.days': '{title}, by day',
    'statsChart.legend': 'Legend',
    'statsChart.showTable': 'Show as table',
    'statsChart.dayColumn': 'Day',
    'statsChart.tableFrame': '{title}, table',
    'statsChart.empty': 'There are no figures for this period.',
    'statsChart.loading': 'Loading the chart',
    'statsChart.future': 'No figures yet for {day}: a day’s chart appears the next day.',
  },
  ko: {
    'statsChart.summary': '최고: {day} {peak} ({series}). 합계 {sum}.',
    'statsChart.summaryLimit': '{label}: {value}.',
    'statsChart.summaryLimitExceeded': '{label}: {value}, 초과한 날 {count, number}일.',
    'statsChart.day': '{day}: {values}',
    'statsChart.seriesValue': '{series} {value}',
    'statsChart.noValue': '값 없음',
    'statsChart.noFigures': '아직 통계 없음',
    'statsChart.days': '{title} 날짜별',
    'statsChart.legend': '범례',
    'statsChart.showTable': '표로 보기',
    'statsChart.dayColumn': '날짜',
    'statsChart.tableFrame': '{title} 표',
    'statsChart.empty': '이 기간에는 통계가 없습니다.',
    'statsChart.loading': '차트를 불러오는 중',
    'statsChart.future': '{day}: 아직 통계가 없습니다. 하루의 통계는 다음 날 나타납니다.',
  },
});

export type StatsChartTextKey = CatalogKey<typeof statsChartTexts>;
