/**
 * Nouns with their articles, and the small rules of elision a printer followed (French "d'",
 * Luxembourgish n-rule): what a template's {obj.der} or {dePlace} becomes. A language's grammar
 * of nouns is its own concern, apart from how a scene picks the noun.
 */
import { fitsEra } from './era.ts'
import { elides, luxKeepsN } from './grammar.ts'
import type { Lang } from './vocabulary.ts'

export function capitalize(text: string): string {
  if (text.startsWith("d'")) return `D'${text.slice(2)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A noun of a kind's list, written "g:word" (German m/f/n, French m/f, Luxembourgish m/f/n, "pl"
 * for a plural; English has no gender: "barn"). German adjectives before the noun end in "~",
 * declined with the article ("n:neu~ Schulhaus": das neue Schulhaus, des neuen Schulhauses); a
 * tail after "|" follows the noun unchanged ("n:Denkmal| auf dem Marktplatz"); "@1919" or
 * "@1871-1940" at the end keeps the entry to those years. A form written with a capital
 * ({obj.Der}) is capitalised.
 */
export function nounForm(entry: string, lang: Lang, form: string): string {
  if (form !== '' && form.charAt(0) !== form.charAt(0).toLowerCase()) return capitalize(nounForm(entry, lang, form.toLowerCase()))
  const bare = entry.replace(/@\d+(-\d+)?$/, '')
  const marked = /^(m|f|n|pl):/.exec(bare)
  const gender = marked?.[1] ?? 'n'
  const [head = '', tail = ''] = (marked ? bare.slice(marked[0].length) : bare).split('|')
  const plain = `${head.replace(/~/g, 'e')}${tail}`
  if (form === '') return plain
  switch (lang) {
    case 'de': {
      const table: Record<string, Record<string, string>> = {
        der: { m: 'der', f: 'die', n: 'das', pl: 'die' },
        den: { m: 'den', f: 'die', n: 'das', pl: 'die' },
        dem: { m: 'dem', f: 'der', n: 'dem', pl: 'den' },
        des: { m: 'des', f: 'der', n: 'des', pl: 'der' },
        ein: { m: 'ein', f: 'eine', n: 'ein', pl: '' },
        einen: { m: 'einen', f: 'eine', n: 'ein', pl: '' },
        einem: { m: 'einem', f: 'einer', n: 'einem', pl: '' },
        // The possessive stem for the noun as owner: seine / ihre (templates add the ending).
        sein: { m: '', f: '', n: '', pl: '' },
      }
      if (form === 'sein') return gender === 'f' || gender === 'pl' ? 'ihr' : 'sein'
      const article = table[form]?.[gender]
      if (article === undefined) return plain
      // Adjective endings after the article (weak after der/die/das, mixed after ein).
      const strongSingular = form === 'ein' || form === 'einen'
      let ending = 'en'
      if (gender !== 'pl') {
        if (form === 'der' || (form === 'den' && gender !== 'm')) ending = 'e'
        if (strongSingular && !(form === 'einen' && gender === 'm')) ending = gender === 'm' ? 'er' : gender === 'n' ? 'es' : 'e'
      }
      let noun = head.replace(/~/g, ending)
      // Genitive singular of masculine and neuter nouns: des Stalles, des Hauses.
      if (form === 'des' && (gender === 'm' || gender === 'n')) noun = /(s|ß|z|x)$/.test(noun) ? `${noun}es` : `${noun}s`
      return `${article === '' ? '' : `${article} `}${noun}${tail}`
    }
    case 'fr': {
      const vowel = startsWithVowelSound(plain)
      const plural = gender === 'pl'
      const table: Record<string, [string, string, string, string]> = {
        // masculine, feminine, before a vowel, plural
        le: ['le ', 'la ', "l'", 'les '],
        un: ['un ', 'une ', gender === 'f' ? 'une ' : 'un ', 'des '],
        du: ['du ', 'de la ', "de l'", 'des '],
        au: ['au ', 'à la ', "à l'", 'aux '],
        ce: ['ce ', 'cette ', gender === 'f' ? 'cette ' : 'cet ', 'ces '],
      }
      if (form === 'e') return gender === 'f' ? 'e' : gender === 'pl' ? 's' : ''
      if (form === 'de') return startsWithVowelSound(plain) ? `d'${plain}` : `de ${plain}`
      const row = table[form]
      if (!row) return plain
      const article = plural ? row[3] : vowel ? row[2] : gender === 'f' ? row[1] : row[0]
      return `${article}${plain}`
    }
    case 'lb': {
      if (form === 'd') {
        // d' for feminine, neuter and plural; de/den for masculine (the n-rule).
        if (gender === 'm') return `${luxKeepsN(plain) ? 'den' : 'de'} ${plain}`
        return `d'${plain}`
      }
      if (form === 'dem') return gender === 'f' ? `der ${plain}` : gender === 'pl' ? `${luxKeepsN(plain) ? 'den' : 'de'} ${plain}` : `dem ${plain}`
      if (form === 'eng') return gender === 'f' ? `eng ${plain}` : gender === 'pl' ? plain : `${luxKeepsN(plain) ? 'en' : 'e'} ${plain}`
      return plain
    }
    case 'en': {
      if (form === 'the') return `the ${plain}`
      if (form === 'a') return /^[aeiou]/i.test(plain) ? `an ${plain}` : `a ${plain}`
      return plain
    }
  }
}

/** Whether a list entry ("…@1919", "…@1871-1940") belongs to the year. */
export function entryFits(entry: string, year: number): boolean {
  const match = /@(\d+)(?:-(\d+))?$/.exec(entry)
  if (!match) return fitsEra(entry, year)
  const from = Number(match[1])
  const to = match[2] === undefined ? 10_000 : Number(match[2])
  return year >= from && year < to && fitsEra(entry, year)
}

/** Whether a French article or "de" elides before the word (grammar.ts: an h elides only where it is mute). */
export const startsWithVowelSound = elides

/** "de Paris", "d'Esch-sur-Alzette", "de Hosingen". */
export function frDe(name: string): string {
  return elides(name) ? `d'${name}` : `de ${name}`
}

/** The Eifel rule (grammar.ts, which applies it to every finished Luxembourgish text). */
export { luxKeepsN }

/** The ending of a French participle agreed with nouns of the lists ("la Fola et la Spora se sont rencontrées"): feminine only when all are. */
export function frPluralEnding(entries: readonly string[]): 'es' | 's' {
  return entries.every((entry) => entry.startsWith('f:')) ? 'es' : 's'
}

export function luxVun(name: string): string {
  return `${luxKeepsN(name) ? 'vun' : 'vu'} ${name}`
}
