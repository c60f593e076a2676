import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCyberNews } from './evaluate';
import { cleanText } from './text';
import { REPORT_VETO_BELOW, detectBreach, reportVetoed, scoreBreachText } from './detect';
import type { ReportModel } from './report-model';
import type { BreachInputArticle } from './types';

const article = (title: string, description = '', content = ''): BreachInputArticle => ({
  id: 'a',
  title,
  description,
  content,
  published_date: '2026-02-10 12:00:00',
});

describe('detectBreach', () => {
  it.each([
    ['Coupang confirms data breach affecting 33.7 million customer accounts'],
    ['Customer details stolen in Renault UK cyber attack'],
    ['Ransomware gang leaks data on 10,000 employees of a newspaper'],
    ['Asahi says 1.5 million customers exposed after ransomware attack'],
    ['DATA BREACH ALERT: Law firm investigates claims on behalf of Monroe University customers'],
    ['Breach at US-based cybersecurity provider F5 blamed on China'],
  ])('accepts a breach report: %s', (title) => {
    expect(detectBreach(article(title))).toBe(true);
  });

  it('accepts a breach stated only in the body', () => {
    const a = article(
      'Nursery chain confirms incident',
      'Hackers stole the names, photos and home addresses of 8,000 children from the nursery chain, which has notified parents.',
    );
    expect(detectBreach(a)).toBe(true);
  });

  it('accepts "suffered a data breach" in prose without a title', () => {
    const a: BreachInputArticle = {
      id: 'h',
      title: '',
      content:
        'In March 2020, the stock photo site 123RF suffered a data breach which impacted over 8 million subscribers.',
      published_date: '2020-11-15 00:59:50',
    };
    expect(detectBreach(a)).toBe(true);
  });

  it.each([
    ['Prince Harry arrives at High Court for start of phone hacking trial against Daily Mail publisher'],
    ['Hacking Your Deep Sleep Score: Turning Wearable Data Into Cognitive Gains'],
    ['Freed prisoners breach parole conditions in rising numbers, new data reveals'],
    ['Critical vulnerability in XWiki lets attackers run code; patch now'],
    ['Trellix launches AI threat hunting platform to stop ransomware'],
    ['Massive 31.4 Tbps DDoS attack breaks records'],
    ['What is a data breach? Why financial services became the most targeted industry'],
    ["Rioters Breach Nancy Pelosi's Offices, Put Feet On Desks"],
    ['Protests after leaked draft opinion on abortion rights'],
  ])('rejects: %s', (title) => {
    expect(detectBreach(article(title))).toBe(false);
  });

  it('rejects a disruption where the victim says no data was taken', () => {
    const a = article(
      'Jaguar Land Rover production severely disrupted by cyber attack',
      'The company stressed there is currently no evidence that any customer data has been stolen in the attack.',
    );
    expect(detectBreach(a)).toBe(false);
  });

  it('returns false without scoring when no breach word appears', () => {
    expect(
      detectBreach(
        article(
          'Over 4 Million Americans Roll Up Sleeves For Boosters',
          'Health experts said it is too early to predict demand.',
        ),
      ),
    ).toBe(false);
  });

  it('reads HTML content', () => {
    const a = article(
      'Company update',
      '',
      '<p>Hackers <b>stole</b> the personal data of 40,000 patients from the clinic&#39;s servers.</p>',
    );
    expect(detectBreach(a)).toBe(true);
  });
});

