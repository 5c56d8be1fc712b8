// The typo rule of search: one letter missing, extra, wrong, or two neighbours swapped.
import { describe, expect, it } from 'vitest';
import { closestSpellings, editDistanceAtMostOne } from '../src/modules/catalog/search.service.ts';

describe('editDistanceAtMostOne', () => {
  it('accepts one missing, extra, wrong letter or one swapped pair, and nothing further', () => {
    for (const typo of ['camera', 'camra', 'cameraa', 'xamera', 'camerz', 'cmaera', 'caemra', 'camear', 'acmera'])
      expect(editDistanceAtMostOne(typo, 'camera'), typo).toBe(true);
    for (const far of ['cmaerra', 'cmeara', 'caerma', 'came', 'cam', 'aremac', 'cmarea'])
      expect(editDistanceAtMostOne(far, 'camera'), far).toBe(false);
    expect(editDistanceAtMostOne('cámara', 'cmáara')).toBe(true);
  });
});

describe('closestSpellings', () => {
  const c = (word: string, sim: number, frequency = 1) => ({ word, sim, frequency });
  it('leaves a known word alone', () => {
    expect(closestSpellings('camera', [c('camera', 1), c('cameras', 0.7)])).toEqual([]);
  });
  it('prefers one edit away, the most frequent first, even below the similarity threshold', () => {
    expect(closestSpellings('cmaera', [c('cmos', 0.3), c('camera', 0.27, 50)])).toEqual(['camera']);
    expect(closestSpellings('fitler', [c('filters', 0.28, 2), c('filter', 0.27, 9), c('fitted', 0.3)])).toEqual([
      'filter',
    ]);
    // known words under five letters are not corrected to by edit distance (too many neighbours)
    expect(closestSpellings('lenes', [c('lens', 0.4, 3), c('lenses', 0.5, 9)])).toEqual(['lenses']);
    expect(closestSpellings('lenses', [c('lenses', 1, 9)])).toEqual([]);
  });
  it('falls back to the most similar word above the threshold', () => {
    expect(closestSpellings('caon', [c('canon', 0.33), c('casio', 0.2)])).toEqual(['canon']);
    expect(closestSpellings('zzzzzz', [c('canon', 0.05)])).toEqual([]);
  });
});
