import { describe, expect, it } from 'vitest';
import { mineHeadlinePersons, mineNames, type MiningKnowledge } from './ner-name-mining';

const knowledge: MiningKnowledge = {
  firstNames: new Set(['tom', 'jane']),
  lastNames: new Set(['ostrov']),
  commonWords: new Set(['the', 'said', 'a', 'flaw', 'on', 'monday', 'users', 'priests', 'new']),
  organisations: new Set(['google']),
  locations: new Set(['texas']),
  orgKeywords: new Set(['inc', 'inc.', 'bank']),
  placeKeywords: new Set(['county']),
  roleNouns: new Set(['actor']),
  nonEntities: new Set(['monday']),
  demonyms: new Set(['british']),
};

describe('mineNames', () => {
  it('types names by the cues of their mid-sentence mentions', () => {
    const mined = mineNames(
      [
        'On Monday the actor Tom Varrick said the plan would fail.',
        'Later that day Tom Varrick told reporters he would stay.',
        'Crowds gathered in Zelbrook after the storm passed.',
        'The shooting in Zelbrook left three people injured.',
        'The lender Quorvel Bank froze the accounts of its users.',
        'Shares of Quorvel Bank fell after the breach was disclosed.',
      ],
      knowledge,
    );
    expect(mined).toEqual({
      persons: ['tom varrick'],
      organisations: ['quorvel bank'],
      locations: ['zelbrook'],
    });
  });

  it('needs the cues to agree and to come back, and skips sentence starts and quoted titles', () => {
    const mined = mineNames(
      [
        // One mention only.
        'The actor Jane Ostrov said nothing.',
        // Cues split between place and organisation.
        'A flaw was found in Marvix by researchers.',
        'The new firm Marvix Inc. raised money from investors.',
        'A meeting in Marvix was held on Monday.',
        'The company Marvix said users were safe.',
        // Capitalised only at a sentence start or inside quotation marks.
        'Bellweather said the lights went out. Bellweather said so again later that night.',
        'He sang "Tom Garrow" on stage and then "Tom Garrow" again as the encore.',
      ],
      knowledge,
    );
    expect(mined).toEqual({ persons: [], organisations: [], locations: [] });
  });

  it('mines no place that a known organisation opens, nor the second half of "X and Y Commission"', () => {
    const mined = mineNames(
      [
        'Files were shared in Google Vaultbox by the attackers.',
        'Users stored keys in Google Vaultbox for years.',
        'The Securities and Trade Bank fined the lender Orvel Trade Bank for what it did to savers last year.',
        'The Loans and Trade Bank said that the lender Orvel Trade Bank has now paid all of the money back.',
      ],
      knowledge,
    );
    expect(mined.locations).toEqual([]);
    expect(mined.organisations).toEqual(['orvel trade bank']);
  });

  it('mines no organisation of a person\'s name and what a person leads ("the Ostrov Administration")', () => {
    const mined = mineNames(
      [
        'Lawyers said the Ostrov Administration would appeal the ruling on Monday.',
        'Critics of the Ostrov Administration asked for the files to be released.',
        'Staff of the Quorvel Administration said its offices would reopen.',
        'The board of the Quorvel Administration met again in the spring.',
      ],
      { ...knowledge, orgKeywords: new Set([...knowledge.orgKeywords, 'administration']) },
    );
    expect(mined.organisations).toEqual(['quorvel administration']);
  });

  it('takes a town named once with its region for a place, but no first name or surname so named', () => {
    const mined = mineNames(
      [
        'A fire broke out at a plant in the town of Quellport, Texas, on Monday night.',
        'Police said the suspect, Jane Vask, was seen near the plant in Ostrov, Texas, last week.',
      ],
      knowledge,
    );
    expect(mined.locations).toEqual(['quellport']);
  });

  it('keeps a place cue only when it is a usual context of the name', () => {
    const texts = ['Traders moved coins in Solvane during the outage on the network.'];
    for (let i = 0; i < 12; i++) texts.push(`The network Solvane processed ${i} blocks for its users.`);
    expect(mineNames(texts, knowledge).locations).toEqual([]);
  });

  it('takes the surname of a full name for a person when it acts as one alone', () => {
    const texts = [
      'The actor Tom Varrick arrived late to the set.',
      'On the set Tom Varrick waved to the crowd.',
      'Fans said Varrick said little about the film.',
      'Critics wrote that Varrick told the story well.',
      'Hundreds of Roman Catholic priests met.',
      'The report named Roman Catholic priests again.',
      'Many Catholic priests signed the letter.',
      'The group of Catholic priests left early.',
    ];
    const knowledgeWithRoman = { ...knowledge, firstNames: new Set(['tom', 'roman']) };
    const persons = mineNames(texts, knowledgeWithRoman).persons;
    expect(persons).toContain('varrick');
    // "Roman Catholic" looks like a first name and a surname, but "Catholic" alone never speaks.
    expect(persons).not.toContain('catholic');
  });

  it('takes initials written after "the" as a noun for an organisation, not a modifier\'s', () => {
    const mined = mineNames(
      [
        'Lawyers for the QLCU said the ban was unlawful.',
        'A judge sided with the QLCU, which had sued the state.',
        'The QLCU contended that the rule broke the law.',
        'Sales staff use the ZRM dashboard daily.',
        'Buyers moved to the ZRM platform, and it grew.',
      ],
      knowledge,
    );
    expect(mined.organisations).toEqual(['qlcu']);
  });
  it('takes no person whose only person cue is its first name when it is written as a firm', () => {
    // "Marina Bay Sands (MBS)", "Gucci, Balenciaga, and Alexander McQueen": a firm named like a person.
    const firms = mineNames(
      [
        'Regulators fined Tom Bayless Sands (TBS) over the leak of its customer records.',
        'Guests of Tom Bayless Sands were told to reset their passwords.',
        'Brands such as Google, Quorvel and Jane Marrow lost customer records.',
        'Customers of Jane Marrow were warned by email.',
      ],
      knowledge,
    );
    expect(firms.persons).toEqual([]);
    // A person cue outweighs the list, and commas alone are an apposition ("Brian Armstrong, CEO, Coinbase").
    const people = mineNames(
      [
        'Investors such as Google, Quorvel and Jane Marrow backed the fund.',
        'The actor Jane Marrow said she would invest again.',
        '"We are safe," wrote Tom Varrick, CEO, Google, in a post.',
        'Reporters asked Tom Varrick about the breach.',
      ],
      knowledge,
    );
    expect(people.persons).toEqual(['jane marrow', 'tom varrick']);
  });
});