describe('scoreBreachText', () => {
  it('names the cues it found, by zone', () => {
    const { cues, isBreach } = scoreBreachText(
      'Substack confirms data breach',
      'User emails and phone numbers were stolen.',
    );
    expect(isBreach).toBe(true);
    expect(cues).toContain('title:data-breach');
    expect(cues).toContain('body:loss-of-data');
  });

  it('does not count a loss statement that is negated', () => {
    expect(scoreBreachText('', 'HSE says no patient data was stolen.').cues).not.toContain(
      'body:loss-of-data',
    );
  });

  it('needs more than an attack to call it a breach', () => {
    const { score, isBreach } = scoreBreachText(
      'City hit by ransomware attack',
      'Customers were notified by the city.',
    );
    expect(score).toBeGreaterThan(0);
    expect(isBreach).toBe(false);
  });

  it('decides the same when it stops after the positive cues (decisionOnly)', () => {
    // Short of a breach before the negative cues: stops there.
    const short = ['City hit by ransomware attack', 'Schools closed while systems were restored.'] as const;
    expect(scoreBreachText(...short, true)).toEqual({
      score: 1.5,
      cues: ['title:incident'],
      isBreach: false,
    });
    expect(scoreBreachText(...short).cues).toContain('body:disruption');
    // Past the threshold: the negative cues still count, and here turn it down.
    const denied = ['Claims of Acme data breach are false', ''] as const;
    expect(scoreBreachText(...denied, true)).toEqual(scoreBreachText(...denied));
    expect(scoreBreachText(...denied).isBreach).toBe(false);
    // The same decision on every news item of the sample.
    const rows = readCyberNews(
      join(__dirname, '../../../../test/fixtures/breaches/cybersecurity_news_sample.csv'),
    );
    let breaches = 0;
    for (const row of rows) {
      const [title, body] = [cleanText(row.title), cleanText(row.description)];
      const { isBreach } = scoreBreachText(title, body);
      expect(scoreBreachText(title, body, true).isBreach).toBe(isBreach);
      if (isBreach) breaches++;
    }
    expect(breaches).toBeGreaterThan(20);
    expect(rows.length - breaches).toBeGreaterThan(20);
  });
});

describe('twelfth round: detection', () => {
  it.each([
    ['Police union to ballot for strike action over data breach', ''],
    ['Retailer pledges $500 million after data breach', 'Chief executive exits, compensation announced.'],
    ['Translator fears family ‘at risk’ over visa data breach', ''],
  ])(
    'reads a breach that is only the occasion of the headline as a follow-up needing a fact: %s',
    (title, body) => {
      const score = scoreBreachText(title, body);
      expect(score.isBreach).toBe(false);
      expect(score.cues).toContain('follow-up-without-facts');
    },
  );
  it('keeps such a headline when its body says what the breach affected', () => {
    expect(
      detectBreach(
        article(
          'Town library closes for three days following data breach',
          'A data breach that affected the library system’s communications department is requiring it to shut down.',
        ),
      ),
    ).toBe(true);
  });
  it('reads how many a breach hit as a fact of a follow-up', () => {
    expect(
      detectBreach(article('Lawsuits blame dental insurer for data breach that hit at least 120,000')),
    ).toBe(true);
  });
  it('reads stolen OAuth tokens as credentials, not a crypto theft', () => {
    const score = scoreBreachText(
      'CRM records missing? It might be due to Chatwise breach, researchers say',
      'Attackers steal OAuth tokens to access a third-party sales platform, then the CRM data of its clients.',
    );
    expect(score.cues).not.toContain('body:crypto-theft');
    expect(score.isBreach).toBe(true);
  });
  it('reads what compromised data "may include" as the data taken', () => {
    expect(
      detectBreach(
        article(
          'County affected by cyber attack on alert system, here’s what to do about it',
          'The compromised data may include user names, addresses, email addresses, phone numbers and associated passwords.',
        ),
      ),
    ).toBe(true);
  });
  it('reads a headline "Data copied in … cyber attack" as a loss', () => {
    expect(detectBreach(article('Data copied in borough council cyber attack'))).toBe(true);
  });
  it.each([
    [
      'Nightjar Ransomware Group Emerges with New Tactics from the Remnants of an Older Cartel',
      'The Nightjar ransomware group, first observed in March 2025, appears to have emerged from an older gang, as references on its data leak site show.',
    ],
    [
      'Mail provider’s Data Breach Observatory reports as soon as your personal data hits the dark web',
      'Readers may already use a data breach alert site, but the new service aims to alert you earlier.',
    ],
    [
      'Pupils an increasing source of cyber threat in schools',
      'Insider threats from pupils now appear to be the chief cause of notifiable cyber or data breach incidents in schools.',
    ],
    [
      'Misleading records by lenders constitute a breach of customers’ data privacy rights',
      'A customer took her bank to court over its records.',
    ],
  ])('rejects a gang write-up, a product, a count of incidents and the legal sense: %s', (title, body) => {
    expect(detectBreach(article(title, body))).toBe(false);
  });
  it('does not read a headline credited "— Report" as a survey', () => {
    expect(
      scoreBreachText('Exchange Discloses Arrest Of Former Support Agent Over Data Breach — Report', '').cues,
    ).not.toContain('title:statistics');
  });
  it('reads colloquial theft verbs ("slurped") as a loss', () => {
    expect(detectBreach(article('Brewer breach deepens as it fears personal data slurped'))).toBe(true);
  });
});

