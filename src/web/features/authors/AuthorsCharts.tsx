// Charts over the articles fetched (the page on screen), each in its own card with loading, error and empty
// states. The chart library loads lazily, after the page has painted.
import { Button, Card, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Article } from '../../../contract/article';
import { ChartCard } from '../../components/ChartCard';
import { ErrorPanel } from '../../components/ErrorPanel';
import type { ChartCardState } from '../../components/ChartCard';
import { LazyBarChart, LazyLineChart, TITLE_CONTENT_SERIES } from '../../components/LazyCharts';
import { planUnlocking } from '../../lib/plan-features';
import type { CurrentPlan } from '../../lib/plan-features';
import type { ChartInterval } from './authors-search';
import {
  articlesOverTime,
  countWithNlp,
  countryCounts,
  entityTypeLabels,
  entityTypes,
  languageCounts,
  sentimentHistogram,
  sentimentOverTime,
  sourceCounts,
  themeCounts,
  topEntities,
  wordCountHistogram,
} from './chart-data';
import type { EntityType } from './chart-data';

export type ChartsSource =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; articles: readonly Article[] };

export interface AuthorsChartsProps {
  source: ChartsSource;
  interval: ChartInterval;
  onIntervalChange: (interval: ChartInterval) => void;
  entityType: EntityType;
  onEntityTypeChange: (type: EntityType) => void;
  plan: CurrentPlan;
  /** Whether the search asked for the NLP layer. */
  nlpIncluded: boolean;
  onIncludeNlp: () => void;
}

const chartHeight = 240;
const sentimentFormatter = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));

