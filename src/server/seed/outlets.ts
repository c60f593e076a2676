// The registry of fictional news outlets of the demo corpus: names, `.example` domains, countries,
// languages, size, editorial focus, and (from the seed) ranks, logos and social accounts.
import { UNRANKED } from '../../contract/names';
import { Prng, mixSeed } from './prng';
import type { Language } from './names';
import { BEATS, type Beat } from './beats';

export { UNRANKED };
export const DEFAULT_SEED = 1;

/** An outlet as the sources operation shows it. */
export interface DemoOutlet {
  domain_url: string;
  name_source: string;
  country: string;
  languages: string[];
  rank: number;
  logo: string | null;
  twitter_account: string | null;
}

export type OutletSize = 'large' | 'medium' | 'small';

/** Everything the generator knows about an outlet. */
export interface OutletProfile extends DemoOutlet {
  languages: Language[];
  size: OutletSize;
  /** Beats the outlet specialises in; empty for general-news outlets. */
  focus: Beat[];
  /** Paywalled outlets publish most of the paid pieces. */
  paywall: boolean;
  /** Host per beat: a section subdomain (`business.dailyharbor.example`) or the bare domain. */
  hostByBeat: readonly string[];
  rights: string;
}

// name | domain label | country | languages | size | focus beats | flags (p: paywall, s: section subdomains)
const OUTLET_TABLE = `
The Daily Harbor|dailyharbor|US|en|large||ps
Riverton Ledger|rivertonledger|US|en|medium||p
Northgate Courier|northgatecourier|US|en|medium||
Bayside Chronicle|baysidechronicle|US|en|large||s
Copper Valley Times|coppervalleytimes|US|en|medium||
Ironwood Post|ironwoodpost|US|en|large||ps
Lakeshore Dispatch|lakeshoredispatch|US|en|small||
Prairie Signal|prairiesignal|US|en|small||
Tidewater Tribune|tidewatertribune|US|en|medium||p
Pinecrest Journal|pinecrestjournal|US|en|small||
Redstone Observer|redstoneobserver|US|en|small||
Silverline Business Review|silverlinebiz|US|en|medium|Business,Finance,Economics|p
Circuit Weekly|circuitweekly|US|en|medium|Tech,Science|
Pitchside Daily|pitchsidedaily|US|en|medium|Sports|
Marquee Report|marqueereport|US|en|medium|Entertainment,Lifestyle|
Open Road Monthly|openroadmonthly|US|en|small|Automotive|
Wayfarer Post|wayfarerpost|US|en|small|Travel,Lifestyle|
Skyline Weather Desk|skylineweather|US|en|small|Weather|
Clinical Digest|clinicaldigest|US|en|small|Health,Science|p
Capitol Lantern|capitollantern|US|en|medium|Politics|p
The Thames Lantern|thameslantern|GB|en|large||ps
Kingsbridge Echo|kingsbridgeecho|GB|en|medium||
The Albion Record|albionrecord|GB|en|large||s
Northern Quarter Press|northernquarterpress|GB|en|medium||
Highland Courant|highlandcourant|GB|en|small||
The Moorland Standard|moorlandstandard|GB|en|small||
Ledger Lane|ledgerlane|GB|en|medium|Finance,Business,Economics|p
Touchline Weekly|touchlineweekly|GB|en|small|Sports|
Byte Harbour|byteharbour|GB|en|small|Tech|
Maple Ledger|mapleledger|CA|en|large||s
Northern Lights Courier|northernlightscourier|CA|en|medium||
L'Horizon Boréal|horizonboreal|CA|fr|medium||
Prairie Compass|prairiecompass|CA|en,fr|small||
Harbourfront Daily|harbourfrontdaily|CA|en|small||
Southern Cross Courier|southerncrosscourier|AU|en|large||ps
Coral Coast Herald|coralcoastherald|AU|en|medium||
Red Centre Bulletin|redcentrebulletin|AU|en|small||
Sunburnt Sport|sunburntsport|AU|en|small|Sports|
The Liffey Lamp|liffeylamp|IE|en|medium||p
Atlantic Shore Times|atlanticshoretimes|IE|en|small||
Shannon Signal|shannonsignal|IE|en|small||
The Deccan Lantern|deccanlantern|IN|en|large||s
Coromandel Courier|coromandelcourier|IN|en|medium||
Ganga Valley Chronicle|gangavalleychronicle|IN|en|medium||
Monsoon Markets|monsoonmarkets|IN|en|small|Business,Finance|
Konkan Daily|konkandaily|IN|en|small||
Tasman Tide|tasmantide|NZ|en|medium||
Kauri Post|kauripost|NZ|en|small||
Highveld Bulletin|highveldbulletin|ZA|en|medium||
Cape Current|capecurrent|ZA|en|small||
Straits Lantern|straitslantern|SG|en|medium|Business,Tech|p
El Faro Diario|elfarodiario|ES|es|large||ps
La Voz del Puerto|lavozdelpuerto|ES|es|medium||
Crónica Meridiana|cronicameridiana|ES|es|medium||
El Mirador Digital|elmiradordigital|ES|es|small||
Marcador Total|marcadortotal|ES|es|small|Sports|
El Observador del Valle|observadordelvalle|MX|es|medium||
Pulso Norte|pulsonorte|MX|es|medium||
La Gaceta del Sol|gacetadelsol|MX|es|small||
El Austral Diario|australdiario|AR|es|medium||
Pampa Hoy|pampahoy|AR|es|small||
Brújula Andina|brujulaandina|CO|es|small||
Le Courrier du Matin|courrierdumatin|FR|fr|large||ps
La Vigie|lavigie|FR|fr|medium||
Le Phare Quotidien|pharequotidien|FR|fr|medium||
L'Écho des Rives|echodesrives|FR|fr|small||
Le Fil Économique|fileconomique|FR|fr|medium|Business,Economics,Finance|p
Tribune Sportive|tribunesportive|FR|fr|small|Sports|
Le Beffroi|lebeffroi|BE|fr|medium||
De Klokkentoren|klokkentoren|BE|nl|medium||
Brussels Lens|brusselslens|BE|en,fr,nl|medium|Politics,Economics|
Alpenbote|alpenbote|CH|de|medium||
La Tribune du Lac|tribunedulac|CH|fr|small||
La Voce del Lago|vocedellago|CH|it|small||
Matterhorn Monitor|matterhornmonitor|CH|de,fr,it,en|small|Business,Finance|p
Der Morgenbote|morgenbote|DE|de|large||ps
Nordlicht Zeitung|nordlichtzeitung|DE|de|medium||
Wirtschaftsblick|wirtschaftsblick|DE|de|medium|Business,Economics,Finance|p
Hafenblatt|hafenblatt|DE|de|small||
Tagesfunke|tagesfunke|DE|de|medium||
Sportecho|sportecho|DE|de|small|Sports|
Donaupost|donaupost|AT|de|medium||p
Alpenblick Zeitung|alpenblickzeitung|AT|de|small||
Il Faro Quotidiano|ilfaroquotidiano|IT|it|large||ps
La Gazzetta del Borgo|gazzettadelborgo|IT|it|medium||
Cronache di Levante|cronachedilevante|IT|it|medium||
Il Mercurio Digitale|mercuriodigitale|IT|it|small|Business,Tech|
Voce Sportiva|vocesportiva|IT|it|small|Sports|
O Farol|ofarol|PT|pt|medium||
Diário da Ribeira|diariodaribeira|PT|pt|medium||p
Correio Atlântico|correioatlantico|PT|pt|small||
Folha do Cerrado|folhadocerrado|BR|pt|large||s
O Mirante|omirante|BR|pt|medium||
Jornal Maré Alta|jornalmarealta|BR|pt|small||
Placar Nacional|placarnacional|BR|pt|small|Sports|
Het Polderbericht|polderbericht|NL|nl|medium||p
De Dijkwachter|dijkwachter|NL|nl|small||
Grachtenkrant|grachtenkrant|NL|nl,en|medium||
Noorderlicht Nieuws|noorderlichtnieuws|NL|nl|small||
`;

