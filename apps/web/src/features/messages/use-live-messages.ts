// New messages as they arrive, from the server's event stream (GET .../conversations/stream). The
// stream needs the access-token header, which EventSource cannot send, so it is read with fetch;
// the token never goes into the URL. A dropped stream reconnects after a few seconds.
import type { MessageEvent } from '@polymart/contract/messages';
import { useEffect, useRef } from 'react';
import { KEYS, storage } from '../../lib/storage.ts';
import type { Side } from './api.ts';

export interface LiveHandlers {
  /** A new message in one of the reader's conversations (theirs too, sent from elsewhere). */
  onMessage?: (event: MessageEvent) => void;
  /** The reader's unread total changed (a message came, or they read a thread elsewhere). */
  onUnread?: (total: number) => void;
}

const RETRY_MS = 3000;

export function useLiveMessages(side: Side, handlers: LiveHandlers, enabled = true) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const path = side === 'buyer' ? '/api/customer/conversations/stream' : '/api/seller/conversations/stream';
    const dispatch = (event: string, data: string) => {
      let parsed: { unread_total?: number } & Partial<MessageEvent>;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      if (typeof parsed.unread_total === 'number') latest.current.onUnread?.(parsed.unread_total);
      if (event === 'message' && parsed.message) latest.current.onMessage?.(parsed as MessageEvent);
    };
    const connect = async () => {
      try {
        const res = await fetch(path, {
          headers: {
            accept: 'text/event-stream',
            'access-token': storage.get(KEYS.token) ?? '',
            lang: storage.get(KEYS.lang) ?? 'es',
          },
          signal: controller.signal,
        });
        // a refusal (signed out, not a seller) answers the JSON envelope: no point in trying again
        if (res.ok && !res.headers.get('content-type')?.includes('text/event-stream')) return;
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) dispatch(event, data);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // dropped, refused or aborted: try again below unless the screen went away
      }
      if (!controller.signal.aborted) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [side, enabled]);
}
