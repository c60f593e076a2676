// Data-breach stories of the demo corpus: a fixed pool of fictional companies, the breach events that befall
// them (when, what data, whom, how many) and the English templates that report them. Each event is covered
// by one to four articles from different outlets over a few days, and every article states when the breach
// happened in a form a date parser resolves against the article's own date ("on October 3",
// "between 12 and 14 September", "earlier this week", "last month").
import { ENGLISH_MONTHS, civilFromDays, weekOfDays } from './calendar';
import type { Prng } from './prng';
import { phrase, runtimePhrase, type Phrase } from './template';
import { BREACH_STEMS, org, type Org } from './world';

interface Sector {
  suffixes: string[];
  /** Who is affected, per suffix index when several. */
  impacted: (suffix: string) => string;
  data: string[];
}

const SECTORS: Sector[] = [
  {
    suffixes: ['Health', 'Medical Group', 'Dental Partners', 'Family Clinics', 'Health System', 'Pharmacy'],
    impacted: () => 'patients',
    data: [
      'names',
      'dates of birth',
      'addresses',
      'medical record numbers',
      'diagnosis and treatment information',
      'health insurance details',
      'Social Security numbers',
      'prescription information',
    ],
  },
  {
    suffixes: ['College', 'University', 'Academy', 'School District'],
    impacted: () => 'students',
    data: [
      'names',
      'student ID numbers',
      'email addresses',
      'dates of birth',
      'Social Security numbers',
      'enrolment records',
      'financial aid information',
    ],
  },
  {
    suffixes: ['Outfitters', 'Home Goods', 'Market', 'Apparel', 'Pet Supply', 'Electronics'],
    impacted: () => 'customers',
    data: [
      'names',
      'email addresses',
      'postal addresses',
      'phone numbers',
      'credit card numbers',
      'order histories',
      'hashed passwords',
    ],
  },
  {
    suffixes: ['Credit Union', 'Bank', 'Insurance', 'Lending', 'Mortgage'],
    impacted: (suffix) =>
      suffix === 'Credit Union' ? 'members' : suffix === 'Insurance' ? 'policyholders' : 'customers',
    data: [
      'names',
      'account numbers',
      'Social Security numbers',
      'dates of birth',
      'credit card numbers',
      'bank routing numbers',
      'addresses',
    ],
  },
  {
    suffixes: ['Cloud', 'Apps', 'Games', 'Software', 'Social'],
    impacted: () => 'users',
    data: [
      'usernames',
      'email addresses',
      'hashed passwords',
      'IP addresses',
      'phone numbers',
      'payment card details',
      'security questions and answers',
    ],
  },
  {
    suffixes: ['Logistics', 'Manufacturing', 'Foods', 'Freight', 'Staffing'],
    impacted: () => 'employees',
    data: [
      'names',
      'Social Security numbers',
      'bank account details',
      'payroll records',
      'tax forms',
      'home addresses',
      "driver's licence numbers",
    ],
  },
  {
    suffixes: ['Mobile', 'Telecom', 'Broadband'],
    impacted: () => 'subscribers',
    data: ['names', 'phone numbers', 'addresses', 'account PINs', 'dates of birth', 'ID document numbers'],
  },
  {
    suffixes: ['Hotels', 'Resorts', 'Travel'],
    impacted: () => 'guests',
    data: [
      'names',
      'passport numbers',
      'email addresses',
      'booking details',
      'payment card numbers',
      'loyalty account numbers',
    ],
  },
  {
    suffixes: ['County', 'Township', 'Water District'],
    impacted: () => 'residents',
    data: [
      'names',
      'addresses',
      "driver's licence numbers",
      'tax records',
      'Social Security numbers',
      'utility account numbers',
    ],
  },
];

export interface BreachCompany {
  org: Org;
  impacted: Phrase;
  data: readonly string[];
}

/** The fixed pool of fictional companies that suffer breaches. */
export const BREACH_COMPANIES: readonly BreachCompany[] = BREACH_STEMS.map((stem, i) => {
  const sector = SECTORS[i % SECTORS.length]!;
  const suffix = sector.suffixes[Math.floor(i / SECTORS.length) % sector.suffixes.length]!;
  return { org: org(`${stem} ${suffix}`), impacted: phrase(sector.impacted(suffix)), data: sector.data };
});

const GANGS = [
  'Crimson Lynx',
  'NightQuill',
  'Black Heron',
  'Silent Marten',
  'Obsidian Moth',
  'Cobalt Spider',
].map(phrase);
const REGULATORS = [
  'state regulators',
  'the data protection authority',
  "the attorney general's office",
  'federal regulators',
  'the national privacy regulator',
  'the information commissioner',
].map(phrase);

export type WhenStyle = 'exact' | 'range' | 'relative';

