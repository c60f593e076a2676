import { describe, expect, it } from 'vitest';
import { extractBreach, extractMention } from './extract';
import { incidentKey, sameOrganisation, spellingKey, unnamedVictimKey } from './company';
import { breachEventId, mergeMentions } from './merge';
import type { BreachInputArticle, BreachMention } from './types';

const mention = (
  overrides: Partial<BreachMention> & Pick<BreachMention, 'articleId' | 'published_date'>,
): BreachMention => ({
  company_name: 'Coupang',
  event_date: null,
  event_date_precision: null,
  title: 'Coupang data breach',
  summary: 'Coupang disclosed a breach.',
  impacted: [],
  data: '',
  dataKinds: [],
  data_type: 'personal',
  ...overrides,
});
/** A mention of the organisation by `company_name`, published at `published_date`. */
const named = (articleId: string, published_date: string, company_name: string): BreachMention =>
  mention({ articleId, published_date, company_name });

describe('mergeMentions', () => {
  it('merges several articles about one breach into one event with all their ids', () => {
    const articles: BreachInputArticle[] = [
      {
        id: 'n1',
        title: 'Coupang confirms data breach affecting 33.7 million customers',
        description:
          'The e-commerce company said names, email addresses and phone numbers were exposed in unauthorised access that began in June 2025.',
        published_date: '2025-11-30 09:00:00',
      },
      {
        id: 'n2',
        title: 'Coupang Inc. CEO resigns over massive data breach',
        description:
          'The breach compromised the personal information of millions of users, including delivery addresses.',
        published_date: '2025-12-10 08:00:00',
      },
      {
        id: 'n3',
        title: "Coupang's data breach: police question interim chief",
        description:
          'Police questioned the interim CEO of Coupang over the data breach that hit 33.7 million accounts.',
        published_date: '2025-12-30 08:00:00',
      },
      {
        id: 'other',
        title: 'Substack confirms data breach exposing user emails',
        description: 'Substack said user email addresses and phone numbers were stolen.',
        published_date: '2025-12-01 10:00:00',
      },
    ];
    const mentions = articles.map(extractBreach).filter((m): m is BreachMention => m !== null);
    expect(mentions).toHaveLength(4);
    const events = mergeMentions(mentions);
    expect(events).toHaveLength(2);
    const coupang = events.find((e) => e.company_name === 'Coupang')!;
    expect(coupang.associated_article_ids).toEqual(['n1', 'n2', 'n3']);
    expect(coupang).toMatchObject({
      event_type: 'data_breach',
      global_event_type: 'DataMonitoring',
      extraction_date: '2025-11-30 09:00:00',
      event_date: '2025-06-01 00:00:00',
    });
    expect(coupang.data_breach.title).toBe('Coupang data breach');
    expect(coupang.data_breach.data).toContain('email addresses');
    expect(coupang.data_breach.data_type).toBe('personal');
    // One outlet's "customers" and another's "users" are the same people: the event names them once.
    expect(coupang.data_breach.impacted).toEqual(['customers']);
  });

  it('gives the same events with the same ids whatever the input order', () => {
    const mentions = [
      mention({ articleId: 'b', published_date: '2025-12-02 00:00:00' }),
      mention({ articleId: 'a', published_date: '2025-12-01 00:00:00', company_name: 'Coupang Inc.' }),
      mention({ articleId: 'c', published_date: '2025-12-03 00:00:00', company_name: 'the Coupang' }),
    ];
    const forward = mergeMentions(mentions);
    const backward = mergeMentions([...mentions].reverse());
    expect(backward).toEqual(forward);
    expect(forward).toHaveLength(1);
    expect(forward[0]!.id).toBe(breachEventId('Coupang', 'a'));
    expect(forward[0]!.associated_article_ids).toEqual(['a', 'b', 'c']);
  });

  it('keeps articles further apart than the window in separate events', () => {
    const events = mergeMentions([
      mention({ articleId: 'a', published_date: '2025-01-01 00:00:00' }),
      mention({ articleId: 'b', published_date: '2025-06-15 00:00:00' }),
    ]);
    expect(events.map((e) => e.associated_article_ids)).toEqual([['a'], ['b']]);
    const wide = mergeMentions(
      [
        mention({ articleId: 'a', published_date: '2025-01-01 00:00:00' }),
        mention({ articleId: 'b', published_date: '2025-06-15 00:00:00' }),
      ],
      { windowDays: 180 },
    );
    expect(wide).toHaveLength(1);
  });

  it('chains coverage that continues within the window', () => {
    const events = mergeMentions(
      ['2025-11-30', '2025-12-20', '2026-01-15', '2026-02-10'].map((day, i) =>
        mention({ articleId: `a${i}`, published_date: `${day} 00:00:00` }),
      ),
    );
    expect(events).toHaveLength(1);
  });

  it('splits one organisation’s breaches with different breach dates', () => {
    const events = mergeMentions([
      mention({
        articleId: 'old',
        published_date: '2025-11-10 00:00:00',
        event_date: '2024-05-01 00:00:00',
        event_date_precision: 'month',
      }),
      mention({
        articleId: 'new',
        published_date: '2025-11-13 00:00:00',
        event_date: '2025-11-01 00:00:00',
        event_date_precision: 'month',
      }),
    ]);
    expect(events).toHaveLength(2);
  });

  it('treats a year-only date as compatible with a month in that year', () => {
    const events = mergeMentions([
      mention({
        articleId: 'a',
        published_date: '2025-11-10 00:00:00',
        event_date: '2025-01-01 00:00:00',
        event_date_precision: 'year',
      }),
      mention({
        articleId: 'b',
        published_date: '2025-11-12 00:00:00',
        event_date: '2025-08-01 00:00:00',
        event_date_precision: 'month',
      }),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]!.event_date).toBe('2025-08-01 00:00:00');
  });

  it('keeps mentions without an organisation as events of their own', () => {
    const events = mergeMentions([
      mention({
        articleId: 'a',
        published_date: '2025-12-01 00:00:00',
        company_name: null,
        title: 'Massive data breach exposes 149M accounts',
      }),
      mention({
        articleId: 'b',
        published_date: '2025-12-01 00:00:00',
        company_name: null,
        title: 'Another leak',
      }),
    ]);
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.company_name === null)).toBe(true);
    expect(events.map((e) => e.data_breach.title).sort()).toEqual([
      'Another leak',
      'Massive data breach exposes 149M accounts',
    ]);
  });

  it('merges reports naming no organisation that describe one victim, whatever the order', () => {
    const unnamed = (articleId: string, published_date: string, title: string) =>
      mention({ articleId, published_date, company_name: null, title });
    const mentions = [
      // One incident, three outlets' words for its victim (the whole NewsDataHub file, January 2026).
      unnamed(
        'v1',
        '2026-01-14 08:23:24',
        'Personal information of thousands of Victorian students accessed in targeted cyber attack schools',
      ),
      unnamed('v2', '2026-01-14 08:39:55', 'Victorian student information stolen in major data breach'),
      unnamed('v3', '2026-01-14 21:51:44', "Victorian students' personal data exposed in major breach"),
      // Headlines with one count but no described victim stay apart: the tuning labels read these two as two incidents.
      unnamed(
        'c1',
        '2025-12-12 19:29:21',
        'Nearly 5.6 million people hit by massive data breach at credit check company',
      ),
      unnamed(
        'c2',
        '2025-12-15 19:20:00',
        'Massive data breach sees credit card details of over 5.6 million victims leaked',
      ),
      // Other places, other people, round counts: apart.
      unnamed(
        'o1',
        '2026-01-07 14:54:53',
        "London council warns 100,000 households' personal details could have been stolen",
      ),
      unnamed(
        'o2',
        '2025-10-07 19:43:41',
        "Two men arrested over nursery cyber attack which stole London children's details",
      ),
      unnamed(
        'o3',
        '2025-12-20 18:32:48',
        '181,160 Americans Warned After Major Cybersecurity Breach Hits Healthcare Firm',
      ),
      unnamed('o4', '2025-11-24 16:00:52', '165 million Americans suffered a data breach in 2025'),
    ];
    const events = mergeMentions(mentions);
    expect(events.map((e) => e.associated_article_ids.join(' ')).sort()).toEqual(
      ['c1', 'c2', 'o1', 'o2', 'o3', 'o4', 'v1 v2 v3'].sort(),
    );
    expect(events.every((e) => e.company_name === null)).toBe(true);
    expect(mergeMentions([...mentions].reverse())).toEqual(events);
  });

  it('keeps one described victim’s reports apart when their coverage is months apart', () => {
    const unnamed = (articleId: string, published_date: string, title: string) =>
      mention({ articleId, published_date, company_name: null, title });
    const events = mergeMentions([
      unnamed(
        'a1',
        '2025-08-28 21:27:44',
        'Government must ‘go further and faster’ to prevent repeat of Afghan data breach',
      ),
      unnamed(
        'a2',
        '2026-01-20 13:38:01',
        'Secret gagging order should not have been used to cover up Afghan data breach',
      ),
      unnamed(
        'a3',
        '2026-02-10 13:23:25',
        'Afghan data breach was ‘wake up call’ for government’s data security',
      ),
    ]);
    expect(events.map((e) => e.associated_article_ids.join(' ')).sort()).toEqual(['a1', 'a2 a3']);
  });

  it('unions data kinds and recomputes the data type', () => {
    const [event] = mergeMentions([
      mention({
        articleId: 'a',
        published_date: '2025-12-01 00:00:00',
        dataKinds: ['names', 'email addresses'],
        data: 'names, email addresses',
      }),
      mention({
        articleId: 'b',
        published_date: '2025-12-02 00:00:00',
        dataKinds: ['email addresses', 'payment card data'],
        data: 'email addresses, payment card data',
        data_type: 'financial',
      }),
    ]);
    expect(event!.data_breach.data).toBe('email addresses, names, payment card data');
    expect(event!.data_breach.data_type).toBe('financial');
  });

  it('uses the earliest extraction date the caller gives', () => {
    const extracted: Record<string, string> = { a: '2026-01-05 10:00:00', b: '2026-01-03 09:00:00' };
    const [event] = mergeMentions(
      [
        mention({ articleId: 'a', published_date: '2025-12-01 00:00:00' }),
        mention({ articleId: 'b', published_date: '2025-12-02 00:00:00' }),
      ],
      { extractionDate: (m) => extracted[m.articleId]! },
    );
    expect(event!.extraction_date).toBe('2026-01-03 09:00:00');
  });

  it('makes ids from the organisation key, not its spelling', () => {
    expect(breachEventId('Coupang Inc.', 'x')).toBe(breachEventId('coupang', 'x'));
    expect(breachEventId('Coupang', 'x')).not.toBe(breachEventId('Coupang', 'y'));
    expect(breachEventId('Coupang', 'x')).toMatch(/^breach_[0-9a-f]{20}$/);
  });
});

