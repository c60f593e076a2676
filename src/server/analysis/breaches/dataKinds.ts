// The kinds of data a breach report names, their class (data_type), and the rule that picks one class per breach.
import { sentenceMemo } from './text';
import type { DataType } from './types';

interface DataKind {
  /** Canonical name, plural lowercase, as it appears in `data_breach.data`. */
  kind: string;
  dataType: DataType;
  pattern: RegExp;
}

// A list continues: ", x", " and x", " & x", " / x".
const LIST_NEXT = String.raw`(?=\s*(?:,|\band\b|&|\/|\bor\b)\s)`;
// A list went before: ", x", " and x", " & x", " / x". The lookahead for the word changes no match: it spares the
// lookbehind at every place where the word does not follow (so do the lookaheads before the lookbehinds below).
const listPrev = (word: string): string => String.raw`(?=${word})(?<=(?:,|\band|&|\/|\bor)\s+)${word}`;
// "change/reset your passwords" is advice, not a leaked kind; "revoked refresh tokens" is the remedy.
const ADVICE_WORDS = String.raw`\b(?:change|changing|changed|reset|resetting|update|updating|rotate|rotating|revok(?:e|es|ed|ing)|strong|unique|new|secure|weak|reused?)\s+(?:\w+\s+){0,2}`;
const ADVICE_BEFORE = String.raw`(?<!${ADVICE_WORDS})`;
// The same test on the text before a credential kind (login credentials, tokens), where a lookbehind in the pattern
// would run at every "user", "account" or "access".
const ADVICE_TAIL = new RegExp(`${ADVICE_WORDS}$`, 'i');

// A default password, or the one to an admin panel, is the weakness the attacker used, not data taken: "CCTV
// Hacked Using Default Password", "the developer made his password to the admin panel 'Password1!'".
const WAY_IN_BEFORE = String.raw`(?<!\bdefault\s+(?:\w+\s+)?)`;
const WAY_IN_AFTER = String.raw`(?!\s+(?:to|for|of)\s+(?:the|an?|its|his|her|their)\s+(?:admin(?:istrator|istration)?\s+|management\s+)?(?:panel|console|dashboard|back[- ]?end)\b)`;

// "and address them before they become threats": the verb, not a postal address.
const ADDRESS_VERB_AFTER = String.raw`(?!\s+(?:them|it|this|these|those|that|any|such|the\s+(?:issues?|problems?|concerns?|risks?|threats?|gaps?|vulnerabilit(?:y|ies)|weakness(?:es)?|incident|breach|situation))\b)`;

// A bank account as the place money is kept or sent ("money was traced to the suspects' bank accounts", "my
// deposits in bank and brokerage accounts") names no account details.
const MONEY_PLACE_BEFORE = String.raw`(?<!\b(?:money|funds|deposits?|savings|cash|proceeds|traced|transferred|sent|moved|deposited|wired|laundered|paid)\b[^.;]{0,40}\b(?:in|into|to|from)\s+(?:[\w'’]+\s+){0,2})`;

function rx(source: string, flags = 'gi'): RegExp {
  return new RegExp(source, flags);
}

/**
 * Ordered vocabulary. The order only matters for overlapping phrases: an earlier entry claims the
 * characters it matches, so specific phrases ("patient records") come before generic ones ("records").
 */
