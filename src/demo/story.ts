/**
 * The template engine of the demo's texts (issue 39). A text is written by us, per kind and
 * language, as templates with slots; one *scene* fills every slot of one text, and remembers what
 * it chose, so that an article names one town, one person and one day from its headline to its
 * last line. The slots:
 *
 *   {place} {place2} {place3}   towns of the Grand Duchy (the first near the paper's home), all different;
 *                               French {dePlace} "de Mersch" / "d'Esch-sur-Alzette", Luxembourgish
 *                               {vunPlace} "vu Miersch" / "vun Esch-Uelzecht" (also with 2 and 3)
 *   {P} {P.nom} {P.dat} …       people (P, Q, R), with the forms each language needs (see personForm);
 *   {P=mayor}                   P takes a role (ROLES in people.ts) and is named as its holder, a
 *                               recurring person where the cast has one for that town and role
 *   {obj} {obj.der} {obj.le} …  a noun from the kind's own list (`lists`), with its article
 *   {#n:3-12} {#n} {#n:w}       a number, drawn once and repeated; :w writes one to twelve in words;
 *   {#n:2..present-1}           a range whose ends name numbers drawn before (votes within the members present);
 *                               a number used before it is drawn, without a range, is an error (no NaN in print)
 *   {$n:200-900} {$n}           a sum of money at the period's prices and in its currency
 *   {when} {evDate} {evDay} …   the day the reported event happened, a few days before the issue
 *   {next} {nextDate} {hour} …  a day to come (a funeral, a meeting) after the issue, with its weekday
 *   {=a|b|c}                    one of the choices, drawn anew each time
 *
 * A slot the scene does not know is left as written, so a typo shows in the output and in the
 * tests, instead of vanishing.
 */
import { NOT_BEFORE, fitsEra } from './era.ts'
import { elides, polish } from './grammar.ts'
import { itemAt, type Rng } from './random.ts'
import type { Lang, Localized } from './vocabulary.ts'

export type { Lang, Localized }

export interface DateParts {
  year: number
  /** 1..12 */
  month: number
  day: number
  /** 0 = Sunday */
  weekday: number
}

export const MONTHS: Record<Lang, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  lb: ['Januar', 'Februar', 'Mäerz', 'Abrëll', 'Mee', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}

/** Sunday first, as Date.getUTCDay(). */
export const WEEKDAYS: Record<Lang, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  lb: ['Sonndeg', 'Méindeg', 'Dënschdeg', 'Mëttwoch', 'Donneschdeg', 'Freideg', 'Samschdeg'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
}

const NUMBER_WORDS: Record<Lang, readonly string[]> = {
  de: ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  lb: ['null', 'een', 'zwee', 'dräi', 'véier', 'fënnef', 'sechs', 'siwen', 'aacht', 'néng', 'zéng', 'eelef', 'zwielef'],
  en: ['nought', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
}

export function numberWord(n: number, lang: Lang): string {
  return n >= 0 && n <= 12 ? itemAt(NUMBER_WORDS[lang], n) : String(n)
}

export function addDays(date: DateParts, days: number): DateParts {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() }
}

/** French writes the first of a month "1er". */
export function frDay(day: number): string {
  return day === 1 ? '1er' : String(day)
}

/** "Montag, den 3. Januar" / "lundi 3 janvier" / "Méindeg, den 3. Januar" / "Monday, 3 January". */
export function longDate(date: DateParts, lang: Lang): string {
  const wd = itemAt(WEEKDAYS[lang], date.weekday)
  const month = itemAt(MONTHS[lang], date.month - 1)
  switch (lang) {
    case 'de':
      return `${wd}, den ${date.day}. ${month}`
    case 'fr':
      return `${wd} ${frDay(date.day)} ${month}`
    case 'lb':
      return `${wd}, den ${date.day}. ${month}`
    case 'en':
      return `${wd}, ${date.day} ${month}`
  }
}

/** "3. Januar" / "3 janvier" / "3. Januar" / "3 January". */
export function dayMonth(date: DateParts, lang: Lang): string {
  const month = itemAt(MONTHS[lang], date.month - 1)
  if (lang === 'fr') return `${frDay(date.day)} ${month}`
  if (lang === 'en') return `${date.day} ${month}`
  return `${date.day}. ${month}`
}

