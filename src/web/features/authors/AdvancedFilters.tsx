// The advanced section of the search form: authors to exclude, source ranks and lists, article kinds,
// word counts, links, and how dates are read.
import { Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { publishedDatePrecisions } from '../../../contract/article';
import type { PublishedDatePrecision } from '../../../contract/article';
import { ListInput, TriStateInput } from './form-controls';
import type { FilterSectionProps } from './NlpFilters';
import { paramHelp } from './param-help';

const maxRank = 999_999;

export function AdvancedFilters({ values, set, errorOf }: FilterSectionProps) {
  return (
    <Stack gap="md">
      <Fieldset legend="Authors and sources" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ListInput
            param="not_author_name"
            value={values.not_author_name}
            onChange={(value) => set('not_author_name', value)}
            error={errorOf('not_author_name')}
          />
          <TextInput
            label={paramHelp.predefined_sources.label}
            description={paramHelp.predefined_sources.help}
            placeholder="top 50 US, GB"
            value={values.predefined_sources}
            onChange={(event) => set('predefined_sources', event.currentTarget.value)}
            error={errorOf('predefined_sources')}
          />
          <ListInput
            param="source_name"
            value={values.source_name}
            onChange={(value) => set('source_name', value)}
            error={errorOf('source_name')}
          />
          <Switch
            mt="md"
            label={paramHelp.ranked_only.label}
            description={paramHelp.ranked_only.help}
            checked={values.ranked_only}
            onChange={(event) => set('ranked_only', event.currentTarget.checked)}
            error={errorOf('ranked_only')}
          />
          <NumberInput
            label={paramHelp.from_rank.label}
            description={paramHelp.from_rank.help}
            min={0}
            max={maxRank}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={values.from_rank}
            onChange={(value) => set('from_rank', typeof value === 'number' ? value : '')}
            error={errorOf('from_rank')}
          />
          <NumberInput
            label={paramHelp.to_rank.label}
            description={paramHelp.to_rank.help}
            min={0}
            max={maxRank}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={values.to_rank}
            onChange={(value) => set('to_rank', typeof value === 'number' ? value : '')}
            error={errorOf('to_rank')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Kind of article" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TriStateInput
            param="is_headline"
            value={values.is_headline}
            onChange={(value) => set('is_headline', value)}
            error={errorOf('is_headline')}
          />
          <TriStateInput
            param="is_opinion"
            value={values.is_opinion}
            onChange={(value) => set('is_opinion', value)}
            error={errorOf('is_opinion')}
          />
          <TriStateInput
            param="is_paid_content"
            value={values.is_paid_content}
            onChange={(value) => set('is_paid_content', value)}
            error={errorOf('is_paid_content')}
          />
          <NumberInput
            label={paramHelp.word_count_min.label}
            description={paramHelp.word_count_min.help}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={values.word_count_min}
            onChange={(value) => set('word_count_min', typeof value === 'number' ? value : '')}
            error={errorOf('word_count_min')}
          />
          <NumberInput
            label={paramHelp.word_count_max.label}
            description={paramHelp.word_count_max.help}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={values.word_count_max}
            onChange={(value) => set('word_count_max', typeof value === 'number' ? value : '')}
            error={errorOf('word_count_max')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Links" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ListInput
            param="parent_url"
            value={values.parent_url}
            onChange={(value) => set('parent_url', value)}
            error={errorOf('parent_url')}
            splitOnSpaces
          />
          <ListInput
            param="all_links"
            value={values.all_links}
            onChange={(value) => set('all_links', value)}
            error={errorOf('all_links')}
            splitOnSpaces
          />
          <ListInput
            param="all_domain_links"
            value={values.all_domain_links}
            onChange={(value) => set('all_domain_links', value)}
            error={errorOf('all_domain_links')}
            splitOnSpaces
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Dates" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={paramHelp.published_date_precision.label}
            description={paramHelp.published_date_precision.help}
            value={values.published_date_precision ?? ''}
            data={[
              { value: '', label: 'Any precision' },
              ...publishedDatePrecisions.map((precision) => ({ value: precision, label: precision })),
            ]}
            onChange={(event) => {
              const chosen = publishedDatePrecisions.find((p) => p === event.currentTarget.value);
              set('published_date_precision', (chosen ?? null) as PublishedDatePrecision | null);
            }}
            error={errorOf('published_date_precision')}
          />
          <Switch
            mt="md"
            label={paramHelp.by_parse_date.label}
            description={paramHelp.by_parse_date.help}
            checked={values.by_parse_date}
            onChange={(event) => set('by_parse_date', event.currentTarget.checked)}
            error={errorOf('by_parse_date')}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
