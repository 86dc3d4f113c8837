import type { Limit } from '../rate-limit/rate-limit.ts';

// What the public site's server side is told at start. Defaults are the documented ones
// (README, Configuration); tests give their own.

export interface PublicSiteSettings {
  map: {
    /** Tile address template with {z}/{x}/{y}; null draws the map with pins only (no tile server). */
    tileUrl: string | null;
    attribution: string;
  };
  /** How visitors reach the team: the help page, the legal texts and the property page show it. */
  contact: { email: string; phone: string };
  /** Anonymous posts of each public form (contact, landlord, investor) per client address. */
  formsPerIp: Limit;
}

export const DEFAULT_PUBLIC_SITE_SETTINGS: PublicSiteSettings = {
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  },
  contact: { email: 'hola@habita.local', phone: '+34 910 000 000' },
  formsPerIp: { max: 10, windowSeconds: 60 * 60 },
};
