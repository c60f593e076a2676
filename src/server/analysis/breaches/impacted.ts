// Finds the kinds of people a breach affected ("customers", "patients"), normalised to plural lower case.
import { isHypotheticalSentence, withoutLinkedStory } from './dataKinds';
import { sentenceMemo } from './text';

/** Surface form (singular or plural, lower case) → the group it is reported as. */
const GROUPS: Record<string, string> = {};
const define = (group: string, forms: string): void => {
  for (const form of forms.split('|')) GROUPS[form] = group;
};
define('customers', 'customer|customers|shopper|shoppers|buyer|buyers|guest|guests');
define('clients', 'client|clients');
define('users', 'user|users|account holder|account holders|accountholders');
define('employees', 'employee|employees|staff|staffer|staffers|worker|workers|personnel|faculty');
define('patients', 'patient|patients');
define('students', 'student|students|pupil|pupils|learner|learners');
define('alumni', 'alumni|alumnus|graduates');
define('members', 'member|members|membership');
define('donors', 'donor|donors');
define(
  'residents',
  'resident|residents|household|households|citizen|citizens|taxpayer|taxpayers|constituents',
);
define('subscribers', 'subscriber|subscribers');
define('voters', 'voter|voters');
define('passengers', 'passenger|passengers|traveler|travelers|traveller|travellers');
define('children', 'child|children|kids');
define('parents', 'parent|parents|families');
define('applicants', 'applicant|applicants|job applicants|job seekers|candidates');
// "users, delivery workers, and merchants": the couriers of a delivery platform are its drivers, not its employees.
define('drivers', 'driver|drivers|delivery drivers|delivery workers|couriers');
define('merchants', 'merchant|merchants|businesses|sellers|retailers');
define('investors', 'investor|investors|shareholders');
define('policyholders', 'policyholder|policyholders|insureds|beneficiaries');
define('cardholders', 'cardholder|cardholders');
define('officers', 'officer|officers|police officers');
define('teachers', 'teacher|teachers|educators');
define('contractors', 'contractor|contractors|partners');
// Suppliers are firms that sell to the victim, not people it hires: outlets and labels name them apart. A lone
// "vendor" is the breached party ("vendor data breach"), not a group affected.
define('suppliers', 'supplier|suppliers|vendors');
define('developers', 'developer|developers');
define('consumers', 'consumer|consumers');
define('individuals', 'individual|individuals|people|persons');
define('players', 'player|players|gamers|gamblers|bettors');
define('veterans', 'veteran|veterans|service members');
define('doctors', 'doctor|doctors|physicians|nurses|clinicians|medical staff|healthcare workers');
define('lawyers', 'lawyer|lawyers|attorneys|solicitors');

const FORMS = Object.keys(GROUPS).sort((a, b) => b.length - a.length);
const FORM_ALTERNATION = FORMS.map((f) => f.replace(/ /g, '\\s+')).join('|');
const SINGULAR_FORMS = new Set(
  FORMS.filter(
    (f) =>
      !/s$/.test(f) && !['staff', 'personnel', 'faculty', 'alumni', 'children', 'people', 'kids'].includes(f),
  ),
);