describe('twelfth round: detection, follow-ups and attacks that reached people', () => {
  it.each([
    ['Police say tracking retailer data breach suspect using IP address', ''],
    ['Watch live: reporter gives evidence to MPs on ministry data breach', ''],
    ['Data breach drives fears as advocates urge end to use of camera system', ''],
  ])(
    'reads a suspect hunt, evidence to MPs and calls to act as follow-ups needing a fact: %s',
    (title, body) => {
      const score = scoreBreachText(title, body);
      expect(score.isBreach).toBe(false);
      expect(score.cues).toContain('follow-up-without-facts');
    },
  );
  it('reads an attack that hit a counted group of people as a report', () => {
    expect(
      detectBreach(
        article(
          'Distributor reveals ransomware attack hit 42,000 people',
          'A gang claimed the July attack, which forced the company to shut parts of its network.',
        ),
      ),
    ).toBe(true);
  });
  it('reads a vendor hack that may have exposed data as a report', () => {
    expect(
      detectBreach(
        article(
          'Sensitive customer data of the largest lenders may have been put at risk in vendor hacking',
          'Banks are assessing the damage after a cyberattack on a mortgage vendor potentially exposed sensitive personal data.',
        ),
      ),
    ).toBe(true);
  });
  it('counts a hacking campaign as an incident that supports stolen data', () => {
    const score = scoreBreachText(
      'Researchers say dozens affected by software-linked hacking campaign',
      'The company said in a statement that "mass amounts of customer data" were stolen in an operation.',
    );
    expect(score.cues).toContain('title:incident');
    expect(score.isBreach).toBe(true);
  });
});

describe('twelfth round: detection, trends and risks', () => {
  it('reads "is becoming commonplace" in a headline as a trend', () => {
    expect(
      scoreBreachText('Why Insider Abuse is Becoming Commonplace in Ransomware Operations', '').cues,
    ).toContain('title:statistics');
  });
  it('reads a risk of a fresh breach as a threat, not a report', () => {
    expect(
      detectBreach(
        article(
          'Informants still at risk from fresh data breach as it’s revealed ministry hasn’t fixed flaws',
        ),
      ),
    ).toBe(false);
  });
});

describe('twelfth round: detection, counts in words', () => {
  it('reads "thousands of" people put at risk as a fact of a follow-up', () => {
    expect(
      detectBreach(
        article(
          'Regulator defends decision not to investigate ministry data breach',
          'The watchdog declined to investigate a leak at the ministry that put thousands of informants at risk.',
        ),
      ),
    ).toBe(true);
  });
  it('does not read "millions of dollars" as a count of people', () => {
    const score = scoreBreachText(
      'Regulator defends decision not to investigate ministry data breach',
      'The watchdog said the review had cost millions of dollars.',
    );
    expect(score.isBreach).toBe(false);
    expect(score.cues).toContain('follow-up-without-facts');
  });
});

describe('twelfth round: detection, breaches told only by what was suspended', () => {
  it('reads a breach told only as systems suspended as no data breach', () => {
    expect(
      detectBreach(
        article(
          'City fish market hit by cybersecurity breach',
          'The market operator has suspended its systems following a cybersecurity breach detected on Monday, to prevent further impact.',
        ),
      ),
    ).toBe(false);
  });
  it('keeps such a breach when data was taken', () => {
    expect(
      detectBreach(
        article(
          'City fish market hit by cybersecurity breach',
          'The operator suspended its systems after hackers stole the personal data of 3,000 traders.',
        ),
      ),
    ).toBe(true);
  });
});

