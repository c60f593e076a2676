// Word lists of the entity recogniser: the gazetteer and mined names of data/ner-lexicons.json (built by
// build-ner-lexicons.ts) and the sets derived from them, the keyword, title and cue lists, and the lists and
// patterns that more than one module of the recogniser reads.
import { nerLexiconFile } from '../ner-lexicon-file';
import type { EntityLabel } from './mention';

const lexiconFile = nerLexiconFile();

/** Gazetteer: lower-cased full name → class. Later lists win, so curated persons/orgs override places. */
export const GAZETTEER = new Map<string, EntityLabel>();
for (const name of lexiconFile.locations) GAZETTEER.set(name, 'LOC');
for (const name of lexiconFile.misc) GAZETTEER.set(name, 'MISC');
for (const name of lexiconFile.demonyms) GAZETTEER.set(name, 'MISC');
/**
 * Plurals of the demonyms, for a nation's people ("Americans", "Afghans", "Swedes"): MISC as the labelling
 * rules have them, not the person or nothing a lone plural had been read as. Not for demonyms that have no
 * "-s" plural ("British", "Chinese", "Swiss", "Englishman", "French"), nor where the plural is a name of its
 * own ("Philippines").
 */
const DEMONYM_PLURALS = lexiconFile.demonyms
  .filter((name) => !name.includes(' ') && !/(?:sh|ss|ese|man|men|y|ic|ch)$/.test(name))
  .map((name) => `${name}s`)
  .concat(['czechs'])
  .filter((plural) => !GAZETTEER.has(plural) && !lexiconFile.locations.includes(plural));
for (const plural of DEMONYM_PLURALS) GAZETTEER.set(plural, 'MISC');
for (const name of lexiconFile.organisations) GAZETTEER.set(name, 'ORG');
for (const name of lexiconFile.persons) GAZETTEER.set(name, 'PER');

/**
 * Names mined from the news corpora's sentence-case text and typed by their contexts there
 * (build-ner-lexicons.ts): consulted after the gazetteer, for a whole run or, in a Title Case headline,
 * a stretch of one ("Rod Rosenstein", "Collins Aerospace", "Uvalde").
 */
const MINED = new Map<string, EntityLabel>();
for (const name of lexiconFile.minedLocations) MINED.set(name, 'LOC');
for (const name of lexiconFile.minedOrganisations) MINED.set(name, 'ORG');
for (const name of lexiconFile.minedPersons) MINED.set(name, 'PER');

/**
 * First two words of every multi-word gazetteer or mined name, so "Black Friday" can start with a non-entity
 * word: first word → the second words it is followed by (nested, so that a look-up builds no string).
 */
export const GAZETTEER_OPENINGS = new Map<string, Set<string>>();
// Mined organisations and places too, whose first word may be no name on its own ("Under Armour").
const minedBodiesAndPlaces = [...MINED].filter(([, label]) => label !== 'PER').map(([name]) => name);
for (const name of [...GAZETTEER.keys(), ...minedBodiesAndPlaces]) {
  const words = name.split(' ');
  if (words.length < 2) continue;
  let seconds = GAZETTEER_OPENINGS.get(words[0]!);
  if (!seconds) GAZETTEER_OPENINGS.set(words[0]!, (seconds = new Set()));
  seconds.add(words[1]!);
}

/**
 * Towns and cities of the GeoNames gazetteer that no other list knows ("Basingstoke", "Coral Springs"):
 * a place only for a run that no other rule names, so that a town's name does not take a person's first
 * name ("Soledad O'Brien") or a word of a longer name.
 */
export const TOWNS = new Set(lexiconFile.towns);

export const FIRST_NAMES = new Set(lexiconFile.firstNames);
/**
 * The given names of FIRST_NAMES that only the build's gazetteer gives (the @stdlib lists; no byline or compromise
 * entry): weaker evidence, so a lone one does not outweigh an organisation's context ("Research by Marlowe, the
 * leading insurance broker").
 */
