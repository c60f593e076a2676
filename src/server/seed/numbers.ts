// Numbers and amounts of money as each language writes them ("12,400" / "12.400" / "12 400";
// "$3.4 billion" / "3,4 millones de euros"), as phrases with exact word counts.
import type { Language } from './names';
import type { Prng } from './prng';
import { runtimePhrase, type Phrase } from './template';

const THOUSANDS_SEPARATOR: Record<Language, string> = {
  en: ',',
  es: '.',
  fr: ' ',
  de: '.',
  it: '.',
  pt: '.',
  nl: '.',
};
const DECIMAL_SEPARATOR: Record<Language, string> = {
  en: '.',
  es: ',',
  fr: ',',
  de: ',',
  it: ',',
  pt: ',',
  nl: ',',
};

/** A whole number with the language's digit grouping. */
export function integerPhrase(value: number, language: Language): Phrase {
  const digits = String(value);
  const separator = THOUSANDS_SEPARATOR[language];
  let text = '';
  let groups = 0;
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    text = groups === 0 ? group : group + separator + text;
    groups++;
  }
  return runtimePhrase(text, separator === ' ' ? groups : 1, digits);
}

/** A one-decimal number ("4.2" / "4,2"). `tenths` is the value times ten. */
export function decimalText(tenths: number, language: Language): string {
  const whole = Math.floor(tenths / 10);
  return `${whole}${DECIMAL_SEPARATOR[language]}${tenths - whole * 10}`;
}

interface CurrencyWords {
  /** English outlets: symbol before the amount. */
  symbol?: string;
  /** Other languages: the currency noun, and how it joins a million/billion ("de", "d’", "di", ""). */
  noun?: string;
  joiner?: string;
}

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  US: '$',
  CA: '$',
  AU: 'A$',
  NZ: 'NZ$',
  SG: 'S$',
  GB: '£',
  IE: '€',
  IN: '₹',
  ZA: 'R',
  ES: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  NL: 'EUR',
  MX: 'MXN',
  AR: 'ARS',
  CO: 'COP',
  BR: 'BRL',
  CH: 'CHF',
};

const SCALE_WORDS: Record<Exclude<Language, 'en'>, { million: string; billion: string }> = {
  es: { million: 'millones', billion: 'mil millones' },
  fr: { million: 'millions', billion: 'milliards' },
  de: { million: 'Millionen', billion: 'Milliarden' },
  it: { million: 'milioni', billion: 'miliardi' },
  pt: { million: 'milhões', billion: 'mil milhões' },
  nl: { million: 'miljoen', billion: 'miljard' },
};

function currencyWords(language: Language, country: string): CurrencyWords {
  const code = CURRENCY_BY_COUNTRY[country] ?? '$';
  if (language === 'en')
    return { symbol: code === 'EUR' ? '€' : code === 'CHF' ? 'CHF ' : code.length === 3 ? '$' : code };
  const nouns: Record<string, Partial<Record<Language, string>>> = {
    EUR: { es: 'euros', fr: 'euros', de: 'Euro', it: 'euro', pt: 'euros', nl: 'euro' },
    CHF: { fr: 'francs', de: 'Franken', it: 'franchi', es: 'francos', pt: 'francos', nl: 'frank' },
    MXN: { es: 'pesos' },
    ARS: { es: 'pesos' },
    COP: { es: 'pesos' },
    BRL: { pt: 'reais' },
    $: { fr: 'dollars', es: 'dólares', pt: 'dólares', de: 'Dollar', it: 'dollari', nl: 'dollar' },
  };
  const noun = nouns[code]?.[language] ?? nouns.EUR![language]!;
  const joiner =
    language === 'es' || language === 'pt'
      ? 'de '
      : language === 'it'
        ? 'di '
        : language === 'fr'
          ? noun === 'euros'
            ? 'd’'
            : 'de '
          : '';
  return { noun, joiner };
}

/** An amount of money in the outlet's language and currency. */
export function moneyPhrase(rng: Prng, language: Language, country: string): Phrase {
  const currency = currencyWords(language, country);
  const roll = rng.next();
  let text: string;
  if (roll < 0.3) {
    const amount = integerPhrase(rng.between(5, 95) * 10_000, language);
    text = currency.symbol !== undefined ? currency.symbol + amount.text : `${amount.text} ${currency.noun}`;
  } else {
    const billions = roll > 0.8;
    const tenths = billions ? rng.between(11, 400) : rng.between(12, 9500);
    const number = tenths >= 100 && tenths % 10 === 0 ? String(tenths / 10) : decimalText(tenths, language);
    if (currency.symbol !== undefined) {
      text = `${currency.symbol}${number} ${billions ? 'billion' : 'million'}`;
    } else {
      const scale = SCALE_WORDS[language as Exclude<Language, 'en'>];
      text = `${number} ${billions ? scale.billion : scale.million} ${currency.joiner}${currency.noun}`;
    }
  }
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 32) inWord = false;
    else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return runtimePhrase(text, words, '');
}
