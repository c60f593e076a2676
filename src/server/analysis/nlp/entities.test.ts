import { describe, expect, it } from 'vitest';
import { extractEntities, isTitleCase, type EntitiesByLabel } from './entities';
import { analyseText } from './text-analysis';

function entitiesOf(body: string, title?: string): EntitiesByLabel {
  return extractEntities(title ? analyseText(title) : null, analyseText(body));
}

function names(entities: EntitiesByLabel): Record<string, string[]> {
  return {
    PER: entities.ner_PER.map((e) => e.entity_name),
    ORG: entities.ner_ORG.map((e) => e.entity_name),
    LOC: entities.ner_LOC.map((e) => e.entity_name),
    MISC: entities.ner_MISC.map((e) => e.entity_name),
  };
}

describe('extractEntities', () => {
  it('finds a person, an organisation and a place', () => {
    expect(names(entitiesOf('Angela Merkel met Microsoft executives in Berlin.'))).toEqual({
      PER: ['Angela Merkel'],
      ORG: ['Microsoft'],
      LOC: ['Berlin'],
      MISC: [],
    });
  });

  it('treats the first word after a paragraph break as a sentence start, not a name', () => {
    const entities = entitiesOf(
      'The talks went well.\n\nSpeaking in Berlin, Angela Merkel agreed.\n\nEarlier, markets rose.',
    );
    expect(names(entities).MISC).toEqual([]);
    expect(names(entities).LOC).toEqual(['Berlin']);
  });

  it('merges repeated mentions and short forms into one counted entity', () => {
    const entities = entitiesOf(
      'Angela Merkel arrived in Paris on Monday. Merkel said the talks with Emmanuel Macron went well. ' +
        'Later, Merkel and Macron visited Paris again.',
    );
    expect(entities.ner_PER).toEqual([
      { entity_name: 'Angela Merkel', count: 3 },
      { entity_name: 'Emmanuel Macron', count: 2 },
    ]);
    expect(entities.ner_LOC).toEqual([{ entity_name: 'Paris', count: 2 }]);
  });

  it('splits titles off names and files what precedes them on its own', () => {
    const entities = names(
      entitiesOf(
        'German Chancellor Olaf Scholz met Secretary of State Antony Blinken and Microsoft CEO Satya Nadella.',
      ),
    );
    expect(entities.PER).toEqual(['Olaf Scholz', 'Antony Blinken', 'Satya Nadella']);
    expect(entities.ORG).toEqual(['Microsoft']);
    expect(entities.MISC).toEqual(['German']);
  });

  it('uses organisation and place keywords for names it does not know', () => {
    const entities = names(
      entitiesOf(
        'Officials from Zenthor Holdings and the University of Leeds toured the Marwick River valley.',
      ),
    );
    expect(entities.ORG).toEqual(['Zenthor Holdings', 'University of Leeds']);
    expect(entities.LOC).toEqual(['Marwick River']);
  });

  it('makes an unknown full name a person when its surname is later used alone as one', () => {
    const entities = names(
      entitiesOf('Kyrsten Sinema voted against the bill. Sinema said she would not change her mind.'),
    );
    expect(entities.PER).toEqual(['Kyrsten Sinema']);
  });

  it('keeps connectors and hyphens inside names and possessives outside', () => {
    const entities = names(
      entitiesOf("Bank of America and Coca-Cola raised prices. Apple's new phone sold well."),
    );
    expect(entities.ORG).toEqual(['Bank of America', 'Coca-Cola', 'Apple']);
  });

  it('keeps gazetteer names whose first word alone is not a name', () => {
    const entities = names(entitiesOf('Shoppers in New Jersey lined up early for Black Friday deals.'));
    expect(entities.LOC).toEqual(['New Jersey']);
    expect(entities.MISC).toEqual(['Black Friday']);
  });

  it('drops unknown sentence-initial words unless the name recurs mid-sentence', () => {
    expect(names(entitiesOf('Prosecutors charged the man on Sunday.'))).toEqual({
      PER: [],
      ORG: [],
      LOC: [],
      MISC: [],
    });
    // "Zorblax shares": what an organisation has (an unknown word with no such cue is left out).
    expect(names(entitiesOf('Zorblax rose 5%. Investors bought Zorblax shares.')).ORG).toEqual(['Zorblax']);
  });

  it('does not take dates, weekdays or sentence-initial ordinary words for names', () => {
    const entities = entitiesOf('However, on Tuesday in March the weather was cold. Yesterday it rained.');
    expect(names(entities)).toEqual({ PER: [], ORG: [], LOC: [], MISC: [] });
  });

  it('counts names from a Title Case headline only when the gazetteer or the body knows them', () => {
    const entities = entitiesOf(
      'Former president Donald Trump spoke in Atlanta on Friday.',
      'Trump Says He Will Fight On In Georgia',
    );
    expect(entities.ner_PER).toEqual([{ entity_name: 'Donald Trump', count: 2 }]);
    expect(names(entities).LOC).toEqual(['Georgia', 'Atlanta']);
    expect(names(entities).MISC).toEqual([]);
  });
});

describe('extractEntities on Title Case headlines', () => {
  it('takes a first name followed by a proper noun as a person', () => {
    const entities = entitiesOf(
      'The veteran congresswoman will not seek reelection.',
      'Eddie Bernice Johnson Announces Retirement',
    );
    expect(entities.ner_PER).toEqual([{ entity_name: 'Eddie Bernice Johnson', count: 1 }]);
  });
});

describe('extractEntities with common words and name shapes', () => {
  it('reads dotted abbreviations as names, not code', () => {
    expect(names(entitiesOf('Thousands have died in the U.S. since the U.N. warned.')).LOC).toEqual(['U.S.']);
  });

  it('takes two name-shaped words that are no common words for a person', () => {
    const found = names(entitiesOf('The minister put pressure on Zorvat Kellinqua before the summit.'));
    expect(found.PER).toEqual(['Zorvat Kellinqua']);
    expect(found.ORG).toEqual([]);
  });

  it('takes no name for capitalised common words', () => {
    expect(
      names(entitiesOf('The plan is called the Rescue Plan and the Electronic Evidence rules apply.')).ORG,
    ).toEqual([]);
    // A common word capitalised because it starts the sentence is no part of the name after it.
    expect(names(entitiesOf('Embattled Virginia officials met on Monday.')).LOC).toEqual(['Virginia']);
  });

  it('types a quoted title of a work as MISC', () => {
    const found = names(
      entitiesOf('The band released "Bat Out of Hell" and later toured with “Blue Harvest Moon”.'),
    );
    expect(found.MISC).toEqual(['Bat Out of Hell', 'Blue Harvest Moon']);
    expect(names(entitiesOf('He called the plan "perfect" and "Perfect" again.')).MISC).toEqual([]);
  });

  it('reads a role noun capitalised at a sentence start, or before a surname that is a keyword, as a person cue (thirty-seventh pass)', () => {
    // Capitalised as the sentence's first word, the role noun is the cue it is mid-sentence.
    expect(names(entitiesOf('Comedian Arsenio Hall pulled the prank while guest-hosting.')).PER).toEqual([
      'Arsenio Hall',
    ]);
    expect(
      names(entitiesOf('Judge Dolly Gee ordered the government to allow health professionals in.')),
    ).toMatchObject({ PER: ['Dolly Gee'], ORG: [] });
    // A given name and a surname that is an organisation's or a place's keyword, after a role noun.
    expect(
      names(entitiesOf('Welsh singer Charlotte Church has spoken about the "dark stuff" in the media.')),
    ).toMatchObject({ PER: ['Charlotte Church'], ORG: [] });
    expect(names(entitiesOf('The new film by director Michael Bay opened on Friday.'))).toMatchObject({
      PER: ['Michael Bay'],
      LOC: [],
    });
    // Not a role noun before one word or a longer title ("Star Wars", "Director of National Intelligence").
    expect(names(entitiesOf("Star Wars: Galaxy's Edge will open at Disneyland.")).PER).toEqual([]);
    expect(names(entitiesOf('Officers from Grace Church helped.')).ORG).toEqual(['Grace Church']);
  });

  it('reads a known surname alone after a preposition in a Title Case headline, before a small word or the end, as the person (thirty-seventh pass)', () => {
    expect(
      names(
        entitiesOf(
          "The president's lawyer said it was time for the special counsel to issue his report.",
          "Trump Won't Answer Any More Questions From Mueller In Russia Investigation: Giuliani",
        ),
      ).PER,
    ).toContain('Mueller');
    expect(
      names(entitiesOf('Warning ignored.', 'Michael Avenatti Posts Photos Of Cohen With Qatari Investor'))
        .PER,
    ).toEqual(['Michael Avenatti', 'Cohen']);
    // Not after a preposition of place, where a one-word name is as often a town.
    expect(
      names(
        entitiesOf(
          'The city remains under a boil water notice.',
          "Mississippi Governor Says Water Pressure Is Now 'Solid' In Jackson",
        ),
      ).PER,
    ).toEqual([]);
  });

  it('reads three name words with an East Slavic patronymic in the middle as a person (thirty-seventh pass)', () => {
    expect(
      names(
        entitiesOf(
          'Prosecutors claim that Ianis Aleksandrovich Antropenko deployed Zeppelin ransomware to attack individuals.',
        ),
      ),
    ).toMatchObject({ PER: ['Ianis Aleksandrovich Antropenko'], ORG: ['Zeppelin'] });
    // Three words with no particle or patronymic in the middle stay no person.
    expect(names(entitiesOf('Staff at Jaguar Land Rover were told.')).PER).toEqual([]);
  });

  it('reads a Korean name with its given name hyphenated in lower case as one person (thirty-seventh pass)', () => {
    expect(
      names(entitiesOf('Prime Minister Kim Min-seok vowed Wednesday to take strict action against Coupang.'))
        .PER,
    ).toEqual(['Kim Min-seok']);
    expect(
      names(
        entitiesOf('Seo Ji-yeon, 42, a working mother, said she thought she had made peace with spam calls.'),
      ).PER,
    ).toEqual(['Seo Ji-yeon']);
    // A surname that is an English word and a place keyword too ("Park"), after "said".
    expect(
      names(entitiesOf('Coupang said Park Dae-jun would step down to accept “grave responsibility”.')),
    ).toMatchObject({ PER: ['Park Dae-jun'], ORG: ['Coupang'] });
    // A compound's word after a name is no syllable of one ("the Obama-era rules", "Republican-led states").
    expect(names(entitiesOf('Four Republican-led states are dropping the Obama-era rules.')).PER).toEqual([
      'Obama',
    ]);
  });

  it("reads a Title Case headline's opening name as its subject person from more of the description's nouns and given names (thirty-seventh pass)", () => {
    // A given name that is a common word too, before a surname and the verb.
    expect(
      names(
        entitiesOf(
          'The actor described his on-stage assault of Chris Rock as "shocking, painful and inexcusable."',
          'Will Smith Resigns From Film Academy Over Oscars Slap',
        ),
      ).PER,
    ).toContain('Will Smith');
    // A surname shaped as a verb after a given name, before the verb.
    expect(
      names(
        entitiesOf(
          'The comedian suggested Jessica Walter was also abusive on set.',
          'David Cross Proves Yet Again That He’s Terrible At Apologizing',
        ),
      ).PER,
    ).toContain('David Cross');
    // A public figure's trade, and a noun read on to the phrase's head ("The veteran gymnast").
    expect(
      names(
        entitiesOf(
          'The veteran gymnast thought her Olympic dreams were over before she got a second chance.',
          'MyKayla Skinner Goes From Sub To Silver Medal Winner In Olympic Vault',
        ),
      ).PER,
    ).toContain('MyKayla Skinner');
    // Not an adverb opening the headline, nor an auxiliary after a given name.
    expect(
      names(
        entitiesOf(
          'The legendary Marvel writer died Monday at the age of 95.',
          'Posthumously Released Stan Lee Video Shows Intense Love He Had For Fans',
        ),
      ).PER,
    ).not.toContain('Posthumously');
    expect(
      names(
        entitiesOf(
          'In a two-hour special, the singer will speak with Winfrey about her life.',
          'Adele Is Getting The Royal Treatment With Oprah Interview Ahead Of New Album',
        ),
      ).PER,
    ).not.toContain('Adele Is');
  });

  it("reads the description's person noun past a quoted title's small words and a hyphenated participle (thirty-seventh pass)", () => {
    expect(
      names(
        entitiesOf(
          'The "Game of Thrones" actor previously told HuffPost that she had developed PTSD.',
          'Esmé Bianco Names Marilyn Manson As Her Abuser',
        ),
      ).PER,
    ).toContain('Esmé Bianco');
    expect(
      names(
        entitiesOf(
          'The top-ranked male tennis player has a chance at a "Golden Slam" if he competes.',
          "Novak Djokovic '50-50' On Whether To Play At Tokyo Olympics",
        ),
      ).PER,
    ).toEqual(['Novak Djokovic']);
  });

  it("reads a Title Case headline's given name alone before a verb as its subject person when the description names a person noun (thirty-seventh pass)", () => {
    expect(
      names(
        entitiesOf(
          'The "Hello" singer shared a rare new picture of herself.',
          'Adele Celebrates 32nd Birthday By Praising Coronavirus Worker ‘Angels’',
        ),
      ).PER,
    ).toEqual(['Adele']);
    // Not before a surname shaped as a verb.
    expect(
      names(
        entitiesOf(
          'The whistleblower is serving an indefinite prison sentence in Virginia.',
          'Chelsea Manning Out Of Solitary Confinement After 28 Days, Her Supporters Say',
        ),
      ).PER,
    ).not.toContain('Chelsea');
  });

  it('reads two or three unknown name words saying something of "he" or "she" as a person (thirty-seventh pass)', () => {
    expect(
      names(entitiesOf("Myanmar's Swe Zin Htet says she hopes to push for equality in her home country.")),
    ).toMatchObject({ PER: ['Swe Zin Htet'], ORG: [] });
    // An organisation says "it".
    expect(names(entitiesOf('Jaguar Land Rover said it would restart production.')).ORG).toEqual([
      'Jaguar Land Rover',
    ]);
  });

  it('reads a straight quote glued to the comma that ends speech as closing it, not opening a title (thirty-seventh pass)', () => {
    // The closing quote opened nothing: the name after it ran to the possessive's apostrophe as a quoted work.
    expect(
      names(entitiesOf('"Warning ignored. So here it goes,"  Stormy Daniels\' attorney tweeted.')),
    ).toMatchObject({ PER: ['Stormy Daniels'], MISC: [] });
    expect(
      names(entitiesOf('"He\'s done considerable harm to the president," Stormy Daniels\' lawyer said.'))
        .MISC,
    ).toEqual([]);
  });

  it('types organisations mined from the breach catalogue and news outlets', () => {
    expect(
      names(entitiesOf('Customers of Adobe were told on Monday, Computer Weekly reported.')).ORG,
    ).toEqual(['Adobe', 'Computer Weekly']);
    expect(names(entitiesOf('Republicans and Democrats voted.')).MISC).toEqual(['Republicans', 'Democrats']);
  });

  it('reads a headline repeated in a feed description like the title', () => {
    const title = 'Ledger Confirms Breach Linked to Global Data Exposure';
    const found = names(entitiesOf(`The post ${title} appeared first on the site.`, title));
    expect(found).toEqual({ PER: [], ORG: ['Ledger'], LOC: [], MISC: [] });
  });

  it('splits a party member off a place and keeps first names out of organisations', () => {
    const found = names(entitiesOf('Lawmakers heard the Missouri Republican and James Corden on Monday.'));
    expect(found.LOC).toEqual(['Missouri']);
    expect(found.MISC).toEqual(['Republican']);
    expect(found.PER).toEqual(['James Corden']);
    expect(found.ORG).toEqual([]);
  });

  it('takes no letter-and-digit token for an acronym', () => {
    expect(names(entitiesOf('They diverted N7.7bn of airtime, police said.')).ORG).toEqual([]);
  });

  it('keeps a short hyphenated lower-case tail in a name', () => {
    expect(names(entitiesOf('The company said CEO Park Dae-jun has resigned.')).PER).toEqual([
      'Park Dae-jun',
    ]);
    expect(names(entitiesOf('Fans of K-pop stars gathered.')).ORG).toEqual([]);
  });

  it('does not split a name at a word wink tags as a verb unless news writes it in lower case', () => {
    expect(names(entitiesOf('UK is under attack, warns Yvette Cooper')).PER).toEqual(['Yvette Cooper']);
  });
});

describe('isTitleCase', () => {
  it('tells headline Title Case from sentence case', () => {
    expect(isTitleCase(analyseText('Trump Says He Will Fight On In Georgia'))).toBe(true);
    expect(isTitleCase(analyseText('Trump says he will fight on in Georgia'))).toBe(false);
  });

  it('takes no code identifiers, file names, hashtags or URLs for names', () => {
    expect(
      names(
        entitiesOf(
          'The script called getUserName and os.path.join on config.yaml, see #MeToo and https://x.io now.',
        ),
      ),
    ).toEqual({ PER: [], ORG: [], LOC: [], MISC: [] });
  });

  it('types an organisation by what it does, owns or suffers', () => {
    const entities = names(
      entitiesOf(
        'Hackers hit e-commerce giant Kupang. Zentrix confirmed the intrusion. A breach at Voltaro exposed Quenby customers.',
      ),
    );
    expect(entities.ORG).toEqual(expect.arrayContaining(['Kupang', 'Zentrix', 'Voltaro', 'Quenby']));
  });

  it('reads a Title Case headline quoted in a text as a headline, not one long name', () => {
    const entities = names(
      entitiesOf('The post Ledger Confirms Breach Linked To Data Exposure appeared first.'),
    );
    expect(entities.MISC).toEqual([]);
    expect(entities.ORG).toEqual(['Ledger']);
  });
});

// Issue 20, third pass: one test per class of error found on the tuning items.
describe('extractEntities, third pass', () => {
  it('takes a name after a person title in a Title Case headline, up to a headline verb', () => {
    const entities = names(entitiesOf('', 'Queen Camilla Visits Flooded Town As Sen. Roy Blunt Looks On'));
    expect(entities.PER).toEqual(['Camilla', 'Roy Blunt']);
  });

  it('takes two name-shaped words with a known surname, or before a speech verb, for a person in Title Case', () => {
    // "Coleman" is a known surname; "Hoekstra" is known to nobody, but she "Says".
    const entities = names(
      entitiesOf('', 'Zendaya Coleman Joins New Thriller As Wopke Hoekstra Says Trade Talks Resume'),
    );
    expect(entities.PER).toEqual(['Zendaya Coleman', 'Wopke Hoekstra']);
    // No person where the words before the name are headline words ("First James Bond").
    expect(names(entitiesOf('', 'Remembering Filmdom’s First James Bond')).PER).toEqual(['James Bond']);
  });

  it('types awards, named storms and introduced products as MISC, not as people or organisations', () => {
    const entities = names(
      entitiesOf(
        'The Emmy-nominated actor won a Pulitzer Prize. Hurricane Idalia reached the coast. ' +
          'The firm said its AI chatbot Claude and the web browser, Comet, were abused.',
      ),
    );
    expect(entities.PER).toEqual([]);
    expect(entities.ORG).toEqual([]);
    expect(entities.MISC).toEqual(['Emmy', 'Pulitzer Prize', 'Hurricane Idalia', 'Claude', 'Comet']);
  });

  it('keeps a trailing person title out of an organisation, and takes a title alone for no name', () => {
    const entities = names(
      entitiesOf('Waltio CEO files a complaint. He spoke before the former network CEO’s death.'),
    );
    expect(entities.ORG).toEqual(['Waltio']);
  });

  it('takes a name joined by "&" for an organisation, even when its first word is a common word', () => {
    const entities = names(entitiesOf('Marks & Spencer to shed light on cyber attack response'));
    expect(entities).toEqual({ PER: [], ORG: ['Marks & Spencer'], LOC: [], MISC: [] });
  });

  it('splits a known place or organisation off the start of an unknown run', () => {
    const entities = names(entitiesOf('The South Carolina Republican pleads for money.'));
    expect(entities.PER).toEqual([]);
    expect(entities.LOC).toEqual(['South Carolina']);
    expect(entities.MISC).toEqual(['Republican']);
  });

  it('reads a known organisation and one unknown word as the organisation and its product', () => {
    const entities = names(entitiesOf('The flaw affects its Microsoft SharePoint servers.'));
    expect(entities.ORG).toEqual(['Microsoft']);
    expect(entities.MISC).toEqual(['SharePoint']);
  });

  it('takes an unknown word that news never writes in lower case, doing something, for an organisation', () => {
    // (A word no list knows: "Kupang", first written here, is a town of the gazetteer, which the thirteenth
    // pass reads as the place.)
    expect(names(entitiesOf('Zorbelta offers a compensation plan after the data leak.')).ORG).toEqual([
      'Zorbelta',
    ]);
    // Not a plural group of people, and not a word news writes in lower case.
    expect(names(entitiesOf('Over 6 million Zorastrians traveled to the shrine.')).ORG).toEqual([]);
  });

  it('joins the parts of an agency name around "and" when the second part ends in a keyword', () => {
    const entities = names(
      entitiesOf(
        'Last month a Health and Human Services official revealed that the government was unable to find them.',
      ),
    );
    expect(entities.ORG).toEqual(['Health and Human Services']);
  });

  it('reads a press-release dateline as a place, not an organisation', () => {
    expect(names(entitiesOf('SAN ANGELO, TX Online payments were disrupted on Friday.'))).toEqual({
      PER: [],
      ORG: [],
      LOC: ['SAN ANGELO', 'TX'],
      MISC: [],
    });
    // A month after the comma is no state.
    expect(names(entitiesOf('NEW HAVEN, Sept. 3, 2025 -- the firm said it was hacked.')).LOC).toEqual([
      'NEW HAVEN',
    ]);
    expect(names(entitiesOf('TAMPA BAY, Fla.--(BUSINESS WIRE)--Zentrix study finds more attacks.'))).toEqual({
      PER: [],
      ORG: ['BUSINESS WIRE'],
      LOC: ['TAMPA BAY', 'Fla.'],
      MISC: [],
    });
  });

  it('keeps common words before "of" and a lone company suffix out of organisation names', () => {
    const entities = names(
      entitiesOf('Key Reports of Mikord data breach surfaced. The owner is Voltaro, Inc., of Ohio.'),
    );
    expect(entities.ORG).toEqual(['Mikord']);
  });

  it('takes "data breach" after a name as an organisation cue (wink lemmatises "data" to "datum")', () => {
    expect(names(entitiesOf('They saw Zentrix data breach reports.')).ORG).toEqual(['Zentrix']);
  });

  it('keeps a hyphenated surname whole in a Title Case headline', () => {
    expect(names(entitiesOf('', 'Sudan To Hand Over Omar Al-Bashir To The Court')).PER).toEqual([
      'Omar Al-Bashir',
    ]);
  });

  it('keeps a trailing common word out of an organisation found by a cue in a Title Case headline', () => {
    const entities = names(
      entitiesOf('', 'Zentrix Report Reveals Surge In Attacks As Murphy Law Firm Investigates Claims'),
    );
    expect(entities.ORG).toEqual(['Zentrix', 'Murphy Law Firm']);
  });

  it('splits a demonym off the end of an unknown run', () => {
    const entities = names(
      entitiesOf('The stoppage hit the JLRs British supply chain and Voltaro Irish staff.'),
    );
    expect(entities.MISC).toEqual(['British', 'Irish']);
    expect(entities.ORG).not.toContain('JLRs British');
  });

  it('takes two name-shaped words owning something in a Title Case headline for a person', () => {
    expect(names(entitiesOf('', "Jair Bolsonaro's Victory Sparks Fears In Brazil")).PER).toEqual([
      'Jair Bolsonaro',
    ]);
  });

  it('takes names after a plural role noun, and the second of a pair, for people', () => {
    const entities = names(entitiesOf('A man hacked the phones of actors Upendra and Priyanka.'));
    expect(entities.PER).toEqual(['Upendra', 'Priyanka']);
    // Not a word in capitals after a role noun.
    expect(names(entitiesOf('Book these with your physicians ASAP.')).PER).toEqual([]);
  });

  it('takes a firm\'s partner ("logistics partner Askul", "Ledger partner Global-e") for an organisation', () => {
    expect(
      names(
        entitiesOf(
          'Muji is suspending orders after logistics partner Askul was knocked offline by an attack.',
        ),
      ),
    ).toMatchObject({ PER: [], ORG: ['Askul'] });
    expect(names(entitiesOf('Zorbex partner Global-e has informed customers of the leak.'))).toMatchObject({
      PER: [],
      ORG: ['Zorbex', 'Global-e'],
    });
    // A person's partner stays a person.
    expect(names(entitiesOf('Her partner Zorvan said no.')).PER).toEqual(['Zorvan']);
  });

  it('takes an unknown word that says of a breach or an attack for an organisation, the one breached', () => {
    expect(names(entitiesOf('', 'Zorbex says hackers stole company data in recent breach')).ORG).toEqual([
      'Zorbex',
    ]);
    expect(names(entitiesOf('Zorbex says June data breach affected 22.6M individuals.'))).toMatchObject({
      PER: [],
      ORG: ['Zorbex'],
    });
    // Not a person the name lists know, nor a speaker of anything else.
    expect(names(entitiesOf('Later, Mitchell says hackers stole his data.')).PER).toEqual(['Mitchell']);
    expect(names(entitiesOf('Later, Zorvan says the deal is done.')).PER).toEqual(['Zorvan']);
  });

  it('takes no acronym in the plural after a role noun for a person ("user IDs", "customer SSNs")', () => {
    expect(
      names(entitiesOf('Customer details, including user IDs, were exposed in the breach.')).PER,
    ).toEqual([]);
    expect(names(entitiesOf('The breach affects customer SSNs, DOBs and other private data.')).PER).toEqual(
      [],
    );
  });
});

// Names mined from the corpora (build-ner-lexicons.ts, ner-name-mining.ts): evidence for Title Case
// headlines and for names no rule types.
describe('extractEntities, corpus-mined names', () => {
  it('finds a person the corpora name in many headlines in a Title Case headline', () => {
    const entities = names(entitiesOf('', 'Charlize Theron To Play Megyn Kelly In Film About Roger Ailes'));
    expect(entities.PER).toContain('Charlize Theron');
  });

  it('takes a name the corpora write after "in" for a place', () => {
    expect(names(entitiesOf('Heathrow flight delays stretch into second day amid cyber attack')).LOC).toEqual(
      ['Heathrow'],
    );
  });

  it('takes a name the corpora write with organisation cues for an organisation in a Title Case headline', () => {
    expect(names(entitiesOf('', 'Coupang Shares Slide As Regulators Weigh Suspension')).ORG).toEqual([
      'Coupang',
    ]);
  });

  it('takes initials the corpora write after "the" as a noun for an organisation in a Title Case headline', () => {
    expect(
      names(entitiesOf('', 'ACLU Opposes Kavanaugh Nomination In Rare Break From Own Policy')).ORG,
    ).toEqual(['ACLU']);
    expect(names(entitiesOf('', 'Elderly Asian American Woman Assaulted, NYPD Seeks Suspect')).ORG).toEqual([
      'NYPD',
    ]);
  });

  it('keeps a mined surname from taking the first word of a longer name in a Title Case headline', () => {
    const entities = names(entitiesOf('', 'Brown Jackson Joins Bryant Memorial Hospital Board'));
    expect(entities.PER).not.toContain('Bryant');
  });
});

describe('extractEntities, fourth pass', () => {
  it('finds a known name inside a pro-/anti-/ex- compound', () => {
    expect(names(entitiesOf('', 'Dubious Coronavirus Experts Run Amok In Pro-Trump Media')).PER).toEqual([
      'Trump',
    ]);
    const body = names(entitiesOf('Thousands joined the anti-Israel march as ex-Google staff watched.'));
    expect(body.LOC).toEqual(['Israel']);
    expect(body.ORG).toEqual(['Google']);
  });

  it('reads a first name that opens a sentence before an unknown name as a person', () => {
    const entities = names(entitiesOf('Rob Refsnyder makes the highlight reels for all the wrong reasons.'));
    expect(entities.PER).toEqual(['Rob Refsnyder']);
    expect(entities.ORG).toEqual([]);
  });

  it('reads a long name with a lower-case particle inside as a person', () => {
    const entities = names(
      entitiesOf('Threatened for years, 27-year-old Zashy Zuley del Cid Velásquez had sought safety.'),
    );
    expect(entities.PER).toEqual(['Zashy Zuley del Cid Velásquez']);
    expect(entities.ORG).toEqual([]);
  });

  it('keeps the lower-case Arabic article hyphenated to a family name inside a person', () => {
    const entities = names(
      entitiesOf(
        "One of Abu Bakr al-Baghdadi's closest confidants gave Iraqi intelligence teams information.",
      ),
    );
    expect(entities.PER).toEqual(['Abu Bakr al-Baghdadi']);
    const sudan = names(
      entitiesOf('Military officials ousted and detained former President Omar al-Bashir in April.'),
    );
    expect(sudan.PER).toEqual(['Omar al-Bashir']);
    expect(sudan.ORG).toEqual([]);
  });
});

