import { startCheckout } from './payments.ts';

// Paying one operation means leaving Habita's page for the provider's checkout (Habita's own
// sandbox page, or Stripe's): ask the server for a checkout and go there. Errors are the
// caller's to show (a 409: already paid, or the hold lapsed and the dates are gone).

export type Assign = (url: string) => void;

export async function payOperation(operationId: string, assign: Assign = (url) => window.location.assign(url)): Promise<void> {
  assign(await startCheckout(operationId));
}
