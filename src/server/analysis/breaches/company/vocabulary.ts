// The word sets that say what is no victim's name, or where a name stops: headline and breach words (STOP_WORDS,
// with the verbs of the subject pattern), descriptors, nationalities, places, attackers, regulators, reporters and
// generic nouns for a body.
import { MONTH_ABBREVIATIONS, MONTH_NAMES, WEEKDAY_NAMES } from '../../text/calendar-words';

// Words that are never part of an organisation's name in a breach headline. Case does not matter
// (headlines capitalise every word), so they are what separates a name from the words around it.
export const STOP_WORDS = new Set([
  // function words and headline filler
  ...(
    'a an the to in on at for with by from after over amid as into about against via than before during since ' +
    'if or but not no yes is are was were be been being has have had will would could should may might must can ' +
    "it its it's their they them he she his her we our you your i this that these those who whom whose which what " +
    // "Several alumni sue …", "Information Regarding Customer Data Breach", "'Widespread' breach": headline words
    'several multiple numerous various regarding concerning widespread ongoing unprecedented looking ' +
    "when where why how here here's there all some any many more most much other another such each every both " +
    'just only also still even now then again up down out off new latest recent recently today yesterday week ' +
    // section labels a feed runs into the next sentence ("Summary Bitdefender's October Threat Debrief")
    'key takeaways summary exclusive breaking live update updates alert alerts report reports reported reportedly ' +
    'explainer analysis opinion watch video photos read full story news allegedly reportedly hacktivist hacktivists ' +
    'impact concealing accuses accused historic record country country’s vouchers voucher pledges result results ' +
    'securities fraud stocks stock thief laptop hq headquarters raid raids raided demands demand orders ' +
    'vendor vendors catastrophic potentially issues scare authorities investigate investigated ' +
    // sentence adverbs that start a catalogue sentence ("Originally hacked in 2012")
    'originally initially previously subsequently later apparently ultimately additionally consequently ' +
    'separately meanwhile earlier whilst while although though ' +
    // headline nouns that are nobody's name
    'someone somebody backlash person persons commissioner steals local handing placing historical inaccurate ' +
    'debrief findings staffers ' +
    // attacker groups, so that "Gainsight ShinyHunters" is not one name
    'shinyhunters cl0p clop lapsus rhysida akira qilin lockbit blackcat alphv medusa interlock nightspire warlock ' +
    'ransomhub everest safepay lynx bianlian dragonforce deadlock ' +
    // quantities
    'thousands millions hundreds dozens billions nearly over almost around about approximately some least half ' +
    'two three four five six seven eight nine ten million billion thousand hundred mln bn ' +
    // breach vocabulary
    'data breach breaches breached hack hacks hacked hacking hacker hackers cyber cyberattack cyberattacks ' +
    'cybersecurity cyber-attack cyber-attacks attack attacks attacked attackers ransomware leak leaks leaked ' +
    'security incident incidents information info privacy exposed exposes exposure stolen stole steal theft ' +
    'compromised compromise accessed access unauthorised unauthorized personal sensitive private details records ' +
    'files database credentials passwords password emails email addresses numbers malware phishing extortion ' +
    // how an attacker got in ("CCTV Hacked Using Default Password")
    'using default ' +
    'behalf dark web claims claim claimed probe probes investigation investigations investigating investigates ' +
    'lawsuit lawsuits settlement settlements class action suit compensation fine fined penalty payout ' +
    "victims victim threat threats actor actors gang gangs group's crew hit hits affected affecting impacted " +
    // anchor verbs (a name ends before them)
    'confirms confirmed confirm discloses disclosed disclose reveals revealed reveal suffers suffered suffer ' +
    'says said say admits admitted admit notifies notified notify notifying announces announced warns warned ' +
    'tells told emails emailed apologises apologizes apologised apologized apologise apologize denies denied ' +
    'faces faced face acknowledges acknowledged informs informed urges urged agrees agreed settles settled ' +
    'pays pay paying sued sues targeted targets target detected discovered experienced sustained ' +
    'launches launched begins starts offers offered must needs blames blamed links linked reaches ' +
    'unveils unveiled plans plan opens closes cuts adds wins loses seeks sets gets takes makes gives shows finds ' +
    'calls asks moves pushes rises falls drops jumps sees eyes weighs vows slams blasts backs bans blocks buys ' +
    'sells handed hands details rejects resigns ends fix fixes restores resumes halts shuts scrambles rushes ' +
    'questioned questions summoned charged arrested accused accuses sentenced jailed reveals ordered orders ' +
    "gov't govt bold step steps way ways deal deals plan plans move hit-by eligible bill " +
    'shakes rocks strikes sparks triggers prompts raises leaves puts sends draws fuels ' +
    // group nouns
    'customers customer users user clients client patients patient employees employee staff members member ' +
    'students student individuals people subscribers passengers residents donors workers applicants alumni ' +
    'households children pupils voters taxpayers citizens consumers account accounts holders drivers ' +
    "worker taxpayer shoppers investors third-party third party vendor's supplier's " +
    'parents families teachers officers guests travellers travelers visitors complainants ' +
    // adjectives and titles
    'massive major huge big biggest large largest serious significant alleged suspected possible potential ' +
    'popular famous notorious leading top former interim chief ceo founder boss head ' +
    // Title Case headline verbs that glue onto a name ("Neon Goes Offline", "Belkorp Provides Notice")
    'goes going embeds provides notice detects closed spies stealing published sue suing claiming alleges slow ' +
    'impacts impacting extends irks busted ' +
    'alleging contest repeated unpatched vulnerable agent through suits scale offline internal ' +
    "executive executives officials official government's firms companies " +
    // plural subjects of the plural verb forms ("Analysts warn")
    'analysts researchers experts investigators regulators lawmakers critics scientists'
  ).split(' '),
  // months and days ("may" the modal verb is a function word above anyway)
  ...MONTH_NAMES,
  ...MONTH_ABBREVIATIONS,
  ...WEEKDAY_NAMES,
]);

