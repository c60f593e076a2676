// The fictional world the demo articles are about: organisations, the people who run them, outside experts,
// products and events per beat, places per country. Built once at load from a fixed seed, so the same
// people and companies recur across the corpus (and across seeds) like real newsmakers do.
import { BEATS, type Beat } from './beats';
import { drawNames, type Language, type PersonName } from './names';
import { Prng } from './prng';
import { phrase, slugify, type Phrase } from './template';

const WORLD_SEED = 0x5eed_2024;

// Syllables for company names: a consonant-ending start and a vowel-led ending ("Lum" + "ora").
const STEM_STARTS = [
  'Lum',
  'Kes',
  'Quil',
  'Ver',
  'Sol',
  'Arb',
  'Hal',
  'Cor',
  'Tess',
  'Orv',
  'Nim',
  'Zan',
  'Val',
  'Mar',
  'Cal',
  'Ast',
  'Bel',
  'Dra',
  'Fen',
  'Gal',
  'Hel',
  'Jun',
  'Kal',
  'Lor',
  'Myr',
  'Nov',
  'Ost',
  'Pel',
  'Ryn',
  'Sev',
  'Tal',
  'Vex',
  'Wyn',
  'Yar',
  'Zel',
  'Bram',
  'Cres',
  'Dov',
  'Elm',
  'Fal',
];
const STEM_ENDS = [
  'ora',
  'ion',
  'ex',
  'ara',
  'enti',
  'ova',
  'ith',
  'ane',
  'ium',
  'ado',
  'eon',
  'ix',
  'ary',
  'ette',
  'ano',
  'ica',
];
// Combinations that are real words, drugs or given names.
const STEM_BLOCKLIST = new Set(['Marion', 'Valium', 'Helium', 'Calix', 'Nova', 'Marix', 'Solix', 'Dovex']);

function buildStems(): string[] {
  const stems: string[] = [];
  for (const start of STEM_STARTS) {
    for (const end of STEM_ENDS) {
      const stem = start + end;
      if (!STEM_BLOCKLIST.has(stem)) stems.push(stem);
    }
  }
  const rng = new Prng(WORLD_SEED);
  for (let i = stems.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [stems[i], stems[j]] = [stems[j]!, stems[i]!];
  }
  return stems;
}

const STEMS = buildStems();
/** Stems reserved for the companies that suffer data breaches (see breaches.ts). */
export const BREACH_STEMS: readonly string[] = STEMS.slice(0, 320);
const ORG_STEMS = STEMS.slice(320);

/** Fictional towns, for clubs, councils and police forces. */
const TOWNS = [
  'Riverton',
  'Ashbury',
  'Millbrook',
  'Eastwick',
  'Kingsport',
  'Thornfield',
  'Harrowgate',
  'Westmere',
  'Oakridge',
  'Stonebridge',
  'Brookhaven',
  'Fairhaven',
  'Greywater',
  'Redcliff',
  'Silverton',
  'Lakemont',
  'Pinehurst',
  'Dunmore',
  'Elmstead',
  'Marlow Bay',
  'Northwick',
  'Hollowmere',
];

export interface Org {
  readonly name: Phrase;
  /** The organisation's own website, e.g. `lumoragroup.example`. */
  readonly site: string;
}

export function org(name: string): Org {
  const bare = name.startsWith('the ') ? name.slice(4) : name;
  return { name: phrase(name), site: `${slugify(bare).replace(/-/g, '')}.example` };
}

export interface Person {
  readonly full: Phrase;
  readonly family: Phrase;
  readonly role: Phrase;
  readonly org: Org;
}

interface BeatSpec {
  /** Organisations of the main newsmakers. Either suffixes for generated company names or fixed names. */
  orgSuffixes?: string[];
  orgs?: string[];
  /** Counterparts: regulators, courts, leagues …; absent when rivals of the same kind serve. */
  counterparts?: string[];
  roles: string[];
  counterpartRoles: string[];
  expertRoles: string[];
  misc: string[];
  topics: string[];
}