describe('extractEntities, named after a person', () => {
  it('takes a person-like name before an organisation or place keyword in a Title Case headline for what it names', () => {
    const entities = names(
      entitiesOf('', 'Wayne Memorial Hospital Ransomware Breach Affects Over 163,000 Patients'),
    );
    expect(entities.ORG).toEqual(['Wayne Memorial Hospital']);
    expect(entities.PER).toEqual([]);
    // What a person leads is theirs, not a name after them.
    expect(names(entitiesOf('', 'Kelvin Ostrander Administration Unveils Plan')).PER).toEqual([
      'Kelvin Ostrander',
    ]);
  });
});

describe('extractEntities, health-care organisations', () => {
  it('takes Healthcare, Medical and Dental for organisation keywords, and two such names for two', () => {
    expect(
      names(entitiesOf('', 'Gaylord Specialty Healthcare Data Breach Exposes Personal Information')).ORG,
    ).toEqual(['Gaylord Specialty Healthcare']);
    expect(
      names(entitiesOf('Patients of Jupiter Medical Center and Goshen Medical were told on Monday.')).ORG,
    ).toEqual(['Jupiter Medical Center', 'Goshen Medical']);
  });

  it('ends a keyword "of" a name at "and" before a name that no common word opens (thirty-third pass)', () => {
    expect(
      names(entitiesOf('Those involved include WMG at the University of Warwick and Coventry University.'))
        .ORG,
    ).toEqual(['WMG', 'University of Warwick', 'Coventry University']);
    // A body's second field after "and" stays in its name.
    expect(names(entitiesOf('The Department of Health and Human Services said so.')).ORG).toEqual([
      'Department of Health and Human Services',
    ]);
  });

  it('reads a common word known as a firm as a Title Case headline\'s verb after "To" or a plural subject (forty-fourth pass)', () => {
    expect(names(entitiesOf('', 'Hong Kong Protesters Target Police Station')).ORG).toEqual([]);
    expect(names(entitiesOf('', 'For Republicans, 2021 Is The Year To Target Trans Kids')).ORG).toEqual([]);
    // A verb's "-s" before it, or a list, leaves the company.
    expect(names(entitiesOf('', 'Shoppers Flock To Target')).ORG).toEqual(['Target']);
    expect(
      names(entitiesOf('Caito Foods LLC distributes its fruit to Walmart, Target and Kroger.')).ORG,
    ).toContain('Target');
    expect(names(entitiesOf('', 'Georgia Makes Senate History')).ORG).toEqual(['Senate']);
  });

  it('types one word before "ransomware" as the gang, even a given name (forty-fourth pass)', () => {
    const akira = names(entitiesOf('', 'SonicWall VPN accounts breached by Akira ransomware'));
    expect(akira.PER).toEqual([]);
    expect(akira.ORG).toContain('Akira');
  });

  it('ends a known organisation at "and" before a keyword name (forty-fourth pass)', () => {
    expect(
      names(
        entitiesOf(
          'A series of recent hacking incidents at major companies such as Coupang and SK Telecom has renewed scrutiny.',
        ),
      ).ORG,
    ).toEqual(['Coupang', 'SK Telecom']);
    expect(
      names(entitiesOf('The religious organization sued Netflix and Warner Bros Entertainment.')).ORG,
    ).toEqual(['Netflix', 'Warner Bros Entertainment']);
  });
});

describe('extractEntities, fifth pass', () => {
  it('takes a town of the GeoNames gazetteer that no other rule names for a place', () => {
    expect(names(entitiesOf('The council said Nuneaton and Toowoomba residents were warned.')).LOC).toEqual([
      'Nuneaton',
      'Toowoomba',
    ]);
    // In a Title Case headline only after a preposition of place, and never over a person's name.
    expect(names(entitiesOf('', 'Floodwater Reaches Homes In Toowoomba')).LOC).toEqual(['Toowoomba']);
    expect(names(entitiesOf('', 'Religious Liberty Groups Rally')).LOC).toEqual([]);
    expect(names(entitiesOf('', "Soledad O'Brien Accuses CNN Of Bias")).PER).toEqual(["Soledad O'Brien"]);
  });

  it('takes a given name that is also a common word for a first name before a surname-like word', () => {
    expect(names(entitiesOf('Bill Varrick and Dana Perino dropped a whopper.')).PER).toContain(
      'Bill Varrick',
    );
    expect(names(entitiesOf('', 'Critics Turn On Rod Quimbley')).PER).toEqual(['Rod Quimbley']);
    // Not after a capitalised headline noun, nor before a common word or a known name of another kind.
    expect(names(entitiesOf('', 'Conservatives Cook Up Farm Bill Gambit')).PER).toEqual([]);
    expect(names(entitiesOf('', 'Will Power Returns')).PER).toEqual([]);
    // A surname that is also a headline verb ends no three-word name ("Mark Hamill Burns ...").
    expect(names(entitiesOf('', 'Mark Hamill Burns Critics')).PER).toEqual(['Mark Hamill']);
  });

  it('merges a surname typed an organisation only by its context into the person named in full', () => {
    const entities = names(
      entitiesOf('By September, Quarrington announced a new tour.', 'Critics Praise Tom Quarrington'),
    );
    expect(entities.PER).toEqual(['Tom Quarrington']);
    expect(entities.ORG).toEqual([]);
  });

  it('takes two name-shaped words after a role noun in a Title Case headline for a person', () => {
    expect(names(entitiesOf('', 'Photographer Danish Quorvelli Wins Award')).PER).toEqual([
      'Danish Quorvelli',
    ]);
    // Not a headline verb after the role noun.
    expect(names(entitiesOf('', 'Singer Reclaiming Folk Music')).PER).toEqual([]);
    expect(names(entitiesOf('', 'Sister Bashes Callous Ivanka')).PER).not.toContain('Bashes Callous');
  });

  it('splits a known place off a person named "of" it', () => {
    const entities = names(entitiesOf('The bill was filed by Rep. Tom Quarrington of Texas on Monday.'));
    expect(entities.PER).toEqual(['Tom Quarrington']);
    expect(entities.LOC).toEqual(['Texas']);
  });

  it('takes an organisation keyword "of" a name, and a place\'s assembly or university, for an organisation', () => {
    expect(names(entitiesOf('The Organization of American States found irregularities.')).ORG).toEqual([
      'Organization of American States',
    ]);
    expect(names(entitiesOf('', 'New York Assembly Opens Probe')).ORG).toEqual(['New York Assembly']);
    // A court after a country in a headline is a common noun.
    expect(names(entitiesOf('', 'Myanmar Court Sentences Journalist')).LOC).toEqual(['Myanmar']);
  });

  it('takes a capitalised run ending in "Service" in running text for an organisation (thirty-third pass)', () => {
    expect(
      names(
        entitiesOf(
          'He appeared to call out an official embroiled in the Secret Service text-deletion scandal.',
        ),
      ).ORG,
    ).toEqual(['Secret Service']);
    expect(names(entitiesOf('The National Weather Service has extended a flood watch.')).ORG).toEqual([
      'National Weather Service',
    ]);
    // Not a help desk's name, nor in a Title Case headline, which capitalises a common "Service" too.
    expect(names(entitiesOf('Call Customer Service today.')).ORG).toEqual([]);
    expect(names(entitiesOf('', 'Queen Misses Remembrance Sunday Service')).ORG).toEqual([]);
  });

  it('types an unknown word listed with known organisations or places like them', () => {
    const entities = names(entitiesOf('Customers of Zorvex, Quintaro and Microsoft were told on Friday.'));
    expect(entities.ORG).toEqual(expect.arrayContaining(['Zorvex', 'Quintaro', 'Microsoft']));
    // Not when the list mixes classes.
    expect(names(entitiesOf('Staff of Zorvex, Microsoft and Berlin met.')).ORG).not.toContain('Zorvex');
  });

  it('takes initials before a name-shaped word for a person', () => {
    expect(names(entitiesOf('', 'J.D. Quarrington Slams Critics')).PER).toEqual(['J.D. Quarrington']);
    expect(names(entitiesOf('Critics said R. Quarrington was there.')).PER).toEqual(['R. Quarrington']);
    // Not a known abbreviation.
    expect(names(entitiesOf('', 'U.S. Court Upholds Laws')).PER).toEqual([]);
  });

  it('takes an unknown name-shaped word before a given name used as a surname for a person in Title Case', () => {
    expect(names(entitiesOf('', 'She And Zorvan Malik Are Having A Baby')).PER).toEqual(['Zorvan Malik']);
    // Not a headline verb before a person's first name.
    expect(names(entitiesOf('', 'Hillary Clinton Taunt Jared Kushner Over Emails')).PER).toEqual([
      'Hillary Clinton',
      'Jared Kushner',
    ]);
  });

  it('takes two name-shaped words before ", Esq" for a lawyer in Title Case', () => {
    expect(
      names(
        entitiesOf(
          '',
          'Zorbex, Inc. Securities Fraud Class Action Result of Data Breach - Investors may Contact Lewis Kahn, Esq, at Kahn Swick & Foti, LLC',
        ),
      ).PER,
    ).toEqual(['Lewis Kahn']);
  });

  it('leaves an unknown word before a given name that opens a longer name out of the name in Title Case', () => {
    // A descriptor before a name of three words, or of a given name and a particle.
    expect(names(entitiesOf('', "Governor Won't Free Cult Follower Leslie Van Houten")).PER).toEqual([
      'Leslie Van Houten',
    ]);
    expect(
      names(entitiesOf('', "'SNL' Newbie James Austin Johnson Debuts As Convincing Biden")).PER,
    ).toContain('James Austin Johnson');
    // A given name and its surname alone keep the unknown given name before them ("Zorvan Malik" above).
    expect(names(entitiesOf('', 'Zorvan James Says He Will Run')).PER).toEqual(['Zorvan James']);
  });

  it('takes a compass word before a known place for a place, not an organisation', () => {
    expect(names(entitiesOf('It spread through South Texas and East Africa.'))).toEqual({
      PER: [],
      ORG: [],
      LOC: ['South Texas', 'East Africa'],
      MISC: [],
    });
  });

  it('takes an unknown name before a comma and a known place in a Title Case headline for a place', () => {
    expect(names(entitiesOf('', 'Crash Kills Two Near Zorvale, Texas')).LOC).toEqual(['Zorvale', 'Texas']);
  });
  it('reads a university named after a place or a known name as one organisation in Title Case', () => {
    // Sixth pass: a link word ("State") between the place and its university, and a known organisation's name.
    const ohio = names(
      entitiesOf(
        'The school acted on Friday.',
        'Ohio State University Suspends Fraternity After Hazing Death',
      ),
    );
    expect(ohio.ORG).toEqual(['Ohio State University']);
    expect(ohio.LOC).toEqual([]);
    const harvard = names(
      entitiesOf('The school acted on Friday.', 'Student At Harvard University Wins Award'),
    );
    expect(harvard.ORG).toEqual(['Harvard University']);
  });
  it('takes a name after an organisation noun and a comma, or after e-tailer / conglomerate, for an organisation', () => {
    expect(
      names(entitiesOf('A breach hit the Danish shipping conglomerate, Zentrix, on Monday.')).ORG,
    ).toEqual(['Zentrix']);
    expect(names(entitiesOf('Attackers hit the Japanese e-tailer Zentrix last week.')).ORG).toEqual([
      'Zentrix',
    ]);
    // The subject of a clause after "the company," is no appositive.
    expect(names(entitiesOf('According to the company, Zentrix said he was deeply sorry.')).ORG).toEqual([]);
  });
  it("ends a person's name before a known place run into it", () => {
    const found = names(entitiesOf('Reporting by Laura Kessler Kenya saw a rise in attacks.'));
    expect(found.PER).toEqual(['Laura Kessler']);
    expect(found.LOC).toEqual(['Kenya']);
  });
  it('takes two unknown name-shaped words before a verb only people do in a Title Case headline for a person', () => {
    expect(names(entitiesOf('', 'Zorbel Quandry Rips Senate Over Spending Bill')).PER).toEqual([
      'Zorbel Quandry',
    ]);
  });
  it('keeps a surname that is also a verb after a first name in running text', () => {
    expect(names(entitiesOf('The deal stalled after Dave Cook walked out of the meeting.')).PER).toEqual([
      'Dave Cook',
    ]);
  });
  it('types a name opening with a given name and followed by its initials in brackets as an organisation', () => {
    const found = names(
      entitiesOf(
        'Bryan Texas Utilities (BTU) is working with BridgePay, the company’s third-party payment processing vendor.',
      ),
    );
    expect(found.PER).toEqual([]);
    expect(found.ORG).toContain('Bryan Texas Utilities');
    // Common nouns with their acronym stay no name.
    expect(
      names(entitiesOf('The breach exposed Personally Identifiable Information (PII) of customers.')).ORG,
    ).toEqual([]);
  });
  it('keeps a surname that is also a verb after a first name that follows a person title', () => {
    // The title ("CEO") is no part of the name and cues a person even at a sentence start.
    const found = names(entitiesOf('Zorbex CEO Tim Cook said the deal was done.'));
    expect(found.PER).toEqual(['Tim Cook']);
    expect(found.ORG).toEqual(['Zorbex']);
    expect(names(entitiesOf('CEO Dave Cook said the plant would stay open.')).PER).toEqual(['Dave Cook']);
  });
  it('takes a run ending in a place keyword after a preposition of place in a Title Case headline for a place', () => {
    expect(names(entitiesOf('', 'Storm Barrels Toward Gulf Coast As Residents Flee')).LOC).toEqual([
      'Gulf Coast',
    ]);
    expect(names(entitiesOf('', 'Floods Close Roads At Zorvale Springs')).LOC).toEqual(['Zorvale Springs']);
    expect(names(entitiesOf('', 'Tourists Flock To The Beach')).LOC).toEqual([]);
  });
  it('keeps a place keyword that wink tags as a verb at the end of a name', () => {
    expect(names(entitiesOf('Officials said the plant at a Zorvale Springs site closed.')).LOC).toEqual([
      'Zorvale Springs',
    ]);
  });
  it('lets a person title opening a run beat an organisation cue', () => {
    const found = names(entitiesOf('He condemned the attacks on Sen. Zorbel Quandry last week.'));
    expect(found.PER).toEqual(['Zorbel Quandry']);
    expect(found.ORG).toEqual([]);
  });
  it('takes no capitalised role alone for a name', () => {
    expect(names(entitiesOf('Network under attack: Co-founder says it is fine.')).PER).toEqual([]);
  });
});

describe('extractEntities, seventh pass', () => {
  it('takes a company named by its domain for one organisation, though wink splits it at the dot', () => {
    expect(names(entitiesOf('Ana Ruiz, the CTO of Zorbelpay.com, wrote that it was attacked.')).ORG).toEqual([
      'Zorbelpay.com',
    ]);
    expect(names(entitiesOf('', 'Crypto.com Data Breach Linked To Hacker Collective')).ORG).toEqual([
      'Crypto.com',
    ]);
  });
  it('takes an unknown CamelCase word for an organisation, unless a name was just given to it', () => {
    expect(names(entitiesOf('Password manager fined. ZorbelPass faces a fine of $1.')).ORG).toEqual([
      'ZorbelPass',
    ]);
    expect(names(entitiesOf('The numbers come from reporting by ZorbelWeek.')).ORG).toEqual(['ZorbelWeek']);
    expect(names(entitiesOf('Researchers found malware which they named ZorbelLock.')).ORG).toEqual([]);
    expect(names(entitiesOf('Officials met Sen. McKee and Rep. DeSantis.')).ORG).toEqual([]);
  });
  it('takes a quoted name after an organisation noun for the organisation, not a work', () => {
    const found = names(entitiesOf('Hacking group ‘Zorbelhunters’ claims theft of data from users.'));
    expect(found.ORG).toEqual(['Zorbelhunters']);
    expect(found.MISC).toEqual([]);
  });
  it('takes a quoted name the lists know as an organisation for the organisation, not a work', () => {
    const found = names(entitiesOf('An investigator in the case against the ‘Daily Mail’ publisher spoke.'));
    expect(found.ORG).toEqual(['Daily Mail']);
    expect(found.MISC).toEqual([]);
    // A quoted title the lists do not know as one stays a work.
    expect(names(entitiesOf('He watched ‘Game of Thrones’ again.')).MISC).toEqual(['Game of Thrones']);
  });
  it('reads a one-word dateline before a state abbreviation as places', () => {
    expect(names(entitiesOf('ZORBELTON, Pa., Nov. 3, 2025 -- A law firm is investigating.')).LOC).toEqual([
      'ZORBELTON',
      'Pa.',
    ]);
    expect(names(entitiesOf('ZORBELTON, N.Y., Jan. 5 -- A law firm is investigating.')).LOC).toEqual([
      'ZORBELTON',
      'N.Y.',
    ]);
    expect(names(entitiesOf('NASA, the agency, said it would launch.')).LOC).toEqual([]);
  });
  it("reads a town and its US state's postal code inside a text as places", () => {
    // Parts 20 and 35 (NewsDataHub): a press release's place run on after a sentence; "MD" was an organisation
    // and the town missed.
    expect(
      names(entitiesOf('Attacks have more than doubled in the past three years Fulton, MD, Dec. 1, 2025'))
        .LOC,
    ).toEqual(['Fulton', 'MD']);
    expect(names(entitiesOf('They discuss the latest tech at AFA 2025 in National Harbor, MD.')).LOC).toEqual(
      ['National Harbor', 'MD'],
    );
    // Not a name going on after the code.
    expect(names(entitiesOf('The firm in Fidelity, GA Insurance Group said.')).LOC).not.toContain('GA');
  });
  it('takes no acronym of a common noun for an organisation', () => {
    const found = names(
      entitiesOf('The platform collects ID scans and IP addresses of LGBTQ users for the FBI.'),
    );
    expect(found.ORG).toEqual(['FBI']);
  });
  it('takes two unknown words of a Title Case headline for a person when the body uses the second alone', () => {
    const found = names(
      entitiesOf(
        'Quandry extended his unbeaten run at the tournament to 28 matches.',
        'Zorbel Quandry Beats Nick Kyrgios For 7th Title',
      ),
    );
    expect(found.PER).toEqual(['Zorbel Quandry', 'Nick Kyrgios']);
    expect(found.ORG).toEqual([]);
    // Not the first two words of a longer name.
    expect(
      names(entitiesOf('Quandry testified.', "Zorbel Quandry Zorbelford's Friend Speaks Out")).PER,
    ).not.toContain('Zorbel Quandry');
  });
  it("takes the state of a politician's party-and-state bracket for a place", () => {
    const found = names(entitiesOf('Sen. Zorbel Quandry (D-Ariz.) and Rep. Nick Kyrgios (R-N.C.) said no.'));
    expect(found.LOC).toEqual(['Ariz.', 'N.C.']);
    expect(found.ORG).toEqual([]);
  });
  it("splits a country's abbreviation off the acronym of its agency", () => {
    const found = names(entitiesOf('The award came as the US DoJ puts a bounty on him.'));
    expect(found.LOC).toEqual(['US']);
    expect(found.ORG).toEqual(['DoJ']);
  });
  it('takes a third name-shaped word after given name and middle name in a Title Case headline', () => {
    expect(names(entitiesOf('', 'Anna Marie Zorbelton Opens Up About Her Divorce')).PER).toEqual([
      'Anna Marie Zorbelton',
    ]);
    // Not after a surname only, nor a headline verb.
    expect(names(entitiesOf('', 'Lisa Loeb Paved Her Own Way')).PER).toEqual(['Lisa Loeb']);
  });
  it("takes a stock ticker after an exchange's name for no name of its own", () => {
    expect(
      names(entitiesOf('Research released today by Zorbel Holdings (NYSE: ZRB) shows growth.')).ORG,
    ).toEqual(['Zorbel Holdings', 'NYSE']);
  });
  it("takes a US state's dotted abbreviation and DC for places, also opening a Title Case headline", () => {
    expect(names(entitiesOf('', 'S.C. Man Wanted Neighbors To Leave, Police Say')).LOC).toEqual(['S.C.']);
    expect(names(entitiesOf('', 'Cops In NYC, DC, Suspect Same Gunman')).LOC).toEqual(['NYC', 'DC']);
  });
  it('takes a word that wink tags a verb before a region keyword opening a sentence for a region', () => {
    expect(
      names(entitiesOf('Pierce County emergency alert systems among targets in data breach')).LOC,
    ).toEqual(['Pierce County']);
  });
  it("keeps a sentence's capitalised first word in an unknown two-word organisation before its researchers or customers", () => {
    // Part 35 (NewsDataHub): the first word is a common noun only as written.
    expect(
      names(
        entitiesOf(
          'Trend Micro researchers are warning that the criminal group behind LockBit has released a new version.',
        ),
      ).ORG,
    ).toContain('Trend Micro');
    expect(names(entitiesOf('Check Point researchers found a flaw in the app.')).ORG).toEqual([
      'Check Point',
    ]);
    // Not an adjective, nor before a legislature's chamber: they qualify the name after them.
    expect(names(entitiesOf('Massive Aflac breach exposed millions of records.')).ORG).toEqual(['Aflac']);
    expect(names(entitiesOf('Incumbent House members are on the defensive.')).ORG).toEqual(['House']);
  });
  it("keeps a sentence's capitalised first noun in an organisation's name that ends in its keyword", () => {
    // Part 38 (NewsDataHub), and an earlier part's credit union: the first word is a common noun only as written.
    expect(names(entitiesOf('Farmers Insurance data breach exposes 1.1M Americans')).ORG).toEqual([
      'Farmers Insurance',
    ]);
    expect(names(entitiesOf('Blaze Credit Union is Minnesota’s fourth-largest by assets.')).ORG).toEqual([
      'Blaze Credit Union',
    ]);
    // Not an adjective or a determiner, which qualify the name after them.
    expect(names(entitiesOf('Former Labour Party leader Jeremy Corbyn spoke.')).ORG).toEqual([
      'Labour Party',
    ]);
  });
  it('takes "Cyber" after a name word mid-sentence as the end of a security firm\'s name', () => {
    // Part 35 (NewsDataHub).
    expect(
      names(entitiesOf('With a unified defense, Arms Cyber’s platform addresses a critical gap.')).ORG,
    ).toEqual(['Arms Cyber']);
    // Not before a capitalised word, as a headline's "Cyber Attack" or "Cyber threats" in capitals.
    expect(names(entitiesOf('Experts warn of Russian Cyber Threats this winter.')).ORG).toEqual([]);
  });
  it('takes a Title Case run ending in a legal form, or "&" and a firm word, for a firm', () => {
    const found = names(
      entitiesOf(
        '',
        'DATA BREACH ALERT: Zorbel Quandry LLP is Investigating Claims on Behalf of Wakefield & Associates Customers',
      ),
    );
    expect(found.ORG).toEqual(['Zorbel Quandry LLP', 'Wakefield & Associates']);
    expect(found.LOC).toEqual([]);
    expect(names(entitiesOf('', 'Claims on Behalf of Rockrose Development L.L.C. Customers')).ORG).toEqual([
      'Rockrose Development L.L.C.',
    ]);
  });
});

describe('extractEntities, eighth pass', () => {
  it('takes common capitalised words opening an agency name joined by "and" into the name', () => {
    const found = names(
      entitiesOf(
        'The Cybersecurity and Infrastructure Security Agency said it was aware of an ongoing campaign.',
      ),
    );
    expect(found.ORG).toEqual(['Cybersecurity and Infrastructure Security Agency']);
  });
  it("types a known maker's product ending in a product word MISC, and the maker ORG", () => {
    const found = names(
      entitiesOf(
        "Many people use Google Drive to store their files, and attackers abuse Oracle's E-Business Suite.",
      ),
    );
    expect(found.ORG).toEqual(['Google', 'Oracle']);
    expect(found.MISC).toEqual(['Google Drive', 'E-Business Suite']);
    // Parts 36 and 41 (NewsDataHub): "Microsoft Teams" was one organisation.
    expect(
      names(entitiesOf('Beware - ransomware gang is tricking victims with fake Microsoft Teams ads')),
    ).toMatchObject({ ORG: ['Microsoft'], MISC: ['Microsoft Teams'] });
    // Not a Title Case headline's verb: "Teams Up" leaves the maker alone.
    expect(names(entitiesOf('', 'Microsoft Teams Up With OpenAI On New Chips')).MISC).toEqual([]);
  });
  it("takes both organisations of a law firm's breach-claims notice in Title Case", () => {
    const found = names(
      entitiesOf(
        'PITTSBURGH, Dec.',
        'Zorbel Dental of Virginia Data Breach Claims Investigated by Quandry Carpenter',
      ),
    );
    expect(found.ORG).toEqual(['Zorbel Dental of Virginia', 'Quandry Carpenter']);
    expect(found.LOC).toEqual(['PITTSBURGH']);
  });
  it("takes both organisations of a law firm's breach notice in its other wordings, legal form included", () => {
    expect(
      names(
        entitiesOf(
          'PLEASE CLICK HERE NEW YORK and CHICAGO, Jan.',
          'Zorbel Holding Services, Inc. Data Breach Alert Issued By Quandry Haldenstein',
        ),
      ).ORG,
    ).toEqual(['Zorbel Holding Services, Inc.', 'Quandry Haldenstein']);
    expect(
      names(
        entitiesOf('PITTSBURGH, Sept.', 'Quandry Carpenter Investigates Claims in Outcomes Two Data Breach'),
      ).ORG,
    ).toEqual(['Quandry Carpenter', 'Outcomes Two']);
    // The passive wording with "being".
    expect(
      names(
        entitiesOf(
          'PITTSBURGH, Pa., Oct.',
          'Quandry Dental Data Breach Claims Being Investigated by Pelham Carpenter',
        ),
      ).ORG,
    ).toEqual(['Quandry Dental', 'Pelham Carpenter']);
    // Not a headline that only opens with a firm-like name and an investigation.
    expect(
      names(entitiesOf('It did.', 'Police Investigates Claims in Massive Data Breach')).ORG,
    ).not.toContain('Massive');
  });
  it('takes the firm that "Investigates ... Claims" at the start of a Title Case headline or after its colon', () => {
    // Parts 53, 61 and 63 (NewsDataHub): the firm was cut to "Carpenter" when its notice's other words were read
    // apart ("Lynch Carpenter Investigates Sanderling Healthcare Data Breach Claims", "...: Lynch Carpenter
    // Investigates Claims").
    expect(
      names(
        entitiesOf('PITTSBURGH, Aug.', 'Lynch Carpenter Investigates Zorbel Healthcare Data Breach Claims'),
      ).ORG,
    ).toContain('Lynch Carpenter');
    expect(
      names(
        entitiesOf(
          'PITTSBURGH, Nov.',
          'Zorbel Data Breach Impacts Over 60 Thousand: Lynch Carpenter Investigates Claims',
        ),
      ).ORG,
    ).toContain('Lynch Carpenter');
    // A company name with a lower-case "in" is not read as the notice's company; the firm still is.
    expect(
      names(
        entitiesOf(
          'PITTSBURGH, Oct.',
          'Lynch Carpenter Investigates Claims in Partners in Zorbel Data Breach',
        ),
      ).ORG,
    ).toContain('Lynch Carpenter');
    // Common words only are no firm.
    expect(names(entitiesOf('It did.', 'Police Investigates Claims Of Abuse')).ORG).toEqual([]);
  });
  it("takes the news agency in brackets after a wire story's dateline", () => {
    // Parts 49 and 58 (NewsDataHub): "LONDON (AP) Prince Harry entered ..." had no AP.
    expect(
      names(
        entitiesOf('LONDON (AP) Prince Harry entered the witness box Wednesday.', 'Prince Harry Testifies'),
      ),
    ).toMatchObject({ ORG: ['AP'], LOC: ['LONDON'] });
    expect(
      names(entitiesOf('CRESTVIEW, Fla. (AP) — A woman who bought a gift at a thrift store was shocked.'))
        .ORG,
    ).toEqual(['AP']);
    // Not brackets later in the text, nor after a word that is not all capitals.
    expect(names(entitiesOf('The suspect was arrested in London (AP) on Monday.')).ORG).toEqual([]);
  });
  it("keeps an organisation's portfolio list joined by 'and', '&' or commas in its name", () => {
    expect(
      names(entitiesOf('Students of the Quandry School for Communication and Journalism protested.')).ORG,
    ).toContain('Quandry School for Communication and Journalism');
    expect(
      names(entitiesOf('No data was lost, Ministry of Electronics & IT said on Wednesday.')).ORG,
    ).toEqual(['Ministry of Electronics & IT']);
    expect(
      names(
        entitiesOf(
          'Data was exposed at the Administration for Food Safety, Veterinary Sector and Plant Protection, it said.',
        ),
      ).ORG,
    ).toEqual(['Administration for Food Safety, Veterinary Sector and Plant Protection']);
    // An agency's name opening with a keyword in the plural.
    expect(
      names(entitiesOf('Officials at the Centers for Disease Control and Prevention said it was safe.')).ORG,
    ).toEqual(['Centers for Disease Control and Prevention']);
    // Two bodies, or a body and a place's team: no portfolio.
    expect(names(entitiesOf('The Ministry of Defence and Foreign Office agreed.')).ORG).toEqual([
      'Ministry of Defence',
      'Foreign Office',
    ]);
    expect(names(entitiesOf('The University of Michigan and Ohio State played.')).ORG).toEqual([
      'University of Michigan',
      'Ohio State',
    ]);
    // Part 50: a common noun's acronym after "and" is a field of the portfolio.
    expect(
      names(entitiesOf('The Ministry of Science and ICT said Monday it has asked the police to investigate.'))
        .ORG,
    ).toEqual(['Ministry of Science and ICT']);
  });
  it("ends an organisation's name before a model or flight code, the product MISC", () => {
    expect(names(entitiesOf('The Zorvia Airlines A321 collided with a flock of birds.'))).toMatchObject({
      ORG: ['Zorvia Airlines'],
      MISC: ['A321'],
    });
    expect(
      names(entitiesOf('Nobody knows what happened to Zorvia Airlines Flight QX370, which vanished.')),
    ).toMatchObject({
      ORG: ['Zorvia Airlines'],
      MISC: ['Flight QX370'],
    });
    expect(
      names(entitiesOf("Kelvaro's first firmware update for the Kelvaro Z6 III arrived last week.")),
    ).toMatchObject({
      ORG: ['Kelvaro'],
      MISC: ['Kelvaro Z6 III'],
    });
    // A code that qualifies a noun after it is part of the name ("Zion D6 schools").
    expect(names(entitiesOf('Kelvaro D6 schools closed for two days.')).MISC).toEqual([]);
  });
  it('takes a sports team by its nickname with a sign of sport beside it, or after its city', () => {
    expect(
      names(entitiesOf("After Brady's Buccaneers won, the Mavericks owner and the Los Angeles Rams cheered."))
        .ORG,
    ).toEqual(['Buccaneers', 'Mavericks', 'Los Angeles Rams']);
    expect(names(entitiesOf('', 'Bats Invade Spurs-Nets Game')).ORG).toEqual(['Spurs', 'Nets']);
    expect(names(entitiesOf('', "The 'Queer Eye' Stars' Best Fashion Moments")).ORG).toEqual([]);
  });
  it('takes an organisation keyword "of" a known place in a Title Case headline for one organisation', () => {
    const found = names(entitiesOf('It did.', 'Claims on Behalf of University of Phoenix Customers'));
    expect(found.ORG).toEqual(['University of Phoenix']);
    expect(names(entitiesOf('It did.', 'Bank Of England Raises Rates Again'))).toMatchObject({
      ORG: ['Bank Of England'],
      LOC: [],
    });
  });
  it('keeps the first part of a hyphenated given name', () => {
    expect(names(entitiesOf('The award went to Lin-Manuel Miranda on Sunday.')).PER).toEqual([
      'Lin-Manuel Miranda',
    ]);
  });
});

