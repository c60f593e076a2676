// The company rules of the company round of issue 19, one general case each, on invented text shaped like the
// tuning parts' and the HIBP tuning records' errors (no labelled row's names).
import { describe, expect, it } from 'vitest';
import { extractCompany } from './company';
import { hitByBreachOf } from './company/cues';
import { nameFromSpan } from './company/name-span';
import { articleText } from './text';

const company = (title: string, description = '', content = ''): string | null =>
  extractCompany(
    articleText({ id: 'c', title, description, content, published_date: '2026-01-15 12:00:00' }),
  );
// A catalogue record: its first sentence is the title, the whole text the content.
const record = (text: string): string | null =>
  company(/^.{20,}?[.!?](?=\s+[A-Z]|$)/.exec(text)?.[0] ?? text, '', text);

describe('company: attackers and what they claim', () => {
  it('does not take an organisation that claims to have recovered data for an attacker', () => {
    expect(
      company(
        'Founder of online grocer apologises for hacking incident',
        "Brightcart's founder has apologised for a hacking incident that exposed users' data. Brightcart claims to have recovered all leaked information.",
      ),
    ).toBe('Brightcart');
  });

  it('does not take the name right after "hacker group" or "ransomware gang"', () => {
    expect(
      company(
        'Hackers leak pupils’ data in major school breach',
        'Hacker group Nightowl stole records of 5,000 pupils at Maplewood academy chain and demanded a ransom.',
      ),
    ).toBe('Maplewood');
  });
});

describe('company: what is not an organisation', () => {
  it('takes no demonym before a group noun, and reads plural verb forms as the subject’s', () => {
    expect(company('Scam warning as GWR tell Scots customers of data breach')).toBe('GWR');
    expect(company('Analysts warn of more ransomware attacks on banks')).toBeNull();
  });

  it('takes nothing from a list of places before a plural verb', () => {
    expect(company('US and UK warn of major e-visa data breach in Bolivia')).toBeNull();
  });

  it('takes no state alone where the text puts an agency in it', () => {
    expect(company('Thousands exposed after data breach concerns at NSW government agency', '')).toBeNull();
  });

  it('takes no adjective and common noun ("Vulnerable System") for a name', () => {
    expect(company('Federal Agency Slow to Fix Vulnerable System After Repeated Hacking')).toBeNull();
  });

  it('takes no quoted nickname "X of <place>"', () => {
    expect(
      company(
        'Founder of ‘Walmart of Brazil’ apologises for data breach',
        "Lojamax's founder apologised for the data breach that exposed customers' addresses.",
      ),
    ).toBe('Lojamax');
  });

  it('takes no person whose critics or death the text names', () => {
    expect(
      company(
        'App targeting Jane Doe critics leaks user data in huge privacy breach',
        'After Jane Doe’s assassination, the "Name the Haters" app faced a privacy breach that exposed user emails.',
      ),
    ).toBe('Name the Haters');
  });

  it('does not take a platform that warns about another company’s breach', () => {
    expect(
      company(
        'Google warns hackers exploited Zentrix apps to steal data',
        'Google has warned that criminals are extorting firms after breaching Zentrix software.',
      ),
    ).toBe('Zentrix');
  });

  it('does not take a firm that reported on a database for its victim', () => {
    expect(
      record(
        'In mid-2021, Acme Intel Security reported on a database sourced from Wetlands Trust being traded online. The data contained 1.3M email addresses.',
      ),
    ).toBe('Wetlands Trust');
  });
});