export const GAZETTEER_GIVEN_NAMES = new Set(lexiconFile.gazetteerGivenNames);
/**
 * Given names that are also common words, so no name list holds them ("Bill", "Mark", "Rod"): a first
 * name only before a word that is no common word and no known name of another kind ("Rod Rosenstein",
 * not "Will Power" or "Mark Cuban"). Curated: the HuffPost bylines' given names that are common words,
 * and the like.
 */
export const COMMON_GIVEN_NAMES = new Set(
  `bill mark will rod les rich drew grant guy dawn hope kit frank gene ray rose faith joy grace ruby pat
   sue al art chuck dean jack max bob bud cliff gale glen heath lance miles penny rusty sky chip buck`.split(
    /\s+/,
  ),
);
export const LAST_NAMES = new Set(lexiconFile.lastNames);
export const DEMONYMS = new Set([...lexiconFile.demonyms, ...DEMONYM_PLURALS]);
export const PERSON_TITLES = new Set(lexiconFile.personTitles);
export const ROLE_NOUNS = new Set(lexiconFile.roleNouns);
export const ORG_KEYWORDS = new Set(lexiconFile.orgKeywords);
export const PLACE_KEYWORDS = new Set(lexiconFile.placeKeywords);
export const NAME_CONNECTORS = new Set(lexiconFile.nameConnectors);
export const NON_ENTITIES = new Set(lexiconFile.nonEntities);
/** Words real news writes in lower case mid-sentence ("security", "plan"): a capital on one says little. */
export const COMMON_WORDS = new Set(lexiconFile.commonWords);
/**
 * An East Slavic patronymic, a father's given name with "-ovich"/"-evich" or "-ovna"/"-evna" ("Aleksandrovich",
 * "Yuryevich", "Petrovna"): written between a person's given name and surname, and in no other kind of name.
 */
export const PATRONYMIC = /^\p{Lu}\p{Ll}+[oe]v(?:ich|na)$/u;
/** Name particles that may be written capitalised inside a person's name ("Robert De Niro"). */
export const NAME_PARTICLES = new Set([
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'le',
  'la',
]);

/** The Arabic "son of" / "daughter of" written in lower case inside a person's name ("Mohammed bin Salman"). */
export const PATRONYMIC_PARTICLES = new Set(['bin', 'ibn', 'bint']);
/** The article spelt "thee" or "tha", which news writes only inside stage names ("Megan Thee Stallion"). */
export const STAGE_NAME_ARTICLES = new Set(['thee', 'tha']);

/** The Arabic article as news writes it inside a family name, lower case and hyphenated ("al-Assad", "el-Sisi"). */
export const ARABIC_ARTICLES = new Set(['al', 'el']);