describe('extractEntities with the ninth tuning pass cues', () => {
  it('keeps a regnal number with the name in a Title Case headline, as in body text', () => {
    expect(
      names(entitiesOf('It was loud.', 'Singer Pays Tribute To Queen Elizabeth II At Concert')).PER,
    ).toEqual(['Elizabeth II']);
    expect(names(entitiesOf('It was loud.', 'Joe Kennedy III Launches Campaign')).PER).toEqual([
      'Joe Kennedy III',
    ]);
    // A single "V" or "X" is no regnal number here (versus, the platform).
    expect(names(entitiesOf('', 'Louis C.K. Returns To V Festival')).PER).toEqual(['Louis C.K.']);
  });
  it('reads a dateline in capitals run into the sentence as the place, and restarts the sentence after it', () => {
    expect(names(entitiesOf('SEOUL South Korean police will question the head of the firm.'))).toMatchObject({
      LOC: ['SEOUL'],
      MISC: ['South Korean'],
      ORG: [],
    });
    expect(names(entitiesOf('NEW YORK - Police said on Friday that it ended.'))).toMatchObject({
      PER: [],
      LOC: ['NEW YORK'],
    });
    // An acronym that is no known place opens no dateline.
    expect(names(entitiesOf('NASA Officials met on Friday.')).LOC).toEqual([]);
  });
  it('types a named building or venue as a place, even when named after a person', () => {
    expect(
      names(entitiesOf('He paused his Madison Square Garden show before the meeting at Trump Tower ended.')),
    ).toMatchObject({ PER: [], ORG: [], LOC: ['Madison Square Garden', 'Trump Tower'] });
    expect(names(entitiesOf('It was long.', 'Kushner Meets Russians At Trump Tower')).LOC).toEqual([
      'Trump Tower',
    ]);
  });
  it('types "Team" and a known country as a national team', () => {
    expect(names(entitiesOf('', 'Team USA & Team Russia Skaters Avoid A Collision'))).toMatchObject({
      ORG: ['Team USA', 'Team Russia'],
      LOC: [],
    });
    expect(names(entitiesOf('The skaters of Team Canada won.'))).toMatchObject({
      ORG: ['Team Canada'],
      LOC: [],
    });
  });
  it('takes no name from a news agency version marker or a summary heading', () => {
    expect(names(entitiesOf('', "(5th LD) Coupang's data breach undetected for five months")).ORG).toEqual([
      'Coupang',
    ]);
    expect(names(entitiesOf('Key Takeaways DXS International, a provider, confirmed a breach.')).ORG).toEqual(
      ['DXS International'],
    );
  });
  it('takes no name from a bracketed abbreviation of the lower-case words before it', () => {
    const found = names(
      entitiesOf(
        'Gangs share ransomware-as-a-service (RaaS) platforms and bypass multi-factor authentication (MFA). ' +
          'The Cybersecurity and Infrastructure Security Agency (CISA) warned.',
      ),
    );
    expect(found.ORG).toEqual(['Cybersecurity and Infrastructure Security Agency', 'CISA']);
    expect(found.MISC).toEqual([]);
  });
  it('takes no name from ordinary words of a shouted passage in capitals', () => {
    // Part 48: a quoted tweet in capitals gave ORG "LET", "CURE" and "WORSE".
    const found = names(
      entitiesOf(
        'The president hints at cutting back on protective measures: "WE CANNOT LET THE CURE BE WORSE THAN THE ' +
          'PROBLEM ITSELF."',
      ),
    );
    expect(found.ORG).toEqual([]);
    expect(
      names(entitiesOf('DEEP DIVE When agents swept into a building near the UN, they met NHS staff.')).ORG,
    ).toEqual(['UN', 'NHS']);
  });
  it('takes no name from a bracketed abbreviation that leaves the small words out of its initials', () => {
    // Part 50: "a leader in modern network detection and response (NDR)" gave ORG "NDR".
    const found = names(
      entitiesOf(
        'ExtraHop, a leader in modern network detection and response (NDR), today released a report on ' +
          'indicators of compromise (IOC).',
      ),
    );
    expect(found.ORG).toEqual(['ExtraHop']);
  });
  it('takes no programme name from "Social Security numbers", but keeps the programme named alone', () => {
    expect(names(entitiesOf('The breach exposed customer Social Security numbers.')).MISC).toEqual([]);
    expect(names(entitiesOf('Retirees rely on Social Security every month.')).MISC).toEqual([
      'Social Security',
    ]);
  });
  it('splits two known names side by side: two places, or a body and its party members', () => {
    expect(
      names(entitiesOf('The Senate Republican leader criticised the U.S. Afghanistan pullout.')),
    ).toMatchObject({ ORG: ['Senate'], LOC: ['U.S.', 'Afghanistan'], MISC: ['Republican'] });
    expect(names(entitiesOf('Officials in Kansas City met.')).LOC).toEqual(['Kansas City']);
  });
  it('takes the name a Title Case headline opens with for a person when the description calls them by a role', () => {
    expect(
      names(entitiesOf('The veteran newsman put it into context.', 'Dan Rather Comes Up With A New Way')).PER,
    ).toEqual(['Dan Rather']);
    expect(
      names(entitiesOf('The "Truth Hurts" singer landed it.', 'Lizzo Transforms Into The Fly')).PER,
    ).toEqual(['Lizzo']);
    expect(
      names(entitiesOf('He wrote a scathing review.', "Beto O'Rourke Apologizes For Comments")).PER,
    ).toEqual(["Beto O'Rourke"]);
    expect(
      names(
        entitiesOf(
          'Prosecutors asked a judge to detain the Rudy Giuliani associate.',
          'Lev Parnas Concealed A Payment',
        ),
      ).PER,
    ).toEqual(['Lev Parnas', 'Rudy Giuliani']);
  });
  it('takes no person from a headline opening with a common word, a known organisation or an unclear second word', () => {
    expect(names(entitiesOf('She found that sleep matters.', 'Study Finds Sleep Helps')).PER).toEqual([]);
    expect(names(entitiesOf('The streaming star is back.', 'Netflix Drops A Trailer')).PER).toEqual([]);
    expect(names(entitiesOf("The actor's new look went viral.", 'Armie Hammer And His Haircut')).PER).toEqual(
      [],
    );
    // No role and no pronoun in the description: nothing new.
    expect(names(entitiesOf('Sales rose in the quarter.', 'Zorblax Surges On Sales')).PER).toEqual([]);
  });
  it('types every member of a list an organisation noun introduces, and reads an appositive past a trademark sign', () => {
    const found = names(entitiesOf('It is linked to the ransomware gangs Zorvex, Quillon, and Brackmoor.'));
    expect(found.ORG).toEqual(['Zorvex', 'Quillon', 'Brackmoor']);
    expect(names(entitiesOf('Research by Marlowe, the leading insurance broker, shows more.')).ORG).toEqual([
      'Marlowe',
    ]);
    expect(names(entitiesOf('Zentrix®, a provider of backups, raised money.')).ORG).toEqual(['Zentrix']);
    // A list after no organisation noun is not typed by it.
    expect(names(entitiesOf('Visitors came from Zorvex, Quillon and Brackmoor.')).ORG).toEqual([]);
  });
  it("splits a head's role between the organisation and the person's name", () => {
    expect(names(entitiesOf('Officials said FBI Director Kash Patel was there.'))).toMatchObject({
      PER: ['Kash Patel'],
      ORG: ['FBI'],
    });
    expect(names(entitiesOf('ASIO Director-General Mike Burgess has warned.'))).toMatchObject({
      PER: ['Mike Burgess'],
      ORG: ['ASIO'],
    });
    // The role opening the run splits nothing off.
    expect(names(entitiesOf('The Director of National Intelligence spoke.')).PER).toEqual([]);
  });
  it("takes a school's or a foundation's name in a Title Case headline for an organisation", () => {
    // Part 38 (HuffPost): the headline's keyword alone had been no cue.
    expect(
      names(entitiesOf('', 'Meet The First Openly Trans Man To Graduate From Spelman College')).ORG,
    ).toEqual(['Spelman College']);
    expect(names(entitiesOf('', 'Oberlin College To Pay $11 Million In Libel Lawsuit')).ORG).toEqual([
      'Oberlin College',
    ]);
    // Not after a demonym or an adjective: a kind of college, no name.
    expect(
      names(entitiesOf('', 'An Elite Christian College Has Become The Latest Battleground')).ORG,
    ).toEqual([]);
  });
  it("keeps digits written onto a name's first word in the name", () => {
    // Part 38 (NewsDataHub): wink splits "700" off, and "Credit" alone was typed ORG.
    expect(
      names(entitiesOf('In a major data breach, 700Credit, a Michigan-based company, has confirmed it.')).ORG,
    ).toEqual(['700Credit']);
    expect(names(entitiesOf('Suits were filed on behalf of 23AndMe’s Canadian customers.')).ORG).toEqual([
      '23AndMe',
    ]);
    // Not a unit or a web address.
    expect(names(entitiesOf('They stole 30GB of files from the 700Dealer.com application.')).ORG).toEqual([]);
    // Parts 27 and 35 (NewsDataHub): the same in a Title Case headline, which found nothing.
    expect(names(entitiesOf('', '700Credit Reveals Data Breach')).ORG).toEqual(['700Credit']);
    expect(names(entitiesOf('', '1Kosmos to Host Live Demo on AI-Powered Identity Hacking')).ORG).toEqual([
      '1Kosmos',
    ]);
    expect(names(entitiesOf('', 'Hackers Steal 30GB From Company In 5G Attack')).ORG).toEqual([]);
  });
  it("reads a capital letter written onto a number as the number's, no name", () => {
    // Part 41 (NewsDataHub) and earlier parts: wink splits "2.5B" and "34M", and the letter was typed ORG.
    expect(
      names(entitiesOf('Google sounds alarm after massive data breach leaves 2.5B users exposed')).ORG,
    ).toEqual(['Google']);
    expect(names(entitiesOf('Coupang apologizes to 34M customers for data breach')).ORG).toEqual(['Coupang']);
    // The name after the number stays ("Samsung 4K TV": the maker, not "Samsung 4K").
    expect(names(entitiesOf("There's a Samsung 4K TV deal you can snag.")).ORG).toEqual(['Samsung']);
  });
  it('splits an abbreviated role between the constituency, party or state and the person', () => {
    // Parts 31 and 38 (NewsDataHub): the constituency is a place no list knows.
    expect(
      names(entitiesOf('Health Minister and Pakuranga MP Simeon Brown says he has been briefed.')),
    ).toMatchObject({ PER: ['Simeon Brown'], LOC: ['Pakuranga'], ORG: [] });
    // An earlier part (HuffPost): a state's attorney general.
    expect(
      names(entitiesOf('Massachusetts AG Maura Healey accused Meta of exploiting children.')),
    ).toMatchObject({
      PER: ['Maura Healey'],
      ORG: ['Meta'],
      LOC: ['Massachusetts'],
    });
    // A party the lists know stays an organisation; "AG" ending a firm's name splits nothing.
    expect(names(entitiesOf('Labour MP Jess Phillips said it.'))).toMatchObject({
      PER: ['Jess Phillips'],
      ORG: ['Labour'],
    });
    expect(names(entitiesOf('Volkswagen AG said it would comply.')).ORG).toEqual(['Volkswagen AG']);
    // Part 48: a legislator's role ending the name with no holder after it is no part of the party's name.
    const heard = names(
      entitiesOf(
        'The house heard an intervention from BJP MP and film actress Kangana Ranaut, who spoke at length.',
      ),
    );
    expect(heard).toMatchObject({ ORG: ['BJP'], PER: ['Kangana Ranaut'] });
    expect(names(entitiesOf('A Labour MP said the vote would fail.')).ORG).toEqual(['Labour']);
  });
  it("takes a place's senate, army or navy in a Title Case headline for one organisation, as in body text", () => {
    expect(names(entitiesOf('It was late.', 'FBI Arrests U.S. Army Member Over Plot'))).toMatchObject({
      ORG: ['FBI', 'U.S. Army'],
      LOC: [],
    });
    expect(names(entitiesOf('It was late.', 'Governor Runs For U.S. Senate')).ORG).toEqual(['U.S. Senate']);
  });
  it('reads "X, the company founder" as a person, not as an organisation appositive', () => {
    expect(names(entitiesOf('Tavish Orlen, the company founder, disagreed.'))).toMatchObject({
      PER: ['Tavish Orlen'],
      ORG: [],
    });
    expect(names(entitiesOf("Tavish Orlen, the company's founder, disagreed.")).PER).toEqual([
      'Tavish Orlen',
    ]);
    expect(names(entitiesOf('Zentrix, a software company, raised money.')).ORG).toEqual(['Zentrix']);
  });
  it('takes a camel-case given name opening a headline only with a surname after it', () => {
    expect(
      names(entitiesOf('The 19-year-old singer will receive an award.', 'JoJo Siwa To Receive Honor')).PER,
    ).toEqual(['JoJo Siwa']);
    expect(names(entitiesOf('The crypto star of the year.', 'DeepSnitch Launches Token Sale')).PER).toEqual(
      [],
    );
  });
  it('takes what something is based in ("X-based") for a place', () => {
    expect(
      names(entitiesOf('The New York-based firm and Tarnowice-based Quibble raised money.')).LOC,
    ).toEqual(['New York', 'Tarnowice']);
    // A known organisation keeps its type ("Microsoft-based tools").
    expect(names(entitiesOf('The Microsoft-based tools failed.'))).toMatchObject({
      ORG: ['Microsoft'],
      LOC: [],
    });
  });
  it('leaves a headline opening alone when its rules took a name there, or the words are no name before a verb', () => {
    const host = 'The "Late Show" host wondered why.';
    // "Trump" is known: "Now" is no surname.
    expect(names(entitiesOf(host, 'Trump Now Wants China To Investigate')).PER).toEqual(['Trump']);
    // An organisation keyword, a given name alone, a second name word that is also a verb.
    expect(names(entitiesOf('The actor said so.', 'Swarthmore College Bans Greek Life')).PER).toEqual([]);
    expect(names(entitiesOf('The actor said so.', 'Sandra Oh Is Red-Hot At Awards')).PER).toEqual([]);
    expect(names(entitiesOf('The former NBA star said so.', 'Dwyane Wade Weighs In On Exit')).PER).toEqual(
      [],
    );
    // A persona noun that is someone else's ("the president's doctor"), a pronoun inside a quotation.
    expect(
      names(entitiesOf("The polyp was benign, said the president's doctor.", 'Polyp Removed From Colon')).PER,
    ).toEqual([]);
    expect(names(entitiesOf('"He inspired us," a founder said.', 'Tribeca Adds Screening')).PER).toEqual([]);
  });
  it('keeps "Georgia Senate" (a race for a seat) apart, and "Us" a common word, when splitting known names', () => {
    expect(names(entitiesOf('It was close.', 'Stakes High For Georgia Senate Runoffs'))).toMatchObject({
      ORG: ['Senate'],
      LOC: ['Georgia'],
    });
    expect(names(entitiesOf('Toys R Us Canada reported a breach.')).LOC).toEqual([]);
  });
  it('looks a name up without the possessive wink leaves glued to it before a comma, and drops it from the name', () => {
    expect(names(entitiesOf('Only one, Indiana’s, was signed into law.')).LOC).toEqual(['Indiana']);
    // A possessive that is part of a known name stays ("McDonald's").
    expect(names(entitiesOf("A parasite found in McDonald's salads made people sick.")).ORG).toEqual([
      "McDonald's",
    ]);
  });
});

describe('extractEntities with the tenth tuning pass cues', () => {
  it('takes an unknown word before a perfect tense, or one ending in "s" before a singular verb, as an organisation (tenth pass)', () => {
    expect(names(entitiesOf('The firm said Zorvex has quietly confirmed it.')).ORG).toEqual(['Zorvex']);
    expect(
      names(entitiesOf('Laptop maker says so. The firm said Asus has admitted that a supplier was hit.')).ORG,
    ).toEqual(['Asus']);
    // A plural with a plural verb names a group of people.
    expect(names(entitiesOf('Many Muslims traveled far. Some Muslims have said so.')).ORG).toEqual([]);
    // "have" after a pair of names; after one name it has another subject.
    expect(names(entitiesOf('Sophos and Phishield have combined their products.')).ORG).toContain(
      'Phishield',
    );
    expect(names(entitiesOf('Two men from Walsall have pleaded not guilty.')).ORG).toEqual([]);
  });
  it('takes what owns, backs or funds something as an organisation unless known otherwise (tenth pass)', () => {
    expect(names(entitiesOf('Sales at Quixa-owned Jaguar Land Rover tumbled.')).ORG).toEqual([
      'Quixa',
      'Jaguar Land Rover',
    ]);
    expect(
      names(entitiesOf('Fears Putin-backed hackers are behind it as carmaker restarts production.')),
    ).toMatchObject({
      PER: ['Putin'],
      ORG: [],
    });
    expect(names(entitiesOf('The Iran-backed militia and State-owned firms met.'))).toMatchObject({
      ORG: [],
      LOC: ['Iran'],
    });
  });
  it('takes an unknown name before "members" as an organisation, not a common word (tenth pass)', () => {
    expect(
      names(entitiesOf('Hackers stole data of 6.5 million Zorvex members, impacting stores.')).ORG,
    ).toEqual(['Zorvex']);
    expect(names(entitiesOf('The breach compromised Club member data.')).ORG).toEqual([]);
  });
  it('keeps an office named after its holder, and "X of the Y" agencies, whole (tenth pass)', () => {
    expect(
      names(entitiesOf("The Fillmore County Sheriff's Office shares warning on data breach.")).ORG,
    ).toEqual(["Fillmore County Sheriff's Office"]);
    expect(
      names(
        entitiesOf(
          "The gang has claimed a significant cyberattack targeting Kenya's Office of the Registrar of Political Parties.",
        ),
      ).ORG,
    ).toContain('Office of the Registrar of Political Parties');
  });
  it('types the people of a known place as MISC, and leaves letter compounds and emphasis out (tenth pass)', () => {
    expect(
      names(entitiesOf('The breach affected up to 126,000 New Zealanders and Londoners.')),
    ).toMatchObject({
      ORG: [],
      MISC: ['New Zealanders', 'Londoners'],
    });
    expect(names(entitiesOf('Jaguar Land Rover in U-turn as data was accessed.')).LOC).toEqual([]);
    expect(names(entitiesOf('Meta platform issues BIG statement amid claims.')).ORG).toEqual(['Meta']);
    expect(names(entitiesOf('Crooks forced to take off-RAMP as FBI seizes forum.')).ORG).toContain('RAMP');
    expect(names(entitiesOf('The FBI seized the RAMP cybercrime forum.')).ORG).toContain('RAMP');
  });
  it('types a known place with "-n", "-an" or "-ian" as its demonym, MISC (thirty-third pass)', () => {
    expect(names(entitiesOf('He urged other Floridians to join him.')).MISC).toEqual(['Floridians']);
    expect(names(entitiesOf('The Montanan is up for re-election.')).MISC).toEqual(['Montanan']);
    expect(names(entitiesOf('He left a legacy of goofy Hawaiian shirts.')).MISC).toEqual(['Hawaiian']);
    // Not a given name.
    expect(names(entitiesOf('She met Adrian at the airport.')).MISC).toEqual([]);
  });
  it('takes a town before a noun of its people in a Title Case headline, and large cities the corpora write as bodies (tenth pass)', () => {
    expect(names(entitiesOf('He was jailed.', 'Swindon Man Jailed For Fraud')).LOC).toEqual(['Swindon']);
    // Not a body named with the town, nor a town after a common word.
    expect(names(entitiesOf('It met.', 'Swindon Council Meets')).LOC).toEqual([]);
    // A city of 300,000+ people stays a town though news writes it mostly as "the Minneapolis police".
    expect(names(entitiesOf('The council met.', 'Minneapolis Suburb Approves Changes')).LOC).toEqual([
      'Minneapolis',
    ]);
  });
  it('takes a town before a noun of a violent event there in a Title Case headline, a common word too (thirty-third pass)', () => {
    expect(
      names(entitiesOf('Police have not said why.', 'Minneapolis Shooting Leaves 1 Dead, 11 Injured')).LOC,
    ).toEqual(['Minneapolis']);
    expect(
      names(entitiesOf('A manager called police.', 'Dispatcher Fired During Buffalo Shooting')).LOC,
    ).toEqual(['Buffalo']);
    expect(names(entitiesOf('She spoke.', 'Boulder Shooting Survivor Speaks Out')).LOC).toEqual(['Boulder']);
    // A common word before another noun stays no place.
    expect(names(entitiesOf('They grazed.', 'Buffalo Herd Returns')).LOC).toEqual([]);
  });
  it('takes a court case named by its parties for MISC (thirty-ninth pass)', () => {
    // Parts 38 and an earlier one (HuffPost).
    expect(
      names(entitiesOf('Politico reported that the high court planned to overturn Roe v. Wade.')).MISC,
    ).toEqual(['Roe v. Wade']);
    expect(
      names(
        entitiesOf(
          'It opened the door to state bans.',
          'Roe v. Wade: Supreme Court Overturns Landmark Ruling',
        ),
      ),
    ).toMatchObject({
      MISC: ['Roe v. Wade'],
      ORG: ['Supreme Court'],
    });
    const found = names(entitiesOf('Sonia Sotomayor wrote in her dissent in Shinn v. Ramirez.'));
    expect(found.MISC).toEqual(['Shinn v. Ramirez']);
    expect(found.PER).toEqual(['Sonia Sotomayor']);
    expect(names(entitiesOf('The ruling in Brown v. Board of Education ended it.')).MISC).toEqual([
      'Brown v. Board of Education',
    ]);
    // Not "vs.", written for any contest.
    expect(names(entitiesOf('', 'Colbert Reveals How GOP Sees Sex Harassment vs. Trump’s')).MISC).toEqual([]);
  });
  it("takes a two-word town whose first word is a place alone before its people's or an event's noun (thirty-ninth pass)", () => {
    // Part 38 (HuffPost): "Virginia" alone had been taken.
    expect(
      names(entitiesOf('Many were longtime employees.', 'Virginia Beach Officials Identify Shooting Victims'))
        .LOC,
    ).toEqual(['Virginia Beach']);
    expect(
      names(entitiesOf('The city was slow.', 'Jersey City Mayor Promises To Reopen Rental Aid')).LOC,
    ).toEqual(['Jersey City']);
    // A known place alone before such a noun stays itself.
    expect(names(entitiesOf('Officials spoke.', 'Virginia Officials Identify Victims')).LOC).toEqual([
      'Virginia',
    ]);
  });
  it('takes a common word that is no given name before a surname in a Title Case headline as no person (tenth pass)', () => {
    expect(names(entitiesOf('He said so.', 'Lawyer Posts Fake Lincoln Quote')).PER).toEqual([]);
    expect(names(entitiesOf('He said so.', 'Dems Demand Mueller’s Full Report')).PER).not.toContain(
      'Demand Mueller',
    );
    // A given name that is also a common word still opens one.
    expect(names(entitiesOf('He said so.', 'Lawmakers Grill Bill Barr Over Memo')).PER).toContain(
      'Bill Barr',
    );
  });
  it("takes a known place before a newspaper's word as the newspaper (tenth pass)", () => {
    expect(
      names(
        entitiesOf('The Kansas City Star reported it, as did the Houston Chronicle and the Sacramento Bee.'),
      ),
    ).toMatchObject({ ORG: ['Kansas City Star', 'Houston Chronicle', 'Sacramento Bee'], LOC: [], PER: [] });
    expect(names(entitiesOf('He said so.', 'Kansas City Star Rebukes Senator'))).toMatchObject({
      ORG: ['Kansas City Star'],
      LOC: [],
    });
  });
});

