import type { PropertyPage } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';

// The management costs of a room. The mandatory ones are in every quote and payment; the others
// (a move-out cleaning) are not part of booking: the reservation's chosen extras are the room's
// monthly extras (infoextras), and no quote or reservation can carry an optional cost. So they
// are listed as what they are, a service asked of the team and paid apart, never beside the
// price as if the estimate could include them.

const messages = defineMessages({
  es: {
    costs: 'Gastos de gestión',
    once: 'pago único',
    monthly: 'al mes',
    mandatoryCosts: 'Incluidos en la reserva',
    onRequest: 'Bajo petición, se pagan aparte',
    onRequestNote: 'No forman parte de la reserva ni del precio estimado: pídelos escribiéndonos y los pagas aparte.',
  },
  en: {
    costs: 'Management costs',
    once: 'one-off',
    monthly: 'a month',
    mandatoryCosts: 'Included in the booking',
    onRequest: 'On request, paid separately',
    onRequestNote: 'Not part of the booking or the estimated price: ask us for them and pay for them separately.',
  },
});

export function RoomCosts({ costs }: { costs: PropertyPage['costs'] }) {
  const t = useT(messages);
  if (costs.length === 0) return null;
  const onRequest = costs.filter((cost) => cost.mandatory === false);
  return (
    <div>
      <h4 className="font-semibold text-stone-900">{t('costs')}</h4>
      <CostList title={t('mandatoryCosts')} costs={costs.filter((cost) => cost.mandatory !== false)} />
      <CostList title={t('onRequest')} costs={onRequest} note={t('onRequestNote')} />
    </div>
  );
}

function CostList({ title, costs, note }: { title: string; costs: PropertyPage['costs']; note?: string }) {
  const t = useT(messages);
  const f = useFormat();
  if (costs.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {costs.map((cost) => (
          <li key={cost._id} className="flex flex-wrap justify-between gap-x-4">
            <span className="text-stone-800">{f.text(cost.name)}</span>
            <span className="tabular-nums text-stone-900">
              {f.price(cost.amount)} {cost.frequency === 'monthly' ? t('monthly') : t('once')}
            </span>
          </li>
        ))}
      </ul>
      {note && <p className="mt-1 text-xs text-stone-600">{note}</p>}
    </div>
  );
}
