// Guards the endpoint seam: the not-built-yet list is checked both ways, and the factory picks the Linux endpoint here.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEndpoint, NOT_BUILT_YET } from '../../../src/ipc/endpoint.js';
import { LinuxEndpoint } from '../../../src/ipc/endpoint-linux.js';

const repoFile = (rel: string): URL => new URL(`../../../${rel}`, import.meta.url);

describe('not built yet', () => {
  it.each(NOT_BUILT_YET.map((e) => [e.item, e.reason]))('%s is still absent (remove it from the list once it exists)', (item, reason) => {
    expect(reason.length).toBeGreaterThan(0);
    expect(existsSync(repoFile(item))).toBe(false);
  });
});

describe('createEndpoint', () => {
  it.runIf(process.platform === 'linux')('returns the Linux endpoint on Linux', () => {
    const ep = createEndpoint({ linux: { env: {} } });
    expect(ep).toBeInstanceOf(LinuxEndpoint);
    expect(ep.platform).toBe('linux');
    expect(ep.path.endsWith('/mcp.v1.sock')).toBe(true);
  });
});
