// Turns one breach article into a BreachMention: victim, date, data kinds, people affected, title and summary.
import { extractCompany, withPossessiveBrand } from './company';
import { fullerEntityName, rankedCompany, registeredName } from './company-model';
import { dominantDataType, findDataKinds } from './dataKinds';
import { extractEventDate } from './dates';
import { detectBreach } from './detect';
import { findImpacted } from './impacted';
import { announcesAnotherBreach } from './merge';
import { articleText, escapeRegExp, sentenceMemo, type ArticleText } from './text';
import type { BreachInputArticle, BreachMention } from './types';

const BREACH_WORDS =
  /breach|leak|expos|stole|steal|theft|hack|compromis|unauthori[sz]|ransomware|exfiltrat|cyber|incident|accessed/i;
const BOILERPLATE =
  /newswire|business wire|prnewswire|is investigating (?:data privacy )?claims|law firm|if you (?:would|received|are)|click here|subscribe|sign up|read more|appeared first|all rights reserved|cookies|javascript/i;

const SUMMARY_MAX_CHARS = 450;

// What a sentence scores for itself, whatever the article: reports repeat sentences (a seed's demo reports share
// most of theirs), and scoring one asks two extractors, so the scores are kept for the next calls.
const ownScore = sentenceMemo((sentence: string): number => {
  let score = 0;
  if (BREACH_WORDS.test(sentence)) score += 2;
  if (/\d/.test(sentence)) score += 1;
  score += Math.min(findDataKinds([sentence]).length, 3);
  if (findImpacted([sentence]).length) score += 1;
  if (BOILERPLATE.test(sentence)) score -= 4;
  if (sentence.length < 40) score -= 2;
  if (sentence.length > 400) score -= 1;
  return score;
}, 8_192);

function sentenceScore(sentence: string, index: number, company: string | null): number {
  let score = ownScore(sentence);
  if (company && sentence.includes(company)) score += 2;
  if (index === 0) score += 1;
  return score;
}

/** The most informative one or two sentences of the body, in text order; the title when there is no body. */
export function summarise(text: ArticleText, company: string | null): string {
  const sentences = text.sentences.slice(0, 30);
  if (!sentences.length) return text.title;
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: sentenceScore(sentence, index, company),
  }));
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0]!;
  const chosen = [best];
  const second = ranked.find(
    (s) => s !== best && s.score >= 3 && s.sentence.length + best.sentence.length + 1 <= SUMMARY_MAX_CHARS,
  );
  if (second) chosen.push(second);
  const summary = chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(' ');
  return summary.length > SUMMARY_MAX_CHARS
    ? `${summary.slice(0, SUMMARY_MAX_CHARS - 1).replace(/\s+\S*$/, '')}…`
    : summary;
}

/** The article title without wire-service markers, site names and "here's what we know" tails. */
export function cleanTitle(title: string): string {
  return (
    title
      .replace(/^\((?:LEAD|\d+(?:st|nd|rd|th) LD|URGENT|EXCLUSIVE)\)\s*/i, '')
      .replace(/^(?:exclusive|breaking|update|updated|watch|live)\s*[:|-]\s*/i, '')
      .replace(/^[\w.-]+\.(?:com|net|org)\s+-\s+/i, '')
      .replace(
        /\s+[-–—|]\s+(?:here'?s|here’s|what we know|everything we know|what you need to know)\b.*$/i,
        '',
      )
      .replace(/\s+\|\s+[^|]{2,40}$/, '')
      .replace(/\s+-\s+(?:mon|tue|wed|thu|fri|sat|sun)\w*,\s+\d{1,2}\s+\w{3}\s+\d{4}.*$/i, '')
      .replace(/\s*(?:\.\.\.|…)$/, '')
      .trim() || title.trim()
  );
}

// The victim's own name is no data it lost: "DHR Health Data Breach", "Lotte Card data leak".
function withoutName(sentences: readonly string[], company: string | null): readonly string[] {
  if (!company || company.length < 3) return sentences;
  const name = new RegExp(`(?<![\\w-])${escapeRegExp(company)}(?![\\w-])`, 'g');
  return sentences.map((sentence) => sentence.replace(name, 'the company'));
}

/** What the article says about the breach it reports; null when it does not report one. */
export function extractBreach(article: BreachInputArticle): BreachMention | null {
  return detectBreach(article) ? extractMention(article) : null;
}

/** Extraction without detection: for articles already known to report a breach, and for measuring the extractors alone. */
export function extractMention(article: BreachInputArticle): BreachMention {
  const text = articleText(article);
  // The rules' pick, reconsidered by the trained candidate ranker where it is confident (company-model.ts).
  const nerOrgs = article.ner_ORG;
  const whole = text.allSentences.join(' ');
  const company = withPossessiveBrand(
    registeredName(
      fullerEntityName(
        rankedCompany(text, extractCompany(text, { nerOrgs }), nerOrgs, Boolean(article.description?.trim())),
        nerOrgs,
        whole,
      ),
      whole,
    ),
    whole,
  );
  const eventDate = extractEventDate(text.allSentences, article.published_date);
  const dataKinds = findDataKinds(withoutName(text.allSentences, company));
  const impacted = findImpacted(text.allSentences);
  return {
    articleId: article.id,
    company_name: company,
    event_date: eventDate?.date ?? null,
    event_date_precision: eventDate?.precision ?? null,
    title: company ? `${company} data breach` : cleanTitle(text.title),
    summary: summarise(text, company),
    impacted,
    data: dataKinds.join(', '),
    dataKinds,
    data_type: dominantDataType(dataKinds),
    published_date: article.published_date,
    // Only when set, so that stored mentions of other articles keep their bytes.
    ...(announcesAnotherBreach(text.title) ? { new_incident: true } : {}),
  };
}
