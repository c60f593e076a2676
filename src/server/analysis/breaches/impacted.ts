// Finds the kinds of people a breach affected ("customers", "patients"), normalised to plural lower case.

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
define('drivers', 'driver|drivers');
define('merchants', 'merchant|merchants|businesses|sellers|retailers');
define('investors', 'investor|investors|shareholders');
define('policyholders', 'policyholder|policyholders|insureds|beneficiaries');
define('cardholders', 'cardholder|cardholders');
define('officers', 'officer|officers|police officers');
define('teachers', 'teacher|teachers|educators');
define('contractors', 'contractor|contractors|vendors|suppliers|partners');
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

// A group counted ("17,000 employees", "millions of users") or used as the owner of data ("customer data").
const COUNTED = new RegExp(
  String.raw`\b(?:\d[\d,.]*\s*(?:million|mln|mn|m|k|thousand|billion|bn|lakh|crore)?\+?|millions|thousands|hundreds|dozens|tens of thousands|hundreds of thousands|all|some|many|affected|impacted|former|current|past|existing|notified)\s+(?:of\s+)?(?:(?:its|their|the|[A-Z][\w&'’.-]*(?:'s|’s)?|[a-z]+(?:'s|’s)?)\s+){0,2}?(${FORM_ALTERNATION})\b`,
  'gi',
);
const OWNER = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})(?:['’]s?)?\s+(?:personal\s+|sensitive\s+|private\s+)?(?:data|information|info|details|records|accounts?|files|names|e-?mails?|email addresses|passwords|credentials|pii|ssns?|social security numbers|addresses|phone numbers)\b`,
  'gi',
);
const AFFECTED = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})\s+(?:of\s+(?:the\s+)?(?:[\w'’-]+\s+){1,3}?)?(?:who|whose|were|was|have been|had been|may have been|are|potentially|possibly)?\s*(?:were\s+|been\s+)?(?:affected|impacted|exposed|notified|hit|compromised|caught up|warned|alerted)\b|\b(?:affect(?:ing|ed|s)?|impact(?:ing|ed|s)?|expos(?:ing|ed|es)|notif(?:y|ies|ied|ying)|alert(?:s|ed|ing)?|warn(?:s|ed|ing)?|e-?mail(?:s|ed|ing)?|tell(?:s|ing)?|told|urg(?:es|ed|ing))\s+(?:(?:its|their|the|some|all|many|affected|impacted|current|former)\s+){0,2}(${FORM_ALTERNATION})\b`,
  'gi',
);
// "impacted the personal information of over twenty thousand individuals", "Customers Whose Data May Have Been
// Compromised": the people whose data it was.
const DATA_OF = new RegExp(
  String.raw`\b(?:data|information|info|details|records|pii)\s+(?:of|about|belonging to)\s+(?:(?:[\d,.]+|countless|over|more than|nearly|about|around|up to|some|its|their|the|all|million|thousand|hundreds?|thousands?|millions?|tens|twenty|thirty|fifty)\s+){0,4}?(${FORM_ALTERNATION})\b|\b(${FORM_ALTERNATION})\s+whose\s+(?:personal\s+|sensitive\s+)?(?:data|information|details|records)\s+(?:may\s+have\s+been|might\s+have\s+been|was|were|has\s+been|had\s+been|is|are)\s+(?:compromised|exposed|stolen|accessed|affected|impacted|leaked)\b`,
  'gi',
);
// "employees and job applicants", "customers, drivers and merchants": a list continues a noted group.
const LIST_NEXT = new RegExp(
  String.raw`\b(${FORM_ALTERNATION})(?:['’]s?)?(?:\s*,\s*|\s+(?:and|or|&)\s+|\s*,\s*(?:and|or)\s+)(${FORM_ALTERNATION})\b`,
  'gi',
);
// Phrases where a group noun is not the people affected.
const NOT_AFFECTED =
  /^(?:customer|client|user|member)\s+(?:service|support|care|relationship|experience|management|interface|agent)/i;

function groupOf(surface: string): string | null {
  const form = surface.toLowerCase().replace(/\s+/g, ' ');
  return GROUPS[form] ?? null;
}

/** The kinds of people affected, in order of first mention, as plural lower-case groups. */
export function findImpacted(sentences: readonly string[]): string[] {
  const firstSeen = new Map<string, number>();
  sentences.forEach((sentence, sentenceIndex) => {
    const note = (surface: string | undefined, at: number, singularAllowed: boolean): void => {
      if (!surface) return;
      if (NOT_AFFECTED.test(sentence.slice(at, at + 40))) return;
      if (!singularAllowed && SINGULAR_FORMS.has(surface.toLowerCase())) return;
      const group = groupOf(surface);
      if (!group) return;
      const position = sentenceIndex * 100_000 + at;
      if (!firstSeen.has(group) || position < firstSeen.get(group)!) firstSeen.set(group, position);
    };
    for (const m of sentence.matchAll(COUNTED)) note(m[1], m.index + m[0].length - m[1]!.length, true);
    for (const m of sentence.matchAll(OWNER)) note(m[1], m.index, true);
    for (const m of sentence.matchAll(DATA_OF)) {
      const surface = m[1] ?? m[2];
      note(surface, m[1] ? m.index + m[0].length - m[1].length : m.index, true);
    }
    for (const m of sentence.matchAll(AFFECTED)) {
      const surface = m[1] ?? m[2];
      note(surface, m[1] ? m.index : m.index + m[0].length - (m[2]?.length ?? 0), false);
    }
    // Lists chain: repeat until no new group joins (each pass can extend a list by one).
    for (let added = true; added;) {
      added = false;
      LIST_NEXT.lastIndex = 0;
      for (const m of sentence.matchAll(LIST_NEXT)) {
        const left = groupOf(m[1]!);
        const right = groupOf(m[2]!);
        if (!left || !right || firstSeen.has(left) === firstSeen.has(right)) continue;
        // Either side joins the other: "staff and patient records" as much as "employees and applicants".
        if (firstSeen.has(left)) note(m[2], m.index + m[0].length - m[2]!.length, true);
        else note(m[1], m.index, true);
        added ||= firstSeen.has(left) && firstSeen.has(right);
      }
    }
  });
  return [...firstSeen.entries()].sort((a, b) => a[1] - b[1]).map(([group]) => group);
}