describe('thirteenth round: detection, group words a follow-up ties to its breach', () => {
  it.each([
    [
      'Chain faces backlash amid data breach',
      'The platform says it will delete the scans, but users remain unconvinced.',
    ],
    ['Telecom to waive cancellation fees for customers following data breach', ''],
    ['In Re: Example Corp. Customer Data Security Breach Litigation', ''],
    ["Ministry warned 'innocent people could die' after delay to data breach legal case", ''],
  ])('does not count a bare group word as a follow-up fact: %s', (title, body) => {
    const score = scoreBreachText(title, body);
    expect(score.isBreach).toBe(false);
    expect(score.cues).toContain('follow-up-without-facts');
  });
  it.each([
    [
      'Union welcomes money for police data breach',
      'The fund will compensate police officers over the breach.',
    ],
    ['Retailer data breach settlement: how consumers can claim their money', ''],
    ['Officers to get £5,000 each in compensation over data breach', ''],
    ['Court to hear case over data breach', 'The fallout affects students across the campus.'],
    [
      'University calls in investigators over data breach',
      'The news came in an email sent to alumni on Monday.',
    ],
    ['Man sentenced over data breach that included students’ details', ''],
    ['Insurer faces record fine over data breach', 'It is accused of letting affected policyholders down.'],
  ])('counts a group word tied to the breach as a follow-up fact: %s', (title, body) => {
    expect(scoreBreachText(title, body).isBreach).toBe(true);
  });
  it('counts data in the hands of others and an insider as follow-up facts', () => {
    expect(
      scoreBreachText(
        "Officer felt 'fear and disbelief' after data breach",
        'He said his data was "in the hands of people who wanted it".',
      ).isBreach,
    ).toBe(true);
    expect(
      scoreBreachText('Exchange discloses arrest of former support agent over data breach', '').isBreach,
    ).toBe(true);
  });
  it('keeps group words out of an investor alert', () => {
    const score = scoreBreachText(
      'Investors in Example Corp alerted to securities probe after data breach',
      'The company provides services to affected customers around the world.',
    );
    expect(score.isBreach).toBe(false);
  });
});

describe('thirteenth round: detection, settlements, letters, login data and counted victims', () => {
  it('does not read "here’s how to see if you’re eligible" as advice to the reader', () => {
    const score = scoreBreachText(
      'Customers have two weeks left to claim up to $500 in data breach settlement – here’s how to see if you’re eligible',
      '',
    );
    expect(score.cues).not.toContain('title:advice-to-reader');
    expect(score.isBreach).toBe(true);
  });
  it('still reads "how to protect yourself" as advice to the reader', () => {
    expect(
      scoreBreachText('Caught in a data breach? Here is how to protect yourself and your bank account', '')
        .cues,
    ).toContain('title:advice-to-reader');
  });
  it('counts a letter to survivors as a follow-up tied to the people the breach reached', () => {
    expect(
      scoreBreachText(
        'Diocese writes open letter to abuse survivors after data breach',
        'The bishop has written to survivors following a data breach.',
      ).isBreach,
    ).toBe(true);
  });
  it('counts login data as what a follow-up says was breached', () => {
    expect(scoreBreachText('Police probe breach of council login data; two booked', '').isBreach).toBe(true);
  });
  it('reads counted victims of an attack as people it reached', () => {
    const score = scoreBreachText(
      'Health service prepares to pay settlements to 90,000 victims of 2021 cyber attack',
      '',
    );
    expect(score.cues).toContain('title:counted-victims');
    expect(score.isBreach).toBe(true);
    expect(scoreBreachText('Support group helps victims of online scams', '').isBreach).toBe(false);
  });
});

describe('thirteenth round: detection, reactions and livelihoods as follow-ups', () => {
  it.each([
    ['Frustration mounts as names drip out of those affected by clinic data breach'],
    ['Retailer data breach threatens livelihoods of small online sellers'],
  ])('reads public frustration and livelihoods hit as follow-ups needing a fact: %s', (title) => {
    const score = scoreBreachText(title, '');
    expect(score.isBreach).toBe(false);
    expect(score.cues).toContain('follow-up-without-facts');
  });
  it('keeps such a follow-up when it states a fact', () => {
    expect(
      scoreBreachText('Anger grows after council data breach exposed 5,000 residents’ addresses', '')
        .isBreach,
    ).toBe(true);
  });
});