describe('company: names the patterns missed', () => {
  it('keeps the number of a numbered body and drops the place after "in"', () => {
    expect(
      record(
        'In January 2023, Riverside School District 17 in Manitoba suffered a data breach. The incident exposed the names of 9k students.',
      ),
    ).toBe('Riverside School District 17');
  });

  it('takes the body name a headline describes by place and noun ("London council")', () => {
    expect(
      company(
        'London council hit by cyber attack says personal data copied',
        'Camden Borough Council stressed the data was not deleted.',
      ),
    ).toBe('Camden Borough Council');
  });

  it('takes the organisation that operates what was breached', () => {
    expect(
      company(
        'Chatboard taken down after claims of data breach',
        'The claims are being investigated by Medialand, which operates the social media site.',
      ),
    ).toBe('Medialand');
  });

  it('takes who held or handled the data', () => {
    expect(
      company(
        'Hacker group accused of government cyber attack',
        'The incident involved sensitive data handled by the Treasury Office.',
      ),
    ).toBe('Treasury Office');
  });

  it('takes a quoted name and skips a quoted tagline before the verb', () => {
    expect(
      record(
        'In February 2015, the Ruritanian ISP "NetRuri" had its database published online. The dump held 10k emails.',
      ),
    ).toBe('NetRuri');
    expect(
      record(
        'In April 2014, the Australian "Outback Traders Magazine" website was hacked by an attacker. The breach exposed 26k accounts.',
      ),
    ).toBe('Outback Traders Magazine');
    expect(
      record(
        'In June 2020, Pony Meadow "The Secret Land of Ponies" suffered a data breach. The incident exposed 28k emails.',
      ),
    ).toBe('Pony Meadow');
    expect(
      record(
        'In October 2022, "The Leading Shopping Solution" Shopwise suffered a data breach. Whilst Shopwise acknowledged the breach, it did not notify users.',
      ),
    ).toBe('Shopwise');
  });

  it('takes the name, not an alias in brackets', () => {
    expect(
      record(
        'In March 2014, the booter service Zap Booter (also referred to as Zap Stresser) suffered a breach. The data included private discussions.',
      ),
    ).toBe('Zap Booter');
  });

  it('takes a lower-case name with a dot after its description', () => {
    expect(
      record(
        'In December 2017, the keyboard application ke.board was found to have left data publicly facing. The data set included emails.',
      ),
    ).toBe('ke.board');
    expect(
      record(
        'In August 2019, the jobs website talent.jobs (cache link) suffered a data breach. The incident exposed 226k emails.',
      ),
    ).toBe('talent.jobs');
  });

  it('takes the name before a descriptor after "at"', () => {
    expect(
      company(
        'Hackers leak children’s data in nursery breach',
        'Criminals stole data from 8,000 children at Tinytots nursery chain.',
      ),
    ).toBe('Tinytots');
  });

  it('reads a language after "in" as how, not as the start of the name', () => {
    expect(
      record(
        'In October 2017, the subtitles service for films in Portuguese Legendas.NET suffered a data breach. The data included names.',
      ),
    ).toBe('Legendas.NET');
  });

  it('takes whose website or forum it is, not the subject of a fan site', () => {
    expect(
      record(
        'In 2015, the independent forum for the Sunfire Anime series suffered a data breach. The data included emails.',
      ),
    ).toBe('Sunfire Anime');
    expect(
      record(
        'In 2014, the ThisGamo forum (a fan site for Gamo.com, a social networking site) appeared among compromised sites. The data included emails.',
      ),
    ).toBe('ThisGamo');
  });

  it('takes no lone plural of a common noun, but keeps a name that ends in one', () => {
    expect(company('Two Banks Warn 5,000 Customers After Hacker Hits Vendor')).toBeNull();
    expect(
      company(
        'Ashford City Schools Closed Monday After Cybersecurity Breach',
        'Ashford City Schools said the breach is under investigation.',
      ),
    ).toBe('Ashford City Schools');
  });

  it('takes no place data was posted to, nor an outlet that ran a story', () => {
    expect(
      record(
        'In October 2016, a large file containing millions of accounts was shared publicly on Chirper. The file contained 58M email addresses.',
      ),
    ).toBeNull();
    expect(
      record(
        'In October 2017, the website techtalk.net ran a story on a massive set of breached data after someone posted it for sale. The data spanned breaches including the JobFinder jobs website.',
      ),
    ).toBe('JobFinder');
  });
});

