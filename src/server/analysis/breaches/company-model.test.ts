import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { nameCandidatesIn } from './company';
import { notVictimByKind } from './company/name-span';
import {
  COMPANY_MODEL_FILE,
  candidateFeatures,
  combineWithRules,
  companyModel,
  fullerEntityName,
  registeredName,
  notVictimInText,
  notAName,
  rankCandidates,
  trainCompanyModel,
  type RankedCandidate,
} from './company-model';
import { extractMention } from './extract';
import { articleText } from './text';
import {
  REPO_ROOT,
  loadLabelledReports,
  serialiseCompanyModel,
  trainFromReports,
} from './train-company-model';

const text = (title: string, description: string) =>
  articleText({ id: 'a', title, description, published_date: '2025-01-01 00:00:00' });

describe('company candidates', () => {
  it('finds the organisation-like names of a sentence, without headline words or places', () => {
    const names = nameCandidatesIn('Acme Corp Data Breach Exposes 2 Million Customers In Texas').map(
      (c) => c.name,
    );
    expect(names).toContain('Acme Corp');
    expect(names).not.toContain('Texas');
    expect(names.some((n) => /Breach|Exposes|Million/.test(n))).toBe(false);
  });

  it('gives each name of title and lead one candidate with sorted features', () => {
    const candidates = candidateFeatures(
      text('Acme confirms data breach', 'Acme said hackers stole data held by Zenith Cloud.'),
    );
    expect(candidates.map((c) => c.key)).toEqual(['acme', 'zenith cloud']);
    for (const c of candidates) expect(c.features).toEqual([...c.features].sort());
    expect(candidates[0]!.features).toEqual(expect.arrayContaining(['T:starts', 'mentions:<=2', 'zone:D']));
  });

  it('describes a name by where it stands, not by what it is called', () => {
    const a = candidateFeatures(
      text('Velmora confirms data breach', 'Velmora said customer data was taken.'),
    );
    const b = candidateFeatures(
      text('Dunwick confirms data breach', 'Dunwick said customer data was taken.'),
    );
    expect(a[0]!.features).toEqual(b[0]!.features);
    expect(a[0]!.features.some((f) => /velmora/i.test(f))).toBe(false);
  });

  it("adds the rules' pick when no span found it, so that it is always scored", () => {
    const keys = candidateFeatures(text('Data breach at a clinic', 'Patients were told.'), 'xat').map(
      (c) => c.key,
    );
    expect(keys).toContain('xat');
  });

  it('marks organisation entities of the NER layer', () => {
    const [acme] = candidateFeatures(text('Acme confirms data breach', ''), null, [
      { entity_name: 'Acme', count: 2 },
    ]);
    expect(acme!.features).toContain('ner:org:<=2');
  });
});

describe('company ranker training', () => {
  const rows = [
    { features: ['T:starts', 'zone:D'], label: true },
    { features: ['T:starts', 'zone:D'], label: true },
    { features: ['T:prev:at', 'zone:title-only'], label: false },
    { features: ['T:prev:at', 'zone:title-only'], label: false },
  ];

  it('is deterministic and learns which positions hold the company', () => {
    const a = trainCompanyModel(rows, { iterations: 200, minCount: 1 });
    expect(JSON.stringify(trainCompanyModel(rows, { iterations: 200, minCount: 1 }))).toBe(JSON.stringify(a));
    expect(a.weights['T:starts']).toBeGreaterThan(0);
    expect(a.weights['zone:title-only']).toBeLessThan(0);
  });
});

