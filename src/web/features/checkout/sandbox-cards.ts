// The sandbox provider's test cards (src/server/payments) and what each one does; any other
// number is refused at the card field.

export const SANDBOX_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0027 6000 3184', outcome: 'action' },
] as const;
