/**
 * PGlite has no autovacuum: the recipient table's statistics stay as they were (none, or taken
 * when no row of this newsletter was pending). Planned for a handful of pending rows, a claim
 * (`order by subscriber_id limit 100`) read every pending row of the newsletter through the
 * (newsletter_id, state) index and sorted them: 0.5-2 s per claim for 100,000 rows, with the one
 * connection held. With statistics that know the rows it walks the pending index in order and
 * stops after 100. So a start that wrote many rows renews them for the two columns the claim
 * filters on, from a small sample (3,000 rows: 30-60 ms instead of 200-1,000 for the default).
 */
import type { Database } from '../../../db/database';
import { analyzeFromSmallSample } from '../../../db/smallSampleAnalyze';

/** Below this many rows a claim's sort is cheap whatever the plan. */
export const renewAtRows = 1000;

export function renewRecipientStatistics(db: Database): Promise<void> {
  return analyzeFromSmallSample(db, 'whatsapp_newsletter_recipients (newsletter_id, state)');
}
