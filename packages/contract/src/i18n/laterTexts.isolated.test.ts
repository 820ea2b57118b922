import { describe, expect, it } from 'vitest';
import { defineCatalog, mergeCatalogs, translate } from './catalog.ts';
import { laterTable, loadTexts, textsReady } from './laterTexts.ts';

describe('laterTable', () => {
  it('fills the tables and the merged copies of a language when it is loaded, once', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { default: { 'a#0': { 'a.title': 'Title' }, 'b#0': { 'b.title': 'Later' } } };
    };
    const first = defineCatalog({ en: laterTable('en', 'a#0', load), ko: { 'a.title': '제목' } });
    const merged = mergeCatalogs(first, defineCatalog({ en: {}, ko: {} }));
    expect(textsReady('en')).toBe(false);
    expect(textsReady('ko')).toBe(true);
    expect(merged.en).toEqual({});

    await Promise.all([loadTexts('en'), loadTexts('en')]);
    expect(loads).toBe(1);
    expect(textsReady('en')).toBe(true);
    expect(translate(first, 'en', 'a.title')).toBe('Title');
    expect(merged.en).toEqual({ 'a.title': 'Title' });
    // A catalog whose module runs after the language arrived is filled at once.
    expect(laterTable('en', 'b#0', load)).toEqual({ 'b.title': 'Later' });
    await loadTexts('ko');
  });
});
