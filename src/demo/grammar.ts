/**
 * The rules a compositor applied without thinking, applied to every filled template (issue 51):
 * French elision and contraction ("de Esch" → "d'Esch", "du ouest" → "de l'ouest", "de « Le
 * Château »" → "du « Château »", "que il" → "qu'il"), and German contraction ("in dem Rathaus" →
 * "im Rathaus"), where a slot put a word beside another the template could not see. German cases
 * and English plurals are written by the templates and the noun forms (story.ts).
 */
import { luxDateArticle } from './calendar.ts'
import type { Lang } from './vocabulary.ts'

/** Words a French h does not stop from eliding the word before (h muet); every other h does (Hosingen, hameau). */
const H_MUET = new Set([
  'habitant', 'habitants', 'habitation', 'habitude', 'harmonie', 'harmonies', 'hectare', 'hectares', 'hectolitre', 'hectolitres', 'herbe',
  'herbes', 'heure', 'heures', 'heureux', 'heureuse', 'hier', 'histoire', 'hiver', 'homme', 'hommes', 'honneur', 'honneurs', 'hôpital',
  'hospice', 'hôtel', 'huile', 'humidité', 'hygiène', 'hymne', 'hommage', 'horaire', 'horaires', 'horloge', 'hospitalité', 'hôte', 'hôtes',
])

/** Words that begin with a vowel and still take no elision. */
const NO_ELISION = new Set(['onze', 'onzième', 'oui', 'ouate', 'yacht', 'uhlan', 'ululement', 'yod'])

