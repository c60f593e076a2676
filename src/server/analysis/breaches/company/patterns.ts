// The regular-expression parts of a name and of the words around it (TOKEN, NAME, the subject verbs, incident
// nouns), and PATTERNS: the sentence shapes that name the breached organisation, each with its weight.
import { POSSESSIVE_NAME_HEADS, SUBJECT_VERBS_LIST } from './vocabulary';

export const uc = (word: string): string =>
  `[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${word.slice(1)}`;
/** An alternation group of the words, each with its first letter in either case (headlines capitalise words). */
export const anyCase = (words: string): string => `(?:${words.split('|').map(uc).join('|')})`;

// One token of a name: "Coupang", "AT&T", "23andMe", "iiNet", "U.S.", "'R'", "bigmoneyjobs.com", a plural's
// possessive before the capitalised words of a name ending in its head noun ("Artisans' Bank").
// Unicode classes so that "Le Slip Français" and "Hemmakväll" are names (patterns use the u flag).
// A token starts at a word start only; without the lookbehind a long lower-case word is rescanned from
// each of its letters.
const POSSESSIVE_HEAD = [...POSSESSIVE_NAME_HEADS].map(uc).join('|');
const TOKEN = String.raw`(?<![\p{L}\p{N}_&.'’+-])(?:\p{Lu}\p{Ll}+s['’](?= +(?:\p{Lu}\p{L}+ +){0,3}(?:${POSSESSIVE_HEAD})\b)|[\p{Lu}\p{N}][\p{L}\p{N}_&.'’+-]*[\p{L}\p{N}_&+]|[\p{Lu}\p{N}]|\p{Ll}+-?\p{Lu}[\p{L}\p{N}_&-]*|'\p{Lu}'|[\p{Ll}\p{N}][\p{L}\p{N}_-]*\.(?:com|net|org|io|co|gov|edu|info|me|tv|app|[a-z]{2})\b)`;
const CONNECTOR = String.raw`(?:of|and|&|de|du|la|for|the|von|del|y|in)`;
// A legal suffix keeps its period: "Coupang Inc. CEO".
// Tokens are joined by spaces only: a token may hold hyphens, and a separator that could also be inside a
// token would let the engine split "A-B-C-…" in exponentially many ways.
export const NAME = String.raw`${TOKEN}(?:,? +(?:${CONNECTOR} +)?${TOKEN}){0,6}(?:\.(?<=\b(?:Inc|Ltd|Corp|Co|Plc|Bhd|Pty|Pte|Ltda|Cia)\.))?`;
const POSSESSIVE = String.raw`(?:['’]s?)?`;

const SUBJECT_VERBS = anyCase(SUBJECT_VERBS_LIST);
// "The Artists&Clients website was recently compromised": an adverb may stand inside the passive.
const PASSIVE = String.raw`(?:(?:is|was|were|has been|had been|have been|got|gets|being)\s+(?:\p{Ll}+ly\s+)?(?:${anyCase('hit|hacked|breached|targeted|compromised|attacked|investigating|notifying|affected|struck|victim|the target of|the victim of|leaking|found to be leaking|found leaking')})|${anyCase('fell victim|falls victim|became the victim|became a victim')})`;
// "the Malwarebytes forum was hacked", "Zurich insurance suffered": a common noun between name and verb.
const NAME_NOUN = String.raw`(?:\s+(?:\p{Ll}[\p{Ll}-]*\s+){0,2}?(?:forum|forums|website|web site|site|app|application|service|platform|community|store|portal|game|marketplace|system|chain|group|company|firm|insurance|bank|arm|unit|subsidiary|division|database|network|server|servers|store's))?`;
export const INCIDENT_NOUN = String.raw`(?:${anyCase('data breach|data-breach|breach|hack|hacking|data leak|leak|cyber attack|cyber-attack|cyberattack|cybersecurity attack|cyber-security attack|cyber security attack|ransomware attack|ransomware breach|cyber security breach|cyber-security breach|security breach|cybersecurity breach|cyber breach|cyber security incident|security incident|cybersecurity incident|cyber incident|data incident|data theft|data exposure|intrusion|incident')})`;
export const DESCRIPTOR_NOUNS =
  'website|web site|site|forum|service|platform|provider|company|firm|store|shop|retailer|marketplace|app|game|' +
  'portal|community|network|bank|lender|insurer|exchange|operator|maker|manufacturer|developer|publisher|' +
  'brand|chain|group|agency|startup|start-up|school|university|college|hospital|clinic|broker|aggregator|' +
  'tracker|tracking service|social network|dating site|fan site|pharmacy|magazine|newspaper|charity|hotel|' +
  'restaurant|airline|carrier|telco|isp|club|league|festival|association|organisation|organization|foundation|' +
  'institute|museum|studio|consultancy|supermarket|dealer|distributor|broadcaster|blog|project|program|programme|application';