/** URL path segment of each beat's section, per language (also the subdomain label of section hosts). */
export const SECTION_BY_LANGUAGE: Record<Language, readonly string[]> = {
  // Business, Economics, Entertainment, Finance, Health, Politics, Science, Sports, Tech, Crime, Lifestyle,
  // Automotive, Travel, Weather, General
  en: [
    'business',
    'economy',
    'entertainment',
    'money',
    'health',
    'politics',
    'science',
    'sport',
    'technology',
    'crime',
    'lifestyle',
    'motoring',
    'travel',
    'weather',
    'news',
  ],
  es: [
    'negocios',
    'economia',
    'cultura',
    'finanzas',
    'salud',
    'politica',
    'ciencia',
    'deportes',
    'tecnologia',
    'sucesos',
    'estilo',
    'motor',
    'viajes',
    'tiempo',
    'actualidad',
  ],
  fr: [
    'entreprises',
    'economie',
    'culture',
    'finance',
    'sante',
    'politique',
    'sciences',
    'sport',
    'tech',
    'faits-divers',
    'art-de-vivre',
    'auto',
    'voyage',
    'meteo',
    'actualite',
  ],
  de: [
    'unternehmen',
    'wirtschaft',
    'kultur',
    'finanzen',
    'gesundheit',
    'politik',
    'wissen',
    'sport',
    'digital',
    'panorama',
    'leben',
    'auto',
    'reise',
    'wetter',
    'nachrichten',
  ],
  it: [
    'imprese',
    'economia',
    'spettacoli',
    'finanza',
    'salute',
    'politica',
    'scienza',
    'sport',
    'tecnologia',
    'cronaca',
    'stile',
    'motori',
    'viaggi',
    'meteo',
    'attualita',
  ],
  pt: [
    'negocios',
    'economia',
    'cultura',
    'financas',
    'saude',
    'politica',
    'ciencia',
    'esporte',
    'tecnologia',
    'policia',
    'estilo',
    'carros',
    'turismo',
    'tempo',
    'noticias',
  ],
  nl: [
    'bedrijven',
    'economie',
    'cultuur',
    'financien',
    'gezondheid',
    'politiek',
    'wetenschap',
    'sport',
    'tech',
    'misdaad',
    'leven',
    'auto',
    'reizen',
    'weer',
    'nieuws',
  ],
};

