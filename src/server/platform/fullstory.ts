import { createHash, createHmac } from 'node:crypto';
import { FULLSTORY_SKIP_ID } from '../../shared/contracts/platform-paths.ts';

/** What decides a session-recording id (docs/platform-calls.md). */
export interface RecordingRules {
  /** FULLSTORY_ENABLED: the feature toggle. */
  enabled: boolean;
  /** FULLSTORY_SAMPLE_PERCENT: the share of visitors sampled (0–100). */
  samplePercent: number;
  /** CPU cores this process may use (`os.availableParallelism()`; tests inject it). */
  cores: () => number;
  /** The key the id is derived with (SESSION_SECRET). */
  secret: string;
}

/** Recording needs more than this many cores (§7): on smaller machines it would slow the site. */
export const MIN_CORES_EXCLUSIVE = 2;

/**
 * The §7 session-recording id of a visitor of a website: a stable pseudonymous id (HMAC of the
 * website and visitor ids, never the visitor id itself) when the toggle is on, the visitor falls in
 * the sample and the machine has more than 2 cores; else FULLSTORY_SKIP_ID ("do not record").
 * A visitor without a visitor cookie is never sampled.
 */
export function recordingId(rules: RecordingRules, websiteId: string, visitorId: string | null): string {
  if (!rules.enabled || !visitorId || rules.cores() <= MIN_CORES_EXCLUSIVE) return FULLSTORY_SKIP_ID;
  if (!sampled(websiteId, visitorId, rules.samplePercent)) return FULLSTORY_SKIP_ID;
  return createHmac('sha256', rules.secret).update(`vitrina fullstory v1\n${websiteId}\n${visitorId}`).digest('base64url').slice(0, 22);
}

/** Whether a visitor falls in the sample: a hash of (website, visitor) in 0–99 below the percent; the same answer every time. */
export function sampled(websiteId: string, visitorId: string, percent: number): boolean {
  const bucket = createHash('sha256').update(`${websiteId}\n${visitorId}`).digest().readUInt32BE(0) % 100;
  return bucket < percent;
}