export function capitalize(text: string): string {
  if (text.startsWith("d'")) return `D'${text.slice(2)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// --- Nouns with their articles --------------------------------------------------

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

/** The Eifel rule: the n of den, en, vun stays before a vowel and before n, d, t, z, h. */
export function luxKeepsN(next: string): boolean {
  return /^[aeiouäëéöüyndtzh]/i.test(next)
}

export function luxVun(name: string): string {
  return `${luxKeepsN(name) ? 'vun' : 'vu'} ${name}`
}

// --- People ---------------------------------------------------------------------

export interface Person {
  given: string
  family: string
  female: boolean
  /** The role the person holds in the text, if any (a key of ROLES). */
  role?: string
  /** Where the role is held. */
  place?: Localized
}

export interface RoleNames {
  male: Localized
  female: Localized
  /** Women held this office from this year on; before it the role goes to a man. */
  femaleFrom: number
  /** The share of women among its holders once they may hold it (0.2 unless said). */
  femaleShare?: number
}

/** The forms that differ by language (titles, pronouns, articles); undefined for the others. */
function languageForm(person: Person, lang: Lang, form: string, roleName: string): string | undefined {
  const f = person.female
  const name = `${person.given} ${person.family}`
  switch (lang) {
    case 'de':
      switch (form) {
        case '':
          return `${f ? 'Frau' : 'Herr'} ${name}`
        case 'nom':
          return `${f ? 'Frau' : 'Herr'} ${person.family}`
        case 'acc':
        case 'dat':
          return `${f ? 'Frau' : 'Herrn'} ${person.family}`
        case 'accFull':
        case 'datFull':
          return `${f ? 'Frau' : 'Herrn'} ${name}`
        case 'er':
          return f ? 'sie' : 'er'
        case 'Er':
          return f ? 'Sie' : 'Er'
        case 'ihn':
          return f ? 'sie' : 'ihn'
        case 'ihm':
          return f ? 'ihr' : 'ihm'
        case 'sein':
          return f ? 'ihr' : 'sein'
        case 'Sein':
          return f ? 'Ihr' : 'Sein'
        case 'gen':
          return `${f ? 'der Frau' : 'des Herrn'} ${person.family}`
        case 'der':
          return f ? 'die' : 'der'
        case 'Der':
          return f ? 'Die' : 'Der'
        case 'dem':
          return f ? 'der' : 'dem'
        case 'des':
          return f ? 'der' : 'des'
        case 'den':
          return f ? 'die' : 'den'
        case 'in':
          return f ? 'in' : ''
      }
      break
    case 'fr':
      switch (form) {
        case '':
          return `${f ? 'Mme' : 'M.'} ${name}`
        case 'nom':
          return `${f ? 'Mme' : 'M.'} ${person.family}`
        case 'il':
          return f ? 'elle' : 'il'
        case 'Il':
          return f ? 'Elle' : 'Il'
        case 'e':
          return f ? 'e' : ''
        case 'le':
          return f ? 'la' : 'le'
        case 'Le':
          return f ? 'La' : 'Le'
        case 'du':
          return f ? 'de la' : 'du'
        case 'au':
          return f ? 'à la' : 'au'
        case 'lui':
          return f ? 'elle' : 'lui'
        case 'leveuf':
          return f ? 'la veuve' : 'le veuf'
      }
      break
    case 'lb':
      switch (form) {
        case '':
          return f ? `d'Madame ${name}` : `den Här ${name}`
        case 'Nom':
          return f ? `D'Madame ${person.family}` : `Den Här ${person.family}`
        case 'nom':
          return f ? `d'Madame ${person.family}` : `den Här ${person.family}`
        case 'dat':
          return f ? `der Madame ${person.family}` : `dem Här ${person.family}`
        case 'hien':
          return f ? 'si' : 'hien'
        case 'Hien':
          return f ? 'Si' : 'Hien'
        case 'd':
          return f ? "d'" : luxKeepsN(roleName) ? 'den ' : 'de '
      }
      break
    case 'en':
      switch (form) {
        case '':
          return `${f ? 'Mrs.' : 'Mr.'} ${name}`
        case 'nom':
          return `${f ? 'Mrs.' : 'Mr.'} ${person.family}`
        case 'he':
          return f ? 'she' : 'he'
        case 'He':
          return f ? 'She' : 'He'
        case 'his':
          return f ? 'her' : 'his'
        case 'His':
          return f ? 'Her' : 'His'
        case 'him':
          return f ? 'her' : 'him'
      }
      break
  }
  return undefined
}

