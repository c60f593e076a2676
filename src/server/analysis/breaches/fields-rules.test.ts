// The rules for data_type and groups impacted added from the tuning parts' errors (issue 19, part B), one class
// each, on invented text shaped like the tuning data's.
import { describe, expect, it } from 'vitest';
import { dominantDataType, findDataKinds } from './dataKinds';
import { findImpacted } from './impacted';

const groups = (...sentences: string[]): string[] => findImpacted(sentences);
const kinds = (...sentences: string[]): string[] => findDataKinds(sentences);

describe('groups: one person is no group', () => {
  it('leaves out the insider named in the singular', () => {
    expect(groups('The regulator disputed the claim that a former employee breached the system.')).toEqual(
      [],
    );
    expect(
      groups('A former customer-support agent was arrested over a breach that exposed limited user data.'),
    ).toEqual(['users']);
  });
  it('still counts former staff in the plural', () => {
    expect(groups('Data of current and former employees was stolen.')).toEqual(['employees']);
  });
});

describe('groups: counts that describe the organisation', () => {
  it.each([
    'Personal data was sent by mistake to a sports club with 140,000 members.',
    'The borough, which has 147,500 residents, said some data had been copied.',
    'Hackers attacked a platform used by clinics to manage the records of 1.8 million individuals.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
  it('a breach "with" a count of people is still one', () => {
    expect(groups('Ransomware claims its latest victim, with millions of Acme customers at risk.')).toEqual([
      'customers',
    ]);
  });
});

describe('groups: who speaks is not who was hit', () => {
  it('leaves out the people spoken for and the people who warn', () => {
    expect(groups('"I apologize on behalf of all employees," the founder said.')).toEqual([]);
    expect(
      groups(
        'Security researchers and community members warned that the exposure raises the odds of phishing.',
      ),
    ).toEqual([]);
  });
  it('keeps the people spoken for when the text says they were hit', () => {
    expect(
      groups(
        'The firm is investigating claims on behalf of all individuals whose personal information was compromised.',
      ),
    ).toEqual(['individuals']);
  });
  it('keeps the people who were warned', () => {
    expect(groups('More than 100,000 households warned after cyber attack on council.')).toEqual([
      'residents',
    ]);
  });
});

describe('groups: a question asserts nothing', () => {
  it('leaves out groups inside "whether"', () => {
    expect(
      groups(
        'The council was checking whether it contained any personal details of residents, customers or tenants.',
      ),
    ).toEqual([]);
  });
  it('"impacted" still asserts the impact inside a question', () => {
    expect(groups("It's unknown whether the firm notified impacted individuals.")).toEqual(['individuals']);
  });
  it('the question ends at its clause', () => {
    expect(
      groups('It is unclear whether the attackers were paid, and 5,000 customers were affected.'),
    ).toEqual(['customers']);
  });
});

describe('groups: the people a settlement pays', () => {
  it.each([
    ['AT&T customers can still claim up to $7,500 from $177M data breach settlement', 'customers'],
    ['Acme customers could get $7,500 of the data breach settlement, if eligible.', 'customers'],
    ['Eligible Acme Vision Care customers have until December 11 to claim compensation.', 'customers'],
  ])('%s', (sentence, group) => {
    expect(groups(sentence)).toEqual([group]);
  });
  it('not people who merely could get something', () => {
    expect(groups('Customers can get help at the support page.')).toEqual([]);
  });
});

describe('groups: the people who sue', () => {
  it.each([
    ['Several alumni sue University of Pennsylvania following cybersecurity breach', 'alumni'],
    ['Patients file class action lawsuit over clinic data breach', 'patients'],
  ])('%s', (sentence, group) => {
    expect(groups(sentence)).toEqual([group]);
  });
});

describe('groups: notices, quantifiers and unknown counts', () => {
  it.each([
    ['Renault informed customers that it had been the victim of a cyber attack.', 'customers'],
    ['Suburbs urge residents to reset passwords after data breach at vendor.', 'residents'],
    ['The insurer confirmed a breach affecting most customers.', 'customers'],
    ['The incident impacted the personal information of an unknown number of patients.', 'patients'],
    [
      'The incident compromised protected health information ("PHI") of an unknown number of patients.',
      'patients',
    ],
  ])('%s', (sentence, group) => {
    expect(groups(sentence)).toEqual([group]);
  });
});

describe('groups: lists with a modifier or a gloss', () => {
  it('follows "customers, delivery drivers (Dashers), and merchants"', () => {
    expect(
      groups(
        'The incident exposed the personal information of some customers, delivery drivers (Dashers), and merchants.',
      ),
    ).toEqual(['customers', 'drivers', 'merchants']);
  });
});

describe('groups: owners of a named store of data', () => {
  it.each([
    ['Hackers gained access to its customer communication database last month.', 'customers'],
    ['The attack may have compromised sensitive client and internal data of major banks.', 'clients'],
  ])('%s', (sentence, group) => {
    expect(groups(sentence)).toEqual([group]);
  });
});

describe('data kinds: a question or a worry asserts nothing', () => {
  it.each([
    'The council was checking whether it contained any personal or financial details of residents.',
    'The attack raised concerns over both personal and non-public banking information.',
  ])('no financial kind in %s', (sentence) => {
    expect(dominantDataType(kinds(sentence))).not.toBe('financial');
  });
  it('a worry about protecting data that was taken still names it', () => {
    expect(
      dominantDataType(
        kinds(
          'The centre reported a breach, raising concerns about the security of sensitive patient and employee information.',
        ),
      ),
    ).toBe('health');
  });
});

describe('data kinds: a contrast cut off before its verb', () => {
  it('says nothing about the kinds it lists', () => {
    const found = kinds(
      'Substack is notifying users that email addresses and phone numbers were exposed.',
      'The CEO said that a hacker had accessed internal data in October 2025, but that passwords, credit card numbers, and other .',
    );
    expect(found).not.toContain('passwords');
    expect(found).not.toContain('payment card data');
    expect(dominantDataType(found)).toBe('personal');
  });
  it('a finished contrast that states a loss still counts', () => {
    expect(kinds('Names were taken, but attackers also stole passwords and other .')).toContain('passwords');
  });
});

describe('data kinds: the name of a body or a law', () => {
  it('is no data', () => {
    expect(
      kinds('The Personal Information Protection Commission urged the retailer to take down its findings.'),
    ).toEqual([]);
  });
});

describe('data kinds: folders are internal documents', () => {
  it('files a claim of stolen folders as technical', () => {
    expect(
      dominantDataType(
        kinds('The group shared a screenshot showing folders of "topic files," claiming to hold the data.'),
      ),
    ).toBe('technical');
  });
});

describe('data kinds: what a claim form asks for', () => {
  it('is no data taken', () => {
    expect(
      kinds(
        'According to the form, those filing a claim must either provide a class member ID, email address, account number or full name.',
        '"Please provide the Class Member ID found on the notice, as well as the account number or email address," the site said.',
      ),
    ).toEqual([]);
  });
});

describe('data kinds: a data phrase that names the breach', () => {
  it('"internal data breach findings" names no internal documents', () => {
    expect(kinds('The retailer was told to remove its internal data breach findings.')).toEqual([]);
    expect(kinds('Mail folders were copied.')).toEqual([]);
  });
});

describe('data kinds: how investigators find an attacker', () => {
  it('is no data taken', () => {
    expect(kinds('Police say tracking data breach suspect using IP address')).toEqual([]);
  });
  it('an IP address taken in the breach still counts', () => {
    expect(kinds('The hackers stole names and IP addresses.')).toEqual(['names', 'IP addresses']);
  });
});

describe('groups: the owners of "their data" that was lost', () => {
  it.each([
    [
      'The airline’s customers have voiced their disappointment after cybercriminals released their personal data on the dark web.',
      'customers',
    ],
    ['Patients who had their records stolen will be contacted.', 'patients'],
  ])('%s', (sentence, group) => {
    expect(groups(sentence)).toEqual([group]);
  });
  it('not advice to protect their data', () => {
    expect(groups('Customers should protect their data from being stolen.')).toEqual([]);
  });
});

describe('groups: who sues or claims for something else', () => {
  it.each([
    'Investors can claim compensation for their losses on the shares.',
    'Shareholders sue Acme after its stock fell on the breach news.',
    'Attorneys filed a class action lawsuit against the clinic.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
});

describe('groups: a count of people in a sentence about something else', () => {
  it.each([
    'Earlier this year, the company laid off around 1,750 employees, or 8.5 percent of its workforce.',
    'The clinic has been delivering care to more than 40,000 people annually since 1979.',
    'The payment platform is used by hundreds of other retailers, including well-known brands.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
  it('still counts the people a breach sentence names', () => {
    expect(groups('Nearly a million patients hit by dialysis ransomware attack.')).toEqual(['patients']);
    expect(groups('The apology cited the inconvenience caused to millions of users.')).toEqual(['users']);
  });
});

describe('groups: breaches in general or another one like it', () => {
  it.each([
    'In similar breaches across higher education, impacted data may include student records and donor details.',
    'A similar cyber incident in September 2025 involved a data leak, impacting user information and orders.',
    'Such breaches can potentially expose government strategies and personal citizen information.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
  it('still reads the breach itself', () => {
    expect(groups('The cyber incident exposed the data of 40,000 students.')).toEqual(['students']);
  });
});

describe('groups: threatened, targeted after the breach, or offered a remedy', () => {
  it.each([
    ['Hacking group threatens to expose premium users of the site.', ['users']],
    ['Wallet users targeted in phishing scam following the data breach.', ['users']],
    [
      'The carrier will waive contract cancellation penalties for customers following the data breach.',
      ['customers'],
    ],
    ['The telecom will offer refunds for subscribers after the breach.', ['subscribers']],
  ])('%s', (sentence, expected) => {
    expect(groups(sentence)).toEqual(expected);
  });
  it('not a fee or a plan for people the text does not tie to the breach', () => {
    expect(groups('The bank charges fees for transfers abroad.')).toEqual([]);
  });
});

// Ninth-part round: per-article classes found on tuning parts 1–7 and 9 (the README says which held where).
describe('ninth part: another story linked from the text names nothing taken here', () => {
  it('leaves out the kinds and groups of a linked headline', () => {
    expect(
      kinds(
        'Related Reading: Investigator Identifies Address Linked to Hundreds of Crypto Wallets Losing Funds Across Chains',
      ),
    ).toEqual([]);
    expect(groups('Read more: Another retailer warns customers after their data was stolen')).toEqual([]);
  });
  it('keeps what the sentence says before the link', () => {
    expect(
      kinds('The breach exposed customer names and email addresses. Read more: Wallet flaw found'),
    ).toEqual(['names', 'email addresses']);
    expect(groups('The breach exposed the data of 5,000 customers. Related: Bank fined')).toEqual([
      'customers',
    ]);
  });
});

describe('ninth part: a hypothetical conditional asserts no loss', () => {
  it('leaves out what would be handed over', () => {
    expect(
      kinds(
        'If a victim fell for the scam and tried to log in to the spoof website, they would be handing over their credentials to criminals.',
      ),
    ).toEqual([]);
  });
  it('still reads a conditional that states the loss', () => {
    expect(kinds('If you shopped online last year, your card details were stolen.')).toEqual([
      'payment card data',
    ]);
  });
});

describe('ninth part: groups whose data the clause denies', () => {
  it.each([
    'The company stated that sensitive customer data and core operations were not affected.',
    'The firm said customer information remains secure after the intrusion.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
  it('still counts a group when the denial is about something else', () => {
    expect(groups('Customer data was stolen, but payment systems were not affected.')).toEqual(['customers']);
  });
});

describe('ninth part: people disciplined over a breach are not the people it hit', () => {
  it.each([
    'Secretary Fires Dozens Of Staffers Over Major Cyber Breach',
    'Among those fired were the chief information officer, the security chief, and 22 IT staffers.',
    'Police arrested three employees after the data breach.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
  it('still counts staff whose data was taken', () => {
    expect(groups('The breach exposed records of 2,000 staffers.')).toEqual(['employees']);
  });
});

describe('ninth part: owners of data phrased another way', () => {
  it.each([
    ['The breach exposed the personal data of an unspecified number of customers.', ['customers']],
    [
      "An unauthorized person obtained records containing customers' personally identifiable information.",
      ['customers'],
    ],
  ])('%s', (sentence, expected) => {
    expect(groups(sentence)).toEqual(expected);
  });
});

describe('ninth part: kinds named another way', () => {
  it("reads patients' records as health information", () => {
    expect(dominantDataType(kinds("Around 100 patients' records were accessed in the breach."))).toBe(
      'health',
    );
  });
  it('reads a proof-of-age ID as a government ID', () => {
    expect(kinds('Proof-of-age ID leaked in the data breach')).toEqual(['government ids']);
  });
});

describe('eleventh part: the remedy gate knows every remedy noun', () => {
  it.each([
    ['Coupang unveiled a compensation plan for customers worth 1.69 trillion won.', ['customers']],
    ['The carrier announced a compensation programme for subscribers on Monday.', ['subscribers']],
    ['KT will waive cancellation fees for users.', ['users']],
  ])('%s', (sentence, expected) => {
    expect(groups(sentence)).toEqual(expected);
  });
  it('still needs "for" and a group after the remedy', () => {
    expect(groups('Coupang unveiled a compensation plan worth 1.69 trillion won.')).toEqual([]);
  });
});

describe('eleventh part: kinds the text calls safe', () => {
  it('leaves out kinds said to be safe or secure', () => {
    expect(kinds('Coinbase said passwords and login keys were safe, so accounts were not at risk.')).toEqual(
      [],
    );
    expect(kinds('The firm said payment card data is secure.')).toEqual([]);
  });
  it('still reads a kind stated as taken in another clause', () => {
    expect(kinds('Hashed passwords were posted online; the payment systems were safe.')).toEqual([
      'passwords',
    ]);
  });
});

describe('eleventh part: a kind adjective shared by two data nouns', () => {
  it('reads "financial and operational data" as financial information', () => {
    const found = kinds('The gang leaked financial and operational data to the dark web.');
    expect(found).toContain('financial information');
    expect(dominantDataType(found)).toBe('financial');
  });
});

describe('eleventh part: a default or admin-panel password is the way in, not data taken', () => {
  it.each([
    'Hospital CCTV Hacked Using Default Password',
    'The developer made his password to the admin panel "Password1!".',
  ])('no kind in %s', (sentence) => {
    expect(kinds(sentence)).toEqual([]);
  });
  it('still reads passwords that were taken', () => {
    expect(kinds('Hackers stole hashed passwords for the admin accounts of 2,000 users.')).toEqual([
      'passwords',
    ]);
  });
});

describe("eleventh part: a count per period is the organisation's scale", () => {
  it.each([
    ['Airline with over 20 million passengers a year involved in customer data breach', ['customers']],
    ['The clinic network, treating 3 million patients annually, was hit by ransomware.', []],
  ])('%s', (sentence, expected) => {
    expect(groups(sentence)).toEqual(expected);
  });
  it('still counts the people the breach hit', () => {
    expect(groups('The breach exposed data of 20 million passengers.')).toEqual(['passengers']);
  });
});

describe('thirteenth part: a yes/no question asks about a kind, it does not state it', () => {
  it('leaves out a kind inside a question clause', () => {
    expect(kinds('Vendor breach exposes user email addresses – is your tax data safe?')).toEqual([
      'email addresses',
    ]);
    expect(kinds('Were any passwords taken?')).toEqual([]);
  });
  it('still reads a kind stated before the question', () => {
    expect(kinds('Hackers stole tax data. What should you do?')).toEqual(['financial information']);
  });
});

describe('thirteenth part: backups and firewall configurations are technical data', () => {
  it('reads configuration backups and firewall configurations', () => {
    expect(
      dominantDataType(kinds('Attackers rifled through a cache of firewall configuration backups.')),
    ).toBe('technical');
    expect(kinds('The intruders copied router configurations and server backups.')).toEqual([
      'infrastructure details',
    ]);
  });
  it('does not read a backup service or restoring from backups as data', () => {
    expect(kinds('Someone broke into the cloud backup service.')).toEqual([]);
    expect(kinds('The council restored its systems from the backups.')).toEqual([]);
  });
});

describe('thirteenth part: kinds the breach spared or excluded', () => {
  it('leaves out what the text says was spared', () => {
    expect(
      dominantDataType(kinds('The breach exposed names and emails but spared payment and login details.')),
    ).toBe('personal');
    expect(kinds('All account data excluding passwords was copied.')).not.toContain('passwords');
  });
});

describe('thirteenth part: what a firm makes is no data taken', () => {
  it('reads no wallets in "a producer of a hardware cryptocurrency wallet"', () => {
    expect(kinds('Ledger, a producer of a hardware cryptocurrency wallet, suffered a data breach.')).toEqual(
      [],
    );
    expect(kinds('The maker of crypto wallets was hacked.')).toEqual([]);
  });
  it('still reads wallets that were taken', () => {
    expect(kinds('The attackers drained cryptocurrency wallets of 300 users.')).toEqual([
      'cryptocurrency wallets',
    ]);
  });
});

describe('thirteenth part: owners of data phrased another way', () => {
  it('reads the group whose data of several kinds was compromised', () => {
    expect(
      groups(
        'Customers whose personal or call record information was compromised may be eligible for $7,500.',
      ),
    ).toEqual(['customers']);
  });
  it("reads a patient's medical histories and API user metadata", () => {
    expect(groups("The breach included patient's medical histories, diagnoses and treatments.")).toEqual([
      'patients',
    ]);
    expect(groups('A vendor breach exposed API user metadata.')).toEqual(['users']);
  });
});

describe("thirteenth part: a law firm's claims on behalf of a company's customers", () => {
  it('reads the group that ends the name', () => {
    expect(
      groups(
        'Edelson Lechtzin LLP is Investigating Data Privacy Claims on Behalf of Petco Health and Wellness Company, Inc. Customers',
      ),
    ).toEqual(['customers']);
  });
  it('reads no group inside an organisation name or after a plain "on behalf of"', () => {
    expect(groups('Investigating Claims on Behalf of Civil Service Employees Association Inc')).toEqual([]);
    expect(groups('"We apologise on behalf of all employees," the chief executive said.')).toEqual([]);
  });
});

describe('thirteenth part: a negation does not reach into a new statement run on without a stop', () => {
  it('reads the kind a later claim states', () => {
    expect(
      kinds(
        'A vendor breach exposed some code, but not its own systems Acme has admitted that the gang claimed it had rifled through the company’s internal files.',
      ),
    ).toEqual(['internal documents']);
  });
  it('still negates kinds inside the negated statement', () => {
    expect(kinds('No passwords or payment card numbers were taken.')).toEqual([]);
    expect(kinds('The company has not confirmed that passwords were stolen.')).toEqual([]);
  });
});

describe('thirteenth part: sensitive, court and engineering documents are technical data', () => {
  it('reads documents and files named by their kind', () => {
    expect(dominantDataType(kinds('The gang leaked sensitive files from its clients.'))).toBe('technical');
    expect(kinds('A cyber breach compromised sealed court documents.')).toEqual(['internal documents']);
  });
  it('lets a kind about people outrank them', () => {
    expect(dominantDataType(kinds('Sensitive files including passports and names were leaked.'))).toBe(
      'personal',
    );
  });
});

describe('thirteenth part: a withheld count names no group', () => {
  it.each([
    'The email did not disclose the number of clients affected or when the exploit occurred.',
    'The firm has refused to divulge the total number of users affected by the breach.',
    'The company also did not reveal the total number of affected users.',
    'The retailer did not say how many customers were affected by the data breach.',
  ])('no group in %s', (sentence) => {
    expect(groups(sentence)).toEqual([]);
  });
  it('still reads a group the breach is said to have hit', () => {
    expect(
      groups('The company disclosed the number of customers affected by the data breach: 12,000.'),
    ).toEqual(['customers']);
  });
});

describe('thirteenth part: accounts, files and comments of a group are its data', () => {
  it.each([
    ['The breach made comments about students available to other pupils.', ['students']],
    ['Hackers accessed the email accounts of customers at the bank.', ['customers']],
    ['The files of patients were copied from the server.', ['patients']],
  ])('%s', (sentence, expected) => {
    expect(groups(sentence)).toEqual(expected);
  });
  it('still needs a group after the preposition', () => {
    expect(groups('Hackers accessed the email accounts of 200 companies.')).toEqual([]);
  });
});

describe('groups: one service’s people named twice are one group', () => {
  it.each([
    [
      'Hackers stole the search histories of 200 million users, and premium subscribers were notified.',
      ['users'],
    ],
    ['The breach exposed customer and consumer data held by the lender.', ['customers']],
    ['Customer data was stolen, the club told members whose details were affected.', ['customers']],
  ])('%s', (sentence, expected) => {
    expect(groups(sentence)).toEqual(expected);
  });
  it('keeps subscribers, consumers and members without customers or users', () => {
    expect(groups('The data of 2 million subscribers was exposed.')).toEqual(['subscribers']);
    expect(groups('The breach exposed consumer data.')).toEqual(['consumers']);
  });
  it('keeps the narrower group when it has its own count', () => {
    expect(groups('The leak exposed data of 6 million users and 40,000 subscribers.')).toEqual([
      'users',
      'subscribers',
    ]);
  });
});

describe('data kinds: a list of modifiers that share one noun', () => {
  it('reads "healthcare" in "demographic, healthcare, and financial data" as health data', () => {
    const found = kinds(
      'The leak exposed demographic, healthcare, and financial data of 2 million residents.',
    );
    expect(found).toContain('health information');
    expect(dominantDataType(found)).toBe('health');
    expect(kinds('Stolen files held contact, medical, or insurance records of patients.')).toContain(
      'health information',
    );
  });
  it('does not read "health and safety data" as health data', () => {
    expect(kinds('The firm published health and safety data for its plants.')).not.toContain(
      'health information',
    );
  });
});

describe('data kinds: what the data was for is not how the attack was made', () => {
  it('keeps passwords "used to establish" or "create" accounts', () => {
    expect(
      kinds(
        'The leaked data may include user names, email addresses and associated passwords used to establish user profiles.',
      ),
    ).toContain('passwords');
    expect(kinds('Exposed were the passwords used to create member accounts.')).toContain('passwords');
  });
  it('still leaves out credentials used to break in', () => {
    expect(kinds('Stolen passwords were used to access the network.')).toEqual([]);
  });
});

describe('data kinds: "sensitive information" beside data about systems', () => {
  it('reads "sensitive information" as the technical data the text names', () => {
    const found = kinds(
      'Hackers stole sensitive information from the court system.',
      'A cyber breach compromised sealed court documents and source code.',
    );
    expect(found).not.toContain('personal information');
    expect(dominantDataType(found)).toBe('technical');
  });
  it('keeps people’s data when the text also names it, or names nothing else', () => {
    expect(
      dominantDataType(
        kinds(
          'Hackers stole sensitive information.',
          'Source code was taken.',
          'Customer data was also accessed.',
        ),
      ),
    ).toBe('personal');
    expect(kinds('Hackers stole sensitive information.')).toEqual(['personal information']);
  });
});

describe('data kinds: stolen details of a vendor’s flaws', () => {
  it('reads stolen details about flaws or vulnerabilities as data about systems', () => {
    const found = kinds(
      'The attackers stole data, including details about undisclosed flaws in its products.',
    );
    expect(found).toEqual(['infrastructure details']);
    expect(dominantDataType(found)).toBe('technical');
    expect(kinds('Hackers accessed vulnerability reports and other files.')).toContain(
      'infrastructure details',
    );
  });
  it('takes no kind from an advisory that publishes such details', () => {
    expect(kinds('The company published details about the vulnerabilities on Tuesday.')).toEqual([]);
  });
});

describe('groups: the people who file claims or bring cases', () => {
  it('takes the people who can file claims or have days left to claim', () => {
    expect(groups('Telco customers can still file late data breach claims for up to $7,500.')).toEqual([
      'customers',
    ]);
    expect(groups('Telco customers have two weeks left to claim up to $7,500 in the settlement.')).toEqual([
      'customers',
    ]);
  });
  it('takes the people a case is brought by or for', () => {
    expect(groups('The minister discussed settling cases brought by police officers.')).toEqual(['officers']);
    expect(
      groups('Class actions were filed in the Supreme Court on behalf of 23Gene’s Canadian customers.'),
    ).toEqual(['customers']);
  });
  it('is no group when other words stand between "by" and the group', () => {
    expect(groups('Complaints were filed by a lawyer for some of the customers.')).toEqual([]);
  });
});

describe('groups: an age or one person after a number', () => {
  it('reads "40, an office worker" as one person', () => {
    expect(groups('Kim, 40, an office worker in Seoul, changed her passwords after the leak.')).toEqual([]);
  });
  it('still counts a number before a group', () => {
    expect(groups('The leak exposed 40 office workers’ records.')).toEqual(['employees']);
  });
});

describe('groups: what usually happens is not who this breach hit', () => {
  it('leaves out a habitual statement', () => {
    expect(
      groups('That determination often guides whether affected individuals receive notice letters.'),
    ).toEqual([]);
    expect(groups('Attackers typically sell stolen customer data on forums.')).toEqual([]);
  });
  it('keeps a sentence with an epithet', () => {
    expect(
      groups('The retailer, often called the "Amazon of Korea", said 3 million users were affected.'),
    ).toEqual(['users']);
  });
});

describe('groups: a delivery platform’s couriers, and served people counted twice', () => {
  it('reads delivery workers and couriers as drivers, not employees', () => {
    expect(
      groups('The platform confirmed a breach affecting users, delivery workers, and merchants.'),
    ).toEqual(['users', 'drivers', 'merchants']);
    expect(groups('Data of 40,000 couriers was stolen.')).toEqual(['drivers']);
    expect(groups('Data of 4,000 office workers was stolen.')).toEqual(['employees']);
  });
  it('counts subscribers with the same number as users once, as users', () => {
    expect(
      groups(
        'Hackers stole 200 million users’ search histories.',
        'The platform cautioned over 200 million subscribers that some details may have been exposed.',
      ),
    ).toEqual(['users']);
  });
  it('keeps subscribers with a count of their own', () => {
    expect(
      groups('Hackers stole data of 2 million users.', 'Some 40,000 subscribers were affected too.'),
    ).toEqual(['users', 'subscribers']);
  });
});

describe('groups: data a company protects, a borough described, a denial that anything happened', () => {
  it('leaves out data the company says it protects, or whose protection is questioned', () => {
    expect(
      groups(
        'The company remains “committed to protecting our customers’ data and ensuring their continued trust.”',
      ),
    ).toEqual([]);
    expect(
      groups(
        'This raises serious questions about military cybersecurity and the protection of sensitive personnel data.',
      ),
    ).toEqual([]);
  });
  it('still takes the group whose protected data was taken', () => {
    expect(groups('Hackers stole our customers’ data.')).toEqual(['customers']);
    expect(groups('Customs and Border Protection staff data stolen in breach.')).toEqual(['employees']);
  });
  it('reads "home to" a group as a description of the place', () => {
    expect(
      groups(
        'The borough, home to some of Britain’s wealthiest residents, said the attack had criminal intent.',
      ),
    ).toEqual([]);
  });
  it('leaves out a group under "no evidence/indication/signs of"', () => {
    expect(
      groups('The company stressed there is no evidence that any customer data has been stolen.'),
    ).toEqual([]);
    expect(
      groups(
        'The firm says there is no indication of any access to customer accounts or the data within them.',
      ),
    ).toEqual([]);
    expect(
      groups(
        'A spokesperson said there were no signs of any data breach or unauthorised access to members’ information.',
      ),
    ).toEqual([]);
  });
  it('keeps the group when the gap tells of data taken or misused', () => {
    expect(groups('The bank said there was no evidence of misuse of customer data.')).toEqual(['customers']);
    expect(groups('There is no evidence that the stolen data of 3 million customers has been sold.')).toEqual(
      ['customers'],
    );
  });
});

describe('data kinds: a password named as a practice is no data taken', () => {
  it('leaves out a password lapse, oversight or habit', () => {
    expect(kinds('From hacking allegations to password oversight, the hospital faces questions.')).toEqual(
      [],
    );
    expect(kinds('The audit blamed weak password hygiene and password lapses at the clinic.')).toEqual([]);
    expect(kinds('Poor Password Practices Let Attackers In')).toEqual([]);
  });
  it('still takes passwords that were taken', () => {
    expect(kinds('Hackers stole customer passwords and email addresses.')).toEqual([
      'passwords',
      'email addresses',
    ]);
  });
});

describe('data kinds: wallet data is a crypto wallet', () => {
  it('reads wallet data and users’ wallets as cryptocurrency wallets', () => {
    expect(kinds('Hackers exploited user wallet data after the migration.')).toEqual([
      'cryptocurrency wallets',
    ]);
    expect(dominantDataType(kinds('Wallet information of thousands of users was sold on a forum.'))).toBe(
      'financial',
    );
    expect(kinds('The attack compromised users’ wallets, with $250,000 lost.')).toEqual([
      'cryptocurrency wallets',
    ]);
  });
  it('is no kind in a crypto wallet business or a physical wallet', () => {
    expect(kinds('The wallet maker said no data was taken.')).toEqual([]);
    expect(kinds('A thief took her wallet from the car.')).toEqual([]);
  });
});

describe('data kinds: a "not" that denies no data', () => {
  it('keeps kinds after "not only" and "not … until"', () => {
    expect(kinds('The attack not only leaked user credentials, but also defaced the site.')).toEqual([
      'login credentials',
    ]);
    expect(
      kinds(
        'The breach was not discovered until 2017, when a file of email addresses and passwords was found.',
      ),
    ).toEqual(['email addresses', 'passwords']);
  });
  it('ends a sentence-opening "whilst" or "although" clause at its comma', () => {
    expect(
      kinds('Whilst the date of the breach is not clear, the data includes usernames and passwords.'),
    ).toEqual(['usernames', 'passwords']);
    expect(kinds('Although no passwords were taken, email addresses were exposed.')).toEqual([
      'email addresses',
    ]);
    expect(kinds('Names were exposed, while passwords, which were encrypted, were not accessed.')).toEqual([
      'names',
    ]);
  });
  it('reads a parenthesis as an aside the negation after a kind does not reach through', () => {
    expect(
      kinds('The data holds email addresses and hashes of passwords (the hash was not present on all rows).'),
    ).toEqual(['email addresses', 'passwords']);
    expect(kinds('Passwords (hashed) were not exposed.')).toEqual([]);
  });
});

describe('data kinds: money words the financial class missed', () => {
  it.each([
    ['The data included taxation information alongside names.', ['financial information', 'names']],
    ['Records held credit statuses and household incomes.', ['financial information']],
    ['The dump held phone numbers and bank balances.', ['phone numbers', 'financial information']],
  ])('%s', (sentence, expected) => {
    expect(kinds(sentence)).toEqual(expected);
    expect(dominantDataType(kinds(sentence))).toBe('financial');
  });
});

describe('data kinds: a negation closed inside a parenthesis', () => {
  it('does not reach the kinds after the parenthesis', () => {
    expect(
      kinds('The data included email addresses (a further 800k were not loaded), names and phone numbers.'),
    ).toEqual(['email addresses', 'names', 'phone numbers']);
  });
  it('still negates outside a parenthesis', () => {
    expect(kinds('No names (or addresses) and no phone numbers were taken.')).toEqual([]);
  });
});

describe('data kinds: notes of therapy sessions are health information', () => {
  it('reads notes on psychotherapy sessions as health information', () => {
    expect(kinds("The data included names and notes on patients' psychotherapy sessions.")).toEqual([
      'names',
      'health information',
    ]);
    expect(dominantDataType(kinds('Hackers leaked therapy session notes.'))).toBe('health');
  });
  it('is no kind where a clinic offers sessions', () => {
    expect(kinds('The clinic offers therapy sessions.')).toEqual([]);
  });
});

describe('data kinds: spellings the patterns missed', () => {
  it('reads a possessive with a curly apostrophe as a straight one', () => {
    expect(kinds('Hackers stole customers’ information.')).toEqual(
      kinds("Hackers stole customers' information."),
    );
    expect(kinds('Hackers stole customers’ information.')).toEqual(['personal information']);
  });
  it('reads "call record" before a noun as call records', () => {
    expect(kinds('The stolen files held call record information of millions.')).toEqual(['communications']);
  });
});

// 2026-11-29, session 25: words that look like kinds but are verbs, advice, the way in or money's place.
describe('data kinds (session 25): a verb is no kind', () => {
  it('"pins it on" names no PIN', () => {
    expect(kinds('Flickr emails users about data breach, pins it on 3rd party')).toEqual([]);
    expect(kinds('Thieves stole card numbers and PINs.')).toEqual(['payment card data', 'passwords']);
  });
  it('"and address them" names no address', () => {
    expect(
      kinds('Regular Security Audits: Spot vulnerabilities and address them before they become threats.'),
    ).toEqual([]);
    expect(kinds('The file held names and address details.')).toContain('physical addresses');
  });
});

describe('data kinds (session 25): advice about credentials', () => {
  it('"told to reset credentials" names no credentials taken', () => {
    expect(kinds('SonicWall customers told to reset credentials following firewall data breach')).toEqual([]);
    expect(kinds('Users should rotate their API keys.')).toEqual([]);
  });
  it('stolen credentials still count', () => {
    expect(kinds('Hackers stole login credentials of 20,000 users.')).toEqual(['login credentials']);
  });
});

describe('data kinds (session 25): credentials that were the way in', () => {
  it.each([
    'A Betterment employee was tricked into sharing login credentials, which were then used to send phishing emails.',
    'Threat actors utilized credentials obtained from the earlier SonicWall breach to infiltrate its systems.',
  ])('no credentials in %s', (sentence) => {
    expect(kinds(sentence)).toEqual([]);
  });
  it('credentials the attack compromised still count', () => {
    expect(
      kinds(
        'Internal staff login credentials had been compromised, granting threat actors access to core systems.',
      ),
    ).toEqual(['login credentials']);
  });
});

describe('data kinds (session 25): what a firm offers', () => {
  it('"offering services such as loans, credit cards" names no card data', () => {
    expect(
      kinds(
        'Carter Federal Credit Union is a member-owned financial institution offering services such as loans, credit cards, checking and savings accounts.',
      ),
    ).toEqual([]);
  });
});

describe('data kinds (session 25): a bank account as where money is', () => {
  it.each([
    'The force spokesperson said a "substantial" amount of money was traced to the suspects’ bank accounts.',
    '"It felt like someone could somehow just take everything from me, including my deposits in bank and brokerage accounts," she said.',
  ])('no bank account details in %s', (sentence) => {
    expect(kinds(sentence)).toEqual([]);
  });
  it('bank account numbers and bank accounts exposed still count', () => {
    expect(kinds('The stolen information included masked bank account numbers.')).toEqual([
      'bank account details',
    ]);
    expect(kinds('Hackers accessed customers’ bank accounts.')).toEqual(['bank account details']);
  });
});

describe('data kinds (session 25): advice to the reader about their own data', () => {
  it.each([
    'Affected individuals should monitor their credit reports for unusual activity.',
    'Members logged in to check their login history, or change their passwords or credit card numbers.',
    'Users received emails asking them to reset their Instagram account passwords.',
    'Residents can take protective steps including credit freezes and password management.',
    'In response, Salesforce has revoked refresh tokens associated with the affected applications.',
  ])('no kind in %s', (sentence) => {
    expect(kinds(sentence)).toEqual([]);
  });
  it('kinds stolen beside the advice still count', () => {
    expect(kinds('Change your password, since names and card numbers were stolen.')).toEqual([
      'names',
      'payment card data',
    ]);
  });
});

describe('data kinds (session 25): "yet" as an adverb starts no clause', () => {
  it('"no evidence has emerged yet of stolen financial data" denies the kinds', () => {
    expect(
      kinds(
        'The attack may have compromised data, although no evidence has emerged yet of stolen financial data or passwords.',
      ),
    ).toEqual([]);
  });
  it('a run-on "yet" still starts a new statement', () => {
    expect(
      kinds(
        'No evidence of dark web distribution yet Archer Health kept an unsecured database with medical information.',
      ),
    ).toEqual(['health information']);
  });
});

describe('data kinds (session 25): what a firm makes, a verb "access", other breaches', () => {
  it('"has been making and selling crypto wallets" names no wallets taken', () => {
    expect(
      kinds('Ledger, which is based in Paris, has been making and selling crypto wallets for 12 years.'),
    ).toEqual([]);
    expect(kinds('Hackers are selling credit card numbers.')).toEqual(['payment card data']);
  });
  it('"attempts to access information" names no access details', () => {
    expect(kinds('Up to 300 attempts made to access information from PSNI data breach')).toEqual([]);
    expect(kinds('Hackers stole access credentials.')).toEqual(['login credentials']);
  });
  it('what such organisations hold in general, or lost in similar breaches, is not this breach', () => {
    expect(
      kinds(
        'In similar breaches across higher education, potentially impacted data categories may include: names, addresses, dates of birth and financial information.',
        'School systems house copious amounts of sensitive data, from student records to financial information.',
      ),
    ).toEqual([]);
    expect(kinds('Unlike in previous breaches, passwords were stolen.')).toEqual(['passwords']);
  });
});

describe('data kinds (session 25): more advice, and clinical data coordinated', () => {
  it('"keep a close eye on their health records" is advice', () => {
    expect(
      kinds(
        'Residents are urged to keep a close eye on their health records after a troubling data incident.',
      ),
    ).toEqual([]);
  });
  it('"clinical and administrative information" is health information', () => {
    expect(
      kinds(
        'Files potentially containing clinical and administrative information concerning certain users may have been leaked.',
      ),
    ).toEqual(['health information']);
  });
});
