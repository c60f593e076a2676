// The "Add a rule" form's draft and its reading into a rule: an author (a name, or an Authors-page link or
// query string, whose filters then come along), a source (its domain, or a link to it), or breach events
// (comma-separated companies, impacted groups and words, and data types). Limits are the contract's, so the
// form says what is wrong before the server would.
import { dataTypes, type DataType } from '../../../contract/events';
import { watchlistLimits } from '../../../contract/watchlists';
import type { WatchRule, WatchRuleKind } from '../../../contract/watchlists';
import { authorRuleOf } from '../../lib/watchlists';

export interface RuleDraft {
  kind: WatchRuleKind;
  author: string;
  domain: string;
  companies: string;
  dataTypes: DataType[];
  impacted: string;
  words: string;
}

export const emptyRuleDraft: RuleDraft = {
  kind: 'author',
  author: '',
  domain: '',
  companies: '',
  dataTypes: [],
  impacted: '',
  words: '',
};

export type RuleReading =
  { ok: true; rule: WatchRule } | { ok: false; field: keyof RuleDraft; message: string };

const fail = (field: keyof RuleDraft, message: string): RuleReading => ({ ok: false, field, message });

/** Comma-separated entries, trimmed, blanks and repeats dropped. */
export function entriesOf(text: string): string[] {
  return [...new Set(text.split(',').map((entry) => entry.trim()))].filter((entry) => entry !== '');
}

/** The query of an Authors-page link or a bare query string; null when the text is a plain name. */
function authorsQueryOf(text: string): Record<string, string> | null {
  const start = text.indexOf('?');
  if (start < 0 && !text.includes('=')) return null;
  const params = new URLSearchParams(start < 0 ? text : text.slice(start + 1));
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    // The page's URL writes lists as JSON arrays; the interface reads them comma-joined.
    let wire = value;
    if (value.startsWith('[')) {
      try {
        const parsed = JSON.parse(value) as unknown;
        if (Array.isArray(parsed)) wire = parsed.map(String).join(',');
      } catch {
        // not a JSON list: kept as written
      }
    }
    query[name] = wire;
  }
  return query;
}

/** A domain as the interface spells it, from a domain or a link: no scheme, path, port or leading "www.". */
export function domainOf(text: string): string {
  let value = text.trim().toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(value)) value = new URL(value).hostname;
  } catch {
    // not a URL: read as a domain
  }
  return value.replace(/[/?#:].*$/, '').replace(/^www\./, '');
}

const tooLong = (values: readonly string[]) =>
  values.find((value) => value.length > watchlistLimits.maxStringLength);

export function readRuleDraft(draft: RuleDraft): RuleReading {
  switch (draft.kind) {
    case 'author': {
      const text = draft.author.trim();
      if (text === '') return fail('author', 'Name an author, or paste a link of the Authors page.');
      const query = authorsQueryOf(text) ?? { author_name: text };
      const rule = authorRuleOf(query);
      if (!rule) return fail('author', 'The link names no author: it needs author_name.');
      if (rule.kind === 'author' && tooLong(Object.values(rule.params).flat()))
        return fail('author', `Each value may have at most ${watchlistLimits.maxStringLength} characters.`);
      return { ok: true, rule };
    }
    case 'source': {
      const domain = domainOf(draft.domain);
      if (domain === '') return fail('domain', 'Give the source’s domain, such as example.com.');
      if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(domain))
        return fail('domain', `"${domain}" is not a domain: write it like example.com.`);
      if (domain.length > watchlistLimits.maxStringLength)
        return fail('domain', `A domain may have at most ${watchlistLimits.maxStringLength} characters.`);
      return { ok: true, rule: { kind: 'source', domain } };
    }
    case 'breach': {
      const lists = {
        companies: entriesOf(draft.companies),
        impacted: entriesOf(draft.impacted),
        words: entriesOf(draft.words),
      };
      const types = draft.dataTypes.filter((type) => (dataTypes as readonly string[]).includes(type));
      if (lists.companies.length + lists.impacted.length + lists.words.length + types.length === 0)
        return fail('companies', 'Give at least one company, data type, impacted group or word.');
      for (const field of ['companies', 'impacted', 'words'] as const) {
        if (lists[field].length > watchlistLimits.maxListEntries)
          return fail(field, `At most ${watchlistLimits.maxListEntries} entries.`);
        if (tooLong(lists[field]))
          return fail(field, `Each entry may have at most ${watchlistLimits.maxStringLength} characters.`);
      }
      const rule: WatchRule = { kind: 'breach' };
      if (lists.companies.length > 0) rule.companies = lists.companies;
      if (types.length > 0) rule.data_types = types;
      if (lists.impacted.length > 0) rule.impacted = lists.impacted;
      if (lists.words.length > 0) rule.words = lists.words;
      return { ok: true, rule };
    }
  }
}
