// Names that are bytes (Linux file and process names) as text: a name that is not valid UTF-8 gets a display form
// with each byte outside a well-formed sequence as `\xNN` and each backslash as `\\`. The form is reversible, so it
// is shared by the collectors (which escape) and the Recording (which writes the form and restores the bytes). And
// names drawn for a person: control characters, which a Linux name may hold, as U+FFFD.

const BACKSLASH = 0x5c;
const decoder = new TextDecoder('utf-8');

/** Length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7), or 0 when the byte there starts none. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i];
  if (lead < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    else if (lead === 0xed) high = 0x9f; // surrogates
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    else if (lead === 0xf4) high = 0x8f; // above U+10FFFF
  } else return 0;
  if (i + length > bytes.length || bytes[i + 1] < low || bytes[i + 1] > high) return 0;
  for (let k = 2; k < length; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return 0;
  return length;
}

/** Whether every byte belongs to a well-formed UTF-8 sequence. */
export function isUtf8Bytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; ) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return false;
    i += length;
  }
  return true;
}

/**
 * The display form of bytes that are not valid UTF-8: well-formed sequences as their characters, every other
 * byte as `\xNN`, and a backslash as `\\`. Escaping the backslash keeps the form reversible, so distinct names
 * always display differently (a valid name can still look like an escaped one; the bytes' hex tells them apart).
 */
export function escapeNameBytes(bytes: Uint8Array): string {
  let out = '';
  let run = 0;
  let i = 0;
  const flush = (end: number) => {
    if (end > run) out += decoder.decode(bytes.subarray(run, end)).replaceAll('\\', '\\\\');
  };
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length > 0 && bytes[i] !== BACKSLASH) {
      i += length;
      continue;
    }
    flush(i);
    out += length > 0 ? '\\\\' : `\\x${bytes[i].toString(16).padStart(2, '0')}`;
    i++;
    run = i;
  }
  flush(i);
  return out;
}

const encoder = new TextEncoder();

/**
 * The bytes whose `escapeNameBytes` form is `text`, or null when `text` is no such form (a stray backslash, an
 * escaped byte that would have been shown as a character, bytes that are valid UTF-8 after all).
 */
export function unescapeNameText(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let run = 0;
  const flush = (end: number): void => {
    if (end > run) for (const b of encoder.encode(text.slice(run, end))) bytes.push(b);
  };
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== BACKSLASH) continue;
    flush(i);
    if (text[i + 1] === '\\') {
      bytes.push(BACKSLASH);
      i += 1;
    } else if (text[i + 1] === 'x' && /^[0-9a-f]{2}$/.test(text.slice(i + 2, i + 4))) {
      bytes.push(Number.parseInt(text.slice(i + 2, i + 4), 16));
      i += 3;
    } else return null;
    run = i + 1;
  }
  flush(text.length);
  const result = Uint8Array.from(bytes);
  // Only the exact form round-trips: `\x41` for an `A`, or a name that is UTF-8 after all, is not one.
  return !isUtf8Bytes(result) && escapeNameBytes(result) === text ? result : null;
}

/** Lower-case hex of bytes. */
export function hexOfBytes(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text from outside (a process name) made safe to draw on one line: C0 and C1 control characters and DEL become
 * U+FFFD, one cell each, since a newline would split the line and ESC or CSI would start a terminal sequence.
 */
export function displaySafe(text: string): string {
  return CONTROL.test(text) ? text.replace(CONTROLS, '\ufffd') : text;
}
