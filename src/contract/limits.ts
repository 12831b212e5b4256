// The limits of spec §8 and the capture row fields, for the bridge, the backend and winproc_get_status. They come
// from schemas/limits.json through codegen, which checks them against the published tool catalog.
export { CAPTURE_FIELDS, LIMITS, OWNER_FIELD, PUBLISHED_LIMITS, type CaptureKind } from '../../generated/contract/limits.js';
import type { LIMITS } from '../../generated/contract/limits.js';

export type LimitName = keyof typeof LIMITS;