const ANY_GROUP = new RegExp(String.raw`\b(?:${FORM_ALTERNATION})\b`, 'i');
// Counts spelled out ("one hundred thousand", "two million"): the same people as "100,000".
const WORD_COUNT = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a|several)\s+(?:hundred(?:\s+thousand)?|thousand|million|billion)`;
const HAS_NUMBER = new RegExp(String.raw`\d|\b${WORD_COUNT}\b`, 'i');
// A group counted ("17,000 employees", "millions of users") or used as the owner of data ("customer data").
// Group 1 is the count, group 2 the group.
const COUNTED = new RegExp(
  String.raw`\b(\d[\d,.]*\s*(?:million|mln|mn|m|k|thousand|billion|bn|lakh|crore)?\+?|${WORD_COUNT}|millions|thousands|hundreds|dozens|tens of thousands|hundreds of thousands|all|some|many|affected|impacted|former|current|past|existing|notified)\s+(?:of\s+)?(?:(?:its|their|the|[A-Z][\w&'’.-]*(?:'s|’s)?|[a-z]+(?:'s|’s)?)\s+){0,2}?(${FORM_ALTERNATION})\b`,
  'gi',
);
const OWNER = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})(?:['’]s?)?\s+(?:and\s+(?:financial|personal|payment|medical|health|contact|internal|other|corporate)\s+)?(?:(?:personally\s+identifiable|personal|sensitive|private|contact|account|payment|financial|banking|communications?|order|booking|profile|identity|loyalty|travel|transaction|medical|health)\s+)?(?:data|metadata|information|info|details|records|histor(?:y|ies)|accounts?|files|names|e-?mails?|email addresses|passwords|credentials|pii|ssns?|social security numbers|addresses|phone numbers|databases?)\b`,
  'gi',
);
// Protecting the data is the company's duty, not a loss: "prioritizing consumer data security", "not protecting
// consumers' data", "committed to protecting our customers' data", "questions about … the protection of sensitive
// personnel data".
const PROTECTING_BEFORE =
  /\b(?:protect(?:s|ed|ing)?|secur(?:e|es|ed|ing)|safeguard(?:s|ed|ing)?|prioriti[sz](?:e|es|ed|ing)|protection\s+of)\s+(?:(?:the|its|their|our|your)\s+)?(?:(?:sensitive|personal|private)\s+)?$/i;
const PROTECTION_AFTER = /^\s*(?:security|protection|privacy|safety)\b(?!\s+(?:breach|incident))/i;
// Group 1: the group as subject ("customers were affected", "staff and students … locked out"); group 2: as the
// object of a verb or notice ("notified customers", "a notice to U.S. passengers", "breach hits developers").
const AFFECTED = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})\s+(?:(?:of|at|from)\s+(?:(?:the|a|an)\s+)?(?:[\w'’-]+\s+){1,4}?)?(?:who|whose|were|was|have been|had been|may have been|are|potentially|possibly)?\s*(?:were\s+|been\s+)?(?:left\s+)?['‘’"“]?(?:affected|impacted|exposed|notified|hit|compromised|caught up|warned|alerted|targeted|locked\s+out)\b|\b(?:affect(?:ing|ed|s)?|impact(?:ing|ed|s)?|expos(?:e|ing|ed|es)|notif(?:y|ies|ied|ying)|alert(?:s|ed|ing)?|warn(?:s|ed|ing)?|e-?mail(?:s|ed|ing)?|tell(?:s|ing)?|told|urg(?:e|es|ed|ing)|inform(?:s|ed|ing)?|contact(?:s|ed|ing)?|hit(?:s|ting)?|(?:notices?|notifications?|warnings?|letters?|alerts?|apolog(?:y|ies))\s+to)\s+(?:(?:its|their|the|some|all|many|affected|impacted|current|former|U\.S\.|U\.K\.|[A-Z][A-Za-z&.-]*)\s+){0,2}(${FORM_ALTERNATION})\b`,
  'gi',
);
// The verb or notice noun that opens the object branch of AFFECTED; what follows it up to the group is the gap.
const NOTICE_HEAD =
  /^(?:(?:notices?|notifications?|warnings?|letters?|alerts?|apolog(?:y|ies))\s+to|\S+)\s+/i;
// Told or warned about a breach is not having data in it: investors are the audience of a disclosure.
const AUDIENCE_ONLY = new Set(['investors']);
// People one turns to for help are not the people hit: "contact its attorneys".
const CONTACT_VERB = /^contact/i;
const HELPERS = new Set(['lawyers', 'doctors']);
// Shareholders who sue or may claim are after a stock drop, and lawyers file for others: neither is a group hit.
const NOT_VICTIMS = new Set(['investors', 'lawyers']);
// "PSNI officers to get £7,500 each in compensation": the people paid for a breach are the people it hit.
const COMPENSATED = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})\s+(?:to\s+(?:get|receive|be\s+paid|be\s+offered)|(?:were\s+|are\s+|have\s+been\s+|will\s+be\s+)?(?:offered|awarded|paid|compensated)|(?:will\s+)?(?:get|gets|receive|receives)|(?:are\s+)?eligible\s+(?:for|to))\b[^.]{0,40}?\b(?:compensation|payouts?|damages|settlements?|payments?|refunds?|vouchers?)\b`,
  'gi',
);
// "waive cancellation fees for customers", "discounts for customers", "a compensation plan for affected users": the
// people a remedy is for are the people the breach hit. The remedy nouns are written once: the quick gate and the
// pattern must agree, or a noun the pattern knows ("compensation plan for") never reaches it.
const REMEDY_NOUN_FOR = String.raw`\b(?:fees|penalties|charges|compensation(?:\s+(?:plans?|packages?|programs?|programmes?))?|refunds?|payouts?|vouchers?|discounts?|credit\s+monitoring)\s+for\s+`;
const REMEDY_WORDS = new RegExp(REMEDY_NOUN_FOR, 'i');
const REMEDY_FOR = new RegExp(
  String.raw`${REMEDY_NOUN_FOR}(?:(?:affected|impacted|its|their|all|the|eligible)\s+)?(${FORM_ALTERNATION})\b`,
  'gi',
);
// "AT&T customers can still claim up to $7,500 from the settlement", "Eligible EyeMed customers have until
// December 11 to claim": the people a settlement pays are the people the breach hit.
const CLAIMANTS = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})\s+(?:(?:can|could|may|might|will|would)\s+(?:still\s+|now\s+|soon\s+)?(?:claim|get|receive|be\s+paid|file|submit)|have\s+(?:until\b[^.]{0,40}?|(?:[\w-]+\s+){1,3}(?:left|remaining)\s+)\bto\s+(?:claim|file))\b[^.]{0,60}?(?:\$|£|€|\b(?:compensation|payouts?|damages|settlements?|payments?|claims?)\b)|\beligible\s+(?:(?:[A-Z][\w&.'’-]*|current|former)\s+){0,4}(${FORM_ALTERNATION})\b`,
  'gi',
);
// "customers … after cybercriminals released their personal data", "users who had their data exposed": the group
// owns the data the clause says was lost.
const THEIR_DATA = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})\b[^.;:]{0,80}?\btheir\s+(?:(?:personal|private|sensitive|financial|medical|contact|account)\s+)?(?:data|information|info|details|records)\b`,
  'gi',
);
const LOSS_VERB =
  /\b(?:stolen|stole|steal|exposed|expose|leaked|leak|released|release|compromised|accessed|taken|took|published|posted|dumped|sold|exfiltrated)\b/i;
// Advice is no loss: "customers should protect their data from being stolen".
const PROTECT_THEIR = /\b(?:protect|secure|safeguard|check|monitor|change)\w*\s+(?:\w+\s+)?their\b/i;
const THEIR_WORDS = /\btheir\s+(?:\w+\s+)?(?:data|information|info|details|records)\b/i;
const CLAIM_WORDS = /\b(?:claim|get|receive|paid|eligible|file|submit)\b/i;
// "Several alumni sue University of Pennsylvania", "former students are suing": people who sue over a breach are
// people it hit (the organisation sued is the victim, not a group).
const SUE_WORDS = /\b(?:su(?:e|es|ed|ing)|fil(?:e|es|ed|ing))\b/i;
const SUING = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})\s+(?:(?:have|has|are|were)\s+)?(?:sue|sues|sued|suing|fil(?:e|es|ed|ing)\s+(?:a\s+|an\s+)?(?:class[- ]action\s+)?(?:lawsuits?|suits?|complaints?|claims?))\b`,
  'gi',
);
// "settling cases brought by police officers", "class actions were filed in the British Columbia Supreme Court on
// behalf of 23AndMe's Canadian customers": the people a case is brought by or for are people the breach hit. Between
// "by"/"on behalf of" and the group only the organisation's name or a count may stand.
const BROUGHT_BY = new RegExp(
  String.raw`\b(?:cases?|claims?|lawsuits?|suits?|complaints?|class[- ]actions?)\s+(?:(?:were|was|have\s+been|has\s+been|had\s+been|being)\s+)?(?:brought|filed|lodged)\s+(?:[\w'’,-]+\s+){0,8}?(?:by|on\s+behalf\s+of)\s+((?:[\w&.'’-]+\s+){0,3}?)(${FORM_ALTERNATION})\b`,
  'gi',
);
const BROUGHT_WORDS = /\b(?:brought|filed|lodged)\b/i;
const POSSESSIVE_NAME = /^[\w&.-]+['’]s$/;
// A law firm's "Investigating Data Privacy Claims on Behalf of Petco Health and Wellness Company, Inc. Customers":
// the people a breach claim is brought for are the people it hit. The gap must be the organisation's name, and the
// group must end it ("on Behalf of Civil Service Employees Association" names an association, not its employees).
const CLAIMS_ON_BEHALF = new RegExp(
  String.raw`\bclaims\s+on\s+behalf\s+of\s+((?:[\w&.,'’-]+\s+){1,10}?)(${FORM_ALTERNATION})\b`,
  'gi',
);
const NAME_GAP_WORD = /^(?:[A-Z0-9][\w&.,'’-]*|and|of|the|&|,)$/;
const NAME_CONTINUES = /^\s+(?!(?:Whose|Who|Affected|Impacted)\b)[A-Z]/;
// "what customers need to know", "what affected users can do": advice addressed to the people hit.
const WHAT_TO_DO = new RegExp(
  String.raw`\bwhat\s+(?:affected\s+|impacted\s+)?(${FORM_ALTERNATION})\s+(?:need|needs|should|must|can)\s+(?:to\s+)?(?:know|do)\b`,
  'gi',
);
// "impacted the personal information of over twenty thousand individuals", "data on 1.2 million University of
// Pennsylvania students", "information about affiliates — including students", "Customers Whose Data May Have
// Been Compromised", "officer whose details were disclosed", "protected health information ("PHI") of an unknown
// number of patients": the people whose data it was.
const DATA_OF = new RegExp(
  String.raw`\b(?:data|information|info|details|records|pii|(?:e-?mail\s+)?accounts|inboxes|mailboxes|comments|files)(?:\s*\(["“]?[A-Za-z]{2,6}["”]?\))?\s+(?:of|about|on|belonging to)\s+["“]?(?:(?:[\d,.]+|countless|over|more than|nearly|about|around|up to|some|its|their|the|all|of|an?|unknown|undisclosed|unspecified|undetermined|untold|number|million|thousand|hundreds?|thousands?|millions?|tens|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|[A-Z][\w.&'’-]*)\s+){0,6}?(${FORM_ALTERNATION})\b|\b(${FORM_ALTERNATION})\s+whose\s+(?:(?:personal|sensitive|private|financial|medical|health|contact|account|call|record|or|and|[\w-]+ly)\s+){0,4}(?:data|information|info|details|records)\s+(?:may\s+have\s+been|might\s+have\s+been|was|were|has\s+been|had\s+been|is|are)\s+(?:compromised|exposed|stolen|accessed|affected|impacted|leaked|disclosed|published|obtained|posted|shared)\b|\b(?:data|information|info|details|records|databases?)\b[^.;]{0,40}?\b(?:including|such as)\s+(${FORM_ALTERNATION})\b`,
  'gi',
);
// "employees and job applicants", "customers, drivers and merchants": a list continues a noted group, also
// through a modifier or a gloss ("customers, delivery drivers (Dashers), and merchants").
// The right side is a lookahead so that lists overlap: "students, parents, alumni, and donors" is three pairs.
const LIST_NEXT = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})(?:['’]s?)?(?:\s*\([^()]{1,30}\))?(?=(?:\s*,\s*|\s+(?:and|or|&)\s+|\s*,\s*(?:and|or)\s+)(?:(?:former|current|some|many|partner|retired|prospective)\s+)?(${FORM_ALTERNATION})\b)`,
  'gi',
);
// Phrases where a group noun is not the people affected.
const NOT_AFFECTED =
  /^(?:(?:customer|client|user|member)[\s-]+(?:service|support|care|relationship|experience|management|interface|agent)|resident\s+registration)/i;
// A group under "whether", "no", "not" in its clause is not said to be affected ("unclear whether partners were
// affected", "no customers were affected"); "not only customers" still is.
const NEGATED_BEFORE = /\b(?:whether|if|no|none\s+of|not)\s+(?:[\w'’-]+\s+){0,2}$/i;
// "did not disclose the number of clients affected", "refused to divulge the total number of users affected": a
// count withheld says nothing of which people were hit.
const WITHHELD_COUNT_BEFORE =
  /\b(?:not|n['’]t|never|refused\s+to|declined\s+to|without)\s+(?:yet\s+)?(?:disclos\w*|reveal\w*|divulg\w*|specif\w*|confirm\w*|sa(?:y|id)|share\w*|provid\w*|releas\w*)\s+(?:the\s+|how\s+many\s*$|how\s+many\s+)?(?:(?:total|exact|precise|full)\s+)?(?:number\s+of\s+)?(?:(?:affected|impacted)\s+)?$/i;
// "no evidence that any customer data has been stolen", "no indication of any access to customer accounts", "no signs
// of any data breach or unauthorised access to members' information": a group under a denial that anything happened
// is not said to be hit (NEGATED_BEFORE reaches two words only). A loss or misuse word in the gap ("no evidence that
// the stolen data of 3 million customers has been sold", "no evidence of misuse of customer data") still tells of data
// taken.
const NO_SIGN_BEFORE =
  /\bno\s+(?:evidence|indications?|signs?|proof)\s+(?:of|that)\s+(?:(?!(?:stolen|taken|leaked|exposed|compromised|exfiltrated|obtained|misus\w*|abus\w*)\b)[\w'’-]+\s+){0,8}$/i;
// "not only customers", "not just lawyers' details", "not all individuals": these are still affected.
const NOT_ONLY = /\bnot\s+(?:only|just)\s+(?:[\w'’-]+\s+)?$/i;
const NOT_BEFORE = /\bnot\s+$/i;
const ONLY_ALL = /^(?:only|just|all)\b/i;
// A year is no count: "In March 2016, Polish game developer …".
const YEAR = /^(?:19|20)\d\d,?$/;
// "impacted customers" says they were hit even under "whether … were notified".
const ASSERTS_IMPACT = /\b(?:affected|impacted)$/i;
// A count that describes the organisation, not the breach: "a union representing 300,000 workers", "a sports club
// with 140,000 members", "the council, which has 147,500 residents", "a borough home to some of Britain's wealthiest
// residents", "a platform used to manage the records of
// 1.8 million individuals". Affected people counted after "with" are still found: "customers affected" is its own
// pattern.
const DESCRIBES_BEFORE =
  /\b(?:represent(?:s|ing|ed)?|serv(?:e|es|ing|ed)|employ(?:s|ing|ed)?|(?:club|union|association|society|organi[sz]ation|company|firm|network|platform|community|chain|school|university|council|insurer|bank|provider|retailer|operator|carrier)s?\s+with|(?:which|that|it)\s+(?:has|have|had)|home\s+to)\s+(?:(?:more than|over|about|around|nearly|roughly|almost|some)\s+)?$/i;
// A count per period is the organisation's scale, not the people a breach hit: "an airline with over 20 million
// passengers a year", "serving 3 million patients annually".
const RATE_AFTER =
  /^\s+(?:(?:a|per|each|every)\s+(?:year|month|week|day)|annually|yearly|monthly|weekly|daily)\b/i;
const MANAGES_BEFORE =
  /\bmanag(?:e|es|ed|ing)\s+(?:the\s+|its\s+|their\s+)?(?:(?:records|data|information|details|accounts)\s+(?:of|for)\s+(?:(?:more than|over|about|around|nearly|roughly|almost|some|approximately)\s+)?)?$/i;
// "apologize on behalf of all employees": the people one speaks for are not the people hit, unless the text says
// they were ("on behalf of all individuals whose personal information was compromised").
const ON_BEHALF_BEFORE = /\bon\s+behalf\s+of\s+$/i;
const LOSS_CLAUSE_AFTER = /^\s+(?:who|whose|that)\b|^\s+(?:affected|impacted)\b/i;
// "a former employee breached …", "a former customer-support agent": one person, the insider, not a group hit.
const PERSON_COUNT = /^(?:former|current|past|existing)$/i;
const ONE_PERSON_GAP = /\b(?:a|an)\s/i;
// "community members warned that …": the group speaks; "customers were warned" or "customers warned after …" are told.
const SPEAKS_AFTER = /^\s+that\b/i;
const SPOKEN_VERB = /(?:warned|alerted|notified)$/i;
const PASSIVE = /\b(?:was|were|been|are|is)\b/i;
// "checking whether it contained any personal details of residents, customers or service users": a group inside a
// question is not said to be affected; the question ends at a clause (", and", ", but", ";") and is short.
const WHETHER_SCOPE = /\bwhether\b(?![^;]*(?:,\s*(?:and|but)\b|;))[^;]{0,60}$/i;
// A count of people says they were hit only in a sentence about the breach or its data: "Workday laid off around
// 1,750 employees", "delivering care to more than 40,000 people annually", "used by hundreds of other retailers" are
// counts of the organisation's people, not of the people affected.
const BREACH_CONTEXT =
  /\b(?:data|information|info|details|records|files|accounts?|passwords?|pii|phi|breach\w*|leak\w*|hack\w*|stol\w*|steal\w*|theft|thie\w*|expos\w*|affect\w*|impact\w*|compromis\w*|attack\w*|cyber\w*|ransom\w*|incident|intrusion|access\w*|notif\w*|warn\w*|alert\w*|inform\w*|contact\w*|urg\w*|told|tell\w*|victims?|hit|targeted|caught|locked|scam\w*|phish\w*|fraud\w*|claim\w*|settlement|compensat\w*|refunds?|payouts?|damages|sue|sues|sued|suing|lawsuits?|apolog\w*|inconvenience|harm\w*|risk)\b/i;
// A sentence about breaches in general or another one like it ("In similar breaches across higher education …",
// "A similar cyber incident in September 2025 … impacting user information", "Such breaches can … expose … citizen
// information") says nothing of who this breach hit.
const OTHER_BREACHES =
  /\b(?:similar|such)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:data\s+)?(?:breach(?:es)?|incidents?|attacks?|cyberattacks?|hacks?|leaks?)\b/i;
// What usually happens is no report of who this breach hit: "That determination often guides whether affected
// individuals receive notice letters", "attackers typically sell customer data". An epithet ("often called the
// 'Amazon of Korea'") is no habit.
const HABITUAL =
  /\b(?:often|typically|usually|generally|commonly|routinely)\s+(?!(?:called|referred|dubbed|known|described|nicknamed|labell?ed|seen|considered|regarded|cited|ranked)\b)[a-z]/i;
// A group whose data the clause goes on to deny ("sensitive customer data and core operations were not affected",
// "customer information remains secure") is not said to be hit.
const DENIED_AFTER =
  /^(?:(?!\b(?:but|however|while|although|though|whereas)\b)[^.;:]){0,60}?\b(?:(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\s+(?:not|never)\s+(?:\w+\s+)?(?:affected|involved|compromised|accessed|exposed|impacted|stolen|taken|breached|leaked)|(?:wasn['’]t|weren['’]t|isn['’]t|aren['’]t)\s+(?:\w+\s+)?(?:affected|involved|compromised|accessed|exposed|impacted|stolen|taken|breached|leaked)|(?:remain(?:ed|s)?|stayed?|is|are|was|were)\s+(?:safe|secure|unaffected|protected|intact))\b/i;
// People disciplined or arrested over a breach are the ones blamed for it, not the people it hit: "Noem Fires Dozens
// Of Staffers Over Major Cyber Breach", "the dismissal of two dozen … employees", "police arrested three employees".
const DISCIPLINED_BEFORE =
  /\b(?:fir(?:e|es|ed|ing)|dismiss(?:es|ed|ing)?|dismissal\s+of|sack(?:s|ed|ing)?|la(?:y|ys|id|ying)\s+off|suspend(?:s|ed|ing)?|suspension\s+of|disciplin(?:e|es|ed|ing)|arrest(?:s|ed|ing)?|arrest\s+of|charg(?:e|es|ed|ing))\s+(?:(?:more\s+than|over|about|around|nearly|some|the|its|at\s+least)\s+)?$/i;
// "Among those fired were … and 22 IT staffers": a list of the people disciplined.
const DISCIPLINED_LIST =
  /\b(?:those|people|staff)\s+(?:fired|dismissed|sacked|suspended|arrested|charged|disciplined)\s+(?:were|are|include[ds]?)\b[^.;]*$/i;

// "individuals"/"people" is what outlets say when they do not say who: beside a named group it is the same people
// ("6.11 million users … notifying the affected individuals"), unless it carries its own count.
const GENERIC = 'individuals';
// "Subscribers", "consumers" and "members" beside "customers" or "users" are the same people of the service named
// twice ("6.1 million users … subscribers were notified", "customer and consumer data"): readers count them once, under
// the broader name, unless the narrower one carries its own count ("2 million users and 40,000 members").
const SERVICE_PEOPLE = ['customers', 'users'];
const SAME_PEOPLE = ['subscribers', 'consumers', 'members'];
/**
 * The words outlets use for the people an organisation serves: for one organisation they name one population
 * ("the retailer's customers", "its users", "its members"), each outlet choosing its own word.
 */
export const SERVED_PEOPLE: readonly string[] = [...SERVICE_PEOPLE, ...SAME_PEOPLE];

// The patterns run case-insensitively, so "[A-Z]" in them takes any word; a name in a gap must really be capitalised
// ("a notice to U.S. passengers", "data on 1.2 million University of Pennsylvania students", not "emails to users").
const GAP_WORDS =
  /^(?:its|their|the|some|all|most|an?|unknown|undisclosed|unspecified|undetermined|untold|number|many|affected|impacted|current|former|sensitive|personal|private|certain|countless|premium|registered|paying|active|over|more|than|nearly|about|around|of|million|thousand|hundreds?|thousands?|millions?|tens|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|[\d,.]+)$/i;
const namesOnly = (gap: string): boolean =>
  gap
    .replace(/\bup\s+to\b/gi, '')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => GAP_WORDS.test(word.replace(/^["“]/, '')) || /^["“]?[A-Z]/.test(word));

// The number a count states, spelled one way ("200 million", "200m", "200 mln" → "200million"), to tell two groups
// counted alike.
const COUNT_NUMBER = /(\d[\d,.]*)\s*(million|mln|mn|m|k|thousand|billion|bn)?\b/i;
const SCALE: Record<string, string> = {
  mln: 'million',
  mn: 'million',
  m: 'million',
  k: 'thousand',
  bn: 'billion',
};
function countNumber(count: string): string | null {
  const m = COUNT_NUMBER.exec(count);
  if (!m) return null;
  const scale = (m[2] ?? '').toLowerCase();
  return m[1]!.replace(/[,.]$/, '').replace(/,/g, '') + (SCALE[scale] ?? scale);
}

function groupOf(surface: string): string | null {
  const form = surface.toLowerCase().replace(/\s+/g, ' ');
  return GROUPS[form] ?? null;
}

/** A group a sentence names as hit, where (`at`, in the sentence), and whether with a count (and its number). */
interface Noted {
  group: string;
  at: number;
  counted: boolean;
  number: string | null;
}

type NoteCheck = (
  surface: string | undefined,
  at: number,
  singularAllowed: boolean,
  matchStart: number,
  count?: string,
) => Noted | null;

/**
 * What a sentence says of the people hit on its own, null when it says nothing (no group noun, another breach, a
 * habit or a hypothesis): the groups its patterns note, in the order noted, and, when a list of group nouns may
 * chain on across sentences (LIST_NEXT, which reads what earlier sentences noted), the sentence and its check for
 * findImpacted to run that part itself.
 */
interface SentenceGroups {
  noted: Noted[];
  lists: { sentence: string; check: NoteCheck } | null;
}

/**
 * Each sentence's groups, kept per sentence (demo and wire reports repeat theirs): findImpacted spent a quarter of
 * a report's extraction reading its sentences, the same ones again and again.
 */
const groupsInSentence = sentenceMemo((fullSentence: string): SentenceGroups | null => {
  // Every pattern needs a group noun: most sentences have none and stop here.
  if (!ANY_GROUP.test(fullSentence)) return null;
  const sentence = withoutLinkedStory(fullSentence);
  if (OTHER_BREACHES.test(sentence) || HABITUAL.test(sentence) || isHypotheticalSentence(sentence))
    return null;
  const before = (at: number): string => sentence.slice(Math.max(0, at - 60), at);
  const hasWhether = /\bwhether\b/i.test(sentence);
  const check: NoteCheck = (surface, at, singularAllowed, matchStart, count) => {
    if (!surface) return null;
    if (NOT_AFFECTED.test(sentence.slice(at, at + 40))) return null;
    if (!singularAllowed && SINGULAR_FORMS.has(surface.toLowerCase())) return null;
    const head = before(matchStart);
    const negated =
      NEGATED_BEFORE.test(head) &&
      !NOT_ONLY.test(head) &&
      !(NOT_BEFORE.test(head) && ONLY_ALL.test(sentence.slice(matchStart))) &&
      !(count && ASSERTS_IMPACT.test(count));
    if (negated || WITHHELD_COUNT_BEFORE.test(head)) return null;
    if (NO_SIGN_BEFORE.test(head)) return null;
    if (
      hasWhether &&
      WHETHER_SCOPE.test(sentence.slice(0, matchStart)) &&
      !(count && ASSERTS_IMPACT.test(count))
    )
      return null;
    const group = groupOf(surface);
    if (!group) return null;
    const counted = Boolean(count && HAS_NUMBER.test(count));
    return { group, at, counted, number: counted ? countNumber(count!) : null };
  };
  const noted: Noted[] = [];
  const note = (...args: Parameters<NoteCheck>): void => {
    const found = check(...args);
    if (found) noted.push(found);
  };
  // A count of people says they were hit only in a sentence about the breach (BREACH_CONTEXT).
  for (const m of BREACH_CONTEXT.test(sentence) ? sentence.matchAll(COUNTED) : []) {
    const head = before(m.index);
    if (DESCRIBES_BEFORE.test(head) || MANAGES_BEFORE.test(head) || DISCIPLINED_BEFORE.test(head)) continue;
    if (DISCIPLINED_LIST.test(sentence.slice(0, m.index))) continue;
    if (ON_BEHALF_BEFORE.test(head) && !LOSS_CLAUSE_AFTER.test(sentence.slice(m.index + m[0].length)))
      continue;
    if (YEAR.test(m[1]!)) continue;
    if (RATE_AFTER.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 20))) continue;
    // After "former", "current" … a singular noun is one person ("a former employee"), not a group.
    // "Kim Joo-young, 40, an office worker": a number, then "a"/"an" before a singular noun, is one person (an age, a
    // date), not a count of a group.
    const gap = m[0].slice(m[1]!.length, -m[2]!.length);
    const singularAllowed = !PERSON_COUNT.test(m[1]!) && !ONE_PERSON_GAP.test(gap);
    // The count with its gap ("notified impacted"), so that "impacted" still asserts the impact.
    const count = m[0].slice(0, -m[2]!.length).trim();
    note(m[2], m.index + m[0].length - m[2]!.length, singularAllowed, m.index, count);
  }
  for (const m of sentence.matchAll(OWNER)) {
    if (PROTECTING_BEFORE.test(before(m.index))) continue;
    const after = sentence.slice(m.index + m[0].length);
    if (PROTECTION_AFTER.test(after) || DENIED_AFTER.test(after)) continue;
    note(m[1], m.index, true, m.index);
  }
  for (const m of sentence.matchAll(DATA_OF)) {
    const surface = m[1] ?? m[2] ?? m[3];
    const at = m[2] ? m.index : m.index + m[0].length - surface!.length;
    if (m[1] && !namesOnly(m[0].slice(0, -m[1].length).replace(/^\S+\s+\S+(?:\s+to)?\s+/, ''))) continue;
    if (MANAGES_BEFORE.test(before(m.index))) continue;
    if (DENIED_AFTER.test(sentence.slice(m.index + m[0].length))) continue;
    note(surface, at, true, m.index, m[1] ? m[0] : undefined);
  }
  for (const m of sentence.matchAll(AFFECTED)) {
    if (m[2] && AUDIENCE_ONLY.has(groupOf(m[2]) ?? '')) continue;
    if (m[2] && CONTACT_VERB.test(m[0]) && HELPERS.has(groupOf(m[2]) ?? '')) continue;
    if (m[2] && !namesOnly(m[0].slice(0, -m[2].length).replace(NOTICE_HEAD, ''))) continue;
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 8);
    if (m[1] && SPOKEN_VERB.test(m[0]) && !PASSIVE.test(m[0]) && SPEAKS_AFTER.test(after)) continue;
    const surface = m[1] ?? m[2];
    note(surface, m[1] ? m.index : m.index + m[0].length - (m[2]?.length ?? 0), false, m.index);
  }
  for (const m of sentence.matchAll(COMPENSATED)) note(m[1], m.index, false, m.index);
  if (REMEDY_WORDS.test(sentence))
    for (const m of sentence.matchAll(REMEDY_FOR))
      note(m[1], m.index + m[0].length - m[1]!.length, false, m.index);
  // CLAIMANTS and SUING scan the whole group alternation again: only sentences with their verbs pay for it.
  if (CLAIM_WORDS.test(sentence))
    for (const m of sentence.matchAll(CLAIMANTS)) {
      const surface = m[1] ?? m[2]!;
      // "Eligible class members": the settlement's legal term for whoever the text names as hit.
      if (/\bclass\s+\S+$/i.test(m[0])) continue;
      if (NOT_VICTIMS.has(groupOf(surface) ?? '')) continue;
      note(surface, m[1] ? m.index : m.index + m[0].length - surface.length, false, m.index);
    }
  if (THEIR_WORDS.test(sentence))
    for (const m of sentence.matchAll(THEIR_DATA)) {
      // The loss verb must sit by the data: just before "their" or just after the data noun.
      const end = m.index + m[0].length;
      const near = sentence.slice(Math.max(m.index + m[1]!.length, end - 60), end + 30);
      if (LOSS_VERB.test(near) && !PROTECT_THEIR.test(near)) note(m[1], m.index, false, m.index);
    }
  if (SUE_WORDS.test(sentence))
    for (const m of sentence.matchAll(SUING))
      if (!NOT_VICTIMS.has(groupOf(m[1]!) ?? '')) note(m[1], m.index, false, m.index);
  if (BROUGHT_WORDS.test(sentence))
    for (const m of sentence.matchAll(BROUGHT_BY)) {
      const gap = m[1]!.trim();
      if (gap && !gap.split(/\s+/).every((word) => POSSESSIVE_NAME.test(word) || namesOnly(word))) continue;
      if (NOT_VICTIMS.has(groupOf(m[2]!) ?? '')) continue;
      note(m[2], m.index + m[0].length - m[2]!.length, false, m.index);
    }
  if (/\bon\s+behalf\b/i.test(sentence))
    for (const m of sentence.matchAll(CLAIMS_ON_BEHALF)) {
      if (
        !m[1]!
          .trim()
          .split(/\s+/)
          .every((word) => NAME_GAP_WORD.test(word))
      )
        continue;
      const end = m.index + m[0].length;
      if (NAME_CONTINUES.test(sentence.slice(end, end + 20))) continue;
      note(m[2], end - m[2]!.length, false, m.index);
    }
  for (const m of sentence.matchAll(WHAT_TO_DO)) note(m[1], m.index + m[0].indexOf(m[1]!, 5), false, m.index);
  LIST_NEXT.lastIndex = 0;
  const lists = LIST_NEXT.test(sentence) ? { sentence, check } : null;
  LIST_NEXT.lastIndex = 0;
  return { noted, lists };
}, 16_384);

/** The kinds of people affected, in order of first mention, as plural lower-case groups. */
export function findImpacted(sentences: readonly string[]): string[] {
  const firstSeen = new Map<string, number>();
  const counted = new Set<string>();
  const countsOf = new Map<string, Set<string>>();
  sentences.forEach((fullSentence, sentenceIndex) => {
    const groups = groupsInSentence(fullSentence);
    if (!groups) return;
    const add = ({ group, at, counted: withCount, number }: Noted): void => {
      if (withCount) {
        counted.add(group);
        if (number) countsOf.set(group, (countsOf.get(group) ?? new Set()).add(number));
      }
      const position = sentenceIndex * 100_000 + at;
      if (!firstSeen.has(group) || position < firstSeen.get(group)!) firstSeen.set(group, position);
    };
    groups.noted.forEach(add);
    if (!groups.lists) return;
    const { sentence, check } = groups.lists;
    const note = (...args: Parameters<NoteCheck>): void => {
      const found = check(...args);
      if (found) add(found);
    };
    // Lists chain: repeat until no new group joins (each pass can extend a list by one).
    for (let added = true; added;) {
      added = false;
      LIST_NEXT.lastIndex = 0;
      for (const m of sentence.matchAll(LIST_NEXT)) {
        const left = groupOf(m[1]!);
        const right = groupOf(m[2]!);
        if (!left || !right || firstSeen.has(left) === firstSeen.has(right)) continue;
        // Either side joins the other: "staff and patient records" as much as "employees and applicants".
        if (firstSeen.has(left)) note(m[2], sentence.indexOf(m[2]!, m.index + m[0].length), true, m.index);
        else note(m[1], m.index, true, m.index);
        added ||= firstSeen.has(left) && firstSeen.has(right);
      }
    }
  });
  if (firstSeen.size > 1 && firstSeen.has(GENERIC) && !counted.has(GENERIC)) firstSeen.delete(GENERIC);
  // "200 million users' search histories" and "cautioned over 200 million subscribers": the narrower name with the
  // count of the broader one is the same people counted twice.
  const serviceCounts = new Set(SERVICE_PEOPLE.flatMap((group) => [...(countsOf.get(group) ?? [])]));
  if (SERVICE_PEOPLE.some((group) => firstSeen.has(group)))
    for (const group of SAME_PEOPLE)
      if (!counted.has(group) || [...(countsOf.get(group) ?? [])].some((n) => serviceCounts.has(n)))
        firstSeen.delete(group);
  return [...firstSeen.entries()].sort((a, b) => a[1] - b[1]).map(([group]) => group);
}
