// A sampler's pass read as tests and benches check it: the wire the application takes (sampleWire), decoded.
import type { Snapshot } from '../../src/model/types.js';
import { decodeSnapshot, type WirePass } from '../../src/model/wire.js';

/** One sampling pass of `sampler`, decoded from its wire (every value eager, as the checks read them). */
export function decodedPass(sampler: { sampleWire(): WirePass }): Snapshot {
  return decodeSnapshot(sampler.sampleWire().wire);
}