describe('combining the ranker with the rules', () => {
  const thresholds = { adopt: 0.75, doubt: 0.3, switchTo: 0.6 };
  const ranked: RankedCandidate[] = [
    { name: 'Acme', key: 'acme', probability: 0.8 },
    { name: 'Arrest', key: 'arrest', probability: 0.1 },
  ];

  it('fills in the top candidate when the rules name no one and it is likely enough', () => {
    expect(combineWithRules(null, ranked, thresholds)).toBe('Acme');
    expect(combineWithRules(null, ranked, { ...thresholds, adopt: 0.9 })).toBeNull();
    expect(combineWithRules(null, [], thresholds)).toBeNull();
  });

  it('fills in no security vendor or platform the rules did not find breached', () => {
    const vendor: RankedCandidate = { name: 'Bitdefender', key: 'bitdefender', probability: 0.9 };
    expect(combineWithRules(null, [vendor], thresholds)).toBeNull();
    expect(combineWithRules(null, [vendor, ...ranked], thresholds)).toBe('Acme');
    expect(combineWithRules('Bitdefender', [vendor, ...ranked], thresholds)).toBe('Bitdefender');
  });

  it('switches from a pick it doubts to a candidate it is confident of, only in an article with a description', () => {
    expect(combineWithRules('Arrest', ranked, thresholds)).toBe('Acme');
    expect(combineWithRules('Arrest', ranked, thresholds, false)).toBe('Arrest');
    expect(combineWithRules('Acme', ranked, thresholds)).toBe('Acme');
    expect(combineWithRules('Arrest', ranked, { ...thresholds, doubt: 0.05 })).toBe('Arrest');
  });
});

describe('places and plain words are not names to adopt', () => {
  it('tells a place, a place after a common word or a place, and one common word from a name', () => {
    for (const name of ['York', 'Prestigious Brisbane', 'Oxfordshire and Swindon', 'Island'])
      expect(notAName(name), name).toBe(true);
    for (const name of ['Acme', 'Harrods', 'Apple', 'Brisbane City Council', 'York University'])
      expect(notAName(name), name).toBe(false);
  });

  it('never fills in or switches to such a candidate, however probable, but keeps the rules pick', () => {
    const thresholds = { adopt: 0.5, doubt: 0.3, switchTo: 0.6 };
    const place = { name: 'York', key: 'york', probability: 0.95, notName: true };
    const acme = { name: 'Acme', key: 'acme', probability: 0.7 };
    const arrest = { name: 'Arrest', key: 'arrest', probability: 0.1 };
    expect(combineWithRules(null, [place], thresholds)).toBeNull();
    expect(combineWithRules(null, [place, acme], thresholds)).toBe('Acme');
    expect(combineWithRules('Arrest', [place, arrest], thresholds)).toBe('Arrest');
    expect(combineWithRules('Arrest', [place, acme, arrest], thresholds)).toBe('Acme');
    expect(combineWithRules('York', [place, arrest], thresholds)).toBe('York');
  });

  it('marks the place candidates of an article, so a town before a description is not taken as the victim', () => {
    const t = text(
      'Swindon dental practice reports data breach affecting 1,400',
      'A dental practice said patient records were exposed in a data breach.',
    );
    const ranked = rankCandidates(companyModel()!, t);
    expect(ranked.find((c) => c.name === 'Swindon')?.notName).toBe(true);
    const mention = extractMention({
      id: 'a',
      title: 'Swindon dental practice reports data breach affecting 1,400',
      description: 'A dental practice said patient records were exposed in a data breach.',
      published_date: '2025-01-01 00:00:00',
    });
    expect(mention.company_name).not.toBe('Swindon');
  });
});

describe('the committed company model', () => {
  it('loads once and ranks deterministically', () => {
    const model = companyModel()!;
    expect(companyModel()).toBe(model);
    const t = text('Acme confirms data breach', 'Acme said customer names were stolen.');
    expect(rankCandidates(model, t)).toEqual(rankCandidates(model, t));
    expect(rankCandidates(model, t)[0]!.name).toBe('Acme');
  });

  it('names the company of a headline whose subject the rules leave unnamed', () => {
    const mention = extractMention({
      id: 'a',
      title: 'Dunmore update as account holders told to reset password after huge data breach',
      description: 'Account holders were told to reset their passwords after a huge data breach.',
      published_date: '2025-01-01 00:00:00',
    });
    expect(mention.company_name).toBe('Dunmore');
  });

  it('is reproduced byte for byte by the training script', { timeout: 60_000 }, () => {
    const textOut = serialiseCompanyModel(trainFromReports(loadLabelledReports(REPO_ROOT)));
    expect(textOut).toBe(readFileSync(COMPANY_MODEL_FILE, 'utf8'));
  });
});