/** One breach, shared by every article that covers it. */
export interface BreachEvent {
  company: BreachCompany;
  affected: Phrase;
  dataFull: Phrase;
  dataShort: Phrase;
  /** Days since the epoch of the first and last day of the breach (equal for a one-day breach). */
  startDay: number;
  endDay: number;
  style: WhenStyle;
  discoveredDay: number;
  /** Epoch seconds of the first report. */
  disclosedAt: number;
  gang: Phrase;
  regulator: Phrase;
  monitoringMonths: Phrase;
  /** Articles still to write about it, and the outlets that already did. */
  remaining: number;
  outletsUsed: number[];
}

function roundAffected(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function listText(items: readonly string[]): string {
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A new breach event disclosed at `disclosedAt` (epoch seconds), about the `ordinal`-th company of a
 * seed-dependent walk through the pool (so companies repeat only once the pool is used up).
 */
export function createBreachEvent(
  rng: Prng,
  ordinal: number,
  walk: { start: number; stride: number },
  disclosedAt: number,
  coverage: number,
): BreachEvent {
  const company = BREACH_COMPANIES[(walk.start + ordinal * walk.stride) % BREACH_COMPANIES.length]!;
  const affected = roundAffected(
    Math.exp(Math.log(800) + rng.next() * (Math.log(9_000_000) - Math.log(800))),
  );
  const dataCount = rng.between(2, 4);
  const data: string[] = [];
  while (data.length < dataCount) {
    const item = rng.pick(company.data);
    if (!data.includes(item)) data.push(item);
  }
  // Names come first when they are among the items, as breach notices put it.
  data.sort((a, b) => Number(b === 'names') - Number(a === 'names'));
  const disclosedDay = Math.floor(disclosedAt / 86_400);
  const roll = rng.next();
  const style: WhenStyle = roll < 0.4 ? 'exact' : roll < 0.65 ? 'range' : 'relative';
  // Relative phrases only make sense for recent breaches; exact dates may reach back further.
  const lag = style === 'relative' ? rng.between(1, 40) : rng.between(3, 75);
  const endDay = disclosedDay - lag;
  const startDay = style === 'range' ? endDay - rng.between(1, 4) : endDay;
  const discoveredDay = Math.min(disclosedDay, endDay + rng.between(0, Math.max(0, Math.min(20, lag))));
  return {
    company,
    affected: integerWithCommas(affected),
    dataFull: phrase(listText(data)),
    dataShort: phrase(listText(data.slice(0, 2))),
    startDay,
    endDay,
    style,
    discoveredDay,
    disclosedAt,
    gang: rng.pick(GANGS),
    regulator: rng.pick(REGULATORS),
    monitoringMonths: runtimePhrase(String(rng.pick([12, 18, 24])), 1, ''),
    remaining: coverage,
    outletsUsed: [],
  };
}

function integerWithCommas(value: number): Phrase {
  const digits = String(value);
  let text = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    text = text ? `${group},${text}` : group;
  }
  return runtimePhrase(text, 1, digits);
}

/** "October 3" (US style) or "3 October", with the year when it differs from the reference year. */
function dayText(day: number, referenceYear: number, usStyle: boolean): string {
  const date = civilFromDays(day);
  const month = ENGLISH_MONTHS[date.month - 1]!;
  const core = usStyle ? `${month} ${date.day}` : `${date.day} ${month}`;
  if (date.year === referenceYear) return core;
  return usStyle ? `${core}, ${date.year}` : `${core} ${date.year}`;
}

function rangeText(start: number, end: number, referenceYear: number, usStyle: boolean): string {
  const a = civilFromDays(start);
  const b = civilFromDays(end);
  if (a.year === b.year && a.month === b.month && a.year === referenceYear) {
    const month = ENGLISH_MONTHS[a.month - 1]!;
    return usStyle ? `between ${month} ${a.day} and ${b.day}` : `between ${a.day} and ${b.day} ${month}`;
  }
  return `between ${dayText(start, referenceYear, usStyle)} and ${dayText(end, referenceYear, usStyle)}`;
}

function wordsOf(text: string): number {
  let words = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 32) words++;
  return words;
}

function textPhrase(text: string): Phrase {
  return runtimePhrase(text, wordsOf(text), '');
}

