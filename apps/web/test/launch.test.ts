import { describe, expect, it } from 'vitest';
import { detectMobile, MOBILE_TOP_BAR } from '../src/areas/store/launch.ts';

describe('launch (spec §4)', () => {
  it('detects phones from the browser agent', () => {
    expect(detectMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(detectMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(detectMobile('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(false);
    expect(MOBILE_TOP_BAR).toBe(44);
  });
});
