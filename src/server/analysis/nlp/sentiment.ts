// Sentiment of a title or body: wink-nlp's lexicon score, corrected for two ways it misreads news.
//
// 1. Harm. wink's lexicon scores words of feeling, not events: "Storms Sweep The South And Midwest,
//    Killing At Least 11 People" scored +0.63 ("sweep"), and 12 % of HuffPost headlines about deaths and
//    killings came out positive. A text reporting harm (a death, killing, disaster, attack, breach ...) is
//    pulled below zero in proportion to how many of its sentences carry a harm word.
// 2. Names. Words inside common names carry lexicon scores they do not mean there ("Supreme Court" +0.53,
//    "First Lady" +0.63, "Super PAC" +0.54), and "names" (to name) scored -0.5; in a title such words are
//    masked and the title re-read (titles are short, and few have them).
import { analyseText, type AnalysedText } from './text-analysis';

/**
 * Lemmas that report harm as an event. Chosen from the tuning half of
 * test/fixtures/nlp/sentiment_harm_headlines.jsonl and general news usage; words with common harmless
 * senses (fire, shot, charge, crash in "crash course") are left out or need context.
 */
const HARM_LEMMAS = new Set(
  `kill killing killer dead death die murder murderer shooting shooter gunman gunfire massacre slay slain
   earthquake quake aftershock flood flooding wildfire hurricane tornado typhoon cyclone landslide avalanche
   tsunami bomb bombing blast explosion explode airstrike missile attack attacker cyberattack breach
   ransomware malware spyware hack hacker hacking ddos phishing extort extortion stab stabbing fatal fatality
   victim injure injured injury wound wounded casualty toll abuse assault rape kidnap kidnapping hostage
   terror terrorist terrorism drown overdose suicide disaster tragedy capsize derail arson leak stolen steal
   theft fraud scam outage disruption disrupt threat threaten genocide execution execute`
    .split(/\s+/)
    .filter(Boolean),
);

/** Phrases (lower case, space separated) whose words are names, not feelings, in news. */
const NEUTRAL_PHRASES = [
  'supreme court',
  'first lady',
  'first amendment',
  'super pac',
  'grand jury',
  'golden globe',
  'golden globes',
  'star wars',
  'star trek',
  'united states',
  'united nations',
  'united kingdom',
  'liberty university',
  'justice department',
].map((phrase) => phrase.split(' '));

/** Single words scored for a sense news rarely means ("names" as in name-calling, "meet" +0.63). */
const NEUTRAL_WORDS = new Set(['names', 'named', 'meet', 'meets']);

/** How far a text whose every sentence reports harm is pulled below its non-positive part. */
const HARM_SHIFT = 0.25;

function harmCount(analysed: AnalysedText): number {
  let count = 0;
  for (let i = 0; i < analysed.lemmas.length; i++) {
    if (analysed.types[i] !== 'word') continue;
    const lemma = analysed.lemmas[i]!;
    // "cyber-attack", "data-breach": a hyphenated word reports harm when one of its parts does.
    if (
      HARM_LEMMAS.has(lemma) ||
      (lemma.includes('-') && lemma.split('-').some((part) => HARM_LEMMAS.has(part)))
    ) {
      count++;
    }
  }
  return count;
}

/** Token indices to mask: words of NEUTRAL_PHRASES, and NEUTRAL_WORDS. */
function maskedTokens(analysed: AnalysedText): Set<number> {
  const masked = new Set<number>();
  const lower = analysed.values.map((value) => value.toLowerCase());
  for (let i = 0; i < lower.length; i++) {
    if (NEUTRAL_WORDS.has(lower[i]!)) masked.add(i);
    for (const phrase of NEUTRAL_PHRASES) {
      if (phrase.every((word, k) => lower[i + k] === word)) phrase.forEach((_, k) => masked.add(i + k));
    }
  }
  return masked;
}

/** wink's score of a title, with name words masked (a re-read only when there is one). */
function titleLexiconScore(analysed: AnalysedText): number {
  const masked = maskedTokens(analysed);
  if (masked.size === 0) return analysed.sentiment;
  let text = '';
  for (let i = 0; i < analysed.values.length; i++) {
    text += (i > 0 && analysed.spaces[i] ? ' ' : '') + (masked.has(i) ? 'Xq' : analysed.values[i]!);
  }
  return analyseText(text).sentiment;
}

/**
 * The sentiment of a title (`isTitle`) or body, in [-1, 1]. With d = min(1, harm words per sentence),
 * score = (1 - d)·w + d·(min(w, 0) - HARM_SHIFT·min(2, harm words per sentence)), w being wink's score.
 */
export function textSentiment(analysed: AnalysedText, isTitle: boolean): number {
  const lexicon = isTitle ? titleLexiconScore(analysed) : analysed.sentiment;
  const sentences = Math.max(1, analysed.sentenceSpans.length);
  const perSentence = harmCount(analysed) / sentences;
  const share = Math.min(1, perSentence);
  const harmed = Math.min(lexicon, 0) - HARM_SHIFT * Math.min(2, perSentence);
  return Math.max(-1, Math.min(1, (1 - share) * lexicon + share * harmed));
}