// Leading words that describe an organisation ("e-commerce giant Coupang"): the name starts after them.
export const DESCRIPTORS = new Set(
  (
    'giant firm company maker carmaker automaker retailer provider platform operator service services app ' +
    'startup exchange insurer lender chain brand website site vendor supplier contractor community forum ' +
    "processor marketplace developer publisher outlet network hospital clinic hosting manufacturer bank's " +
    'wallet hardware isp telco ' +
    'conglomerate behemoth titan heavyweight unit subsidiary owner parent'
  ).split(' '),
);

const NATIONALITIES = new Set(
  (
    'american british english scottish welsh irish canadian australian french german spanish italian dutch ' +
    'belgian swiss austrian swedish norwegian danish finnish polish czech russian ukrainian romanian greek ' +
    'turkish israeli iranian indian pakistani chinese japanese korean south north taiwanese vietnamese thai ' +
    'filipino indonesian malaysian singaporean kenyan nigerian african european asian mexican brazilian ' +
    'argentine chilean colombian afghan hungarian portuguese czech slovak bulgarian serbian croatian lithuanian ' +
    'latvian estonian egyptian saudi emirati qatari us u.s. uk u.k. eu victorian kiwi aussie brit briton ' +
    'californian texan bangladeshi lankan nepali senegalese ethiopian ghanaian moroccan algerian tunisian ' +
    'lebanese jordanian kuwaiti omani bahraini iraqi syrian yemeni sudanese somali ugandan tanzanian rwandan ' +
    'zambian zimbabwean cameroonian ivorian congolese peruvian venezuelan ecuadorian bolivian uruguayan ' +
    'paraguayan cuban jamaican haitian panamanian guatemalan honduran mongolian kazakh uzbek armenian ' +
    'azerbaijani belarusian moldovan moldavian scot slovenian bosnian albanian icelandic maltese cypriot burmese cambodian'
  ).split(' '),
);

/** A nationality or demonym, also in the plural: "Koreans", "Americans", "Victorians", "Londoners". */
export const isNationality = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (NATIONALITIES.has(lower) || (lower.endsWith('s') && NATIONALITIES.has(lower.slice(0, -1)))) return true;
  // People of a place: the place and an -er/-ian/-ite ending ("Londoners", "Parisians", "Torontonians").
  const stem = /^(.{3,}?)(?:ers?|ians?|ites?|nians?)$/.exec(lower)?.[1];
  return stem !== undefined && (isPlace(stem) || isPlace(stem.replace(/e$/, '')));
};

// Languages a text names after "in" ("subtitles in Portuguese Legendas.TV"), where a nationality is no place.
export const LANGUAGES = new Set(
  'english portuguese spanish french german russian chinese japanese korean italian arabic dutch turkish polish hindi'.split(
    ' ',
  ),
);

// A name that starts with a title is a person's: "Sir Ben Wallace says".
export const HONORIFICS = new Set(
  'sir dame lord lady dr mr mrs ms prince princess king queen president senator judge justice rep mp pm minister'.split(
    ' ',
  ),
);

