// What the operator sets for running as a service (read in config.ts with the other settings).

export interface OpsSettings {
  /** How long in-flight requests may take to finish after SIGTERM before the process gives up on them. */
  drainSeconds: number;
  /**
   * After SIGTERM, how long the server keeps its port open answering 503 (readiness included)
   * before it closes it: time for the load balancer to see the failed check and stop sending
   * connections. Closing at once can cut a connection the balancer has just opened.
   */
  delaySeconds: number;
  /** Who may read /metrics: addresses (`loopback`, `linklocal`, `uniquelocal`, an address or a CIDR range), comma-separated. */
  metricsAllow: string;
  /** A bearer token that opens /metrics from any address. */
  metricsToken: string | undefined;
  /** Production (NODE_ENV=production): no e-mail address, one-time link or password in a log line. */
  privateLogs: boolean;
}

export const DEFAULT_OPS_SETTINGS: OpsSettings = {
  drainSeconds: 10,
  delaySeconds: 0,
  metricsAllow: 'loopback',
  metricsToken: undefined,
  privateLogs: false,
};