describe('mergeMentions: one burst of coverage stating the same facts', () => {
  // The same week's coverage of one breach: one outlet dates it by an older incident it recalls, another by the fine.
  const burst = [
    mention({
      articleId: 'now',
      published_date: '2026-01-05 08:00:00',
      event_date: '2026-01-05 00:00:00',
      event_date_precision: 'day',
      dataKinds: ['names', 'contact details'],
      impacted: ['customers'],
    }),
    mention({
      articleId: 'recalls-2020',
      published_date: '2026-01-05 12:00:00',
      event_date: '2020-01-01 00:00:00',
      event_date_precision: 'year',
      dataKinds: ['names'],
      impacted: ['users'],
    }),
    mention({ articleId: 'undated', published_date: '2026-01-06 09:00:00', impacted: ['customers'] }),
  ];

  it('merges articles of one week that share a kind of data or a group, whatever dates they state', () => {
    const events = mergeMentions(burst);
    expect(events.map((e) => e.associated_article_ids)).toEqual([['now', 'recalls-2020', 'undated']]);
    // The date most of its articles state, and the same event whatever the input order.
    expect(events[0]!.event_date).toBe('2026-01-05 00:00:00');
    expect(mergeMentions([...burst].reverse())).toEqual(events);
    expect(events[0]!.id).toBe(breachEventId('Coupang', 'now'));
  });

  it('keeps them apart when they share no fact or are weeks apart', () => {
    const noFact = burst.map((m) =>
      m.articleId === 'recalls-2020' ? { ...m, dataKinds: ['passwords'] } : m,
    );
    expect(mergeMentions(noFact)).toHaveLength(2);
    const weeksApart = burst.map((m) =>
      m.articleId === 'recalls-2020' ? { ...m, published_date: '2026-02-20 00:00:00' } : m,
    );
    expect(mergeMentions(weeksApart)).toHaveLength(2);
  });
});

