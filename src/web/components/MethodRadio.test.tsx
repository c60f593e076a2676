// @vitest-environment jsdom
// The shared GET / POST radio: shows the method in use and reports the one picked.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod } from '../lib/api-client';
import { MethodRadio } from './MethodRadio';
import { prepareDomForMantine } from '../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp } from '../../../test/helpers/render-in-app';

beforeAll(prepareDomForMantine);
afterEach(unmountApp);

describe('MethodRadio', () => {
  it('checks the current method and reports a change', async () => {
    const picked: HttpMethod[] = [];
    const container = await mountInApp(() => <MethodRadio value="GET" onChange={(m) => picked.push(m)} />);
    const radio = (label: string) => container.querySelector<HTMLInputElement>(`input[value="${label}"]`)!;
    expect(container.textContent).toContain('Method');
    expect(radio('GET').checked).toBe(true);
    expect(radio('POST').checked).toBe(false);
    await act(async () => radio('POST').click());
    expect(picked).toEqual(['POST']);
  });
});