const town = (i: number) => TOWNS[i % TOWNS.length]!;

const BEAT_SPECS: Record<Beat, BeatSpec> = {
  Business: {
    orgSuffixes: ['Holdings', 'Group', 'Industries', 'Brands', 'Foods', 'Logistics', 'Retail', 'Partners'],
    roles: [
      'chief executive',
      'chief financial officer',
      'founder',
      'chair',
      'president',
      'chief operating officer',
    ],
    counterpartRoles: ['chief executive', 'managing director', 'head of strategy', 'chair'],
    expertRoles: ['retail analyst', 'senior analyst', 'professor of management', 'industry consultant'],
    misc: [
      'the Harvest Box subscription',
      'the Everyday Essentials range',
      'the Summit loyalty app',
      'the Greenline packaging scheme',
      'the Mercury delivery service',
      'the Cornerstore franchise',
      'the Aurora snack brand',
      'the Orchard juice line',
    ],
    topics: ['corporate governance', 'retail spending', 'supply chains', 'executive pay'],
  },
  Economics: {
    orgs: [
      `the ${town(0)} Institute for Economic Research`,
      `the ${town(5)} Institute for Economic Research`,
      'the Centre for Fiscal Studies',
      'the Policy Forum on Trade',
      'the Household Finance Observatory',
      'the Institute for Labour Studies',
    ],
    counterparts: [
      'the Central Reserve Board',
      'the National Statistics Office',
      'the Finance Ministry',
      'the Chamber of Commerce',
      'the International Trade Council',
      'the Labour Market Bureau',
      'the Fiscal Oversight Council',
    ],
    roles: ['chief economist', 'director', 'senior fellow', 'head of research'],
    counterpartRoles: [
      'governor',
      'deputy governor',
      'chief statistician',
      'finance minister',
      'trade commissioner',
    ],
    expertRoles: ['economist', 'professor of economics', 'chief economist', 'senior fellow'],
    misc: [
      'the Quarterly Outlook',
      'the Consumer Confidence Index',
      'the Budget Statement',
      'the Regional Growth Plan',
      'the Trade Balance Report',
      'the Household Spending Survey',
      'the Productivity Review',
      'the Jobs Report',
    ],
    topics: ['inflation', 'interest rates', 'the cost of living', 'wage growth'],
  },
  Entertainment: {
    orgSuffixes: ['Studios', 'Pictures', 'Records', 'Entertainment', 'Media', 'Live'],
    counterparts: [
      'the Film Critics Circle',
      'the Academy of Screen Arts',
      'the Sunset Film Festival',
      'the National Music Awards',
      'the Streaming Guild',
      'the Theatre Producers League',
    ],
    roles: ['actor', 'director', 'singer', 'producer', 'showrunner', 'composer', 'screenwriter'],
    counterpartRoles: ['festival director', 'chair', 'artistic director', 'president'],
    expertRoles: ['film critic', 'media analyst', 'professor of film studies', 'music journalist'],
    misc: [
      'Midnight at Marlow Bay',
      'The Glass Orchard',
      'Echoes of Amber',
      'Northbound',
      'Paper Lanterns',
      'The Last Lighthouse',
      'Salt and Silver',
      'Neon Harbour',
      'The Quiet Season',
      'A Winter in Kestrel Lane',
    ],
    topics: ['streaming', 'the film industry', 'live music', 'celebrity culture'],
  },
  Finance: {
    orgSuffixes: ['Bank', 'Capital', 'Securities', 'Asset Management', 'Financial', 'Insurance'],
    counterparts: [
      'the Securities Commission',
      'the Financial Conduct Board',
      'the Central Reserve Board',
      'the Meridian Stock Exchange',
      'the Banking Supervisory Authority',
      'the Deposit Insurance Fund',
    ],
    roles: [
      'chief investment officer',
      'portfolio manager',
      'head of trading',
      'chief executive',
      'chief risk officer',
    ],
    counterpartRoles: ['chair', 'chief executive', 'head of enforcement', 'commissioner'],
    expertRoles: ['market strategist', 'senior analyst', 'fund manager', 'professor of finance'],
    misc: [
      'the Meridian 500 index',
      'the Harbor Growth Fund',
      'the Greenbond 2030',
      'the Atlas Tech index',
      'the Pioneer Income Fund',
      'the Horizon Dividend Fund',
      'the Keystone bond',
      'the Summit Small Cap index',
    ],
    topics: ['the stock market', 'pension savings', 'banking regulation', 'mortgage rates'],
  },
  Health: {
    orgSuffixes: ['Pharmaceuticals', 'Health', 'Biotech', 'Therapeutics', 'Medical'],
    counterparts: [
      'the Health Ministry',
      'the Medicines Regulatory Agency',
      'the National Institute of Public Health',
      'the Hospital Federation',
      "the Nurses' Union",
      'the College of General Practitioners',
    ],
    roles: [
      'chief medical officer',
      'lead researcher',
      'chief executive',
      'head of oncology',
      'clinical director',
    ],
    counterpartRoles: ['health minister', 'public health director', 'chief nurse', 'chair'],
    expertRoles: [
      'professor of epidemiology',
      'public health researcher',
      'health economist',
      'consultant cardiologist',
    ],
    misc: [
      'Corvalex',
      'Neurexa',
      'Lumidol',
      'the Brightstart vaccine',
      'the CardioWatch trial',
      'the Healthy Hearts programme',
      'Respira',
      'Dermavex',
    ],
    topics: ['hospital waiting times', 'public health', 'mental health care', 'drug prices'],
  },
  Politics: {
    orgs: [
      'the Civic Alliance',
      'the Progressive Union',
      'the National Reform Party',
      'the Green Future Party',
      'the Liberty Coalition',
      'the Social Democratic Front',
      "the Workers' Movement",
      'the Centre Renewal Party',
      'the Rural Voice Party',
      'the Unity Bloc',
    ],
    // Bodies that debate and vote on bills.
    counterparts: [
      'the National Assembly',
      'the Senate',
      'the Upper House',
      'the Regional Assembly',
      'the Budget Committee',
      'the Finance Committee',
      'the Justice Committee',
    ],
    roles: ['leader', 'deputy leader', 'spokesperson', 'chief whip', 'campaign director', 'president'],
    counterpartRoles: ['speaker', 'chair', 'deputy speaker', 'committee chair', 'senior member'],
    expertRoles: ['political scientist', 'professor of politics', 'pollster', 'constitutional lawyer'],
    misc: [
      'the Clean Rivers Act',
      'the Housing Security Bill',
      'the Digital Rights Charter',
      'the Fair Wages Act',
      'the Rural Transport Bill',
      'the Open Government Act',
      'the Energy Transition Plan',
      'the Border Reform Bill',
    ],
    topics: ['electoral reform', 'the national budget', 'political accountability', 'public spending'],
  },
  Science: {
    orgs: [
      `${town(1)} University`,
      `${town(3)} University`,
      `${town(8)} University`,
      `${town(12)} University`,
      `the ${ORG_STEMS[0]} Institute`,
      `the ${ORG_STEMS[1]} Institute`,
      `${ORG_STEMS[2]} Research Laboratory`,
      `the ${town(15)} Observatory`,
    ],
    counterparts: [
      'the Science Research Council',
      'the Space Exploration Agency',
      'the Academy of Sciences',
      'the Institute for Climate Studies',
      'the Oceanographic Society',
      'the Genome Consortium',
      'the Polar Research Station',
    ],
    roles: [
      'professor of physics',
      'lead author',
      'principal investigator',
      'astronomer',
      'marine biologist',
      'geneticist',
    ],
    counterpartRoles: ['programme director', 'president', 'chief scientist', 'mission manager'],
    expertRoles: [
      'professor of astrophysics',
      'climate scientist',
      'research fellow',
      'science policy analyst',
    ],
    misc: [
      'the Aurora telescope',
      'the Tethys probe',
      'the Deepwater Survey',
      'the Helios satellite',
      'the Kepler Ridge experiment',
      'the Polaris mission',
      'the Marrow Genome Project',
      'the Cascade particle detector',
    ],
    topics: ['climate research', 'space exploration', 'research funding', 'gene editing'],
  },
  Sports: {
    orgs: TOWNS.slice(0, 16).map(
      (name, i) =>
        `${name} ${['United', 'Rovers', 'Athletic', 'City', 'Hawks', 'Wanderers', 'Rangers', 'Falcons'][i % 8]}`,
    ),
    counterparts: [
      'the Premier Division',
      'the Continental Cup',
      'the National Athletics Union',
      'the Federation of Football',
      'the Coastal League',
      'the Grand Cycling Tour',
      'the Professional Tennis Circuit',
      'the National Rugby Board',
    ],
    roles: ['striker', 'captain', 'midfielder', 'goalkeeper', 'head coach', 'forward', 'defender'],
    counterpartRoles: ['commissioner', 'president', 'chief executive', 'head of refereeing'],
    expertRoles: ['sports analyst', 'former international', 'sports economist', 'commentator'],
    misc: [
      'the Continental Cup final',
      'the Harbour Derby',
      'the Spring Classic',
      'the National Championship',
      'the Coastal Marathon',
      'the Summer Games',
      'the Golden Boot race',
      'the Autumn Invitational',
    ],
    topics: ['youth sport', 'the transfer market', 'stadium safety', "women's football"],
  },
  Tech: {
    orgSuffixes: ['Systems', 'Labs', 'Software', 'Networks', 'Robotics', 'Cloud', 'AI', 'Semiconductor'],
    counterparts: [
      'the Digital Markets Authority',
      'the Data Protection Commission',
      'the Competition Authority',
      'the Telecoms Regulator',
      'the Cybersecurity Agency',
      'the Open Standards Consortium',
    ],
    roles: ['chief executive', 'chief technology officer', 'co-founder', 'head of product', 'lead engineer'],
    counterpartRoles: ['commissioner', 'director', 'chair', 'head of enforcement'],
    expertRoles: [
      'technology analyst',
      'security researcher',
      'professor of computer science',
      'AI researcher',
    ],
    misc: [
      'the Nimbus X2 phone',
      'the Orbit Pro headset',
      'the Pulsewatch 3',
      'the Vantage OS update',
      'the CloudDesk platform',
      'the Quill AI assistant',
      'the Beacon smart speaker',
      'the Lattice chip',
    ],
    topics: ['artificial intelligence', 'online privacy', 'cybersecurity', 'big tech regulation'],
  },
  Crime: {
    orgs: [
      `the ${town(0)} Police Department`,
      `the ${town(4)} Police Department`,
      `the ${town(9)} Police Department`,
      `the ${town(13)} Police Department`,
      'the National Crime Bureau',
      'the Serious Fraud Unit',
      'the Organised Crime Task Force',
      'the Border Enforcement Agency',
      'the Cybercrime Directorate',
    ],
    counterparts: [
      `the ${town(2)} District Court`,
      `the ${town(6)} District Court`,
      'the Court of Appeal',
      "the Public Prosecutor's Office",
      'the High Court',
      'the Criminal Cases Review Board',
    ],
    roles: ['detective inspector', 'police chief', 'spokesperson', 'lead investigator', 'detective sergeant'],
    counterpartRoles: ['chief prosecutor', 'judge', 'magistrate', 'senior prosecutor'],
    expertRoles: ['criminologist', 'former detective', 'professor of criminal law', 'victims advocate'],
    misc: [
      'Operation Silver Lantern',
      'Operation Blue Harbour',
      'the Eastgate fraud case',
      'the Riverside burglary inquiry',
      'Operation Nightjar',
      'the Marlow Street case',
      'the Canal Road inquiry',
      'Operation Iron Gate',
    ],
    topics: ['policing', 'knife crime', 'online fraud', 'prison overcrowding'],
  },
  Lifestyle: {
    orgSuffixes: ['Kitchen', 'Atelier', 'Wellness', 'Home', 'Collective'],
    counterparts: [
      'the Culinary Guild',
      'the Fashion Council',
      'the Design Museum',
      'the Slow Food Circle',
      "the Gardeners' Society",
      'the Wellness Institute',
    ],
    roles: ['chef', 'designer', 'founder', 'creative director', 'head gardener'],
    counterpartRoles: ['editor', 'curator', 'chair', 'director'],
    expertRoles: ['nutritionist', 'trend forecaster', 'design critic', 'psychologist'],
    misc: [
      'the Harvest Table cookbook',
      'the Linen and Oak collection',
      'the Slow Sunday festival',
      'the Urban Garden show',
      'the Copper Pot menu',
      'the Nordic Light collection',
      'the Wild Herb series',
      'the Open Kitchen tour',
    ],
    topics: ['healthy eating', 'sustainable fashion', 'work-life balance', 'home design'],
  },
  Automotive: {
    orgSuffixes: ['Motors', 'Automotive', 'Mobility', 'Cars'],
    counterparts: [
      'the Road Safety Authority',
      'the Vehicle Standards Agency',
      'the Transport Ministry',
      'the Auto Workers Union',
      'the Battery Alliance',
      'the Emissions Testing Board',
    ],
    roles: ['chief executive', 'head of design', 'chief engineer', 'president', 'head of electric vehicles'],
    counterpartRoles: ['director', 'chair', 'general secretary', 'chief inspector'],
    expertRoles: ['automotive analyst', 'transport researcher', 'motoring journalist', 'battery engineer'],
    misc: [
      'the Aurora EV',
      'the Strata hybrid',
      'the Falcon GT',
      'the Terra pickup',
      'the Volta 4 compact',
      'the Summit SUV',
      'the Pulse e-scooter',
      'the Nomad van',
    ],
    topics: ['electric cars', 'road safety', 'fuel prices', 'self-driving cars'],
  },
  Travel: {
    orgSuffixes: ['Airlines', 'Air', 'Hotels', 'Rail', 'Cruises'],
    counterparts: [
      'the Civil Aviation Authority',
      'the Tourism Board',
      'the Airport Operators Council',
      'the Rail Regulator',
      'the Port Authority',
      'the Hotel Association',
    ],
    roles: ['chief executive', 'commercial director', 'head of network planning', 'general manager'],
    counterpartRoles: ['tourism minister', 'director', 'spokesperson', 'chair'],
    expertRoles: ['aviation analyst', 'travel industry consultant', 'professor of tourism', 'travel writer'],
    misc: [
      'the Coastal Explorer route',
      'the Alpine Express',
      'the Northern Lights cruise',
      'the Sunrise sleeper train',
      'the Island Hopper pass',
      'the Heritage Trail',
      'the Skyline lounge',
      'the Harbour Festival',
    ],
    topics: ['air travel', 'overtourism', 'rail travel', 'holiday prices'],
  },
  Weather: {
    orgs: [
      'the National Weather Office',
      'the Meteorological Service',
      'the Coastal Forecast Centre',
      'the Flood Warning Agency',
      'the Climate Monitoring Centre',
      'the Storm Prediction Unit',
    ],
    counterparts: [
      'the Emergency Management Agency',
      'the Fire and Rescue Service',
      'the Civil Protection Agency',
      'the Highways Authority',
      'the Water Resources Board',
      'the Power Grid Operator',
    ],
    roles: ['meteorologist', 'chief forecaster', 'hydrologist', 'climate scientist', 'duty forecaster'],
    counterpartRoles: ['emergency coordinator', 'director', 'fire chief', 'operations manager'],
    expertRoles: [
      'climate scientist',
      'professor of meteorology',
      'flood risk engineer',
      'atmospheric physicist',
    ],
    misc: [
      'Storm Odile',
      'Storm Brannock',
      'Storm Isolde',
      'Storm Fergal',
      'Storm Maren',
      'Storm Caspian',
      'Storm Wilhelmina',
      'Storm Ansel',
    ],
    topics: ['extreme weather', 'flood defences', 'heatwaves', 'drought'],
  },
  General: {
    orgs: [
      `the ${town(0)} City Council`,
      `the ${town(7)} City Council`,
      `the ${town(10)} City Council`,
      `the ${town(14)} City Council`,
      `the ${ORG_STEMS[3]} Foundation`,
      `the ${ORG_STEMS[4]} Foundation`,
      `the ${town(11)} Community Trust`,
      `the ${town(16)} Community Trust`,
    ],
    counterparts: [
      "the Residents' Association",
      'the Chamber of Commerce',
      'the Transport Authority',
      'the Public Library Service',
      'the Parks Department',
      'the Local Government Ombudsman',
    ],
    roles: ['council leader', 'councillor', 'chair', 'director', 'community organiser'],
    counterpartRoles: ['chair', 'spokesperson', 'director', 'secretary'],
    expertRoles: ['urban planner', 'housing researcher', 'professor of sociology', 'local historian'],
    misc: [
      'the Spring Street Market',
      'the Riverside Festival',
      'the Lantern Parade',
      'the Community Food Bank',
      'the Old Mill restoration',
      'the Harbour Walk project',
      'the Summer Reading Challenge',
      'the Greenway cycle path',
    ],
    topics: ['affordable housing', 'local transport', 'public libraries', 'community safety'],
  },
};