describe('extractEntities with the eleventh tuning pass cues', () => {
  it('keeps the first part of a hyphenated given name in a Title Case headline, as in body text', () => {
    expect(
      names(entitiesOf('The show opened.', "Lin-Manuel Miranda Takes 'Hamilton' To Puerto Rico")).PER,
    ).toEqual(['Lin-Manuel Miranda']);
    expect(
      names(entitiesOf('The designer spoke.', 'Jean-Paul Gaultier Opens New Store In Paris')).PER,
    ).toEqual(['Jean-Paul Gaultier']);
    // A hyphenated company is no person.
    expect(names(entitiesOf('The company said.', 'Coca-Cola Beats Estimates')).PER).toEqual([]);
  });
  it('takes a title word after a title and a given name as the surname before the headline verb', () => {
    expect(names(entitiesOf('He wrote it.', 'Rep. Steve King Uses Baby To Celebrate Vote')).PER).toEqual([
      'Steve King',
    ]);
    expect(names(entitiesOf('He wrote it.', 'Sen. John Bishop Says He Will Run Again')).PER).toEqual([
      'John Bishop',
    ]);
    // A title word opening another person's name stays a title.
    expect(names(entitiesOf('They met.', 'Prince Harry King Charles Meet In London')).PER).toEqual([
      'Prince Harry',
      'King Charles',
    ]);
  });
  it('reads a one-word place before a known surname in a Title Case headline as a given name', () => {
    expect(
      names(entitiesOf('She spoke.', 'Democrats Ask Voters To Elect India Walton As Mayor')),
    ).toMatchObject({
      PER: ['India Walton'],
      LOC: [],
    });
    // Not a place before a word of another kind, nor a place word that is also an adjective.
    // (Since the sixty-third pass the utility is one organisation, as the labels have it: no given name either way.)
    expect(names(entitiesOf('The utility said.', 'Georgia Power Raises Rates'))).toMatchObject({
      PER: [],
      ORG: ['Georgia Power'],
    });
    expect(names(entitiesOf('The firm said.', 'Arctic Wolf Invests in Security')).PER).toEqual([]);
  });
  it('reads the surname of a person known by full name alone in a Title Case headline before its verb', () => {
    expect(names(entitiesOf('He said.', 'Blinken Vows Support To Moldova')).PER).toEqual(['Blinken']);
    expect(names(entitiesOf('They said.', "Protesters Demand Northam's Resignation")).PER).toEqual([
      'Northam',
    ]);
    // Not after a given name that makes it part of a longer name. (Before a common noun ending the name,
    // "Blinken Trip To Moldova Ends", the twelfth pass reads the person too, as the labelling rules do.)
    expect(names(entitiesOf('He said.', 'Will Smith Generates Buzz')).PER).not.toContain('Smith');
  });
  it('reads a known place before a plural noun for its people as the place alone', () => {
    expect(names(entitiesOf('West Midlands MPs have called for loans.'))).toMatchObject({
      LOC: ['West Midlands'],
      ORG: [],
    });
    expect(names(entitiesOf('California Officials said it was fine.'))).toMatchObject({
      LOC: ['California'],
      ORG: [],
    });
  });
});

describe('extractEntities with the twelfth tuning pass cues', () => {
  it('reads a Unicode hyphen or non-breaking hyphen inside a name like "-"', () => {
    expect(names(entitiesOf('Customers were hit at payment processor Global\u2011e on Monday.')).ORG).toEqual(
      ['Global\u2011e'],
    );
    expect(names(entitiesOf('Customers were hit at payment processor Global\u2010e on Monday.')).ORG).toEqual(
      ['Global\u2010e'],
    );
  });
  it("reads a commissioner's office as one organisation, the possessive inside", () => {
    expect(
      names(entitiesOf("The Information Commissioner's Office said teachers fail to see it.")),
    ).toMatchObject({
      PER: [],
      ORG: ["Information Commissioner's Office"],
    });
    expect(names(entitiesOf('The Privacy Commissioner’s Office will investigate.')).ORG).toEqual([
      'Privacy Commissioner’s Office',
    ]);
  });
  it('keeps a compass word opening a sentence before a place and an organisation keyword', () => {
    expect(names(entitiesOf('Western Sydney University has suffered a major data breach.')).ORG).toEqual([
      'Western Sydney University',
    ]);
    expect(names(entitiesOf('Eastern Michigan University said it was hit.')).ORG).toEqual([
      'Eastern Michigan University',
    ]);
    // A compass word before a name with no organisation keyword is still a common word at the start.
    expect(names(entitiesOf('Western Sydney residents were told to stay home.')).ORG).toEqual([]);
  });
  it("reads a place before a party's name as the place and the party", () => {
    expect(names(entitiesOf('He spoke at the Utah GOP convention on Friday.'))).toMatchObject({
      ORG: ['GOP'],
      LOC: ['Utah'],
    });
    expect(names(entitiesOf('No one checked with Georgia GOP Rep. Doug Collins first.'))).toMatchObject({
      PER: ['Doug Collins'],
      ORG: ['GOP'],
      LOC: ['Georgia'],
    });
    // A body that is no party stays one name ("House GOP" names the party's members of the House).
    expect(names(entitiesOf('The House GOP said so.')).LOC).toEqual([]);
  });
  it("reads a known person's surname before a common noun ending the name in a Title Case headline", () => {
    expect(
      names(entitiesOf("It's a shift.", "Most Clinton Voters Now Say 'People Like Them' Were Better Off"))
        .PER,
    ).toEqual(['Clinton']);
    expect(
      names(entitiesOf('The property may be saved.', 'Kushner Family Reportedly Close To Getting Bailout'))
        .PER,
    ).toEqual(['Kushner']);
    // Not before a noun that goes on into a longer name, nor a surname that is an adjective.
    expect(
      names(entitiesOf('The firm said.', 'Data Breach Exposes Records: Murphy Law Firm Investigates Claims'))
        .PER,
    ).toEqual([]);
    expect(
      names(entitiesOf('Many were accused.', '1,700 Catholic Priests Accused Of Abuse Living Freely')).PER,
    ).toEqual([]);
  });
  it('reads a word listed by "and" with a known organisation in a Title Case headline as one too', () => {
    expect(
      names(
        entitiesOf(
          'The report ranks vendors.',
          'VPNs From Cisco and Citrix Riskiest Products for Ransomware',
        ),
      ).ORG,
    ).toEqual(['Cisco', 'Citrix']);
    // A comma alone also ends a clause in a headline; a common word is no name.
    expect(names(entitiesOf('It was hot.', 'Anchorage, Alaska, Shatters Heat Record')).LOC).toEqual([
      'Anchorage',
      'Alaska',
    ]);
    expect(names(entitiesOf('They sued.', 'Google and Friends Face Lawsuit')).ORG).toEqual(['Google']);
  });
  it('reads a common given name before a particle and a surname as a person', () => {
    expect(names(entitiesOf('Bill De Blasio said the city was ready.')).PER).toEqual(['Bill De Blasio']);
    expect(
      names(entitiesOf('The mayor spoke.', 'Bill De Blasio Claims Proof Only Came Recently')).PER,
    ).toEqual(['Bill De Blasio']);
  });
  it("reads the company of a law firm's 'Claims on Behalf of X Customers' notice as one organisation", () => {
    const notice =
      'DATA BREACH ALERT: Edelson Lechtzin LLP is Investigating Claims on Behalf of Associated Radiologists of the Finger Lakes, P.C. Customers Whose Data May Have Been Compromised';
    expect(names(entitiesOf('ELMIRA, N.Y., Jan.', notice)).ORG).toContain(
      'Associated Radiologists of the Finger Lakes, P.C.',
    );
    // The group noun before "Whose", not one inside the name.
    const members =
      'DATA BREACH ALERT: Edelson Lechtzin LLP is Investigating Claims on Behalf of Civil Service Employees Association Inc. Members Whose Data May Have Been Compromised';
    expect(names(entitiesOf('NEWTOWN, Pa., Jan.', members)).ORG).toContain(
      'Civil Service Employees Association Inc.',
    );
  });
  it('reads a family named by its surname ("the Sackler family") as a person', () => {
    expect(
      names(entitiesOf('The lawsuit accused the company and the Sackler family of causing it.')).PER,
    ).toEqual(['Sackler']);
    // A common word before "family" names none.
    expect(names(entitiesOf('He met the Royal family on Tuesday.')).PER).toEqual([]);
  });
  it('reads a known surname in the plural after "the" ("the Bidens") as a person, the family', () => {
    expect(
      names(
        entitiesOf('The Bidens kicked off the first White House Easter Egg Roll since before the pandemic.'),
      ).PER,
    ).toEqual(['Bidens']);
    expect(
      names(entitiesOf('The agency also represents the Obamas, the Clintons and Oprah Winfrey.')).PER,
    ).toEqual(['Obamas', 'Clintons', 'Oprah Winfrey']);
    // Not a common word, nor a team the lists know.
    expect(names(entitiesOf('He met the Woods near the Lakers arena.')).PER).toEqual([]);
  });
  it('reads a capitalised clause after a semicolon like a sentence start', () => {
    expect(
      names(
        entitiesOf("The actor's residence was under bomb threat; Police confirm threat hoax, cops on alert."),
      ).ORG,
    ).toEqual([]);
    expect(names(entitiesOf('The firm was hit; Microsoft confirmed it on Monday.')).ORG).toEqual([
      'Microsoft',
    ]);
  });
  it('takes no -ing form in running text for the verb of an organisation', () => {
    expect(names(entitiesOf('The essay was about Black suffering and joy.')).ORG).toEqual([]);
    expect(names(entitiesOf('Later, Zorblax suffered a data breach.')).ORG).toEqual(['Zorblax']);
  });
});

describe('extractEntities with the thirteenth tuning pass cues', () => {
  it('takes a one-word place after a title and a given name as the surname before the headline verb', () => {
    expect(names(entitiesOf('He wrote it.', 'Rep. Tom Jordan Admits To Sending Texts')).PER).toEqual([
      'Tom Jordan',
    ]);
    expect(names(entitiesOf('He wrote it.', 'Rep. Tom Jordan Admits To Sending Texts')).LOC).toEqual([]);
    expect(names(entitiesOf('He wrote it.', 'Sen. Tom Jordan’s Remarks Draw Fire')).PER).toEqual([
      'Tom Jordan',
    ]);
    // Before a noun the place stays a place.
    const visit = names(entitiesOf('They met.', 'Prince Harry London Visit Planned'));
    expect(visit.LOC).toEqual(['London']);
  });
  it('takes a generational suffix after a person in a Title Case headline', () => {
    expect(names(entitiesOf('He said so.', 'Donald Trump Jr. Slams Critics')).PER).toEqual([
      'Donald Trump Jr.',
    ]);
    expect(names(entitiesOf('He said so.', 'Award Goes To Ken Zorbelton Sr. At Last')).PER).toEqual([
      'Ken Zorbelton Sr.',
    ]);
  });
  it('takes a third word after a given name and a surname in a Title Case headline before its verb', () => {
    expect(names(entitiesOf('She is back.', 'Maria Bader Zorbelton Returns To Work')).PER).toEqual([
      'Maria Bader Zorbelton',
    ]);
    // A known person of two words, the second a surname.
    expect(names(entitiesOf('She spoke.', 'Jenna Bush Hager Pays Tribute To Butler')).PER).toEqual([
      'Jenna Bush Hager',
    ]);
    // Not an adverb, nor the singular of a common plural.
    expect(names(entitiesOf('She spoke.', 'Kate Middleton Sweetly Explains Her Dress')).PER).toEqual([
      'Kate Middleton',
    ]);
    expect(names(entitiesOf('He spoke.', 'Kyle Rittenhouse Juror Dismissed Over Joke')).PER).toEqual([
      'Kyle Rittenhouse',
    ]);
  });
  it('takes a gazetteer town doing something for the place, not an organisation', () => {
    const found = names(entitiesOf('Basingstoke witnessed a blackout on Sunday.'));
    expect(found.LOC).toEqual(['Basingstoke']);
    expect(found.ORG).toEqual([]);
    // Speaking, it is still read as a person's surname.
    expect(names(entitiesOf('Basingstoke said it would act.')).LOC).toEqual([]);
  });
  it('takes two unknown name-shaped words before a verb people do in a Title Case headline for a person', () => {
    expect(names(entitiesOf('It was close.', 'Olumide Adebayo Wins Election')).PER).toEqual([
      'Olumide Adebayo',
    ]);
    expect(names(entitiesOf('He spoke.', 'Pilot Zorbel Quantrix Appears In New Ad')).PER).toEqual([
      'Zorbel Quantrix',
    ]);
  });
  it('joins a one-word name and a lone given name or surname after "and" into one place or organisation', () => {
    const place = names(
      entitiesOf('Residents of Kensington and Chelsea were told that their data was copied in the attack.'),
    );
    expect(place.LOC).toEqual(['Kensington and Chelsea']);
    expect(place.PER).toEqual([]);
    const firm = names(
      entitiesOf('Shoppers returned to the stores of Zorbel and Spencer after the attack had shut them.'),
    );
    expect(firm.ORG).toEqual(['Zorbel and Spencer']);
    expect(firm.PER).toEqual([]);
    // Not two people, nor the end of a list of names.
    expect(names(entitiesOf('Bill and Hillary went home after the long dinner ran late.')).ORG).toEqual([]);
    expect(
      names(entitiesOf('Lizzie, Gordo and Miranda are back for a virtual reunion of the old show.')).PER,
    ).toEqual(['Lizzie', 'Miranda']);
  });
});

describe('extractEntities with the fourteenth tuning pass cues', () => {
  it('leaves a sentence-opening "The" out of a name the gazetteer does not hold with it', () => {
    const place = names(entitiesOf('The West Virginia senator said the tax rate should go up.'));
    expect(place.LOC).toEqual(['West Virginia']);
    expect(place.ORG).toEqual([]);
    // Known with its article, it stays whole; a singular "-er" name is a title, not the people of a place.
    expect(names(entitiesOf('The Washington Post reported it first.')).ORG).toEqual(['The Washington Post']);
    expect(names(entitiesOf('The New Yorker published the cartoon.')).MISC).toEqual([]);
  });
  it('reads a body named after a date as one organisation', () => {
    expect(
      names(entitiesOf('She spoke.', 'Zorbel Quantrix Agrees To Interview With Jan. 6 Panel')).ORG,
    ).toEqual(['Jan. 6 Panel']);
    expect(names(entitiesOf('The Jan. 6 Committee voted on Monday to hold him in contempt.')).ORG).toEqual([
      'Jan. 6 Committee',
    ]);
    // A date alone names nothing.
    expect(names(entitiesOf('On Jan. 6 the crowd marched to the building.')).ORG).toEqual([]);
  });
  it('reads "County" before a name as a place', () => {
    const found = names(entitiesOf('A hotel in the north, in County Kerry, has confirmed a breach.'));
    expect(found.LOC).toEqual(['County Kerry']);
    expect(found.ORG).toEqual([]);
    expect(names(entitiesOf('He visited the County Council offices.')).ORG).toEqual(['County Council']);
  });
  it("splits a court's justice off between the court and the judge's name", () => {
    const found = names(
      entitiesOf('She is the wife of Supreme Court Justice Clarence Thomas, who declined.'),
    );
    expect(found.ORG).toEqual(['Supreme Court']);
    expect(found.PER).toEqual(['Clarence Thomas']);
    expect(names(entitiesOf('The Justice Department opened an investigation.')).ORG).toEqual([
      'Justice Department',
    ]);
  });
  it('takes an unknown word of three or more capitals for no person before "said" nor place after "in"', () => {
    const said = names(entitiesOf('The ZQXB said it would review the footage.'));
    expect(said.ORG).toEqual(['ZQXB']);
    expect(said.PER).toEqual([]);
    const inside = names(entitiesOf('The feud was not covered in ZQXB’s new docuseries.'));
    expect(inside.ORG).toEqual(['ZQXB']);
    expect(inside.LOC).toEqual([]);
  });
  it('reads a name before a common noun and the business it qualifies as that business', () => {
    expect(names(entitiesOf('Hackers stole photos from the Zorbel nursery chain last week.')).ORG).toEqual([
      'Zorbel',
    ]);
    // Not the common compound "supply chain".
    expect(names(entitiesOf('The firm buys parts from Zorbels supply chain to sell them on.')).ORG).toEqual(
      [],
    );
  });
  it("keeps a known company's sports division whole in a Title Case headline", () => {
    expect(names(entitiesOf('He retired.', 'Quarterback Will Join Fox Sports As Analyst')).ORG).toEqual([
      'Fox Sports',
    ]);
  });
  it('takes a surname known alone as a person too before a common noun in a Title Case headline', () => {
    expect(names(entitiesOf('Senators met.', 'Senators Debate The Future Of The Mueller Probe')).PER).toEqual(
      ['Mueller'],
    );
    // Not after another surname, where it ends a three-word name.
    expect(names(entitiesOf('It was close.', 'Olumide Ortiz Jones Wins Runoff')).PER).not.toContain('Jones');
  });
  it('goes on to a third name word before a Title Case small word, and after a known pair ending in a given name', () => {
    expect(names(entitiesOf('She spoke.', 'Ruth Bader Ginsburg To Retire')).PER).toEqual([
      'Ruth Bader Ginsburg',
    ]);
    expect(names(entitiesOf('She spoke.', 'Alice Marie Quantrix Says Goodbye')).PER).toEqual([
      'Alice Marie Quantrix',
    ]);
  });
  it('keeps a known person out of a compound with a short word ("Obama-era")', () => {
    const found = names(entitiesOf('The agency scrapped the Obama-era rules last week.'));
    expect(found.PER).toEqual(['Obama']);
    expect(found.ORG).toEqual([]);
  });
  it('takes a given name alone with a possessive in a Title Case headline for a person', () => {
    expect(names(entitiesOf('Fans cheered.', "Fans Celebrate Archie's Birthday")).PER).toEqual(['Archie']);
    // Not a holiday.
    expect(names(entitiesOf('They posted.', "Couple Celebrate Valentine's Day")).PER).toEqual([]);
  });
  it('keeps a town that the corpora name before an event noun ("the Charlottesville rally") a place', () => {
    expect(names(entitiesOf('He marched at the deadly Charlottesville rally that summer.')).LOC).toEqual([
      'Charlottesville',
    ]);
  });
  it('reads a known place or organisation with an "s" glued on before a noun as a possessive', () => {
    expect(
      names(entitiesOf('Officials said Swedens prosecution authority had confirmed a breach.')).LOC,
    ).toEqual(['Sweden']);
    // A plural before its verb is no possessive.
    expect(names(entitiesOf('Thousands more Oregonians will soon receive letters.')).ORG).toEqual([]);
  });
  it('starts a sentence after a colon, so a capitalised common word there is no part of a name', () => {
    const found = names(entitiesOf('Hacking to learn: Building Canada’s cyber workforce'));
    expect(found.LOC).toEqual(['Canada']);
    expect(found.ORG).toEqual([]);
  });
  it('lets a mined organisation open with a word that is no name alone ("Under Armour")', () => {
    expect(
      names(entitiesOf('Retailers such as Under Armour reported weaker sales this quarter.')).ORG,
    ).toEqual(['Under Armour']);
    expect(
      names(entitiesOf('Sales fell.', 'Everest Claims Breach Of Sportswear Giant Under Armour')).ORG,
    ).toContain('Under Armour');
  });
  it('reads a chamber named alone ("House", "Parliament"), capitalised mid-sentence, as that body', () => {
    expect(
      names(entitiesOf('She agreed to an interview with the House panel investigating the riot.')).ORG,
    ).toEqual(['House']);
    expect(names(entitiesOf('The ex-White House communications chief spoke.')).ORG).not.toContain('House');
    expect(names(entitiesOf('Journalists gave evidence to Parliament about the cover-up.')).ORG).toEqual([
      'Parliament',
    ]);
  });
  it("reads a feed's word glued to the next sentence's first word as that sentence's start", () => {
    const found = names(
      entitiesOf(
        'Sales fell amid a production stoppageBusiness live updatesZorbel Motors has restarted work.',
      ),
    );
    expect(found.ORG).toEqual(['Zorbel Motors']);
    expect(found.PER).toEqual([]);
    expect(names(entitiesOf('He was not released from prisonDonald Trump again called for it.')).PER).toEqual(
      ['Donald Trump'],
    );
  });
});

describe('extractEntities with the fifteenth tuning pass cues', () => {
  it('reads the band named after a Title Case "Hacking Group" or "Ransomware Gangs" as organisations', () => {
    expect(
      names(entitiesOf('The theft was large.', 'Notorious Hacking Group Zarvok Blamed For $37 Million Heist'))
        .ORG,
    ).toEqual(['Zarvok']);
    expect(
      names(
        entitiesOf(
          'Researchers said so.',
          'New Loader Linked To Major Ransomware Gangs Krellix, Vantabyte, and Oruma',
        ),
      ).ORG,
    ).toEqual(['Krellix', 'Vantabyte', 'Oruma']);
    // A common word, a verb or a known place after the noun is none.
    expect(
      names(entitiesOf('It spread.', 'China-Linked Hacking Group Targets European Diplomats')).ORG,
    ).toEqual([]);
    expect(
      names(entitiesOf('It spread.', 'Analysts Say The Ransomware Group May Have Rebranded')).ORG,
    ).toEqual([]);
  });
  it('reads a hyphenated name joined by a particle as one place', () => {
    const found = names(entitiesOf('The senator flew to Vel-a-Mora on Friday and then to Hay-on-Wye.'));
    expect(found.LOC).toEqual(['Vel-a-Mora', 'Hay-on-Wye']);
    expect(found.ORG).toEqual([]);
    expect(
      names(entitiesOf('The trip marks his fifth visit.', 'Trump Takes Off To Vel-A-Mora After Speech')).LOC,
    ).toEqual(['Vel-A-Mora']);
    // Common words so joined are no place.
    expect(names(entitiesOf('They sell an All-in-One printer and a Host-a-Party kit.')).LOC).toEqual([]);
  });
});

describe('extractEntities with the sixteenth tuning pass cues', () => {
  it('reads a body named after its building as the place when the text puts someone in it', () => {
    expect(names(entitiesOf('He wants a man with a plan in the White House.')).LOC).toEqual(['White House']);
    expect(names(entitiesOf('Protesters gathered outside the Kremlin on Sunday.')).LOC).toEqual(['Kremlin']);
    expect(names(entitiesOf('A day after his disturbing White House visit, he spoke.')).LOC).toEqual([
      'White House',
    ]);
    expect(
      names(
        entitiesOf(
          'The socks have become crusty.',
          'A Bag Of Socks Is Living In The White House Briefing Room',
        ),
      ).LOC,
    ).toEqual(['White House']);
    expect(
      names(entitiesOf('The Press Room', 'Cartoon Shows White House Press Briefing Room Chaos')).LOC,
    ).toEqual(['White House Press Briefing Room']);
    // The body acting, or named in a headline that makes it act, stays an organisation.
    expect(names(entitiesOf('The White House said on Monday it would act.')).ORG).toEqual(['White House']);
    const headline = names(
      entitiesOf(
        'Getting rid of the top official in the White House does not help.',
        'White House Eliminates Cyber Czar Post After Appointee Leaves',
      ),
    );
    expect(headline.ORG).toEqual(['White House']);
    expect(headline.LOC).toEqual([]);
  });
  it('reads a named room of a seat of government as a place', () => {
    expect(names(entitiesOf('He met reporters in the Oval Office on Monday.')).LOC).toEqual(['Oval Office']);
    expect(names(entitiesOf('Biden inherits it.', 'Cartoon Of Oval Office Chaos Goes Viral')).LOC).toEqual([
      'Oval Office',
    ]);
  });
});

describe("extractEntities with the sixteenth tuning pass cues: nations' bodies", () => {
  it('reads an embassy or consulate named by its nation as an organisation', () => {
    const found = names(entitiesOf('The Chinese Embassy in Oslo and the French Consulate said nothing.'));
    expect(found.ORG).toEqual(['Chinese Embassy', 'French Consulate']);
    expect(found.PER).toEqual([]);
  });
  it("reads a demonym before a body in a Title Case headline as that nation's body", () => {
    expect(names(entitiesOf('He said so.', 'European Council President Warns Of Retaliation')).ORG).toEqual([
      'European Council',
    ]);
    const found = names(entitiesOf('The vote came on Sunday.', 'Iraqi Parliament Votes To Remove Troops'));
    expect(found.ORG).toEqual(['Iraqi Parliament']);
    expect(found.MISC).toEqual([]);
    // A demonym before another word stays a demonym.
    expect(names(entitiesOf('It was sold.', 'French Wine Exports Fall Sharply')).MISC).toEqual(['French']);
  });
});

describe('extractEntities with the sixteenth tuning pass cues: sources', () => {
  it("reads an unknown name given as a report's source as an organisation", () => {
    expect(names(entitiesOf('Losses grew, according to Zorvex in collaboration with others.')).ORG).toEqual([
      'Zorvex',
    ]);
    expect(names(entitiesOf('Kenya tops the list, according to Brill Point research.')).ORG).toEqual([
      'Brill Point',
    ]);
    expect(names(entitiesOf('Devices can be tracked, as reported by Quillet.')).ORG).toEqual(['Quillet']);
    expect(names(entitiesOf('I would rather die at home, the actor told Varietta.')).ORG).toEqual([
      'Varietta',
    ]);
    // A person's surname stays a person; an unknown full name is no source body.
    expect(names(entitiesOf('John Smith left. Prices rose, according to Smith.')).PER).toEqual([
      'John Smith',
    ]);
    expect(names(entitiesOf('Prices rose, according to Oleks Varnyk.')).ORG).toEqual([]);
  });
});

describe('extractEntities with the sixteenth tuning pass cues: executive departments', () => {
  it('reads a department named by its portfolio as an organisation in a Title Case headline too', () => {
    expect(
      names(entitiesOf('The president had called for it.', 'Justice Department Moves Forward With Ban')).ORG,
    ).toEqual(['Justice Department']);
    expect(
      names(entitiesOf('It did so on Monday.', 'Education Department Cancels Student Loans')).ORG,
    ).toEqual(['Education Department']);
  });
});

describe('extractEntities with the sixteenth tuning pass cues: Title Case company verbs', () => {
  it('reads an unknown one-word name opening a headline before what companies do as an organisation', () => {
    expect(
      names(entitiesOf('It is out now.', 'Zorblat Launches New Platform For Cloud Security')).ORG,
    ).toEqual(['Zorblat']);
    expect(
      names(entitiesOf('Devices are targets.', 'Krevix Enhances Embedded Systems Security')).ORG,
    ).toEqual(['Krevix']);
    expect(
      names(entitiesOf('It took a day.', 'Vantor Resolves Cyber Attack On Streaming Service')).ORG,
    ).toEqual(['Vantor']);
    // Not the second word of a person's name.
    const person = names(
      entitiesOf('The host slammed the couple.', 'Tucker Carlson Launches Ugly Attack On Critics'),
    );
    expect(person.ORG).toEqual([]);
  });
});

describe('extractEntities with the sixteenth tuning pass cues: a place in a place', () => {
  it("reads a Title Case name after a known place's possessive that ends in a place keyword as a place", () => {
    const found = names(
      entitiesOf('The ecosystem is under threat.', "Birds Flee As Utah's Great Brine Lake Nears Record Low"),
    );
    expect(found.LOC).toEqual(['Utah', 'Great Brine Lake']);
    expect(names(entitiesOf('Many died.', "Deadly Earthquake Rocks Indonesia's Lombok Island")).LOC).toEqual([
      'Indonesia',
      'Lombok Island',
    ]);
    // A superlative ranks, it names nothing.
    expect(
      names(entitiesOf('Classes resume soon.', "Teachers In Ohio's Largest School District Strike")).LOC,
    ).toEqual(['Ohio']);
  });
});

describe('extractEntities with the seventeenth tuning pass cues: a role noun before a name', () => {
  it('reads two name-shaped words after a capitalised role noun as a person though they are common words', () => {
    const person = (title: string, body = 'It was a surprise.') => names(entitiesOf(body, title)).PER;
    expect(person("'Harbour Lights' Star Ember Foster Returns To The Stage")).toEqual(['Ember Foster']);
    expect(person("'Harbour Lights' Star Tan Germany Doesn't Give Advice")).toEqual(['Tan Germany']);
    expect(person("Olympic Skier Tan Miller's Son Wins Gold")).toEqual(['Tan Miller']);
    expect(person('Rapper Young Pike Sued Over Concert')).toEqual(['Young Pike']);
    // A given name, a word and a surname of the lists ending the name.
    expect(person("Author Mary Higgins Wright, 'Queen Of Crime,' Dead At 90")).toEqual([
      'Mary Higgins Wright',
    ]);
    // A role noun qualifying a noun at the headline's end, or a verb after it, names nobody.
    expect(person('Mayor Declares Emergency Over Baby Formula Shortage')).toEqual([]);
    expect(person('Mother Dog Found Dragging Her Puppies')).toEqual([]);
    expect(person('Church Reopens Child Sex Abuse Inquiry')).toEqual([]);
  });
});

