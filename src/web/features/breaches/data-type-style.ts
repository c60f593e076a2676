// How each data type looks wherever the page shows it (badges, timeline stacks, legend): one colour each.
import type { MantineColor } from '@mantine/core';
import type { DataTypeKey } from './event-stats';

export const dataTypeLabels: Readonly<Record<DataTypeKey, string>> = {
  technical: 'Technical',
  financial: 'Financial',
  personal: 'Personal',
  health: 'Health',
  credentials: 'Credentials',
  other: 'Other',
};

export const dataTypeColors: Readonly<Record<DataTypeKey, MantineColor>> = {
  technical: 'cyan.6',
  financial: 'yellow.6',
  personal: 'blue.6',
  health: 'red.6',
  credentials: 'grape.6',
  other: 'gray.5',
};

/** The badge colour: the palette name without its shade. */
export function dataTypeBadgeColor(key: DataTypeKey): MantineColor {
  return dataTypeColors[key].split('.')[0] ?? 'gray';
}
