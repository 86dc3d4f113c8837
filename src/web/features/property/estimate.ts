import { quoteStay, type PricingInput, type Quote } from '../../../catalog/pricing.ts';
import type { PropertyPage, PropertyRoom } from '../../api/public.ts';
import type { Day } from '../../components/public/calendar-days.ts';

// What a stay would cost, shown before anything is booked: the booking quote itself, made by the
// same engine from what the property page already has (the room, its seasonal prices, the costs
// of its home), so the estimate and the price paid follow one set of rules. It is still called
// an estimate: a promotion, or a price changed meanwhile, is only known when the server quotes.

/** Costs of the property or everywhere (no room), and the room's own. */
export function costsOfRoom<C extends { room: string | null }>(costs: C[], roomId: string): C[] {
  return costs.filter((cost) => cost.room === null || cost.room === roomId);
}

export interface EstimateRequest {
  from: Day;
  to: Day;
  today: Day;
  room: PropertyRoom;
  /** The room's home. */
  property: string;
  costs: PropertyPage['costs'];
  /** Ids of the room's extras the guest chose. */
  extras?: string[];
}

/** The engine's input from the page's data. */
export function estimateInput({ from, to, today, room, property, costs, extras = [] }: EstimateRequest): PricingInput {
  return {
    from,
    to,
    today,
    room: { _id: room._id, property, monthlyPrice: room.monthlyPrice, deposit: room.deposit, minMonths: room.minMonths, maxMonths: room.maxMonths, availableFrom: room.availableFrom },
    seasons: room.prices,
    // The page's costs are already its home's and everywhere's (and its rooms'): none of another home.
    costs: costs.map((cost) => ({ ...cost, property: null })),
    extras: room.extras.filter((extra) => extras.includes(extra._id)),
    promotion: null,
  };
}

/** The quote for a stay whose dates are valid (see `checkStay` in stay-dates.ts). */
export function estimateStay(request: EstimateRequest): Quote {
  return quoteStay(estimateInput(request));
}
