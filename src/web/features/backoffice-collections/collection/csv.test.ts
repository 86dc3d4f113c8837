import { describe, expect, it } from 'vitest';
import { getCollection } from '../../../../catalog/catalog.ts';
import { csvCell, csvColumns, csvFileName, recordsToCsv } from './csv.ts';

describe('CSV cells', () => {
  it('leave plain text alone', () => {
    expect(csvCell('Gràcia')).toBe('Gràcia');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quote commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('defuse what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+34 600 000 000')).toBe("'+34 600 000 000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('keep negative numbers as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('CSV of records', () => {
  it('splits localized text into es and en columns and writes money in euros', () => {
    const extras = getCollection('infoextras')!;
    const columns = csvColumns(extras);
    expect(columns.map((c) => c.header)).toEqual([
      'ID',
      'Name (es)',
      'Name (en)',
      'Description (es)',
      'Description (en)',
      'Monthly price (EUR)',
      'Created',
      'Updated',
    ]);
    const csv = recordsToCsv(columns, [
      {
        _id: 'id-1',
        name: { es: 'Limpieza, semanal', en: 'Cleaning' },
        description: null,
        monthlyPrice: 4550,
        createdAt: '2026-01-02T03:04:05.000Z',
        updatedAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'ID,Name (es),Name (en),Description (es),Description (en),Monthly price (EUR),Created,Updated',
      'id-1,"Limpieza, semanal",Cleaning,,,45.50,2026-01-02T03:04:05.000Z,2026-01-02T03:04:05.000Z',
      '',
    ]);
  });

  it('writes references as ids, booleans as true/false, files as addresses, and never secrets', () => {
    const properties = getCollection('properties')!;
    const columns = csvColumns(properties);
    const value = (header: string, record: Record<string, unknown>) => columns.find((c) => c.header === header)!.value(record);
    const record = {
      _id: 'p',
      neighborhood: 'n-1',
      houseRules: ['r-1', 'r-2'],
      lift: false,
      images: [{ key: 'a.png', url: '/files/a.png', name: 'a.png', contentType: 'image/png', size: 1 }],
    };
    expect(value('Neighborhood', record)).toBe('n-1');
    expect(value('House rules', record)).toBe('r-1; r-2');
    expect(value('Lift', record)).toBe('false');
    expect(value('Images', record)).toBe('/files/a.png');
    expect(csvColumns(getCollection('users')!).map((c) => c.header)).not.toContain('Password hash');
  });

  it('adds the removal date in the removed view', () => {
    expect(csvColumns(getCollection('tags')!, { removed: true }).at(-1)?.header).toBe('Removed');
  });

  it('names the file by collection and day', () => {
    expect(csvFileName('rooms', new Date(2026, 10, 22, 23, 59))).toBe('rooms-2026-11-22.csv');
    expect(csvFileName('rooms', new Date(2026, 0, 5), true)).toBe('rooms-removed-2026-01-05.csv');
  });
});
