import { describe, expect, it } from 'vitest';
import * as v from '../src/validators.ts';

describe('generic validators (spec §5)', () => {
  const cases: [string, (s: string) => boolean, string[], string[]][] = [
    ['email', v.isEmail, ['a@b.co', 'first.last+tag@shop.example.com'], ['a@b', '@b.co', 'a b@c.com', 'a@b..com']],
    ['CN mobile', v.isCnMobile, ['13800138000'], ['23800138000', '1380013800', '138001380001']],
    ['url', v.isUrl, ['https://example.com/x?y=1', 'http://localhost:3000'], ['ftp://x.com', 'example.com', '']],
    ['date', v.isDate, ['2026-11-21', '2026/1/5'], ['2026-13-01', '21-11-2026', '2026-11-32']],
    ['ISO date', v.isIsoDate, ['2026-11-21'], ['2026/11/21', '2026-1-5']],
    ['number', v.isNumber, ['12', '-3.5', '.5', '+7'], ['1e5', '1.2.3', 'abc', '']],
    ['digits', v.isDigits, ['0123'], ['12a', '-1', '']],
    ['ID card', v.isIdCard, ['11010519491231002X', '440524188001010014'], ['110105194912310021X', '12345']],
    ['car plate', v.isCarPlate, ['京A12345', '粤BD12345'], ['A12345', '京12345']],
    ['amount', v.isAmount, ['100', '1,234.56', '0.5', '99.9'], ['0', '0.00', '-1', '1.234', '1,23', '01']],
    ['chinese', v.isChinese, ['你好'], ['你好a', '']],
    ['letters', v.isLetters, ['Abc'], ['Ab1', '']],
    ['letters or digits', v.isLettersOrDigits, ['Ab1'], ['Ab-1']],
    ['landline', v.isLandline, ['010-12345678', '0755-1234567-89'], ['12345678', '010-123']],
    ['code', (s) => v.isCode(s), ['123456'], ['12345', '1234567', '12a456']],
    ['video file', v.isVideoFile, ['clip.MP4', 'a.webm'], ['a.mp3', 'mp4']],
    ['image file', v.isImageFile, ['a.JPG', 'b.webp'], ['a.pdf', 'jpg']],
    ['English shop name', v.isEnglishName, ['Lens & Light Co.'], ['相机店', ' Leading space', '']],
  ];
  for (const [name, check, good, bad] of cases) {
    it(name, () => {
      for (const s of good) expect(check(s), `${name} should accept ${s}`).toBe(true);
      for (const s of bad) expect(check(s), `${name} should refuse ${s}`).toBe(false);
    });
  }

  it('range, length range, empty and JSON checks', () => {
    expect(v.inRange(5, 1, 5)).toBe(true);
    expect(v.inRange(6, 1, 5)).toBe(false);
    expect(v.lengthInRange('相机', 2, 2)).toBe(true);
    expect(v.lengthInRange('abc', 1, 2)).toBe(false);
    for (const e of ['', '  ', null, undefined, [], {}]) expect(v.isEmpty(e)).toBe(true);
    for (const e of ['a', 0, [1], { a: 1 }]) expect(v.isEmpty(e)).toBe(false);
    expect(v.isJsonString('{"a":1}')).toBe(true);
    expect(v.isJsonString('1')).toBe(false);
    expect(v.isJsonString('{a:1}')).toBe(false);
  });
});
