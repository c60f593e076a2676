// The value lists of the Article resource's fields, as plain constants (no zod): the SPA's URL readers run
// in its entry chunk, and a schema module there would bring zod with it. article.ts re-exports them.

/** The 15 themes of the NLP layer (docs/spec/interface.md, "Articles by author", authors `theme`). */
export const themes = [
  'Business',
  'Economics',
  'Entertainment',
  'Finance',
  'Health',
  'Politics',
  'Science',
  'Sports',
  'Tech',
  'Crime',
  'Lifestyle',
  'Automotive',
  'Travel',
  'Weather',
  'General',
] as const;

export type Theme = (typeof themes)[number];

export const publishedDatePrecisions = ['full', 'timezone unknown', 'date'] as const;

export type PublishedDatePrecision = (typeof publishedDatePrecisions)[number];
