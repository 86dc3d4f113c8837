import { HOLD, RENT } from '../../catalog/policies.ts';

// How long a hold keeps a room, when rent reminders go out, and how many unpaid holds one
// person may keep at once (so nobody can block a building's rooms by reserving and walking away).

export interface BookingSettings {
  holdMinutes: number;
  rentReminderDays: number;
  maxOpenHolds: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  holdMinutes: HOLD.defaultMinutes,
  rentReminderDays: RENT.defaultReminderDays,
  maxOpenHolds: 3,
};