describe('mergeMentions: the people an organisation serves, named by each outlet in its own word', () => {
  const at = (day: number): string => `2025-12-${String(day).padStart(2, '0')} 09:00:00`;

  it('names them once in an event of several articles: the word most of its articles use', () => {
    const [event] = mergeMentions([
      mention({ articleId: 'a', published_date: at(1), impacted: ['customers', 'employees'] }),
      mention({ articleId: 'b', published_date: at(2), impacted: ['customers', 'users', 'employees'] }),
      mention({ articleId: 'c', published_date: at(3), impacted: ['users', 'customers'] }),
      mention({ articleId: 'd', published_date: at(4), impacted: [] }),
    ]);
    // Every group is named by most of the articles naming any; customers (3 of 4 articles) stands for users
    // (2 of 4), employees are other people.
    expect(event!.data_breach.impacted).toEqual(['customers', 'employees']);
  });

  it('keeps a second word that more than half of all the articles say themselves', () => {
    const [event] = mergeMentions([
      mention({ articleId: 'a', published_date: at(1), impacted: ['customers'] }),
      mention({ articleId: 'b', published_date: at(2), impacted: ['customers', 'users'] }),
      mention({ articleId: 'c', published_date: at(3), impacted: ['users', 'customers'] }),
    ]);
    expect(event!.data_breach.impacted).toEqual(['customers', 'users']);
  });

  it('keeps the earliest article’s word on a tie, whatever the input order', () => {
    const mentions = [
      mention({ articleId: 'a', published_date: at(1), impacted: ['members'] }),
      mention({ articleId: 'b', published_date: at(2), impacted: ['users'] }),
    ];
    expect(mergeMentions(mentions)[0]!.data_breach.impacted).toEqual(['members']);
    expect(mergeMentions([...mentions].reverse())[0]!.data_breach.impacted).toEqual(['members']);
  });

  it('names a group only when two in five of all its articles name it, whether or not the others name any', () => {
    const groups = (lists: string[][]): string[] =>
      mergeMentions(
        lists.map((impacted, i) => mention({ articleId: `a${i}`, published_date: at(i + 1), impacted })),
      )[0]!.data_breach.impacted;
    // A follow-up-heavy event: one article of three names the customers, two name no one.
    expect(groups([['customers'], [], []])).toEqual([]);
    expect(groups([['customers'], ['customers'], [], [], []])).toEqual(['customers']);
    expect(groups([['customers', 'contractors'], ['customers'], ['customers']])).toEqual(['customers']);
    // The people it serves are one group whatever each outlet calls them, under the word most of them use.
    expect(groups([['customers'], ['users'], []])).toEqual(['customers']);
    expect(groups([['patients'], ['users'], []])).toEqual([]);
  });

  it('keeps both words of one article that names both', () => {
    const [event] = mergeMentions([
      mention({ articleId: 'a', published_date: at(1), impacted: ['customers', 'users'] }),
    ]);
    expect(event!.data_breach.impacted).toEqual(['customers', 'users']);
  });
});