/** When the breach happened, as an article published on `publishedDay` would say it. */
export function breachWhenPhrase(event: BreachEvent, publishedDay: number, usStyle: boolean): Phrase {
  const year = civilFromDays(publishedDay).year;
  if (event.style === 'range') return textPhrase(rangeText(event.startDay, event.endDay, year, usStyle));
  if (event.style === 'relative' && event.endDay < publishedDay) {
    const breachWeek = weekOfDays(event.endDay);
    const publishedWeek = weekOfDays(publishedDay);
    if (breachWeek === publishedWeek) return textPhrase('earlier this week');
    if (breachWeek === publishedWeek - 1) return textPhrase('last week');
    const b = civilFromDays(event.endDay);
    const p = civilFromDays(publishedDay);
    const monthsApart = (p.year - b.year) * 12 + (p.month - b.month);
    if (monthsApart === 0) return textPhrase('earlier this month');
    if (monthsApart === 1) return textPhrase('last month');
  }
  return textPhrase(`on ${dayText(event.endDay, year, usStyle)}`);
}

/** When the company discovered the breach (always an exact date). */
export function breachDiscoveryPhrase(event: BreachEvent, publishedDay: number, usStyle: boolean): Phrase {
  return textPhrase(`on ${dayText(event.discoveredDay, civilFromDays(publishedDay).year, usStyle)}`);
}

export const BREACH_TEMPLATES = {
  titles: [
    '{BC} discloses data breach affecting {BN} {BI}',
    '{BC} says hackers accessed data of {BN} {BI}',
    'Data breach at {BC} exposed {BDS} of {BN} {BI}',
    '{BC} confirms cyberattack; {BN} {BI} affected',
    'Cyberattack on {BC} hits {BN} {BI}',
    '{BC} warns {BI} after hackers stole {BDS}',
    '{BN} {BI} caught up in {BC} data breach',
  ],
  leads: [
    '{BC} said on {DAY} that hackers had gained access to its systems and stolen {BD} belonging to {BN} {BI}.',
    '{BC} has disclosed a data breach that exposed the personal information of {BN} {BI}, including {BD}.',
    'The personal data of {BN} {BI} of {BC} was exposed in a cyberattack, the company said on {DAY}.',
    '{BC} is notifying {BN} {BI} that their information, including {BD}, may have been stolen in a data breach.',
  ],
  when: [
    'The breach occurred {BWHEN}, according to a notice filed with {BREG}.',
    'According to the company, the attackers first accessed its network {BWHEN}.',
    'The incident took place {BWHEN}, {BC} said in a letter to affected {BI}.',
    "An unauthorised party gained access to the company's systems {BWHEN}, the filing shows.",
  ],
  discovery: [
    '{BC} said it discovered the intrusion {BDISC} and brought in outside cybersecurity experts to investigate.',
    'The company detected suspicious activity {BDISC} and took the affected systems offline.',
  ],
  data: [
    'The compromised information includes {BD}.',
    'Exposed data varies by individual but includes {BD}.',
    'Files taken by the attackers contained {BD}, the company said.',
  ],
  body: [
    '{BC} has begun notifying affected {BI} and is offering {BMON} months of free credit monitoring.',
    'There is no evidence so far that the stolen data has been misused, the company said.',
    'The company said it had reported the incident to {BREG} and to law enforcement.',
    'A ransomware group calling itself {BGANG} claimed responsibility for the attack on its leak site.',
    '{BC} has not said whether it paid a ransom.',
    '"We deeply regret the concern this incident may cause," {BC} said in a statement.',
    '{P3}, {R3} at {O3}, said stolen records of this kind were often sold on criminal forums within days.',
    '"Organisations holding this kind of data have to assume they will be targeted," said {P3}, {R3} at {O3}.',
    '{BI} who received a letter are advised to change their passwords and watch for suspicious messages.',
    'Security experts warned that the exposed data could be used in [phishing scams|identity theft|fraud].',
    'The breach is one of the [largest|most serious] to affect the sector this year.',
    'The company said it had since [strengthened its security|reset all credentials|hired a new security chief].',
    'A class action lawsuit has already been filed on behalf of affected {BI}, according to court records.',
    '"This kind of attack is [depressingly|alarmingly] common," said {P3L}.',
    '{P3L} said companies often take weeks to discover an intrusion, and longer to disclose it.',
    'The company said its core services were not affected and continued to operate normally.',
    '{BC} said it was working with law enforcement to identify those responsible.',
    'It is not yet clear how the attackers got in, though phishing emails are a common entry point.',
    'Regulators can impose heavy fines when companies fail to protect personal data.',
    'The company has set up a website with answers to common questions about the incident.',
    '{P3L} advised affected {BI} to consider freezing their credit.',
    'Data breaches have become more frequent as attackers target organisations that hold large amounts of personal information.',
    'Some {BI} said they had first learned of the breach from news reports rather than from the company.',
    '"We take the security of the information entrusted to us very seriously," the company said.',
    'The notification letters began going out on {DAY}, the company said.',
  ],
  closings: [
    'Affected {BI} can call a dedicated helpline set up by {BC}.',
    '{BC} said its investigation was continuing.',
  ],
};
