// The bridge's answers to modern-era requests (MCP 2026-07-28): server/discover, tools/list and tools/call, stateless.
import type { LazyAbort } from '../channel/lazy-abort.js';
import { checkModernEnvelope, MODERN_PROTOCOL_VERSIONS, SERVER_INFO_META_KEY } from './eras.js';
import { ProtocolError } from './protocol-error.js';
import type { ModernRoute } from './stdio-transport.js';

/**
 * Cache hints of the cacheable results (2026-07-28 "Caching"): the catalog and the discovery answer never change while
 * a bridge process runs and hold nothing of the user, so any client may keep them for an hour.
 */
export const LIST_CACHE_TTL_MS = 3_600_000;
const CACHE_SCOPE = 'public';

const METHOD_NOT_FOUND = -32601;

export interface ModernServices {
  readonly serverInfo: { readonly name: string; readonly title?: string; readonly version: string };
  /** The JSON text of the `tools` array, the very bytes a legacy `tools/list` carries. */
  toolsJson(): Promise<string>;
  /** The JSON text of a tools/call result, the very bytes a legacy `tools/call` carries; throws ProtocolError. */
  callToolJson(params: Record<string, unknown>, cancellation: LazyAbort): Promise<string>;
}

/**
 * Answers a request of the modern era. Its envelope is checked first (-32602, or -32022 for a version not served),
 * then its method: `initialize` and `ping` do not exist in this revision and get -32601 like any unknown method.
 * Results are the legacy results' JSON with `resultType` and the server's identity in `_meta` appended, so whatever
 * the revision does not change stays byte-identical between the eras.
 */
export function createModernRoute(services: ModernServices): ModernRoute {
  const meta = JSON.stringify({ [SERVER_INFO_META_KEY]: services.serverInfo });
  const complete = `"resultType":"complete","_meta":${meta}}`;
  const cacheHints = `"ttlMs":${LIST_CACHE_TTL_MS},"cacheScope":"${CACHE_SCOPE}"`;
  const discover = JSON.stringify({ supportedVersions: MODERN_PROTOCOL_VERSIONS, capabilities: { tools: {} } }).slice(0, -1);
  return {
    async answer(method, params, cancellation) {
      checkModernEnvelope(params);
      switch (method) {
        case 'server/discover':
          return `${discover},${cacheHints},${complete}`;
        case 'tools/list':
          return `{"tools":${await services.toolsJson()},${cacheHints},${complete}`;
        case 'tools/call': {
          const result = await services.callToolJson(params, cancellation);
          return `${result.slice(0, -1)},${complete}`;
        }
        default:
          throw new ProtocolError(METHOD_NOT_FOUND, 'Method not found');
      }
    },
  };
}
