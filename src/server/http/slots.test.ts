import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { clientShare, createSlots } from './slots';

const bucket = (id: string, limit: number) => ({ id, limit, refusal: `${id} is full` });

function refusal(take: () => unknown): ApiError {
  try {
    take();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('concurrent-call slots', () => {
  it('refuses one more than the limit, and frees a slot exactly once', () => {
    const slots = createSlots();
    const ends = [slots.take([bucket('k', 2)], 1000), slots.take([bucket('k', 2)], 1000)];
    expect(refusal(() => slots.take([bucket('k', 2)], 1000)).status).toBe(429);
    ends[0]!();
    ends[0]!();
    expect(slots.running('k')).toBe(1);
    slots.take([bucket('k', 2)], 1000);
    expect(slots.running('k')).toBe(2);
  });

  it('takes a slot in every bucket or in none', () => {
    const slots = createSlots();
    slots.take([bucket('client-a', 1)], 1000);
    const error = refusal(() => slots.take([bucket('key', 5), bucket('client-a', 1)], 1000));
    expect(error.message).toBe('client-a is full');
    expect(slots.running('key')).toBe(0);
    // Another client of the same key still fits.
    slots.take([bucket('key', 5), bucket('client-b', 1)], 1000);
    expect(slots.running('key')).toBe(1);
  });

  it('says in Retry-After when a slot must be free: never sooner than the earliest held one can end', () => {
    let now = 0;
    const slots = createSlots(() => now);
    slots.take([bucket('k', 2)], 30_000);
    now = 4_000;
    slots.take([bucket('k', 2)], 30_000);
    now = 5_500;
    // The first slot may be held until 30 s: 24.5 s from now, rounded up.
    expect(refusal(() => slots.take([bucket('k', 2)], 30_000)).headers['Retry-After']).toBe('25');
    now = 29_900;
    expect(refusal(() => slots.take([bucket('k', 2)], 30_000)).headers['Retry-After']).toBe('1');
  });

  it('gives each dashboard client half of a plan, at least one', () => {
    expect([5, 10, 20, 1].map(clientShare)).toEqual([2, 5, 10, 1]);
  });
});
