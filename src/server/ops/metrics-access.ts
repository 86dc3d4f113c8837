import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Who may read the metrics: they tell how busy the business is and how its database is doing,
// so only the scraper should. An address on the list (the client's address as TRUST_PROXY says
// to read it), or a bearer token for scrapers that come from anywhere.

const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function familyOf(address: string): 'ipv4' | 'ipv6' {
  const version = isIP(address);
  if (version === 0) throw new Error(`METRICS_ALLOW: "${address}" is not an address, a range (a.b.c.d/n) or one of ${Object.keys(NAMED_RANGES).join(', ')}`);
  return version === 4 ? 'ipv4' : 'ipv6';
}

/** Throws at start on an entry that is not understood: a typo must not open or close the metrics silently. */
export function allowList(text: string): BlockList {
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [network = '', prefixText] = entry.split('/');
    const family = familyOf(network);
    if (prefixText === undefined) {
      list.addAddress(network, family);
      continue;
    }
    const prefix = Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128)) throw new Error(`METRICS_ALLOW: "${entry}" has a bad prefix length`);
    list.addSubnet(network, prefix, family);
  }
  return list;
}

function isAllowedAddress(list: BlockList, address: string): boolean {
  // A dual-stack socket reports IPv4 clients as `::ffff:a.b.c.d`.
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // Digests have one length, so the comparison's time says nothing about the token.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export function metricsAccess(settings: { metricsAllow: string; metricsToken: string | undefined }): (request: FastifyRequest) => boolean {
  const list = allowList(settings.metricsAllow);
  return (request) => isAllowedAddress(list, request.ip) || (settings.metricsToken !== undefined && hasToken(request, settings.metricsToken));
}