describe('mergeMentions: a headline announcing another breach', () => {
  const earlier = [
    mention({ articleId: 'oct1', published_date: '2025-10-03 00:00:00', impacted: ['customers'] }),
    mention({ articleId: 'oct2', published_date: '2025-10-04 00:00:00' }),
  ];

  it('starts a new incident weeks after the earlier coverage, and later coverage follows it', () => {
    const mentions = [
      ...earlier,
      mention({ articleId: 'nov1', published_date: '2025-11-20 00:00:00', new_incident: true }),
      mention({ articleId: 'nov2', published_date: '2025-11-21 00:00:00' }),
    ];
    const events = mergeMentions(mentions);
    expect(events.map((e) => e.associated_article_ids)).toEqual([
      ['oct1', 'oct2'],
      ['nov1', 'nov2'],
    ]);
    expect(mergeMentions([...mentions].reverse())).toEqual(events);
    expect(events.map((e) => e.id)).toEqual([
      breachEventId('Coupang', 'oct1'),
      breachEventId('Coupang', 'nov1'),
    ]);
  });

  it('is the same incident’s coverage within a week of it', () => {
    const events = mergeMentions([
      ...earlier,
      mention({ articleId: 'same-week', published_date: '2025-10-06 00:00:00', new_incident: true }),
    ]);
    expect(events).toHaveLength(1);
  });

  it('is read from the headline', () => {
    const article = (id: string, title: string): BreachInputArticle => ({
      id,
      title,
      description: 'Hackers stole customer names and email addresses, the company said.',
      published_date: '2026-01-19 00:00:00',
    });
    expect(
      extractMention(article('a', 'Grubhub Confirms New Data Breach, Hackers Demand Ransom')).new_incident,
    ).toBe(true);
    expect(
      extractMention(article('b', 'Another Salesforce-linked data breach hits customers')).new_incident,
    ).toBe(true);
    for (const title of [
      'Grubhub confirms data breach affecting customers',
      'New lawsuit over Grubhub data breach',
      'New York hospital data breach exposes patients',
    ])
      expect(extractMention(article('c', title)).new_incident).toBeUndefined();
  });
});

