// The journalists of the demo corpus: several hundred fictional people, each with a home outlet (some with
// two or three), a beat, a language their outlet publishes in and a Zipf-like output rate (a few prolific
// writers, many occasional ones). Also the wire agencies whose pieces run in many English-language outlets.
import { BEATS, GENERAL_DESK_WEIGHTS } from './beats';
import { drawNames, type Language } from './names';
import type { OutletProfile, OutletSize } from './outlets';
import { Prng, WeightedIndex, mixSeed } from './prng';
import { NEWS_PEOPLE_NAMES } from './world';

export interface Journalist {
  name: string;
  language: Language;
  /** Outlet indices; the first is the home outlet. */
  outlets: number[];
  beat: number;
  /** Relative output rate. */
  rate: number;
  /** Writes opinion columns more often than news. */
  columnist: boolean;
  /** Index into WIRE_AGENCIES for wire reporters, else -1. */
  agency: number;
}

export const WIRE_AGENCIES = ['Northwind Wire', 'Meridian Press Service', 'Cobalt News Agency'] as const;

const STAFF_BY_SIZE: Record<OutletSize, number> = { large: 10, medium: 5, small: 3 };
const WIRE_REPORTERS = 10;
const ENGLISH_RATE_FACTOR = 3;

export interface Roster {
  journalists: Journalist[];
  /** Samples a journalist index by output rate (wire reporters excluded). */
  bylines: WeightedIndex;
  /** Staff by outlet and language: `${outlet}|${language}` → journalist indices, for co-authors. */
  staff: Map<string, number[]>;
  /** Wire reporters (journalist indices). */
  wireReporters: number[];
  /** Outlets that publish in English (wire pieces run there). */
  englishOutlets: number[];
}

export function staffKey(outlet: number, language: Language): string {
  return `${outlet}|${language}`;
}

export function buildRoster(outlets: readonly OutletProfile[], seed: number): Roster {
  const rng = new Prng(mixSeed(seed, 0x0a07));
  const random = () => rng.next();
  const taken = new Set(NEWS_PEOPLE_NAMES);
  const generalDesk = new WeightedIndex(GENERAL_DESK_WEIGHTS);
  const journalists: Journalist[] = [];

  outlets.forEach((outlet, outletIndex) => {
    const count = Math.max(STAFF_BY_SIZE[outlet.size], outlet.languages.length);
    for (let k = 0; k < count; k++) {
      // Every language of the outlet gets at least one writer; then mostly the first language.
      const language =
        k < outlet.languages.length
          ? outlet.languages[k]!
          : rng.chance(0.7)
            ? outlet.languages[0]!
            : rng.pick(outlet.languages);
      const beat =
        outlet.focus.length > 0 && rng.chance(0.85)
          ? BEATS.indexOf(rng.pick(outlet.focus))
          : generalDesk.sample(rng);
      journalists.push({
        name: drawNames(language, 1, random, taken)[0]!.full,
        language,
        outlets: [outletIndex],
        beat,
        rate: 0,
        columnist: rng.chance(0.06),
        agency: -1,
      });
    }
  });

  // Freelancers also write for one or two other outlets in the same language.
  const outletsByLanguage = new Map<Language, number[]>();
  outlets.forEach((outlet, index) => {
    for (const language of outlet.languages) {
      const list = outletsByLanguage.get(language) ?? [];
      list.push(index);
      outletsByLanguage.set(language, list);
    }
  });
  for (const journalist of journalists) {
    const extra = rng.chance(0.12) ? (rng.chance(0.3) ? 2 : 1) : 0;
    const candidates = outletsByLanguage.get(journalist.language)!;
    for (let i = 0; i < extra; i++) {
      const other = rng.pick(candidates);
      if (!journalist.outlets.includes(other)) journalist.outlets.push(other);
    }
  }

  const englishOutlets = outletsByLanguage.get('en') ?? [];
  const wireReporters: number[] = [];
  for (let i = 0; i < WIRE_REPORTERS; i++) {
    wireReporters.push(journalists.length);
    journalists.push({
      name: drawNames('en', 1, random, taken)[0]!.full,
      language: 'en',
      outlets: englishOutlets,
      beat: generalDesk.sample(rng),
      rate: 0,
      columnist: false,
      agency: i % WIRE_AGENCIES.length,
    });
  }

  // Zipf-like output rates over a random order of the staff: rank r gets 1 / (r + 25)^1.15, and English
  // writers three times that, so that English dominates the corpus as it does the outlets' audiences.
  const staffCount = journalists.length - WIRE_REPORTERS;
  const order = Array.from({ length: staffCount }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  order.forEach((journalistIndex, rank) => {
    const journalist = journalists[journalistIndex]!;
    journalist.rate = (journalist.language === 'en' ? ENGLISH_RATE_FACTOR : 1) / (rank + 25) ** 1.15;
  });
  for (const index of wireReporters) journalists[index]!.rate = 1;

  const staff = new Map<string, number[]>();
  journalists.forEach((journalist, index) => {
    if (journalist.agency >= 0) return;
    for (const outlet of journalist.outlets) {
      const key = staffKey(outlet, journalist.language);
      const list = staff.get(key) ?? [];
      list.push(index);
      staff.set(key, list);
    }
  });

  return {
    journalists,
    bylines: new WeightedIndex(
      journalists.map((journalist) => (journalist.agency >= 0 ? 0 : journalist.rate)),
    ),
    staff,
    wireReporters,
    englishOutlets,
  };
}