const DESCRIPTOR_TEST = new RegExp(String.raw`\b(?:${DESCRIPTOR_NOUNS})\b`);
const GROUP_NOUN = String.raw`(?:${anyCase('customers|customer|users|user|clients|client|patients|patient|employees|employee|staff|members|member|students|student|subscribers|passengers|account holders|accounts|donors|residents|workers|alumni|drivers|shoppers|investors|policyholders|officers|teachers')})`;
export const ADJECTIVES = String.raw`(?:(?:${anyCase('massive|major|huge|big|alleged|suspected|possible|potential|latest|recent|new|another|second|third|serious|significant|reported|apparent|large|ongoing|earlier|previous|yearslong|years-long|catastrophic|crippling|global|widespread')})\s+)*`;

interface Pattern {
  regex: RegExp;
  /** Which run of the captured span is the name: the last one (name before the anchor) or the first (after it). */
  side: 'last' | 'first';
  weight: number;
  /** A cheap test a sentence must pass before the pattern runs on it (most sentences fail it). */
  requires?: RegExp;
  /** The name is the sentence's subject: one right after "in" is a place. */
  subject?: boolean;
  /** The captured text is the name as written (group 1 or 2), not a span to cut the name from. */
  literal?: boolean;
  /** The pattern presents a lower-case word as a name ("the image sharing community imgur suffered"). */
  lowerCaseNames?: boolean;
  /** The text says the words are a name ("known as Russian America"): a place-and-nationality shape is kept. */
  naming?: boolean;
}

// Lower-case words an object pattern skips between its anchor and the name; not a possessive pronoun, since "its
// BIG-IP product line" is a part of an organisation named before ("hackers targeting files in its BIG-IP …").
const BETWEEN_WORD = String.raw`(?!(?:its|their|his|her)\s)[a-z][\w-]*`;

// Sectors written in lower case between a name and its incident ("Marquis fintech breach"); lower case only, so
// that a Title Case headline word is not taken for one.
const LOWER_SECTORS = String.raw`(?:healthcare|health|tech|crypto|energy|insurance|fintech|retail|telecom|software|e-commerce|ecommerce|financial|gaming|education|payments?)`;