describe('mergeMentions: one organisation under the spellings outlets give it', () => {
  it.each([
    ['Renault UK', 'Renault'],
    ['Ledger Crypto Wallet', 'Ledger'],
    ['Marquis Software Solutions Inc', 'Marquis'],
    ['Gucci-owner Kering', 'Kering'],
    ['AT&T', 'ATT'],
    ['Royal Borough of Eastbury and Fenwick', 'Eastbury and Fenwick Council'],
    ['Eastbury and Fenwick', 'Eastbury and Fenwick Council'],
    ['Marlow Federal Credit Union', 'Marlow Credit Union'],
    ['Farmers Insurance', 'Farmers'],
    ['Orange Telecom', 'Orange'],
    ['VITAS Hospice Services', 'VITAS'],
    ['Canada Computers & Electronics', 'Canada Computers'],
    ['Legal Practice Board of WA', 'WA Legal Practice Board'],
    ['French Football Federation', 'FFF'],
    ['European Space Agency', 'ESA'],
    ['WA Donor Conception Information Service', 'Donor Conception Information Service'],
  ])('%s and %s are one organisation', (a, b) => {
    expect(incidentKey(a)).toBe(incidentKey(b));
    expect(sameOrganisation(a, b)).toBe(true);
  });

  it('drops a trade word from the spelling, and a place after "of" comes first', () => {
    expect(spellingKey('Farmers Insurance')).toBe(spellingKey('Farmers'));
    expect(spellingKey('VITAS Hospice Services')).toBe(spellingKey('VITAS'));
    expect(spellingKey('Legal Practice Board of WA')).toBe(spellingKey('WA Legal Practice Board'));
    // not after an initialism the trade word belongs to, nor a place after "of" one word
    expect(spellingKey('SK Telecom')).not.toBe(spellingKey('SK'));
    expect(spellingKey('Bank of America')).toBe('bankofamerica');
    // a body's initials, not a brand's ("ManageMyHealth") nor a name led by a name of its own
    expect(incidentKey('Manage My Health')).toBe(incidentKey('ManageMyHealth'));
    expect(incidentKey('VITAS Hospice Services')).toBe('vitas');
    // the same body in two places is two
    expect(sameOrganisation('WA Legal Practice Board', 'Queensland Legal Practice Board')).toBe(false);
  });

  it('keeps different organisations apart', () => {
    expect(incidentKey('Bank of America')).not.toBe(incidentKey('Bank'));
    expect(incidentKey('Council')).toBe('council');
    expect(incidentKey('Marlow Federal Savings')).not.toBe(incidentKey('Marlow Savings'));
    expect(incidentKey('Marks & Spencer')).not.toBe(incidentKey('M&S Bank'));
    expect(incidentKey('UK')).toBe('uk');
  });

  it('joins an acronym and the public body it stands for, in the same place', () => {
    expect(sameOrganisation('MoJ', 'Ministry of Justice')).toBe(true);
    expect(sameOrganisation('MoJ', 'UK Ministry of Justice')).toBe(true);
    expect(sameOrganisation('Ohio DAS', 'Ohio Department of Administrative Services')).toBe(true);
    expect(sameOrganisation('DAS', 'Ohio Department of Administrative Services')).toBe(false);
    expect(sameOrganisation('Ministry of Justice', 'Ministry of Jobs')).toBe(false);
    expect(sameOrganisation('SoftBank', 'Software Board')).toBe(false);
    const mentions = [
      named('m1', '2025-08-15 00:00:00', 'MoJ'),
      named('m2', '2025-08-15 06:00:00', 'Ministry of Justice'),
      named('m3', '2025-08-20 00:00:00', 'MoJ'),
    ];
    const events = mergeMentions(mentions);
    expect(events).toHaveLength(1);
    expect(events[0]!.company_name).toBe('MoJ');
    expect(events[0]!.id).toBe(breachEventId('MoJ', 'm1'));
    expect(mergeMentions([...mentions].reverse())).toEqual(events);
    // On a tie of spellings the body is named in full.
    expect(mergeMentions(mentions.slice(0, 2)).map((e) => e.company_name)).toEqual(['Ministry of Justice']);
  });

  it('merges their articles into one event whose id does not depend on the spelling or the order', () => {
    const mentions = [
      mention({ articleId: 'r1', published_date: '2025-10-02 00:00:00', company_name: 'Renault UK' }),
      mention({ articleId: 'r2', published_date: '2025-10-03 00:00:00', company_name: 'Renault' }),
      mention({ articleId: 'r3', published_date: '2025-10-04 00:00:00', company_name: 'Renault' }),
    ];
    const events = mergeMentions(mentions);
    expect(events).toHaveLength(1);
    expect(events[0]!.company_name).toBe('Renault');
    expect(events[0]!.id).toBe(breachEventId('Renault UK', 'r1'));
    expect(events[0]!.id).toBe(breachEventId('Renault', 'r1'));
    expect(mergeMentions([...mentions].reverse())).toEqual(events);
  });

  it('joins a name and the names that extend it within a burst of coverage, and no later', () => {
    const burst = [
      named('j1', '2025-11-23 00:00:00', 'JPMorgan'),
      named('j2', '2025-11-25 00:00:00', 'JPMorgan Chase'),
      named('j3', '2025-11-26 00:00:00', 'JPMorgan'),
    ];
    const events = mergeMentions(burst);
    expect(events.map((e) => e.associated_article_ids)).toEqual([['j1', 'j2', 'j3']]);
    expect(mergeMentions([...burst].reverse())).toEqual(events);
    expect(incidentKey('JPMorgan Chase')).toBe(incidentKey('JPMorgan'));
    // weeks after, a spelling the event has not had is as likely another incident or a unit's; one it has continues
    const later = mergeMentions([...burst, named('j4', '2026-01-17 00:00:00', 'JPMorgan Securities')]);
    expect(later.map((e) => e.associated_article_ids).sort()).toEqual([['j1', 'j2', 'j3'], ['j4']]);
    const same = mergeMentions([...burst, named('j4', '2026-01-17 00:00:00', 'JPMorgan Chase')]);
    expect(same.map((e) => e.associated_article_ids)).toEqual([['j1', 'j2', 'j3', 'j4']]);
  });

  it('joins an acronym and the name it stands for weeks apart, a trade word too, and a unit only in a burst', () => {
    const events = mergeMentions([
      named('f1', '2025-09-01 15:32:20', 'Federal Emergency Management Agency'),
      named('f2', '2025-09-29 21:05:00', 'FEMA'),
      named('i1', '2025-08-26 00:00:00', 'Farmers Insurance'),
      named('i2', '2025-10-14 09:40:00', 'Farmers'),
      named('o1', '2025-10-02 00:00:00', 'Oracle'),
      named('o2', '2025-11-24 00:00:00', 'Oracle Health'),
    ]);
    expect(events.map((e) => e.associated_article_ids).sort()).toEqual([
      ['f1', 'f2'],
      ['i1', 'i2'],
      ['o1'],
      ['o2'],
    ]);
  });

  it('keeps apart names that share a first word when neither extends the other, or the word is no name alone', () => {
    const events = mergeMentions([
      mention({
        articleId: 'd1',
        published_date: '2025-12-10 00:00:00',
        company_name: 'Deschutes Public Library',
      }),
      mention({
        articleId: 'd2',
        published_date: '2025-12-11 00:00:00',
        company_name: 'Deschutes County Health',
      }),
      mention({ articleId: 'b1', published_date: '2025-12-10 00:00:00', company_name: 'Bank' }),
      mention({ articleId: 'b2', published_date: '2025-12-11 00:00:00', company_name: 'Bank of Cyprus' }),
    ]);
    expect(events.map((e) => e.associated_article_ids).sort()).toEqual([['b1'], ['b2'], ['d1'], ['d2']]);
    expect(incidentKey('Bank of Cyprus')).not.toBe(incidentKey('Bank'));
    expect(incidentKey('Canada Computers')).not.toBe(incidentKey('Canada'));
  });

  it('names the event by the organisation’s own name when spellings tie', () => {
    const [event] = mergeMentions([
      mention({ articleId: 'k1', published_date: '2025-09-15 00:00:00', company_name: 'Gucci-owner Kering' }),
      mention({ articleId: 'k2', published_date: '2025-09-16 00:00:00', company_name: 'Kering' }),
    ]);
    expect(event!.company_name).toBe('Kering');
    expect(event!.data_breach.title).toBe('Kering data breach');
    // a trade word describes no other organisation: the shorter name of the two
    const names = (a: string, b: string): (string | null)[] =>
      mergeMentions([named('t1', '2025-08-21 00:00:00', a), named('t2', '2025-08-22 00:00:00', b)]).map(
        (e) => e.company_name,
      );
    expect(names('Orange', 'Orange Telecom')).toEqual(['Orange']);
    expect(names('Goosehead Insurance Agency', 'Goosehead Insurance')).toEqual(['Goosehead Insurance']);
  });
});

