// File names as rows carry them: Linux names are bytes, JSON carries Unicode text. A name that is valid UTF-8 is
// its text; any other name gets an escaped display form and its exact bytes in hex (`path_bytes_hex`), so two
// files never collapse into one U+FFFD string. Shared by the in-process collectors and the path helper.
import { readlinkSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import type { PathText } from '../../investigations/types.js';

export type { PathText };

const BACKSLASH = 0x5c;

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

/**
 * The display form of bytes that are not valid UTF-8: well-formed sequences as their characters, every other
 * byte as `\xNN`, and a backslash as `\\`. Escaping the backslash keeps the form reversible, so distinct names
 * always display differently (a valid name can still look like an escaped one; `path_bytes_hex` tells them apart).
 */
function escapeInvalid(bytes: Buffer): string {
  let out = '';
  let run = 0;
  let i = 0;
  const flush = (end: number) => {
    if (end > run) out += bytes.toString('utf8', run, end).replaceAll('\\', '\\\\');
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

/** A name's row form from its raw bytes. */
export function pathText(bytes: Buffer): PathText {
  if (isUtf8(bytes)) return { path: bytes.toString('utf8') };
  return { path: escapeInvalid(bytes), path_bytes_hex: bytes.toString('hex') };
}

/** A name's row form from a byte string (latin1: one char per byte, as procfs text read with `latin1` holds it). */
export function pathTextOfBinary(binary: string): PathText {
  for (let i = 0; i < binary.length; i++) {
    if (binary.charCodeAt(i) > 127) return pathText(Buffer.from(binary, 'latin1'));
  }
  return { path: binary };
}

/**
 * A link target as a row path, given the target already read as UTF-8 text. Links are read as text first (the fast
 * path: a Buffer per link measured ~25% slower in a host-wide scan); only text holding U+FFFD — the decoder's mark
 * for bytes it could not decode, or a name that really contains it — is read again as bytes. Throws like readlink.
 */
export function linkText(link: string, text: string): PathText {
  if (!text.includes('\uFFFD')) return { path: text };
  return pathText(readlinkSync(link, { encoding: 'buffer' }));
}

/** readlink as a row path. */
export function readLinkText(link: string): PathText {
  return linkText(link, readlinkSync(link));
}

/** The key that tells two paths apart exactly: the bytes when the name is not UTF-8, else the text. */
export function pathKey(path: string, bytesHex: string | undefined): string {
  // NUL never occurs in a path, so a byte key cannot equal a text key.
  return bytesHex === undefined ? path : `\0${bytesHex}`;
}
