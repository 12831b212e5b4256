// File names as rows carry them: Linux names are bytes, JSON carries Unicode text. A name that is valid UTF-8 is
// its text; any other name gets an escaped display form and its exact bytes in hex (`path_bytes_hex`), so two
// files never collapse into one U+FFFD string (the escaped form: src/model/name-bytes.ts). Shared by the in-process
// collectors and the path helper.
import { readlinkSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import type { PathText } from '../../investigations/types.js';
import { escapeNameBytes } from '../../../model/name-bytes.js';

export type { PathText };

/** A name's row form from its raw bytes. */
export function pathText(bytes: Buffer): PathText {
  if (isUtf8(bytes)) return { path: bytes.toString('utf8') };
  return { path: escapeNameBytes(bytes), path_bytes_hex: bytes.toString('hex') };
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