// Capitalised headline words that are names of nothing when they stand alone ("Per Customer", "Following the
// breach", "Explicit Student Files"), and political parties, which are never the breached organisation here.
export const NOT_NAMES = new Set(
  (
    'per following explicit insider river era chill surprisingly stalkerware labour tory tories conservatives ' +
    'democrats republicans gop scams scam fears fear fallout details everything inside here what why how ' +
    'report exclusive update urgent breaking alert warning'
  ).split(' '),
);

// Political parties are never the breached organisation here, wherever they stand in a name.
export const PARTIES = new Set('labour tory tories conservatives democrats republicans gop'.split(' '));

// Words that make a name only with the place before them ("Korean Air", "Australia Post", "Korea Telecom").
export const COMMON_NAME_WORDS = new Set(
  'air airlines airways bank savings telecom post railway railways rail times herald motors electric energy gas water power insurance card credit mail broadcasting'.split(
    ' ',
  ),
);

// Words after a name that say who at the organisation, not which organisation: "Coinbase Support Agent".
export const TRAILING_ROLES = new Set(
  'support agent agents employee employees officer officers official officials spokesperson contractor contractors worker workers investors shareholders driver drivers leader leaders'.split(
    ' ',
  ),
);

// Attackers, regulators, reporters and law firms appear in the same sentences as the victim.
export const NOT_VICTIMS = new Set(
  (
    'shinyhunters|cl0p|clop|lapsus|scattered spider|lazarus|rhysida|akira|qilin|lockbit|blackcat|alphv|medusa|' +
    'interlock|nightspire|warlock|crimson collective|black basta|salt typhoon|ransomhub|everest|safepay|lynx|' +
    'bianlian|brain cipher|dragonforce|play|inc ransom|hunters international|noname057|killnet|anonymous|' +
    'shiny hunters|scattered lapsus hunters|deadlock|evasive panda|commissioners office|commissioner office|' +
    'ico|information commissioner|information commissioners office|odpc|npc|national privacy commission|pdpc|' +
    'sec|fbi|cisa|ftc|doj|department of justice|justice department|attorney general|privacy commissioner|' +
    'reuters|bloomberg|techcrunch|bleepingcomputer|bleeping computer|yonhap|ap|afp|bbc|cnn|sky news|the register|' +
    'techradar|the record|cybernews|have i been pwned|hibp|troy hunt|vulncheck|mandiant|group ib|hudson rock|zachxbt|' +
    'globe newswire|prnewswire|business wire|edelson lechtzin|lynch carpenter|schubert jonckheer and kolbe|' +
    'migliaccio and rathod|google|microsoft|apple|nyse|nasdaq|kospi|kosdaq|lse|asx|tsx|' +
    // breach-data brokers and software named in breach write-ups
    'vigilante pw|dehashed|pwned|mysql|md5|sha1|bcrypt|vbulletin|ip board|mybb|phpbb|wordpress|sql|telegram|' +
    // where exposed data sat or was posted, not whose it was
    'firebase|mongodb|mongo db|elasticsearch|kibana|s3|amazon s3|pastebin|gravatar|tor'
  ).split('|'),
);
// Big platforms are often named as the place data was posted or the advice-giver, but they are also
// breached: they stay possible when the text names them as the breached party (pattern weight).
// Security vendors and researchers are named as the ones who found or reported a breach far more often than
// as its victim.
export const SOFT_NOT_VICTIMS = new Set([
  'google',
  'microsoft',
  'apple',
  'vbulletin',
  'malwarebytes',
  'check point',
  'sophos',
  'kaspersky',
  'eset',
  'crowdstrike',
  'palo alto networks',
  'unit 42',
  'recorded future',
  'darktrace',
  'proofpoint',
  'sentinelone',
  'bitdefender',
  'comparitech',
  'upguard',
  'resecurity',
  'hackread',
  'pondurance',
  'searchlight cyber',
  'searchlight',
]);

// Nouns that only describe an organisation ("the Group", "the carrier") when they stand alone.
export const GENERIC_NAMES = new Set(
  (
    'group company firm council university hospital bank agency carrier government ministry department police ' +
    'school church airline exchange platform service provider retailer giant operator app website site network networks ' +
    "board office authority commission union federation association trust city county state state's agencies " +
    'town village borough municipality district province region ' +
    'health system systems court minister ministers lawmakers parliament watchdog regulator prosecutors api isp ddos ' +
    // a lone field or kind of body: "Food safety Administration", "Education Sector", "Cancer Center"
    'administration institute campaign sector center centre medical oncology pediatrics mortgage cellphone ' +
    // what is left of "Social Security breach" once "Security" is cut as breach vocabulary
    'social'
  ).split(' '),
);

