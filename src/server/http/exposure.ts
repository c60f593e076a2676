// Who may use /api when the server listens off loopback. The demo keys are printed in the README, so on
// the network they open nothing by themselves: /api then serves keys the operator configured, or a caller
// holding the dashboard password.
import { timingSafeEqual } from 'node:crypto';
import { isLoopbackHost, type Config } from '../config';
import { DEMO_KEYS, type KeyTable } from '../local/plans';

export type ApiExposure = 'loopback' | 'configured-keys' | 'dashboard-password';

export interface ExposurePolicy {
  /** The server listens off loopback: demo keys need the dashboard password. */
  offLoopback: boolean;
  dashboardPassword: string | null;
}

export function exposurePolicy(config: Config): ExposurePolicy {
  return { offLoopback: !isLoopbackHost(config.host), dashboardPassword: config.dashboardPassword };
}

/** A key shipped with the project (README, the keys.json written on first start): public knowledge. */
export function isDemoKey(apiKey: string): boolean {
  return Object.hasOwn(DEMO_KEYS, apiKey);
}

export function apiExposure(config: Config, keys: KeyTable): ApiExposure {
  if (isLoopbackHost(config.host)) return 'loopback';
  return [...keys.keys()].some((key) => !isDemoKey(key)) ? 'configured-keys' : 'dashboard-password';
}

/** The one start-up line that says how /api is reachable. */
export function describeApiExposure(config: Config, keys: KeyTable): string {
  switch (apiExposure(config, keys)) {
    case 'loopback':
      return `/api: loopback only (${config.host}); every configured key works, the demo keys included`;
    case 'configured-keys':
      return `/api: off loopback (${config.host}) with the configured keys; the demo keys only with the dashboard password`;
    case 'dashboard-password':
      return `/api: off loopback (${config.host}) behind the dashboard password; only the demo keys are configured (set NEWSDECK_API_KEYS or edit keys.json to serve API clients without it)`;
  }
}

/** Whether an Authorization header carries the dashboard's basic-auth credentials (user newsdeck). */
export function hasDashboardPassword(authorization: string | undefined, password: string): boolean {
  if (!authorization?.startsWith('Basic ')) return false;
  const sent = Buffer.from(Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8'));
  const expected = Buffer.from(`newsdeck:${password}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