describe('extractEntities with the seventeenth tuning pass cues: a title word as a surname', () => {
  it('keeps a title word that is also a surname after a given name in running text', () => {
    const person = (body: string) => names(entitiesOf(body, 'Critics Weigh In')).PER;
    expect(person('The host praised Carole King for her songs.')).toEqual(['Carole King']);
    expect(person('The bill was opposed by Rep. Walter Bishop.')).toEqual(['Walter Bishop']);
    // A title before the name stays a title; "King of ..." is a title.
    expect(person('Prince William spoke.')).toEqual(['William']);
    expect(person('He met Abdullah, King of Jordan.')).toEqual(['Abdullah']);
  });
});

describe("extractEntities with the seventeenth tuning pass cues: a lone name's possessive venue", () => {
  it('reads a lone name, its possessive and capitalised words ending in a building or organisation word as one name', () => {
    const found = names(
      entitiesOf(
        'Police arrested him at Barnaby’s Gentlemen’s Club after he refused to pay. Fans filled Levi’s Stadium.',
      ),
    );
    expect(found.PER).toEqual([]);
    expect(found.ORG).toEqual(['Barnaby’s Gentlemen’s Club']);
    expect(found.LOC).toEqual(['Levi’s Stadium']);
    // A known person's possessive stays the person's.
    const known = names(entitiesOf("Critics praised Trump's Justice Department."));
    expect(known.PER).toEqual(['Trump']);
    expect(known.ORG).toEqual(['Justice Department']);
  });
});

describe('extractEntities with the seventeenth tuning pass cues: plural demonyms', () => {
  it("reads a demonym's -s plural as MISC, not as a person, and leaves names that are plurals of their own", () => {
    const found = names(
      entitiesOf(
        'Dozens of Kenyans whose data leaked were told. Swedes and Czechs agreed. The Philippines voted.',
      ),
    );
    expect(found.PER).toEqual([]);
    expect(found.MISC).toEqual(['Kenyans', 'Swedes', 'Czechs']);
    expect(found.LOC).toEqual(['Philippines']);
  });
});

describe('extractEntities with the nineteenth tuning pass cues: state abbreviations', () => {
  it("takes a one-word dateline's state before a wire's dash for places", () => {
    expect(
      names(
        entitiesOf(
          'ZORBELTON, Md.--(BUSINESS WIRE)-- Quandrix, a provider of backup tools, today said it grew.',
        ),
      ),
    ).toEqual({ PER: [], ORG: ['BUSINESS WIRE', 'Quandrix'], LOC: ['ZORBELTON', 'Md.'], MISC: [] });
    // One capitalised word and a comma alone stays no place ("NASA, the agency").
    expect(names(entitiesOf('NASA, the agency, said it would launch.')).LOC).toEqual([]);
  });

  it("takes a politician's party and state between commas for a place", () => {
    const found = names(
      entitiesOf('“It has to stop,” said Rep. Zorbel Quandry, R-Mich., an 18-term moderate.'),
    );
    expect(found.PER).toEqual(['Zorbel Quandry']);
    expect(found.LOC).toEqual(['Mich.']);
    expect(found.ORG).toEqual([]);
    // Not a hyphenated word after a comma that names no state ("D-Day").
    expect(names(entitiesOf('They met Quandry, D-Day, and the rest.')).LOC).toEqual([]);
  });
});

describe('extractEntities with the nineteenth tuning pass cues: a place named for what happened there', () => {
  it('reads an unknown name before a noun of a violent event or of the people it struck as the place', () => {
    const found = names(
      entitiesOf('He claimed the Zorbel Hook shooting was fake. Quandry Creek parent Ann Smith testified.'),
    );
    expect(found.LOC).toEqual(['Zorbel Hook', 'Quandry Creek']);
    expect(found.ORG).toEqual([]);
    expect(found.PER).toEqual(['Ann Smith']);
    // An event's own name stays no place.
    expect(names(entitiesOf('He ran after the Zorbel Marathon bombing.')).LOC).toEqual([]);
    // A school named with its keyword stays an organisation.
    expect(names(entitiesOf('The Zorbel High School shooting shook the town.')).ORG).toEqual([
      'Zorbel High School',
    ]);
  });
});

describe('extractEntities with the twenty-first tuning pass cues', () => {
  it("reads a peer's title of a known place as the person who holds it, not the place", () => {
    const found = names(entitiesOf('The Duchess of Sussex said the Duke of Cambridge would attend.'));
    expect(found.PER).toEqual(['Duchess of Sussex', 'Duke of Cambridge']);
    expect(found.LOC).toEqual([]);
    // Another title before "of" a place still leaves the place ("Mayor of London").
    expect(names(entitiesOf('The Mayor of London spoke.')).LOC).toEqual(['London']);
  });

  it('reads no dateline in an abbreviation hyphenated to a lower-case word opening the text', () => {
    expect(names(entitiesOf('AI-powered tools help security teams.')).LOC).toEqual([]);
    // A wire dateline's dash still makes a place, glued to a bracket too.
    expect(names(entitiesOf('ATTLEBORO -- The city is investigating a breach.')).LOC).toEqual(['ATTLEBORO']);
    expect(names(entitiesOf('ZORBTOWN--(BUSINESS WIRE)--Quandrix said today.')).LOC).toEqual(['ZORBTOWN']);
  });

  it('reads a two-letter abbreviation written with a small letter in a Title Case headline as a word', () => {
    const found = names(entitiesOf('The show returns.', "An Older Kevin Is Coming To 'This Is Us'"));
    expect(found.LOC).toEqual([]);
    expect(names(entitiesOf('Cases rose.', 'US Hits Record Coronavirus Deaths')).LOC).toEqual(['US']);
  });

  it('knows Broadway for a place, as the curated places list holds it', () => {
    expect(names(entitiesOf('The musical opened on Broadway.')).LOC).toEqual(['Broadway']);
    const shows = names(entitiesOf('He wrote 10 Broadway shows.'));
    expect(shows.LOC).toEqual(['Broadway']);
    expect(shows.ORG).toEqual([]);
  });

  it('knows Capita and Waffle House for organisations, as the curated organisations list holds them', () => {
    expect(names(entitiesOf('', "UK's Capita fined $19 million for 2023 cyber breach")).ORG).toEqual([
      'Capita',
    ]);
    expect(
      names(entitiesOf('The arrest was filmed.', 'Officer Puts Man In Chokehold Outside A Waffle House')).ORG,
    ).toEqual(['Waffle House']);
  });
});

describe('extractEntities with the twenty-second tuning pass cues', () => {
  it("reads a Title Case headline opening with a person's dotted title as that person, whatever verb follows", () => {
    const senator = names(entitiesOf('She will run again.', 'Sen. Lisa Murkowski Announces Reelection Bid'));
    expect(senator.PER).toEqual(['Lisa Murkowski']);
    expect(senator.ORG).toEqual([]);
    expect(names(entitiesOf('', 'Gov. Zorvan Quellick Unveils Budget Plan')).PER).toEqual([
      'Zorvan Quellick',
    ]);
    // A company's name before the same verbs stays an organisation.
    expect(names(entitiesOf('', 'Zorblat Announces New Funding')).ORG).toEqual(['Zorblat']);
  });

  it('reads "Trump Administration" in a Title Case headline as the person, as the labelling rules do', () => {
    const found = names(
      entitiesOf('The rule was paused.', 'Trump Administration Pauses Enforcement Of Rule'),
    );
    expect(found.PER).toEqual(['Trump']);
    expect(found.ORG).toEqual([]);
  });
});

describe('extractEntities with the twenty-third tuning pass cues', () => {
  it('reads a name written with its state or country after a comma as a town', () => {
    // A given name ("Donna", "Frederick") and a name no list knows ("Zorbel Bend") alike.
    expect(names(entitiesOf('Police in Donna, Texas, would like you to stop calling.'))).toMatchObject({
      PER: [],
      LOC: ['Donna', 'Texas'],
    });
    expect(names(entitiesOf('The Frederick, Colorado, man pleaded guilty.')).LOC).toEqual([
      'Frederick',
      'Colorado',
    ]);
    expect(names(entitiesOf('The mayor of Zorbel Bend, Indiana, is forming a committee.')).LOC).toEqual([
      'Zorbel Bend',
      'Indiana',
    ]);
    // A person with an appositive after the place's name, or before a capitalised word, stays a person.
    expect(names(entitiesOf('Michael Carpenter, U.S. ambassador to the group, said so.')).PER).toEqual([
      'Michael Carpenter',
    ]);
    expect(names(entitiesOf('Ann Smith, Texas Republican, voted no.')).PER).toEqual(['Ann Smith']);
  });

  it('reads a known surname as the third word of a Title Case name after given name and middle name', () => {
    expect(names(entitiesOf('', 'Gina Ortiz Jones Wins Democratic Runoff')).PER).toEqual([
      'Gina Ortiz Jones',
    ]);
    expect(names(entitiesOf('', 'Zelda Ortiz Smith Wins Runoff')).PER).toEqual(['Zelda Ortiz Smith']);
    // A known person's name after a full name stays apart.
    expect(names(entitiesOf('', 'Mike Pence Trump Rally Draws Crowd')).PER).toEqual(['Mike Pence', 'Trump']);
  });

  it("reads a Title Case headline's opening name as the person its description describes, over a company's verb", () => {
    const singer = names(
      entitiesOf(
        '"I saw a lot of things I did not want to see," the singer said days after releasing the song.',
        'Zorva Reveals Toll Of Haters In Heartbreaking Video',
      ),
    );
    expect(singer.PER).toEqual(['Zorva']);
    expect(singer.ORG).toEqual([]);
    // A description of a company leaves the verb's organisation.
    expect(
      names(entitiesOf('The company said the chip ships next year.', 'Zorblat Reveals New Chip')).ORG,
    ).toEqual(['Zorblat']);
  });

  it('knows "Democratic" for MISC, as "Republican" is, which splits a place off before it', () => {
    expect(names(entitiesOf('The Missouri Democratic congresswoman has shared her story.'))).toMatchObject({
      ORG: [],
      LOC: ['Missouri'],
      MISC: ['Democratic'],
    });
    expect(names(entitiesOf('', 'Democratic Debate Sheds Little Light On Foreign Policy')).MISC).toEqual([
      'Democratic',
    ]);
    // Longer names it opens stay whole: a party, a convention (an event), a country.
    expect(names(entitiesOf('The Democratic Party had to transform itself.')).ORG).toEqual([
      'Democratic Party',
    ]);
    expect(names(entitiesOf('She spoke at the Democratic National Convention.')).MISC).toEqual([
      'Democratic National Convention',
    ]);
    expect(names(entitiesOf('Fighting in the Democratic Republic of Congo continued.')).LOC).toEqual([
      'Democratic Republic of Congo',
    ]);
    // Between two words of a name, a party's adjective is part of it.
    expect(names(entitiesOf('The Social Democratic Front holds 18 seats.'))).toMatchObject({
      ORG: ['Social Democratic Front'],
      MISC: [],
    });
  });
});

describe('extractEntities with the twenty-fourth tuning pass cues', () => {
  it('reads a name after a settlement noun and "of" as a place, and a settlement\'s formal name whole', () => {
    expect(names(entitiesOf('Police arrested him on the Thai resort island of Zorbuket.')).LOC).toEqual([
      'Zorbuket',
    ]);
    // Over the verb that would make it the council's organisation; a name of two words too.
    const city = names(entitiesOf('On Saturday, the city of Zorbsville announced it was hit by an attack.'));
    expect(city).toMatchObject({ ORG: [], LOC: ['Zorbsville'] });
    expect(names(entitiesOf('The blast in the town of Blorp Creek shattered windows.')).LOC).toEqual([
      'Blorp Creek',
    ]);
    const formal = names(entitiesOf('A gang claimed an attack against the City of Zorb Land, a suburb.'));
    expect(formal).toMatchObject({ ORG: [], LOC: ['City of Zorb Land'] });
    expect(names(entitiesOf('North Korea denounced the Republic of Korea.')).LOC).toEqual([
      'North Korea',
      'Republic of Korea',
    ]);
    // Not common words only, not a republic of no known place, not a body ending in its keyword.
    expect(names(entitiesOf('He gave to the City of Hope last year.')).LOC).toEqual([]);
    expect(names(entitiesOf('They watched the Kingdom of Zorbia twice.')).LOC).toEqual([]);
    expect(names(entitiesOf('The City of London Police said so.')).ORG).toEqual(['City of London Police']);
  });

  it('reads a castle, a pier, a cemetery, a penitentiary and a named house of worship as places', () => {
    expect(names(entitiesOf('They met at Zorbston Castle for tea.')).LOC).toEqual(['Zorbston Castle']);
    expect(names(entitiesOf('Five were hurt at the Santa Monica Pier.')).LOC).toEqual(['Santa Monica Pier']);
    expect(names(entitiesOf('He spoke at Arlington National Cemetery.')).LOC).toEqual([
      'Arlington National Cemetery',
    ]);
    expect(names(entitiesOf('Deaths at Blorpshire State Penitentiary went on.')).LOC).toEqual([
      'Blorpshire State Penitentiary',
    ]);
    expect(names(entitiesOf('Police entered the Al-Zorba Mosque compound.')).LOC).toEqual([
      'Al-Zorba Mosque',
    ]);
    // A mosque named only by its place or people is a mosque there, no name.
    expect(names(entitiesOf('', 'Shooter At Norway Mosque Injures At Least 1')).LOC).toEqual(['Norway']);
    expect(names(entitiesOf('A gunman fired near the French Mosque.')).LOC).toEqual([]);
  });

  it('knows the Soviet Union, the District of Columbia and the Disney parks for places, as the curated list holds them', () => {
    expect(names(entitiesOf('The Soviet Union fell, and the District of Columbia voted.'))).toMatchObject({
      ORG: [],
      LOC: ['Soviet Union', 'District of Columbia'],
    });
    expect(names(entitiesOf('It opens at Disneyland before Walt Disney World.'))).toMatchObject({
      PER: [],
      LOC: ['Disneyland', 'Walt Disney World'],
    });
  });

  it('knows well-known ransomware and hacking groups for organisations, as the curated list holds them', () => {
    expect(names(entitiesOf('Cl0p claims ransomware hit on NHS'))).toMatchObject({ PER: [] });
    expect(names(entitiesOf('Cl0p claims ransomware hit on NHS')).ORG).toContain('Cl0p');
    expect(
      names(entitiesOf('The data was stolen by Scattered Spider, as ShinyHunters and BlackCat claimed.')).ORG,
    ).toEqual(['Scattered Spider', 'ShinyHunters', 'BlackCat']);
  });

  it('knows religious adherents\' words for MISC ("Jewish", "Muslims", "Catholics"), as the labelling rules type religions', () => {
    expect(names(entitiesOf('Jewish groups expressed anger, and Muslims joined them.'))).toEqual({
      PER: [],
      ORG: [],
      LOC: [],
      MISC: ['Jewish', 'Muslims'],
    });
    expect(names(entitiesOf('The camps hold Uighur Muslims.'))).toMatchObject({ PER: [], MISC: ['Muslims'] });
    expect(names(entitiesOf('', 'Catholics Urged To Shun Vaccine Over Abortion Link')).MISC).toEqual([
      'Catholics',
    ]);
    // An organisation's name that holds one stays whole; "Christian" is a given name too, and in no list.
    expect(names(entitiesOf('The Catholic Church said it would pay.'))).toMatchObject({
      ORG: ['Catholic Church'],
      MISC: [],
    });
    expect(names(entitiesOf('He has no ties to the Muslim Brotherhood.'))).toMatchObject({
      PER: [],
      ORG: ['Muslim Brotherhood'],
      MISC: [],
    });
    expect(names(entitiesOf('Christian Siriano showed a dress.')).PER).toEqual(['Christian Siriano']);
  });

  it('reads an award named before an award noun as the award, MISC, not the given name it shares', () => {
    expect(
      names(entitiesOf('Speaking to Ellen DeGeneres, the two-time Oscar winner said it was tough.')),
    ).toMatchObject({ PER: ['Ellen DeGeneres'], MISC: ['Oscar'] });
    expect(names(entitiesOf('Oscar nominee Stan Chervin is writing the screenplay.'))).toMatchObject({
      PER: ['Stan Chervin'],
      MISC: ['Oscar'],
    });
    expect(
      names(entitiesOf('', 'Emmy Awards Take Significant Step To Be More Gender-Neutral')),
    ).toMatchObject({
      PER: [],
      MISC: ['Emmy Awards'],
    });
    // People of those names stay people.
    expect(names(entitiesOf('Oscar Isaac and Tony Evers met.')).PER).toEqual(['Oscar Isaac', 'Tony Evers']);
  });

  it('keeps a body\'s initials before "and" apart, and reads a Title Case headline\'s full name of those initials', () => {
    // Part 29: "CBO and Senate" was one ORG, and the headline's "Congressional Budget Office" missed.
    const cbo = names(
      entitiesOf(
        'The office of the Senate Sergeant at Arms warned that emails between the CBO and Senate offices may have been exposed.',
        'Congressional Budget Office Reports Cybersecurity Breach',
      ),
    );
    expect(cbo.ORG).toContain('Congressional Budget Office');
    expect(cbo.ORG).toContain('Senate');
    expect(cbo.ORG).not.toContain('CBO and Senate');
    expect(names(entitiesOf('The lies to the FBI and Congress are unraveling.')).ORG).toEqual([
      'FBI',
      'Congress',
    ]);
    // Initials that end in no organisation keyword do not name the headline's words ("a BBL": a procedure).
    expect(
      names(
        entitiesOf(
          'For some patients, getting a BBL is not about a trend.',
          'How A Brazilian Butt Lift Changed Them',
        ),
      ).ORG,
    ).not.toContain('Brazilian Butt Lift');
  });

  it('reads a compass word alone after "the", capitalised mid-sentence, as the region ("the South", "the Midwest")', () => {
    // Part 31: "a warm welcome in the South" was missed.
    expect(
      names(entitiesOf('Scooters have gotten a warm welcome in the South, where hot weather is common.')).LOC,
    ).toEqual(['South']);
    expect(names(entitiesOf('Twisters swept across the Midwest and the South on Friday.')).LOC).toEqual([
      'Midwest',
      'South',
    ]);
    // Not before another name word, nor a sentence's first word, nor an adjective's shape.
    expect(names(entitiesOf('He stood on the South Lawn.')).LOC).not.toContain('South');
    expect(names(entitiesOf('The Southern grill opened.')).LOC).toEqual([]);
  });

  it('reads a chamber opening a Title Case headline before a committee or a vote as the body', () => {
    // Part 31: "House Panel Calls ..." missed the House; part 23 "House Passes".
    expect(
      names(
        entitiesOf(
          'Changes imposed by Louis DeJoy are causing mail delays.',
          'House Panel Calls New Postmaster General To Explain Mail Delays',
        ),
      ).ORG,
    ).toEqual(['House']);
    expect(
      names(entitiesOf('The day off honors the end of slavery.', 'House Passes Juneteenth Holiday Bill')).ORG,
    ).toEqual(['House']);
    // Not a house of another word (a state's chamber is read with its state).
    expect(names(entitiesOf('The vote was close.', 'Florida House Passes Abortion Ban')).ORG).not.toContain(
      'House',
    );
  });

  it("reads a chamber's named committee in a Title Case headline as one organisation (thirty-third pass)", () => {
    // Part 25: "The Senate Judiciary Committee's" was the Senate and "Judiciary Committee".
    expect(
      names(entitiesOf('Sen. Mazie Hirono said so.', "The Senate Judiciary Committee's Only 4 Women Reflect"))
        .ORG,
    ).toEqual(['Senate Judiciary Committee']);
    expect(
      names(entitiesOf('He faces prison.', 'House Ethics Committee Tells Duncan Hunter To Stop')).ORG,
    ).toEqual(['House Ethics Committee']);
    // A committee word right after the chamber stays a common noun, as before.
    expect(names(entitiesOf('Delays grew.', 'House Panel Calls Postmaster To Explain Delays')).ORG).toEqual([
      'House',
    ]);
  });

  it("types an unknown name ending in an event's own word as the event, MISC, not an organisation", () => {
    // Parts 11, 7 and 27: "the Boston Marathon bombing", "the NFC Championship", "the Kentucky Derby" were ORG.
    expect(
      names(entitiesOf('He helped the community heal after the Boston Marathon bombing in 2013.')),
    ).toMatchObject({ ORG: [], MISC: ['Boston Marathon'] });
    expect(names(entitiesOf('The Buccaneers advance to the NFC Championship.')).MISC).toEqual([
      'NFC Championship',
    ]);
    expect(names(entitiesOf('Wow your friends during the Kentucky Derby.'))).toMatchObject({
      ORG: [],
      MISC: ['Kentucky Derby'],
    });
    // Not a word that is an adjective too: "Vanity Fair" is a magazine.
    expect(names(entitiesOf('She posed for Vanity Fair in May.')).MISC).toEqual([]);
  });

  it('reads two known places or organisations joined by a hyphen as the two names, not one organisation', () => {
    // Tuning items: "the U.S.-Mexico border" and "Kenya-US" were one ORG.
    expect(
      names(entitiesOf('Officials want an invasion declared along the U.S.-Mexico border.')),
    ).toMatchObject({
      ORG: [],
      LOC: ['U.S.', 'Mexico'],
    });
    expect(
      names(entitiesOf('The protesters ran onto the pitch during the France-Croatia match.')).LOC,
    ).toEqual(['France', 'Croatia']);
    expect(names(entitiesOf('The fragile U.S.-Taliban peace deal held.'))).toMatchObject({
      ORG: ['Taliban'],
      LOC: ['U.S.'],
    });
  });

  it('reads a town of two words and a feature after its place prefix, after a preposition in a Title Case headline', () => {
    // Part 31: "Panama City" was cut to the country, "Mount Rushmore" missed; part 29 missed "Lake Piru".
    expect(
      names(
        entitiesOf(
          'The gunman was found dead after soaking his apartment.',
          'Florida Police Report 2 Dead After Standoff At Panama City Apartment Complex',
        ),
      ).LOC,
    ).toEqual(['Florida', 'Panama City']);
    expect(
      names(
        entitiesOf(
          'He spoke on Friday.',
          "Critics Mock Trump For Choking On 'Totalitarianism' In Mount Rushmore Diatribe",
        ),
      ).LOC,
    ).toEqual(['Mount Rushmore']);
    expect(names(entitiesOf('Search efforts began.', 'Body Found At Lake Piru In California')).LOC).toEqual([
      'Lake Piru',
      'California',
    ]);
    // No town of one word taken from before a comma and a place by the multi-word look.
    expect(
      names(entitiesOf('Criticism grew.', 'Thanks To Trump, Saudi Arabia Won’t Accept Even Mild Criticism'))
        .LOC,
    ).toEqual(['Saudi Arabia']);
  });

  it('reads a named day ("Memorial Day", "Mother\'s Day") as one event, MISC, not an organisation', () => {
    // Part 31: "this Memorial Day" was typed ORG, "OUR Independence Day" missed.
    expect(
      names(
        entitiesOf(
          'Volunteers made sure no headstone was overlooked this Memorial Day. He used OUR Independence Day to speak.',
        ),
      ),
    ).toMatchObject({ ORG: [], MISC: ['Memorial Day', 'Independence Day'] });
    expect(
      names(entitiesOf('Here are a few recommendations.', "13 Useful Mother's Day Gifts For Moms")).MISC,
    ).toEqual(["Mother's Day"]);
    expect(names(entitiesOf("This International Women's Day we celebrate them.")).MISC).toEqual([
      "International Women's Day",
    ]);
    // No named day: a person ("Doris Day"), a Title Case adjective or place before "Day", a longer name.
    expect(names(entitiesOf('The film starred Doris Day.'))).toMatchObject({ PER: ['Doris Day'], MISC: [] });
    expect(names(entitiesOf('', 'Bear Dies Inside Hot Car On Sweltering Day')).MISC).toEqual([]);
    expect(names(entitiesOf('', 'Fire At Pennsylvania Day Care Kills 5 Children')).MISC).toEqual([]);
    expect(
      names(entitiesOf('It was introduced on the International Day of Action for Health.')).MISC,
    ).not.toContain('International Day');
  });

  it('reads a named storm as one event, MISC, in a Title Case headline too, not its name and the verb as a person', () => {
    expect(
      names(entitiesOf('', 'Tropical Storm Barry Gains Strength As Officials Urge Residents To Prepare')),
    ).toMatchObject({ PER: [], MISC: ['Tropical Storm Barry'] });
    expect(
      names(entitiesOf('', 'Death Toll In Bahamas Rises To 43 After Hurricane Dorian Destruction')),
    ).toMatchObject({ PER: [], LOC: ['Bahamas'], MISC: ['Hurricane Dorian'] });
    expect(names(entitiesOf('', 'Typhoon Hagibis Pummels Japan, Killing At Least 33')).MISC).toEqual([
      'Typhoon Hagibis',
    ]);
    // No storm: a storm word inside a name or before a common word, a lone "Storm" before no given name.
    expect(
      names(entitiesOf('Acid at Six Flags Hurricane Harbor Splashtown sickened 31 people.')).MISC,
    ).toEqual([]);
    expect(names(entitiesOf('', 'Salt Typhoon Hacks US House Staff Emails')).MISC).toEqual([]);
    expect(
      names(entitiesOf('', 'Fiona Threatens To Become Category 4 Storm Headed To Bermuda')).MISC,
    ).toEqual([]);
  });

  it('reads a quoted title in a Title Case headline as a work, MISC, before a work noun or after a closing "On"', () => {
    expect(names(entitiesOf('', "'Mary Tyler Moore' Star Ed Asner Dies At 91"))).toMatchObject({
      PER: ['Ed Asner'],
      MISC: ['Mary Tyler Moore'],
    });
    expect(
      names(entitiesOf('', "'Fox & Friends' Host Brian Kilmeade Says Gina Haspel Should Be 'Proud'")),
    ).toMatchObject({ PER: ['Brian Kilmeade', 'Gina Haspel'], ORG: [], MISC: ['Fox & Friends'] });
    expect(names(entitiesOf('', "Heads Explode On 'SNL'")).MISC).toEqual(['SNL']);
    // A quoted name elsewhere may be a sketch's character, and stays a person.
    expect(
      names(entitiesOf('', "'Joe Biden' Meets His Cool Jason Sudeikis Self On 'Saturday Night Live'")),
    ).toMatchObject({ PER: ['Joe Biden', 'Jason Sudeikis'], MISC: ['Saturday Night Live'] });
  });

  it('reads a quoted title after a noun of a work and a preposition in a Title Case headline as a work (thirty-third pass)', () => {
    expect(
      names(entitiesOf('', 'The Final Season Of ‘Game Of Thrones’ Made The Entire Series Unwatchable')).MISC,
    ).toEqual(['Game Of Thrones']);
    expect(names(entitiesOf('', "Irrfan Khan, Star Of 'Slumdog Millionaire,' Dead At 53"))).toMatchObject({
      PER: ['Irrfan Khan'],
      MISC: ['Slumdog Millionaire'],
    });
    // Not after any other noun: speech may follow one ("Warns Of 'Harsh Reality'").
    expect(names(entitiesOf('', "Oregon Gov. Warns Of 'Harsh Reality' Amid Fire")).MISC).toEqual([]);
  });

  it('reads a quotation opening a Title Case headline before a singular verb as a work, MISC (thirty-third pass)', () => {
    expect(
      names(
        entitiesOf(
          'Melissa McCarthy and a puppet solve murders.',
          "'The Happytime Murders' Is A Very Adult-Themed Movie",
        ),
      ).MISC,
    ).toEqual(['The Happytime Murders']);
    expect(names(entitiesOf('', '‘Brooklyn Nine-Nine’ Has Been Canceled, And Twitter Mourns'))).toMatchObject(
      {
        LOC: [],
        MISC: ['Brooklyn Nine-Nine'],
      },
    );
    expect(names(entitiesOf('', "'Daily Show' Taunts Fox News For Nonsense Biden ‘Scandals’")).MISC).toEqual([
      'Daily Show',
    ]);
    // A scare quote before the noun it qualifies, a plural's verb, and speech before a colon are no works.
    expect(
      names(entitiesOf('', "'Catastrophic Failure' At Research Center Kills About 21,000 Fish")).MISC,
    ).toEqual([]);
    expect(names(entitiesOf('', "'Sanctuary Cities' Are Working In The Trump Era")).MISC).toEqual([]);
    expect(names(entitiesOf('', "'Spineless Coward': Kevin McCarthy Ripped")).MISC).toEqual([]);
  });

  it('reads a Title Case name of three words whose third is a known surname whole, as the mining keeps no pair of its first two', () => {
    expect(names(entitiesOf('', 'Sarah Huckabee Sanders Berated Staffers Over McCain Leak')).PER).toEqual([
      'Sarah Huckabee Sanders',
      'McCain',
    ]);
    expect(names(entitiesOf('', 'Jada Pinkett Smith Says She Once Passed Out On Set')).PER).toEqual([
      'Jada Pinkett Smith',
    ]);
  });

  it('reads a given name that is also a function word ("Will") before a surname as the person, not the modal', () => {
    expect(
      names(entitiesOf('', 'Comedians React To Will Smith Hitting Chris Rock Over Bad Joke')).PER,
    ).toEqual(['Will Smith', 'Chris Rock']);
    expect(
      names(entitiesOf('The Iraq War veteran will now face GOP Rep. Will Hurd in November.')).PER,
    ).toEqual(['Will Hurd']);
    // The modal before a verb stays no name.
    expect(names(entitiesOf('', '15 Movie Musicals That Will Brighten Your Dimming Spirit')).PER).toEqual([]);
  });

  it('reads a quoted title before a "Co-" work noun or a plural host in a Title Case headline as a work', () => {
    expect(
      names(
        entitiesOf('', '‘The View’ Co-Hosts Smack Down Howard Schultz’s Presidential Ambitions To His Face'),
      ),
    ).toMatchObject({ PER: ['Howard Schultz'], MISC: ['The View'] });
    expect(
      names(entitiesOf('', "'Fox & Friends' Co-Host Brian Kilmeade Defends Kavanaugh In Bizarre Rant")),
    ).toMatchObject({ ORG: [], MISC: ['Fox & Friends'] });
    expect(names(entitiesOf('', "'Fox & Friends' Hosts Debate Trump's Impeachment")).MISC).toEqual([
      'Fox & Friends',
    ]);
  });

  it('reads a given name of one repeated syllable ("JoJo") as opening a person, where the default made an organisation', () => {
    expect(
      names(
        entitiesOf('He now wishes he had recognized the opportunity to join JoJo Siwa in making history.'),
      ),
    ).toMatchObject({ PER: ['JoJo Siwa'], ORG: [] });
  });

  it('reads a given name before a second given name and a surname as one person ("Lori Marie Key")', () => {
    expect(names(entitiesOf('Lori Marie Key, a Detroit nurse, gave an emotional rendition.')).PER).toEqual([
      'Lori Marie Key',
    ]);
    expect(
      names(entitiesOf('Police arrested Robert Aaron Long, 21, hours after the shootings.')).PER,
    ).toEqual(['Robert Aaron Long']);
    expect(names(entitiesOf('Billy Dee Williams and Kelly Marie Tran spoke.')).PER).toEqual([
      'Billy Dee Williams',
      'Kelly Marie Tran',
    ]);
    // A role or a demonym before the name stays apart.
    expect(names(entitiesOf('Police Superintendent Larry Snelling said so.')).PER).toEqual([
      'Larry Snelling',
    ]);
    expect(names(entitiesOf('German Olaf Scholz said so.'))).toMatchObject({
      PER: ['Olaf Scholz'],
      MISC: ['German'],
    });
  });

  it('reads a word after a given name and a middle initial as the surname, though it names a place alone', () => {
    expect(names(entitiesOf('', 'Michael B. Jordan Debuts Campaign With Coach'))).toMatchObject({
      PER: ['Michael B. Jordan'],
      LOC: [],
    });
    expect(names(entitiesOf('The "Creed II" star Michael B. Jordan said so.'))).toMatchObject({
      PER: ['Michael B. Jordan'],
      LOC: [],
    });
    expect(names(entitiesOf('', "Michael J. Fox Warns About Going 'Back To The Future'"))).toMatchObject({
      PER: ['Michael J. Fox'],
      ORG: [],
    });
  });

  it('reads a known place before a word only firms end in as the company in a Title Case headline', () => {
    expect(names(entitiesOf('', 'Search For Malaysia Airlines Jet Comes To An End'))).toMatchObject({
      ORG: ['Malaysia Airlines'],
      LOC: [],
    });
    expect(names(entitiesOf('', 'Data Exposed At Palo Alto Networks'))).toMatchObject({
      ORG: ['Palo Alto Networks'],
      LOC: [],
    });
    // A country's abbreviation before it is the country's firms.
    expect(names(entitiesOf('', 'U.S. Airlines Will Cave To China'))).toMatchObject({
      ORG: [],
      LOC: ['U.S.', 'China'],
    });
  });
});

