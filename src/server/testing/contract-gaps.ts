/**
 * Endpoints not yet declared by a contract (src/contracts): their hand-written documents are
 * known to be loose (undescribed answers, statuses given but not documented). Issue 14 moves
 * them onto contracts; this list only ever shrinks.
 */
export const NOT_YET_ON_CONTRACTS = ['/api/auth/', '/api/booking/quote', '/api/booking/reservations', '/api/booking/my-stays', '/api/booking/reviews'];

export const onContract = (path: string) => !NOT_YET_ON_CONTRACTS.some((prefix) => path.startsWith(prefix));
