// The weekday × hour-of-day grid as a plain table: each cell tinted by its count, its count and time read
// out to screen readers and shown on hover. No chart library needed.
import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { WeekHourGrid } from './cadence';

export interface WeekHourHeatMapProps {
  grid: WeekHourGrid;
  /** Monday first. */
  weekdays: readonly string[];
  /** What the table shows, e.g. "Articles by weekday and hour, Europe/Paris time". */
  caption: string;
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const articlesText = (count: number) => `${count} article${count === 1 ? '' : 's'}`;

/** Share of the tint colour for a count: a visible floor for 1, full for the busiest cell. */
function tintPercent(count: number, max: number): number {
  return count === 0 || max === 0 ? 0 : Math.round(20 + (80 * count) / max);
}

function cellStyle(count: number, max: number): CSSProperties {
  const percent = tintPercent(count, max);
  return {
    height: 22,
    minWidth: 18,
    padding: 0,
    borderRadius: 3,
    background:
      percent === 0
        ? 'var(--mantine-color-default-hover)'
        : `color-mix(in srgb, var(--mantine-color-indigo-6) ${percent}%, transparent)`,
  };
}

const headerStyle: CSSProperties = {
  fontSize: 10,
  fontWeight: 400,
  color: 'var(--mantine-color-dimmed)',
  padding: '0 0 2px',
  textAlign: 'center',
};

export function WeekHourHeatMap({ grid, weekdays, caption }: WeekHourHeatMapProps) {
  return (
    <div>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%', tableLayout: 'fixed' }}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th style={{ width: 44 }}>
                <VisuallyHidden>Weekday</VisuallyHidden>
              </th>
              {hours.map((hour) => (
                <th key={hour} scope="col" style={headerStyle}>
                  {/* Every third hour labelled, so the header stays readable on a narrow card. */}
                  <span aria-hidden="true">{hour % 3 === 0 ? String(hour).padStart(2, '0') : ''}</span>
                  <VisuallyHidden>{hourText(hour)}</VisuallyHidden>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.counts.map((row, weekday) => {
              const name = weekdays[weekday] ?? '';
              return (
                <tr key={weekday}>
                  <th scope="row" style={{ ...headerStyle, textAlign: 'left', fontSize: 11 }}>
                    <span aria-hidden="true">{name.slice(0, 3)}</span>
                    <VisuallyHidden>{name}</VisuallyHidden>
                  </th>
                  {row.map((count, hour) => {
                    const label = `${name} ${hourText(hour)}: ${articlesText(count)}`;
                    return (
                      <td key={hour} style={cellStyle(count, grid.max)} title={label}>
                        <VisuallyHidden>{label}</VisuallyHidden>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Group gap={6} justify="flex-end" mt={6} aria-hidden="true">
        <Text size="xs" c="dimmed">
          Fewer
        </Text>
        {[0, 1, 2, 3, 4].map((step) => (
          <span
            key={step}
            style={{ ...cellStyle(step === 0 ? 0 : step, 4), display: 'inline-block', width: 14, height: 14 }}
          />
        ))}
        <Text size="xs" c="dimmed">
          More
        </Text>
      </Group>
    </div>
  );
}
