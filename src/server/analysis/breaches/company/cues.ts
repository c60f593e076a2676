// What the words around a name say about it, as extractCompany reads them: a person, an attacker, a fine's or a
// report's author, a source, an incident it acts after, a body by the shape of its name, a purpose clause.
import { escapeRegExp } from '../text';
import { uc, anyCase, NAME, INCIDENT_NOUN, DESCRIPTOR_NOUNS, ADJECTIVES } from './patterns';

export const DESCRIBED_AS = new RegExp(
  String.raw`^['’]?s?\s+(?:[\p{Ll}-]+\s+){0,2}?(?:${DESCRIPTOR_NOUNS}|server)\s+(?:known as|called|named|dubbed)\b`,
  'u',
);

// What follows an attacker's name: "... ransomware group", "... claims to have".
// A bare "Group" with a capital is part of a company's name ("the Volvo Group, Miljodata, was a victim").
export const ATTACKER_AFTER =
  /^['’]?s?\s+(?:(?:[Rr]ansomware|[Hh]acking|[Hh]acker|[Hh]acktivist|[Cc]ybercrime|[Ee]xtortion|[Tt]hreat)\s+(?:[Gg]roup|[Gg]ang|[Cc]rew|[Cc]ollective|[Aa]ctors?)|group|[Gg]ang|[Cc]rew|[Cc]ollective|[Aa]ctors?)\b|^\s+(?:[Hh]as\s+|[Hh]ave\s+)?[Cc]laim(?:s|ed)?\s+(?:[Rr]esponsibility|[Tt]o\s+[Hh]ave\s+(?:[Ss]tolen|[Hh]acked|[Bb]reached|[Ee]xfiltrated|[Oo]btained|[Aa]ccessed|[Tt]aken|[Ll]eaked|[Cc]ompromised|[Dd]ownloaded|[Cc]opied|[Ss]craped)|(?:[Ii]t|[Tt]hey)\s+(?:[Hh]acked|[Ss]tole|[Bb]reached))\b/;

// A name right after these is a person's: "security researcher Bob Diachenko discovered".
export const PERSON_BEFORE =
  /\b(?:hacker|hacking|hacktivist|ransomware|threat|cybercrime|cyber-crime|extortion|criminal)\s+(?:groups?|gangs?|crews?|collectives?|actors?|outfits?)\s+["“]?$|\b(?:attackers?|hackers?|actors?|groups?|collectives?|individuals?|persons?|users?|gangs?)\s+(?:known as|named|called|dubbed|going by)\s*["“]?$|\b(?:researchers?|analysts?|experts?|journalists?|reporters?|spokes(?:person|man|woman)|ceo|founder|chair(?:man|woman)?|president|boss|director|minister|secretary|senator|judge|professor|dr|mr|mrs|ms|sir|lord|detective|officer|lawyer|attorney|hacker|hackers|actor|alias|user|named|dubbed)\.?\s*$|\b(?:News|Times|Post|Journal|Herald|Tribune|Press|Radio|TV|Network|Channel)['’]s?\s*$|\b(?:researchers?|analysts?|experts?)\s+(?:at|from|with)\s+(?:the\s+)?$/i;

// Titles that introduce a person by office: "President Donald Trump", "Prime Minister Kim Min-seok".
export const PERSON_TITLE = `(?:${'president|prime minister|vice president|senator|governor|chancellor|premier|minister|secretary of state|secretary|commissioner|congressman|congresswoman|mayor'
  .split('|')
  .map((title) =>
    title
      .split(' ')
      .map(uc)
      .join(String.raw`\s+`),
  )
  .join('|')})`;

export const TITLED_PERSON = new RegExp(String.raw`\b${PERSON_TITLE}\s+\p{Lu}`, 'u');

/** Sentences that carry breach vocabulary are where the victim is named. */
export const BREACH_SENTENCE =
  /breach|leak|expos|stole|steal|theft|hack|compromis|unauthori[sz]|ransomware|exfiltrat|cyber|incident|attack|notif/i;

// A headline's lower-case description of the victim ("a Minnesota-based credit union", "county's").
export const TITLE_DESCRIPTION =
  /\b(?:a|an|the|its|[\w-]+-based|local|regional|\p{Lu}\p{Ll}+)\s+(?:[\p{Ll}-]+\s+){0,2}?(credit union|county|council|health system|school district|hospital|clinic|bank|university|college|company|firm|insurer|retailer|agency|provider)(?:['’]s)?\b|\b(credit union|county|council)['’]s\b/gu;

export const FINE_HINT = /\b(?:fines?|penalt(?:y|ies))\b/i;
// A run of capitalised tokens (a name as the role patterns capture it).
const CAPITALISED_RUN = String.raw`[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*){0,5}`;
// "$1.5 Million FCC Fine", "an ICO fine": who imposes the fine.
export const FINE_ROLE = new RegExp(
  String.raw`(?:[$£€₩][\d.,]+\s*(?:[Mm]illion|[Bb]illion|m|bn)?|\b(?:an?|[Pp]ay|[Pp]ays|[Ll]evies))\s+(${CAPITALISED_RUN})\s+(?:${anyCase('fine|fines|penalty|penalties')})\b`,
  'gu',
);
// "Bitdefender's October Threat Debrief": whose report it is.
export const REPORT_ROLE = new RegExp(
  String.raw`(${CAPITALISED_RUN})['’]s?\s+(?:[\p{L}-]+\s+){0,3}?(?:${anyCase('report|reports|debrief|research|analysis|study|survey|findings|blog|telemetry|whitepaper')})\b`,
  'gu',
);
// "according to cybersecurity firm Bitdefender", "research by Check Point".
export const SOURCE_ROLE = new RegExp(
  String.raw`\b(?:according to (?:the\s+)?(?:(?:cyber)?security|threat intelligence|research) (?:firm|company|vendor|researchers?)|(?:research|report|analysis) by)\s+(?:the\s+)?(${CAPITALISED_RUN})`,
  'gu',
);
export const SOURCE_HINT =
  /\b(?:according to (?:the )?(?:(?:cyber)?security|threat intelligence|research)|(?:research|report|analysis) by)\b/i;
export const REPORT_HINT =
  /\b(?:reports?|debrief|research|analysis|study|survey|findings|blog|telemetry|whitepaper)\b/i;

// After the headline's subject: an incident it acts after, amid or over, with no other name in between ("Beltrami
// County ends its CodeRED system after cyber attack" is about CodeRED's incident).
export const AFTERMATH_OF_INCIDENT = new RegExp(
  String.raw`^\s+(?:[^.:;|\p{Lu}]{0,80}?\s)?(?:${anyCase('after|following|amid|over|due to')})\s+(?:(?:the|a|an|its|last|this|year['’]s)\s+)*${ADJECTIVES}(?:(?:brutal|costly|devastating|heavy|damaging|debilitating|\p{Ll}+-\p{Ll}+)\s+)?${INCIDENT_NOUN}\b`,
  'u',
);

// What stands before the source in hitByBreachOf's pattern ("hit by", "affected by the"), in any case: looked for
// first, so that the pattern, built per pair of names and costly to compile, is built only where it may match.
const HIT_BY = /\b(?:hit|affected|impacted|struck)\s+by\s+/gi;
const ARTICLE_NEXT = /(?:the|an?)\s+/iy;

/** Whether `source` stands right after a "hit by" (and maybe an article): false when hitByBreachOf cannot match. */
function hitByBefore(text: string, source: string): boolean {
  // A source that starts with a blank could take blanks the test reads as before it.
  if (!/^\S/.test(source)) return true;
  for (const m of text.matchAll(HIT_BY)) {
    const at = m.index + m[0].length;
    if (text.startsWith(source, at)) return true;
    ARTICLE_NEXT.lastIndex = at;
    const article = ARTICLE_NEXT.exec(text);
    if (article && text.startsWith(source, at + article[0].length)) return true;
  }
  return false;
}

/**
 * "Auto giant LKQ says it's the latest firm to be hit by Oracle EBS data breach": whether the text says, in one
 * sentence, that a breach of `source` hit `victim` (the supplier or campaign whose breach it is, not the victim).
 */
export function hitByBreachOf(text: string, victim: string, source: string): boolean {
  if (!text.includes(source) || !text.includes(victim) || !hitByBefore(text, source)) return false;
  const name = (n: string): string => String.raw`(?<![\p{L}\p{N}])${escapeRegExp(n)}(?![\p{L}\p{N}])`;
  return new RegExp(
    String.raw`${name(victim)}[^.!?]*?\b${anyCase('hit|affected|impacted|struck')}\s+[Bb]y\s+(?:[Tt]he\s+|[Aa]n?\s+)?${name(source)}\s+${ADJECTIVES}${INCIDENT_NOUN}`,
    'u',
  ).test(text);
}

// What a law firm does in its alerts: "… LLP is investigating", "… LLP announces", "… LLP reminds".
export const LAW_FIRM_ACTS =
  '(?:is |are |has |have )?(?:investigat|announc|remind|alert|encourag|represent|fil|seek|urg|invit|continu|launch|reach)';

export const MONTH_ABBREVIATION = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d`;

// Head nouns of bodies whose names are their own ("Dorset Council", "Church of England", "Bank of Cyprus"): a run of
// capitalised words ending in one, or starting with one before "of", names an organisation whatever pattern missed it.
export const ORGANISATION_HEAD = String.raw`(?:Council|University|College|Hospital|Bank|Authority|Ministry|Department|Bureau|Board|Trust|Church|School|Institute|Foundation|Federation|Association|Union|Clinic)`;
export const ORGANISATION_SHAPE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[\p{Lu}][\p{L}&'’-]*\s+){0,4}${ORGANISATION_HEAD}(?:\s+of\s+(?:the\s+)?[\p{Lu}][\p{L}&'’-]*(?:\s+[\p{Lu}][\p{L}&'’-]*){0,2})?(?![\p{L}\p{N}])`,
  'gu',
);

// "the Table Finder website for booking tables at …, suffered": the head, then the clause up to the verb it is the
// subject of.
export const PURPOSE_CLAUSE = new RegExp(
  String.raw`\b(?:the|an?)\s+(${NAME})\s+(?:${DESCRIPTOR_NOUNS})\s+for\s+(\p{Ll}+ing\b[^.;]{0,160}?)\s+(?:suffered|was|were|had|has|left|exposed|leaked)\b`,
  'gu',
);
