import { quoteStay, type PricingCost, type PricingPromotion, type Quote } from '../../../catalog/pricing.ts';
import { addDays, addMonths, type Day } from '../../../catalog/days.ts';
import { at } from '../dates.ts';
import type { Loader } from '../loader.ts';
import type { DemoPlan, StayPlan } from '../plan.ts';
import type { Random } from '../random.ts';
import type { Text } from '../content/reference.ts';

// Promotions, management costs, and what each reservation cost and paid. The ledger follows
// the domain's rules: operations say what is owed, transactions record money that moved
// (negative when paid back), and nothing is edited in place.

const FEES = {
  agency: { name: { es: 'Gastos de gestión', en: 'Management fee' }, amount: 15000, frequency: 'once' },
  cleaning: { name: { es: 'Limpieza de zonas comunes', en: 'Cleaning of shared areas' }, amount: 2500, frequency: 'monthly' },
  checkout: { name: { es: 'Limpieza de salida', en: 'Move-out cleaning' }, amount: 6000, frequency: 'once' },
  utilities: { name: { es: 'Suministros (luz, agua, gas e internet)', en: 'Utilities (electricity, water, gas and internet)' }, amount: 4500, frequency: 'monthly' },
} as const satisfies Record<string, { name: Text; amount: number; frequency: 'once' | 'monthly' }>;

const WELCOME_PERCENT = 10;

/**
 * A demo stay's price: the engine's quote, stored on the reservation as a live booking stores it,
 * and what each later month costs. The ledger is a live booking's: one first payment (month 1,
 * the once-off fees and the deposit), then a rent a month, and the deposit paid back out of the
 * first payment.
 */
export interface DemoQuote {
  quote: Quote;
  deposit: number;
  monthlyTotal: number;
}

export interface Pricing {
  welcomePromotion: string;
  quote(stay: StayPlan): DemoQuote;
}

export async function loadMoneySetup(loader: Loader, anchor: Day, plan: DemoPlan): Promise<Pricing> {
  const year = Number(anchor.slice(0, 4));
  const welcomeUses = plan.stays.filter((s) => s.promotion).length;
  const welcomePromotion = await loader.insert(
    'promotions',
    {
      name: { es: 'Bienvenida: 10 % de descuento', en: 'Welcome: 10% off' },
      code: 'BIENVENIDA10',
      percentOff: WELCOME_PERCENT,
      validFrom: addMonths(anchor, -24),
      validTo: addMonths(anchor, 6),
      minMonths: 3,
      maxUses: 500,
      active: true,
    },
    { server: { usesCount: welcomeUses } },
  );
  const valencia = plan.properties.filter((p) => p.neighbourhood.city === 'Valencia' && p.published).map((p) => p.id);
  await loader.insert('promotions', {
    name: { es: 'Verano en Valencia: 50 € menos', en: 'Summer in Valencia: €50 off' },
    code: 'VERANO50',
    amountOff: 5000,
    validFrom: `${anchor <= `${year}-06-01` ? year : year + 1}-05-01`,
    validTo: `${anchor <= `${year}-06-01` ? year : year + 1}-09-01`,
    properties: valencia,
    minMonths: 2,
    maxUses: 40,
    active: true,
  });
  const campus = plan.properties.filter((p) => ['Argüelles', 'Benimaclet'].includes(p.neighbourhood.name)).map((p) => p.id);
  await loader.insert('promotions', {
    name: { es: 'Curso completo: 5 % todo el año', en: 'Full academic year: 5% all year' },
    percentOff: 5,
    validFrom: addMonths(anchor, -2),
    validTo: addMonths(anchor, 10),
    properties: campus,
    minMonths: 9,
    active: true,
  });
  await loader.insert('promotions', {
    name: { es: 'Black Friday (finalizada)', en: 'Black Friday (ended)' },
    code: 'BLACKFRIDAY',
    amountOff: 10000,
    validFrom: addMonths(anchor, -13),
    validTo: addDays(addMonths(anchor, -13), 7),
    minMonths: 3,
    maxUses: 50,
    active: false,
  });

  // Every cost as the pricing engine reads it from the table, so demo quotes are the engine's.
  const costs: PricingCost[] = [];
  const cost = async (values: { name: Text; amount: number; frequency: 'once' | 'monthly'; mandatory: boolean; property?: string; room?: string }) => {
    const id = await loader.insert('gestioncosts', values);
    costs.push({ _id: id, name: values.name, amount: values.amount, frequency: values.frequency, mandatory: values.mandatory, property: values.property ?? null, room: values.room ?? null });
  };
  await cost({ ...FEES.agency, mandatory: true });
  await cost({ ...FEES.cleaning, mandatory: true });
  await cost({ ...FEES.checkout, mandatory: false });
  for (const property of plan.properties.filter((p) => !p.billsIncluded)) {
    await cost({ ...FEES.utilities, property: property.id, mandatory: true });
  }
  const studio = plan.rooms.find((r) => r.type === 'estudio' && r.property.billsIncluded);
  if (studio) {
    await cost({
      name: { es: 'Consumo eléctrico extra del estudio', en: 'Studio extra electricity' },
      amount: 1500,
      frequency: 'monthly',
      property: studio.property.id,
      room: studio.id,
      mandatory: true,
    });
  }
  // The plan chose the stays the welcome code was used on; the engine only takes its percent off.
  const welcome: PricingPromotion = {
    _id: welcomePromotion,
    name: { es: 'Bienvenida: 10 % de descuento', en: 'Welcome: 10% off' },
    code: 'BIENVENIDA10',
    percentOff: WELCOME_PERCENT,
    amountOff: null,
    validFrom: null,
    validTo: null,
    rooms: [],
    properties: [],
    minMonths: null,
    maxUses: null,
    usesCount: null,
    active: true,
  };

  return {
    welcomePromotion,
    quote(stay) {
      const room = stay.room;
      // Whole months at the room's usual price, as the demo's ledger has one rent a month; the
      // deposit is a month's rent.
      const priced = quoteStay({
        from: stay.start,
        to: addMonths(stay.start, stay.months),
        today: stay.bookedOn,
        room: { _id: room.id!, property: room.property.id!, monthlyPrice: room.monthlyPrice, deposit: room.monthlyPrice, minMonths: null, maxMonths: null, availableFrom: null },
        seasons: [],
        costs,
        extras: [],
        promotion: stay.promotion ? welcome : null,
      });
      const first = priced.months[0]!;
      const fees = priced.firstPayment.lines
        .filter((line) => line.kind === 'cost' && line.frequency === 'once')
        .reduce((sum, line) => sum + line.amount, 0);
      return { quote: priced, deposit: priced.deposit, monthlyTotal: first.total - fees };
    },
  };
}

