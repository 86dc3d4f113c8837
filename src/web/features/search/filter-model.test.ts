import { describe, expect, it } from 'vitest';
import { controlForParam, filterControls, type FilterRecord } from './filter-model.ts';

const TYPE_A = '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e';

const records: FilterRecord[] = [
  { _id: '1', label: { es: 'Precio al mes', en: 'Monthly price' }, key: 'monthlyPrice', kind: 'range', order: 1, active: true, options: [{ min: 35000, max: 100000, step: 2500 }] },
  { _id: '2', label: { es: 'Ciudad', en: 'City' }, key: 'city', kind: 'select', order: 0, active: true, options: [{ value: 'Madrid', label: { es: 'Madrid', en: 'Madrid' } }] },
  { _id: '3', label: { es: 'Tipo', en: 'Type' }, key: 'type', kind: 'select', order: 2, active: true, options: [{ value: TYPE_A, label: { es: 'Individual', en: 'Single' } }] },
  { _id: '4', label: { es: 'Servicios', en: 'Amenities' }, key: 'amenities', kind: 'select', order: 3, active: true, options: [{ value: TYPE_A, label: { es: 'Wifi', en: 'Wifi' } }] },
  { _id: '5', label: { es: 'Gastos incluidos', en: 'Bills included' }, key: 'billsIncluded', kind: 'boolean', order: 4, active: true, options: [] },
  { _id: '6', label: { es: 'Disponible', en: 'Available' }, key: 'availableFrom', kind: 'range', order: 5, active: true, options: [{ type: 'date' }] },
  { _id: '7', label: { es: 'Estancia mínima', en: 'Minimum stay' }, key: 'minMonths', kind: 'select', order: 6, active: true, options: [{ value: 3, label: { es: '3 meses', en: '3 months' } }] },
  { _id: '8', label: { es: 'Superficie', en: 'Size' }, key: 'sizeM2', kind: 'range', order: 7, active: false, options: [{ min: 8, max: 40 }] },
  { _id: '9', label: { es: 'Planta', en: 'Floor' }, key: 'floor', kind: 'range', order: 8, active: true, options: [] },
  { _id: '10', label: { es: 'Mascotas', en: 'Pets' }, key: 'pets', kind: 'boolean', order: 9, active: true, options: [] },
];

describe('filter records to controls', () => {
  const controls = filterControls(records);

  it('keeps the active, known filters in their order and skips the rest', () => {
    expect(controls.map((control) => control.key)).toEqual(['city', 'monthlyPrice', 'type', 'amenities', 'billsIncluded', 'availableFrom', 'minMonths']);
  });

  it('turns each kind into the right control and parameters', () => {
    const byKey = Object.fromEntries(controls.map((control) => [control.key, control]));
    expect(byKey.monthlyPrice).toMatchObject({ kind: 'range', money: true, min: 'monthlyPriceMin', max: 'monthlyPriceMax', bounds: { min: 35000, max: 100000, step: 2500 } });
    expect(byKey.city).toMatchObject({ kind: 'single', param: 'city', choices: [{ value: 'Madrid' }] });
    expect(byKey.type).toMatchObject({ kind: 'multi', match: 'any', param: 'type' });
    expect(byKey.amenities).toMatchObject({ kind: 'multi', match: 'all', param: 'amenities' });
    expect(byKey.billsIncluded).toMatchObject({ kind: 'boolean', param: 'billsIncluded' });
    expect(byKey.availableFrom).toMatchObject({ kind: 'dates', params: ['from', 'to'] });
    expect(byKey.minMonths).toMatchObject({ kind: 'single', choices: [{ value: '3', label: { es: '3 meses', en: '3 months' } }] });
  });

  it('finds the control a refused parameter belongs to', () => {
    expect(controlForParam(controls, 'monthlyPriceMin')?.key).toBe('monthlyPrice');
    expect(controlForParam(controls, 'to')?.key).toBe('availableFrom');
    expect(controlForParam(controls, 'bbox')).toBeUndefined();
    expect(controlForParam(controls, null)).toBeUndefined();
  });

  it('skips a select without usable choices and a key seen twice', () => {
    const odd = filterControls([
      { label: 'Tipo', key: 'type', kind: 'select', options: [{ nope: 1 }] },
      { label: 'Gastos', key: 'billsIncluded', kind: 'boolean' },
      { label: 'Gastos otra vez', key: 'billsIncluded', kind: 'boolean' },
    ]);
    expect(odd.map((control) => control.label)).toEqual(['Gastos']);
  });
});
