// The plans of decisions.md ("Plans and keys") and the API keys that map to them. Keys are configuration:
// NEWSDECK_API_KEYS (`key:plan,key:plan`), else DATA_DIR/keys.json, else the three demo keys (written to
// keys.json on first start so they can be edited).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type PlanName = 'v3_basic' | 'v3_nlp' | 'v3_nlp_iptc_tags';

export interface Plan {
  name: PlanName;
  /** The NLP layer, NLP filters and clustering. */
  nlp: boolean;
  iptc: boolean;
  embeddings: boolean;
  sourcesShown: number;
  concurrentCalls: number;
  historicalDays: number;
  /** Calls per month shown by /api/subscription (the local service does not meter them). */
  planCalls: number;
}

export const PLANS: Record<PlanName, Plan> = {
  v3_basic: {
    name: 'v3_basic',
    nlp: false,
    iptc: false,
    embeddings: false,
    sourcesShown: 100,
    concurrentCalls: 5,
    historicalDays: 30,
    planCalls: 10_000,
  },
  v3_nlp: {
    name: 'v3_nlp',
    nlp: true,
    iptc: false,
    embeddings: false,
    sourcesShown: 1000,
    concurrentCalls: 10,
    historicalDays: 365,
    planCalls: 100_000,
  },
  v3_nlp_iptc_tags: {
    name: 'v3_nlp_iptc_tags',
    nlp: true,
    iptc: true,
    embeddings: true,
    sourcesShown: 1000,
    concurrentCalls: 20,
    historicalDays: 3650,
    planCalls: 1_000_000,
  },
};

export const planNames = Object.keys(PLANS) as PlanName[];

/** The cheapest plan with a feature, for 403 messages. */
export function planWith(feature: 'nlp' | 'iptc' | 'embeddings'): PlanName {
  return planNames.find((name) => PLANS[name][feature])!;
}

export const DEMO_KEYS: Record<string, PlanName> = {
  'demo-basic': 'v3_basic',
  'demo-nlp': 'v3_nlp',
  'demo-full': 'v3_nlp_iptc_tags',
};

const keysFileSchema = z.record(
  z.string().min(1, 'an API key must not be empty'),
  z.enum(planNames as [PlanName, ...PlanName[]], { error: `a plan must be one of ${planNames.join(', ')}` }),
);

export type KeyTable = ReadonlyMap<string, Plan>;

function toTable(entries: Record<string, PlanName>): KeyTable {
  return new Map(Object.entries(entries).map(([key, plan]) => [key, PLANS[plan]]));
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