/** Numbers the ledger's provider references and event ids, unique across the demo. */
export class Ledger {
  private sequence = 0;

  constructor(
    private readonly loader: Loader,
    private readonly random: Random,
    private readonly anchor: Day,
  ) {}

  private hex(length: number): string {
    return Array.from({ length }, () => '0123456789abcdef'[this.random.int(0, 15)]).join('');
  }

  private async operation(
    stay: StayPlan,
    user: string,
    kind: 'deposit' | 'first_month' | 'rent' | 'fee' | 'refund',
    amount: number,
    dueDate: Day,
    status: 'pending' | 'succeeded' | 'failed' | 'refunded',
    refundOf: string | null = null,
    /** How much of this payment has been paid back already, as a live refund marks it. */
    refundedAmount = 0,
  ): Promise<string> {
    this.sequence += 1;
    const reference = stay.provider === 'sandbox' ? `sbx_pay_${this.hex(16)}` : `TRF-${stay.start.slice(0, 4)}-${String(this.sequence).padStart(5, '0')}`;
    const id = await this.loader.insert(
      'paymentoperations',
      { reservation: stay.id, user, kind, amount, dueDate, provider: stay.provider },
      {
        server: {
          status,
          providerReference: status === 'pending' ? null : reference,
          idempotencyKey: `demo-${stay.index}-${kind}-${this.sequence}`,
          ...(refundOf ? { refundOf } : {}),
          ...(refundedAmount > 0 ? { refundedAmount } : {}),
        },
        // Operations are raised when they fall due; the next rent is already on the books.
        createdAt: at(dueDate <= this.anchor ? dueDate : this.anchor, 7, 0),
      },
    );
    if (status !== 'pending' && status !== 'failed') {
      await this.transaction(stay, id, kind === 'refund' ? -amount : amount, dueDate);
    }
    return id;
  }

  private async transaction(stay: StayPlan, operation: string, amount: number, day: Day): Promise<void> {
    const prefix = stay.provider === 'sandbox' ? 'sbx_evt' : 'bank_evt';
    const occurredAt = at(day, this.random.int(8, 20), this.random.int(0, 59));
    await this.loader.insert(
      'transactions',
      { operation, amount, providerEventId: `${prefix}_${this.hex(20)}`, occurredAt },
      { createdAt: occurredAt },
    );
  }

  /** The operations (and the money that moved) of one reservation up to the anchor date. */
  async record(stay: StayPlan, user: string, quote: DemoQuote): Promise<void> {
    if (stay.status === 'cancelled') {
      if (!stay.depositPaid) return;
      await this.operation(stay, user, 'deposit', quote.deposit, stay.bookedOn, 'refunded');
      await this.operation(stay, user, 'refund', quote.deposit, stay.cancelledOn ?? stay.bookedOn, 'succeeded');
      return;
    }
    const finished = stay.status === 'completed';
    // Deposits come back 20 days after the stay ends.
    const refundDay = addDays(stay.end, 20);
    // As a live booking pays: one first payment, whose deposit part is paid back at the end
    // (a part refund, so the payment stays succeeded).
    const depositBack = finished && refundDay <= this.anchor;
    const firstPayment = await this.operation(
      stay,
      user,
      'first_month',
      quote.quote.firstPayment.total,
      stay.bookedOn,
      'succeeded',
      null,
      depositBack ? quote.deposit : 0,
    );
    for (let month = 1; month < stay.months; month++) {
      const due = addMonths(stay.start, month);
      if (due > this.anchor) {
        // Only the next rent falls due; later ones are created when their time comes.
        await this.operation(stay, user, 'rent', quote.monthlyTotal, due, 'pending');
        break;
      }
      if (stay.index % 7 === 3 && month === 2) {
        // A declined card, paid again two days later.
        await this.operation(stay, user, 'rent', quote.monthlyTotal, due, 'failed');
        await this.operation(stay, user, 'rent', quote.monthlyTotal, addDays(due, 2), 'succeeded');
        continue;
      }
      await this.operation(stay, user, 'rent', quote.monthlyTotal, due, 'succeeded');
    }
    if (finished) {
      await this.operation(stay, user, 'refund', quote.deposit, refundDay, depositBack ? 'succeeded' : 'pending', firstPayment);
    }
  }
}