// Bodies named after their place ("the council in Westminster" is Westminster's council) are left out.
export const LOCAL_BODIES = new Set(
  'council county borough city town village municipality district province region state government police'.split(
    ' ',
  ),
);
export const GENERIC_ALTERNATION = `(?:${[...GENERIC_NAMES].filter((n) => !LOCAL_BODIES.has(n)).join('|')})`;

export const PLACES = new Set(
  (
    'south korea|korea|north korea|china|russia|iran|us|usa|united states|america|uk|united kingdom|britain|' +
    'great britain|england|scotland|wales|ireland|northern ireland|canada|australia|new zealand|india|japan|france|' +
    'germany|spain|italy|netherlands|europe|eu|european union|singapore|hong kong|taiwan|philippines|israel|' +
    'kenya|nigeria|ghana|south africa|brazil|mexico|london|seoul|washington|texas|california|new york|ontario|' +
    'victoria|sweden|norway|denmark|finland|poland|romania|ukraine|turkey|vietnam|thailand|indonesia|malaysia|' +
    'afghanistan|pakistan|bangladesh|iraq|syria|egypt|argentina|chile|colombia|peru|portugal|greece|belgium|' +
    'austria|switzerland|czechia|hungary|slovakia|bulgaria|serbia|croatia|lithuania|latvia|estonia|angola|senegal'
  ).split('|'),
);

// Cities and regions that headlines name as the place of an incident or of its people ("Londoners told …",
// "services run from London to Edinburgh"). Apart from PLACES because many names start with one ("Boston
// Scientific", "Edinburgh Airport"): only a whole name that is one of them is a place.
export const CITIES = new Set(
  (
    'london|edinburgh|glasgow|manchester|birmingham|dublin|paris|berlin|tokyo|sydney|melbourne|auckland|' +
    'toronto|vancouver|montreal|chicago|boston|quebec|alberta|queensland'
  ).split('|'),
);
export const isPlace = (key: string): boolean => PLACES.has(key) || CITIES.has(key);
// The head nouns of a name a plural's possessive opens: "Artisans' Bank", "Customers' Bank", "Children's Center".
export const POSSESSIVE_NAME_HEADS = new Set(
  'bank hospital center centre school college association union fund council society club trust federation league foundation museum institute system'.split(
    ' ',
  ),
);
// Every other country and every US state, as whole names only ("e-visa data breach in Somalia", "Vermont man who
// admitted to hacking"): alone, a country or state is where a breach happened, never the organisation. Not in PLACES,
// which also trims a leading place off a name ("UK Capita"), because many names start with these ("Georgia Tech").
export const WHOLE_PLACES = new Set(
  (
    'albania|algeria|andorra|antigua and barbuda|armenia|azerbaijan|bahamas|bahrain|barbados|belarus|belize|benin|' +
    'bhutan|bolivia|bosnia and herzegovina|botswana|brunei|burkina faso|burundi|cabo verde|cambodia|cameroon|' +
    'central african republic|chad|comoros|congo|costa rica|cote d ivoire|ivory coast|cuba|cyprus|djibouti|dominica|' +
    'dominican republic|ecuador|el salvador|equatorial guinea|eritrea|eswatini|ethiopia|fiji|gabon|gambia|georgia|' +
    'grenada|guatemala|guinea|guinea bissau|guyana|haiti|honduras|iceland|jamaica|jordan|kazakhstan|kiribati|kosovo|' +
    'kuwait|kyrgyzstan|laos|lebanon|lesotho|liberia|libya|liechtenstein|luxembourg|madagascar|malawi|maldives|mali|' +
    'malta|marshall islands|mauritania|mauritius|micronesia|moldova|monaco|mongolia|montenegro|morocco|mozambique|' +
    'myanmar|namibia|nauru|nepal|nicaragua|niger|north macedonia|oman|palau|palestine|panama|papua new guinea|' +
    'paraguay|qatar|rwanda|saint lucia|samoa|san marino|saudi arabia|seychelles|sierra leone|slovenia|' +
    'solomon islands|somalia|south sudan|sri lanka|sudan|suriname|tajikistan|tanzania|timor leste|togo|tonga|' +
    'trinidad and tobago|tunisia|turkmenistan|tuvalu|uganda|united arab emirates|uae|uruguay|uzbekistan|vanuatu|' +
    'venezuela|yemen|zambia|zimbabwe|nsw|new south wales|tasmania|south australia|western australia|northern territory|alabama|alaska|arizona|arkansas|colorado|connecticut|delaware|florida|hawaii|' +
    'idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|' +
    'mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|north carolina|north dakota|' +
    'ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|utah|vermont|virginia|' +
    'west virginia|wisconsin|wyoming'
  ).split('|'),
);

