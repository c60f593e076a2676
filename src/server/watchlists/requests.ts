// Reading the dashboard's watchlist requests: each body checked field by field against the contract's shapes
// and limits, so a refusal names the field (`rules[3].kind`, `rules[0].companies[2]`) and nothing is written.
import { authorsRequestSchema, dataTypes, zodErrorToErrorBody } from '../../contract';
import { profileIdSchema } from '../../contract/profiles';
import { watchlistLimits, watchRuleKinds, type WatchRule } from '../../contract/watchlists';
import { ApiError } from '../http/errors';
import { normaliseDomainEntry } from '../local/authors/filters';

export interface CreateRequest {
  name: string;
  profile: string | undefined;
  rules: WatchRule[];
}

export interface UpdateRequest {
  name?: string;
  rules?: WatchRule[];
}

const invalid = (message: string): never => {
  throw new ApiError(422, 'VALIDATION_ERROR', message);
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Half of a UTF-16 surrogate pair without its other half: no Unicode text, the store cannot keep it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses a string the store would not give back as sent: SQLite keeps text as UTF-8, which has no unpaired
 * surrogate (a JSON body may escape one, "\ud800"), so one would come back as replacement characters.
 */
function wellFormed(value: string, field: string): string {
  return UNPAIRED_SURROGATE.test(value)
    ? invalid(`${field} must be Unicode text: it holds half of a surrogate pair`)
    : value;
}

function text(value: unknown, field: string, max: number = watchlistLimits.maxStringLength): string {
  if (typeof value !== 'string') return invalid(`${field} must be a string`);
  const trimmed = wellFormed(value, field).trim();
  if (trimmed === '') return invalid(`${field} must not be empty`);
  if (trimmed.length > max)
    return invalid(`${field} must be at most ${max} characters (it has ${trimmed.length})`);
  return trimmed;
}

export function readName(value: unknown): string {
  return text(value, 'name', watchlistLimits.maxNameLength);
}

function stringList(value: unknown, field: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return invalid(`${field} must be a list of strings`);
  if (value.length === 0) return invalid(`${field} must not be an empty list (leave it out instead)`);
  if (value.length > watchlistLimits.maxListEntries)
    return invalid(
      `${field} may hold at most ${watchlistLimits.maxListEntries} entries (it has ${value.length})`,
    );
  return value.map((entry, i) => text(entry, `${field}[${i}]`));
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** One rule, checked against the contract (watchRuleSchema) with messages naming `field`'s parts. */
export function readRule(value: unknown, field: string): WatchRule {
  if (!isObject(value))
    return invalid(`${field} must be an object with a kind (${watchRuleKinds.join(', ')})`);
  const kind = value.kind;
  const known = new Set(['kind', ...(ruleFields[kind as keyof typeof ruleFields] ?? [])]);
  if (typeof kind !== 'string' || !(kind in ruleFields))
    return invalid(
      `${field}.kind must be one of ${watchRuleKinds.join(', ')} (got ${JSON.stringify(kind) ?? 'nothing'})`,
    );
  const unknown = Object.keys(value).find((key) => !known.has(key));
  if (unknown !== undefined)
    return invalid(
      `${field}.${unknown} is not a field of a ${kind} rule; its fields are ${[...known].join(', ')}`,
    );

  if (kind === 'source') {
    // As the authors operation reads a sources entry: scheme, path and "www." do not count.
    const domain = normaliseDomainEntry(text(value.domain, `${field}.domain`));
    if (!DOMAIN.test(domain)) return invalid(`${field}.domain must be a domain such as example.com`);
    return { kind, domain };
  }
  if (kind === 'author') {
    if (!isObject(value.params))
      return invalid(`${field}.params must be an object of Authors-page parameters`);
    const params: Record<string, string | string[]> = {};
    const entries = Object.entries(value.params);
    if (entries.length > watchlistLimits.maxListEntries)
      return invalid(`${field}.params may hold at most ${watchlistLimits.maxListEntries} parameters`);
    for (const [name, param] of entries) {
      const path = `${field}.params.${name}`;
      params[name] = Array.isArray(param)
        ? (stringList(param, path) ?? [])
        : typeof param === 'string'
          ? param.length > watchlistLimits.maxStringLength
            ? invalid(`${path} must be at most ${watchlistLimits.maxStringLength} characters`)
            : wellFormed(param, path)
          : invalid(`${path} must be a string or a list of strings`);
    }
    // Saved only if it would work as a search: the authors operation's own schema reads it.
    const parsed = authorsRequestSchema.safeParse(params);
    if (!parsed.success) return invalid(`${field}.params: ${zodErrorToErrorBody(parsed.error).message}`);
    return { kind, params };
  }
  const rule: WatchRule = { kind: 'breach' };
  const companies = stringList(value.companies, `${field}.companies`);
  const types = stringList(value.data_types, `${field}.data_types`);
  const impacted = stringList(value.impacted, `${field}.impacted`);
  const words = stringList(value.words, `${field}.words`);
  types?.forEach((type, i) => {
    if (!(dataTypes as readonly string[]).includes(type))
      invalid(
        `${field}.data_types[${i}] must be one of ${dataTypes.join(', ')} (got ${JSON.stringify(type)})`,
      );
  });
  if (companies) rule.companies = companies;
  if (types) rule.data_types = types as NonNullable<typeof rule.data_types>;
  if (impacted) rule.impacted = impacted;
  if (words) rule.words = words;
  if (!companies && !types && !impacted && !words)
    return invalid(`${field} must give at least one of companies, data_types, impacted, words`);
  return rule;
}

const ruleFields = {
  author: ['params'],
  source: ['domain'],
  breach: ['companies', 'data_types', 'impacted', 'words'],
} as const;

export function readRules(value: unknown): WatchRule[] {
  if (!Array.isArray(value)) return invalid('rules must be a list of rules');
  if (value.length === 0) return invalid('rules must hold at least one rule');
  if (value.length > watchlistLimits.maxRules)
    return invalid(`rules may hold at most ${watchlistLimits.maxRules} rules (it has ${value.length})`);
  return value.map((rule, i) => readRule(rule, `rules[${i}]`));
}

function refuseUnknownFields(body: JsonObject, fields: readonly string[]): void {
  const unknown = Object.keys(body).find((key) => !fields.includes(key));
  if (unknown !== undefined) invalid(`${unknown} is not a field here; the fields are ${fields.join(', ')}`);
}

export function readCreate(body: JsonObject): CreateRequest {
  refuseUnknownFields(body, ['name', 'profile', 'rules']);
  const name = readName(body.name);
  let profile: string | undefined;
  if (body.profile !== undefined) {
    const parsed = profileIdSchema.safeParse(body.profile);
    if (!parsed.success)
      invalid(
        `profile must be one of ${profileIdSchema.options.join(', ')} (got ${JSON.stringify(body.profile)})`,
      );
    profile = body.profile as string;
  }
  return { name, profile, rules: readRules(body.rules) };
}

export function readUpdate(body: JsonObject): UpdateRequest {
  refuseUnknownFields(body, ['name', 'rules']);
  if (body.name === undefined && body.rules === undefined) invalid('Give name, rules or both');
  return {
    ...(body.name !== undefined ? { name: readName(body.name) } : {}),
    ...(body.rules !== undefined ? { rules: readRules(body.rules) } : {}),
  };
}

export function readAppend(body: JsonObject): WatchRule {
  refuseUnknownFields(body, ['rule']);
  if (body.rule === undefined) invalid('rule is required');
  return readRule(body.rule, 'rule');
}

/** A rule's identity for duplicates: its fields in a fixed order, lists as given. */
export function ruleIdentity(rule: WatchRule): string {
  if (rule.kind === 'author') {
    const params = Object.keys(rule.params)
      .sort()
      .map((key) => [key, rule.params[key]]);
    return JSON.stringify(['author', params]);
  }
  if (rule.kind === 'source') return JSON.stringify(['source', rule.domain]);
  return JSON.stringify(['breach', rule.companies, rule.data_types, rule.impacted, rule.words]);
}
