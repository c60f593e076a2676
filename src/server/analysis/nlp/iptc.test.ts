import { describe, expect, it } from 'vitest';
import { IPTC_TOPICS, THEME_TOPICS, iptcAncestorIds, iptcTagsFor } from './iptc';
import { THEMES } from './themes';

describe('IPTC table', () => {
  it('holds the 17 top-level Media Topics', () => {
    const topLevel = [...IPTC_TOPICS.values()]
      .filter((topic) => topic.parentId === null)
      .map((topic) => topic.id);
    expect(topLevel).toHaveLength(17);
    for (let n = 1; n <= 17; n++) expect(topLevel).toContain(`${String(n).padStart(2, '0')}000000`);
  });

  it('builds /-separated paths from the top level down', () => {
    expect(IPTC_TOPICS.get('20000344')!.path).toBe('economy, business and finance/economy');
    expect(IPTC_TOPICS.get('17000000')!.path).toBe('weather');
    expect(iptcAncestorIds('20001128')).toEqual(['20001128', '17000000']);
  });

  it('maps every theme but General to a topic of the table', () => {
    for (const theme of THEMES) {
      const topic = THEME_TOPICS[theme];
      if (theme === 'General') expect(topic).toBeNull();
      else expect(IPTC_TOPICS.has(topic!)).toBe(true);
    }
  });
});

describe('iptcTagsFor', () => {
  it('tags an article with its themes’ topics and with cues, ids matching names', () => {
    const tags = iptcTagsFor({
      themes: ['Politics'],
      terms: ['senate', 'election', 'vote', 'voter', 'court', 'ruling'],
      titleTerms: ['senate', 'election'],
      organisations: ['Senate'],
    });
    expect(tags.iptc_tags_id).toEqual(['20000593', '20000574', '20000106']);
    expect(tags.iptc_tags_name).toEqual([
      'politics/government',
      'politics/election',
      'crime, law and justice/judiciary',
    ]);
  });

  it('needs a cue word twice in the body, or once in the title', () => {
    const once = iptcTagsFor({
      themes: ['Sports'],
      terms: ['earthquake'],
      titleTerms: [],
      organisations: [],
    });
    expect(once.iptc_tags_id).toEqual(['15000000']);
    const inTitle = iptcTagsFor({
      themes: ['Sports'],
      terms: ['earthquake'],
      titleTerms: ['earthquake'],
      organisations: [],
    });
    expect(inTitle.iptc_tags_id).toEqual(['15000000', '20000148']);
  });

  it('drops a topic when a more specific one under it is present', () => {
    const tags = iptcTagsFor({
      themes: ['Weather'],
      terms: ['forecast', 'forecaster'],
      titleTerms: [],
      organisations: [],
    });
    expect(tags.iptc_tags_id).toEqual(['20001128']);
  });

  it('gives General articles without cues no tags, and only ids from the table', () => {
    expect(
      iptcTagsFor({ themes: ['General'], terms: ['thing'], titleTerms: [], organisations: [] }).iptc_tags_id,
    ).toEqual([]);
    const tags = iptcTagsFor({
      themes: ['General'],
      terms: [],
      titleTerms: [],
      organisations: ['Manchester United FC'],
    });
    expect(tags.iptc_tags_id).toEqual(['15000000']);
    for (const id of tags.iptc_tags_id) expect(IPTC_TOPICS.has(id)).toBe(true);
  });
});
