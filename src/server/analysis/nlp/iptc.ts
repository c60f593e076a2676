// IPTC Media Topic tags of an article, from its themes plus keyword and entity cues; table in data/iptc-media-topics.json.
//
// Each theme maps to one topic. Cues add topics that cut across themes (an election, a court case, a
// disaster, a war): a cue fires when its words occur at least twice in the article's terms, or once in
// the title. Organisation names add sport (FC, NBA ...) and government (Senate, Ministry ...). Ids are
// the bare eight-digit codes the public API's `iptc_tags` filter takes ("20000574"); names are the
// `/`-joined path of English labels from the top level down.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Theme } from './themes';

const topicTableSchema = z.object({
  description: z.string(),
  topics: z.array(
    z.object({
      qcode: z.string().regex(/^medtop:\d{8}$/),
      name: z.string().min(1),
      broader: z
        .string()
        .regex(/^medtop:\d{8}$/)
        .nullable(),
    }),
  ),
});

export interface IptcTopic {
  /** Eight-digit code without the `medtop:` scheme prefix. */
  id: string;
  name: string;
  parentId: string | null;
  /** Labels from the top level down, joined by `/`. */
  path: string;
}

function loadTopics(): Map<string, IptcTopic> {
  const table = topicTableSchema.parse(
    JSON.parse(readFileSync(new URL('./data/iptc-media-topics.json', import.meta.url), 'utf8')),
  );
  const bare = (qcode: string): string => qcode.slice('medtop:'.length);
  const byId = new Map<string, IptcTopic>();
  for (const topic of table.topics) {
    byId.set(bare(topic.qcode), {
      id: bare(topic.qcode),
      name: topic.name,
      parentId: topic.broader ? bare(topic.broader) : null,
      path: '',
    });
  }
  const pathOf = (topic: IptcTopic): string => {
    if (!topic.parentId) return topic.name;
    const parent = byId.get(topic.parentId);
    if (!parent) throw new Error(`IPTC table: ${topic.id} has unknown parent ${topic.parentId}`);
    return `${pathOf(parent)}/${topic.name}`;
  };
  for (const topic of byId.values()) topic.path = pathOf(topic);
  return byId;
}

export const IPTC_TOPICS: ReadonlyMap<string, IptcTopic> = loadTopics();

/** Topic ids from `id` up to its top-level ancestor, `id` first. */
export function iptcAncestorIds(id: string): string[] {
  const ids: string[] = [];
  for (
    let topic = IPTC_TOPICS.get(id);
    topic;
    topic = topic.parentId ? IPTC_TOPICS.get(topic.parentId) : undefined
  ) {
    ids.push(topic.id);
  }
  return ids;
}

/** The topic each theme stands for. General has none: it says nothing about the subject. */
export const THEME_TOPICS: Readonly<Record<Theme, string | null>> = {
  Business: '20000170', // economy, business and finance/business information
  Economics: '20000344', // economy, business and finance/economy
  Finance: '20000385', // economy, business and finance/market and exchange
  Automotive: '20000209', // economy, business and finance/products and services
  Entertainment: '20000002', // arts, culture, entertainment and media/arts and entertainment
  Health: '07000000', // health
  Politics: '20000593', // politics/government
  Science: '20000735', // science and technology/scientific research
  Tech: '20000756', // science and technology/technology and engineering
  Sports: '15000000', // sport
  Crime: '20000082', // crime, law and justice/crime
  Lifestyle: '20000565', // lifestyle and leisure/lifestyle
  Travel: '20000538', // lifestyle and leisure/leisure
  Weather: '17000000', // weather
  General: null,
};

interface KeywordCue {
  topic: string;
  /** Lemmas, as contentTerms produces them. */
  terms: ReadonlySet<string>;
  /** Only for articles with one of these themes (any theme when absent). */
  themes?: readonly Theme[];
}

const cue = (topic: string, terms: string, themes?: readonly Theme[]): KeywordCue => ({
  topic,
  terms: new Set(terms.split(' ')),
  ...(themes ? { themes } : {}),
});