describe('company: a quoted slogan as the description before the name', () => {
  it('takes the name after a quoted description, not another breach the record cites', () => {
    expect(
      record(
        'In May 2020, the self-proclaimed "friendliest photo sharing network" Pixelnest suffered a data breach, allegedly in revenge for the Bravo data breach. The breach exposed 120k email addresses.',
      ),
    ).toBe('Pixelnest');
  });
});

describe('company: a name the text introduces with "known as"', () => {
  it('keeps a name shaped like a nationality and a place when the text calls it a name', () => {
    expect(
      record(
        'In 2018, the website for Polish speakers in Canada known as Polish Canada suffered a data breach. The incident exposed 90k records.',
      ),
    ).toBe('Polish Canada');
  });

  it('still takes no lone nationality for a name', () => {
    expect(
      record(
        'In 2018, a forum for expatriates known as Canadians suffered a data breach. The incident exposed 90k records.',
      ),
    ).not.toBe('Canadians');
  });
});

describe('company: a name that describes another name', () => {
  it('takes whose website it is, not the software or country word before "website for"', () => {
    expect(
      record(
        'In May 2021, the Joomla website for Harbourview Outfitters suffered a data breach. The incident exposed 12k email addresses.',
      ),
    ).toBe('Harbourview Outfitters');
    expect(
      record(
        'In March 2019, a data breach from the Ruritanian website for Stellar Kites was posted to a hacking forum. The data included 40k emails.',
      ),
    ).toBe('Stellar Kites');
  });

  it('takes the name after what it is, not a name that only describes it ("the Minecraft game X")', () => {
    expect(
      record(
        'In August 2021, data from the Minecraft game Blockhaven was posted to a hacking forum. The data included 50k usernames.',
      ),
    ).toBe('Blockhaven');
    expect(
      record(
        'In June 2022, the forum for the Photoshop tutorials and tips site Pixel Forge suffered a data breach. The hack exposed 90k accounts.',
      ),
    ).toBe('Pixel Forge');
  });

  it('keeps a victim whose parent company the text names after it', () => {
    expect(
      company(
        'Brightcart data breach: Brightcart parent company Harbor Retail Group says hackers stole customer data.',
      ),
    ).toBe('Brightcart');
  });

  it('keeps a name that starts with a title word when the text says what the organisation is', () => {
    expect(
      record(
        'In July 2020, the cooking recipes site Mr Saucepan suffered a data breach. The breach exposed 20k email addresses.',
      ),
    ).toBe('Mr Saucepan');
    expect(company('Mortgage lender Mr. Cooper confirms data breach hit customers')).toBe('Mr. Cooper');
    // A person after a comma is still a person.
    expect(
      company(
        'Customer records stolen in Acme Corp data breach',
        'Card numbers were stolen from the store, Dr Jane Smith said after the breach at Acme Corp.',
      ),
    ).toBe('Acme Corp');
  });
});

describe('company: what a site is for is inside its subject', () => {
  it('takes the site, not a name in the "for …ing" clause before the verb', () => {
    expect(
      record(
        'In May 2020, the Table Finder website for booking tables at restaurants in the Hilton hotel chain suffered a data breach. The data included 20k emails.',
      ),
    ).toBe('Table Finder');
    expect(
      record(
        'In March 2021, the Guild Hub forum for discussing the World of Warcraft game suffered a data breach. The breach exposed 40k accounts.',
      ),
    ).toBe('Guild Hub');
  });
  it('still takes the name after "for" when it is whose site it is', () => {
    expect(
      record(
        'In June 2018, the forum for Harbour Sailing Club suffered a data breach. The breach exposed 6k accounts.',
      ),
    ).toBe('Harbour Sailing Club');
  });
});

describe('company: an acronym bracketed inside a name', () => {
  it('keeps the whole name, not the words after the bracket', () => {
    expect(
      company(
        'University of Westshire (UW) Eye Institute Ransomware Attack Exposes Patient Records',
        'The University of Westshire (UW) Eye Institute confirmed that a ransomware attack exposed patient records.',
      ),
    ).toBe('UW Eye Institute');
  });
});