describe('extractEntities with the twenty-eighth tuning pass cues', () => {
  it('reads a season word before a surname and an age between commas as the person ("Autumn Redpath, 22,")', () => {
    expect(names(entitiesOf('Autumn Redpath, 22, was named by the judge as a respondent.'))).toMatchObject({
      PER: ['Autumn Redpath'],
      ORG: [],
    });
    expect(names(entitiesOf('The judge named Autumn Redpath, 22, as a respondent.'))).toMatchObject({
      PER: ['Autumn Redpath'],
      ORG: [],
    });
    // A weekday before a name is a date, not a given name.
    expect(names(entitiesOf('Police said Monday Jones, 45, was arrested.')).PER).not.toContain(
      'Monday Jones',
    );
    // No age after it: the season, as before.
    expect(names(entitiesOf('The Autumn Statement, due in November, sets taxes.')).PER).toEqual([]);
  });
});

describe('extractEntities with the twenty-ninth tuning pass cues', () => {
  it('reads a named storm after a function word of a Title Case headline ("3 Dead As Tropical Storm Elsa Barrels")', () => {
    expect(
      names(entitiesOf('', '3 Dead As Tropical Storm Elsa Barrels Through Caribbean, Heads For Cuba')),
    ).toMatchObject({ PER: [], MISC: ['Tropical Storm Elsa'] });
    expect(names(entitiesOf('', '3 Dead As Hurricane Ida Hits Louisiana'))).toMatchObject({
      PER: [],
      MISC: ['Hurricane Ida'],
    });
    // After a name word the storm word is still part of that name.
    expect(names(entitiesOf('', 'Salt Typhoon Hacks US House Staff Emails')).MISC).toEqual([]);
  });

  it("counts a named storm's name used alone as the storm, not as a person or a place", () => {
    expect(
      names(
        entitiesOf(
          'On Sunday, Dorian tied the record for the most powerful Atlantic hurricane to ever make landfall.',
          'Record-Setting Hurricane Dorian Batters Northern Bahamas, Leaves Trail Of Destruction',
        ),
      ),
    ).toMatchObject({ PER: [], MISC: ['Hurricane Dorian'] });
    expect(
      names(entitiesOf('Tropical Storm Elsa neared Cuba. Elsa battered southern coasts of Haiti.')),
    ).toMatchObject({ PER: [], MISC: ['Tropical Storm Elsa'] });
    // A person named like the storm keeps a full name of their own.
    expect(names(entitiesOf('Hurricane Harvey hit Houston. Harvey Weinstein was in court.')).PER).toEqual([
      'Harvey Weinstein',
    ]);
  });

  it('reads a known person after a title whole, when a word of the name is a month to the lists ("Theresa May")', () => {
    expect(
      names(entitiesOf('', 'Prime Minister Theresa May Requests Brexit Extension To June 30')).PER,
    ).toEqual(['Theresa May']);
    expect(
      names(
        entitiesOf(
          '',
          "UK Prime Minister Theresa May Says Trump's 'Go Home' Tweet Is 'Completely Unacceptable'",
        ),
      ).PER,
    ).toEqual(['Theresa May', 'Trump']);
    expect(names(entitiesOf('', 'Who Will Replace Theresa May As UK Prime Minister?')).PER).toEqual([
      'Theresa May',
    ]);
    expect(names(entitiesOf('Outgoing Prime Minister Theresa May took aim at Donald Trump.')).PER).toEqual([
      'Theresa May',
      'Donald Trump',
    ]);
    // A title before an unknown given name and a month is no longer name.
    expect(names(entitiesOf('Gov. Kate Brown in May signed the bill.')).PER).toEqual(['Kate Brown']);
  });
  it('reads a given name, a middle initial and a surname as a person, whatever the lists make of the surname', () => {
    expect(
      names(entitiesOf("Fellow co-host Vivica A. Fox also tested positive and missed this year's show.")),
    ).toMatchObject({ PER: ['Vivica A. Fox'], ORG: [] });
    expect(names(entitiesOf('Emmet T. Flood is slated to replace Ty Cobb.'))).toMatchObject({
      PER: ['Emmet T. Flood', 'Ty Cobb'],
      ORG: [],
    });
    expect(
      names(entitiesOf('Police charged defensive players Amir I. Riep and Jahsen L. Wint, both 21.')).PER,
    ).toEqual(['Amir I. Riep', 'Jahsen L. Wint']);
    // A common word before the initial is no given name.
    expect(names(entitiesOf('They moved to Plan B. Officials agreed.')).PER).toEqual([]);
  });

  it('reads a known surname as the first of two given names before a surname ("Lee Harvey Oswald")', () => {
    expect(names(entitiesOf('The files on Lee Harvey Oswald were released on Tuesday.')).PER).toEqual([
      'Lee Harvey Oswald',
    ]);
    // A place or organisation before a person stays apart.
    expect(names(entitiesOf('Police in Texas said German Olaf Scholz spoke.')).PER).toEqual(['Olaf Scholz']);
  });
  it('reads a known surname after a given name and a middle name in a Title Case headline ("Sarah Bloom Raskin")', () => {
    expect(
      names(entitiesOf('', 'Joe Manchin Opposes Sarah Bloom Raskin Nomination To Federal Reserve')).PER,
    ).toEqual(['Joe Manchin', 'Sarah Bloom Raskin']);
    expect(names(entitiesOf('', 'Fed Nominee Sarah Bloom Raskin Withdraws')).PER).toEqual([
      'Sarah Bloom Raskin',
    ]);
    // A surname in second place ends the name: two people.
    expect(names(entitiesOf('', 'Hillary Clinton Trump Debate Ends In Chaos')).PER).toEqual([
      'Hillary Clinton',
      'Trump',
    ]);
  });
  it('reads two unknown words opening a Title Case headline before a verb in the third person singular as a person', () => {
    expect(
      names(entitiesOf('', "Dolly Parton Crushes Twitter Meme With Expertly Deployed 'Jolene' Line")).PER,
    ).toEqual(['Dolly Parton']);
    expect(
      names(entitiesOf('', 'Ammon Bundy Leads Protest At Home Of Idaho Cop Who Arrested Anti-Vaxxer')).PER,
    ).toEqual(['Ammon Bundy']);
    // A plural verb, a hyphenated first word: no person (the prefixed surname alone is one: "Bush").
    expect(
      names(entitiesOf('', 'Deadbeat Millionaires Owe IRS $2.4 Billion As Audits Of Rich Plunge 72%')).PER,
    ).toEqual([]);
    expect(
      names(entitiesOf('', "Ex-Bush Speechwriter Dismantles 'The Dreams Of Conservatives' In Scathing Essay"))
        .PER,
    ).toEqual(['Bush']);
  });
});

describe('extractEntities with the thirtieth tuning pass cues', () => {
  it('reads a name after an organisation noun and a naming phrase as the organisation (thirty-third pass)', () => {
    const gang = names(
      entitiesOf(
        'The board is notifying lawyers whose information was stolen in a hack by a global ransomware gang called Dire Wolf.',
      ),
    );
    expect(gang.ORG).toEqual(['Dire Wolf']);
    expect(gang.PER).toEqual([]);
    expect(
      names(entitiesOf('Responders attributed it to a China-linked threat actor tracked as UNC6384.')).ORG,
    ).toEqual(['UNC6384']);
    // Not after another noun: a thing's given name.
    expect(names(entitiesOf('It loads a module called TinySparrow.')).ORG).toEqual([]);
  });

  it('reads the names a plural organisation noun lists after "like", "such as" or "including" as organisations', () => {
    const listed = names(
      entitiesOf(
        "Nordstrom's last sale of 2019 has major markdowns on beloved brands like Madewell, Natori and Stuart Weitzman.",
      ),
    );
    expect(listed.ORG).toEqual(expect.arrayContaining(['Madewell', 'Natori', 'Stuart Weitzman']));
    expect(listed.PER).toEqual([]);
    expect(names(entitiesOf('Big retailers such as Zara, Primark and Next were hit.')).ORG).toEqual([
      'Zara',
      'Primark',
      'Next',
    ]);
    // A brand named after its founder in a list right after the noun too.
    expect(
      names(entitiesOf('Luxury brands Gucci, Balenciaga, and Alexander McQueen were hacked.')).ORG,
    ).toEqual(['Gucci', 'Balenciaga', 'Alexander McQueen']);
    // Not after a singular noun and "like", nor after a noun for people.
    expect(names(entitiesOf('Fans like Stuart Weitzman were there.')).PER).toEqual(['Stuart Weitzman']);
  });
  it("reads a brand's surname used alone as the brand named after its founder", () => {
    const brands = names(
      entitiesOf(
        'Luxury brands Gucci, Balenciaga, and Alexander McQueen were hacked by the criminal group Shiny Hunters.',
        'Luxury Leak Horror: Gucci, Balenciaga and McQueen Hacked in Cyber-Attack Exposing Millions of High-End Shoppers',
      ),
    );
    expect(brands.PER).toEqual([]);
    expect(brands.ORG).toEqual(expect.arrayContaining(['Alexander McQueen']));
    expect(brands.ORG).not.toContain('McQueen');
  });
  it('joins a capitalised possessive determiner mid-sentence into the name around it ("Manage My Health")', () => {
    expect(
      names(
        entitiesOf(
          'The Health Minister has been briefed on the Manage My Health breach, affecting up to 126,000 New Zealanders.',
        ),
      ).ORG,
    ).toEqual(['Manage My Health']);
    // At a sentence's start too, where the first word is a verb.
    expect(
      names(entitiesOf('Manage My Health data breach: Fraudsters attempting to contact customers')).ORG,
    ).toEqual(['Manage My Health']);
  });
  it('keeps a word that names nothing alone ("Cyber", "Data") inside a name mid-sentence', () => {
    expect(names(entitiesOf('Officials at the Retail Cyber Association said so.')).ORG).toEqual([
      'Retail Cyber Association',
    ]);
    expect(
      names(entitiesOf('SINGAPORE: The Personal Data Protection Commission (PDPC) has fined the casino.'))
        .ORG,
    ).toContain('Personal Data Protection Commission');
    // Alone it is still no name ("Cyber attacks rose").
    expect(names(entitiesOf('Experts said Cyber attacks rose.')).ORG).toEqual([]);
  });
  it('reads a given name that is also a common word before a lower-case particle and a surname as a person ("Bill de Blasio")', () => {
    const mayor = names(
      entitiesOf(
        "Critics of Bill de Blasio's plan say keeping the schools open could help the virus spread.",
      ),
    );
    expect(mayor.PER).toEqual(['Bill de Blasio']);
    expect(mayor.ORG).toEqual([]);
  });
});

describe('extractEntities with the thirty-first tuning pass cues', () => {
  it('reads an occupation before a name in a Title Case headline as the role, not a word of the name', () => {
    const swimmer = names(
      entitiesOf(
        'The swim star said it wasn\'t excused by America maybe having "extremely high standards for this sort of thing."',
        "Olympic Swimmer Lilly King Says This 1 American Trait Is 'Bulls**t'",
      ),
    );
    expect(swimmer.PER).toEqual(['Lilly King']);
    const skater = names(
      entitiesOf(
        'The Belgian Ministry of Foreign Affairs congratulated the athlete for his feat.',
        'Speedskater Bart Swings Accomplishes An Olympics First For Belgium',
      ),
    );
    expect(skater.PER).toEqual(['Bart Swings']);
    // The role noun alone, before a verb, names no one.
    const snowboarder = names(
      entitiesOf(
        'A knee injury prevented her from trying any tricks, so she broke out a tiger outfit instead.',
        'Olympic Snowboarder Roars Back From Injury With Some Big-Cat Energy',
      ),
    );
    expect(snowboarder.PER).toEqual([]);
    // In running text after the lower-case occupation.
    expect(
      names(entitiesOf('USOPC gave probation to fencer Imboden and hammer thrower Gwen Berry.')).PER,
    ).toContain('Imboden');
  });
  it('reads a given name and a surname the tagger takes for a verb, before a possessive or a verb in "-s", as a person', () => {
    expect(
      names(
        entitiesOf(
          'The former CBS News host is accused of groping women and exposing himself as far back as 1976.',
          'Dozens More Women Say Charlie Rose Sexually Harassed Them: Report',
        ),
      ).PER,
    ).toEqual(['Charlie Rose']);
    expect(
      names(
        entitiesOf(
          'The actor and his longtime girlfriend Anna Eberstein tied the knot in a civil ceremony.',
          'Hugh Grant Marries For The First Time At Age 57',
        ),
      ).PER,
    ).toContain('Hugh Grant');
    expect(
      names(
        entitiesOf(
          'The former intelligence analyst has been jailed for more than two weeks.',
          "Support Group Calls Chelsea Manning's Solitary Confinement 'Torture'",
        ),
      ).PER,
    ).toEqual(['Chelsea Manning']);
    // A given name that is a surname too ends a name of its own: "Floyd" is no given name before "Killing".
    expect(
      names(
        entitiesOf(
          "The federal trial of three former officers charged with violating George Floyd's civil rights goes on.",
          "3 Cops' Trial In Floyd Killing Heads To Closing Arguments",
        ),
      ).PER,
    ).not.toContain('Floyd Killing');
  });
  it('reads a known surname joined to "Ex-", "pro-" or "anti-" as the person ("Ex-Bush Aide")', () => {
    expect(
      names(
        entitiesOf(
          'Wehner warns that evangelicals will pay a huge price for their blind loyalty to the president.',
          'Ex-Bush Aide Peter Wehner Tells Evangelicals What Trump Really Thinks Of Them',
        ),
      ).PER,
    ).toContain('Bush');
    // Not the first word of a longer known name.
    expect(
      names(
        entitiesOf(
          'The singer is recuperating after surgery.',
          'Ex-Fleetwood Mac Guitarist Lindsey Buckingham Suffers Vocal Cord Damage',
        ),
      ).PER,
    ).not.toContain('Fleetwood');
  });
  it('reads a span opened by "Ex-" as the name after the former holder\'s modifier ("Ex-Bodyguard Tim Chung")', () => {
    const bodyguard = names(
      entitiesOf(
        'Cease and desist, social media sleuths.',
        "Kylie Jenner's Ex-Bodyguard Tim Chung Denies He's Actually Stormi's Father",
      ),
    );
    expect(bodyguard.PER).toContain('Tim Chung');
    expect(bodyguard.ORG).toEqual([]);
    const chief = names(
      entitiesOf(
        'Walter Shaub also delivered a dramatic takedown of White House counsel Pat Cipollone.',
        'Ex-Ethics Chief Roasts Trump-Defending Republicans With A List Of Future Quotes',
      ),
    );
    expect(chief.ORG).not.toContain('Ex-Ethics');
    const firm = names(
      entitiesOf(
        'Martin Winterkorn resigned soon after the scandal became public in 2015.',
        'Ex-Volkswagen CEO Charged In U.S. Over Emissions Cheating Scandal',
      ),
    );
    expect(firm.ORG).toEqual(['Volkswagen']);
    // Not a name ending in an organisation's keyword.
    expect(names(entitiesOf('The Ex-Im Bank approved the loan on Tuesday.')).ORG).toEqual(['Ex-Im Bank']);
  });
  it('reads a name before a malware noun, or ending in "Stealer", as the malware (MISC)', () => {
    const loader = names(
      entitiesOf('Thousands of computers have been infected with the SmokeLoader malware by Nicholas Moses.'),
    );
    expect(loader.MISC).toContain('SmokeLoader');
    expect(loader.ORG).toEqual([]);
    const stealer = names(
      entitiesOf(
        'A malware campaign is exploiting WhatsApp in Brazil to spread the Eternidade Stealer banking trojan.',
      ),
    );
    expect(stealer.MISC).toContain('Eternidade Stealer');
    expect(stealer.ORG).toEqual([]);
    // Not the noun qualifying another: the vendor's researchers.
    expect(names(entitiesOf('ESET malware researchers found a new backdoor.')).ORG).toEqual(['ESET']);
  });
  it('reads a role\'s initials alone as no organisation ("a DJ", "the CIO or CISO", "the bogus FLOTUS")', () => {
    expect(
      names(
        entitiesOf(
          'Idris Elba stars in the comedy, which follows a DJ plotting to rebuild his music career.',
        ),
      ).ORG,
    ).toEqual([]);
    expect(
      names(
        entitiesOf(
          'What are the first three steps a CIO should take after a ransomware attack?',
          'Ask the Experts: When ransomware strikes, who takes the lead -- the CIO or CISO?',
        ),
      ).ORG,
    ).toEqual([]);
    expect(
      names(entitiesOf('The bogus FLOTUS also told the host how the figure could soon come in handy.')).ORG,
    ).toEqual([]);
    // Not a name's initials in brackets after it.
    expect(
      names(
        entitiesOf(
          'In a statement, the CICC said its Cybercrime Investigation Office (CIO) found no new breach.',
        ),
      ).ORG,
    ).toContain('CIO');
  });
  it('reads a stage name opened by "Lil" or "DJ" whole as a person ("Lil Uzi Vert", "DJ Khaled")', () => {
    const rapper = names(
      entitiesOf(
        'The rapper revealed this week that the pink gemstone he got pierced into his head was "ripped" out.',
        'Lil Uzi Vert Says His $24 Million Forehead Diamond Was Ripped Out While Crowd Surfing',
      ),
    );
    expect(rapper.PER).toContain('Lil Uzi Vert');
    expect(rapper.PER).not.toContain('Uzi Vert');
    expect(
      names(entitiesOf('Sunday gave artists like Kim Petras and Lil Nas X an opportunity to speak out.')).PER,
    ).toEqual(['Kim Petras', 'Lil Nas X']);
    // In a Title Case headline the headline's words after the name are not part of it.
    expect(
      names(
        entitiesOf(
          'Tongues are wagging about this revelation.',
          'Twitter Users Chew Out DJ Khaled For Refusing To Perform On Wife',
        ),
      ).PER,
    ).toEqual(['DJ Khaled']);
    expect(
      names(
        entitiesOf(
          'The singer brought his video to life.',
          'Lil Nas X Recreates Steamy Shower Scene On Stage',
        ),
      ).PER,
    ).toEqual(['Lil Nas X']);
  });
  it("reads a nickname quoted inside a person's name as part of the name (\"Dwayne 'The Rock' Johnson\")", () => {
    // Part 59: the headline gave the person "Johnson" alone; part 9: the body gave a work "Doc" and missed the person.
    expect(
      names(
        entitiesOf(
          '"Black Adam" explores the arch nemesis of Shazam.',
          "Dwayne 'The Rock' Johnson Reveals Intense Superhero Look In 'Black Adam' Trailer",
        ),
      ).PER,
    ).toContain("Dwayne 'The Rock' Johnson");
    expect(
      names(
        entitiesOf(
          "Bhagavan 'Doc' Antle, owner of South Carolina's Myrtle Beach Safari, is accused of trafficking lion cubs.",
        ),
      ),
    ).toMatchObject({ PER: expect.arrayContaining(["Bhagavan 'Doc' Antle"]), MISC: [] });
    expect(
      names(entitiesOf('The life of transgender mobster Dante "Tex" Gill will be adapted for TV.')),
    ).toMatchObject({ PER: ['Dante "Tex" Gill'], MISC: [] });
    // Not a quoted word before a headline's verb, nor a quotation after a full name.
    expect(names(entitiesOf('He spoke on Monday.', "Trump 'Very Much' Wants A Deal")).PER).not.toContain(
      "Trump 'Very Much' Wants",
    );
    expect(
      names(
        entitiesOf(
          'The comedian said so.',
          "Amy Schumer Says Kirsten Dunst 'Was In On' Oscar Seat Filler Joke",
        ),
      ).PER,
    ).toContain('Kirsten Dunst');
  });
  it('reads two given names alone joined by "And" in a Title Case headline as two people ("Jared And Ivanka\'s")', () => {
    // Part 59: a Title Case headline's lone given names were no names.
    expect(
      names(
        entitiesOf(
          'A Washington Post report revealed that agents had to go to extraordinary lengths.',
          "Secret Service Barred From Jared And Ivanka's Bathrooms Rented A Toilet For $3,000 A Month",
        ),
      ).PER,
    ).toEqual(['Jared', 'Ivanka']);
    expect(
      names(
        entitiesOf(
          'The messages aired hours before CBS broadcasts the tell-all with Oprah Winfrey.',
          'Queen Elizabeth Calls For Commonwealth Unity Before Harry And Meghan Interview',
        ),
      ).PER,
    ).toEqual(expect.arrayContaining(['Harry', 'Meghan']));
    // Not a work in quotes, a name going on with a hyphen or a surname, nor a firm the lists know.
    expect(
      names(
        entitiesOf(
          'The host reimagined the cartoon.',
          "Jimmy Kimmel Knows Why Iran's Leader Watches 'Tom And Jerry'",
        ),
      ).PER,
    ).not.toContain('Tom');
    expect(
      names(entitiesOf('She wrote on Twitter.', 'Engagement Video Inspired By Beyoncé And Jay-Z')).PER,
    ).not.toContain('Jay');
    expect(
      names(entitiesOf('The couple went out.', 'Prince Harry And Meghan Markle Visit Center')).PER,
    ).not.toContain('Meghan');
    expect(names(entitiesOf('It said so.', "Ben And Jerry's Demands Congress Act")).PER).not.toContain('Ben');
  });
  it('reads a known person before a known body in running text as the person and the body ("the Trump White House")', () => {
    const aide = names(
      entitiesOf(
        'The former Trump White House chief of staff also accused the committee of waging a media campaign.',
      ),
    );
    expect(aide.PER).toEqual(['Trump']);
    expect(aide.ORG).toEqual(['White House']);
    const ruling = names(entitiesOf('Critics said the Trump Justice Department collected the data.'));
    expect(ruling.PER).toEqual(['Trump']);
    expect(ruling.ORG).toEqual(['Justice Department']);
  });
  it("reads a place's one-word name as a given name before a surname and an age ('Jordan Lindsey, 21,')", () => {
    const snorkeler = names(
      entitiesOf(
        'Jordan Lindsey, 21, was snorkeling with family from California when she was attacked near Rose Island.',
      ),
    );
    expect(snorkeler.PER).toEqual(['Jordan Lindsey']);
    expect(snorkeler.ORG).toEqual([]);
  });
  it('reads a common word in "-s" after a given name, before a particle or a quotation, as the headline\'s verb', () => {
    expect(
      names(
        entitiesOf(
          "The comedian's posts have cost her a sitcom.",
          'Roseanne Returns To Twitter To Push More Racism',
        ),
      ).PER,
    ).not.toContain('Roseanne Returns');
    expect(
      names(
        entitiesOf(
          "The singer's first single in six years is here.",
          "Adele Drops 'Easy On Me,' So Get Ready",
        ),
      ).PER,
    ).not.toContain('Adele Drops');
    // Before a verb it stays the surname.
    expect(
      names(entitiesOf('He announced his diagnosis.', 'Jeff Bridges Shares Powerful Lessons From Cancer'))
        .PER,
    ).toEqual(['Jeff Bridges']);
  });
});

