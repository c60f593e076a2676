// How the author writes: article lengths, and the shares of opinion, headline and paid pieces.
import type { ProfileArticle } from './profile-article';

export type LengthBinRow = { range: string; articles: number };

export interface LengthDistribution {
  bins: LengthBinRow[];
  /** Median word count; null without word counts. */
  median: number | null;
  /** Articles with a word count. */
  counted: number;
  /** Articles longer than the last bin, counted in it (the last bin reads `2000+`). */
  longTail: number;
}

const binWidths = [10, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];
const count = new Intl.NumberFormat('en');

/**
 * Word counts in at most `maxBins` bins of a round width. The bins reach the 95th percentile so that one
 * very long piece does not squash every other bar into the first; longer articles share the last bin.
 */
export function lengthDistribution(articles: readonly ProfileArticle[], maxBins = 10): LengthDistribution {
  const counts: number[] = [];
  for (const article of articles) {
    const words = article.word_count;
    if (typeof words === 'number' && words >= 0) counts.push(words);
  }
  if (counts.length === 0) return { bins: [], median: null, counted: 0, longTail: 0 };
  counts.sort((a, b) => a - b);
  const middle = counts.length / 2;
  const median = Number.isInteger(middle)
    ? Math.round((counts[middle - 1]! + counts[middle]!) / 2)
    : counts[Math.floor(middle)]!;
  const reach = counts[Math.min(counts.length - 1, Math.floor(counts.length * 0.95))]!;
  const width =
    binWidths.find((candidate) => Math.floor(reach / candidate) + 1 <= maxBins) ??
    Math.ceil((reach + 1) / maxBins);
  const binCount = Math.floor(reach / width) + 1;
  const longest = counts[counts.length - 1]!;
  const hasTail = longest >= binCount * width;
  const bins = Array.from({ length: binCount }, (_, index) => ({
    range:
      hasTail && index === binCount - 1
        ? `${count.format(index * width)}+`
        : `${count.format(index * width)}–${count.format((index + 1) * width - 1)}`,
    articles: 0,
  }));
  let longTail = 0;
  for (const words of counts) {
    const index = Math.floor(words / width);
    if (index >= binCount) longTail += 1;
    bins[Math.min(index, binCount - 1)]!.articles += 1;
  }
  return { bins, median, counted: counts.length, longTail };
}

export interface KindShare {
  /** Articles marked as this kind. */
  yes: number;
  /** Articles where the field is given (true or false); the share's denominator. */
  known: number;
  /** yes / known; null when no article says. */
  share: number | null;
}

export interface ArticleKinds {
  opinion: KindShare;
  headline: KindShare;
  paid: KindShare;
}

export function articleKinds(articles: readonly ProfileArticle[]): ArticleKinds {
  const tally = () => ({ yes: 0, known: 0 });
  const opinion = tally();
  const headline = tally();
  const paid = tally();
  const add = (target: { yes: number; known: number }, value: boolean | null | undefined) => {
    if (typeof value !== 'boolean') return;
    target.known += 1;
    if (value) target.yes += 1;
  };
  for (const article of articles) {
    add(opinion, article.is_opinion);
    add(headline, article.is_headline);
    add(paid, article.paid_content);
  }
  const share = ({ yes, known }: { yes: number; known: number }): KindShare => ({
    yes,
    known,
    share: known > 0 ? yes / known : null,
  });
  return { opinion: share(opinion), headline: share(headline), paid: share(paid) };
}