describe('a one-word pick and the registered name the text gives it', () => {
  it('becomes the name with its legal suffix that starts with it', () => {
    expect(
      registeredName(
        'Goldman',
        'Goldman Warns Clients About Outside Law Firm’s Data Breach Goldman Sachs Group Inc. warned investors.',
      ),
    ).toBe('Goldman Sachs Group Inc.');
    expect(
      registeredName(
        'Thompson',
        'Thompson Data Breach Impacts Over 60 Thousand. Thompson & Horton LLP ("Thompson"), a legal practice, announced an incident.',
      ),
    ).toBe('Thompson & Horton LLP');
    // a period after "LLC" ends the sentence
    expect(registeredName('Brightcart', 'Brightcart breach. The owner is Brightcart, LLC.')).toBe(
      'Brightcart LLC',
    );
  });

  it('stays without a legal suffix, or where the full name would key another incident', () => {
    expect(registeredName('Acme', 'Acme breach. Acme Widgets announced an incident.')).toBe('Acme');
    // "prosper" is a common word: "Prosper Marketplace" is keyed by all its words, apart from other reports' "Prosper"
    expect(registeredName('Prosper', 'Prosper breach. Prosper Marketplace, Inc. confirmed it.')).toBe(
      'Prosper',
    );
  });
});

describe('a pick of common words cut from a longer organisation', () => {
  const orgs = (...names: string[]) =>
    names.map((entity_name, i) => ({ entity_name, count: names.length - i }));

  it('becomes the organisation the text names in full', () => {
    const whole =
      'Canada Computers & Electronics continues to investigate a data breach. Canada Computers said 1,300 were hit.';
    expect(fullerEntityName('Computers', orgs('Canada Computers'), whole)).toBe('Canada Computers');
    expect(
      fullerEntityName(
        'Solutions',
        orgs('TriZetto Provider Solutions'),
        'A breach at TriZetto Provider Solutions.',
      ),
    ).toBe('TriZetto Provider Solutions');
    // a sentence-case headline writes the fuller name's next word in lower case: not the pick on its own
    const slovenia =
      'Food safety authority data breach impacts almost 900,000. Personal data of almost 900,000 people have been ' +
      'exposed in data breach at the Administration for Food Safety, Veterinary Sector and Plant Protection.';
    expect(
      fullerEntityName(
        'Food',
        orgs('Administration for Food Safety, Veterinary Sector and Plant Protection'),
        slovenia,
      ),
    ).toBe('Administration for Food Safety, Veterinary Sector and Plant Protection');
    expect(
      fullerEntityName(
        'Food',
        orgs('Administration for Food Safety, Veterinary Sector and Plant Protection'),
        `${slovenia} Food prices rose.`,
      ),
    ).toBe('Food');
  });

  it('stays when it is a name of its own, or the longer name is not in the text', () => {
    // named on its own elsewhere: a heading run into a sentence is no fuller name
    const orange =
      'Warlock claimed a breach targeting Orange. Incident and Immediate Actions Orange confirmed an attack.';
    expect(fullerEntityName('Orange', orgs('Immediate Actions Orange'), orange)).toBe('Orange');
    // an institution behind its country, and a known organisation
    expect(
      fullerEntityName('Foreign Office', orgs('UK Foreign Office'), 'The UK Foreign Office was breached.'),
    ).toBe('Foreign Office');
    expect(
      fullerEntityName(
        'Ministry of Defence',
        orgs('UK Ministry of Defence'),
        'The UK Ministry of Defence leak.',
      ),
    ).toBe('Ministry of Defence');
    expect(fullerEntityName('Computers', orgs('Canada Computers'), 'Computers were stolen.')).toBe(
      'Computers',
    );
    expect(
      fullerEntityName('Computers', orgs('Computers', 'Canada Computers'), 'Canada Computers breach.'),
    ).toBe('Computers');
    expect(fullerEntityName('Coupang', orgs('Coupang Corp'), 'Coupang Corp breach.')).toBe('Coupang');
    expect(fullerEntityName(null, orgs('Canada Computers'), 'Canada Computers breach.')).toBeNull();
  });
});

