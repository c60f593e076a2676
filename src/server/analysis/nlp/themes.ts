// The 15 themes of the interface (docs/spec/interface.md, "Articles by author": `theme`), in the order the
// classifier model uses.
export const THEMES = [
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

export type Theme = (typeof THEMES)[number];

export function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}