/** One form of a person's name or pronoun for the templates ({P.nom}, {P.er}, {P.il}, …). */
export function personForm(person: Person, lang: Lang, form: string, roles: Record<string, RoleNames>): string | undefined {
  const role = person.role ? roles[person.role] : undefined
  const roleName = role ? (person.female ? role.female : role.male)[lang] : ''
  const name = `${person.given} ${person.family}`
  const own = languageForm(person, lang, form, roleName)
  if (own !== undefined) return own
  switch (form) {
    case 'name':
      return name
    case 'given':
      return person.given
    case 'fam':
      return person.family
    case 'role':
      return roleName
    case 'Role':
      return capitalize(roleName)
  }
  return undefined
}

// --- The scene --------------------------------------------------------------------

export interface SceneSetup {
  lang: Lang
  rng: Rng
  /** The issue's date. */
  date: DateParts
  /** Price level of the period (1 around 1870); NaN-free. */
  priceFactor: number
  /** Money as the period wrote it: "3 500 Franken", "1 200 RM". */
  money: (value: number) => string
  /** The currency's name after a number: "Franken", "francs", "RM". */
  currency: string
  /** A town near the paper's home (first pick), then others. */
  pickPlace: (rng: Rng, avoid: readonly Localized[]) => Localized
  /** A person for a role at a place, from the recurring cast when one fits, or new. */
  pickPerson: (rng: Rng, role: string | undefined, place: Localized | undefined, year: number) => Person
  roles: Record<string, RoleNames>
  /** Lists of the kind being written ({obj}, {crop}, …) and the common ones ({street}, …). */
  lists: Record<string, readonly string[]>
  /** A list bound to the scene (the river of the text's town), in place of the written one. */
  sceneList?: (list: string, scene: Scene) => readonly string[] | undefined
  /** Slots of the caller's own, computed on first use and then kept. */
  extra?: Record<string, (scene: Scene) => string>
  /** How many days before the issue the event happened (default 1 to 4). */
  eventDaysBefore?: [number, number]
  /** A town's name as the period printed it in the text's language (Bad Mondorf under the occupation). */
  placeName?: (name: string) => string
}

/** Fills templates for one text, keeping every choice for the rest of the text. */
export class Scene {
  readonly lang: Lang
  readonly rng: Rng
  readonly date: DateParts
  readonly year: number
  private readonly setup: SceneSetup
  private readonly memo = new Map<string, string>()
  private readonly numbers = new Map<string, number>()
  private readonly people = new Map<string, Person>()
  readonly places: Localized[] = []
  readonly event: DateParts
  readonly next: DateParts

  constructor(setup: SceneSetup) {
    this.setup = setup
    this.lang = setup.lang
    this.rng = setup.rng
    this.date = setup.date
    this.year = setup.date.year
    const [lo, hi] = setup.eventDaysBefore ?? [1, 4]
    this.event = addDays(setup.date, -this.rng.int(lo, hi))
    this.next = addDays(setup.date, this.rng.int(2, 6))
  }

  /** The n-th distinct place of the text (0-based), chosen on first use. */
  place(index: number): Localized {
    while (this.places.length <= index) this.places.push(this.setup.pickPlace(this.rng, this.places))
    return itemAt(this.places, index)
  }

  person(key: string, role?: string): Person {
    const known = this.people.get(key)
    if (known) return known
    const person = this.setup.pickPerson(this.rng, role, role ? this.place(0) : undefined, this.year)
    this.people.set(key, role ? { ...person, role } : person)
    return this.people.get(key) ?? person
  }

  /** Fills a template; slots are replaced innermost first, so a choice may hold slots. */
  fill(template: string): string {
    let text = template
    for (let guard = 0; guard < 20 && text.includes('{'); guard++) {
      const next = text.replace(/\{([^{}]*)\}/g, (whole, body: string) => this.resolve(body) ?? `\uE000${body}\uE001`)
      if (next === text) break
      text = next
    }
    // Unknown slots were parked so the loop could finish; they are shown as written.
    return polish(this.lang, text.replace(/\uE000/g, '{').replace(/\uE001/g, '}'))
  }

  private resolve(body: string): string | undefined {
    if (body.startsWith('=')) return this.rng.pick(body.slice(1).split('|'))
    if (body.startsWith('#')) return this.number(body.slice(1))
    if (body.startsWith('$')) return this.moneySlot(body.slice(1))
    if (body.startsWith('%')) return this.scaled(body.slice(1))
    if (body === 'currency') return this.setup.currency
    const personMatch = /^([PQR])(?:=(\w+))?(?:\.(\w+))?$/.exec(body)
    if (personMatch) {
      const [, key = 'P', role, form = ''] = personMatch
      const person = this.person(key, role)
      // {P=mayor} names the role holder in full the first time.
      return personForm(person, this.lang, form, this.setup.roles)
    }
    const known = this.memo.get(body)
    if (known !== undefined) return known
    const value = this.compute(body)
    if (value !== undefined) this.memo.set(body, value)
    return value
  }

