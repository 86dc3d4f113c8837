import { addDays, type Day } from '../../../catalog/days.ts';
import { at } from '../dates.ts';
import type { Loader } from '../loader.ts';
import type { DemoPlan, StayPlan } from '../plan.ts';
import type { Random } from '../random.ts';
import { EMERGENCY_CONTACTS, TENANT_PEOPLE } from '../content/people.ts';
import type { ContractKey, IncidentTypeKey } from '../content/reference.ts';
import { INCIDENT_TEXTS, REVIEW_TEXTS } from '../content/texts.ts';
import { Ledger, type Pricing } from './money.ts';
import type { PeopleIds } from './people.ts';
import type { ReferenceIds } from './reference.ts';

// Reservations with their payments, the tenancies they became, reviews of finished stays and
// incidents reported during them.

const minDay = (a: Day, b: Day): Day => (a < b ? a : b);

function contractFor(stay: StayPlan): ContractKey {
  const occupation = TENANT_PEOPLE[stay.tenant]!.occupation;
  if (stay.months >= 12) return 'larga';
  if (occupation === 'student' && stay.months >= 9) return 'curso';
  if (occupation === 'professional' && stay.index % 5 === 0) return 'empresa';
  return 'temporada';
}

export async function loadStays(
  loader: Loader,
  random: Random,
  anchor: Day,
  plan: DemoPlan,
  ids: ReferenceIds,
  people: PeopleIds,
  pricing: Pricing,
): Promise<void> {
  const ledger = new Ledger(loader, random, anchor);
  const userOf = (stay: StayPlan) => people.tenants[stay.tenant]!;

  for (const stay of plan.stays) {
    const quote = pricing.quote(stay);
    stay.id = await loader.insert(
      'roomreserves',
      {
        room: stay.room.id,
        user: userOf(stay),
        startDate: stay.start,
        endDate: stay.end,
        status: stay.status,
        promotion: stay.promotion ? pricing.welcomePromotion : null,
      },
      { server: { quote: quote.quote, firstPaymentTotal: quote.quote.firstPayment.total }, createdAt: at(stay.bookedOn, 11, 20) },
    );
    await ledger.record(stay, userOf(stay), quote);
  }

  // Tenancies: everyone living in a room now or booked to, most of those who left, and two
  // applicants still looking.
  const live = plan.stays.filter((s) => s.status === 'confirmed');
  const former = plan.stays.filter((s) => s.status === 'completed').slice(0, 11);
  for (const stay of [...live, ...former]) {
    const person = TENANT_PEOPLE[stay.tenant]!;
    const [contactName, contactPhone] = EMERGENCY_CONTACTS[stay.tenant % EMERGENCY_CONTACTS.length]!;
    await loader.insert('tenants', {
      user: userOf(stay),
      room: stay.room.id,
      contractType: ids.contracts[contractFor(stay)],
      startDate: stay.start,
      endDate: stay.end,
      occupation: person.occupation,
      schoolOrCompany: person.schoolOrCompany,
      emergencyContactName: contactName,
      emergencyContactPhone: contactPhone,
      status: stay.status === 'completed' ? 'former' : stay.start <= anchor ? 'active' : 'applicant',
    }, { createdAt: at(addDays(stay.bookedOn, 1), 9, 15) });
  }
  const booked = new Set(plan.stays.map((s) => s.tenant));
  for (const [index, person] of TENANT_PEOPLE.entries()) {
    if (booked.has(index)) continue;
    await loader.insert('tenants', {
      user: people.tenants[index],
      occupation: person.occupation,
      schoolOrCompany: person.schoolOrCompany,
      status: 'applicant',
    }, { createdAt: at(addDays(anchor, -index), 12, 40) });
  }

  // Reviews: one per finished stay, most published; every fourth is about the whole home.
  const written = { good: { es: 0, en: 0 }, mixed: { es: 0, en: 0 } };
  for (const [i, stay] of plan.stays.filter((s) => s.status === 'completed').entries()) {
    const language = TENANT_PEOPLE[stay.tenant]!.language;
    const rating = i % 6 === 5 ? 3 : random.pick([4, 5, 5]);
    const tone = rating >= 4 ? 'good' : 'mixed';
    // Each text in turn, so reviews do not repeat until the list runs out.
    const texts = REVIEW_TEXTS[tone][language];
    const text = texts[written[tone][language]++ % texts.length]!;
    await loader.insert('reviews', {
      room: i % 4 === 3 ? null : stay.room.id,
      property: stay.room.property.id,
      author: userOf(stay),
      reservation: stay.id,
      rating,
      text,
      status: i === 7 ? 'rejected' : i % 8 === 4 ? 'pending' : 'published',
    }, { createdAt: at(minDay(addDays(stay.end, 4), anchor), 19, 5) });
  }

  // Incidents: reported during a stay; old ones resolved, recent ones still being handled.
  const types = Object.keys(INCIDENT_TEXTS) as IncidentTypeKey[];
  const reported = [...plan.stays.filter((s) => s.status === 'confirmed' && s.start <= anchor), ...plan.stays.filter((s) => s.status === 'completed').slice(0, 6)];
  for (const [i, stay] of reported.entries()) {
    const type = types[i % types.length]!;
    const urgent = type === 'plumbing' || type === 'electricity' || type === 'lock' || type === 'heating';
    const current = stay.status === 'confirmed';
    await loader.insert('incidents', {
      room: stay.room.id,
      reportedBy: userOf(stay),
      type: ids.incidentTypes[type],
      description: random.pick(INCIDENT_TEXTS[type]!),
      status: current ? (i % 2 === 0 ? 'open' : 'in_progress') : i % 3 === 0 ? 'closed' : 'resolved',
      priority: urgent ? (type === 'plumbing' && current ? 'urgent' : 'high') : i % 2 === 0 ? 'normal' : 'low',
      assignedTo: current && i % 2 === 0 ? null : people.staff[i % people.staff.length],
    }, { createdAt: at(current ? addDays(anchor, -2 - 3 * i) : addDays(stay.start, 20 + i), 8 + i, 10) });
  }
}