const KEYWORD_CUES: readonly KeywordCue[] = [
  cue(
    '20000574',
    'election vote voting voter ballot runoff electoral candidate campaign primary poll midterm',
  ),
  cue('20000638', 'diplomat diplomatic summit treaty sanction embassy ambassador bilateral'),
  cue('20000056', 'war troop military missile airstrike shelling soldier invasion offensive frontline'),
  cue('20000053', 'terrorist terrorism terror jihadist'),
  cue('20000106', 'court judge trial jury verdict lawsuit appeal ruling sentencing prosecutor'),
  cue('20000129', 'police arrest officer sheriff detective'),
  cue('20000082', 'murder robbery fraud homicide burglary kidnapping theft', [
    'General',
    'Politics',
    'Business',
    'Finance',
    'Tech',
  ]),
  cue('20000148', 'earthquake tsunami wildfire flood flooding eruption landslide famine'),
  cue('20000139', 'crash collision explosion derailment accident drown'),
  cue('20000418', 'climate emission greenhouse warming carbon'),
  cue('20001358', 'pandemic outbreak epidemic vaccination vaccine covid'),
  cue('05000000', 'school student teacher classroom curriculum pupil'),
  cue('12000000', 'church religious pope mosque faith christian muslim jewish bishop'),
  cue('20000045', 'journalist newspaper broadcaster reporter newsroom'),
  cue('20000385', 'stock nasdaq dow investor shareholder', [
    'Business',
    'Economics',
    'Tech',
    'Automotive',
    'General',
  ]),
  cue('20000344', 'inflation gdp recession unemployment economist', [
    'Business',
    'Finance',
    'Politics',
    'General',
  ]),
  cue('20000756', 'software algorithm chip semiconductor cybersecurity ai', [
    'Business',
    'Finance',
    'Automotive',
    'Science',
    'General',
  ]),
  cue('20001128', 'forecast forecaster meteorologist', ['Weather']),
  cue('20001131', 'warning advisory alert', ['Weather']),
  cue('20001129', 'storm hurricane tornado heatwave snow rain thunderstorm blizzard typhoon cyclone', [
    'Weather',
  ]),
  cue('20000505', 'celebrity star', ['Entertainment']),
];

const ORGANISATION_CUES: ReadonlyArray<{ topic: string; pattern: RegExp }> = [
  { topic: '15000000', pattern: /\b(?:FC|NFL|NBA|MLB|NHL|MLS|FIFA|UEFA|IOC|Olympic|Premier League)\b/ },
  {
    topic: '20000593',
    pattern: /\b(?:Senate|Congress|Parliament|Ministry|White House|Kremlin|Cabinet|Downing Street)\b/,
  },
];

const MAX_TAGS = 6;

export interface IptcInput {
  themes: readonly Theme[];
  /** Content lemmas of the whole article (title and body). */
  terms: readonly string[];
  /** Content lemmas of the title alone. */
  titleTerms: readonly string[];
  organisations: readonly string[];
}

export interface IptcTags {
  iptc_tags_id: string[];
  iptc_tags_name: string[];
}

/** Cue indices per term, so an article's terms are read once for all cues. */
const CUES_BY_TERM = new Map<string, number[]>();
KEYWORD_CUES.forEach((keywordCue, index) => {
  for (const term of keywordCue.terms) CUES_BY_TERM.set(term, [...(CUES_BY_TERM.get(term) ?? []), index]);
});

/** Theme topics first, then cues in the order they are listed; at most six, no topic twice. */
export function iptcTagsFor({ themes, terms, titleTerms, organisations }: IptcInput): IptcTags {
  const chosen: string[] = [];
  const add = (topic: string | null): void => {
    if (topic && !chosen.includes(topic) && chosen.length < MAX_TAGS) chosen.push(topic);
  };
  for (const theme of themes) add(THEME_TOPICS[theme]);

  const hits = new Uint32Array(KEYWORD_CUES.length);
  for (const term of terms) {
    const cues = CUES_BY_TERM.get(term);
    if (cues) for (const index of cues) hits[index]!++;
  }
  const inTitle = new Uint8Array(KEYWORD_CUES.length);
  for (const term of titleTerms) {
    const cues = CUES_BY_TERM.get(term);
    if (cues) for (const index of cues) inTitle[index] = 1;
  }
  KEYWORD_CUES.forEach((keywordCue, index) => {
    if (keywordCue.themes && !keywordCue.themes.some((theme) => themes.includes(theme))) return;
    if (hits[index]! >= 2 || inTitle[index] === 1) add(keywordCue.topic);
  });
  for (const { topic, pattern } of ORGANISATION_CUES) {
    if (organisations.some((name) => pattern.test(name))) add(topic);
  }

  // A more specific topic makes its own ancestors redundant (e.g. weather forecast → weather).
  const specific = chosen.filter(
    (id) => !chosen.some((other) => other !== id && iptcAncestorIds(other).includes(id)),
  );
  return {
    iptc_tags_id: specific,
    iptc_tags_name: specific.map((id) => IPTC_TOPICS.get(id)!.path),
  };
}