/** Institutions of the outside experts quoted in every beat. */
const EXPERT_INSTITUTIONS = [
  'Northgate University',
  'the Ashford Institute',
  'Kestrel Research',
  'Harlow and Finch Consulting',
  'the Meridian Policy Centre',
  'Brightwater Analytics',
  'the Lindqvist School of Economics',
  'Tidewell University',
  'the Oakmont Foundation',
  'Carver Street Partners',
  'Redfern Polling',
  'the Institute for Public Studies',
  'Bellmont College',
  'Stonegate Advisory',
  'Whitmore University',
];

/** Security firms and researchers quoted in data-breach stories. */
const SECURITY_INSTITUTIONS = [
  'Ironclad Security Labs',
  'Vantage Threat Intelligence',
  'the Greyfield Centre for Security Studies',
  'Sentinel Point Research',
  'Blackthorn Cyber',
  'Tidewell University',
];
const SECURITY_ROLES = [
  'cybersecurity researcher',
  'threat intelligence analyst',
  'privacy lawyer',
  'chief information security officer',
  'incident response lead',
];

export interface BeatWorld {
  /** Main newsmakers, most prominent first (chosen Zipf-like). */
  newsmakers: Person[];
  /** Officials of counterpart organisations. */
  counterparts: Person[];
  experts: Person[];
  misc: Phrase[];
  topics: Phrase[];
  orgs: Org[];
}