export function AuthorsCharts(props: AuthorsChartsProps) {
  const { source, interval, onIntervalChange, entityType, onEntityTypeChange } = props;
  const articles = source.status === 'ready' ? source.articles : noArticles;
  const scope =
    source.status === 'ready'
      ? `Over the ${articles.length} article${articles.length === 1 ? '' : 's'} on this page`
      : undefined;

  const series = useMemo(
    () => ({
      overTime: articlesOverTime(articles, interval),
      sources: sourceCounts(articles),
      languages: languageCounts(articles),
      countries: countryCounts(articles),
      wordCounts: wordCountHistogram(articles),
      sentiment: sentimentHistogram(articles),
      sentimentOverTime: sentimentOverTime(articles, interval),
      themes: themeCounts(articles),
      withNlp: countWithNlp(articles),
    }),
    [articles, interval],
  );
  const entities = useMemo(() => topEntities(articles, entityType), [articles, entityType]);

  /** The state of a chart of `length` data points, with what to say when it has none. */
  const stateOf = (length: number, emptyTitle: string): ChartCardState => {
    if (source.status !== 'ready') return { status: 'loading' };
    if (articles.length === 0) return { status: 'empty', title: 'No articles to chart' };
    return length > 0 ? { status: 'ready' } : { status: 'empty', title: emptyTitle };
  };
  const nlpStateOf = (length: number): ChartCardState => {
    const base = stateOf(length, 'No NLP data');
    if (base.status !== 'empty' || articles.length === 0) return base;
    return { status: 'empty', ...nlpMissingExplanation(props, series.withNlp) };
  };

  const intervalControl = (
    <SegmentedControl
      size="xs"
      aria-label="Time buckets"
      value={interval}
      onChange={(value) => onIntervalChange(value === 'week' ? 'week' : 'day')}
      data={[
        { value: 'day', label: 'Days' },
        { value: 'week', label: 'Weeks' },
      ]}
    />
  );

  if (source.status === 'error') {
    // Every chart is drawn from the one answer that failed: one explanation, not one per chart.
    return (
      <Card component="section" aria-labelledby="authors-charts-title">
        <Title order={2} size="h4" mb="sm" id="authors-charts-title">
          Charts
        </Title>
        <ErrorPanel
          title="No charts: the search failed"
          error={source.error}
          onRetry={source.onRetry}
          retrying={source.retrying}
        />
      </Card>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="authors-charts-title">
      <Title order={2} size="h4" id="authors-charts-title">
        Charts
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard
          title="Articles over time"
          description={scope && `${scope}, per UTC ${interval}`}
          state={stateOf(series.overTime.length, 'No dated articles')}
          height={chartHeight}
          controls={intervalControl}
        >
          <LazyBarChart
            label="Articles per time bucket"
            data={series.overTime}
            indexKey="label"
            series={[{ name: 'articles', label: 'Articles', color: 'indigo.6' }]}
            height={chartHeight}
          />
        </ChartCard>
        <ChartCard
          title="Top sources"
          description={scope && withOthers(scope, series.sources.others)}
          state={stateOf(series.sources.items.length, 'No sources')}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per source"
            data={series.sources.items}
            indexKey="label"
            series={[{ name: 'count', label: 'Articles', color: 'teal.6' }]}
            height={chartHeight}
            horizontal
          />
        </ChartCard>
        <ChartCard
          title="Languages"
          description={scope && withOthers(scope, series.languages.others)}
          state={stateOf(series.languages.items.length, 'No languages given')}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per language"
            data={series.languages.items}
            indexKey="label"
            series={[{ name: 'count', label: 'Articles', color: 'grape.6' }]}
            height={chartHeight}
            horizontal
          />
        </ChartCard>
        <ChartCard
          title="Countries"
          description={scope && withOthers(scope, series.countries.others)}
          state={stateOf(series.countries.items.length, 'No countries given')}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per publisher country"
            data={series.countries.items}
            indexKey="label"
            series={[{ name: 'count', label: 'Articles', color: 'orange.6' }]}
            height={chartHeight}
            horizontal
          />
        </ChartCard>
        <ChartCard
          title="Word counts"
          description={scope && `${scope}: articles per length`}
          state={stateOf(series.wordCounts.length, 'No word counts')}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per word-count range"
            data={series.wordCounts}
            indexKey="range"
            series={[{ name: 'articles', label: 'Articles', color: 'cyan.6' }]}
            height={chartHeight}
          />
        </ChartCard>
        <ChartCard
          title="Sentiment distribution"
          description={scope && `${scope}: title and content sentiment, −1 to +1`}
          state={nlpStateOf(series.sentiment.length)}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per sentiment range, title and content"
            data={series.sentiment}
            indexKey="range"
            series={TITLE_CONTENT_SERIES}
            height={chartHeight}
          />
        </ChartCard>
        <ChartCard
          title="Sentiment over time"
          description={scope && `${scope}: mean per UTC ${interval}`}
          state={nlpStateOf(series.sentimentOverTime.length)}
          height={chartHeight}
          controls={intervalControl}
        >
          <LazyLineChart
            label="Mean title and content sentiment per time bucket"
            data={series.sentimentOverTime}
            indexKey="label"
            series={TITLE_CONTENT_SERIES}
            height={chartHeight}
            valueDomain={[-1, 1]}
            valueFormatter={sentimentFormatter}
          />
        </ChartCard>
        <ChartCard
          title="Themes"
          description={scope && `${scope}: articles per theme`}
          state={nlpStateOf(series.themes.length)}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per theme"
            data={series.themes}
            indexKey="label"
            series={[{ name: 'count', label: 'Articles', color: 'violet.6' }]}
            height={chartHeight}
            horizontal
            categoryWidth={110}
          />
        </ChartCard>
        <ChartCard
          title="Top entities"
          description={
            scope && `${scope}: ${entityTypeLabels[entityType].toLowerCase()} by articles mentioning them`
          }
          state={nlpStateOf(entities.length)}
          height={chartHeight}
          controls={
            <SegmentedControl
              size="xs"
              aria-label="Entity type"
              value={entityType}
              onChange={(value) => {
                const type = entityTypes.find((candidate) => candidate === value);
                if (type) onEntityTypeChange(type);
              }}
              data={entityTypes.map((type) => ({ value: type, label: type }))}
            />
          }
        >
          <LazyBarChart
            label={`Top ${entityTypeLabels[entityType].toLowerCase()} by articles mentioning them`}
            data={entities}
            indexKey="label"
            series={[
              { name: 'articles', label: 'Articles', color: 'blue.6' },
              { name: 'mentions', label: 'Mentions', color: 'gray.5' },
            ]}
            height={chartHeight}
            horizontal
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

const noArticles: readonly Article[] = [];

function withOthers(scope: string, others: number): string {
  return others > 0 ? `${scope}; ${others} more in smaller groups` : scope;
}

/** Why the NLP charts are empty, and the way to fill them when there is one. */
function nlpMissingExplanation(
  { plan, nlpIncluded, onIncludeNlp }: AuthorsChartsProps,
  withNlp: number,
): { title: string; description: string; action?: ReactNode } {
  if (plan.has('nlp') === false) {
    return {
      title: 'No NLP layer on this plan',
      description: `The ${plan.plan ?? 'current'} plan has no NLP layer; ${planUnlocking('nlp')} has it. Choose another profile to chart NLP data.`,
    };
  }
  if (!nlpIncluded) {
    return {
      title: 'NLP data not requested',
      description: 'These charts need the NLP layer of each article.',
      action: (
        <Button size="xs" variant="light" onClick={onIncludeNlp}>
          Include NLP data
        </Button>
      ),
    };
  }
  return {
    title: withNlp === 0 ? 'No NLP data in these articles' : 'Nothing to chart',
    description:
      withNlp === 0
        ? 'None of the articles on this page carries an NLP layer.'
        : 'The NLP layers of these articles hold nothing for this chart.',
  };
}
