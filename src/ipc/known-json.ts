// Arrays whose JSON is known already (a page of capture rows, serialized once to size it for the 4 MiB message
// budget): the frame encoder writes that text instead of serializing the same array a second time.
import { randomBytes } from 'node:crypto';

/** The JSON text of each tagged array. */
const TEXTS = new WeakMap<readonly unknown[], string>();

/**
 * Stands for a tagged array inside the encoder's JSON until its text replaces it. Plain ASCII, so JSON.stringify
 * keeps it as it is; a random part per process, so no value a frame carries can be mistaken for one.
 */
const MARK = `winproc-known-json-${randomBytes(12).toString('hex')}-`;

/** The texts met by the `stringifyWithKnownJson` running now, or null outside it. */
let collecting: string[] | null = null;

/**
 * Inside `stringifyWithKnownJson` a tagged array serializes as a mark; everywhere else (a test's JSON.stringify, the
 * test build's result check) as the ordinary array it is. JSON.stringify calls toJSON once per value, so returning
 * the array itself serializes its elements as usual.
 */
function toJSON(this: readonly unknown[]): unknown {
  const text = collecting === null ? undefined : TEXTS.get(this);
  if (text === undefined || collecting === null) return this;
  collecting.push(text);
  return `${MARK}${collecting.length - 1}`;
}

/**
 * Tags `items` (returned as they are) with their JSON, `text === JSON.stringify(items)`: every reader still sees the
 * plain array, and `stringifyWithKnownJson` writes the text in its place. The array must not change afterwards. The
 * toJSON is not enumerable, so equality checks, structured clones and Object.keys see nothing added.
 */
export function withKnownJson<T>(items: T[], text: string): T[] {
  TEXTS.set(items, text);
  Object.defineProperty(items, 'toJSON', { value: toJSON, enumerable: false, configurable: true, writable: false });
  return items;
}

/** JSON.stringify(value), byte for byte, except that tagged arrays are written from their known text. */
export function stringifyWithKnownJson(value: unknown): string {
  const outer = collecting;
  collecting = [];
  let json: string;
  let found: string[];
  try {
    json = JSON.stringify(value);
  } finally {
    found = collecting;
    collecting = outer;
  }
  if (found.length === 0) return json;
  let out = '';
  let from = 0;
  for (let i = 0; i < found.length; i++) {
    // The marks appear in the order toJSON met them, each once, as a JSON string (with its quotes).
    const mark = `"${MARK}${i}"`;
    const at = json.indexOf(mark, from);
    if (at < 0) throw new Error('stringifyWithKnownJson: a mark went missing');
    out += json.slice(from, at) + found[i]!;
    from = at + mark.length;
  }
  return out + json.slice(from);
}
