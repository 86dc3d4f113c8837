import { describe, expect, it } from 'vitest';
import { centsToText, parseEuros } from './euros.ts';

describe('parseEuros', () => {
  it.each([
    ['450', 45_000],
    ['450.5', 45_050],
    ['450,50', 45_050],
    ['0.07', 7],
    ['1.250', 125_000],
    ['1.250,75', 125_075],
    ['1,250.75', 125_075],
    ['€ 1 250', 125_000],
    ['12345.67', 1_234_567],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '12..5', '1.2.3', '1,2,3', '12,34,56', '1e3', '4.5.6,7'])('refuses %j', (text) => {
    expect(parseEuros(text)).toBeNull();
  });
});

describe('centsToText', () => {
  it('writes whole euros bare and cents with two digits, which parseEuros reads back', () => {
    for (const cents of [0, 5, 45_000, 45_050, 125_075]) expect(parseEuros(centsToText(cents))).toBe(cents);
    expect(centsToText(45_000)).toBe('450');
    expect(centsToText(45_005)).toBe('450.05');
  });
});
