import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

// A published home with one published room anyone may reserve, made through the API as the
// admin: what the booking and payment suites start from.

export interface BookableRoom {
  property: string;
  room: string;
  monthlyPrice: number;
  deposit: number;
}

let made = 0;

async function create(t: TestApp, name: string, values: Record<string, unknown>): Promise<string> {
  const response = await t.send('POST', `/api/${name}/`, values);
  expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
  return response.json().records[0]._id;
}

export async function makeBookableRoom(
  t: TestApp,
  room: { monthlyPrice?: number; deposit?: number; minMonths?: number; maxMonths?: number | null; availableFrom?: string } = {},
): Promise<BookableRoom> {
  made += 1;
  const type = await create(t, 'typerooms', { name: { es: `Individual ${made}`, en: `Single ${made}` } });
  const property = await create(t, 'properties', {
    title: { es: `Piso de prueba ${made}`, en: `Test flat ${made}` },
    description: { es: 'Piso', en: 'Flat' },
    address: `Calle Prueba ${made}`,
    city: 'Valencia',
    latitude: 39.47,
    longitude: -0.376,
    published: true,
  });
  const monthlyPrice = room.monthlyPrice ?? 50_000;
  const deposit = room.deposit ?? monthlyPrice;
  const id = await create(t, 'rooms', {
    property,
    name: { es: `Habitación ${made}`, en: `Room ${made}` },
    type,
    monthlyPrice,
    deposit,
    minMonths: room.minMonths ?? 1,
    maxMonths: room.maxMonths ?? null,
    availableFrom: room.availableFrom ?? null,
    status: 'available',
    published: true,
  });
  return { property, room: id, monthlyPrice, deposit };
}