// Beats that section-subdomain outlets publish under their own host.
const SUBDOMAIN_BEATS: readonly Beat[] = ['Business', 'Finance', 'Sports', 'Tech', 'Entertainment'];

const RANK_RANGE: Record<OutletSize, [number, number]> = {
  large: [1, 3_000],
  medium: [1_500, 60_000],
  small: [20_000, 500_000],
};

interface OutletRow {
  name: string;
  label: string;
  country: string;
  languages: Language[];
  size: OutletSize;
  focus: Beat[];
  paywall: boolean;
  sections: boolean;
}

function parseOutletTable(): OutletRow[] {
  return OUTLET_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [name, label, country, languages, size, focus, flags] = line.split('|');
      if (!name || !label || !country || !languages || !size || focus === undefined || flags === undefined) {
        throw new Error(`malformed outlet row: ${line}`);
      }
      const focusBeats = focus ? focus.split(',') : [];
      for (const beat of focusBeats)
        if (!(BEATS as readonly string[]).includes(beat)) throw new Error(`unknown beat ${beat}`);
      return {
        name,
        label,
        country,
        languages: languages.split(',') as Language[],
        size: size as OutletSize,
        focus: focusBeats as Beat[],
        paywall: flags.includes('p'),
        sections: flags.includes('s'),
      };
    });
}

const OUTLET_ROWS = parseOutletTable();

function twitterHandle(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0 && word !== 'The');
  return `@${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}`;
}

/** The outlets with their seed-dependent attributes (ranks, logos, social accounts). */
export function outletProfiles(seed: number = DEFAULT_SEED): OutletProfile[] {
  const rng = new Prng(mixSeed(seed, 0x0071e7));
  // About 15% of outlets are unranked: mostly small ones, a few medium.
  const unranked = new Set<number>();
  const smallOrMedium = OUTLET_ROWS.map((row, index) => ({ row, index })).filter(
    ({ row }) => row.size !== 'large',
  );
  const unrankedTarget = Math.round(OUTLET_ROWS.length * 0.15);
  while (unranked.size < unrankedTarget) {
    const candidate = rng.pick(smallOrMedium);
    if (candidate.row.size === 'small' || rng.chance(0.3)) unranked.add(candidate.index);
  }
  const usedRanks = new Set<number>();
  return OUTLET_ROWS.map((row, index) => {
    const domain = `${row.label}.example`;
    let rank = UNRANKED;
    if (!unranked.has(index)) {
      const [low, high] = RANK_RANGE[row.size];
      do rank = Math.round(Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low))));
      while (usedRanks.has(rank));
      usedRanks.add(rank);
    }
    const hasLogo = !rng.chance(0.2);
    const hasTwitter = !rng.chance(0.18);
    const primary = row.languages[0]!;
    const hostByBeat = BEATS.map((beat, beatIndex) =>
      row.sections && SUBDOMAIN_BEATS.includes(beat)
        ? `${SECTION_BY_LANGUAGE[primary][beatIndex]}.${domain}`
        : domain,
    );
    return {
      domain_url: domain,
      name_source: row.name,
      country: row.country,
      languages: row.languages,
      rank,
      logo: hasLogo ? `https://${domain}/static/logo-${row.label}.png` : null,
      twitter_account: hasTwitter ? twitterHandle(row.name) : null,
      size: row.size,
      focus: row.focus,
      paywall: row.paywall,
      hostByBeat,
      rights: index % 3 === 0 ? domain : `© ${row.name}`,
    };
  });
}

/** The registry of fictional outlets, as the sources operation lists them. */
export function demoOutlets(seed: number = DEFAULT_SEED): DemoOutlet[] {
  return outletProfiles(seed).map((outlet) => ({
    domain_url: outlet.domain_url,
    name_source: outlet.name_source,
    country: outlet.country,
    languages: [...outlet.languages],
    rank: outlet.rank,
    logo: outlet.logo,
    twitter_account: outlet.twitter_account,
  }));
}
