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
 *   {obj} {obj.der} {obj.le} …  a noun from the kind's own list (`lists`), with its article;
 *                               {obj+obj2.es} the French plural ending agreed with both ("se sont rencontrées")
 *   {#n:3-12} {#n} {#n:w}       a number, drawn once and repeated; :w writes one to twelve in words,
 *                               :y a year (never grouped), :00 with noughts appended (a crowd of some 1,300);
 *   {#n:2..present-1}           a range whose ends name numbers drawn before (votes within the members present),
 *                               or numbers the scene knows of its town ({#present:seats-2..seats}: the council's size);
 *                               a number used before it is drawn, without a range, is an error (no NaN in print)
 *   {$n:200-900} {$n}           a sum of money at the period's prices and in its currency
 *   {when} {evDate} {evDay} …   the day the reported event happened, a few days before the issue
 *   {next} {nextDate} {hour} …  a day to come (a funeral, a meeting) after the issue, with its weekday
 *   {=a|b|c}                    one of the choices, drawn anew each time
 *
 * A slot the scene does not know is left as written, so a typo shows in the output and in the
 * tests, instead of vanishing.
 *
 * The scene decides what a text names; how a language writes it lives beside it, since the notices,
 * the dateline and the items write the same forms without a scene: dates in calendar.ts, nouns and
 * their articles in nouns.ts, people's titles and pronouns in person-forms.ts.
 */
import { addDays, dayMonth, frDay, isPublicHoliday, longDate, luxDateArticle, MONTHS, numberWord, WEEKDAYS, type DateParts } from './calendar.ts'
import { NOT_BEFORE, fitsEra } from './era.ts'
import { polish } from './grammar.ts'
import { groupCount } from './period.ts'
import { capitalize, entryFits, frDe, frPluralEnding, luxKeepsN, luxVun, nounForm } from './nouns.ts'
import { personForm, type Person, type RoleNames } from './person-forms.ts'
import { itemAt, type Rng } from './random.ts'
import type { Lang, Localized } from './vocabulary.ts'

export type { Lang, Localized }

export interface SceneSetup {
  lang: Lang
  rng: Rng
  /** The date. */
  date: DateParts
  /** Price level of the period (1 around 1870); NaN-free. */
  priceFactor: number
  /** Money as the period wrote it: "3 500 Franken", "1 200 RM". */
  money: (value: number) => string
  /** A sum without its currency, its digits grouped as money() groups them. */
  groupSum: (value: number) => string
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
  /** Numbers the scene knows without drawing them, for the ends of ranges (the size of the town's council). */
  known?: Record<string, (scene: Scene) => number>
  /** How many days before the issue the event happened (default 1 to 4). */
  eventDaysBefore?: [number, number]
  /** The weekdays (0 = Sunday) the event and the next date may fall on: earlier (or later) days are taken until one fits. */
  eventWeekdays?: readonly number[]
  /** A town's name as the period printed it in the text's language (Bad Mondorf under the occupation). */
  placeName?: (name: string) => string
  /** The paper comes out monthly or less often: its events are of the weeks before, named by their date, never "yesterday". */
  monthly?: boolean
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
    // A monthly reports the month past, not the last days before its issue (issue 51: no monthly's "yesterday").
    const [lo, hi] = setup.eventDaysBefore ?? (setup.monthly ? [3, 24] : [1, 4])
    let event = addDays(setup.date, -this.rng.int(lo, hi))
    let next = addDays(setup.date, this.rng.int(2, 6))
    const days = setup.eventWeekdays
    if (days && days.length > 0) {
      // A kind that keeps no Sunday (an office, a market, a deadline) keeps no public holiday either (issue 51: no drill on Christmas Day).
      const off = (day: DateParts) => !days.includes(day.weekday) || (!days.includes(0) && isPublicHoliday(day))
      while (off(event)) event = addDays(event, -1)
      while (off(next)) next = addDays(next, 1)
    }
    this.event = event
    this.next = next
  }

  /** The n-th distinct place of the text (0-based), chosen on first use. */
  place(index: number): Localized {
    while (this.places.length <= index) this.places.push(this.setup.pickPlace(this.rng, this.places))
    return itemAt(this.places, index)
  }

  person(key: string, role?: string): Person {
    const known = this.people.get(key)
    if (known) return known
    let person = this.setup.pickPerson(this.rng, role, role ? this.place(0) : undefined, this.year)
    // Two people of one text who share a surname by chance read as one ("Herr Lambert … an Stelle des
    // Herrn Lambert"): draw again (a town's office-holder of the cast is drawn the same each time).
    const taken = new Set([...this.people.values()].map((other) => other.family))
    for (let again = 0; again < 5 && taken.has(person.family); again++) person = this.setup.pickPerson(this.rng, role, role ? this.place(0) : undefined, this.year)
    this.people.set(key, role ? { ...person, role } : person)
    return this.people.get(key) ?? person
  }

  /** Fills a template; slots are replaced innermost first, so a choice may hold slots. */
  fill(template: string): string {
    let text = template
    for (let guard = 0; guard < 20 && text.includes('{'); guard++) {
      // A list's entry may bring a {when} of its own, so the monthly's wording is set on every pass.
      if (this.setup.monthly) text = datedTimeOfDay(text)
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
    // ":y" is a year, never grouped; ":00" appends noughts (a crowd "of some 1,300"); a count is grouped as its language groups it.
    if (style === 'w') return numberWord(value, this.lang)
    if (style === 'y') return String(value)
    if (style !== undefined && /^0+$/.test(style)) return groupCount(value * 10 ** style.length, this.lang)
    return groupCount(value, this.lang)
  }

  /** One end of a range: a sum or difference of whole numbers and numbers drawn before ("present-no", "yes+1"). */
  private bound(expression: string): number {
    let total = 0
    for (const [, sign = '+', term = ''] of expression.matchAll(/([+-]?)([a-z]\w*|\d+)/g)) {
      const value = /^\d+$/.test(term) ? Number(term) : (this.numbers.get(term) ?? this.setup.known?.[term]?.(this))
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
    const text = this.setup.groupSum(Math.max(step, Math.round(raw / step) * step))
    this.memo.set(key, text)
    return text
  }

  /** The first entry the text took from a kind's list (its topic, its building), if any: what makes two texts of a town one event or two. */
  mainEntry(): string | undefined {
    for (const [key, value] of this.memo) if (key.startsWith('@')) return value
    return undefined
  }

  /** The first sum of money the text has drawn, but for those named ("$fine"): what a later article of a law says it costs. */
  sumDrawn(except: readonly string[] = []): string | undefined {
    for (const [key, value] of this.memo) if (key.startsWith('$') && !except.includes(key)) return value
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
    // Two nouns of lists a French participle agrees with: each drawn first, as the text names it.
    const pair = /^([a-z]\w*)\+([a-z]\w*)\.es$/.exec(body)
    if (pair) {
      const entries = [pair[1] ?? '', pair[2] ?? ''].map((list) => {
        this.resolve(list)
        return this.memo.get(`@${list}`) ?? ''
      })
      return frPluralEnding(entries)
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
          // The line is drawn among those whose entry (in the first list of the group the text names) fits the year.
          const lines = entries.map((_, i) => i).filter((i) => entryFits(entries[i] ?? '', this.year))
          const line = this.numbers.get(`@${group}${index}`) ?? (lines.length > 0 ? this.rng.pick(lines) : this.rng.int(0, entries.length - 1))
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
    // A monthly names the day: "am 12. Dezember", "le 12 décembre", "den 12. Dezember", "on 12 December".
    if (this.setup.monthly) {
      const day = dayMonth(this.event, this.lang)
      return { de: `am ${day}`, fr: `le ${day}`, lb: `${luxDateArticle(this.event.day)} ${day}`, en: `on ${day}` }[this.lang]
    }
    switch (this.lang) {
      case 'de':
        return days === 1 ? 'gestern' : days === 2 ? 'vorgestern' : `am ${wd}`
      case 'fr':
        return days === 1 ? 'hier' : days === 2 ? 'avant-hier' : `${wd} dernier`
      case 'lb':
        return days === 1 ? 'gëschter' : `${luxKeepsN(wd) ? 'en' : 'e'} ${wd}`
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

/**
 * A monthly names its news by the date, and a time of day then goes before it: "on the evening of
 * 12 December", "am Nachmittag des 12. Dezember", not "on 12 December evening" (issue 51).
 */
function datedTimeOfDay(template: string): string {
  return template
    .replace(/\{when\} (evening|afternoon)/g, 'on the $1 of {evDay}')
    .replace(/\{when\} nachmittag/g, 'am Nachmittag des {evDay}')
}
