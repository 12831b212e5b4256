// The request loop every helper process runs: newline-delimited JSON requests on stdin, one handler call each,
// `ready` once listening, and exit when the application closes stdin (it exited or retired the helper).
import type { HelperLine } from './protocol.js';

export function serveRequests<Request extends { readonly id: number }>(
  isRequest: (value: unknown) => value is Request,
  handle: (request: Request) => void,
  emit: (line: HelperLine) => void,
): void {
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.length === 0) continue;
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch {
        continue;
      }
      if (!isRequest(request)) {
        const id = typeof request === 'object' && request !== null && typeof (request as { id?: unknown }).id === 'number' ? (request as { id: number }).id : -1;
        emit({ id, fatal: 'malformed request' });
        continue;
      }
      handle(request);
    }
  });
  process.stdin.on('end', () => process.exit(0));
  emit({ ready: true, pid: process.pid });
}
