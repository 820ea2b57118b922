import { SUMMARY_STATUS, showsAiSummary } from '@platform/contract';
import { ok } from '../api.ts';
import { summaryRecordNumbers } from '../db/areas/classRecords.ts';
import { classSummaryOf, requestSummary } from '../db/areas/classSummaries.ts';
import { db } from '../db/index.ts';
import { MOCK_ERROR } from '../errors.ts';
import { scenario } from '../scenario.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { institutionConfigOf, summaryClock, visibleLog } from './classLog.ts';

/*
 * The AI summary request: logMeetSummary.SAVE {meetIdx} (foundation.md §7 "POST /summary SAVE
 * (meetIdx)", §4 "Summary: 0 summarizing, 1 in progress, 2 ready. On error it resets to 0";
 * screens.md §4 "Summary status 0 to 1 on request, 2 when ready; on error reset to 0; button
 * disabled while in progress", §6 "position 6 enables AI summary"). The summary itself, and how it
 * turns 1 -> 2 (or 0) after the scenario's delay, is db/areas/classSummaries.ts; logMeet.LIST and
 * VIEW (classLog.ts) answer it, and a ready summary is a record of type 65 (classRecords.ts).
 *
 * assumed, where the spec is silent:
 * - Only when the caller's institution has the AI summary on (WEB_FUNC_USE position 6,
 *   `showsAiSummary`), else WB-400-212 (the server accepts no request for a feature the
 *   institution lacks; the screen shows no button then).
 * - For a class the caller sees, by the class history's rule (the same class and refusals as
 *   logMeet.VIEW: WB-400-025); anyone who sees the class may ask.
 * - Only while its summary is null (never asked) or 0 (ended in error, asked again); 1 (in
 *   progress) or 2 (ready) is WB-400-212.
 * - It answers the envelope with result null; the class reads 1 from then on, until the delay
 *   (`summaryDelayMs`, 3 s unless set) has passed; then 2, or 0 when the scenario's
 *   `summaryFails` was on when it was asked.
 */

export const classSummaryImplementations = [
  implementAuthorised('logMeetSummary.SAVE', ({ me, fields }) => {
    if (!showsAiSummary(institutionConfigOf(me).funcUse)) refuse(MOCK_ERROR.badRequest);
    const log = visibleLog(me, { meetIdx: fields.meetIdx });
    const clock = summaryClock();
    const { summaryStatus } = classSummaryOf(db, log, clock);
    if (summaryStatus !== null && summaryStatus !== SUMMARY_STATUS.SUMMARIZING) {
      refuse(MOCK_ERROR.badRequest);
    }
    requestSummary(db, log, {
      now: clock.now,
      requesterIdx: me.userIdx,
      requesterName: me.userName,
      fails: scenario.state.summaryFails,
      ...summaryRecordNumbers(db, log),
    });
    return ok(null);
  }),
];