/** Letters only, capitalised, not all capitals: the shape of a word of a person's name. */
export const NAME_WORD = /^(?:Mc|Mac|O'|O’|De|Di|La|Le)?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)?$/u;
/**
 * Capitalised words that name no entity in news: acronyms of common nouns and diseases, and words that
 * head cyber and breach reports in capitals ("Cybersecurity experts ..."). The acronyms on the second and
 * third lines are those the recogniser typed ORG in the shipped corpora that are common nouns ("ID
 * checks", "IP address", "LGBTQ themes").
 */
export const COMMON_CAPITALISED = new Set(
  `covid covid-19 coronavirus ai ngo ngos ivf tldr ddos otp sim pin vpn url api ceo cfo cyber cybersecurity
   cybercrime cybercriminals ransomware malware hackers data breach breaches customers users crypto
   bitcoin gov't govt genai secops devops iot javascript typescript
   id ip pii mfa edr mdr sms gps cctv pc ssd gb tb atm crm ict fttp dau pst asap diy nsfw ufo spf ppe
   dna ptsd hiv aids hpv icu cbd suv btu lgbt lgbtq lgbtqi lbgtq vp qb`.split(/\s+/),
);
// A gazetteer entry for one of these ("covid-19" as MISC) would make it an entity again.
for (const word of COMMON_CAPITALISED) GAZETTEER.delete(word);

/** Gazetteer and mined names in one map (the gazetteer wins), so a look-up that misses costs one probe. */
export const KNOWN_NAMES = new Map([...MINED, ...GAZETTEER]);
/** Whether the lists know `word` as no name of another kind than a person's (unknown, or a person's). */
export const knownAsNoOtherKind = (word: string): boolean => (KNOWN_NAMES.get(word) ?? 'PER') === 'PER';
/**
 * The same for stretches of a Title Case headline, without mined single surnames, which there would take
 * the first word of a longer name ("Brown University", "Murphy Law Firm").
 */
export const KNOWN_IN_TITLES = new Map(
  [...KNOWN_NAMES].filter(([name, label]) => label !== 'PER' || name.includes(' ') || GAZETTEER.has(name)),
);

/**
 * Surnames of the people the gazetteer and the mined lists know by full name ("Ralph Northam" → "northam"):
 * in a Title Case headline such a word alone, before the headline's verb or owning something, is that
 * person ("Northam Cancels ...", "Demands Northam's Resignation"), as body text reads it.
 */
export const KNOWN_SURNAMES = new Set(
  [...KNOWN_NAMES]
    .filter(([name, label]) => label === 'PER' && name.includes(' '))
    .map(([name]) => name.slice(name.lastIndexOf(' ') + 1))
    .filter((word) => /^\p{L}[\p{L}'’-]+$/u.test(word)),
);

/**
 * Lemmas right after a name that make it an organisation: what organisations suffer or own in news
 * ("Coupang data breach", "Nitrogen ransomware", "Harrods customers", "Ledger shares").
 */
export const ORG_FOLLOWERS = new Set(
  `breach hack hacking cyberattack attack ransomware outage customer user employee staff worker shareholder
   investor share stock subsidiary spokesperson spokesman spokeswoman ceo chief founder executive
   headquarters website app platform system network server group gang member researcher`.split(/\s+/),
);
/**
 * What only a firm suffers or owns, of ORG_FOLLOWERS, after a name ("Lotte Card's data breach", "Brown Thomas customer
 * accounts"), or as the noun a breach "at" or "of" a name is ("a breach at Lotte Card"): see firmCueOfPersonShape. Not
 * what a person has too ("the Podesta hack", "the attack on Paul Pelosi", "Kim Kardashian shares a photo").
 */
export const FIRM_ONLY_FOLLOWERS = new Set(
  'breach cyberattack ransomware outage customer shareholder subsidiary headquarters'.split(' '),
);
/** Verbs an organisation does in news; an unknown name doing one is an organisation, not a person. */
export const ORG_VERB_LEMMAS = new Set(
  `announce confirm disclose acquire unveil suffer deny launch report warn reveal investigate notify
   restart resume halt shut file sue settle partner hire fire layoff enhance resolve`.split(/\s+/),
);

/** Nouns that introduce an organisation named right after them ("e-commerce giant Coupang"). */
export const ORG_INTRODUCERS = new Set(
  `company firm giant platform retailer provider operator carrier maker manufacturer startup store chain
   bank lender insurer network brand group agency outlet broadcaster newspaper airline automaker carmaker
   telco developer vendor supplier exchange wallet app service e-tailer conglomerate processor subsidiary
   chipmaker marketplace gang broker publisher distributor consultancy`.split(/\s+/),
);
/** Head nouns of a business that a name and a common noun before them qualify ("Kido nursery chain"). */
export const BUSINESS_HEADS = new Set(
  'chain firm company retailer brand operator carrier lender insurer conglomerate startup maker manufacturer'.split(
    ' ',
  ),
);

/** Participles after a hyphen that make the name before them an owner ("Tata-owned", "VC-backed"). */
export const OWNERSHIP_PARTICIPLES = new Set(['owned', 'backed', 'funded', 'controlled']);
/** Roles whose holder's office is an organisation ("Sheriff's Office", "Attorney's Office"). */
export const OFFICE_HOLDERS = new Set(
  'sheriff attorney coroner prosecutor marshal comptroller auditor assessor controller treasurer clerk general commissioner'.split(
    ' ',
  ),
);
export const OFFICE_NOUNS = new Set(['office', 'department']);
/** A peer's titles, which "of" a place name the person holding them ("the Duke of Sussex"). */
export const PEERAGE_TITLES = new Set([
  'duke',
  'duchess',
  'earl',
  'countess',
  'marquess',
  'marchioness',
  'viscount',
  'viscountess',
  'baron',
  'baroness',
]);
/**
 * A sovereign's titles, which "of" a place or a thing name the person holding them or so called ("the Prince of
 * Wales", "the Queen of Soul", "Canada's 'Prince of Pot'"), not what the holder heads.
 */
export const SOVEREIGN_TITLES = new Set(['king', 'queen', 'prince', 'princess', 'emperor', 'empress']);
/** Prepositional phrases after which a name is what was attacked ("breach at X", "attack on X"). */
export const TARGET_OF = new Set(['at', 'on', 'against', 'of']);
export const ATTACK_LEMMAS = new Set([
  'breach',
  'attack',
  'cyberattack',
  'hack',
  'hacking',
  'intrusion',
  'incident',
]);

/** Suffixes of company names, no name on their own. */
export const COMPANY_SUFFIXES = new Set([
  'inc',
  'inc.',
  'ltd',
  'ltd.',
  'corp',
  'corp.',
  'llc',
  'l.l.c.',
  'llp',
  'pllc',
  'plc',
  'gmbh',
  'co.',
]);
/**
 * Legal forms that end a firm's name in a Title Case headline ("Edelson Lechtzin LLP"); not "Inc." or
 * "Corp.", which follow names known already ("Coupang Inc.") and would make a second spelling of them.
 */
export const FIRM_SUFFIXES = new Set(['llc', 'l.l.c.', 'llp', 'pllc']);
/** Words after "&" that end a firm's name ("Wakefield & Associates", "Smith & Sons"). */
export const FIRM_TAILS = new Set(['associates', 'partners', 'sons', 'co.', 'company']);
/** Words ending a product's name after its maker's ("Google Drive", "Oracle E-Business Suite", "Microsoft Teams"). */
export const PRODUCT_TAILS = new Set(
  'suite drive pair actions hub docs sheets maps pay assistant app apps browser chrome workspace copilot defender teams'.split(
    ' ',
  ),
);
/**
 * A paid tier's or a service's last word after its maker's name ("YouTube Premium", "Salesforce Backup"): product
 * tails too (see PRODUCT_TAILS), kept apart so each list reads as one kind.
 */
export const SERVICE_TAILS = new Set(['premium', 'backup']);
/** Last words that make an unknown capitalised name an award or a trophy ("Pulitzer Prize", "MTV Movie & TV Awards"). */
export const AWARD_KEYWORDS = new Set(['award', 'awards', 'prize', 'prizes', 'medal', 'trophy', 'cup']);
/** First words of a named storm ("Hurricane Erick"): an event, not a person or an organisation. */
export const STORM_PREFIXES = new Set(['hurricane', 'typhoon', 'cyclone', 'storm']);
/** Participles hyphenated to an award's name ("Emmy-nominated", "Pulitzer Prize-winning"). */
export const AWARD_PARTICIPLES = new Set(['winning', 'winner', 'nominated', 'nominee']);
/** Nouns that introduce a product or a work named right after them ("AI chatbot Claude", "the film Tár"). */
export const PRODUCT_INTRODUCERS = new Set(
  'chatbot browser smartphone console film movie documentary docuseries sitcom album song novel'.split(' '),
);
/**
 * Verbs after a Title Case headline's subject that a person does ("Mark Cuban Tells", "Gigi Hadid
 * Confirms" is left out: companies confirm too). The second and third lines: verbs that follow a known
 * person 4+ times in the HuffPost headlines and a known organisation at most once (not generic ones such
 * as "gets"); the last line, by the same count redone in the thirteenth pass (not "shares", "hits": nouns
 * and passives as often).
 */
export const PERSON_VERB_LEMMAS = new Set(
  `say tell recall slam blast mock praise admit insist accuse joke tweet dance marry divorce
   call rip give want explain taunt shred ask talk hail tease troll write slap skewer plead roast react
   ding imagine predict nail
   defend win respond claim return sue challenge compare urge blame appear debut expose`.split(/\s+/),
);

/** Roles of an organisation's head written between its name and theirs ("FBI Director Kash Patel"). */
export const HEAD_ROLES = new Set([
  'director',
  'administrator',
  'boss',
  'spokesperson',
  'spokesman',
  'spokeswoman',
]);

/**
 * Roles abbreviated in capitals that news writes between a constituency, party or state and the holder's name
 * ("Pakuranga MP Simeon Brown", "Massachusetts AG Maura Healey"); as written, so not "Ag" or the particle "Da".
 */
export const ROLE_ABBREVIATIONS = new Set(['MP', 'MSP', 'MLA', 'MEP', 'AG', 'DA']);

/**
 * A role's initials, written alone as a common noun ("a DJ", "the CIO or CISO", "the bogus FLOTUS", "MP calls
 * for debate"): an executive's, a first family's, a disc jockey's or a legislator's, not an organisation.
 * Lower case, as `resolveSingle` reads them (lists that may hold "ceo" or "cfo" already stop those).
 */
export const ROLE_INITIALS = new Set('cio ciso cto coo cmo flotus potus dj mp mep mla msp'.split(' '));

/** Words for a party's members, which follow the body they sit in ("Senate Republican", "House Democrats"). */
export const PARTY_MEMBER_WORDS = new Set(
  'republican republicans democrat democrats democratic conservative conservatives'.split(' '),
);

/** Parties by the names news gives their local branches after a place ("Texas GOP", "London Labour"). */
export const PARTY_NAMES = new Set(['gop', 'labour', 'conservatives', 'tories']);

/** Nouns after which a programme's name only says what kind of identifier it is ("Social Security numbers"). */
export const IDENTIFIER_NOUNS = new Set(['number', 'numbers']);

/** Last words of a named building or venue ("Trump Tower", "Madison Square Garden", "Wembley Stadium"). */
export const BUILDING_KEYWORDS = new Set(
  'tower towers garden gardens arena stadium palace plaza cathedral mall castle pier cemetery penitentiary'.split(
    ' ',
  ),
);
/**
 * Last words of a named house of worship ("Al-Aqsa Mosque"), which news also writes after the place or people
 * it stands among ("Kabul Mosque", "French Mosque" in a Title Case headline: a mosque there, no name).
 */
export const WORSHIP_KEYWORDS = new Set(['mosque', 'synagogue']);
/**
 * Last words of a named venue or landmark ("the Columbus Zoo", "the Empire State Building", "Mohegan Sun Casino"),
 * which news writes after the place it stands in as well ("Belgium Zoo", "Australia Nightclub" in a Title Case
 * headline: one there, no name); read in running text only, as the houses of worship above are.
 */
export const VENUE_KEYWORDS = new Set(['casino', 'nightclub', 'zoo', 'mansion', 'monument', 'building']);
/**
 * Words that begin a place name when first ("Lake Tahoe", "Mount Everest", "Gulf of Mexico", and the
 * British and Irish "County Durham", "County Kerry").
 */
export const PLACE_PREFIXES = new Set(
  'lake mount mt mt. gulf cape port isle bay strait sea st st. saint fort county'.split(' '),
);
/**
 * Bodies named after the building they sit in ("the White House", "the Kremlin", "the Pentagon"): the
 * administration when it acts, the building when the text puts someone in it or names a part of it.
 */
export const BUILDING_BODIES = new Set(['white house', 'kremlin', 'pentagon', 'elysee', 'élysée']);
/** Prepositions that put a building-named body's name in place ("in the White House", "outside the Kremlin"). */
export const BUILDING_PREPOSITIONS = new Set(['in', 'inside', 'into', 'outside', 'at']);
/** Lower-case nouns after a building-named body that name the building ("White House visit", "lawn"). */
export const BUILDING_PARTS = new Set(
  'visit visits lawn grounds residence gates fence driveway balcony ballroom tour tours'.split(' '),
);
/** Capitalised room words that make a building-named body and the words after it one room ("Press Briefing Room"). */
export const ROOM_WORDS = new Set(['room', 'garden', 'wing', 'bedroom', 'office']);
/**
 * Named rooms and wings of the seats of government, places though their last word may be an organisation
 * keyword ("Oval Office").
 */
export const NAMED_ROOMS = new Set([
  'oval office',
  'situation room',
  'rose garden',
  'west wing',
  'east wing',
  'east room',
]);
/** Lemmas of speech verbs: an unknown single name right before one is a person ("Sinema said"). */
export const SPEECH_LEMMAS = new Set('say tell add write explain argue claim insist recall tweet'.split(' '));
/**
 * Lower-case nouns of a settled or governed place that name it by "of" ("the town of Bovenkarspel", "the
 * island of Phuket", "the city of Gloversville announced"): news writes them before a place it expects the
 * reader not to know.
 */
export const SETTLEMENT_NOUNS = new Set(
  'town towns city cities village villages island islands isle province region county borough municipality suburb hamlet prefecture governorate oblast emirate enclave commune'.split(
    ' ',
  ),
);
/**
 * The same nouns as the first word of a place's formal name, capitalised ("the City of Sugar Land", "Royal
 * Borough of Kensington and Chelsea", "Republic of Korea"): the place, though "city" is also an
 * organisation keyword.
 */
export const SETTLEMENT_TITLES = new Set(
  'city town village borough municipality republic commonwealth kingdom emirate'.split(' '),
);
/** Prepositions that put an unknown single name in place ("in Kherson", "near Bakhmut"). */
export const PLACE_PREPOSITIONS = new Set(['in', 'near']);
/**
 * Lower-case nouns of a built or natural place that follow its name ("the Tham Luang cave", "San Quentin prison",
 * "Santa Anita racetrack", "Jose Marti airport").
 */
export const PLACE_NOUNS = new Set(
  'cave caves prison jail racetrack airport airfield stadium casino resort cemetery canyon volcano glacier reservoir dam tunnel'.split(
    ' ',
  ),
);
/**
 * Lower-case nouns of a country's divisions and of islands, which follow a region's own name ("China's Henan
 * province", "Indonesia's Sulawesi island", "the president of Amhara state", "the Kherson region").
 */
export const REGION_NOUNS = new Set(
  'province region state island prefecture governorate oblast district'.split(' '),
);
/**
 * Lower-case nouns of a violent event, or of the people it struck, that follow the name of the place it
 * happened ("the Sandy Hook shooting", "Parkland survivors").
 */
export const PLACE_EVENT_NOUNS = new Set(
  'shooting shootings shooter gunman massacre bombing bombings rampage carnage stabbing parent parents survivor survivors'.split(
    ' ',
  ),
);
/** Last words of an event's own name, which is no place ("Boston Marathon", "Pride Parade"). */
export const EVENT_NAME_WORDS = new Set(
  'marathon festival parade concert rally march game games championship tournament derby fair expo conference summit'.split(
    ' ',
  ),
);
/** Plural nouns for a place's people or officials, which follow the place's name ("West Midlands MPs"). */
export const PLACE_PEOPLE_NOUNS = new Set(
  'mps lawmakers legislators officials voters residents leaders senators authorities prosecutors regulators officers farmers workers'.split(
    ' ',
  ),
);
/**
 * Function-word parts of speech: a capitalised word mid-sentence is taken as part of a name unless wink
 * tags it as one of these (wink sometimes tags name words as VERB or NOUN: "Inflation Reduction Act").
 */
export const FUNCTION_POS = new Set(['PRON', 'DET', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'PUNCT', 'SYM']);

export const UPPER_START = /^\p{Lu}/u;

/** iPhone, eBay, iOS: a one- or two-letter lower-case prefix; "getUserName" (code) is no name. */
export const INNER_UPPER = /^\p{Ll}{1,2}\p{Lu}(?:[\p{Lu}\d]*|\p{Ll}+)$/u;
/** Code and file names: camelCase with a second hump, snake_case, dotted or slashed words. */
export const CODE_LIKE = /^\p{Ll}+\p{Lu}\p{Ll}+\p{Lu}|[_./\\]\p{L}/u;

/** "U.S.", "U.K.", "D.C.": letters with dots, no code though CODE_LIKE matches their dots. */
export const DOTTED_ABBREVIATION = /^(?:\p{L}\.){1,3}\p{L}\.?$/u;
/** Two or more capitals ("FBI", "M&S", "G7"); "N7" (of "N7.7bn") is no acronym. */
export const ACRONYM = /^(?:(?=(?:[^\p{Lu}]*\p{Lu}){2})\p{Lu}[\p{Lu}\d&]{1,5}|(?:\p{Lu}\.){2,4})$/u;
/** Three to six capital letters and nothing else ("ESPN", "NTT"): an acronym or initialism. */
export const LETTER_ACRONYM = /^\p{Lu}{3,6}$/u;
/**
 * A brand's CamelCase: a capitalised word with another capital after lower-case letters ("LastPass",
 * "SteamDB", "BlackBasta"); NAME_WORD excludes "McKee", "DeSantis".
 */
export const CAMEL_CASE = /^\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*$/u;
/** Stock exchanges whose tickers follow a company's name in press releases ("(NYSE: MMC)"). */
export const STOCK_EXCHANGES = new Set([
  'nyse',
  'nasdaq',
  'tsx',
  'lse',
  'asx',
  'otc',
  'otcqb',
  'otcqx',
  'krx',
  'american',
]);
/**
 * Lower-case nouns for malicious software that follow its name ("the SmokeLoader malware", "a Gootloader trojan"):
 * the name before them is the malware, a product. Not "ransomware": a ransomware group shares its software's name.
 */
export const MALWARE_NOUNS = new Set(['malware', 'trojan', 'spyware', 'infostealer']);
/**
 * The last word of a named report, a work ("Microsoft's Digital Defense Report", "the 2025 ExtraHop Global Threat
 * Landscape Report"): an unknown name ending in it is the report (MISC), not the organisation default.
 */
export const REPORT_TAILS = new Set(['report']);
/**
 * The last word of a named event or programme ("the National Championship Air Races", "the Outside Lands Music
 * Festival", "the Northern Rivers Resilient Homes Program"): an unknown name ending in it is the event or programme
 * (MISC), not the organisation default. Not "conference" (a sports league: "the Southeastern Conference") nor "games".
 */
export const EVENT_TAILS = new Set([
  'races',
  'festival',
  'expo',
  'summit',
  'olympics',
  'program',
  'programme',
  'scheme',
]);
/**
 * Nouns of a named wildfire, as its capitalised last word ("the Caldor Fire") or a lower-case word after its name
 * ("the Mendocino Complex blaze", "the massive Bootleg fire"): an event (MISC), not an organisation or a place.
 */
export const WILDFIRE_NOUNS = new Set(['fire', 'wildfire', 'blaze']);
/**
 * Lower-case nouns of a show's or film's cast after its title ("the Doctor Who actor", "Harry Potter star Emma Watson",
 * "the Geordie Shore stars"): a name typed a person before one of them is the work (MISC), see workBeforeCastNoun.
 */
export const CAST_NOUNS = new Set([
  'actor',
  'actress',
  'star',
  'co-star',
  'alum',
  'actors',
  'actresses',
  'stars',
]);
/**
 * Words after "Market" in a market-research release ("the Cyber Threat Hunting Services Market research report",
 * "... Software Market Size, Share"): the capitalised words before them name a market segment, no name.
 */
export const MARKET_REPORT_WORDS = new Set(
  'research report reports size share outlook forecast forecasts growth analysis trends future insights overview revenue'.split(
    ' ',
  ),
);
/** Words that give a thing its name: what follows is a product or malware as often as a group. */
export const NAMING_VERBS = new Set(['named', 'dubbed', 'called', 'codenamed']);
/** A company named by its domain ("Crypto.com"), though CODE_LIKE matches the dot. */
export const DOMAIN_NAME = /^\p{Lu}[\p{L}\d]+\.(?:com|io|net|org|ai)$/u;
/** Top-level domains of company names: wink splits "Checkout.com" into "Checkout", ".", "com". */
export const COMPANY_DOMAINS = new Set(['com', 'io', 'net', 'ai']);

/** Parts of speech of a capitalised headline word that make a following common given name a word too. */
export const NOUN_LIKE = new Set(['PROPN', 'NOUN', 'ADJ']);

export const OPENING_QUOTES = new Set(['"', '“', '‘', "'"]);

/** Short words a work's title may keep in lower case ("Bat Out of Hell"). */
export const TITLE_SMALL_WORDS = new Set([
  'of',
  'the',
  'a',
  'an',
  'and',
  'in',
  'on',
  'to',
  'for',
  'at',
  'by',
  'or',
]);

export { COMPASS_WORDS } from './compass-words';

/**
 * Possessive determiners that, capitalised mid-sentence between two capitalised words, are part of one name
 * ("the Manage My Health breach", "Find My iPhone").
 */
export const NAME_DETERMINERS = new Set(['my', 'your', 'our']);

/** Words that join the names of a list: "Cisco and Citrix", "Jeep, Dodge, Chrysler". */
export const LIST_JOINERS = new Set([',', 'and', '&', 'or']);

/** Words that after a place's name make a newspaper's ("Kansas City Star", "Sacramento Bee"). */
export const NEWSPAPER_WORDS = new Set(
  'star chronicle observer courier examiner inquirer enquirer sentinel dispatch gazette herald tribune bee'.split(
    ' ',
  ),
);

/**
 * Words that after a place's name make its utility's ("Nova Scotia Power", "Thames Water", "Manitoba Hydro",
 * "Southern California Gas"): a public utility or state company is named by its place and what it supplies.
 */
export const UTILITY_WORDS = new Set(['power', 'water', 'hydro', 'gas']);

/**
 * Words that before "District" make a special-purpose district's, a body ("Los Angeles School District", "Reclamation
 * District", "Metropolitan Water District"), not a place's ("Congressional District", "Eastern District").
 */
export const DISTRICT_BODY_WORDS = new Set(
  'school water fire reclamation irrigation sanitation sanitary utility hospital transit library sewer park parks conservation'.split(
    ' ',
  ),
);

/** Words that after "District" make a court's or its officers' title ("U.S. District Judge", "District Court"). */
export const DISTRICT_TITLES = new Set(['judge', 'court', 'attorney', 'attorneys', 'judges', 'courts']);

/**
 * Medical specialties that end a practice's name ("Beverly Hills Oncology", "Pinehurst Radiology", "Millcreek
 * Pediatrics"): a clinic named by its place or founder and what it treats.
 */
export const PRACTICE_WORDS = new Set(
  'oncology radiology dermatology pediatrics paediatrics orthopedics orthopaedics cardiology urology gastroenterology ophthalmology neurology podiatry'.split(
    ' ',
  ),
);

/**
 * A national government's bodies after a country's abbreviation in a Title Case headline ("US Treasury Sanctions",
 * "US Air Force Probes", "US Supreme Court Hacking"): one word that is the body, or a body's last word after one
 * more capitalised word. The country's body is one organisation, as the labels write it.
 */
export const NATIONAL_BODIES = new Set([
  'house',
  'senate',
  'congress',
  'treasury',
  'army',
  'navy',
  'marines',
]);
export const NATIONAL_BODY_HEADS = new Set(
  'force court department agency guard commission bureau'.split(' '),
);

/** Organisation keywords that after a person's name are theirs, not part of a name. */
export { PERSONAL_KEYWORDS } from '../ner-name-mining';

/** Parts of speech of a headline's verb or what may open the predicate ("Trump Now Wants", "Trump Didn't"). */
export const VERB_LIKE_POS = new Set(['VERB', 'AUX', 'ADV', 'PART']);