describe('names the text shows are no organisation', () => {
  it('are a surname written after a first name, unless that is an organisation too', () => {
    const court =
      'Thousands of computers were infected by (Daniel) Harlow and 40,000 victims had their passwords stolen by ' +
      'Harlow, court records state.';
    expect(notVictimInText('Harlow', court)).toBe(true);
    expect(notVictimInText('Harlow', 'Harlow Logistics confirms a data breach.')).toBe(false);
    expect(
      notVictimInText(
        'Schwab',
        'Schwab warns clients of breach. Charles Schwab Corp. said data was exposed.',
      ),
    ).toBe(false);
  });

  it('are whom the text only ever tells of the breach', () => {
    const told = 'After a 2023 breach, the agency told Parliament that it would harden the system it runs.';
    expect(notVictimInText('Parliament', told)).toBe(true);
    expect(notVictimInText('Parliament', `Parliament was hacked too. ${told}`)).toBe(false);
  });

  it('are a description the text only writes after an indefinite article', () => {
    const title =
      '2 Million Had Data Exposed in a Breach Affecting a Major Payroll Services Provider. Are You One of Them?';
    expect(notVictimInText('Payroll Services Provider', title)).toBe(true);
    // the article of a noun after the name, a place in it
    expect(notVictimInText('Manage My Health', 'Life as a Manage My Health data breach victim.')).toBe(false);
    expect(
      notVictimInText('Dorset Council', 'People who received a Dorset Council newsletter were exposed.'),
    ).toBe(false);
  });
});

describe('kinds of name that are never the victim', () => {
  const pick = (title: string, description: string): string | null =>
    extractMention({ id: 'k', title, description, published_date: '2025-06-01 00:00:00' }).company_name;

  it('are no pick: people by a plural noun or a title, a region, a road, a prize', () => {
    expect(notVictimByKind('MPs')).toBe(true);
    expect(notVictimByKind('Twins')).toBe(true);
    expect(notVictimByKind('Bishop')).toBe(true);
    expect(notVictimByKind('West Bengal')).toBe(true);
    expect(notVictimByKind('Kampala Road')).toBe(true);
    expect(notVictimByKind('Nobel Peace Prize')).toBe(true);
    expect(notVictimByKind('Taliban')).toBe(true);
    expect(notVictimByKind('Pa')).toBe(true);
    expect(notVictimByKind('ReutersSwedish')).toBe(true);
    expect(notVictimByKind('Bishop Grosseteste University')).toBe(false);
    expect(notVictimByKind('Road Haulage Association')).toBe(false);
    expect(notVictimByKind('Reuters')).toBe(false);
    expect(notVictimByKind('PayPal')).toBe(false);
  });

  it('leaves a report whose only pick is such a name without a company', () => {
    expect(
      pick(
        'Bishop writes to parishioners after data breach',
        'The Bishop of Northam has written to parishioners after a data breach exposed their addresses.',
      ),
    ).toBeNull();
    expect(
      pick(
        'Kerala CEO orders probe against officials over voter data breach',
        'Kerala CEO has ordered a probe against officials for sharing login credentials of the voter database.',
      ),
    ).toBeNull();
  });
});
