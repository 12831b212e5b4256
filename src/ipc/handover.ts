// The serving thread's end of a connection handover: connections accepted on another thread of this process arrive
// here as descriptors and reach the listener as if it had accepted them itself (see ConnectionHandover).
import type { AcceptHandler, ConnectionHandover, IpcEndpoint, IpcServerHandle } from './endpoint.js';

/** What IpcListener needs of an endpoint: where it is, and the accepted streams. */
export type ListeningEndpoint = Pick<IpcEndpoint, 'path' | 'listen'>;

export class HandedOverEndpoint implements ListeningEndpoint {
  private onAccept: AcceptHandler | null = null;

  /** @param path the endpoint's path, which the accepting thread owns (this end never creates nor removes it). */
  constructor(
    readonly path: string,
    private readonly handover: ConnectionHandover,
  ) {}

  listen(onAccept: AcceptHandler): Promise<IpcServerHandle> {
    this.onAccept = onAccept;
    return Promise.resolve({
      path: this.path,
      close: () => {
        if (this.onAccept === onAccept) this.onAccept = null;
        return Promise.resolve();
      },
    });
  }

  /** A connection the accepting thread handed over (`ConnectionHandover.release`); closed when nobody listens here. */
  accept(fd: number): void {
    const { stream, decision } = this.handover.adopt(fd);
    if (this.onAccept === null) stream.destroy();
    else this.onAccept(stream, decision);
  }
}
