// The rank range: a logarithmic slider for a quick choice and two number fields for exact bounds.
import { Group, Input, NumberInput, RangeSlider, Stack } from '@mantine/core';
import { RANK_MAX, RANK_MIN } from './sources-search';
import { formatRank, positionFromRank, RANK_POSITIONS, rankFromPosition, rankMarks } from './rank-scale';

export interface RankRangeFieldProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
  disabled?: boolean;
}

export function RankRangeField({ value, onChange, disabled = false }: RankRangeFieldProps) {
  const [fromRank, toRank] = value;
  const anyRank = fromRank === RANK_MIN && toRank === RANK_MAX;
  return (
    <Input.Wrapper
      label="Rank range"
      description={`Lower ranks are more popular; ${RANK_MAX.toLocaleString('en-US')} means unranked. ${anyRank ? 'Now: any rank.' : `Now: ${formatRank(fromRank)} to ${formatRank(toRank)}.`}`}
    >
      <Stack gap="lg" mt="xs">
        <RangeSlider
          min={0}
          max={RANK_POSITIONS}
          step={1}
          minRange={0}
          value={[positionFromRank(fromRank), positionFromRank(toRank)]}
          onChange={([from, to]) => onChange([rankFromPosition(from), rankFromPosition(to)])}
          scale={rankFromPosition}
          label={formatRank}
          marks={rankMarks}
          thumbFromLabel="Best rank"
          thumbToLabel="Worst rank"
          thumbValueText={formatRank}
          disabled={disabled}
          mx={6}
        />
        <Group grow gap="xs" mt="xs">
          <NumberInput
            label="From rank"
            size="xs"
            value={fromRank}
            min={RANK_MIN}
            max={RANK_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="blur"
            thousandSeparator=","
            onChange={(next) => onChange([typeof next === 'number' ? next : RANK_MIN, toRank])}
            disabled={disabled}
          />
          <NumberInput
            label="To rank"
            size="xs"
            value={toRank}
            min={RANK_MIN}
            max={RANK_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="blur"
            thousandSeparator=","
            onChange={(next) => onChange([fromRank, typeof next === 'number' ? next : RANK_MAX])}
            disabled={disabled}
          />
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
