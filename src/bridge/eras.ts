// The MCP protocol revisions the bridge serves and how each request's era is decided (MCP 2026-07-28 "Versioning").
import { ProtocolError } from './protocol-error.js';

/**
 * Modern revisions: stateless, the version and client capabilities in every request's `_meta`. `server/discover` and
 * `-32022` list only these: a legacy revision is chosen through `initialize`, never through a per-request claim, so a
 * client retrying with a listed version is always served (the MCP TypeScript SDK v2 does the same).
 */
export const MODERN_PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28'];

/** Legacy revisions, chosen by the `initialize` handshake; the first is the answer to any other requested version. */
export const LEGACY_PROTOCOL_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** The `_meta` key whose presence makes a request modern (the revision's per-request envelope claim). */
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
export const LOG_LEVEL_META_KEY = 'io.modelcontextprotocol/logLevel';
export const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';

/** 2026-07-28 `UnsupportedProtocolVersionError`. */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;
const INVALID_PARAMS = -32602;

const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a request is modern: its `params._meta` carries the protocol-version key, whatever its value (a malformed
 * claim is then an error of the modern era, never a silent fall back to legacy handling). A request without it —
 * `initialize` and everything a legacy client sends — is served under the legacy revision of the stdio process.
 */
export function claimsModernEra(params: unknown): boolean {
  if (!isPlain(params)) return false;
  const meta = params._meta;
  return isPlain(meta) && PROTOCOL_VERSION_META_KEY in meta;
}

/**
 * Checks a modern request's envelope (2026-07-28 "Per-request protocol fields"): the required version and client
 * capabilities, the optional client info and log level well formed (else -32602), then the version served (else
 * -32022 naming the supported ones). Returns the version.
 */
export function checkModernEnvelope(params: Plain): string {
  const meta = params._meta as Plain;
  const version = meta[PROTOCOL_VERSION_META_KEY];
  const problem = (key: string, what: string) => new ProtocolError(INVALID_PARAMS, `Invalid _meta envelope: ${key}: ${what}`);
  if (typeof version !== 'string') throw problem(PROTOCOL_VERSION_META_KEY, 'must be a string');
  if (!(CLIENT_CAPABILITIES_META_KEY in meta)) throw problem(CLIENT_CAPABILITIES_META_KEY, 'missing (required on every request)');
  if (!isPlain(meta[CLIENT_CAPABILITIES_META_KEY])) throw problem(CLIENT_CAPABILITIES_META_KEY, 'must be an object');
  const info = meta[CLIENT_INFO_META_KEY];
  if (info !== undefined && !(isPlain(info) && typeof info.name === 'string' && typeof info.version === 'string')) {
    throw problem(CLIENT_INFO_META_KEY, 'must be an object with a string name and version');
  }
  const level = meta[LOG_LEVEL_META_KEY];
  if (level !== undefined && !(typeof level === 'string' && LOG_LEVELS.includes(level))) throw problem(LOG_LEVEL_META_KEY, `must be one of ${LOG_LEVELS.join(', ')}`);
  if (!MODERN_PROTOCOL_VERSIONS.includes(version)) {
    throw new ProtocolError(UNSUPPORTED_PROTOCOL_VERSION, 'Unsupported protocol version', { supported: [...MODERN_PROTOCOL_VERSIONS], requested: version });
  }
  return version;
}

/**
 * The revision an `initialize` answer names (2025-11-25 "Version Negotiation"): the requested one when the bridge
 * serves it, else its latest legacy revision, which the client may accept or disconnect on. A legacy server never
 * answers an unknown version with an error.
 */
export function legacyAnswerVersion(requested: unknown): string {
  return typeof requested === 'string' && LEGACY_PROTOCOL_VERSIONS.includes(requested) ? requested : LEGACY_PROTOCOL_VERSIONS[0]!;
}
