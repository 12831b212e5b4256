// A tmux pane's text for the benches that time a first screen (bench/monitor-cost.ts): one control-mode client of a
// private tmux server, so reading the pane often starts no process.
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The pane's text read through one tmux control-mode client of the run's server (`capture-pane` sent on its standard
 * input), so polling for the first screen starts no process: a new `tmux capture-pane` client per poll cost 10-24% of
 * a core (the clients, this process spawning them, the server) at 20-45 polls a second under load, taken from the
 * monitor starting on this 2-core host, and 20-50 ms a poll; this client reads 175 times a second for 7-8% at
 * 0.25-0.3 ms a read. The client neither sizes the window nor receives the pane's
 * output (`ignore-size,no-output`: `attach-session -f`, tmux 3.2 or later).
 */
export class PaneReader {
  private readonly waiting: { resolve: (lines: string[]) => void; reject: (error: Error) => void }[] = [];
  /** Why the client ended (the server or the session is gone: the monitor in the pane ended), once it did. */
  private ended: Error | null = null;
  /** The lines of the reply being read, or null between replies. */
  private reply: string[] | null = null;
  private rest = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly target: string,
  ) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => this.receive(chunk));
    const end = (error: Error) => {
      this.ended ??= error;
      for (const waiter of this.waiting.splice(0)) waiter.reject(this.ended);
    };
    child.once('error', end);
    // A write after the client ended fails on the pipe; the exit above already told every waiter.
    child.stdin!.on('error', () => undefined);
    child.once('exit', (code) => end(new Error(`the tmux control client of ${target} ended (exit ${code})`)));
  }

  /** Attached once the client's own attach reply came (it precedes every reply to a capture). */
  static async attach(socket: string, target: string, env: NodeJS.ProcessEnv = process.env): Promise<PaneReader> {
    const child = spawn('tmux', ['-L', socket, '-f', '/dev/null', '-C', 'attach-session', '-t', target, '-f', 'ignore-size,no-output'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    const reader = new PaneReader(child, target);
    await new Promise<void>((resolve, reject) => reader.waiting.push({ resolve: () => resolve(), reject }));
    return reader;
  }

  /** The pane's lines now; rejects once the client ended. */
  capture(): Promise<string[]> {
    if (this.ended !== null) return Promise.reject(this.ended);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin!.write(`capture-pane -p -t ${this.target}\n`);
    });
  }

  close(): void {
    this.child.stdin!.end();
    if (this.child.exitCode === null) this.child.kill();
  }

  /** Replies are `%begin` … `%end` (or `%error`) blocks in the order asked; notifications (`%…`) come between them. */
  private receive(chunk: string): void {
    const lines = (this.rest + chunk).split('\n');
    this.rest = lines.pop()!;
    for (const line of lines) {
      if (this.reply === null) {
        if (line.startsWith('%begin ')) this.reply = [];
      } else if (line.startsWith('%end ') || line.startsWith('%error ')) {
        const reply = this.reply;
        this.reply = null;
        this.waiting.shift()?.resolve(reply);
      } else {
        this.reply.push(line);
      }
    }
  }
}
