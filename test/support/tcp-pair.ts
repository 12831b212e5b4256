// A real program that holds both ends of a TCP connection over 127.0.0.1 and moves a known number of bytes through
// it when asked: compiled from the C below with the system's cc under the file name the test chooses (that file name
// is the comm the kernel gives it, so tracking by name finds exactly it). Both sockets are its own, so the sampler
// credits it with every byte in each direction.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { compileC, nextLine } from './c-program.js';

// Prints "ready" once connected; on a stdin line "send N M" writes N bytes from the connecting end to the accepted
// end and M bytes back, reading each chunk whole before the next (so the loopback buffers never block), then prints
// "sent N M". It ends when stdin closes.
const SOURCE = `
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
static char buf[65536];
static int pump(int from, int to, long n) {
  while (n > 0) {
    long chunk = n < (long)sizeof buf ? n : (long)sizeof buf;
    long off = 0;
    while (off < chunk) { long w = write(from, buf + off, chunk - off); if (w <= 0) return -1; off += w; }
    off = 0;
    while (off < chunk) { long r = read(to, buf + off, chunk - off); if (r <= 0) return -1; off += r; }
    n -= chunk;
  }
  return 0;
}
int main(void) {
  struct sockaddr_in addr;
  socklen_t len = sizeof addr;
  char line[128];
  long n, m;
  int listener = socket(AF_INET, SOCK_STREAM, 0), client, server;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (listener < 0 || bind(listener, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(listener, 1) != 0) return 2;
  if (getsockname(listener, (struct sockaddr *)&addr, &len) != 0) return 2;
  client = socket(AF_INET, SOCK_STREAM, 0);
  if (client < 0 || connect(client, (struct sockaddr *)&addr, sizeof addr) != 0) return 2;
  server = accept(listener, NULL, NULL);
  if (server < 0) return 2;
  memset(buf, 7, sizeof buf);
  printf("ready\\n"); fflush(stdout);
  while (fgets(line, sizeof line, stdin) != NULL) {
    if (sscanf(line, "send %ld %ld", &n, &m) != 2) continue;
    if (pump(client, server, n) != 0 || pump(server, client, m) != 0) return 3;
    printf("sent %ld %ld\\n", n, m); fflush(stdout);
  }
  return 0;
}
`;

/** Compiles the program as `dir/fileName` and returns its path. */
export function buildTcpPair(dir: string, fileName: string): string {
  return compileC(dir, 'tcp-pair.c', SOURCE, fileName);
}

/** Starts the program and waits until its connection is up. */
export async function startTcpPair(binary: string): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(binary, [], { stdio: 'pipe' });
  await nextLine(child, 'ready', 'the TCP pair program');
  return child;
}

/** Moves `forward` bytes one way and `back` bytes the other through the program's connection; resolves once all arrived. */
export async function sendThrough(child: ChildProcessWithoutNullStreams, forward: number, back: number): Promise<void> {
  const done = nextLine(child, `sent ${forward} ${back}`, 'the TCP pair program');
  child.stdin.write(`send ${forward} ${back}\n`);
  await done;
}
