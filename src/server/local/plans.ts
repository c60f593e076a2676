// The API keys of the local service and the plans they map to; the plan table itself is the contract's
// (src/contract/plans.ts), shared with the SPA. Keys are configuration: NEWSDECK_API_KEYS
// (`key:plan,key:plan`), else DATA_DIR/keys.json, else the three demo keys (written to keys.json on first
// start so they can be edited).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  leastPlanWith,
  plans,
  planSheets,
  type Plan as ContractPlan,
  type PlanSheet,
  type PlanSheetFeature,
} from '../../contract/plans';

export type PlanName = ContractPlan;

/** A plan as the server enforces it: the row of the contract's plan table. */
export type Plan = Readonly<PlanSheet>;

export const PLANS: Readonly<Record<PlanName, Plan>> = planSheets;

export const planNames: readonly PlanName[] = plans;

/** The cheapest plan with a feature, for 403 messages. */
export function planWith(feature: PlanSheetFeature): PlanName {
  return leastPlanWith(feature);
}

export const DEMO_KEYS: Record<string, PlanName> = {
  'demo-basic': 'v3_basic',
  'demo-nlp': 'v3_nlp',
  'demo-full': 'v3_nlp_iptc_tags',
};

const keysFileSchema = z.record(
  z.string().min(1, 'an API key must not be empty'),
  z.enum(plans, { error: `a plan must be one of ${planNames.join(', ')}` }),
);

export type KeyTable = ReadonlyMap<string, Plan>;

function toTable(entries: Record<string, PlanName>): KeyTable {
  return new Map(Object.entries(entries).map(([key, plan]) => [key, PLANS[plan]]));
}

/** The three demo keys as a key table, for tests, benchmarks and evaluations that serve the local service. */
export function demoKeyTable(): KeyTable {
  return toTable(DEMO_KEYS);
}

function parseKeyList(value: string): Record<string, PlanName> {
  const entries: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const at = trimmed.lastIndexOf(':');
    if (at <= 0) throw new Error(`NEWSDECK_API_KEYS: "${trimmed}" is not of the form key:plan`);
    entries[trimmed.slice(0, at).trim()] = trimmed.slice(at + 1).trim();
  }
  const parsed = keysFileSchema.safeParse(entries);
  if (!parsed.success) throw new Error(`NEWSDECK_API_KEYS: ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}

export function loadKeys(dataDir: string, fromEnv: string | null): KeyTable {
  if (fromEnv) return toTable(parseKeyList(fromEnv));
  const file = path.join(dataDir, 'keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(DEMO_KEYS, null, 2)}\n`);
    return toTable(DEMO_KEYS);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = keysFileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]!.message}`);
  return toTable(parsed.data);
}

/** The first key of a plan (local proxy profiles use it), or null when none is configured. */
export function keyForPlan(keys: KeyTable, plan: PlanName): string | null {
  for (const [key, p] of keys) if (p.name === plan) return key;
  return null;
}
