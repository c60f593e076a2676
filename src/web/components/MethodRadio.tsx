// The GET / POST choice of the pages that can send their request either way (Lookup, Sources).
import { Group, Radio } from '@mantine/core';
import type { HttpMethod } from '../lib/api-client';

export interface MethodRadioProps {
  value: HttpMethod;
  onChange: (method: HttpMethod) => void;
}

export function MethodRadio({ value, onChange }: MethodRadioProps) {
  return (
    <Radio.Group label="Method" value={value} onChange={(next) => onChange(next === 'POST' ? 'POST' : 'GET')}>
      <Group gap="md" mt={6}>
        <Radio value="GET" label="GET" />
        <Radio value="POST" label="POST" />
      </Group>
    </Radio.Group>
  );
}
