import type { InvestorEnquiry } from '../../../contracts/investor.ts';
import { apiUrl, request } from '../../api/http.ts';

// GET /api/account/investor-enquiries: the enquiries the signed-in person sent from the investor
// page (src/contracts/investor.ts, imported as a type only).

export type { InvestorEnquiry };

export function getMyInvestorEnquiries(signal?: AbortSignal): Promise<{ enquiries: InvestorEnquiry[] }> {
  return request<{ enquiries: InvestorEnquiry[] }>(apiUrl('/api/account/investor-enquiries'), { signal });
}
