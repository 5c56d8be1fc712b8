// The fan-out of new messages to open streams. An event names only whom it is for (`buyer:<user id>`
// or `seller:<user id>`), the conversation and the message id: each stream reads the message itself
// through its reader's ownership condition, so an event can never show anyone what they may not see.
// With REDIS_URL every process publishes to one channel and every process's subscriber (a connection
// of its own: a subscribed Redis connection can do nothing else) hands events to its local streams;
// without it, an in-process EventEmitter does.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Redis } from 'ioredis';

const CHANNEL = 'polymart:messages';

export interface HubEvent {
  /** Whose streams receive it: `buyer:<id>` or `seller:<id>`. */
  to: string[];
  kind: 'message' | 'read';
  conversation_id: number;
  message_id?: number;
}

export interface MessageHub {
  publish(event: HubEvent): Promise<void>;
  /** Calls `listener` with each event for `key`; answers the function that stops it. */
  subscribe(key: string, listener: (event: HubEvent) => void): () => void;
  /** Keeps a stream's response, so that closing the server ends it. */
  track(res: ServerResponse): () => void;
  /** Streams open now in this process (metrics). */
  openStreams(): number;
  /** Ends every open stream (before the server closes) and the Redis connections. */
  endStreams(): void;
  close(): Promise<void>;
}

export async function createMessageHub(
  redisUrl?: string,
  onError: (error: Error) => void = () => {},
): Promise<MessageHub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const streams = new Set<ServerResponse>();
  const deliver = (event: HubEvent) => {
    for (const key of event.to) local.emit(key, event);
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (redisUrl) {
    publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // ioredis reconnects by itself; an error between reconnects must not crash the process
    for (const client of [publisher, subscriber]) client.on('error', (error) => onError(error));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        deliver(JSON.parse(text) as HubEvent);
      } catch {
        // not ours: ignore
      }
    });
  }

  return {
    async publish(event) {
      // through Redis, this process hears its own event back like every other process does
      if (publisher) await publisher.publish(CHANNEL, JSON.stringify(event));
      else deliver(event);
    },
    subscribe(key, listener) {
      local.on(key, listener);
      return () => void local.off(key, listener);
    },
    track(res) {
      streams.add(res);
      return () => void streams.delete(res);
    },
    openStreams: () => streams.size,
    endStreams() {
      for (const res of streams) res.end();
      streams.clear();
    },
    async close() {
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
