// Opaque cursors bound to one capture, one offset and the query arguments that produced them, authenticated with a
// per-connection secret so a client cannot forge or retarget one. A changed argument gives CURSOR_INVALID.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ToolError } from './errors.js';

export interface CursorPosition {
  readonly captureId: string;
  readonly offset: number;
  /** Signature of the query arguments the cursor was issued for. */
  readonly querySignature: string;
}

/** A stable signature of query arguments: keys sorted at every level, the cursor itself excluded. */
export function querySignature(tool: string, args: Record<string, unknown>, exclude: readonly string[] = ['cursor']): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  const kept = Object.fromEntries(Object.entries(args).filter(([key]) => !exclude.includes(key)));
  return `${tool}:${JSON.stringify(canonical(kept))}`;
}

const invalid = (why: string) =>
  new ToolError('CURSOR_INVALID', `This cursor cannot be used: ${why}. Repeat the original query without a cursor, or follow next_action exactly.`, { retryable: false });

export class CursorCodec {
  private readonly secret = randomBytes(32);

  encode(position: CursorPosition): string {
    const body = Buffer.from(JSON.stringify([position.captureId, position.offset, position.querySignature])).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** Decodes and authenticates a cursor; the caller checks capture and signature binding. */
  decode(cursor: string): CursorPosition {
    const dot = cursor.lastIndexOf('.');
    if (dot <= 0) throw invalid('it is malformed');
    const body = cursor.slice(0, dot);
    const given = Buffer.from(cursor.slice(dot + 1));
    const expected = Buffer.from(this.mac(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('it was not issued on this connection');
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [string, number, string];
    return { captureId: parsed[0], offset: parsed[1], querySignature: parsed[2] };
  }

  /** Decodes a cursor and checks it was issued for exactly these query arguments. */
  decodeFor(cursor: string, signature: string): CursorPosition {
    const position = this.decode(cursor);
    if (position.querySignature !== signature) throw invalid('the query arguments changed since it was issued');
    return position;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url').slice(0, 32);
  }
}

export { invalid as cursorInvalid };