// People in the news mostly carry English names, with some from the other languages.
function drawNewsNames(rng: Prng, count: number, taken: Set<string>): PersonName[] {
  const names: PersonName[] = [];
  const foreign: Language[] = ['es', 'fr', 'de', 'it', 'pt', 'nl'];
  for (let i = 0; i < count; i++) {
    const language: Language = rng.chance(0.8) ? 'en' : rng.pick(foreign);
    names.push(drawNames(language, 1, () => rng.next(), taken)[0]!);
  }
  return names;
}

function person(name: PersonName, role: string, organisation: Org): Person {
  return { full: phrase(name.full), family: phrase(name.family), role: phrase(role), org: organisation };
}

function buildWorld(taken: Set<string>): {
  beats: BeatWorld[];
  security: Person[];
  companies: Org[];
  intlPeople: Record<Language, Person[]>;
} {
  const rng = new Prng(WORLD_SEED + 1);
  let stemCursor = 10; // the first stems name institutes and foundations above
  const companies: Org[] = [];
  const expertOrgs = EXPERT_INSTITUTIONS.map(org);
  const beats = BEATS.map((beat): BeatWorld => {
    const spec = BEAT_SPECS[beat];
    let orgs: Org[];
    if (spec.orgSuffixes) {
      const count = Math.max(10, spec.orgSuffixes.length * 3);
      orgs = Array.from({ length: count }, (_, i) =>
        org(`${ORG_STEMS[stemCursor++]!} ${spec.orgSuffixes![i % spec.orgSuffixes!.length]}`),
      );
      companies.push(...orgs);
    } else {
      orgs = spec.orgs!.map(org);
    }
    const counterpartOrgs = spec.counterparts ? spec.counterparts.map(org) : orgs;
    const newsmakers = drawNewsNames(rng, 36, taken).map((name, i) =>
      person(name, rng.pick(spec.roles), orgs[i % orgs.length]!),
    );
    const counterparts = drawNewsNames(rng, 20, taken).map((name, i) =>
      person(name, rng.pick(spec.counterpartRoles), counterpartOrgs[i % counterpartOrgs.length]!),
    );
    const experts = drawNewsNames(rng, 14, taken).map((name) =>
      person(name, rng.pick(spec.expertRoles), rng.pick(expertOrgs)),
    );
    return {
      newsmakers,
      counterparts,
      experts,
      misc: spec.misc.map(phrase),
      topics: spec.topics.map(phrase),
      orgs,
    };
  });
  const securityOrgs = SECURITY_INSTITUTIONS.map(org);
  const security = drawNewsNames(rng, 16, taken).map((name) =>
    person(name, rng.pick(SECURITY_ROLES), rng.pick(securityOrgs)),
  );
  const intlPeople = {} as Record<Language, Person[]>;
  for (const language of ['es', 'fr', 'de', 'it', 'pt', 'nl'] as const) {
    intlPeople[language] = drawNames(language, 50, () => rng.next(), taken).map((name) =>
      person(name, 'spokesperson', rng.pick(companies)),
    );
  }
  return { beats, security, companies, intlPeople };
}