describe('thirteenth round: detection, the name "data leak" is no follow-up fact', () => {
  it('does not count "the data leak" as what a follow-up says was lost', () => {
    const score = scoreBreachText(
      'Ministry data breach could happen again, say MPs',
      'Ministers signed off the airlift to rescue those imperilled by the British data leak.',
    );
    expect(score.isBreach).toBe(false);
    expect(score.cues).toContain('follow-up-without-facts');
  });
  it('counts a stated loss in the same follow-up', () => {
    expect(
      scoreBreachText(
        'Ministry data breach could happen again, say MPs',
        'The spreadsheet leaked the names of applicants and their families.',
      ).isBreach,
    ).toBe(true);
  });
});

describe('thirteenth round: detection, data stores hacked', () => {
  it.each([
    ['Brothers charged with hacking state agency databases'],
    ['Man admits hacking into the county court’s filing system'],
  ])('reads hacking into databases or record systems as a breach: %s', (title) => {
    const score = scoreBreachText(title, '');
    expect(score.cues).toContain('title:breached');
    expect(score.isBreach).toBe(true);
  });
  it('does not read a class of victims hacking their own systems as one breach', () => {
    expect(
      scoreBreachText('Pupils are hacking their own schools’ IT systems for fun, watchdog warns', '').cues,
    ).not.toContain('title:breached');
  });
});

describe('thirteenth round: detection, claimed breaches and the year of a review', () => {
  it('reads a site taken down after claims of a breach as news of the breach, not a follow-up', () => {
    const score = scoreBreachText('Community site taken down after claims of data breach', '');
    expect(score.cues).not.toContain('follow-up-without-facts');
    expect(score.isBreach).toBe(true);
  });
  it('does not count the year of a review as when the breach happened', () => {
    const score = scoreBreachText(
      'Ministers urged to act after data breach inquiry',
      'They were told to implement a 2023 review of departmental practices.',
    );
    expect(score.isBreach).toBe(false);
    expect(score.cues).toContain('follow-up-without-facts');
  });
});

describe('thirteenth round: detection, personal data released', () => {
  it('reads personal data released in a hack as a loss', () => {
    const score = scoreBreachText(
      'Tax agency hacking could have released 12 million citizens’ personal data',
      '',
    );
    expect(score.cues).toContain('title:loss-of-data');
    expect(score.isBreach).toBe(true);
  });
  it('does not read a released report as a loss', () => {
    expect(
      scoreBreachText('Regulator released its annual report on data breaches and cyber attacks', '').cues,
    ).not.toContain('title:loss-of-data');
  });
});

describe('thirteenth round: detection, sentences about another incident', () => {
  it('does not let a similar earlier incident’s data leak decide the article', () => {
    const score = scoreBreachText(
      'Streaming platform resolves cyber attack on live service',
      'The service was restored within hours and no other functions were affected. A similar cyber incident in September involved a data leak, impacting user information and orders.',
    );
    expect(score.cues).not.toContain('body:loss-of-data');
    expect(score.isBreach).toBe(false);
  });
  it('keeps the article’s own loss when another incident is mentioned', () => {
    expect(
      scoreBreachText(
        'Retailer says hackers stole customer records',
        'Names and card details of 20,000 customers were stolen. In a separate incident last year, its website went down.',
      ).isBreach,
    ).toBe(true);
  });
});

describe('the word classifier veto', () => {
  // A model with no weights gives every article the probability sigmoid(bias).
  const flat = (p: number): ReportModel => ({
    trainedOn: '',
    l2: 0,
    iterations: 0,
    bias: Math.log(p / (1 - p)),
    weights: {},
  });
  const article = {
    title: 'Acme confirms data breach',
    description: 'Customer names and emails were stolen.',
  };

  it('vetoes below the threshold and keeps at or above it', () => {
    expect(reportVetoed(article, flat(REPORT_VETO_BELOW - 0.01))).toBe(true);
    expect(reportVetoed(article, flat(REPORT_VETO_BELOW + 0.001))).toBe(false);
  });

  it('never vetoes an article without a description (a catalogue record is outside what the model learned)', () => {
    expect(reportVetoed({ title: article.title, description: '' }, flat(0.001))).toBe(false);
    expect(reportVetoed({ title: article.title }, flat(0.001))).toBe(false);
  });

  it('keeps plain breach reports with the committed model', () => {
    expect(reportVetoed(article)).toBe(false);
    expect(detectBreach({ id: 'v1', published_date: '2026-01-01 00:00:00', ...article })).toBe(true);
  });
});