describe('extractEntities with the thirty-fourth tuning pass cues', () => {
  it("takes no person's one-word name from the end of a longer name cut off its first word", () => {
    const tire = names(
      entitiesOf(
        'Canadian Tire says under 150,000 customers affected by data breach. Canadian Tire has confirmed the breach.',
      ),
    );
    expect(tire.PER).toEqual([]);
    expect(tire.ORG).not.toContain('Tire');
    expect(
      names(entitiesOf('Flock Safety says only a small number of Condor cameras were affected.')).PER,
    ).toEqual([]);
    // A one-word name after a person's title, and one standing alone, are still people.
    expect(names(entitiesOf('Mr. Kowalczyk said the damage was severe.')).PER).toEqual(['Kowalczyk']);
    expect(names(entitiesOf('Kowalczyk said the damage was severe.')).PER).toEqual(['Kowalczyk']);
  });
  it("reads a Title Case headline's verb before a person's name as no word of the name", () => {
    expect(
      names(
        entitiesOf(
          'The low-key funeral reflects the Kremlin’s uneasiness about the legacy of Gorbachev.',
          "Putin Plans To Snub Gorbachev's Funeral",
        ),
      ).PER,
    ).toEqual(['Gorbachev', 'Putin']);
    expect(
      names(
        entitiesOf('Hello, it’s the Kardashians calling.', 'Kardashians Terrify Dave Chappelle With Prank'),
      ).PER,
    ).toContain('Dave Chappelle');
    expect(
      names(
        entitiesOf('Has "Melanie" signed an NDA?', "Trump Misspells Melania's Name In Welcome Home Tweet"),
      ).PER,
    ).not.toContain('Misspells Melania');
    // A name after "To" whose first word is no verb in lower case stays whole.
    expect(
      names(entitiesOf('Almost every state allows it.', "Arrest Laws Led To Ahmaud Arbery's Death")).PER,
    ).toEqual(['Ahmaud Arbery']);
  });
  it('reads a given name that is also a verb after an auxiliary or "To" and before a given name as the verb', () => {
    expect(
      names(
        entitiesOf(
          "The slain woman's parents accuse the Laundrie family of inflicting emotional distress.",
          "Gabby Petito's Family Can Sue Brian Laundrie's Parents, Judge Rules",
        ),
      ).PER,
    ).not.toContain('Sue Brian');
    expect(names(entitiesOf('', 'Zorbel Quandry Vows To Sue Dave Kowalczyk Over Leak')).PER).toEqual([
      'Zorbel Quandry',
      'Dave Kowalczyk',
    ]);
    // Before a surname it stays the given name it can be ("Will Smith's", "To Drew Brees' Son").
    expect(names(entitiesOf('', "Fans Cheer As Bill Gates's Foundation Opens Office")).PER).toContain(
      'Bill Gates',
    );
  });
  it("reads a surname of the lists in '-s' owning by an apostrophe alone after a small word or a verb as a person", () => {
    expect(
      names(
        entitiesOf(
          'The NFL and six of its teams have filed for arbitration.',
          "NFL Seeks Arbitration For Flores' Racial Discrimination Suit",
        ),
      ).PER,
    ).toEqual(['Flores']);
    // Not after a word that may be the given name, nor before a closing quotation mark.
    expect(
      names(entitiesOf('The American won silver.', "NBC Cuts Short Raven Saunders' Twerking Celebration"))
        .PER,
    ).not.toContain('Saunders');
  });
});

describe('extractEntities, thirty-eighth pass: people, precision', () => {
  it("runs a Title Case headline's person on over particles written in lower case to the surname", () => {
    expect(
      names(
        entitiesOf(
          'He brokered a historic ceasefire between Iran and Iraq in 1988.',
          'Former UN Secretary-General Javier Pérez de Cuéllar Dead At 100',
        ),
      ).PER,
    ).toEqual(['Javier Pérez de Cuéllar']);
    expect(
      names(entitiesOf('The talks lasted two hours.', 'Saudi Crown Prince Mohammed bin Salman Meets Biden'))
        .PER,
    ).toEqual(['Mohammed bin Salman', 'Biden']);
    expect(names(entitiesOf('Sanctions are on the table.', 'Ursula von der Leyen Warns Russia')).PER).toEqual(
      ['Ursula von der Leyen'],
    );
    // A middle name written with its particle glued on ("deGrasse") goes on to the surname, not the verb.
    expect(
      names(
        entitiesOf(
          'The "Cosmos" host said he welcomes an independent investigation into the allegations.',
          'Neil deGrasse Tyson Breaks Silence, Denies Sexual Misconduct Accusations',
        ),
      ).PER,
    ).toEqual(['Neil deGrasse Tyson']);
    // The article of a stage name, as "Thee" or "Tha", is a particle too.
    const megan = names(
      entitiesOf(
        'The rapper said in her first TV interview about the incident.',
        "Megan Thee Stallion Opens Up About Alleged Tory Lanez Shooting: 'I Was Really Scared'",
      ),
    ).PER;
    expect(megan).toContain('Megan Thee Stallion');
    expect(megan).not.toContain('Megan Thee');
    // Not a particle inside an event's name after a person.
    expect(
      names(entitiesOf('He was stripped of his titles.', 'Lance Armstrong Admits Doping In Tour de France'))
        .PER,
    ).toEqual(['Lance Armstrong']);
  });

  it("ends a Title Case headline's person before a hyphenated participle, a compound of the name", () => {
    expect(
      names(
        entitiesOf(
          'The Washington Post reviewed video from the March 2021 meeting.',
          'Ginni Thomas-Linked Group Spread Election Lies At Event 2 Months After Jan. 6 Riot',
        ),
      ).PER,
    ).toEqual(['Ginni Thomas']);
    // A hyphenated surname whose second part is a common word stays whole.
    expect(
      names(
        entitiesOf(
          'The writer and actress opened up to a crowd in New York.',
          "Phoebe Waller-Bridge Reveals Where Her 'Fleabag' Character Is Now",
        ),
      ).PER,
    ).toEqual(['Phoebe Waller-Bridge']);
  });

  it("reads a person-shaped name before a lower-case noun of a built or natural place as that place's", () => {
    const cave = names(
      entitiesOf(
        'Nine of the 12 boys and their coach appeared Sunday to mark a year since they were trapped in the Tham Luang cave.',
      ),
    );
    expect(cave.PER).toEqual([]);
    expect(cave.LOC).toEqual(['Tham Luang']);
    const track = names(
      entitiesOf(
        "It's not yet known what has caused the injuries at Santa Anita racetrack over the past months.",
      ),
    );
    expect(track.PER).toEqual([]);
    expect(track.LOC).toEqual(['Santa Anita']);
    expect(
      names(entitiesOf("The plane went down shortly after takeoff from Havana's Jose Marti airport.")).PER,
    ).toEqual([]);
    // A person the lists know keeps the person's type.
    expect(names(entitiesOf('Guests left the Donald Trump resort on Sunday.')).PER).toEqual(['Donald Trump']);
  });

  it("reads a word of a brand's CamelCase as no person's name, alone or ending a person's run", () => {
    const wallet = names(
      entitiesOf(
        'Users of a popular e-wallet platform are advised to take extra security measures.',
        'E-wallet users advised to monitor accounts after alleged data leak; GCash says no breach',
      ),
    );
    expect(wallet.PER).toEqual([]);
    expect(wallet.ORG).toEqual(['GCash']);
    expect(
      names(entitiesOf('"Benedict Arnold can step aside," VoteVets says in its latest anti-Trump attack ad.'))
        .ORG,
    ).toEqual(['VoteVets']);
    // A cyber report's threat actor is no person's cue.
    const actor = names(
      entitiesOf(
        'On November 5, 2025, the threat actor BreachParty claimed it had exfiltrated 21,090 records.',
      ),
    );
    expect(actor.PER).toEqual([]);
    expect(actor.ORG).toEqual(['BreachParty']);
    // A byline glued to its firm: the person and the firm.
    const moves = names(
      entitiesOf('John Landry SyncraSys John Landry has joined SyncraSys as chief operating officer.'),
    );
    expect(moves.PER).toEqual(['John Landry']);
    expect(moves.ORG).toEqual(['SyncraSys']);
    // Surname prefixes and doubled given names are people's shapes.
    expect(
      names(entitiesOf('Viola Davis, Idina Menzel, Ava DuVernay and JoJo Siwa paid tribute on Friday.')).PER,
    ).toEqual(['Viola Davis', 'Idina Menzel', 'Ava DuVernay', 'JoJo Siwa']);
  });

  it("reads a given name of the build's gazetteer (the @stdlib lists) as a person's, but not a word news uses otherwise", () => {
    // Given names neither compromise nor the bylines know: an unknown surname after them is a person's.
    expect(
      names(entitiesOf('Ignatius Mbeki, a spokesman for the insurer, declined to comment.')).PER,
    ).toEqual(['Ignatius Mbeki']);
    expect(
      names(
        entitiesOf(
          'Emmet Flood, the White House attorney dealing with the probe, was present at the meeting.',
        ),
      ),
    ).toMatchObject({ PER: ['Emmet Flood'], ORG: ['White House'] });
    expect(names(entitiesOf('One person wondered if the hole was Melania’s escape tunnel.')).PER).toEqual([
      'Melania',
    ]);
    // Given names that the corpora write inside other names or in lower case stay out ("Land", "Chase").
    const brands = names(
      entitiesOf(
        'Jaguar Land Rover halted production after the attack, and JPMorgan Chase said it was not affected.',
      ),
    );
    expect(brands.PER).toEqual([]);
    expect(brands.ORG).toEqual(['Jaguar Land Rover', 'JPMorgan Chase']);
  });

  it('types the lexicon build fixes of the fortieth pass: products, many-word demonyms, company arms, Islamic', () => {
    // WhatsApp is a product (MISC), as the labelling rules say, not a curated organisation.
    expect(
      names(entitiesOf('Researchers discover security vulnerability in WhatsApp used by millions.')),
    ).toMatchObject({
      ORG: [],
      MISC: ['WhatsApp'],
    });
    // A many-word place's demonym is no person ("Sri Lankan" was mined as one).
    expect(
      names(entitiesOf('Eight blasts swept through Sri Lankan churches and hotels on Easter Sunday.')),
    ).toMatchObject({
      PER: [],
      MISC: ['Sri Lankan', 'Easter'],
    });
    expect(
      names(entitiesOf('Puerto Ricans staged week-long protests calling on the governor to quit.')).MISC,
    ).toEqual(['Puerto Ricans']);
    // A company's national arm is no place.
    expect(
      names(entitiesOf('The car giant said Renault UK customers had their names and addresses stolen.')),
    ).toMatchObject({ ORG: ['Renault UK'], LOC: [] });
    // "Islamic" is a religion's adjective (MISC), while the Islamic State stays an organisation.
    expect(names(entitiesOf('A meeting of Islamic clerics declared a fatwa on the attacks.')).MISC).toEqual([
      'Islamic',
    ]);
    expect(
      names(entitiesOf('Islamic State fighters killed at least 15 people in northern Afghanistan.')),
    ).toMatchObject({
      ORG: ['Islamic State'],
      MISC: [],
    });
  });

  it('reads given names the build found by their context in the corpora (before a surname, after "Mr.", before an age)', () => {
    // Given names no list held, that the corpora write before surnames ("Kanye West", "Tulsi Gabbard").
    expect(names(entitiesOf('“Kanye needs help,” the political analyst said.'))).toMatchObject({
      PER: ['Kanye'],
      ORG: [],
    });
    expect(
      names(entitiesOf('Director of National Intelligence Tulsi Gabbard is going after her predecessor.')),
    ).toMatchObject({ PER: ['Tulsi Gabbard'], ORG: [] });
    expect(
      names(entitiesOf('Netflix announced a deal with Barack and Michelle Obama to produce films.')).PER,
    ).toEqual(['Barack', 'Michelle Obama']);
    // A name the corpora often write alone ("Ivanka") stays out: it would join a Title Case headline's next word.
    expect(
      names(
        entitiesOf(
          'Both pics may violate federal rules.',
          'Trump Poses With Goya Products One Day After Ivanka Tweets Support',
        ),
      ).PER,
    ).not.toContain('Ivanka Tweets');
  });

  it('types the lexicon build fixes of the forty-third pass: Raqqa, Amnesty International, products, Winn-Dixie, a game', () => {
    expect(
      names(entitiesOf('Airstrikes on Raqqa killed hundreds of civilians, the groups said.')),
    ).toMatchObject({
      ORG: [],
      LOC: ['Raqqa'],
    });
    expect(
      names(entitiesOf('Amnesty International said the coalition killed civilians in the city.')).ORG,
    ).toEqual(['Amnesty International']);
    // Gmail and Slack are products (MISC), distinct from their makers.
    expect(
      names(entitiesOf('Google has urged Gmail users to change their passwords after the reports.')),
    ).toMatchObject({ ORG: ['Google'], MISC: ['Gmail'] });
    expect(
      names(entitiesOf('Phishing on platforms such as Microsoft Teams and Slack surged this year.')),
    ).toMatchObject({ ORG: ['Microsoft'], MISC: ['Microsoft Teams', 'Slack'] });
    // A gazetteer name that the corpora write only as the first part of a hyphenated name is no given name.
    expect(
      names(entitiesOf('Shoppers found empty shelves at 29 Winn-Dixie stores in Louisiana.')),
    ).toMatchObject({ PER: [], ORG: ['Winn-Dixie'] });
    // Pragmata, a video game, was mined as a place.
    expect(
      names(entitiesOf('The hacking in Pragmata took much trial and error, its director said.')),
    ).toMatchObject({ LOC: [], MISC: ['Pragmata'] });
  });

  it('keeps two lower-case particles between a given name and a surname inside one person', () => {
    const entities = names(entitiesOf('European Commission President Ursula von der Leyen said on Monday.'));
    expect(entities.PER).toEqual(['Ursula von der Leyen']);
    expect(entities.ORG).toEqual(['European Commission']);
  });
});

describe('extractEntities with the forty-first tuning pass cues', () => {
  it("takes a Title Case headline's opening name as a person when its verb goes on with he or she", () => {
    // The headline says it of the name itself: a person reveals or says something of "she" or "he", an
    // organisation of "it"; the description need not name the person again.
    const friends = names(
      entitiesOf(
        '"I don’t like to be put on blast."',
        "Rihanna Reveals She And Drake Aren't Friends: 'It Is What It Is'",
      ),
    );
    expect(friends.PER).toContain('Rihanna');
    expect(friends.ORG).toEqual([]);
    expect(names(entitiesOf('', 'Zendaya Says She Was Nervous Before Her First Emmys')).PER).toEqual([
      'Zendaya',
    ]);
    expect(
      names(entitiesOf('', 'Bryson DeChambeau Sinks His First Ever Hole-In-One At Masters')).PER,
    ).toEqual(['Bryson DeChambeau']);
    // An organisation's verb goes on with "it", and a pronoun after some other word is no cue; nor is a
    // hyphenated common noun a name.
    expect(names(entitiesOf('', 'Ex-Employee Testifies He Now Doubts Abuse Denials')).PER).toEqual([]);
    expect(names(entitiesOf('', 'Coinbase Says It Was Hacked In May')).PER).toEqual([]);
    expect(names(entitiesOf('', 'Netflix Plans New Series As She Said Show Ends')).PER).toEqual([]);
  });

  it("takes a Title Case obituary headline's opening name as a person (forty-seventh pass)", () => {
    // "Dead" with no verb, or "Dies"/"Dead At" an age, right after the name or after an apposition set off by
    // commas: only people (and pets) die at an age, and an obituary's description may not say "he" or "she".
    expect(names(entitiesOf('', 'Pelé Dead At 82')).PER).toEqual(['Pelé']);
    expect(names(entitiesOf('', 'Jalaluddin Haqqani Dead At 79')).PER).toEqual(['Jalaluddin Haqqani']);
    expect(names(entitiesOf('', 'Ric Ocasek, Frontman For Hitmakers The Cars, Dead At 75')).PER).toEqual([
      'Ric Ocasek',
    ]);
    expect(
      names(
        entitiesOf(
          'Banisadr was elected in 1980.',
          "Abolhassan Banisadr, Iran's First President After 1979 Revolution, Dies At 88",
        ),
      ).PER,
    ).toEqual(['Abolhassan Banisadr']);
    // A count of the dead is no name, nor is an opening name followed by something else before the ending.
    expect(names(entitiesOf('', 'Minneapolis Shooting Leaves 1 Dead, 11 Injured')).PER).toEqual([]);
    expect(names(entitiesOf('', 'Bus Crashes, Catches Fire In Bulgaria; At Least 45 Dead')).PER).toEqual([]);
  });

  it("stops a Title Case headline's person before a verb's third person that the tagger reads as a name", () => {
    expect(
      names(entitiesOf('', "Tony Danza Chimes In On A ‘Taxi’ Reboot. But First There’s ‘The Good Cop.'")).PER,
    ).toEqual(['Tony Danza']);
    expect(
      names(entitiesOf('', 'Seth Meyers Skewers The Idea Of Donald Trump Winning The Nobel Peace Prize')).PER,
    ).toEqual(['Seth Meyers', 'Donald Trump']);
    // A third name word is no verb's form ("Ginsburg", "Hager"), nor a known surname in "-s".
    expect(names(entitiesOf('', 'Ruth Bader Ginsburg Returns To The Supreme Court')).PER).toEqual([
      'Ruth Bader Ginsburg',
    ]);
    expect(names(entitiesOf('', 'Jenna Bush Hager To Replace Kathie Lee Gifford On Today')).PER).toEqual([
      'Jenna Bush Hager',
      'Kathie Lee Gifford',
    ]);
  });

  it("reads past a leading participle or derived adjective to a Title Case headline's subject", () => {
    const ban = names(
      entitiesOf(
        'The Serbian tennis star was this week deported from Australia.',
        'Unvaccinated Novak Djokovic Now Faces French Open Ban',
      ),
    );
    expect(ban.PER).toEqual(['Novak Djokovic']);
    // A verb in "-s" before the infinitive's "To" is the headline's verb, not a second name word.
    const record = names(
      entitiesOf(
        'She also addressed rumors that she\'s "dating every little white boy in Hollywood."',
        "Determined Lizzo Tries To Break The 'Bitch' Record On 'Saturday Night Live'",
      ),
    );
    expect(record.PER).toEqual(['Lizzo']);
    // Stage names open with plain adjectives: no word of them is skipped.
    expect(
      names(
        entitiesOf(
          'The rapper said he and the president had become the focus of the summit.',
          'Meek Mill Backs Out Of Trump Event On Prison Reform',
        ),
      ).PER,
    ).not.toContain('Mill');
  });

  it('reads a title "of" a name with no given name as what its holder heads, not a person', () => {
    const ceo = names(
      entitiesOf(
        'The famed American automotive executive was the president of Ford Motor Company and later became CEO of Chrysler.',
      ),
    );
    expect(ceo.PER).toEqual([]);
    expect(ceo.ORG).toEqual(['Ford Motor Company', 'Chrysler']);
    // A given name after the title's place is the holder; a sovereign's title names its holder.
    expect(names(entitiesOf('Secretary of State Antony Blinken said on Monday.')).PER).toEqual([
      'Antony Blinken',
    ]);
    expect(names(entitiesOf('She starred in a biopic about the late Queen of Soul.')).ORG).toEqual([]);
  });

  it("splits a body and its holder at a title inside the run even before an organisation's verb", () => {
    const fired = names(
      entitiesOf(
        'Homeland Security Secretary Kristi Noem announced Friday the dismissal of two dozen employees.',
      ),
    );
    expect(fired.PER).toEqual(['Kristi Noem']);
    expect(fired.ORG).toEqual(['Homeland Security']);
    // A common word after the title word is no holder's name: the run stays a service.
    expect(names(entitiesOf('Amazon Prime Video announced the dismissal of its staff.')).PER).toEqual([]);
  });

  it("reads a headline's lone word before a verb as the surname of a person the body names in full", () => {
    const fires = names(
      entitiesOf(
        'Homeland Security Secretary Kristi Noem said Friday that two dozen staff had been dismissed.',
        'Noem Fires Dozens Of Staffers Over Major Cyber Breach',
      ),
    );
    expect(fires.PER).toEqual(['Kristi Noem']);
    expect(fires.ORG).not.toContain('Noem');
  });

  it('reads "with" as a small word of a quoted title, so a show named with its host is one work', () => {
    const parody = names(
      entitiesOf(
        '"The Late Show with Stephen Colbert" parody doesn\'t miss a trick to manipulate you.',
        "'The Most Emotionally Manipulative Super Bowl Ad Ever' Sadly Isn't Real",
      ),
    );
    expect(parody.PER).toEqual([]);
    expect(parody.MISC).toContain('The Late Show with Stephen Colbert');
    expect(names(entitiesOf('The singer appeared on "Dancing with the Stars" last night.')).MISC).toEqual([
      'Dancing with the Stars',
    ]);
  });

  it('reads a name word before an "O\'" surname as a person whatever verb follows', () => {
    const backfires = names(
      entitiesOf(
        'The Democratic presidential candidate brought some receipts.',
        'Bill O’Reilly’s Attack On Beto O’Rourke Backfires Spectacularly',
      ),
    );
    expect(backfires.PER).toEqual(['Bill O’Reilly', 'Beto O’Rourke']);
    expect(backfires.ORG).toEqual([]);
    expect(names(entitiesOf('The attack on Beto O’Rourke backfires on him.')).PER).toEqual(['Beto O’Rourke']);
    // An "O'" before a plural is "of", a brand's.
    expect(names(entitiesOf('', "Land O'Lakes Removing Native American Woman From Packaging")).PER).toEqual(
      [],
    );
  });

  it('reads two known people joined by a hyphen as two people', () => {
    const dinner = names(
      entitiesOf(
        'Reporters from several outlets were excluded from the event.',
        'White House Bars Some Reporters From Trump-Kim Dinner In Vietnam',
      ),
    );
    expect(dinner.PER).toEqual(['Trump', 'Kim']);
    expect(
      names(entitiesOf('Every senior member of the Biden-Harris communications team is a woman.')).PER,
    ).toEqual(['Biden', 'Harris']);
    // A double-barrelled surname is one person; a longer name after the hyphen stays whole.
    expect(names(entitiesOf('Rep. Alexandria Ocasio-Cortez said on Friday.')).PER).toEqual([
      'Alexandria Ocasio-Cortez',
    ]);
    expect(
      names(entitiesOf('', 'There Are Some Problems With This Commemorative Trump-Kim Jong Un Coin')).PER,
    ).toEqual(['Trump', 'Kim Jong Un']);
  });
});

describe('extractEntities, fiftieth pass: people', () => {
  it('reads a plural of a role noun or an "-ists" noun before a verb of speech as no one', () => {
    const rhino = names(
      entitiesOf(
        "Conservationists said this week that they'd successfully created embryos using sperm from long-dead northern white males.",
        'IVF Could Resurrect Functionally-Extinct Northern White Rhino, Scientists Say',
      ),
    );
    expect(rhino.PER).toEqual([]);
    expect(rhino.ORG).toEqual([]);
    expect(names(entitiesOf('Historians say the letter was never sent.')).PER).toEqual([]);
    expect(names(entitiesOf('Environmentalists say the pipeline threatens the river.')).PER).toEqual([]);
    // A surname the lists know stays a person.
    expect(names(entitiesOf('Sanders said the plan would fail.')).PER).toEqual(['Sanders']);
  });
});

describe('extractEntities, fiftieth pass: a leader before the government', () => {
  it('reads an unknown word between "the" and "regime", "administration", "presidency" or "government" as the leader', () => {
    expect(
      names(entitiesOf('The Maduro regime is accusing the U.S. of conducting a cyber attack.')).PER,
    ).toEqual(['Maduro']);
    expect(names(entitiesOf('Critics of the Duterte administration were arrested.')).PER).toEqual([
      'Duterte',
    ]);
    // A place, a demonym or a common word keeps its reading.
    expect(names(entitiesOf('The Chinese government denied it.')).PER).toEqual([]);
    expect(names(entitiesOf('The Coalition government fell.')).PER).toEqual([]);
  });
});

describe('extractEntities, fifty-second pass: a verb of feeling names a person', () => {
  it('reads an unknown single word before a verb of feeling in the present or past tense as a person', () => {
    expect(
      names(
        entitiesOf(
          "It depends on whether Manchin cares about the bill's sheer ambition or just its increase in federal spending.",
        ),
      ).PER,
    ).toEqual(['Manchin']);
    expect(names(entitiesOf('Raffensperger feared the call would leak.')).PER).toEqual(['Raffensperger']);
    // Another finite verb keeps an organisation's reading, and firms hope and blame in news too.
    expect(names(entitiesOf('Coupang offers refunds to its customers.')).PER).toEqual([]);
    expect(names(entitiesOf('Discord blamed a vendor for its data breach.')).PER).toEqual([]);
  });
});

describe('extractEntities, fifty-second pass: a Title Case headline owner of kin or counsel', () => {
  it('reads one unknown capitalised word before "\'s" and a kinship or counsel noun as a person', () => {
    expect(
      names(
        entitiesOf(
          '“I was so distressed and disturbed by what I’d seen," Max Kennedy Jr. told The New Yorker.',
          "RFK's Grandson Blew The Whistle On Kushner's 'Lord Of The Flies' COVID Task Force: Report",
        ),
      ).PER,
    ).toContain('RFK');
    expect(
      names(
        entitiesOf('', "Reagan's Daughter Patti Davis Reveals She Didn't Disclose Sex Assault For Decades"),
      ).PER,
    ).toContain('Reagan');
    // A role, a title or a name's second word owns kin too: no person of its own.
    expect(names(entitiesOf('', "Israeli PM's Wife Charged With Fraud")).PER).toEqual([]);
    expect(
      names(entitiesOf('', "Meat Loaf's Wife Describes 'Gut-Wrenching' Grief After Husband's Death")).PER,
    ).toEqual([]);
  });
});

describe('extractEntities, fifty-second pass: an unknown name after "and" and a person', () => {
  it('reads an unknown two- or three-word name joined by "and" to a person\'s full name as a person', () => {
    expect(
      names(
        entitiesOf(
          'Actors Kevin Bacon and Orlando Bloom have also expressed interest in portraying the convicted animal trainer.',
        ),
      ).PER,
    ).toContain('Orlando Bloom');
    expect(
      names(
        entitiesOf('The monument will depict Susan B. Anthony, Elizabeth Cady Stanton and Sojourner Truth.'),
      ).PER,
    ).toContain('Sojourner Truth');
    // After an organisation the rule does not read the name (the fallback's organisation stays).
    expect(names(entitiesOf('The film is backed by ABC Entertainment and Orlando Bloom.')).PER).toEqual([]);
  });
});

describe('extractEntities, fifty-fourth pass: a Title Case headline opened by a lone name', () => {
  it('reads an auxiliary or a verb before its particle after the opening name as the headline verb', () => {
    expect(
      names(
        entitiesOf(
          'In a two-hour special, the singer will speak with Winfrey about "life after divorce," according to CBS.',
          'Adele Is Getting The Royal Treatment With Oprah Interview Ahead Of New Album',
        ),
      ).PER,
    ).toContain('Adele');
    const moby = names(
      entitiesOf(
        '"What do you do when people believe lies and accusations and not actual photographs?” the 53-year-old musician wrote.',
        'Moby Fires Back After Natalie Portman Denies They Dated',
      ),
    );
    expect(moby.PER).toContain('Moby');
    expect(moby.ORG).toEqual([]);
  });

  it('reads "the 49-year-old" standing for the person as the description referring to a person', () => {
    expect(
      names(
        entitiesOf(
          'The 49-year-old said he went into Zales to buy some earrings.',
          "Shaq Went Jewelry Shopping And Casually Paid For A Stranger's Engagement Ring",
        ),
      ).PER,
    ).toContain('Shaq');
    // A known place's demonym is who lives there, no name.
    expect(
      names(
        entitiesOf(
          'The 44-year-old, accused of keeping military-grade explosives in his apartment, is being held without bond.',
          "Pennsylvanian Charged With Having 'Weapons Of Mass Destruction' At His Home",
        ),
      ).PER,
    ).toEqual([]);
  });
});

describe('extractEntities, fifty-fourth pass: a known person named by surname alone in a body', () => {
  it('reads the surname of a person the lists know by full name, alone in sentence case, as that person', () => {
    expect(
      names(entitiesOf('Gabbard goes after Clapper, declassifying emails on Russia hacking report.')).PER,
    ).toContain('Clapper');
    expect(
      names(entitiesOf('The retweet came hours after Fauci suggested earlier action could have saved lives.'))
        .PER,
    ).toContain('Fauci');
    // Not a compass word, nor a word of a longer capitalised name.
    expect(
      names(entitiesOf('China is trying to use cyber weapons to preposition the US and West for a conflict.'))
        .PER,
    ).toEqual([]);
    expect(
      names(
        entitiesOf(
          'They had tested negative before they were evacuated from the Diamond Princess cruise ship.',
        ),
      ).PER,
    ).toEqual([]);
  });
});

describe('extractEntities, fifty-fourth pass: a known surname before a role in a Title Case headline', () => {
  it('reads a known surname before a role noun ending the name run as the person', () => {
    expect(
      names(
        entitiesOf(
          '“They\'re doing great for a group of war refugees."',
          'Ingraham Guest Says ‘No Reason Whatsoever’ For Ukrainian Refugees To Come To U.S.',
        ),
      ).PER,
    ).toContain('Ingraham');
  });
});