/** Names of everyone in the news; the journalist roster avoids them. */
export const NEWS_PEOPLE_NAMES = new Set<string>();
const WORLD = buildWorld(NEWS_PEOPLE_NAMES);

export const BEAT_WORLDS: readonly BeatWorld[] = WORLD.beats;
export const SECURITY_EXPERTS: readonly Person[] = WORLD.security;
/** Generated company names (all beats), language-neutral, used by the non-English articles. */
export const COMPANIES: readonly Org[] = WORLD.companies;
/** People in the news of the non-English articles (languages other than English only). */
export const INTL_PEOPLE: Readonly<Record<Language, readonly Person[]>> = WORLD.intlPeople;

/** Product and event names that read the same in every language (non-English articles). */
export const NEUTRAL_MISC: readonly Phrase[] = [
  'Nimbus X2',
  'Orbit Pro',
  'Aurora EV',
  'Pulsewatch 3',
  'Volta 4',
  'CloudDesk',
  'Quill AI',
  'Lattice',
  'Corvalex',
  'Neurexa',
  'Tethys',
  'Helios',
  'Strata',
  'Falcon GT',
].map(phrase);

// Cities by country: local spelling, and the English name where it differs ("München/Munich").
const CITIES: Record<string, string[]> = {
  US: [
    'New York',
    'Chicago',
    'Houston',
    'Phoenix',
    'Denver',
    'Seattle',
    'Atlanta',
    'Boston',
    'Miami',
    'Portland',
    'San Diego',
    'Minneapolis',
  ],
  GB: [
    'London',
    'Manchester',
    'Birmingham',
    'Leeds',
    'Glasgow',
    'Bristol',
    'Cardiff',
    'Edinburgh',
    'Liverpool',
    'Belfast',
  ],
  CA: [
    'Toronto',
    'Montréal/Montreal',
    'Vancouver',
    'Calgary',
    'Ottawa',
    'Winnipeg',
    'Halifax',
    'Québec/Quebec City',
  ],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Darwin'],
  IE: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Waterford'],
  IN: ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune'],
  NZ: ['Auckland', 'Wellington', 'Christchurch', 'Dunedin'],
  ZA: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria'],
  SG: ['Singapore'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla/Seville', 'Bilbao', 'Málaga', 'Zaragoza'],
  MX: ['Ciudad de México/Mexico City', 'Guadalajara', 'Monterrey', 'Puebla', 'Tijuana'],
  AR: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza'],
  CO: ['Bogotá', 'Medellín', 'Cali', 'Cartagena'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Bordeaux', 'Lille'],
  BE: ['Bruxelles/Brussels', 'Antwerpen/Antwerp', 'Gent/Ghent', 'Liège', 'Namur'],
  CH: ['Zürich/Zurich', 'Genève/Geneva', 'Bern', 'Basel', 'Lausanne', 'Lugano'],
  DE: ['Berlin', 'Hamburg', 'München/Munich', 'Köln/Cologne', 'Frankfurt', 'Stuttgart', 'Leipzig'],
  AT: ['Wien/Vienna', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'],
  IT: ['Roma/Rome', 'Milano/Milan', 'Napoli/Naples', 'Torino/Turin', 'Bologna', 'Firenze/Florence'],
  PT: ['Lisboa/Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Brasília', 'Salvador', 'Belo Horizonte', 'Recife'],
  NL: ['Amsterdam', 'Rotterdam', 'Den Haag/The Hague', 'Utrecht', 'Eindhoven', 'Groningen'],
};

const COUNTRY_NAMES: Record<string, string> = {
  US: 'the United States',
  GB: 'Britain',
  CA: 'Canada',
  AU: 'Australia',
  IE: 'Ireland',
  IN: 'India',
  NZ: 'New Zealand',
  ZA: 'South Africa',
  SG: 'Singapore',
  ES: 'Spain',
  MX: 'Mexico',
  AR: 'Argentina',
  CO: 'Colombia',
  FR: 'France',
  BE: 'Belgium',
  CH: 'Switzerland',
  DE: 'Germany',
  AT: 'Austria',
  IT: 'Italy',
  PT: 'Portugal',
  BR: 'Brazil',
  NL: 'the Netherlands',
  JP: 'Japan',
  KR: 'South Korea',
  NG: 'Nigeria',
  KE: 'Kenya',
  SE: 'Sweden',
  PL: 'Poland',
};

export interface Places {
  /** English names of the country's cities. */
  citiesEnglish: Phrase[];
  /** Local names of the country's cities. */
  citiesLocal: Phrase[];
  country: Phrase;
}

export const PLACES_BY_COUNTRY: ReadonlyMap<string, Places> = new Map(
  Object.entries(CITIES).map(([code, cities]) => [
    code,
    {
      citiesEnglish: cities.map((city) => phrase(city.split('/').at(-1)!)),
      citiesLocal: cities.map((city) => phrase(city.split('/')[0]!)),
      country: phrase(COUNTRY_NAMES[code]!),
    },
  ]),
);

/** Cities anywhere, for stories that happen abroad (English names). */
export const WORLD_CITIES: readonly Phrase[] = [
  ...[...PLACES_BY_COUNTRY.values()].flatMap((places) => places.citiesEnglish.slice(0, 2)),
  ...['Tokyo', 'Seoul', 'Lagos', 'Nairobi', 'Stockholm', 'Warsaw', 'Cairo', 'Jakarta'].map(phrase),
];

export const WORLD_COUNTRIES: readonly Phrase[] = Object.values(COUNTRY_NAMES).map(phrase);