export const DATA_KINDS: readonly DataKind[] = [
  // --- health: records that describe a person's body or care
  {
    kind: 'health insurance information',
    dataType: 'health',
    pattern: rx(
      String.raw`\b(?:health|medical|dental)[- ](?:insurance|plan)(?: (?:information|details|numbers?|ids?|data|policy numbers?|claims?))?\b|\b(?:medicare|medicaid)(?: (?:numbers?|ids?|information|details|cards?))?\b`,
    ),
  },
  {
    kind: 'genetic data',
    dataType: 'health',
    pattern: rx(
      String.raw`\b(?:genetic|dna|ancestry|genomic) (?:data|information|profiles?|test results|reports?|relatives? data)\b`,
    ),
  },
  {
    kind: 'health information',
    dataType: 'health',
    pattern: rx(
      String.raw`\b(?:medical|health|healthcare|clinical|patients['’]|patient|treatment|diagnostic|mental[- ]health|hospital|prescription|pathology|dental|therapy|psychotherapy|counselling|disability|care) (?:records?|information|info|data|details|histor(?:y|ies)|notes|files|reports|status(?:es)?|conditions?|documents)\b|\b(?:lab|laboratory|blood|covid(?:-19)? test|test) results\b|\bdiagnos(?:es|is)\b|\bprescriptions?\b|\bmedications?\b|\bmedical conditions?\b|\b(?:health|medical)[- ]related (?:information|info|data|details|records)\b|\b(?:notes|recordings|records|transcripts) (?:on|of|from) (?:[\w'’]+ ){0,2}(?:psycho)?therapy sessions\b|\b(?:psycho)?therapy session (?:notes|recordings|records|transcripts)\b|\bhiv status(?:es)?\b|\bhealth status(?:es)?\b|\bmedical\b(?=\s*(?:,|and)\s+\w+\s+(?:data|information|records))|\b(?:patient|medical|clinical)(?=\s+and\s+\w+\s+(?:data|information|records|details)\b)|\b(?:health|healthcare|medical)\b(?!\s+and\s+safety\b)(?=(?:\s*,\s*(?:and\s+|or\s+)?[\w-]+){1,3}\s+(?:data|information|records|details)\b)`,
    ),
  },
  // --- financial: what lets someone move or see money
  {
    kind: 'payment card data',
    dataType: 'financial',
    pattern: rx(
      String.raw`\b(?:(?:credit|debit|payment|bank|charge)(?: (?:and|or) (?:credit|debit))?[- ]?cards?(?! (?:payments?|processing|processors?|transactions|terminals|readers|machines|companies|issuers|networks|fees|debt|bills|limits|skimm\w*))(?: (?:numbers?|details|data|information|info))?|card (?:numbers?|details|data|information|expiry dates?|expiration dates?|verification (?:codes?|values?))|cvvs?2?|card security codes?)\b`,
    ),
  },
  // Before bank account details, which would otherwise claim the "account numbers" of a loyalty scheme.
  {
    kind: 'loyalty program details',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:loyalty|rewards?|membership|member|frequent[- ]flyer|points|club|policy) (?:program(?:me)? )?(?:account |card )?(?:numbers?|ids?|balances?|points|tiers?)\b`,
    ),
  },
  {
    kind: 'bank account details',
    dataType: 'financial',
    pattern: rx(
      String.raw`(?=bank)${MONEY_PLACE_BEFORE}\bbank(?:ing)?(?: and \w+)? accounts?\b(?! (?:numbers?|details|information|data)\b)|\bbank(?:ing)?(?: and \w+)? (?:accounts? (?:numbers?|details|information|data)|details|information|info|data|statements|records|transactions)\b|\b(?:account|routing|sort) (?:numbers?|codes?)\b|\bibans?\b|\bimages of cheques\b|\bcheques\b`,
    ),
  },
  {
    kind: 'cryptocurrency wallets',
    dataType: 'financial',
    pattern: rx(
      // "Crypto wallet firm Ledger" names the business, not the data.
      // "a producer of a hardware cryptocurrency wallet", "a provider of hardware cryptocurrency wallets": what the
      // firm makes, not what was taken.
      // "user wallet data", "compromising users’ wallets": the wallets themselves, as data taken.
      String.raw`(?=crypto|bitcoin|wallet)(?<!\b(?:producers?|providers?|makers?|manufacturers?|sellers?|vendors?|suppliers?)\s+of\s+(?:(?:an?|the)\s+)?(?:[\w-]+\s+)?)\b(?:crypto(?:currency)?|bitcoin|wallet) (?:wallets?|addresses|balances|holdings)\b(?! (?:firm|company|maker|provider|giant|startup|brand|manufacturer|app|service|platform))|\bwallet (?:data|information|info|details)\b|\b(?:users|customers|investors|holders|clients)['’] (?:crypto(?:currency)? )?wallets\b`,
    ),
  },
  {
    kind: 'financial information',
    dataType: 'financial',
    pattern: rx(
      String.raw`\bfinancial (?:information|info|data|details|records|accounts?|statements?|histor(?:y|ies)|transactions|investments)\b|\b(?:payment|billing|transaction(?:al)?|tax|taxation|income|salary|payroll|credit|loan|mortgage|investment|brokerage|wage|pension|insurance claims?) (?:information|info|data|details|records|histor(?:y|ies)|reports?|returns?|scores?|statements?|documents?|levels?|status(?:es)?)\b|\b(?:account|bank) balances?\b|\b(?:household|annual|personal) incomes?\b|\btax returns?\b|\bsalar(?:y|ies)\b|\bnet worths?\b|\bpayment methods\b|\butility bills\b|\bfinancial(?=\s+(?:and|or|&)\s+\w+\s+(?:data|information|info|details|records)\b)`,
    ),
  },
  // --- credentials: what lets someone log in
  {
    kind: 'passwords',
    dataType: 'credentials',
    pattern: rx(
      String.raw`(?=plain|hashed|encrypted|salted|unsalted|cracked|historical|pass)${ADVICE_BEFORE}${WAY_IN_BEFORE}\b(?:(?:plain[- ]?text|hashed|encrypted|salted|unsalted|cracked|historical) )?pass(?:word|code|phrase)s?\b(?![- ]?(?:reset|managers?|polic(?:y|ies)|protected|less|spraying|change|strength|management|oversights?|lapses?|hygiene|practices?|habits?|failures?|mistakes?|requirements?|rules)\b)${WAY_IN_AFTER}|\b(?:bcrypt|md5|sha-?1|sha-?256|salted|unsalted|password) hash(?:es)?\b|\bpin (?:codes|numbers)\b`,
    ),
  },
  {
    kind: 'passwords',
    dataType: 'credentials',
    // Upper case only: "pins it on a third party" is the verb.
    pattern: rx(String.raw`(?=PIN)\bPINs?\b(?! code)`, 'g'),
  },
  {
    kind: 'security questions',
    dataType: 'credentials',
    pattern: rx(
      String.raw`\bsecurity (?:questions?|answers?)\b|\bpassword hints?\b|\bmothers?'?s? maiden names?\b`,
    ),
  },
  {
    kind: 'login credentials',
    dataType: 'credentials',
    pattern: rx(
      // "user information" and "account details" are the person's data, not what logs in: only "user credentials".
      String.raw`\b(?:login|log-in|sign-in|signin|access(?<!\b(?:to|could|can|may|might|would|cannot)\saccess)|admin(?:istrator)?|vpn) (?:credentials|details|information|info)\b|\blog-?in data\b|\b(?:user|employee|account) credentials\b|\bcredentials\b|\blogins\b`,
    ),
  },
  {
    kind: 'authentication tokens',
    dataType: 'credentials',
    pattern: rx(
      String.raw`\b(?:auth(?:entication)?|access|session|api|oauth|bearer|refresh) (?:tokens?|keys?|cookies?)\b|\b(?:aws|amazon web services|cloud|private|secret|encryption|signing|ssh) keys?\b|\b(?:2fa|mfa|otp|totp) (?:codes?|secrets?|seeds?)\b|\b(?:seed|mnemonic|recovery) phrases?\b|\bencrypted keys\b`,
    ),
  },
  // --- personal: who someone is and how to reach them
  {
    kind: 'social security numbers',
    dataType: 'personal',
    pattern: rx(
      String.raw`\bsocial (?:security|insurance) numbers?\b|\bssns?\b|\bnational insurance numbers?\b|\btax (?:file |identification )?numbers?\b|\bsocial security\b(?=\s*(?:,|and|or|info|details|data))`,
    ),
  },
  {
    kind: 'government ids',
    dataType: 'personal',
    pattern: rx(
      String.raw`\bpassports?(?: (?:numbers?|details|data|information|scans|copies|photos))?\b|\bdriver'?s'? licen[cs]es?(?: numbers?)?\b|\bdriving licen[cs]es?\b|\b(?:national|government[- ]issued|photo|state|identity) (?:ids?|id cards?|id numbers?|identity cards?|cards?|documents?|numbers?)\b|\bid (?:cards?|numbers?|documents?|photos?|images?|scans?)\b|\bidentity documents?\b|\b(?:proof[- ]of[- ](?:age|identity)|age[- ]verification) (?:ids?|documents?|photos?|images?|scans?|selfies?)\b|\baadhaar(?: numbers?)?\b|\bgovernment ids\b`,
    ),
  },
  {
    kind: 'government ids',
    dataType: 'personal',
    // "70,000 IDs" — upper case only, so "ids" in other words does not match.
    pattern: rx(
      String.raw`(?=IDs)(?<!\b(?:user|device|account|member|employee|advertising|session)\s)\bIDs\b`,
      'g',
    ),
  },
  {
    kind: 'email addresses',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:recovery )?e-?mail[- ]?address(?:es)?\b|\be-?mails?(?=\s*(?:,|\band\b|&|\/)\s*[\w ]{0,30}?address(?:es)?\b)|\be-?mails?\b${LIST_NEXT}|${listPrev('e-?mails?')}\b`,
    ),
  },
  {
    kind: 'phone numbers',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:(?:tele|mobile |cell ?|smart ?)?phone|mobile|cell(?:ular)?|contact|telephone)(?: (?:and|or) \w+)? numbers?\b|\bphones?(?=\s*(?:,|\band\b|&|\/)\s*[\w ]{0,30}numbers)|\bphone\b${LIST_NEXT}|${listPrev('phones?')}\b`,
    ),
  },
  // Before physical addresses, which would otherwise claim the "address" of "IP address".
  {
    kind: 'IP addresses',
    dataType: 'technical',
    pattern: rx(
      String.raw`\bip(?:v[46])? address(?:es)?\b|\bIP(?=\s*(?:,|and|&)\s*[\w ]{0,30}addresses)|\bIPs\b`,
    ),
  },
  {
    kind: 'physical addresses',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:home|postal|mailing|physical|street|residential|delivery|shipping|billing) address(?:es)?\b|(?=addresses)(?<!\b(?:e-?mail|ip|mac|wallet|web|url|internet|ipv[46])\s+(?:and\s+|,\s*)?)(?<!(?:e-?mail|ip)[- ])\baddresses\b|\baddress\b${LIST_NEXT}|${listPrev('address')}\b${ADDRESS_VERB_AFTER}`,
    ),
  },
  {
    kind: 'dates of birth',
    dataType: 'personal',
    pattern: rx(String.raw`\b(?:partial )?dates? of birth\b|\bbirth ?dates?\b|\bbirthdays?\b|\bDOBs?\b`),
  },
  {
    kind: 'usernames',
    dataType: 'personal',
    pattern: rx(
      String.raw`\buser ?names?\b|\bscreen ?names?\b|\blogin names?\b|\buser ids?\b|\bnicknames\b|\binstant messenger (?:ids|identities)\b`,
    ),
  },
  {
    kind: 'names',
    dataType: 'personal',
    pattern: rx(
      String.raw`(?=names)(?<!\b(?:user|screen|domain|file|brand|company|host|login|display|business|product|code|street|place|trade|pen|nick)[- ]?)\bnames\b|\b(?:full|first and last|legal|real|customer|patient|student|employee|member) names?\b|\bname\b(?=\s*(?:,|\band\b|&|\/|\bor\b)\s+(?:\w+\s+){0,2}(?:address|e-?mail|phone|date|social|contact|birth|gender|ssn))|${listPrev('names?')}\b`,
    ),
  },
  {
    kind: 'genders',
    dataType: 'personal',
    pattern: rx(String.raw`\bgenders?\b`),
  },
  {
    kind: 'geographic locations',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:geographic|geo|physical|precise|gps|user)[- ]?locations?\b|\bgeolocations?\b|\blocation (?:data|information|histor(?:y|ies))\b|\bgps (?:data|coordinates)\b|\bcountry of (?:location|residence)\b|\blocations?\b${LIST_NEXT}|${listPrev('locations?')}\b`,
    ),
  },
  {
    kind: 'employment details',
    dataType: 'personal',
    pattern: rx(
      String.raw`\bjob (?:titles?|applications?|histor(?:y|ies))\b|\bemployment (?:details|information|histor(?:y|ies)|records|status(?:es)?)\b|\boccupations?\b|\bemployers\b${LIST_NEXT}|${listPrev('employers')}\b|\bprofessional skills\b|\bcover letters\b|\br[ée]sum[ée]s\b|\bcvs\b`,
    ),
  },
  {
    kind: 'student records',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:student|academic|school|education(?:al)?|admissions?) (?:records|information|data|files|histor(?:y|ies)|transcripts)\b|\bgrades\b${LIST_NEXT}|${listPrev('grades')}\b|\btranscripts\b`,
    ),
  },
  {
    kind: 'biometric data',
    dataType: 'personal',
    pattern: rx(
      String.raw`\bbiometrics?(?: data| information| templates)?\b|\bfingerprints?\b|\b(?:face|facial) (?:scans|images|geometry|recognition data)\b|\bvoice ?prints\b`,
    ),
  },
  {
    kind: 'photos',
    dataType: 'personal',
    pattern: rx(String.raw`\b(?:profile )?(?:photos|photographs|pictures|selfies|avatars)\b|\bphoto ids\b`),
  },
  {
    kind: 'communications',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:private|direct|personal|chat|text|sms|instant|internal) messages\b|\bchat (?:logs|histor(?:y|ies)|transcripts)\b|\be-?mail (?:messages|contents|correspondence|archives)\b|\bcall (?:data|logs|records?|recordings|audio|histor(?:y|ies))\b|\baudio recordings\b|\bsupport tickets\b|\bmessages\b${LIST_NEXT}|${listPrev('messages')}\b`,
    ),
  },
  {
    kind: 'demographics',
    dataType: 'personal',
    pattern: rx(
      String.raw`\bethnicit(?:y|ies)\b|\braces\b|\breligions?\b|\breligious (?:beliefs|views|affiliations?)\b|\bsexual (?:orientations?|preferences|fetishes)\b|\bpolitical (?:views|affiliations?|opinions|donations)\b|\b(?:marital|relationship|citizenship) status(?:es)?\b|\bnationalit(?:y|ies)\b|\beducation(?:al)? (?:levels?|background)\b|\bfamily (?:structures?|members'? names|details)\b|\bspouses?'? names\b|\bphysical attributes\b|\b(?:drinking|smoking|drug|eating) habits\b|\bspoken languages\b|\bplaces? of birth\b|\bage groups\b|\bages\b${LIST_NEXT}`,
    ),
  },
  {
    kind: 'vehicle details',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:vehicle|car) (?:details|information|identification numbers?|data|registrations?)\b|\bvins\b|\b(?:licen[cs]e|number) plates?\b`,
    ),
  },
  {
    kind: 'purchase histories',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:purchase|order|booking|shopping|buying) (?:histor(?:y|ies)|information|details|records|data|preferences|habits)\b|\bpurchases\b${LIST_NEXT}|${listPrev('purchases')}\b`,
    ),
  },
  {
    kind: 'activity data',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:browsing|search|viewing|watch|website|web|account|login|user|app) (?:histor(?:y|ies)|activit(?:y|ies))\b|\bsearch (?:terms|queries)\b|\bsocial (?:media )?(?:profiles?|accounts?|handles)\b`,
    ),
  },
  {
    kind: 'contact details',
    dataType: 'personal',
    pattern: rx(String.raw`\bcontact (?:details|information|info|data)\b`),
  },
  // --- technical: data about systems rather than people
  {
    kind: 'device information',
    dataType: 'technical',
    pattern: rx(
      String.raw`\bdevice (?:information|info|data|details|ids?|identifiers|names|serial numbers|models|usage)\b|\b(?:imei|imsi|udid)(?: numbers?)?s?\b|\bmac addresses\b|\bserial numbers\b|\b(?:browser )?user[- ]agents?(?: details)?\b|\bapps installed\b`,
    ),
  },
  {
    kind: 'source code',
    dataType: 'technical',
    pattern: rx(String.raw`\bsource[- ]?code\b|\b(?:code|git|github|gitlab) repositor(?:y|ies)\b`),
  },
  {
    kind: 'system logs',
    dataType: 'technical',
    pattern: rx(
      String.raw`\b(?:system|server|access|audit|event|network|application|operational) logs\b|\blog (?:files|data)\b|\blogs\b${LIST_NEXT}|${listPrev('logs')}\b`,
    ),
  },
  {
    kind: 'infrastructure details',
    dataType: 'technical',
    // The lookaheads before the lookbehinds change no match: they only spare the lookbehind, which scans back up to
    // 80 characters, at every place where the noun it guards does not follow.
    pattern: rx(
      String.raw`\bnetwork (?:architecture|diagrams?|configurations?|maps?|topology)(?: data| information)?\b|\bconfiguration (?:files|data|backups?)\b|\b(?:firewall|router|vpn|device) configurations?\b|\b(?:system|server|database|cloud|configuration|firewall) backups\b|\bbackup (?:files|data|archives|copies)\b|\bsystem (?:configurations?|architecture)\b|\binfrastructure (?:data|details|information)\b|\bdatabase (?:schemas?|structures?)\b|(?=(?:details|information|data|info|knowledge) )(?<=\b(?:stole|stolen|steal(?:s|ing)?|took|taken|accessed|exfiltrated|downloaded|obtained|including|included)\b[^.;]{0,80})\b(?:details|information|data|info|knowledge) (?:about|on|of) (?:(?:the|its|their|some|several|certain|undisclosed|unpatched|unreleased|internal|security|software|product|zero-day)\s+){0,3}(?:flaws|vulnerabilities|bugs|security (?:issues|holes))\b|(?=vulnerability )(?<=\b(?:stole|stolen|steal(?:s|ing)?|took|taken|accessed|exfiltrated|downloaded|obtained|including|included)\b[^.;]{0,80})\bvulnerability (?:details|information|data|reports|research)\b`,
    ),
  },
  {
    kind: 'internal documents',
    dataType: 'technical',
    pattern: rx(
      String.raw`\b(?:internal|corporate|business|confidential|proprietary|(?:un)?classified|operational) (?:documents?|files|data|information|emails|records|communications|material)\b(?! (?:breach|leak)\w*)|\b(?:sensitive|court|legal|sealed|government|military|diplomatic|engineering) (?:documents|files)\b|\bcyber[- ]?weapons\b|\b(?:hacking|espionage|attack) tools\b|\btrade secrets\b|\bintellectual property\b|\bblueprints\b|\bdesign (?:documents|files|drawings)\b|\bfolders\b(?<!\b(?:mail|e-?mail|inbox)\sfolders)`,
    ),
  },
  // --- generic phrases last: only what no specific entry claimed
  {
    kind: 'personal information',
    dataType: 'personal',
    pattern: rx(
      String.raw`\b(?:personal(?:ly identifiable)?|private|sensitive|customer|user|client|member|employee|staff|student|consumer|subscriber|identifying|personal and \w+|(?:customer|user|employee|member)s['’])(?: (?:and|or) (?:personal|private|sensitive|financial))? (?:data|information|info|details|pii)\b|\bpii\b|\b(?:employee|staff|personnel|hr|customer|client|member|user)s?['’]? records\b`,
    ),
  },
];

// Cuts a sentence into clauses so that "no X" or "but not X" only negates inside its clause.
// "no evidence has emerged yet of stolen financial data": "yet" before "of", "again", … is the adverb, not a new clause.
const CLAUSE_BREAK =
  /[;:]|\s[—–-]\s|\b(?:but|however|while|whilst|although|though|whereas)\b|\byet\b(?!\s+(?:of|again|another|to|been|in|on|from|about|more)\b)/gi;
// "spared payment and login details", "excluding passwords": kinds the breach left out.
const NEGATION_BEFORE =
  /\b(?:no|not|never|without|neither|nor|none|denie[sd]|deny|isn't|wasn't|weren't|aren't|spar(?:ed|es|ing)|excluding)\b|n't\b/i;
// A kind the clause goes on to deny: "… were not taken", "remained secure", "passwords and login keys were safe".
const NEGATION_AFTER =
  /^[^.]{0,60}?\b(?:(?:was|were|is|are|has been|have been|had been)\s+(?:not|never)\b|(?:wasn['’]t|weren['’]t|isn['’]t|aren['’]t|hasn['’]t been|haven['’]t been)\s+(?:\w+\s+)?(?:affected|involved|compromised|accessed|exposed|impacted|stolen|included|taken)\b|(?:remain(?:ed|s)?|stayed?) (?:safe|secure|unaffected|protected)|(?:was|were|is|are)(?: still)? (?:safe|secure|unaffected)\b|unaffected|not (?:affected|involved|compromised|accessed|exposed|impacted|stolen|included))/i;

// "Ex-Employee Access Key Enables Massive Data Breach": the key was the attacker's way in, not data taken; so are
// "login credentials, which were then used to send phishing emails".
const MEANS_OF_ATTACK =
  /^(?:,?\s+(?:which|that))?\s+(?:(?:was|were|had been|have been)\s+)?(?:(?:then|later|subsequently|also)\s+)?(?:enabl(?:ed|es|ing)|allow(?:ed|s|ing)|let|led to|gave|opened|(?:used|abused|exploited|misused) (?:to|by|in)\b(?!\s+(?:establish|create|set up|register|open|sign up)\b))/i;

// "Threat actors utilized credentials obtained from the earlier breach to infiltrate its systems": credentials an
// attacker used are the way in, not data taken. Only for the credentials class: "used names and emails to send
// phishing" still names personal data someone had.
const USED_BEFORE =
  /\b(?:us(?:ed|ing)|utili[sz](?:ed|ing)|leverag(?:ed|ing)|abus(?:ed|ing)|exploit(?:ed|ing))\s+(?:(?:the|stolen|compromised|valid|legitimate|leaked|an?|its|their|his|her|employee|staff)\s+){0,3}$/i;

// "a financial institution offering services such as loans, credit cards, checking and savings accounts": what the
// organisation sells, not data taken; so is what it makes: "has been making and selling crypto wallets" ("selling"
// alone may be a seller of stolen data).
const PRODUCTS_BEFORE =
  /\b(?:offer(?:s|ed|ing)?|sell(?:s|ing)?|sold|provid(?:es|ed|ing))\s+(?:[\w-]+\s+){0,2}(?:services|products|solutions)\s*,?\s+(?:such\s+as|including|like)\b[^.;:]*$|\b(?:mak(?:es|ing)|manufactur(?:es|ed|ing)|produc(?:es|ing))\s+(?:and\s+(?:sell|market|distribut)\w*\s+)?(?:(?:hardware|software|physical)\s+)?$/i;

// Advice to the reader about their own data: "should monitor their credit reports", "change their passwords or credit
// card numbers", "reset their Instagram account passwords", "keep a close eye on their health records". It reaches
// up to a comma: "Change your password, since names … were stolen" still names them.
const ADVICE_HEAD =
  /\b(?:change|changing|reset|resetting|monitor|monitoring|check|checking|review|reviewing|update|updating|freeze|freezing|cancel|cancell?ing|replace|replacing|rotate|rotating|keep\s+(?:an?\s+)?(?:close\s+)?eye\s+on)\s+(?:their|your|his|her|our)\s+[^.;,:]{0,40}$/i;

// What organisations of a kind hold in general, or lost in other breaches, is not this breach's data: "In similar
// breaches across higher education, potentially impacted data categories may include: …", "School systems house
// copious amounts of sensitive data, from student records to financial information". Kinds after the cue only.
const OTHER_OR_GENERAL =
  /\b(?:in|from|during)(?<!\bunlike\s+(?:in|from|during))\s+(?:similar|other|previous|past|earlier|prior)\s+(?:[\w-]+\s+)?(?:breaches|incidents|attacks|hacks|cases)\b|\b(?:commonly|typically|often|usually|routinely)\s+(?:hold|house|maintain|store|keep|collect)\b|\b(?:hold|house|maintain|store|keep|collect)\s+(?:copious|large|vast|huge|enormous)\s+amounts\b/i;

// "Police say tracking the suspect using IP address": how investigators find an attacker is no data taken.
const INVESTIGATION_MEANS =
  /\b(?:track|trac|identif|locat|unmask|catch|caught|arrest|found)\w*\b[^.;]{0,40}?\b(?:using|via|through|by)\s+(?:(?:the|his|her|their|its|an?)\s+)?$/i;

// The cheap half of INVESTIGATION_MEANS, tested first.
const MEANS_TAIL = /\b(?:using|via|through|by)\s+(?:(?:the|his|her|their|its|an?)\s+)?$/i;

const DESCRIBES_ORGANISATION =
  /^\s+(?:(?:technology|tech|services?|software|benefits?|plan|management)\s+){0,2}(?:providers?|compan(?:y|ies)|firms?|insurers?|carriers?|vendors?|organi[sz]ations?|groups?|networks?|practices?|platforms?|giants?|processors?|businesses|operators?|startups?)\b/i;

// A negation does not reach into a new statement that a feed ran on without a stop: in "exposed some code, but not
// its own systems Asus has admitted that … the gang claimed it had rifled through the tech titan's internal files",
// the internal files are what the gang claims, not what the "not" denies.
const NEW_STATEMENT =
  /\b(?:has|have|had)\s+(?:admitted|confirmed|said|claimed|acknowledged|revealed|disclosed)\b|\b(?:claimed|admitted|said|says|claims|admits)\s+(?:that\s+)?(?:it|they|he|she)\b/i;
// NEGATION_BEFORE's words, each found (afterLastNegation).
const NEGATION_WORD = new RegExp(NEGATION_BEFORE.source, 'gi');

/** The head after its last negation word: what the negation would have to reach across. */
function afterLastNegation(head: string): string {
  let end = 0;
  for (const m of head.matchAll(NEGATION_WORD)) end = m.index + m[0].length;
  return head.slice(end);
}

// "Whilst the date is not clear, the breached data includes … passwords": a clause a subordinator opens at the start
// of the sentence ends at its first comma, so its "not" does not reach the main clause. (Mid-sentence, "while
// passwords, which were encrypted, were not accessed" runs on past its commas.)
const SUBORDINATOR = /^(?:while|whilst|although|though|whereas)$/i;

function clauseBounds(sentence: string): number[] {
  const bounds = [0];
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    bounds.push(m.index);
    if (!SUBORDINATOR.test(m[0]) || /\S/.test(sentence.slice(0, m.index))) continue;
    const comma = sentence.indexOf(',', m.index);
    if (comma > 0) bounds.push(comma);
  }
  bounds.push(sentence.length);
  return [...new Set(bounds)].sort((a, b) => a - b);
}

// "issued certificates without inspections, misusing login credentials": "without" governs its own phrase only.
const WITHOUT_PHRASE = /\bwithout\b[^,]*,/gi;
// "The attack not only leaked user credentials", "was not discovered until 2017 when a file containing … passwords was
// found": the "not" asserts more, or says when, and denies no data.
const NOT_DENYING = /\bnot\s+(?:only|just|merely|simply)\b|\bnot\s+(?:\w+\s+){0,2}until\b/gi;
// A parenthesis is an aside of its own: "hashes of passwords (the password hash was not present on all accounts)".
const ASIDE = /\([^()]*(?:\)|$)/g;
// Nor does a negation inside a closed parenthesis before it: "437k email addresses (a further 868k … were not loaded),
// names, physical addresses".
const CLOSED_ASIDE = /\([^()]*\)/g;

// A claim form's instructions ("you will be prompted to include a member ID, email address …") list what the
// reader supplies, not what was taken.
const READER_SUPPLIES =
  /\byou\s+(?:will\s+|may\s+|must\s+|might\s+)?(?:be\s+)?(?:prompted|asked|required)\s+to\s+(?:include|provide|enter|submit|give|supply)\b|\b(?:you|claimants?)\s+(?:will\s+|must\s+|need\s+to\s+|should\s+)(?:include|provide|enter|submit|supply)\b|\b(?:those|anyone|people)\s+(?:filing|submitting|making)\s+(?:a\s+)?claims?\s+(?:must|will\s+need\s+to|need\s+to|should)\s+(?:\w+\s+)?(?:include|provide|enter|submit|supply)\b|\bplease\s+(?:include|provide|enter|submit|supply)\b/i;

// A question or a worry asserts nothing: "checking whether it contained any personal or financial details",
// "raising concerns over personal and banking information", "fears that passwords were taken".
// The kind must be the object of the question or worry: "concerns about the security of patient information"
// worries about protecting data the breach did take.
const HYPOTHETICAL_BEFORE =
  /\b(?:whether|concerns?\s+(?:over|about|that)|fears?\s+(?:over|about|of|that)|worr(?:y|ies|ied)\s+(?:over|about|that)|risks?\s+of)\s+(?:(?!(?:security|safety|protection|privacy)\b)[\w'’-]+\s+){0,8}$/i;

// A contrast the feed cut off before its verb ("… accessed internal data, but that passwords, credit card numbers,
// and other [.]") says nothing about those kinds; after a stated loss such a clause is nearly always a denial.
const CONTRAST_START = /^\s*(?:[;:]|[—–-]\s)?\s*(?:but|however|although|though|whereas|yet)\b/i;
const CUT_OFF_END = /(?:\s\.|\.\.\.|…|\[\.*…?\])\s*$/;
const ASSERTING_VERB =
  /\b(?:stole|stolen|accessed|exposed|taken|took|leaked|compromised|included|includ(?:es|ing)|obtained|viewed|copied|downloaded|posted|published|affected|impacted|involved|acquired|exfiltrated|were|was)\b/i;

// A kind inside the name of a body or a law is no data: "the Personal Information Protection Commission".
const NAME_TAIL =
  /^(?:\s+(?:and\s+)?[A-Z][\w-]*)*\s+(?:Commission|Committee|Act|Agency|Office|Authority|Board|Bureau|Law|Council|Ministry|Department|Institute|Center|Centre|Forum)\b/;
const TITLE_CASE_RUN = /^(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*$/;

// A yes/no question asks, it does not assert: "Third-Party Breach Exposes User Emails – Is Your Tax Data Safe?" names
// the tax data only to ask about it. The question is the clause the kind sits in, from its auxiliary to its "?".
const QUESTION_START =
  /^\s*(?:[;:]|[—–-])?\s*(?:is|are|was|were|has|have|had|did|does|do|could|can|will|would|should|might|may)\s+(?:(?:your|my|our|their|the|any|its|his|her)\s+)?$/i;
const QUESTION_END = /^[^.!;:]*\?\s*$/;

/** What a sentence holds that the clause checks look for: found once per sentence, so most kinds skip the checks. */
interface SentenceCues {
  hypothetical: boolean;
  cutOff: boolean;
  means: boolean;
  question: boolean;
}
const HYPOTHETICAL_CUE = /\b(?:whether|concerns?|fears?|worr(?:y|ies|ied)|risks?)\b/i;
const MEANS_CUE = /\b(?:using|via|through|by)\b/i;

function sentenceCues(sentence: string): SentenceCues {
  return {
    hypothetical: HYPOTHETICAL_CUE.test(sentence),
    cutOff: CUT_OFF_END.test(sentence),
    means: MEANS_CUE.test(sentence),
    question: sentence.includes('?'),
  };
}

function isNegated(
  sentence: string,
  start: number,
  end: number,
  bounds: number[],
  cues: SentenceCues,
): boolean {
  let clauseStart = 0;
  let clauseEnd = sentence.length;
  for (const b of bounds) {
    if (b <= start) clauseStart = b;
    else {
      clauseEnd = b;
      break;
    }
  }
  const head = sentence.slice(clauseStart, start);
  const unWithout = head.replace(WITHOUT_PHRASE, '').replace(NOT_DENYING, '').replace(CLOSED_ASIDE, '');
  if (NEGATION_BEFORE.test(unWithout) && !NEW_STATEMENT.test(afterLastNegation(unWithout))) return true;
  if (cues.hypothetical && HYPOTHETICAL_BEFORE.test(head)) return true;
  const near = head.slice(-120);
  if (PRODUCTS_BEFORE.test(near) || ADVICE_HEAD.test(near)) return true;
  const tail = sentence.slice(end, clauseEnd);
  if (cues.question && QUESTION_START.test(head) && QUESTION_END.test(tail)) return true;
  if (
    cues.cutOff &&
    clauseEnd === sentence.length &&
    CONTRAST_START.test(head) &&
    CUT_OFF_END.test(tail) &&
    !ASSERTING_VERB.test(head) &&
    !ASSERTING_VERB.test(tail)
  )
    return true;
  return NEGATION_AFTER.test(tail.replace(ASIDE, ''));
}

// A pointer to another story ("Related Reading: ZachXBT Identifies … Hundreds of Crypto Wallets Losing Funds", "Read
// more: Tangem wallet brute force vulnerability …") is another article's headline: what it names was not taken here.
const LINKED_STORY =
  /\b(?:related\s+(?:reading|stories|articles?|news)|read\s+(?:more|also)|also\s+read|see\s+also|more\s+for\s+you|recommended(?:\s+reading)?|related)\s*:/i;

/** The sentence without a trailing pointer to another story. */
export function withoutLinkedStory(sentence: string): string {
  const m = LINKED_STORY.exec(sentence);
  return m ? sentence.slice(0, m.index) : sentence;
}

// A conditional told as what would happen ("If a victim fell for the scam …, they would be handing over their
// credentials") is a hypothetical, not what was taken.
const HYPOTHETICAL_SENTENCE = /^\W*if\b[^.]*?,[^.]*\bwould\b/i;

/** True for a sentence that only says what would happen if something did. */
export function isHypotheticalSentence(sentence: string): boolean {
  return HYPOTHETICAL_SENTENCE.test(sentence);
}

/**
 * Each kind one sentence names (negated mentions left out) with the offset of its first mention, in the order
 * first found. A sentence's kinds depend on that sentence alone, so they are kept for the next calls: extraction
 * scans all sentences, then its summary and the evidence ask again sentence by sentence.
 */
const kindsInSentence = sentenceMemo(findKindsInSentence, 16_384);

function findKindsInSentence(fullSentence: string): ReadonlyMap<string, number> {
  const found = new Map<string, number>();
  const sentence = withoutLinkedStory(fullSentence);
  if (!READER_SUPPLIES.test(sentence) && !isHypotheticalSentence(sentence)) {
    const claimed: [number, number][] = [];
    const bounds = clauseBounds(sentence);
    const cues = sentenceCues(sentence);
    const generalFrom = OTHER_OR_GENERAL.exec(sentence)?.index ?? sentence.length;
    for (const entry of DATA_KINDS) {
      entry.pattern.lastIndex = 0;
      for (const m of sentence.matchAll(entry.pattern)) {
        const start = m.index;
        const end = start + m[0].length;
        if (claimed.some(([s, e]) => start < e && end > s)) continue;
        claimed.push([start, end]);
        if (start > generalFrom) continue;
        if (isNegated(sentence, start, end, bounds, cues)) continue;
        if (/^[A-Z]/.test(m[0]) && TITLE_CASE_RUN.test(m[0]) && NAME_TAIL.test(sentence.slice(end, end + 80)))
          continue;
        // "a dental insurance provider", "a health information technology company": the kind describes the
        // organisation's business, not data that was taken.
        if (DESCRIBES_ORGANISATION.test(sentence.slice(end, end + 40))) continue;
        if (MEANS_OF_ATTACK.test(sentence.slice(end, end + 60))) continue;
        if (entry.dataType === 'credentials') {
          const before = sentence.slice(Math.max(0, start - 60), start);
          if (ADVICE_TAIL.test(before) || USED_BEFORE.test(before)) continue;
        }
        if (
          cues.means &&
          MEANS_TAIL.test(sentence.slice(Math.max(0, start - 30), start)) &&
          INVESTIGATION_MEANS.test(sentence.slice(Math.max(0, start - 80), start))
        )
          continue;
        const seen = found.get(entry.kind);
        if (seen === undefined || start < seen) found.set(entry.kind, start);
      }
    }
  }
  return found;
}

/**
 * Data kinds named in the sentences, in order of first appearance, leaving out negated mentions
 * ("no passwords were exposed", "banking information was unaffected").
 */
export function findDataKinds(sentences: readonly string[]): string[] {
  const firstSeen = new Map<string, number>();
  sentences.forEach((sentence, sentenceIndex) => {
    for (const [kind, start] of kindsInSentence(sentence)) {
      const position = sentenceIndex * 100_000 + start;
      const seen = firstSeen.get(kind);
      if (seen === undefined || position < seen) firstSeen.set(kind, position);
    }
  });
  const kinds = [...firstSeen.entries()].sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
  // "Customer data including names and emails": the generic phrase adds nothing to the specific kinds.
  const specificPersonal = kinds.some((k) => k !== GENERIC_PERSONAL && KIND_TYPE.get(k) === 'personal');
  // "sensitive federal court documents … sensitive information compromised": "sensitive information" says no whose
  // it is; beside a specific technical kind it is that data, not people's.
  const neutralBesideTechnical =
    kinds.includes(GENERIC_PERSONAL) &&
    kinds.some((k) => KIND_TYPE.get(k) === 'technical') &&
    sentences.every((sentence) => {
      const start = kindsInSentence(sentence).get(GENERIC_PERSONAL);
      if (start === undefined) return true;
      const plain = withoutLinkedStory(sentence);
      return NEUTRAL_GENERIC.test(plain.slice(start)) && (plain.match(GENERIC_PATTERN) ?? []).length === 1;
    });
  return specificPersonal || neutralBesideTechnical ? kinds.filter((k) => k !== GENERIC_PERSONAL) : kinds;
}

const NEUTRAL_GENERIC = /^sensitive (?:data|information|info|details)\b/i;

const GENERIC_PERSONAL = 'personal information';
const GENERIC_PATTERN = new RegExp(DATA_KINDS.find((k) => k.kind === GENERIC_PERSONAL)!.pattern.source, 'gi');

const KIND_TYPE = new Map(DATA_KINDS.map((k) => [k.kind, k.dataType]));

export function dataTypeOfKind(kind: string): DataType | undefined {
  return KIND_TYPE.get(kind);
}

/**
 * The dominant class is the most sensitive one present, by how hard the harm is to undo:
 * health (a diagnosis can never be changed) > financial (direct fraud; cards can be reissued) >
 * credentials (account takeover, but a password can be reset) > personal (identity and contact
 * details) > technical (data about systems, rarely harmful to people by itself). A majority rule
 * was rejected: a report listing "names, emails, phone numbers and passwords" would be filed as
 * personal, hiding the passwords that decide what readers must do. With no kind named, breach
 * news is about people's data, so the default is personal.
 */
export const DATA_TYPE_SENSITIVITY: readonly DataType[] = [
  'health',
  'financial',
  'credentials',
  'personal',
  'technical',
];

export function dominantDataType(kinds: readonly string[]): DataType {
  const present = new Set(kinds.map((k) => KIND_TYPE.get(k)).filter((t): t is DataType => t !== undefined));
  return DATA_TYPE_SENSITIVITY.find((t) => present.has(t)) ?? 'personal';
}
