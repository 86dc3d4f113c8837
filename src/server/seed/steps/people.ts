import type { Role } from '../../../catalog/types.ts';
import { addDays, type Day } from '../../../catalog/days.ts';
import { at } from '../dates.ts';
import { simplePdf, storeDocument } from '../images.ts';
import type { Loader } from '../loader.ts';
import type { DemoPlan } from '../plan.ts';
import type { Random } from '../random.ts';
import {
  ADMIN,
  CONTACT_MESSAGES,
  INVESTOR_LEADS,
  INVESTOR_USERS,
  LANDLORDS,
  LANDLORD_ENQUIRIES,
  NIE_NATIONALITIES,
  STAFF,
  TENANT_PEOPLE,
  dni,
  emailLocal,
  nie,
  type Person,
} from '../content/people.ts';
import type { ReferenceIds } from './reference.ts';

// Accounts (without passwords: signing in comes with the accounts module) and the people who
// wrote to Habita through its public forms.

export interface PeopleIds {
  admin: string;
  staff: string[];
  landlords: string[];
  investors: string[];
  tenants: string[];
}

function mobile(random: Random): string {
  return `+34 6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`;
}

function identity(random: Random, person: Person, ids: ReferenceIds): { idType: string; idNumber: string } {
  if (person.nationality === 'Española') return { idType: ids.idTypes.dni, idNumber: dni(random.int(10_000_000, 79_999_999)) };
  if (NIE_NATIONALITIES.has(person.nationality)) {
    return { idType: ids.idTypes.nie, idNumber: nie(random.pick(['X', 'Y'] as const), random.int(1_000_000, 9_999_999)) };
  }
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return {
    idType: ids.idTypes.passport,
    idNumber: `${random.pick([...letters])}${random.pick([...letters])}${random.int(1_000_000, 9_999_999)}`,
  };
}

export async function loadPeople(loader: Loader, random: Random, anchor: Day, ids: ReferenceIds, plan: DemoPlan): Promise<PeopleIds> {
  const user = (person: Person, role: Role, email: string, birthYears: readonly [number, number], createdAt?: string) => {
    const year = Number(anchor.slice(0, 4));
    const birth = addDays(`${year - random.int(birthYears[0], birthYears[1])}-01-01`, random.int(0, 364));
    return loader.insert('users', {
      email,
      name: person.name,
      surname: person.surname,
      phone: mobile(random),
      role,
      language: person.language,
      gender: ids.genders[person.gender],
      ...identity(random, person, ids),
      birthDate: birth,
      nationality: person.nationality,
    }, {
      ...(createdAt ? { createdAt } : {}),
      // Demo accounts confirmed their address when they signed up.
      server: { emailVerifiedAt: createdAt ?? at(addDays(anchor, -400), 9, 0) },
    });
  };

  const admin = await user(ADMIN, 'admin', 'admin@habita.test', [34, 48]);
  const staff: string[] = [];
  for (const person of STAFF) staff.push(await user(person, 'staff', `${emailLocal(person)}@habita.test`, [26, 40]));
  const landlords: string[] = [];
  for (const person of LANDLORDS) landlords.push(await user(person, 'landlord', `${emailLocal(person)}@example.com`, [45, 70]));
  const investors: string[] = [];
  for (const person of INVESTOR_USERS) investors.push(await user(person, 'investor', `${emailLocal(person)}@example.com`, [38, 62]));
  const tenants: string[] = [];
  for (const [index, person] of TENANT_PEOPLE.entries()) {
    const ages: readonly [number, number] = person.occupation === 'student' ? [19, 26] : [24, 38];
    // Tenants sign up a few days before their first booking.
    const firstBooking = plan.stays.filter((s) => s.tenant === index).map((s) => s.bookedOn).sort()[0];
    const signedUp = firstBooking ? addDays(firstBooking, -random.int(1, 10)) : addDays(anchor, -random.int(12, 40));
    tenants.push(await user(person, 'tenant', `${emailLocal(person)}@example.com`, ages, at(signedUp, random.int(9, 22), random.int(0, 59))));
  }

  // Form messages arrived over the last weeks.
  const received = (i: number) => ({ createdAt: at(addDays(anchor, -3 - 7 * i), random.int(9, 21), random.int(0, 59)) });
  for (const [i, lead] of INVESTOR_LEADS.entries()) await loader.insert('investors', { ...lead }, received(i));
  for (const [i, enquiry] of LANDLORD_ENQUIRIES.entries()) await loader.insert('landlordcontacts', { ...enquiry }, received(i));

  for (const [i, message] of CONTACT_MESSAGES.entries()) {
    const { cv, ...values } = message;
    const attachment = cv
      ? await storeDocument(
          loader.storage,
          simplePdf([`Curriculum vitae - ${message.name}`, '', `Correo: ${message.email}`, `Puesto: ${message.subject.replace('Candidatura: ', '')}`, '', ...cv]),
          `cv-${emailLocal({ name: message.name, surname: message.name.split(' ').slice(1).join(' ') })}.pdf`,
          loader.written,
        )
      : null;
    await loader.insert('contacts', { ...values, attachment }, received(i));
  }

  return { admin, staff, landlords, investors, tenants };
}
