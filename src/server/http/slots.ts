// Concurrent-call slots: how many requests of a key (or of one client within a key) are being worked on.
// A slot is taken once a request is read and checked — never while its body is still arriving — and held for
// the work it does, so a client that stalls its upload holds nothing. Synchronous, no promise: a GET takes
// and frees its slot within its own synchronous answer.
import { ApiError } from './errors';

/** One counter a request must fit in: a key's plan limit, or one client's share of it. */
export interface SlotBucket {
  id: string;
  limit: number;
  /** The 429 message when this bucket is full. */
  refusal: string;
}

export interface Slots {
  /**
   * Takes a slot in every bucket, or in none: returns the function that frees them (safe to call more than
   * once), or throws the 429 ApiError with a Retry-After that is never shorter than the wait can be.
   * `maxHoldMs` is the longest this request can hold its slot (its timeout).
   */
  take(buckets: readonly SlotBucket[], maxHoldMs: number): () => void;
  /** Slots held in a bucket now. */
  running(id: string): number;
}

/** The share of a profile's concurrent calls one client of the dashboard may use: half, at least one. */
export function clientShare(limit: number): number {
  return Math.max(1, Math.floor(limit / 2));
}

export function createSlots(now: () => number = Date.now): Slots {
  // Per bucket, the deadline of each slot held (the latest it can be freed).
  const held = new Map<string, Set<{ deadline: number }>>();

  /** Seconds until a slot of a full bucket must be free: its earliest deadline, rounded up, at least 1. */
  const retryAfter = (slots: Set<{ deadline: number }>): number => {
    let earliest = Infinity;
    for (const slot of slots) earliest = Math.min(earliest, slot.deadline);
    return Math.max(1, Math.ceil((earliest - now()) / 1000));
  };

  return {
    take(buckets, maxHoldMs) {
      for (const bucket of buckets) {
        const slots = held.get(bucket.id);
        if (slots && slots.size >= bucket.limit) {
          throw new ApiError(429, 'TOO_MANY_REQUESTS', bucket.refusal, {
            'Retry-After': String(retryAfter(slots)),
          });
        }
      }
      const slot = { deadline: now() + maxHoldMs };
      for (const bucket of buckets) {
        let slots = held.get(bucket.id);
        if (!slots) held.set(bucket.id, (slots = new Set()));
        slots.add(slot);
      }
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        for (const bucket of buckets) {
          const slots = held.get(bucket.id);
          if (!slots) continue;
          slots.delete(slot);
          if (slots.size === 0) held.delete(bucket.id);
        }
      };
    },
    running: (id) => held.get(id)?.size ?? 0,
  };
}
