import { describe, expect, it } from 'vitest';
import { cardLock, nlpEmptiness, profileCardState } from './card-state';

const basic = { plan: 'v3_basic', has: () => false };
const nlpOnly = { plan: 'v3_nlp', has: (feature: string) => feature === 'nlp' };
const unknown = { plan: null, has: () => null };

describe('cardLock', () => {
  it('locks a card on a plan that lacks its feature, naming the plan that has it', () => {
    expect(cardLock(basic, 'nlp')).toEqual({
      plan: 'v3_nlp',
      title: 'Locked: needs the v3_nlp plan',
      description:
        "This profile's plan (v3_basic) does not include the NLP layer; v3_nlp does. Choose a profile on that plan to see this card.",
    });
    expect(cardLock(nlpOnly, 'iptc')?.plan).toBe('v3_nlp_iptc_tags');
    expect(cardLock(nlpOnly, 'nlp')).toBeNull();
  });

  it('leaves the card open when the plan is unknown: the API decides', () => {
    expect(cardLock(unknown, 'nlp')).toBeNull();
  });
});

describe('profileCardState', () => {
  const lock = cardLock(basic, 'nlp');
  it('shows the lock first, whatever the data', () => {
    expect(profileCardState({ lock, ready: false, empty: null })).toMatchObject({
      status: 'empty',
      title: lock?.title,
    });
  });

  it('loads, then is empty or ready', () => {
    expect(profileCardState({ ready: false, empty: null })).toEqual({ status: 'loading' });
    expect(profileCardState({ ready: true, empty: { title: 'Nothing' } })).toEqual({
      status: 'empty',
      title: 'Nothing',
    });
    expect(profileCardState({ ready: true, empty: null })).toEqual({ status: 'ready' });
  });

  it('says when no article carried an NLP layer', () => {
    expect(nlpEmptiness(0, { title: 'No themes' }).title).toBe('No NLP layer in these articles');
    expect(nlpEmptiness(3, { title: 'No themes' }).title).toBe('No themes');
  });
});