describe('extractEntities, fifty-fourth pass: a stage name ending in a letter', () => {
  it('reads a Title Case headline opened by a name word and a capital letter, described as a person, as one name', () => {
    expect(
      names(
        entitiesOf(
          'The rapper wrote on Twitter that she thought "the song was a good song."',
          "Cardi B Responds To 'Girls' Song Controversy, Apologizes To LGBTQ Community",
        ),
      ).PER,
    ).toEqual(['Cardi B']);
    expect(
      names(
        entitiesOf(
          'The rapper wore a head-to-toe look that covered her entire face in Paris.',
          "Cardi B's Fashion Week Outfit Exposes Major Double Standard In France",
        ),
      ).PER,
    ).toEqual(['Cardi B']);
    // A common word before the letter is no name ("Plan B").
    expect(
      names(entitiesOf('The pill is sold without a prescription.', 'Plan B Pill Sales Soar After Ruling'))
        .PER,
    ).toEqual([]);
  });
});

describe("extractEntities, fifty-fourth pass: a given name's possessive after the headline's verb", () => {
  it('reads a known given name owning something right after a capitalised verb as a person', () => {
    expect(
      names(
        entitiesOf('Has "Melanie" signed an NDA?', "Trump Misspells Melania's Name In Welcome Home Tweet"),
      ).PER,
    ).toContain('Melania');
  });
});

describe('extractEntities, fifty-fourth pass: a name given to an animal or a child', () => {
  it('reads the name after an animal or kin noun and "named" as a person, whatever its words', () => {
    const whale = names(
      entitiesOf('A whale named Snow Cone has surprised scientists by giving birth to a healthy calf.'),
    );
    expect(whale.PER).toEqual(['Snow Cone']);
    expect(whale.ORG).toEqual([]);
    expect(names(entitiesOf('The two have a 1-year-old son together named Bear.')).PER).toEqual(['Bear']);
    // Not after another noun: a breed or a tool named so is no being.
    expect(names(entitiesOf('A dog breed called Labrador is popular.')).PER).toEqual([]);
  });
});

describe('extractEntities, fifty-fifth pass: things shaped like people', () => {
  it("reads a known organisation's name before common words as its product, not a person", () => {
    // "Asahi" is a given name too, which gave the run a person's shape.
    const beer = names(
      entitiesOf('Asahi Super Dry production at Japanese breweries halted after cyberattack.'),
    );
    expect(beer.PER).toEqual([]);
    expect(beer.MISC).toContain('Asahi Super Dry');
    // A surname after the given name keeps the person.
    expect(names(entitiesOf('Tiffany Haddish said she would host again.')).PER).toEqual(['Tiffany Haddish']);
  });

  it("joins a person's name that opens an organisation's name of the article to that organisation", () => {
    const settlement = names(
      entitiesOf(
        'Pinehurst Radiology Associates has agreed to a settlement in a class action lawsuit.',
        'Pinehurst Radiology Agrees to Settle Data Breach Case',
      ),
    );
    expect(settlement.PER).toEqual([]);
    expect(settlement.ORG).toEqual(['Pinehurst Radiology Associates']);
    // Or ends it: the brand of a firm named in full.
    const brand = names(
      entitiesOf(
        'Jaguar Land Rover said it would restart production. The Land Rover plant in Solihull was idle for weeks.',
      ),
    );
    expect(brand.PER).toEqual([]);
    expect(brand.ORG).toEqual(['Jaguar Land Rover']);
    // A person the lists know keeps the person beside the business named after him.
    const studio = names(
      entitiesOf(
        'Tyler Perry Studios is one of the largest film studios in the country.',
        'Tyler Perry Opens Up About His Mother',
      ),
    );
    expect(studio.PER).toEqual(['Tyler Perry']);
    expect(studio.ORG).toEqual(['Tyler Perry Studios']);
  });

  it('reads a quoted "The ... Show" in a Title Case headline as the programme, not the person it is named after', () => {
    const parody = names(
      entitiesOf(
        'Stop sleeping on Chloe Fineman, the master impressionist of "Saturday Night Live."',
        "'SNL' Perfectly Parodies 'The Drew Barrymore Show' With Dig At Ellen",
      ),
    );
    expect(parody.PER).toEqual(['Chloe Fineman']);
    expect(parody.MISC).toContain('The Drew Barrymore Show');
    expect(
      names(
        entitiesOf(
          'The conservative network is just one big inconsistency fest in this lengthy montage.',
          '‘The Daily Show’ Exposes The Many Hypocrisies Of Fox News',
        ),
      ).MISC,
    ).toEqual(['The Daily Show']);
  });

  it("lets a person's cue in the body take a given name and a keyword the headline typed ORG", () => {
    expect(
      names(
        entitiesOf(
          'Welsh singer Charlotte Church has spoken about the "dark stuff" that went on in the media when her phone was hacked at the age of 16.',
          "Charlotte Church says life 'could have gone very different' due to phone hacking",
        ),
      ),
    ).toEqual({ PER: ['Charlotte Church'], ORG: [], LOC: [], MISC: ['Welsh'] });
    // With no such cue the keyword keeps the organisation.
    expect(names(entitiesOf('Grace Church said it would reopen on Sunday.')).ORG).toEqual(['Grace Church']);
  });

  it("reads a role's plural after a title as no person", () => {
    expect(
      names(
        entitiesOf(
          'Beijing had been hacking mobile devices belonging to the closest advisors of three successive British Prime Ministers over four years.',
        ),
      ).PER,
    ).toEqual([]);
    // The title's holder named after it stays a person.
    expect(names(entitiesOf('British Prime Minister Keir Starmer spoke on Monday.')).PER).toEqual([
      'Keir Starmer',
    ]);
  });
});

describe('extractEntities, fifty-sixth pass', () => {
  it("reads a hacking group's weather name as the group, not a storm", () => {
    // Part 55 (NewsDataHub): "Salt Typhoon" was cut to "Typhoon" in the headline.
    expect(names(entitiesOf('', "The US Won't Sanction China for Salt Typhoon Hacking")).ORG).toEqual([
      'Salt Typhoon',
    ]);
    expect(
      names(
        entitiesOf(
          'The spy chief said hacker groups going by the names Salt Typhoon and Volt Typhoon were active.',
        ),
      ).ORG,
    ).toEqual(['Salt Typhoon', 'Volt Typhoon']);
    // Weather: a storm's name after its word, an adjective before it in a headline.
    expect(names(entitiesOf('', 'Death Toll From Typhoon Rai Tops 200 In The Philippines')).MISC).toEqual([
      'Typhoon Rai',
    ]);
    expect(names(entitiesOf('', 'Powerful Typhoon Hits Japan')).ORG).toEqual([]);
  });
  it('takes a body\'s remit after "on" into its name', () => {
    // Part 55 (HuffPost): the commission was cut before "on Human Rights".
    expect(
      names(
        entitiesOf(
          "The New York City Commission on Human Rights' record penalty stemmed from a probe into “rampant abuse” at the conservative network.",
        ),
      ).ORG,
    ).toEqual(['New York City Commission on Human Rights']);
    expect(names(entitiesOf('The Council on Foreign Relations said costs rose.')).ORG).toEqual([
      'Council on Foreign Relations',
    ]);
    // A day or a known place after "on" is no remit.
    expect(names(entitiesOf('He told the Senate Committee on Thursday that costs rose.')).ORG).toEqual([
      'Senate Committee',
    ]);
    expect(names(entitiesOf('Members of the Intelligence Committee on Capitol Hill said so.'))).toMatchObject(
      {
        ORG: ['Intelligence Committee'],
        LOC: ['Capitol Hill'],
      },
    );
  });
  it("types a known maker's product initials MISC with the maker, and the maker ORG", () => {
    // Part 46 (NewsDataHub): "Oracle EBS" was one organisation.
    expect(
      names(entitiesOf('', "Auto giant LKQ says it's the latest firm to be hit by Oracle EBS data breach")),
    ).toMatchObject({ ORG: ['LKQ', 'Oracle'], MISC: ['Oracle EBS'] });
    // A role's initials and a common noun's are no product.
    expect(names(entitiesOf('Coinbase CEO Brian Armstrong said the platform was safe.')).MISC).toEqual([]);
    expect(names(entitiesOf('The OpenAI API platform was hit.')).MISC).toEqual([]);
  });
  it("reads an unknown acronym before a Title Case headline's verb as a body", () => {
    // Part 52 (HuffPost): HHS opening a headline was missed.
    expect(
      names(entitiesOf('', 'HHS Welcomes Back Official Who Shared Bigoted Social Media Posts')).ORG,
    ).toEqual(['HHS']);
    expect(names(entitiesOf('', 'White Supremacist Propaganda Spreading, ADL Says')).ORG).toEqual(['ADL']);
    // After a possessive the verb's shape is a plural noun's; a role's initials name nobody.
    expect(
      names(entitiesOf('', 'Jim Carrey Paints A Morbid Picture Of Donald Trump’s MAGA Rallies')).ORG,
    ).toEqual([]);
    expect(names(entitiesOf('', 'CEO Says Layoffs Will Continue')).ORG).toEqual([]);
  });
  it('reads a public agency opening or inside a Title Case headline, its words common ones', () => {
    // Parts 23 and 52 (NewsDataHub): the breached agency was missed in the headline.
    expect(
      names(entitiesOf('', "Congressional Budget Office Plagued by 'Ongoing' Cybersecurity Breach")).ORG,
    ).toEqual(['Congressional Budget Office']);
    expect(
      names(entitiesOf('', 'Ongoing Cybersecurity Threat Targets Congressional Budget Office Systems')).ORG,
    ).toEqual(['Congressional Budget Office']);
    // A verb or a known name before the agency word ends the reading: no agency.
    expect(names(entitiesOf('', 'Federal Judge Blocks Trump Office Move')).ORG).toEqual([]);
  });
  it("types a known maker's paid tier or service MISC, and the maker ORG", () => {
    // Part 36 (NewsDataHub): "Salesforce Backup" was one organisation.
    expect(
      names(
        entitiesOf(
          '',
          'Worried about ransomware? IDrive launches new Salesforce Backup tool for greater data protection',
        ),
      ),
    ).toMatchObject({ ORG: ['IDrive', 'Salesforce'], MISC: ['Salesforce Backup'] });
    expect(names(entitiesOf('Subscribers to YouTube Premium will pay more from March.'))).toMatchObject({
      ORG: ['YouTube'],
      MISC: ['YouTube Premium'],
    });
  });
  it("reads a US state's abbreviation before a person title as the state", () => {
    // Tuning parts (NewsDataHub, HuffPost): "Pa. Attorney General" was one organisation, NY was missed.
    expect(
      names(entitiesOf('', 'Pa. Attorney General reports data breach affecting personal information')),
    ).toMatchObject({
      ORG: [],
      LOC: ['Pa.'],
    });
    expect(
      names(entitiesOf('', 'NY Attorney General Eric Schneiderman Resigns Amid Abuse Allegations')),
    ).toMatchObject({ PER: ['Eric Schneiderman'], LOC: ['NY'] });
    expect(names(entitiesOf('Calif. Gov. Gavin Newsom signed the bill on Monday.'))).toMatchObject({
      PER: ['Gavin Newsom'],
      LOC: ['Calif.'],
    });
    // The office is one organisation as written; a postal code that is a word is none.
    expect(
      names(entitiesOf('', "Ransomware group claims cyberattack on Pa. Attorney General's Office")).LOC,
    ).toEqual([]);
    expect(names(entitiesOf('Turn IN Governor Smith now.')).LOC).toEqual([]);
  });
  it('reads a US region named by compass or landform as a place, in a Title Case headline too', () => {
    // Tuning parts (HuffPost): Midwest, East Coast and Deep South were missed in headlines, "Eastern Seaboard" was an
    // organisation.
    expect(names(entitiesOf('', 'Rural Midwest Hospitals Are Struggling To Handle COVID Surge')).LOC).toEqual(
      ['Midwest'],
    );
    expect(names(entitiesOf('', "'Heartbeat' Laws Could Ban Most Abortions Across Deep South")).LOC).toEqual([
      'Deep South',
    ]);
    expect(names(entitiesOf('Massive evacuations on the Eastern Seaboard have been ordered.'))).toMatchObject(
      {
        ORG: [],
        LOC: ['Eastern Seaboard'],
      },
    );
  });
});

describe('extractEntities, fifty-seventh pass', () => {
  it('reads a Korean name whose given name opens with an English verb, the surname Lee', () => {
    // Part 56 (NewsDataHub): "Lee" alone was the person; "Won" is tagged a verb and "Lee" was no Korean syllable.
    expect(
      names(
        entitiesOf(
          'Lee Won-son, a woman in her 40s and a long-time Coupang customer, said she could not sleep after hearing about a friend.',
          'Coupang customers on alert over phishing attempts after data breach',
        ),
      ).PER,
    ).toEqual(['Lee Won-son']);
    // A verb after a lone name still splits the run ("Hugh Won" is no Korean name: "Hugh" is no syllable).
    expect(names(entitiesOf('Hugh Won-son said so.')).PER).not.toContain('Hugh Won-son');
  });
});

describe('extractEntities, sixtieth pass', () => {
  it('reads two words no list knows that both look like name words by their letters as a person in a Title Case headline', () => {
    // Tuning parts 53 and 4 (HuffPost): the headline's person was missed; an unlabelled headline the same.
    expect(
      names(entitiesOf('', "Baby Orangutan's Paternity Test Has Surprise Worthy Of Maury Povich")).PER,
    ).toEqual(['Maury Povich']);
    expect(
      names(entitiesOf('', "MTV Suspends 'Catfish' While It Probes Nev Schulman Sexual Misconduct Claims"))
        .PER,
    ).toEqual(['Nev Schulman']);
    expect(
      names(entitiesOf('', "Trump Slams Jussie Smollett Case After Charges Dropped: 'An Embarrassment'")).PER,
    ).toContain('Jussie Smollett');
    // Words that look like no name's ("Mardi Gras", "Spew Lava") and a quotation stay out.
    expect(names(entitiesOf('', 'Woman Struck And Killed By Mardi Gras Float During Parade')).PER).toEqual(
      [],
    );
    expect(
      names(
        entitiesOf('', '30,000 People Flee As Taal Volcano Continues To Spew Lava Near Philippine Capital'),
      ).PER,
    ).toEqual([]);
    expect(
      names(
        entitiesOf('', "Mark Hamill Sends Costar Ming-Na Wen Into 'Nerd Nirvana' After 'Mandalorian' Cameo"),
      ).PER,
    ).not.toContain('Nerd Nirvana');
  });
});

describe('extractEntities, sixty-first pass: reports and market segments named by their head', () => {
  it('reads a name no list knows ending in "Report" as the named report (MISC), not an organisation', () => {
    // Part 53 (NewsDataHub): "according to Microsoft's Digital Defense Report" gave ORG "Digital Defense Report".
    const defense = names(
      entitiesOf(
        'India has emerged as the top target for Lumma Stealer malware, according to Microsoft’s Digital Defense Report.',
      ),
    );
    expect(defense.MISC).toContain('Digital Defense Report');
    expect(defense.ORG).toEqual(['Microsoft']);
    // Part 50: a vendor's report named with the vendor.
    const landscape = names(
      entitiesOf(
        'ExtraHop, a leader in network detection, today released the 2025 ExtraHop Global Threat Landscape Report, which offers an analysis.',
      ),
    );
    expect(landscape.MISC).toContain('ExtraHop Global Threat Landscape Report');
    expect(landscape.ORG).not.toContain('ExtraHop Global Threat Landscape Report');
    // Not a news outlet the lists know, nor a known name with "Report" after it (the outlet's or vendor's report).
    expect(names(entitiesOf('The story was first linked by the Drudge Report on Monday.')).ORG).toContain(
      'Drudge Report',
    );
    expect(names(entitiesOf('A new Microsoft Report says attacks rose.')).MISC).not.toContain(
      'Microsoft Report',
    );
  });
  it('reads a market-research title\'s "X Market" before its report words as no name', () => {
    // Parts 34 and 43 (NewsDataHub market-research releases): the segment was typed ORG.
    expect(
      names(
        entitiesOf(
          'The Cyber Threat Hunting Services Market research report has been crafted with the most advanced tools.',
        ),
      ).ORG,
    ).toEqual([]);
    expect(
      names(
        entitiesOf(
          'The DDoS Defense and Attack Mitigation Software Market research report has been crafted with the best tools.',
          'DDoS Defense and Attack Mitigation Software Market Global Industry Analysis by Size Estimation, Share',
        ),
      ).ORG,
    ).toEqual([]);
    // Not "Market" before any other word: a firm doing what firms do.
    expect(names(entitiesOf('Shares rose after Whole Foods Market said it would cut prices.')).ORG).toContain(
      'Whole Foods Market',
    );
  });
  it('reads a named wildfire after "the" as an event (MISC), with a lower-case fire noun after it as part of it', () => {
    // Parts 10, 24 and 40 (HuffPost): the Lake Fire was a place, the Mendocino Complex and Bootleg organisations.
    expect(
      names(
        entitiesOf(
          'Ventura County Fire Department crews were tackling the Lake Fire northeast of Los Angeles.',
        ),
      ),
    ).toMatchObject({ ORG: ['Ventura County Fire Department'], LOC: ['Los Angeles'], MISC: ['Lake Fire'] });
    expect(
      names(
        entitiesOf(
          'A firefighter died Monday while fighting the Mendocino Complex blaze, which has consumed acres.',
        ),
      ),
    ).toMatchObject({ ORG: [], MISC: ['Mendocino Complex blaze'] });
    expect(
      names(
        entitiesOf('Gov. Kate Brown signed the bill as the massive Bootleg fire raged in southern Oregon.'),
      ),
    ).toMatchObject({ ORG: [], MISC: ['Bootleg fire'] });
    // Not a fire department's chief, nor a fire in a known place.
    expect(
      names(entitiesOf('Durham Fire Chief Robert Zoldos said the blast involved five buildings.')).MISC,
    ).toEqual([]);
    expect(names(entitiesOf('Officials said the Chicago fire killed eight people.'))).toMatchObject({
      LOC: ['Chicago'],
      MISC: [],
    });
  });
});

describe('extractEntities, sixty-second pass', () => {
  it("reads an unknown word before a lower-case noun of a country's division or an island as the place", () => {
    // Tuning parts (HuffPost): Henan, Sulawesi and Amhara were missed.
    expect(
      names(entitiesOf("Severe floods tore through China's Henan province.", 'Deadly Flooding In China')).LOC,
    ).toEqual(['China', 'Henan']);
    expect(
      names(entitiesOf('The president of Amhara state was among those killed on Saturday.')).LOC,
    ).toEqual(['Amhara']);
    // Two unknown words likewise, though they have a person's shape (unlabelled HuffPost: a person "Khan Abad").
    expect(
      names(entitiesOf('The convoy was ambushed while traveling in the Khan Abad district on Monday.')),
    ).toMatchObject({ PER: [], LOC: ['Khan Abad'] });
    // Not an adjective, a common word or an acronym before the noun.
    expect(names(entitiesOf('Fires spread across the Himalayan region on Monday.')).LOC).toEqual([]);
    expect(names(entitiesOf('Florida calls itself the Sunshine state.')).LOC).toEqual(['Florida']);
    expect(names(entitiesOf('The outage hit one AWS region overnight.')).LOC).toEqual([]);
  });
  it('reads a named venue or landmark in running text as a place, not after a place alone', () => {
    // Unlabelled HuffPost items: "the Columbus Zoo said" and "the Empire State Building" were organisations.
    expect(names(entitiesOf('Coby made everyone feel special, the Columbus Zoo said.'))).toMatchObject({
      ORG: [],
      LOC: ['Columbus Zoo'],
    });
    expect(
      names(entitiesOf('His image was projected onto the Empire State Building on Monday.')).LOC,
    ).toEqual(['Empire State Building']);
    expect(names(entitiesOf('He gambled at the Mohegan Sun Casino on Friday.')).LOC).toEqual([
      'Mohegan Sun Casino',
    ]);
    // A place's name alone before the word: a venue there, as with houses of worship ("Norway Mosque").
    expect(
      names(entitiesOf('Two people were shot outside an Australia Nightclub on Sunday.')).LOC,
    ).not.toContain('Australia Nightclub');
  });
});

describe('organisations named after a place, and court districts (sixty-third pass)', () => {
  it("reads a place's utility as one organisation, the place no place mention", () => {
    // Parts 25, 39 and 60 (NewsDataHub): Nova Scotia Power was the place Nova Scotia, or nothing.
    expect(
      names(
        entitiesOf(
          'As a result of the cyber attack against Nova Scotia Power, smart meters failed to produce reliable readings.',
        ),
      ),
    ).toMatchObject({ ORG: ['Nova Scotia Power'], LOC: [] });
    expect(
      names(
        entitiesOf('The utility said it was restoring systems.', 'Nova Scotia Power Hit By Cyber Attack'),
      ),
    ).toMatchObject({ ORG: ['Nova Scotia Power'], LOC: [] });
    // Not a headline's place before its power and a noun: the place's outages.
    expect(
      names(entitiesOf('Millions were without heat.', 'Texas Power Outages Continue Into Third Day')),
    ).toMatchObject({ ORG: [], LOC: ['Texas'] });
  });
  it('reads a special-purpose district (school, water, reclamation ...) as a body, other districts as places', () => {
    // Part 25 (NewsDataHub): the Reclamation District was a place.
    expect(
      names(
        entitiesOf(
          'The Reclamation District said its cybersecurity defenses isolated the attack and recovered all encrypted files.',
        ),
      ),
    ).toMatchObject({ ORG: ['Reclamation District'], LOC: [] });
    expect(
      names(
        entitiesOf(
          'The ransomware attack on the Los Angeles School District forced the district to shut down its computer systems.',
        ),
      ),
    ).toMatchObject({ ORG: ['Los Angeles School District'], LOC: [] });
    expect(names(entitiesOf('Hikers in the Lake District were rescued after the storm.')).LOC).toEqual([
      'Lake District',
    ]);
  });
  it("reads a district judge's title after its country as the country, and a judicial district as a place", () => {
    // Part 58 (HuffPost): "U.S. District" was a place; part 30 (NewsDataHub): the court districts were organisations.
    expect(
      names(
        entitiesOf(
          'U.S. District Judge Robert Lasnik in Seattle said the publication could cause irreparable harm.',
        ),
      ),
    ).toMatchObject({ PER: ['Robert Lasnik'], LOC: ['U.S.', 'Seattle'] });
    expect(
      names(
        entitiesOf(
          'Four lawsuits were filed in the US district courts for the District of New Jersey and the Eastern District of Missouri.',
        ),
      ),
    ).toMatchObject({ ORG: [], LOC: ['US', 'District of New Jersey', 'Eastern District of Missouri'] });
  });
  it("reads a country's abbreviation before a body of its government in a Title Case headline as one organisation", () => {
    // Parts 3, 30 and 54 (NewsDataHub): "US" was a place apart, the body cut or missed.
    expect(
      names(
        entitiesOf(
          'The service said.',
          'US Air Force Probes Suspected SharePoint Breach Exposing Sensitive Data',
        ),
      ),
    ).toMatchObject({ ORG: expect.arrayContaining(['US Air Force']), LOC: [] });
    expect(
      names(
        entitiesOf(
          'A resident will admit guilt.',
          'Tennessee Man to Plead Guilty to 2023 US Supreme Court Hacking',
        ),
      ),
    ).toMatchObject({ ORG: ['US Supreme Court'], LOC: ['Tennessee'] });
    expect(names(entitiesOf('They said.', 'Hackers Hit US House Staff Emails'))).toMatchObject({
      ORG: ['US House'],
      LOC: [],
    });
    // Not a known firm after the country (its sales there), nor a service that is no body's.
    expect(names(entitiesOf('Sales fell.', 'US Apple Sales Fall'))).toMatchObject({
      ORG: ['Apple'],
      LOC: ['US'],
    });
    expect(
      names(
        entitiesOf(
          'Customers were cut off.',
          "DDoS Attack Disrupting Users of ISP Youfibre's UK Broadband Service",
        ),
      ).LOC,
    ).toContain('UK');
  });
  it('reads a run ending in a medical specialty as the practice', () => {
    // Part 36 (NewsDataHub): Beverly Hills Oncology was the place Beverly Hills in its headline, a person in text.
    expect(
      names(
        entitiesOf(
          'Beverly Hills Oncology has notified patients that their information was exposed in a data breach last year.',
        ),
      ),
    ).toMatchObject({ PER: [], ORG: ['Beverly Hills Oncology'], LOC: [] });
    expect(
      names(
        entitiesOf(
          'OKLAHOMA CITY, Nov.',
          'Beverly Hills Oncology Data Breach Exposes Personal Information: Murphy Law Firm Investigates Legal Claims',
        ),
      ).ORG,
    ).toContain('Beverly Hills Oncology');
  });
});

describe('extractEntities, sixty-sixth pass: events and programmes named by their head', () => {
  it('reads an unknown run ending in an event or programme noun as the event or programme', () => {
    // Tuning items (HuffPost, NewsDataHub): each gave the organisation default before.
    expect(
      names(
        entitiesOf(
          'The single-engine plane was participating in the National Championship Air Races on Sunday when it crashed into a field, killing the pilot, officials said.',
          'One Dead After Plane Crashes At Reno Air Race',
        ),
      ),
    ).toMatchObject({ ORG: [], MISC: expect.arrayContaining(['National Championship Air Races']) });
    expect(
      names(
        entitiesOf(
          'The victims of the breach applied for the Northern Rivers Resilient Homes Program in the aftermath of the 2022 floods in northern NSW.',
          "Major data breach as flood victims' personal information uploaded to ChatGPT",
        ),
      ),
    ).toMatchObject({ ORG: [], MISC: expect.arrayContaining(['Northern Rivers Resilient Homes Program']) });
  });
  it('reads a capitalised "Operation" before a name as the named operation', () => {
    // Tuning item (NewsDataHub): "Operation Sentinel" was an organisation.
    expect(
      names(
        entitiesOf(
          'Conducted between late October and November, Operation Sentinel saw international law enforcement agencies shut down cybercrime infrastructure, decrypt ransomware variants, and prevent large-scale financial losses across the region.',
          'Interpol-led cybercrime crackdown results in 574 arrests in 19 African nations, decrypts six ransomware variants — Operation Sentinel disrupts rings that caused $21 million in losses, recovers $3 million',
        ),
      ),
    ).toMatchObject({ ORG: ['Interpol'], MISC: expect.arrayContaining(['Operation Sentinel']) });
  });
});

describe('people, precision: works before their cast, firms shaped like people (sixty-seventh pass)', () => {
  it('reads a name typed a person before a noun of its cast as the work (MISC)', () => {
    // Part 59 (NewsDataHub): "the Doctor Who actor" gave the person "Doctor Who".
    expect(
      names(
        entitiesOf(
          'The trailer for ITVs The Hack sees the Doctor Who actor portray the investigative journalist Nick Davies.',
        ),
      ),
    ).toMatchObject({ PER: ['Nick Davies'], MISC: ['Doctor Who'] });
    expect(names(entitiesOf('Harry Potter star Emma Watson spoke out on Monday.'))).toMatchObject({
      PER: ['Emma Watson'],
      MISC: ['Harry Potter'],
    });
    // The verb, and a person after a role noun, stay people.
    expect(names(entitiesOf('Tom Hanks stars in a new film about the war.')).PER).toEqual(['Tom Hanks']);
  });
  it('reads a person-shaped name with what only a firm suffers or owns after or before it as an organisation', () => {
    // Parts 17 and 37 (NewsDataHub): Lotte Card and Brown Thomas were people.
    expect(
      names(
        entitiesOf(
          'President Lee Jae Myung directed aides to develop measures, following a breach at Lotte Card that compromised personal data of 3 million customers.',
        ),
      ),
    ).toMatchObject({ PER: ['Lee Jae Myung'], ORG: ['Lotte Card'] });
    expect(
      names(
        entitiesOf(
          'A man was jailed after hacking into Brown Thomas customer accounts and taking loyalty points.',
        ),
      ),
    ).toMatchObject({ PER: [], ORG: ['Brown Thomas'] });
    // What a person suffers too stays the person's.
    expect(names(entitiesOf('The attack on Paul Pelosi shocked the city.')).PER).toEqual(['Paul Pelosi']);
  });
});