export const SUBJECT_VERBS_LIST =
  'confirms|confirmed|discloses|disclosed|reveals|revealed|reports|reported|suffers|suffered|suffer|says|said|admits|admitted|' +
  'notifies|notified|notifying|announces|announced|investigates|investigating|warns|warned|alerts|alerted|tells|told|' +
  'emails|emailed|apologises|apologizes|apologised|apologized|denies|denied|acknowledges|acknowledged|informs|informed|' +
  'experienced|experiences|sustained|detected|discovered|learned|identified|identifies|agrees|agreed|settles|settled|faces|faced|sued|' +
  'fined|penalised|penalized|begins|starts|urges|urged|offers|hit|hacked|breached|targeted|leaks|leaked|exposes|exposed|' +
  'unveils|details|handed|rejects|resigns|plans|to pay|to settle|to offer|to notify|to compensate|pays|must|will|under fire|in talks|' +
  'pledges|pledged|slips|slides|loses|raided|probed|questioned|summoned|obstructed|blamed|fires|compensates|' +
  'orders|looking into|probing|examining|reviewing|reaches|reached|' +
  // plural subjects ("LNER tell Scots customers", "Two banks warn")
  'tell|warn|confirm|reveal|notify|admit|disclose|alert|apologise|apologize';
// A headline verb glues onto the name in Title Case ("Coupang Obstructed Korean Probe"): the verbs of the
// subject pattern separate names like any stop word.
for (const verb of SUBJECT_VERBS_LIST.split('|')) if (!verb.includes(' ')) STOP_WORDS.add(verb);

// Kinds of name that are never the breached organisation, read on the final pick only (the ranker's candidates and
// features are unchanged): people named by a plural common noun or by a title alone ("MPs", "Twins", "Bishop"),
// militant and insurgent groups (the threat to a breach's victims, never the victim), regions of a country that the
// lists above do not hold ("West Bengal"), and US state abbreviations of a dateline or an office ("Pa. Attorney
// General").
export const PEOPLE_NOUNS = new Set(
  (
    'mps mp meps mep peers lords senators councillors councilors twins twin brothers sisters siblings couple ' +
    'bishop bishops archbishop cardinal pope priest priests pastor vicar rabbi imam judge judges magistrate ' +
    'activist activists lawyer lawyers teen teens teenager teenagers man men woman women boy boys girl girls ' +
    'son sons daughter daughters father mother parent mum mom dad widow victims survivors ministers'
  ).split(' '),
);
export const MILITANT_GROUPS = new Set(
  'taliban|hamas|hezbollah|hizbollah|isis|isil|islamic state|al qaeda|al qaida|al shabaab|boko haram|houthis|houthi|wagner group'.split(
    '|',
  ),
);
export const REGIONS = new Set(
  (
    'west bengal|uttar pradesh|madhya pradesh|andhra pradesh|arunachal pradesh|himachal pradesh|maharashtra|' +
    'karnataka|kerala|tamil nadu|gujarat|punjab|bihar|rajasthan|telangana|odisha|assam|jharkhand|haryana|' +
    'uttarakhand|chhattisgarh|goa|manipur|meghalaya|mizoram|nagaland|sikkim|tripura|jammu and kashmir|ladakh|' +
    'sindh|balochistan|khyber pakhtunkhwa|bavaria|catalonia|andalusia|lombardy|flanders|wallonia|quebec|' +
    'british columbia|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|yukon|nunavut'
  ).split('|'),
);
export const US_STATE_ABBREVIATIONS = new Set(
  'ala ariz ark calif colo conn del fla ga ill ind kan kans ky la md mass mich minn miss mo mont neb nev okla ore pa tenn tex va vt wash wis wisc wyo'.split(
    ' ',
  ),
);
// Australian states as outlets write them before or after a body's name ("WA Legal Practice Board", "Legal Practice
// Board of WA"); "NSW" is among WHOLE_PLACES.
export const AU_STATE_ABBREVIATIONS = new Set('wa qld vic tas'.split(' '));
// News agencies whose credit a feed glues onto the next word ("ReutersSwedish prosecutors announced …").
export const GLUED_OUTLETS = ['Reuters', 'Bloomberg', 'AFP', 'Yonhap', 'BBC', 'CNN', 'TechCrunch'];