export const PATTERNS: readonly Pattern[] = [
  // "Coupang confirms data breach", "Under Armour is investigating", "Tianya was hacked"; a bracketed aside may stand
  // before the verb ("WoTLabs (World of Tanks Statistics and Resources) suffered"), not a lower-case gloss of a
  // common noun ("10 million VINs (vehicle identification numbers) was discovered")
  {
    regex: new RegExp(
      String.raw`(${NAME})["”]?${POSSESSIVE}${NAME_NOUN}(?:\s*\((?:[A-Z][\w&.-]{1,12}|[A-Za-z]{2,12}:\s?[A-Z][A-Z.]{0,7}|(?:[\p{Lu}"“']|(?:a|an|the|now|formerly|also)\s)[^()]{2,79})\))?(?:\s+["“][^"“”]{2,60}["”])?,?\s+(?:(?<!["”]\s+)\w+ly\s+|(?:also|now|has|have|had|is|was)\s+)?(?:${SUBJECT_VERBS}|${PASSIVE})\b(?!(?<=\b(?:reported|reports))\s+on\s+(?:a|an|the)\b)`,
      'gu',
    ),
    side: 'last',
    weight: 5,
    subject: true,
  },
  // "Coupang data breach", "Coupang's massive data breach", "Penn Data Breach", "Major Marquis fintech breach" (a lower-case
  // sector between)
  {
    regex: new RegExp(
      String.raw`(${NAME})${POSSESSIVE}(?:\s*\([A-Z]{1,6}\))?\s+(?:[$£€]?[\d.,]+\s*(?:million|billion|mln|bn|m)?\s+)?${ADJECTIVES}(?:(?:${GROUP_NOUN}|${anyCase('personal|user|third-party|vendor|supplier|employee|insider')}|${LOWER_SECTORS})\s+)?${INCIDENT_NOUN}\b`,
      'gu',
    ),
    side: 'last',
    weight: 5,
  },
  // "Spoutible had 207k records scraped", "StarNet had it's database published online", "Health Now Networks left a
  // database containing … exposed": what the organisation had taken or left open (a decimal count may stand between:
  // "Snapchat had 4.6 million usernames … exposed").
  {
    regex: new RegExp(
      String.raw`(${NAME})["”]?${NAME_NOUN}\s+(?:had|left)\s+(?:(?:[^.;]|\.\d){0,60}?\s)?(?:records|accounts|data|database|databases|details|information|files|server|servers|instance|bucket|e-?mail addresses|passwords|usernames)\b[^.;]{0,80}?\b(?:scraped|exposed|stolen|leaked|accessed|published|posted|dumped|obtained|unprotected|unsecured|publicly accessible)\b`,
      'gu',
    ),
    side: 'last',
    weight: 4,
    requires:
      /\b(?:had|left)\b(?:[^.;]|\.\d){0,150}\b(?:scraped|exposed|stolen|leaked|accessed|published|posted|dumped|obtained|unprotected|unsecured|publicly accessible)\b/,
  },
  // "Oracle-linked data breach", "Salesforce-related attacks": the organisation the incident is tied to (one
  // hyphenated token, so the name patterns cannot cut it).
  {
    regex: new RegExp(
      String.raw`(?<![\p{L}\p{N}_&.'’+-])(\p{Lu}[\p{L}\p{N}&]*(?:\s+\p{Lu}[\p{L}\p{N}&]*){0,2})-(?:linked|related|tied|connected)\s+${ADJECTIVES}${INCIDENT_NOUN}`,
      'gu',
    ),
    side: 'last',
    weight: 5,
    requires: /-(?:linked|related|tied|connected)\s/,
  },
  // "Pornhub rocked by massive data breach", "Retailer hit with ransomware attack", and in Title Case with a
  // quoted word: "Budget Office Plagued by 'Ongoing' Cybersecurity Breach"
  {
    regex: new RegExp(
      String.raw`(${NAME})${POSSESSIVE}\s+(?:\p{Lu}?\p{Ll}+ed|[Hh]it|[Ss]truck|[Ss]haken)\s+(?:[Bb]y|[Ww]ith|[Ii]n)\s+(?:[Aa]n?\s+|[Tt]he\s+)?(?:[‘'"“]\p{L}+[’'"”]\s+)?${ADJECTIVES}(?:(?:\p{Ll}+|Cyber|Cybersecurity|Security|Data|Ransomware|Third-Party|Third-party|Vendor|Supplier)\s+){0,2}${INCIDENT_NOUN}\b`,
      'gu',
    ),
    side: 'last',
    weight: 5,
    requires: /\b(?:\p{Ll}+ed|hit|struck|shaken) (?:by|with|in)\b/iu,
  },
  // "Coupang's electronic signature key exploited", "Coupang's U.S. headquarters face suit": the owner of what
  // was taken or of what the follow-up is about.
  {
    regex: new RegExp(
      String.raw`(${NAME})['’]s\s+(?:[\p{L}.-]+\s+){1,4}?(?:${anyCase('exploited|stolen|leaked|exposed|breached|compromised|hacked|accessed|face|faces|sued')})\b`,
      'gu',
    ),
    side: 'last',
    weight: 3,
    requires: /['’]s\s/,
  },
  // "the Russian gaming forum known as Cross Fire", "the fan site known as "Little Monsters""
  {
    regex: new RegExp(
      String.raw`(?<!\((?:also|or|formerly|now)\s+)\b(?:known|referred to|branded|trading|doing business) as\s+["“]?(${NAME})`,
      'gu',
    ),
    side: 'first',
    // More than the description it follows ("a breach of the Turkish Minecraft server known as CraftRise").
    weight: 5,
    requires: /\b(?:known|referred to|branded|trading|doing business) as\b/,
    naming: true,
  },
  // "the online chatroom known as "xat"", "the email service known as 126": a quoted or numeric name is taken
  // as written (lower case and digits are not names elsewhere).
  {
    regex: new RegExp(
      String.raw`\b(?:${DESCRIPTOR_NOUNS}|chatroom|server)\s+(?:known|referred to|branded) as\s+(?:["“]([^"”]{2,40})["”]|(\d{2,}|\p{Ll}[\p{L}\p{N}.-]{1,30}?)(?=\s+(?:suffered|was|were|had|has|in)\b|\s*[,.](?!\p{L})))`,
      'gu',
    ),
    side: 'first',
    weight: 5,
    requires: /\b(?:known|referred to|branded) as\b/,
    literal: true,
  },
  // "the free web hosting provider 000webhost", "the online image sharing community imgur", "motorcycle supplies
  // store Dennis Kirk": a description of the organisation, then its name (a brand may be all lower case here). The
  // description may be a quoted slogan ("the self-proclaimed "friendliest social network" Acme suffered").
  {
    regex: new RegExp(
      String.raw`(?:\b(?:the|a|an|from|of|at|by)|,)\s+(?:\([^()]{1,30}\)\s+)?(?:["“]?[\p{L}\d][\p{L}\d'’-]*["”]?,?\s+){0,5}?(?:${DESCRIPTOR_NOUNS})["”]?,?\s+["“]?(${NAME}|(?!\p{Ll}+(?:ing|ed)\b)(?:\p{Ll}[\p{Ll}\p{N}]{2,}|\p{Ll}[\p{Ll}\p{N}]+\.\p{Ll}[\p{Ll}\p{N}]+)(?=(?:\s+\([^()]{1,40}\))?\s+(?:suffered|was|were|had|has|which|that|in|,)))`,
      'gu',
    ),
    side: 'first',
    weight: 3,
    requires: DESCRIPTOR_TEST,
    lowerCaseNames: true,
  },
  // "the Microsoft Excel tips and solutions site Mr Excel", "mortgage lender Mr. Cooper": a title word right after what
  // the organisation is (a site, a shop, a lender) begins its name, not a person's. No comma between ("the store,
  // Dr Smith said" names a person).
  {
    regex: new RegExp(
      String.raw`\b(?:website|web site|site|forum|service|platform|store|shop|retailer|marketplace|app|game|brand|chain|lender|bank|insurer|restaurant|pharmacy|magazine|blog|community)\s+((?:Mr|Mrs|Ms|Dr|Sir|Lord|Lady|King|Queen|Prince)\.?\s+${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
    requires: /\b(?:Mr|Mrs|Ms|Dr|Sir|Lord|Lady|King|Queen|Prince)\b/,
    literal: true,
    naming: true,
  },
  // "the Crack Community forum", "the Fur Affinity website for …", "the Kido nursery chain", "children at Kido nursery
  // chain": the name, then what
  // it is. With a word between, not a nationality ending in -ese, -ish, -ian, -ean or -i ("the Senegalese payment
  // platform Yonéma"), nor "based" ("the vBulletin based website").
  {
    regex: new RegExp(
      String.raw`\b(?:the|an?|at|from)\s+(${NAME})(?:\s+(?<!(?:ese|ish|ian|ean|[^aeiou\s]i)\s+)(?!(?:based|powered|hosted|run|owned)\b)\p{Ll}+)?\s+(?:${DESCRIPTOR_NOUNS})\b`,
      'gu',
    ),
    side: 'last',
    weight: 2,
    requires: DESCRIPTOR_TEST,
  },
  // "the "Cancel the Hate" app": a quoted name before what it is, taken as written (its small words included).
  {
    regex: new RegExp(
      String.raw`\b(?:the|an?)\s+["“]([\p{Lu}\p{N}][^"”]{1,40})["”]\s+(?:${DESCRIPTOR_NOUNS})\b`,
      'gu',
    ),
    side: 'first',
    weight: 2,
    requires: /["“]/,
    literal: true,
  },
  // "the Columbian website for Le Coq Sportif", "the website of Master Chris Leong": whose website or forum it is (not a
  // fan site's subject: "a fan site for Habbo.com").
  {
    regex: new RegExp(
      String.raw`\b(?<!\b(?:fan|tribute|fansite)\s)(?:website|web site|site|forum|portal|online store|web shop)\s+(?:for|of)\s+(?:the\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
    requires: /(?:site|forum|portal|store|shop)\s+(?:for|of)\s/,
  },
  // "a data breach attributed to Explore Talent"
  {
    regex: new RegExp(
      String.raw`\b(?:attributed to|belonging to|operated by|owned by|held by|handled by|managed by|maintained by|run by)\s+(?:the\s+)?(?:(?:${BETWEEN_WORD}\s+){1,5}?(?=(?:${DESCRIPTOR_NOUNS})\s)(?:${DESCRIPTOR_NOUNS})\s+|["“][^"”]{2,60}["”]\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
    requires:
      /\b(?:attributed to|belonging to|operated by|owned by|held by|handled by|managed by|maintained by|run by)\b/,
  },
  // "The claims are being investigated by Stuff, which operates the social media site": the operator of what was
  // breached.
  {
    regex: new RegExp(
      String.raw`(${NAME}),\s+which\s+(?:operates|owns|runs|manages|hosts)\s+(?:the|its)\b`,
      'gu',
    ),
    side: 'last',
    weight: 3,
    requires: /\bwhich\s+(?:operates|owns|runs|manages|hosts)\b/,
  },
  // "Police raid Coupang over massive data breach", "regulator fines Capita": the follow-up's object.
  {
    regex: new RegExp(
      String.raw`\b(?:${anyCase("police|regulators?|prosecutors|authorities|government|gov't|govt|state|panel|agency|investigators|lawmakers|watchdog|ministry|commission|court|judge|investors|shareholders|alumni|customers|users|patients|students|employees|consumers|members|parents|victims")})\s+(?:${anyCase('raid|raids|raided|sue|sues|sued|fine|fines|fined|probe|probes|probed|investigate|investigates|summon|summons|summoned|question|questions|questioned|search|searches|searched|inspect|inspects|penalise|penalises|penalize|penalizes|demands|orders|ordered|tells|urges|asks|advises|advised|recommends|recommended')})\s+(?:the\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 4,
  },
  // "sent ransom demands to Waltio", "an extortion email to the retailer": who is asked to pay is who was breached.
  {
    regex: new RegExp(
      String.raw`\b(?:ransom|extortion)\s+(?:demands?|notes?|e-?mails?|letters?|messages?)\s+(?:to|at)\s+(?:the\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
    requires: /\b(?:ransom|extortion)\b/i,
  },
  // "breach at Dartmouth", "hack of Hyatt", "attack on Jaguar Land Rover", "Data breach for My ServiceOttawa"; not a
  // phrase that starts after it ("UK data breach at risk from Taliban")
  {
    regex: new RegExp(
      String.raw`${INCIDENT_NOUN}(?:es)?\s+(?:${anyCase('at|of|on|for|against|affecting|targeting|hitting|involving|into|in')})\s+(?:the\s+)?(?:(?!(?:risk|from|by|after|if)\s)${BETWEEN_WORD}\s+){0,4}?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 4,
  },
  // "hackers stole customer data from Orange", "data from the broadcasting service YouNow", "Records Stolen from
  // Harvard University"
  {
    regex: new RegExp(
      // Not the source of a danger: "whose details were in UK data breach at risk from Taliban".
      String.raw`\b(?:${anyCase('stole|stolen|taken|exfiltrated|leaked|obtained|accessed|copied|data|records|details|information|accounts|sourced|database|dump')})\s+(?:[\w'’.,-]+\s+){0,6}?(?<!\b(?:risk|risks|threat|threats|danger|protection|safe|safety|away)\s)(?:from|From)\s+(?:the\s+)?(?:${BETWEEN_WORD}\s+){0,4}?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
  },
  // "starts the apology email from Manage My Health", "a notification letter from the insurer": who apologises for
  // or gives notice of a breach is who suffered it.
  {
    regex: new RegExp(
      String.raw`\b(?:${anyCase('apology|apologies|notice|notices|notification|notifications')})(?:\s+(?:e-?mail|emails?|letters?|messages?|statements?))?\s+from\s+(?:the\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
    requires: /\b(?:apolog|notice|notification)/i,
  },
  // "hackers breached Hyatt", "group claims to have hacked the Bank of Romney"
  {
    regex: new RegExp(
      String.raw`\b(?:${anyCase('breached|hacked|breaching|hacking|compromised|compromising|infiltrated|targeted|targeting|target|hit|suing|exploited|exploiting')})\s+(?!by\s)(?:into\s+)?(?:the\s+)?(?:${BETWEEN_WORD}\s+){0,3}?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 3,
  },
  // "customers of Norway Savings Bank", "on behalf of Monroe University customers"
  {
    regex: new RegExp(String.raw`${GROUP_NOUN}s?\s+(?:of|at)\s+(?:the\s+)?(${NAME})`, 'gu'),
    side: 'first',
    weight: 3,
  },
  // "Volvo customers", "Betterment accounts exposed", "Qantas customer data", "Gmail passwords"
  {
    regex: new RegExp(
      // "their Instagram account passwords": an account of the service, then what was taken from it.
      // "LNER train passengers": one lower-case word may say which of its customers (not a verb: "X alerts
      // patients to the Cerner breach").
      String.raw`(${NAME})${POSSESSIVE}\s+(?:(?:(?!\p{Ll}+(?:s|ed)\s)\p{Ll}+\s+)?${GROUP_NOUN}|${anyCase('passwords|data|user data|customer data|records|database|systems|servers|network|account passwords|account data|account details|account credentials')})\b`,
      'gu',
    ),
    side: 'last',
    weight: 3,
  },
  // "change their OnSolve CodeRED password": the service whose account the reader is told to secure (lower-case
  // "their"/"your" only: "Change Your Password" in a headline is advice, and "SHA-1 password hashes" a method).
  {
    regex: new RegExp(String.raw`\b(?:their|your|its|our)\s+(${NAME})\s+(?:account\s+)?password\b`, 'gu'),
    side: 'last',
    weight: 3,
    requires: /\bpassword\b/,
  },
  // "the MoD's mass data breach", "the council's long-running data leak": whatever adjectives stand between the
  // possessive and the incident, the owner is the victim.
  {
    regex: new RegExp(
      // "WA's biggest ever data breach", "Australia's worst hack": a superlative ranks a place's breaches.
      String.raw`(${NAME})['’]s\s+(?!(?:\p{Ll}+est|most|worst|first|second|third|ever)\b)(?:\p{Ll}[\p{Ll}-]*\s+){1,3}?${INCIDENT_NOUN}\b`,
      'gu',
    ),
    side: 'last',
    weight: 5,
    requires: /['’]s\s/,
  },
  // "class action lawsuit against Nova Scotia Power", "claims against the clinic": who is sued over the breach.
  {
    regex: new RegExp(
      String.raw`\b(?:${anyCase('lawsuits?|suits?|class[- ]actions?|claims?|cases?|complaints?|actions?|proceedings|litigation|fines?|penalt(?:y|ies)')})\s+(?:[\p{Ll}-]+\s+){0,3}?against\s+(?:the\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 4,
    requires: /\bagainst\b/,
  },
  // "ICO fines Capita", "Watchdog fined the lender": a fine names the organisation that failed to protect data,
  // whoever fines it.
  {
    regex: new RegExp(
      String.raw`\b(?:${anyCase('fines|fined|penalises|penalised|penalizes|penalized|sanctions|sanctioned')})\s+(?:the\s+)?(${NAME})`,
      'gu',
    ),
    side: 'first',
    weight: 4,
    requires: /\b(?:fine|penali[sz]e|sanction)/i,
  },
  // "Coupang CEO questioned", "Coupang's interim chief", "Meta shares"
  {
    regex: new RegExp(
      String.raw`(${NAME})${POSSESSIVE}\s+(?:${anyCase('interim|former|new|acting')}\s+)?(?:CEO|${anyCase('ceo|chief executive|chief|founder|chair|chairman|boss|president|executives|shares|stock|headquarters|unit|subsidiary|leaders|officials')})\b`,
      'gu',
    ),
    side: 'last',
    weight: 2,
  },
];

export const NAME_GLOBAL = new RegExp(String.raw`(${NAME})`, 'gu');