/** Whether a French word is spoken with a vowel first, so that de, le, que… elide before it. */
export function elides(word: string): boolean {
  const bare = word.replace(/^[«"“„(\s\u00a0]+/, '')
  const first = bare.split(/[\s\u00a0\-'’,.;:!?»”)]/)[0]?.toLowerCase() ?? ''
  if (first === '' || NO_ELISION.has(first)) return false
  if (/^h/.test(first)) return H_MUET.has(first)
  return /^[aeiouyàâäéèêëîïôöûüœæ]/.test(first)
}

/** The Eifel rule: the n of den, en, vun stays before a vowel and before n, d, t, z, h; before a number, as it is spoken. */
export function luxKeepsN(next: string): boolean {
  if (/^\d/.test(next)) return luxNumberKeepsN(next)
  return /^[aeiouäëéèöüâêîôûyndtzh]/i.test(next)
}

/**
 * Whether a number keeps the n before it, by the sound it is spoken with: "vun 18" (uechtzéng),
 * "vu 60" (siechzeg), "vun 1.500" (dausend…), "vu 45" (fënnefavéierzeg). The n falls before
 * véier-, fënnef-, sechs-, siwen- and fof-, siech-, siwwen-; a day of the month follows the same
 * rule as its ordinal (calendar.ts, luxDateArticle).
 */
export function luxNumberKeepsN(written: string): boolean {
  const digits = /^\d{1,3}(?:\.\d{3})+(?!\d)/.exec(written)?.[0] ?? /^\d+/.exec(written)?.[0] ?? '0'
  const n = Number(digits.replace(/\./g, ''))
  // Thousands and hundreds are spoken from their leading part; a lone thousand or hundred is dausend, honnert.
  if (n >= 1000) return Math.floor(n / 1000) === 1 || luxNumberKeepsN(String(Math.floor(n / 1000)))
  if (n >= 100) return Math.floor(n / 100) === 1 || luxNumberKeepsN(String(Math.floor(n / 100)))
  if (n >= 10 && n < 20) return n < 14 || n > 17
  // From twenty-one the unit is spoken first (véieranzwanzeg); a round ten is its own word (véierzeg).
  const first = n < 10 ? n : n % 10 !== 0 ? n % 10 : n / 10
  return first < 4 || first > 7
}

const ELIDING = /(?<![\p{L}\p{N}'’-])(de|De|que|Que|le|Le|la|La|ne|Ne|se|Se|je|Je|jusque|lorsque|Lorsque|puisque|Puisque|presque) (?=(«[\s\u00a0]*)?[\p{L}])/gu

function frenchElision(text: string): string {
  return text.replace(ELIDING, (whole: string, word: string, _quote: string | undefined, offset: number) => {
    const next = text.slice(offset + whole.length)
    // "la une", "le un" (the numeral): no elision before a word that is its own article's number.
    if (/^(une?|un)\b/i.test(next) && /^[Ll][ae]$/.test(word)) return whole
    if (!elides(next)) return whole
    return `${word.slice(0, -1)}'`
  })
}

/** de le → du, à le → au, de les → des, à les → aux; du/au before a vowel → de l'/à l'; si il → s'il. */
function frenchContraction(text: string): string {
  return text
    .replace(/(?<![\p{L}'’])([dD])e le (?=[\p{L}«])/gu, (_, d: string) => `${d}u `)
    .replace(/(?<![\p{L}'’])([dD])e les (?=[\p{L}«])/gu, (_, d: string) => `${d}es `)
    .replace(/(?<![\p{L}'’])([àÀ]) le (?=[\p{L}«])/gu, (_, a: string) => (a === 'À' ? 'Au ' : 'au '))
    .replace(/(?<![\p{L}'’])([àÀ]) les (?=[\p{L}«])/gu, (_, a: string) => (a === 'À' ? 'Aux ' : 'aux '))
    .replace(/(?<![\p{L}'’])([dD])e « Le /gu, (_, d: string) => `${d}u « `)
    .replace(/(?<![\p{L}'’])([dD])e « Les /gu, (_, d: string) => `${d}es « `)
    .replace(/(?<![\p{L}'’])([àÀ]) « Le /gu, (_, a: string) => (a === 'À' ? 'Au « ' : 'au « '))
    .replace(/(?<![\p{L}'’])([àÀ]) « Les /gu, (_, a: string) => (a === 'À' ? 'Aux « ' : 'aux « '))
    .replace(/(?<![\p{L}'’])([dD])u (?=[\p{L}])/gu, (whole: string, d: string, offset: number, all: string) => (elides(all.slice(offset + whole.length)) ? `${d}e l'` : whole))
    .replace(/(?<![\p{L}'’])([aA])u (?=[\p{L}])/gu, (whole: string, a: string, offset: number, all: string) => (elides(all.slice(offset + whole.length)) ? `${a === 'A' ? 'À' : 'à'} l'` : whole))
    .replace(/(?<![\p{L}'’])([sS])i (il|ils)\b/gu, (_, s: string, il: string) => `${s}'${il}`)
}

const GERMAN_CONTRACTED: Record<string, string> = { in: 'im', von: 'vom', zu: 'zum', an: 'am', bei: 'beim', In: 'Im', Von: 'Vom', Zu: 'Zum', An: 'Am', Bei: 'Beim' }

/**
 * in dem → im, von dem → vom, zu dem → zum, an dem → am, bei dem → beim, zu der → zur, before a
 * noun (or an adjective and its noun) a slot put there: "im Rathaus", "vom Wohnhaus" (issue 51).
 * Never after a comma, where "in dem" opens a relative clause ("das Haus, in dem er wohnte").
 */
function germanContraction(text: string): string {
  return text
    .replace(/(?<![\p{L}])(?<![,;:] )(in|In|von|Von|zu|Zu|an|An|bei|Bei) dem (?=(?:[a-zäöüß]+e[nmrs]? )?\p{Lu})/gu, (whole: string, word: string) => `${GERMAN_CONTRACTED[word] ?? whole.trimEnd()} `)
    .replace(/(?<![\p{L}])(?<![,;:] )(zu|Zu) der (?=(?:[a-zäöüß]+en? )?\p{Lu})/gu, (_, zu: string) => `${zu === 'Zu' ? 'Zur' : 'zur'} `)
}

/** The Luxembourgish n-rule before a date, wherever a template wrote "den {nextDay}": "de 6. Januar", "den 3. Januar" (issue 51). */
function luxembourgishDates(text: string): string {
  return text.replace(
    /(?<![\p{L}])(den|de|Den|De) (\d{1,2})\. (?=(?:Januar|Februar|Mäerz|Abrëll|Mee|Juni|Juli|August|September|Oktober|November|Dezember)(?![\p{L}]))/gu,
    (_, article: string, day: string) => {
      const right = luxDateArticle(Number(day))
      return `${article.startsWith('D') ? right.replace('d', 'D') : right} ${day}. `
    },
  )
}

/** The words that drop their n by the Eifel rule, with their short forms (si, the pronoun, is no sinn). */
const LUX_N_WORDS: Readonly<Record<string, string>> = { vun: 'vu', an: 'a', den: 'de', en: 'e', een: 'ee', un: 'u', kéin: 'kéi', mäin: 'mäi', däin: 'däi', hunn: 'hu', ginn: 'gi', wann: 'wa', hien: 'hie' }
const LUX_N_LONG: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LUX_N_WORDS).map(([long, short]) => [short, long]))
const LUX_N_WORD = new RegExp(`(?<![\\p{L}\\p{N}'’-])(${[...Object.keys(LUX_N_WORDS), ...Object.values(LUX_N_WORDS)].join('|')}) (?=[„“«"(]*[\\p{L}\\p{N}])`, 'giu')

/**
 * The Eifel rule on every word that has it, wherever a slot put a word after it: "vun Ettelbréck",
 * "vu Rotterdam", "a Veianen", "en Dënschdeg", "vu 60 Joer" (issue 51). The n stays before a
 * pause, so only a word followed by another is changed.
 */
function luxembourgishNRule(text: string): string {
  return text.replace(LUX_N_WORD, (whole: string, word: string, offset: number) => {
    const next = text.slice(offset + whole.length).replace(/^[„“«"(]+/, '')
    const lower = word.toLowerCase()
    const long = LUX_N_WORDS[lower] !== undefined ? lower : (LUX_N_LONG[lower] ?? lower)
    const right = luxKeepsN(next) ? long : (LUX_N_WORDS[long] ?? lower)
    return `${word.charAt(0) === word.charAt(0).toUpperCase() ? right.charAt(0).toUpperCase() + right.slice(1) : right} `
  })
}

const LUX_CONTRACTED: Readonly<Record<string, string>> = { an: 'am', vun: 'vum', mat: 'mam', bei: 'beim' }
const LUX_PREPOSITION_DEM = /(?<![\p{L}'’-])(an|vun|mat|bei) dem (?=\p{L})/giu

/** "an dem Sall", "vun dem Här": a speaker and a paper say "am Sall", "vum Här" (issue 51, fourth reading). */
function luxembourgishContraction(text: string): string {
  return text.replace(LUX_PREPOSITION_DEM, (whole: string, word: string) => {
    const short = LUX_CONTRACTED[word.toLowerCase()] ?? word
    return `${word.charAt(0) === word.charAt(0).toUpperCase() ? short.charAt(0).toUpperCase() + short.slice(1) : short} `
  })
}

const FR_WEEKDAY_PART = /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier (matin|après-midi|soir)\b/gi
const FR_PART_OF_DAY: Partial<Record<string, string>> = { matin: 'dans la matinée', 'après-midi': "dans l'après-midi", soir: 'dans la soirée' }

/** "{When} matin" of a weekday: not "lundi dernier matin" but "lundi dernier, dans la matinée" (issue 51, third reading). */
function frenchWeekdayPart(text: string): string {
  return text.replace(FR_WEEKDAY_PART, (_, day: string, part: string) => `${day} dernier, ${FR_PART_OF_DAY[part] ?? part}`)
}

/** The finishing rules of a language, applied to a filled template. */
export function polish(lang: Lang, text: string): string {
  if (lang === 'de') return germanContraction(text)
  if (lang === 'lb') return luxembourgishNRule(luxembourgishContraction(luxembourgishDates(text)))
  // A French or English paper prints a German name's ß as ss ("M. Hoss", "Mr. Hoss").
  if (lang === 'en') return text.replace(/ß/g, 'ss')
  if (lang !== 'fr') return text
  // Contraction first: "de le atelier" is "du atelier" before it is "de l'atelier".
  return frenchWeekdayPart(frenchElision(frenchContraction(text))).replace(/ß/g, 'ss')
}
