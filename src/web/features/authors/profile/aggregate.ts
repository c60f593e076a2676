// Everything the profile's cards show beyond the headline figures, computed in one place from the articles
// so that the page memoises it once per set of articles and time zone.
import { iptcTopicsOf, mostNamed, namedEntityTypes, themesOf, topicsOverTime, countWithNlp } from './beats';
import type { NamedEntityType, NamedFigure, TopicsOverTime } from './beats';
import { articlesPerWeek, weekHourGrid } from './cadence';
import type { WeekCountRow, WeekHourGrid } from './cadence';
import { coAuthorship } from './co-authors';
import type { CoAuthorship } from './co-authors';
import type { ProfileArticle } from './profile-article';
import { sentimentPerWeek, toneByOutlet } from './tone';
import type { SentimentWeekRow, ToneByOutlet } from './tone';
import { articleKinds, lengthDistribution } from './writing';
import type { ArticleKinds, LengthDistribution } from './writing';
import { zonedClock } from './zoned-time';

export interface ProfileAggregates {
  /** The IANA zone the weeks and the weekday × hour grid are in. */
  timeZone: string;
  /** Articles carrying an NLP layer. */
  withNlp: number;
  themes: TopicsOverTime;
  iptcTopics: TopicsOverTime;
  mostNamed: Record<NamedEntityType, NamedFigure[]>;
  perWeek: WeekCountRow[];
  weekHours: WeekHourGrid;
  sentimentPerWeek: SentimentWeekRow[];
  toneByOutlet: ToneByOutlet;
  coAuthorship: CoAuthorship;
  lengths: LengthDistribution;
  kinds: ArticleKinds;
}

export interface AggregateOptions {
  authorName: string;
  /** IANA zone of the weekly buckets and the weekday × hour grid. */
  timeZone: string;
  locale?: string;
}

export function aggregateProfile(
  articles: readonly ProfileArticle[],
  { authorName, timeZone, locale }: AggregateOptions,
): ProfileAggregates {
  const clock = zonedClock(timeZone);
  const localeOption = locale === undefined ? {} : { locale };
  return {
    timeZone,
    withNlp: countWithNlp(articles),
    themes: topicsOverTime(articles, themesOf, clock, localeOption),
    iptcTopics: topicsOverTime(articles, iptcTopicsOf, clock, localeOption),
    mostNamed: Object.fromEntries(
      namedEntityTypes.map((type) => [type, mostNamed(articles, type)]),
    ) as Record<NamedEntityType, NamedFigure[]>,
    perWeek: articlesPerWeek(articles, clock, locale),
    weekHours: weekHourGrid(articles, clock),
    sentimentPerWeek: sentimentPerWeek(articles, clock, locale),
    toneByOutlet: toneByOutlet(articles),
    coAuthorship: coAuthorship(articles, authorName),
    lengths: lengthDistribution(articles),
    kinds: articleKinds(articles),
  };
}