describe('company: a descriptor or a section label glued before a name, a name cut before a breach word', () => {
  it('starts the name after a descriptor or a section label', () => {
    // "ISP" describes like "provider": "Broadband ISP Fibrely" is Fibrely
    expect(company('Concern as UK Broadband ISP Fibrely Hit by Major Customer Data Breach')).toBe('Fibrely');
    // a feed's section label run into the next sentence
    expect(
      company(
        'Data breach at regional lender',
        'Summary Kestrel Bank confirmed a data breach affecting 20,000 customers.',
      ),
    ).toBe('Kestrel Bank');
    // a Title Case headline's predicate glued onto the name
    expect(nameFromSpan('Regional Courts Slow', 'first')).toBe('Regional Courts');
  });

  it('keeps a capitalised breach word a sentence-case sentence writes after the name', () => {
    expect(
      company(
        'Company behind massive breach is back online',
        'Meridian Public Data domain is back online after a mass data breach and lawsuits.',
      ),
    ).toBe('Meridian Public Data');
    // in a Title Case headline, or before the breach itself, it is the breach's word
    expect(
      company(
        'Acme Data Breach Exposes 20,000 Customers',
        'Acme said the Acme Data breach hit 20,000 people.',
      ),
    ).toBe('Acme');
  });
});

describe('company: a headline phrase the body writes in lower case', () => {
  it('is no name, with "and" for "&" and acronyms kept', () => {
    expect(
      company(
        'Regulator Launches Probe Into Major Film & TV Worker Data Breach',
        'Thousands of film and TV workers were affected: members of the Crewline union had personal details ' +
          'breached in a cyber attack on Stagehand, its parent union.',
      ),
    ).toBe('Stagehand');
    expect(
      company('Major Film & TV Union Hit by Data Breach', 'Film & TV Union said members were affected.'),
    ).toBe('Film & TV Union');
  });
});

describe('company: a name defined by its initials, a supplier whose breach hit the subject', () => {
  it('keeps the small words of a name the text defines by its initials, where the headline writes it', () => {
    expect(
      company(
        'Law Firm Investigates Claims in Friends in Dentistry Data Breach',
        'Friends in Dentistry ("FID"), a dental practice, recently announced a cybersecurity incident.',
      ),
    ).toBe('Friends in Dentistry');
  });

  it('takes the subject, not the supplier, where the supplier’s breach hit it', () => {
    expect(company("Auto giant Brakeco says it's the latest firm to be hit by Oracle EBS data breach")).toBe(
      'Brakeco',
    );
    // with no name before "hit by" the breach's owner is the victim
    expect(company('Thousands hit by Qantas data breach')).toBe('Qantas');
  });
});

describe('hitByBreachOf', () => {
  it('finds a breach of the source hitting the victim in one sentence, with or without an article', () => {
    const text = "Auto giant LKQ says it's the latest firm to be hit by Oracle EBS data breach. More follow.";
    expect(hitByBreachOf(text, 'LKQ', 'Oracle EBS')).toBe(true);
    expect(hitByBreachOf('Envoy Air was impacted by the Oracle hack, it said.', 'Envoy Air', 'Oracle')).toBe(
      true,
    );
    expect(hitByBreachOf('Envoy Air was Affected By an Oracle data leak.', 'Envoy Air', 'Oracle')).toBe(true);
    // A source whose name starts with an article's word.
    expect(hitByBreachOf('Acme was hit by The Guardian breach.', 'Acme', 'The Guardian')).toBe(true);
  });

  it('is false where no "hit by" stands right before the source, or the sentence ends between them', () => {
    expect(hitByBreachOf('LKQ was hit by a breach; Oracle said nothing.', 'LKQ', 'Oracle')).toBe(false);
    expect(hitByBreachOf('LKQ named Oracle in its data breach filing.', 'LKQ', 'Oracle')).toBe(false);
    expect(hitByBreachOf('LKQ was fine. Others were hit by the Oracle breach.', 'LKQ', 'Oracle')).toBe(false);
  });
});
