// Request/reply and notices between the application's threads, and the reply matcher shared with the socket client.
export { ChannelError, ThreadChannel, type ChannelPort, type ChannelProtocol, type RequestOptions } from './thread-channel.js';
export { PendingReplies } from './pending.js';
export { LazyAbort } from './lazy-abort.js';
