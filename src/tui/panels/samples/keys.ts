// The Samples inspector's own keys (focus id `samples`). The inspector follows the Graphs' cursor, so the cursor,
// span, pan and marker keys act here too (panels/graphs/keys.ts lists them for both); its own list keys join here.
import type { KeySpec } from '../../key-spec.js';

export const SAMPLES_PANEL_KEYS = [] as const satisfies readonly KeySpec[];
