// Organisation names as keys for matching: companyKey (case, accents, punctuation, a leading "the" and legal
// suffixes do not count) and mergeKey (the key of the merge group: spaces and trailing words such as "Airways" do
// not count either).

export const LEGAL_SUFFIXES = new Set(
  'inc incorporated ltd limited llc llp plc corp corporation co company group holdings holding sa ag gmbh nv bv ab asa oy spa pty pte kk bhd lp'.split(
    ' ',
  ),
);

/**
 * Key for deciding that two names are the same organisation: case, accents, punctuation,
 * possessives, web suffixes (".com"), a leading "the" and legal suffixes (Inc., Ltd., Corp., Group) do
 * not count. "The Coupang Inc." and "coupang" give the same key.
 */
export function companyKey(name: string): string {
  let text = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/\.(?:com|net|org|io|co\.uk|co|gov|edu|info|biz|me|tv)\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = text.split(' ').filter(Boolean);
  if (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  text = words.join(' ');
  return text;
}

/**
 * Key of the merge group an organisation's mentions fall in: companyKey without spaces, so that outlets'
 * spellings of one name ("Manage My Health", "ManageMyHealth") are one group.
 */
export function mergeKey(name: string): string {
  const words = companyKey(name).split(' ');
  // "Qantas Airways" and "Qantas", "Harvard University" and "Harvard", "Pornhub Premium" and "Pornhub".
  while (words.length > 1 && ORG_TAIL.has(words[words.length - 1]!)) words.pop();
  return words.join('');
}

// Trailing words outlets add or drop from one organisation's name.
const ORG_TAIL = new Set(
  'university airways airlines premium app platform website online corporation company holdings group international global'.split(
    ' ',
  ),
);