describe('mineHeadlinePersons', () => {
  const headlineKnowledge = {
    firstNames: new Set(['harry']),
    lastNames: new Set(['trump', 'garrow']),
    commonWords: new Set(['says', 'to', 'play', 'in', 'film', 'defend', 'new', 'deal', 'the', 'and']),
    notNames: new Set(['texas']),
  };

  it('takes two recurring name words with a person’s evidence in half of their headlines', () => {
    const persons = mineHeadlinePersons(
      [
        'Velma Quist Says She Is Done',
        'Velma Quist To Play Queen In Film',
        'Velma Quist Tells All',
        "Velma Quist's New Film",
        // Evidence in none of its headlines.
        'Nordvik Halvard Deal In Texas',
        'The Nordvik Halvard Film',
        // Two people side by side, and an inflected verb before a surname.
        'Velma Quist Garrow Trump Says',
        'Velma Quist Garrow Trump Play',
        'Defends Trump In Film',
        'Defends Trump Deal',
      ],
      headlineKnowledge,
    );
    expect(persons).toEqual(['velma quist']);
  });

  it('takes no pair that a known surname after it extends into a longer name', () => {
    // "Sarah Huckabee Sanders": the first two words are no name of their own.
    expect(
      mineHeadlinePersons(
        ['Harry Quist Garrow Says Hello', 'Harry Quist Garrow Tells All'],
        headlineKnowledge,
      ),
    ).not.toContain('harry quist');
    // Punctuation between ends the name ("Caitlyn Jenner: Trump Is ...").
    expect(
      mineHeadlinePersons(
        ['Harry Quist: Garrow Says Hello', 'Harry Quist: Garrow Tells All'],
        headlineKnowledge,
      ),
    ).toContain('harry quist');
  });

  it('takes no pair that the same name word stands beside in most of its headlines (half a longer name)', () => {
    // "Tracee Ellis Ross", "Jada Pinkett Smith": neither pair of a three-word name is a name alone.
    expect(
      mineHeadlinePersons(
        ['Harry Quist Velby Says Hello', 'Harry Quist Velby Tells All', 'Harry Quist Velby To Play Queen'],
        headlineKnowledge,
      ),
    ).toEqual([]);
    // A place, title or common word beside it is no part of the name ("Mayor Sadiq Khan", "Chelsea Handler Says").
    expect(
      mineHeadlinePersons(['Texas Harry Quist Says Hello', 'Texas Harry Quist Tells All'], headlineKnowledge),
    ).toEqual(['harry quist']);
  });
});