describe('unnamedVictimKey: the victim a headline describes when it names no organisation', () => {
  it('keys a place or nationality by the people or body hit after it, or by the breach after a nationality', () => {
    expect(unnamedVictimKey("Victorian students' personal data exposed in major breach")).toBe(
      'unnamed:victorian student',
    );
    expect(
      unnamedVictimKey(
        'Personal information of thousands of Victorian students accessed in targeted cyber attack',
      ),
    ).toBe('unnamed:victorian student');
    expect(unnamedVictimKey('Thousands have personal data stolen in cyber attack on London borough')).toBe(
      'unnamed:london council',
    );
    expect(unnamedVictimKey('London councils hit by cyber attack with data potentially compromised')).toBe(
      'unnamed:london council',
    );
    expect(unnamedVictimKey('Afghan data breach was ‘wake-up call’ for government’s data security')).toBe(
      'unnamed:afghan breach',
    );
    expect(
      unnamedVictimKey("U.S. man sentenced to prison over data breach that included Canadian students' info"),
    ).toBe('unnamed:canadian student');
  });

  it('keys no demonym alone, no country before the breach and no place before anyone else', () => {
    expect(unnamedVictimKey('181,160 Americans Warned After Major Cybersecurity Breach')).toBeNull();
    expect(unnamedVictimKey('Afghan whose details were in UK data breach at risk from Taliban')).toBeNull();
    expect(
      unnamedVictimKey('US banks scramble to assess data theft after hackers breach financial tech firm'),
    ).toBeNull();
    expect(unnamedVictimKey('Major data breach at human services unit')).toBeNull();
  });
});