  private number(spec: string): string {
    const [name = '', first, second] = spec.split(':')
    // "{#n:w}" repeats n in words; "{#n:2-8:w}" draws it first.
    const range = first === 'w' && second === undefined ? undefined : first
    const style = range === undefined ? first : second
    let value = this.numbers.get(name)
    if (value === undefined) {
      if (range === undefined) throw new Error(`the number {#${name}} is used before a template draws it`)
      const [lo, hi] = range.includes('..') ? range.split('..').map((end) => this.bound(end)) : range.split('-').map(Number)
      if (lo === undefined || hi === undefined || !Number.isFinite(lo) || !Number.isFinite(hi) || hi < lo) throw new Error(`the number {#${spec}} has no range to draw from`)
      value = this.rng.int(lo, hi)
      this.numbers.set(name, value)
    }
    return style === 'w' ? numberWord(value, this.lang) : String(value)
  }

  /** One end of a range: a sum or difference of whole numbers and numbers drawn before ("present-no", "yes+1"). */
  private bound(expression: string): number {
    let total = 0
    for (const [, sign = '+', term = ''] of expression.matchAll(/([+-]?)([a-z]\w*|\d+)/g)) {
      const value = /^\d+$/.test(term) ? Number(term) : this.numbers.get(term)
      if (value === undefined) throw new Error(`the range {${expression}} names the number ${term} before it is drawn`)
      total += sign === '-' ? -value : value
    }
    return total
  }

  /** A price level number without its currency ("400 bis 500 Franken"): rounded like a sum. */
  private scaled(spec: string): string {
    const [name = '', range] = spec.split(':')
    const key = `%${name}`
    const known = this.memo.get(key)
    if (known !== undefined) return known
    const [lo = 10, hi = lo] = (range ?? '10-100').split('-').map(Number)
    const raw = this.rng.int(lo, hi) * this.setup.priceFactor
    const step = raw < 100 ? 5 : raw < 2000 ? 50 : raw < 20000 ? 100 : 1000
    const text = String(Math.max(step, Math.round(raw / step) * step))
    this.memo.set(key, text)
    return text
  }

  /** The first entry the text took from a kind's list (its topic, its building), if any: what makes two texts of a town one event or two. */
  mainEntry(): string | undefined {
    for (const [key, value] of this.memo) if (key.startsWith('@')) return value
    return undefined
  }

  /** A drawn number, for the caller's own arithmetic (a total of listed sums). */
  numberOf(name: string): number | undefined {
    return this.numbers.get(name)
  }

  private moneySlot(spec: string): string {
    const [name = '', range] = spec.split(':')
    const key = `$${name}`
    const known = this.memo.get(key)
    if (known !== undefined) return known
    const [lo = 10, hi = lo] = (range ?? '10-100').split('-').map(Number)
    const raw = this.rng.int(lo, hi) * this.setup.priceFactor
    // Round as a paper would: to 5 under 100, to 50 under 2,000, then to 100 or 1,000.
    const step = raw < 100 ? 5 : raw < 2000 ? 50 : raw < 20000 ? 100 : 1000
    const value = Math.max(step, Math.round(raw / step) * step)
    const text = this.setup.money(value)
    this.memo.set(key, text)
    return text
  }

