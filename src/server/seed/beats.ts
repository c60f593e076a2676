// The fifteen beats of the demo corpus: the themes of the interface's NLP layer (docs/spec/interface.md,
// "Articles by author", `theme`).
import { themes } from '../../contract/article';

export const BEATS = themes;

export type Beat = (typeof BEATS)[number];

export function beatIndex(beat: Beat): number {
  return BEATS.indexOf(beat);
}

/** How often a general-news desk covers each beat (same order as BEATS). */
export const GENERAL_DESK_WEIGHTS: readonly number[] = [
  12, // Business
  6, // Economics
  9, // Entertainment
  5, // Finance
  7, // Health
  14, // Politics
  4, // Science
  13, // Sports
  8, // Tech
  7, // Crime
  5, // Lifestyle
  2, // Automotive
  3, // Travel
  2, // Weather
  8, // General
];
