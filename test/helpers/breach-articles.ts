// Fixed breach and non-breach article texts (fictional companies) for tests of event extraction through ingest.
import { makeArticle } from './fixtures';

/** Two reports of one Northwind Health breach, a Contoso Bank breach, a breach naming no company, and no breach. */
export const breachTexts = {
  northwindFirst: {
    id: 'northwind-1',
    title: 'Northwind Health data breach exposes 120,000 patient records',
    content:
      'Northwind Health said hackers gained unauthorized access to its network on October 3, 2026 and stole names, ' +
      'dates of birth and Social Security numbers of about 120,000 patients.',
    published_date: '2026-10-10 09:00:00',
    parse_date: '2026-10-10 09:20:00',
  },
  northwindSecond: {
    id: 'northwind-2',
    title: 'Northwind Health confirms cyberattack, patient data stolen',
    content:
      'Northwind Health confirmed that a ransomware attack on October 3, 2026 exposed patient data including names ' +
      'and health insurance details.',
    published_date: '2026-10-12 15:30:00',
    parse_date: '2026-10-12 15:45:00',
  },
  contoso: {
    id: 'contoso-1',
    title: 'Contoso Bank says hackers stole customer credit card numbers',
    content:
      'Contoso Bank disclosed a data breach in which attackers stole credit card numbers and account numbers of ' +
      '50,000 customers between 12 and 14 September.',
    published_date: '2026-09-20 08:00:00',
    parse_date: '2026-09-20 08:30:00',
  },
  unnamed: {
    id: 'unnamed-1',
    title: 'Hospital chain hit by data breach, patient records stolen',
    content:
      'Hackers stole names and Social Security numbers of 40,000 patients in a data breach, the hospital chain said ' +
      'on October 1, 2026.',
    published_date: '2026-10-05 09:00:00',
    parse_date: '2026-10-05 09:10:00',
  },
  bakery: {
    id: 'bakery-1',
    title: 'Local bakery wins award for best sourdough',
    content: 'The bakery on Main Street won the regional prize for its sourdough bread on Saturday.',
    published_date: '2026-10-01 08:00:00',
    parse_date: '2026-10-01 08:05:00',
  },
} as const;

export type BreachTextName = keyof typeof breachTexts;

/** A v3 article carrying one of the texts; its link follows from its id, so re-ingesting it updates it. */
export function breachArticle(
  name: BreachTextName,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const text = breachTexts[name];
  return makeArticle({ ...text, link: `https://www.securitynews.example/${text.id}`, ...overrides });
}