  private compute(body: string): string | undefined {
    const custom = this.setup.extra?.[body]
    if (custom) return custom(this)
    const lang = this.lang
    const placeMatch = /^(place|dePlace|vunPlace)([23]?)$/.exec(body)
    if (placeMatch) {
      const [, form, index = ''] = placeMatch
      const written = this.place(index === '' ? 0 : Number(index) - 1)[form === 'dePlace' ? 'fr' : lang]
      const name = form === 'dePlace' ? written : (this.setup.placeName?.(written) ?? written)
      if (form === 'dePlace') return frDe(name)
      if (form === 'vunPlace') return luxVun(name)
      return name
    }
    const listMatch = /^([a-z]\w*?)(\d?)(?:\.(\w+))?$/.exec(body)
    if (listMatch) {
      const [, list = '', index = '', form = ''] = listMatch
      const entries = this.setup.sceneList?.(list, this) ?? this.setup.lists[list]
      if (entries && entries.length > 0) {
        const entryKey = `@${list}${index}`
        let entry = this.memo.get(entryKey)
        // Lists named group_a, group_b are parallel: a text takes the same line of each (a crime and its deed).
        const group = list.includes('_') ? list.slice(0, list.indexOf('_')) : undefined
        if (entry === undefined && group !== undefined) {
          const line = this.numbers.get(`@${group}${index}`) ?? this.rng.int(0, entries.length - 1)
          this.numbers.set(`@${group}${index}`, line)
          entry = entries[line % entries.length] ?? ''
          this.memo.set(entryKey, entry)
        }
        if (entry === undefined) {
          const taken = new Set([...this.memo.entries()].filter(([k]) => k.startsWith(`@${list}`)).map(([, v]) => v))
          const fitting = entries.filter((e) => entryFits(e, this.year))
          const free = fitting.filter((e) => !taken.has(e))
          entry = this.rng.pick(free.length > 0 ? free : fitting.length > 0 ? fitting : entries)
          this.memo.set(entryKey, entry)
        }
        return nounForm(entry, lang, form)
      }
    }
    switch (body) {
      case 'year':
        return String(this.year)
      case 'lastYear':
        return String(this.year - 1)
      case 'issueDay':
        return lang === 'fr' ? frDay(this.date.day) : String(this.date.day)
      case 'month':
        return itemAt(MONTHS[lang], this.date.month - 1)
      case 'today':
        return dayMonth(this.date, lang)
      case 'todayLong':
        return longDate(this.date, lang)
      case 'evDate':
        return longDate(this.event, lang)
      case 'evDay':
        return dayMonth(this.event, lang)
      case 'evWeekday':
        return itemAt(WEEKDAYS[lang], this.event.weekday)
      case 'evNextWeekday':
        return itemAt(WEEKDAYS[lang], (this.event.weekday + 1) % 7)
      case 'when':
        return this.when()
      case 'When':
        return capitalize(this.when())
      case 'nextDate':
        return longDate(this.next, lang)
      case 'nextDay':
        return dayMonth(this.next, lang)
      case 'nextWeekday':
        return itemAt(WEEKDAYS[lang], this.next.weekday)
      case 'hour':
        return this.hour(this.rng.pick([9, 10, 10, 11]))
      case 'pmHour':
        return this.hour(this.rng.pick([14, 15, 15, 16, 17]))
      case 'eveHour':
        return this.hour(this.rng.pick([19, 20, 20, 21]))
    }
    return undefined
  }

  /** When the event happened, said as a paper of the next days says it: yesterday, on Monday. */
  private when(): string {
    const days = Math.round((Date.UTC(this.date.year, this.date.month - 1, this.date.day) - Date.UTC(this.event.year, this.event.month - 1, this.event.day)) / 86_400_000)
    const wd = itemAt(WEEKDAYS[this.lang], this.event.weekday)
    switch (this.lang) {
      case 'de':
        return days === 1 ? 'gestern' : days === 2 ? 'vorgestern' : `am ${wd}`
      case 'fr':
        return days === 1 ? 'hier' : days === 2 ? 'avant-hier' : `${wd} dernier`
      case 'lb':
        return days === 1 ? 'gëschter' : `e ${wd}`
      case 'en':
        return days === 1 ? 'yesterday' : `on ${wd}`
    }
  }

  /** A time of day as the period wrote it: "um 3 Uhr nachmittags" before 1920, "um 15 Uhr" after. */
  hour(h: number): string {
    const modern = this.year >= 1920
    const twelve = h > 12 ? h - 12 : h
    switch (this.lang) {
      case 'de':
        if (modern) return `um ${h} Uhr`
        return `um ${twelve} Uhr ${h < 12 ? 'vormittags' : h < 18 ? 'nachmittags' : 'abends'}`
      case 'fr':
        if (modern) return `à ${h} heures`
        return `à ${twelve} heure${twelve > 1 ? 's' : ''} ${h < 12 ? 'du matin' : h < 18 ? "de l'après-midi" : 'du soir'}`
      case 'lb':
        return `um ${h} Auer`
      case 'en':
        return `at ${twelve} ${h < 12 ? 'a.m.' : 'p.m.'}`
    }
  }
}

/** The templates of a text that fit its year: a template may carry "<1900" or ">=1919" tags. */
export function ofYear(templates: readonly Template[], year: number): string[] {
  const out: string[] = []
  for (const template of templates) {
    if (typeof template === 'string') {
      if (fitsEra(template, year)) out.push(template)
    } else if (year >= (template.from ?? 0) && year < (template.to ?? 10_000) && fitsEra(template.text, year)) {
      out.push(template.text)
    }
  }
  return out
}

/** A template, or one that fits only the years from `from` up to (not including) `to`. */
export type Template = string | { text: string; from?: number; to?: number }

export { NOT_BEFORE }