describe('catalogue prose that counts what was lost', () => {
  const record = (content: string): BreachInputArticle => ({
    id: 'c',
    title: content.split(/(?<=\.)\s/)[0]!,
    content,
    published_date: '2024-01-01 00:00:00',
  });

  it.each([
    'In late 2021, 2.1M customer records from an online florist were exposed. The data included addresses.',
    'In 2019, the chat app had 3 million usernames and phone numbers exposed after an enumeration flaw.',
    'In 2015, over 5,000 retailer accounts with usernames and gift card balances appeared on Pastebin.',
    'In 2020, a data set of over 40 million shoppers and members was made freely available for download.',
  ])('accepts a counted loss without other breach words: %s', (content) => {
    expect(scoreBreachText(record(content).title, content).cues).toContain('title:counted-data-exposed');
    expect(detectBreach(record(content))).toBe(true);
  });

  it('does not count a denied loss or a count without a loss verb', () => {
    const denied = 'The company said no accounts were exposed and 2 million users kept using the service.';
    expect(scoreBreachText('', denied).cues).not.toContain('body:counted-data-exposed');
    const growth = 'The streaming service reached 40 million users in 2024, up from 30 million subscribers.';
    expect(scoreBreachText('', growth).cues).not.toContain('body:counted-data-exposed');
  });
});

describe('catalogue prose: a breach that impacted a count, a leak or disclosure of credentials', () => {
  it('accepts "in the breach and impacted 1.2M accounts"', () => {
    const body =
      'In 2016, a regional web portal was the target of an attack. The portal was one of several sites in the breach and impacted over 1.2M accounts.';
    expect(scoreBreachText('', body).cues).toContain('body:attack-hit-people');
  });

  it('accepts a leak of email addresses and a disclosure of customer credentials', () => {
    expect(
      scoreBreachText(
        '',
        'The site was breached, resulting in the leak of 3,200 email addresses and usernames.',
      ).cues,
    ).toContain('body:data-incident');
    expect(
      scoreBreachText(
        '',
        'A hosting firm was hacked, with the disclosure of customer credentials and card numbers.',
      ).cues,
    ).toContain('body:data-incident');
  });

  it('does not take a disclosure of information in general as a loss', () => {
    const policy =
      'The rules require timely disclosure of material information to investors after a cyber attack.';
    expect(scoreBreachText('', policy).cues).not.toContain('body:data-incident');
  });
});

describe('catalogue prose: a flaw that exposed the records of a counted group', () => {
  it('accepts "exposed the personal records of 50k users" despite the vulnerability wording', () => {
    const title = 'In 2023, several security vulnerabilities were identified in a pet tracking app.';
    const content = `${title} The vulnerabilities exposed the personal records of 50k users of the app, including names and email addresses.`;
    expect(scoreBreachText(title, content).cues).toContain('body:counted-data-exposed');
    expect(detectBreach({ id: 't', title, content, published_date: '2024-01-01 00:00:00' })).toBe(true);
  });

  it('does not take "exposed the flaw to 50k users" as a loss', () => {
    const body = 'The update exposed the new feature to 50k users of the app.';
    expect(scoreBreachText('', body).cues).not.toContain('body:counted-data-exposed');
  });
});

describe('catalogue prose: a counted list or a volume of data that leaked', () => {
  it.each([
    'In 2018, a list of over 12 million individuals in European retail sourced from a marketing broker was leaked online.',
    'In mid-2019, a marketing list of over 40 million contacts was discovered online.',
    'In 2017, almost 15GB of data from the hobby website Modelnet was leaked from an unprotected server.',
  ])('accepts %s', (content) => {
    expect(scoreBreachText(content, content).cues).toContain('title:counted-data-exposed');
  });

  it('does not take a list that was published as a ranking', () => {
    const body = 'The magazine published a list of 500 companies that grew fastest in 2024.';
    expect(scoreBreachText('', body).cues).not.toContain('body:counted-data-exposed');
  });
});
