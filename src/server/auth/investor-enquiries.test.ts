import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';

// An investor's area shows the enquiries they sent from the investor page: found by their
// confirmed address whatever its case, newest first, without staff's notes; nobody else's. The
// copy of one's data holds them too.

async function enquiry(t: TestApp, values: Record<string, unknown>): Promise<string> {
  // The investor page's form: anyone may send it, signed in or not.
  const response = await t.request({ method: 'POST', url: '/api/investors/', payload: values, headers: { cookie: '' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().records[0]._id;
}

describe.each(databaseKinds())('an investor’s own enquiries on %s', (kind) => {
  const t = useTestApp(kind);

  it('are those sent with the account’s address, without internal notes, and only theirs', async () => {
    const investor = await t.signIn('investor');
    const other = await t.signIn('investor');
    const first = await enquiry(t, { name: 'Marta', email: investor.email.toUpperCase(), company: 'Inversiones Marta', budgetMin: 20_000_000, budgetMax: 50_000_000, interest: 'Pisos en Valencia' });
    const second = await enquiry(t, { name: 'Marta', email: investor.email, interest: 'Y en Madrid' });
    await enquiry(t, { name: 'Otro', email: other.email, interest: 'Barcelona' });
    expect((await t.send('PUT', `/api/investors/${first}`, { notes: 'Llamar en enero', status: 'contacted' })).statusCode).toBe(200);

    const answer = await t.request({ method: 'GET', url: '/api/account/investor-enquiries', headers: { cookie: investor.cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { enquiries } = answer.json();
    expect(enquiries.map((e: { _id: string }) => e._id)).toEqual([second, first]);
    expect(enquiries[1]).toMatchObject({ company: 'Inversiones Marta', budgetMin: 20_000_000, budgetMax: 50_000_000, interest: 'Pisos en Valencia', status: 'contacted' });
    expect(answer.body).not.toContain('Llamar en enero');
    expect(answer.body).not.toContain('Barcelona');

    // The copy of their data holds the same, and nobody else's.
    const exported = await t.request({ method: 'GET', url: '/api/auth/export', headers: { cookie: investor.cookie } });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().investors).toEqual(enquiries);
    expect(exported.body).not.toContain('Llamar en enero');
    expect(exported.body).not.toContain('Barcelona');
  });

  it('are none for an account without any, and refused to a visitor', async () => {
    const tenant = await t.signIn('tenant');
    expect((await t.request({ method: 'GET', url: '/api/account/investor-enquiries', headers: { cookie: tenant.cookie } })).json()).toEqual({ enquiries: [] });
    expect((await t.request({ method: 'GET', url: '/api/auth/export', headers: { cookie: tenant.cookie } })).json()).not.toHaveProperty('investors');
    const visitor = await t.request({ method: 'GET', url: '/api/account/investor-enquiries', headers: { cookie: '' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: expect.any(String) });
  });
});
