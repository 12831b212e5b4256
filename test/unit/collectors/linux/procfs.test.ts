// Guards how socket tables (seq_files) are read: a read that left room for another record proves the table ended,
// so no read(2) is spent only to see EOF (for /proc/net/tcp that read walks the kernel's socket hash again); a
// fuller read is followed by more reads, so a table of many pages comes back whole.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSeqTable, readSeqTableFile, type ReadAt } from '../../../../src/collectors/linux/procfs.js';

/** A seq_file as the kernel serves it: whole records, at most one 4 KiB page per read, then 0 at the end. */
function seqFile(records: readonly string[]): { read: ReadAt; calls: () => number } {
  let next = 0;
  let calls = 0;
  return {
    calls: () => calls,
    read: (buffer, offset, length) => {
      calls++;
      let page = '';
      while (next < records.length && page.length + records[next]!.length <= Math.min(4096, length)) page += records[next++];
      return buffer.write(page, offset, 'latin1');
    },
  };
}

const line = (i: number): string => `${String(i).padStart(4)}: ${'0'.repeat(143)}\n`; // 150 bytes, like a tcp line

describe('reading a seq_file table', () => {
  it('stops after a short read: the table ended, no extra read for EOF', () => {
    const records = Array.from({ length: 5 }, (_, i) => line(i));
    const file = seqFile(records);
    expect(readSeqTable(file.read, 'latin1', 512)).toBe(records.join(''));
    expect(file.calls()).toBe(1);
  });

  it('keeps reading while a read filled its page, to the last record', () => {
    const records = Array.from({ length: 200 }, (_, i) => line(i)); // 30,000 bytes: eight pages
    const file = seqFile(records);
    expect(readSeqTable(file.read, 'latin1', 512)).toBe(records.join(''));
    expect(file.calls()).toBe(8); // seven full pages, then a short one that ends it
  });

  it('reads to EOF when the last page happens to be full', () => {
    const records = Array.from({ length: 27 }, (_, i) => line(i)); // 4,050 bytes: as full as a page gets
    const file = seqFile(records);
    expect(readSeqTable(file.read, 'latin1', 512)).toBe(records.join(''));
    expect(file.calls()).toBe(2);
  });

  it('returns the real tables whole', () => {
    for (const table of ['tcp', 'tcp6', 'udp', 'udp6']) {
      let text: string;
      try {
        text = readFileSync(`/proc/net/${table}`, 'latin1');
      } catch {
        continue; // IPv6 disabled
      }
      // The header and the first socket lines are stable between the two reads; the rest may change.
      const ours = readSeqTableFile(`/proc/net/${table}`, 'latin1', 512);
      expect(ours.slice(0, ours.indexOf('\n'))).toBe(text.slice(0, text.indexOf('\n')));
    }
  });
});
