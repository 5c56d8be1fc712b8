import './local-storage.ts';
import { describe, expect, it } from 'vitest';

describe('live chat address (spec §1)', () => {
  it('carries language, name, avatar and time, keeping the service’s own parameters', async () => {
    Object.assign(globalThis, { window: { location: { href: 'https://shop.example/' } } });
    const { chatUrl } = await import('../src/areas/store/live-chat.tsx');
    const url = new URL(
      chatUrl('https://chat.example/widget?site=7', { lang: 'jp', name: 'Ana', avatar: 'a.png', time: 1700000000000 }),
    );
    expect(url.origin + url.pathname).toBe('https://chat.example/widget');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      site: '7',
      lang: 'jp',
      name: 'Ana',
      avatar: 'a.png',
      time: '1700000000000',
    });
  });
});
