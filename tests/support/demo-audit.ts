/**
 * The counts of issue 51 over the whole demo: machine artefacts, grammar faults, broken coherence
 * rules and the variety of its texts, from the texts as the generator wrote them (GeneratedText,
 * before OCR noise) and, for the searches, from the store the importer made of them. The
 * integration test holds each count to its goal; `node scripts/demo-audit.ts` prints them all
 * (the before/after table of docs/evidence/issue-51).
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { outOfItsTime } from '#src/demo/era.ts'
import { LAW_SUBJECTS } from '#src/demo/laws.ts'
import { GIVEN_NAMES } from '#src/demo/people.ts'
import { FRONT_DAYS, LIBERATION_DAYS, NORTH } from '#src/demo/stories/types.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { sentencesOf, sharedSentences, wordCount } from '#src/demo/sentences.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import type { Db } from '#src/store/db.ts'
import { foldedWords } from '#src/store/ranking.ts'
import { search } from './search.ts'

export { sentencesOf }

export interface AuditRule {
  /** What is counted, as the table prints it. */
  name: string
  /** The texts that break the rule: one example each, up to a few. */
  count: number
  examples: string[]
}

/** Every printed name of the demo's places (de, fr, lb, en), longest first, so that a pattern of them takes "Esch-sur-Alzette" before "Esch". */
export const PLACE_NAMES_LONGEST_FIRST: readonly string[] = [...new Set(PLACES.flatMap((p) => [p.de, p.fr, p.lb, p.en]))].sort((a, b) => b.length - a.length)

export const where = (t: GeneratedText) => `${t.periodical} ${t.date}: ${t.title}`
/**
 * A record title without the issue's day a repeated headline is told apart by ("… [15. September 1944]", draft-writer's
 * keep): the headline as printed, whose dates are the news's own.
 */
export const printedHeadline = (title: string) => title.replace(/ \[[^[\]]*\d{4}(?:, \d+)?\]$/u, '')

/**
 * A text as printed: its headline (without the record title's bracketed issue day, which is the catalogue's, not the
 * news's: rules that read dates or days would take it for the event's), headings, paragraphs and table rows.
 */
export const bodyOf = (t: GeneratedText) => [printedHeadline(t.title), ...(t.headings ?? []), ...t.paragraphs, ...(t.rows ?? [])].join('\n')
/** The same with the record title whole: what the artefact rules read, since the catalogue prints the bracket too. */
const recordTextOf = (t: GeneratedText) => [t.title, ...(t.headings ?? []), ...t.paragraphs, ...(t.rows ?? [])].join('\n')

/** A rule that a text breaks or keeps; the count is of texts. */
export function countTexts(name: string, texts: readonly GeneratedText[], breaks: (t: GeneratedText) => string | false): AuditRule {
  let count = 0
  const examples: string[] = []
  for (const t of texts) {
    const found = breaks(t)
    if (found === false) continue
    count++
    if (examples.length < 4) examples.push(`${where(t)} — ${found}`)
  }
  return { name, count, examples }
}

/** The first match of a pattern in a text, with some context, or false. */
export function matchIn(text: string, pattern: RegExp): string | false {
  const match = pattern.exec(text)
  if (!match) return false
  return text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\n/g, ' ⏎ ')
}

const FEMALE = new Set(GIVEN_NAMES.female)
const MALE = new Set(GIVEN_NAMES.male)
const femaleName = new RegExp(`\\b(${[...FEMALE].join('|')})\\b`)

// --- Artefacts ---------------------------------------------------------------------------

export function artefacts(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('NaN, undefined or null', texts, (t) => matchIn(recordTextOf(t), /\b(NaN|undefined|null|Infinity)\b/)),
    countTexts('a slot shown as written ({…})', texts, (t) => matchIn(recordTextOf(t), /[{}\uE000\uE001]/)),
    countTexts('doubled spaces', texts, (t) => matchIn(recordTextOf(t), / {2}/)),
    countTexts('a space before a comma or full stop', texts, (t) => matchIn(recordTextOf(t), / [,.](?!\.)/)),
    countTexts('doubled punctuation (",.", "..", ",,")', texts, (t) => matchIn(recordTextOf(t), /[,;:]\s*[,.](?!\.)|(?<!\.)\.\.(?!\.)/)),
    countTexts('an empty paragraph or a blank heading', texts, (t) => (t.title.trim() === '' || t.paragraphs.some((p) => p.trim() === '') ? 'empty' : false)),
  ]
}

// --- Grammar ----------------------------------------------------------------------------

const GERMAN_NOMINATIVE_GOODS = /\b(Lager|Geschäft|Auswahl|Ausverkauf) in (Hüte|Weine|Liköre|Möbel|Schuhe|Automobile|Radio-Apparate|Kühlschränke|Fernsehgeräte|Fahrräder|Radio)\b/
/** "de Esch", "que il", "la église": the elision French never omits (h, onze and the like aside). */
const FRENCH_ELISION = /(?<![\p{L}'’-])(de|que|le|la|ne|se|je|jusque|lorsque|puisque) (?!onze|onzième|une(?![\p{L}])|oui(?![\p{L}])|yacht|uhlan)[aeiouyàâéèêëîïôûüœAEIOUYÀÂÉÈÊËÎÏÔÛÜŒ]/u
/** English nouns counted after "1": "1 degrees", "1 votes". */
const ENGLISH_ONE_PLURAL = /\b(1|one) (degrees|votes|goals|years|members|hours|days|minutes|metres|kilometres|tons|tonnes|people|spectators|children|houses|cases|deaths|rooms|francs|per cents|weeks|months)\b/i
const GERMAN_ONE_PLURAL = /\b(1|ein) (Stimmen|Jahren|Jahre|Mitglieder|Stunden|Tage|Tagen|Monaten|Monate|Kinder|Kindern|Häuser|Zimmern|Fahrer|Zuschauer)\b/
const FRENCH_ONE_PLURAL = /(?<![\p{L}\d])(1|un|une) (ans|jours|heures|conseillers|membres|enfants|maisons|pièces|semaines|élèves|ouvriers)(?![\p{L}])/u

function signsInMasculine(t: GeneratedText): string | false {
  const text = bodyOf(t)
  if (/Der Unterzeichnete|Le soussigné |le soussigné /.test(text) && femaleName.test(text)) {
    const signer = /(?:Der Unterzeichnete|[Ll]e soussigné)[^.]*?/.exec(text)?.[0] ?? ''
    // The text's own signature: the first personal name after the formula, or the one in it.
    const after = text.slice(text.indexOf(signer))
    const first = /\b([A-ZÉ][a-zéèëïü]+)\s[A-ZÉ][a-zäöüéèß]+/.exec(after)?.[1]
    if (first && FEMALE.has(first)) return matchIn(text, /Der Unterzeichnete|[Ll]e soussigné/)
  }
  return false
}

/** Given names that are only a woman's, or only a man's (a name borne by both proves nothing). */
const onlyFemale = [...FEMALE].filter((name) => !MALE.has(name))
const onlyMale = [...MALE].filter((name) => !FEMALE.has(name))
/** A German children's tale whose child is told against its noun ("ein kleines Mädchen …, der hieß", "ein kleiner Junge …, der hieß Anna", "teilte Anna sein Brot"). */
const GERMAN_CHILD_AGAINST_NOUN = new RegExp(
  `kleines Mädchen[^,]*, der hieß|kleiner Junge[^,]*, das hieß|kleiner Junge[^,]*, der hieß (${onlyFemale.join('|')})(?![\\p{L}])|kleines Mädchen[^,]*, das hieß (${onlyMale.join('|')})(?![\\p{L}])|(?<![\\p{L}])(${onlyFemale.join('|')}) sein Brot|(?<![\\p{L}])(${onlyMale.join('|')}) ihr Brot`,
  'u',
)
/** A woman named with a master's trade in the masculine ("bei Anna Weber, Schreinermeister"). */
const GERMAN_WOMAN_AS_MASTER = new RegExp(`(?<![\\p{L}])(${onlyFemale.join('|')}) [A-ZÄÖÜ][\\p{L}-]+, (Schreinermeister|Bäckermeister|Landwirt|Fuhrunternehmer|Kaufmann|Schmiedemeister)(?![\\p{L}])`, 'u')

export function grammar(texts: readonly GeneratedText[]): AuditRule[] {
  const de = texts.filter((t) => t.language === 'de')
  const fr = texts.filter((t) => t.language === 'fr')
  const en = texts.filter((t) => t.language === 'en')
  return [
    countTexts('de: a case after a preposition ("Lager in Hüte")', de, (t) => matchIn(bodyOf(t), GERMAN_NOMINATIVE_GOODS)),
    countTexts('de/fr: a woman signing in the masculine ("Der Unterzeichnete … Gertrud", "Le soussigné Bertha")', [...de, ...fr], signsInMasculine),
    countTexts('fr: "négociant" or "soussigné" for a woman', fr, (t) => matchIn(bodyOf(t), new RegExp(`(soussigné|[Mm]adame|Mme) (${[...FEMALE].join('|')}) [A-Z][^,]*, négociant\\b`))),
    countTexts('fr: a missing elision ("de Esch", "que il")', fr, (t) => matchIn(bodyOf(t), FRENCH_ELISION)),
    countTexts('fr: "du ouest", "du est", "au est"', fr, (t) => matchIn(bodyOf(t), /(?<![\p{L}])(du|au) (ouest|est|Ouest|Est)(?![\p{L}])/u)),
    countTexts('fr: an article before a quoted title ("de « Le …", "Le « Europa »")', fr, (t) => matchIn(bodyOf(t), /(?<![\p{L}])(de|à|De|À) « (Le|Les) |(?<![\p{L}])(Le|le|La|la) « [AEIOUYÉÈÂÎÔaeiouyéèâîô]/u)),
    countTexts('fr: a participle not agreed with a feminine subject ("la nouvelle aciérie a été mis")', fr, (t) =>
      matchIn(bodyOf(t), /\b(?:la|une|cette) (?:nouvelle |grande |vieille )?(?:aciérie|soufflerie|usine|école|église|chapelle|foire|séance|distribution|route|ligne|gare|maison|grange|écurie|forge|boulangerie|menuiserie|commune|société|chorale|fanfare|harmonie|délégation|loi|réforme) (?:a|avait) été (?!\w+ée?s?\b)\w+[éti]s?\b/),
    ),
    countTexts('de: a child told against its noun ("ein kleines Mädchen …, der hieß", "teilte Anna sein Brot")', de, (t) => matchIn(bodyOf(t), GERMAN_CHILD_AGAINST_NOUN)),
    countTexts('de: a woman with a master\'s trade in the masculine ("bei Anna Weber, Schreinermeister")', de, (t) => matchIn(bodyOf(t), GERMAN_WOMAN_AS_MASTER)),
    countTexts('de: "wegen des ‹Delikts› angeklagt"', de, (t) => matchIn(bodyOf(t), /wegen des \w+s angeklagt/)),
    countTexts('de: a nominative after a preposition ("unter Herr Gales")', de, (t) => matchIn(bodyOf(t), /(?<![\p{L}])(?:unter|mit|von|bei|nach|aus|seit|für|gegen|durch|ohne) Herr (?!und )\p{Lu}/u)),
    countTexts('de: "Es" for a masculine paper ("der „Bürgerfreund“ … Es will")', de, (t) => matchIn(bodyOf(t), /der „[^“]+“[^.]*\. [^.]*\bEs will\b/)),
    countTexts('en/de/fr: a singular number with a plural noun ("1 degrees")', [...en, ...de, ...fr], (t) =>
      matchIn(bodyOf(t), t.language === 'en' ? ENGLISH_ONE_PLURAL : t.language === 'de' ? GERMAN_ONE_PLURAL : FRENCH_ONE_PLURAL),
    ),
  ]
}

// --- Coherence ----------------------------------------------------------------------------

const MONTH_NUMBER: Record<string, number> = {}
for (const [i, names] of [
  ['Januar', 'janvier', 'January'], ['Februar', 'février', 'February'], ['März', 'mars', 'March'], ['April', 'avril', 'April'],
  ['Mai', 'mai', 'May'], ['Juni', 'juin', 'June'], ['Juli', 'juillet', 'July'], ['August', 'août', 'August'],
  ['September', 'septembre', 'September'], ['Oktober', 'octobre', 'October'], ['November', 'novembre', 'November'], ['Dezember', 'décembre', 'December'],
].entries()) for (const name of names) MONTH_NUMBER[name] = i + 1

/** The day a "3. März" / "3 mars" / "3 March" falls on, the year taken as the one nearest the issue. */
function dayNear(day: number, month: number, issue: string): number {
  const [y = 1900, m = 1, d = 1] = issue.split('-').map(Number)
  const at = Date.UTC(y, m - 1, d)
  const candidates = [y - 1, y, y + 1].map((year) => Date.UTC(year, month - 1, day))
  return candidates.reduce((best, c) => (Math.abs(c - at) < Math.abs(best - at) ? c : best))
}

function issueDay(issue: string): number {
  const [y = 1900, m = 1, d = 1] = issue.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}

const FUNERAL = [
  /(?:Beerdigung|Beisetzung|Begräbnis|Leichenbegängnis|Seelenamt|Trauerfeier|Exequien|Begriefnes)[^.]*?(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)/,
  /(?:funérailles|enterrement|inhumation|service funèbre|obsèques|levée du corps)[^.]*?(\d{1,2})(?:er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/,
  /(?:funeral|burial|service)[^.]*?(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December)/,
]

/** A funeral announced for a day on or before the paper's own date (it is a notice of one to come). */
function funeralNotAfterIssue(t: GeneratedText): string | false {
  if (t.type !== 'DEATH_NOTICE') return false
  const text = bodyOf(t)
  for (const pattern of FUNERAL) {
    const match = pattern.exec(text)
    if (!match) continue
    const at = dayNear(Number(match[1]), MONTH_NUMBER[match[2] ?? ''] ?? 1, t.date)
    if (at <= issueDay(t.date)) return match[0]
  }
  // A death "heute" in the old German formula is the day of writing: the funeral must still be after the issue.
  return false
}

/** A death dated after the paper that announces it. */
function deathAfterIssue(t: GeneratedText): string | false {
  if (t.type !== 'DEATH_NOTICE') return false
  const text = bodyOf(t)
  const match = /(?:verstorben|verschieden|entschlafen|gestorben|décédée?|died|gaangen)[^.]*?(\d{1,2})(?:\.|er)? (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|January|February|March|April|May|June|July|August|September|October|November|December)/.exec(text)
    ?? /(?:am|le|on|den) (?:\w+, (?:den )?)?(\d{1,2})(?:\.|er)? (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|January|February|March|April|May|June|July|August|September|October|November|December)[^.]*?(?:verstorben|verschieden|entschlafen|décédée?|died|gaangen)/.exec(text)
  if (!match) return false
  const at = dayNear(Number(match[1]), MONTH_NUMBER[match[2] ?? ''] ?? 1, t.date)
  return at > issueDay(t.date) ? match[0] : false
}

const NUMBER_WORD: Record<string, number> = {
  ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12,
  un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
}
const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORD[word.toLowerCase()] ?? Number.NaN))

/** Votes cast above the members present, or above the voters on the roll. */
function votesExceedPresent(t: GeneratedText): string | false {
  const text = bodyOf(t)
  const present = /(\w+) (?:Mitglieder|Ratsmitglieder|Gemeinderäte|Abgeordnete) waren (?:anwesend|erschienen)|(\w+) Mitglieder waren erschienen|en présence de (\w+) députés|(\w+) (?:conseillers|membres) étaient présents|(\w+) (?:councillors|members) (?:were )?present|with (\w+) members present|(\w+) Memberen waren do/.exec(text)
  const n = present ? numberOf(present.slice(1).find((g) => g !== undefined) ?? '') : Number.NaN
  if (Number.isFinite(n)) {
    for (const vote of text.matchAll(/(\d+) (?:gegen|contre|to|géint) (\d+)/g)) {
      if (Number(vote[1]) + Number(vote[2]) > n) return `${present?.[0]} … ${vote[0]}`
    }
    for (const vote of text.matchAll(/(?:einstimmig|à l'unanimité|unanimously)[^.]*?(\d+) (?:Stimmen|voix|votes)/g)) if (Number(vote[1]) > n) return vote[0]
  }
  const roll = /(?:von|sur) (\d[\d. ]*) (?:eingeschriebenen Wählern|inscrits)[^.]*?(\d[\d. ]*) (?:Stimmen|électeurs)|(\d[\d. ]*) (?:électeurs|Wähler) sur (\d[\d. ]*) inscrits/.exec(text)
  if (roll) {
    const digits = (s: string | undefined) => Number((s ?? '').replace(/[. ]/g, ''))
    const [registered, cast] = roll[1] !== undefined ? [digits(roll[1]), digits(roll[2])] : [digits(roll[4]), digits(roll[3])]
    if (cast > registered) return roll[0]
  }
  return false
}

const CIVIC_KINDS = /^(council|chamber|elections|chamberElections|appointments):/
/** A woman sitting on a council or in the Chamber before women could (1919). */
function womanOnCouncilTooEarly(t: GeneratedText): string | false {
  if (!CIVIC_KINDS.test(t.template) || Number(t.date.slice(0, 4)) >= 1919) return false
  return matchIn(bodyOf(t), new RegExp(`\\b(Frau|Mme|Madame|Mrs\\.?|Miss|Fräulein|Mlle|d'Madame|der Madame)\\s|\\b(Schöffin|échevine|Ratsfrau|conseillère|députée|Abgeordnete Frau)\\b|${femaleName.source}`))
}

/**
 * Offices, institutions, currencies and things outside the years they existed: the generator's own
 * table (src/demo/era.ts, which it filters its templates by), checked here on every finished text,
 * where slots and code-written sentences could still bring one in; and two things no table names.
 */
function outOfTime(t: GeneratedText): string | false {
  const year = Number(t.date.slice(0, 4))
  const text = bodyOf(t)
  const entry = outOfItsTime(text, year)
  if (entry) return `${entry.what}: ${matchIn(text, entry.words)}`
  if (year < 1927 || year >= 1957) {
    const tram = matchIn(text, /Straßenbahn (in|von|zu) Esch|tramway d'Esch|tram in Esch|Esch tram/i)
    if (tram) return `the tram of Esch (1927 to 1956): ${tram}`
  }
  const occupied = t.date >= '1940-05-10' && t.date <= '1944-09-10'
  if (!occupied && t.date > '1944-09-10' && /\bRM\b|Reichsmark/.test(text)) return matchIn(text, /\bRM\b|Reichsmark/)
  return false
}

/** Frau / Mme / Mrs with a man's given name, Herr / M. / Mr. with a woman's; a women's club chaired by a man. */
function honorificAgainstGender(t: GeneratedText): string | false {
  const text = bodyOf(t)
  for (const match of text.matchAll(/\b(Frau|Mme|Madame|Mrs\.|Herr|Herrn|M\.|Monsieur|Mr\.) ([A-ZÉ][a-zéèëïü]+) [A-ZÉ]/g)) {
    const [, honorific = '', given = ''] = match
    const female = /^(Frau|Mme|Madame|Mrs\.)$/.test(honorific)
    if ((female && MALE.has(given) && !FEMALE.has(given)) || (!female && FEMALE.has(given) && !MALE.has(given))) return match[0]
  }
  return matchIn(text, /(Women’s|Women's|Ladies’|Ladies'|Frauen|féminine|des femmes)[^.]*\. [^.]*(chairman|Präsident|président), (Mr\.|Herr|M\.) /)
}

/** Each town freed in the first days of the liberation, under every name the demo prints it by, and its day of September 1944. */
const LIBERATED = Object.entries(LIBERATION_DAYS).map(([town, day]) => {
  const place = PLACES.find((p) => p.de === town)
  return { names: place ? [place.de, place.fr, place.lb, place.en] : [town], day: Number(day.slice(8)) }
})

/** A liberation reported of a town not freed in those days, or on another day than its own (issue 51: the capital "freed" on eleven days). */
function liberationOffItsDay(t: GeneratedText): string | false {
  if (!t.template.startsWith('liberation')) return false
  // The issue's date that tells a repeated headline apart is the report's day, not the town's liberation.
  const text = bodyOf({ ...t, title: printedHeadline(t.title) })
  const firstAt = (names: readonly string[]) => Math.min(...names.map((name) => (text.includes(name) ? text.indexOf(name) : Number.POSITIVE_INFINITY)))
  const town = LIBERATED.map((entry) => ({ entry, at: firstAt(entry.names) })).sort((a, b) => a.at - b.at)[0]
  if (!town || town.at === Number.POSITIVE_INFINITY) return 'a town not freed in those days'
  const days = [...text.matchAll(/(\d{1,2})(?:\.|er)? (?:September|septembre)/g)].map((match) => Number(match[1]))
  return days.some((day) => day !== town.entry.day) ? `freed on ${days.join(', ')} September` : false
}

/** The towns of the front, under every name the demo prints them by. */
const FRONT_TOWNS = NORTH.flatMap((town) => {
  const place = PLACES.find((p) => p.de === town)
  return place ? [place.de, place.fr, place.lb, place.en] : [town]
})
/** Kinds that may name a town of the front then: the fighting and its damage, and fiction or the past of a town. */
const OF_THE_FRONT = /^(northFighting|warDamage|serial|history)\b/

/** A town of the north in the title of ordinary news, an advertisement or a notice, from the offensive to the last liberation (FRONT_DAYS). */
function newsFromTheFront(t: GeneratedText): string | false {
  if (t.date < FRONT_DAYS.from || t.date > FRONT_DAYS.until || OF_THE_FRONT.test(t.template)) return false
  // A work's title in quotes ("Die Glocken von Echternach") is no news of the town.
  const title = t.title.replace(/„[^“]*“|«[^»]*»|"[^"]*"/g, '')
  const town = FRONT_TOWNS.find((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(title))
  return town ? `${town} (${t.template.split(':')[0]})` : false
}

/** The subjects of the laws whose first article is a rule that can be broken, as their titles name them. */
const RULE_SUBJECTS = LAW_SUBJECTS.filter((subject) => subject.rule).flatMap((subject) => [subject.de, subject.fr])

/** A law's penalty for breaking an article that is not its rule (article 1), or in a law that lays down no rule (issue 51). */
function penaltyAstray(t: GeneratedText): string | false {
  if (t.template !== 'law: de law' && t.template !== 'law: fr law') return false
  const penalty = /(?:Zuwiderhandlungen gegen Artikel|contraventions à l['’]article) (\d+)/.exec(bodyOf(t))
  if (!penalty) return false
  if (penalty[1] !== '1') return penalty[0]
  return RULE_SUBJECTS.some((subject) => t.title.includes(subject)) ? false : `${penalty[0]} (no rule to break)`
}

/** A review whose signature (its last paragraph, "Given Family.") names someone the review itself names. */
function signedByItsSubject(t: GeneratedText): string | false {
  if (!t.template.startsWith('review') || t.paragraphs.length < 2) return false
  const signature = /^\p{Lu}[\p{L}-]* ((?:\p{Lu}[\p{L}'-]*)(?: \p{Lu}[\p{L}'-]*)*)\.$/u.exec(t.paragraphs.at(-1) ?? '')
  const family = signature?.[1]
  if (!family) return false
  return [t.title, ...t.paragraphs.slice(0, -1)].some((text) => text.includes(family)) ? `signed ${t.paragraphs.at(-1)}` : false
}

/** Sights of a season and the months of the issue they may be reported in. */
const SEASONAL: readonly { sight: RegExp; months: readonly number[] }[] = [
  { sight: /Obstbäume[^.]*(?:Blüte|schönstem Schmuck)|arbres fruitiers[^.]*en fleurs/, months: [4, 5, 6] },
  { sight: /Frühlingsabend|soirée de printemps/, months: [3, 4, 5, 6] },
]

/** A sight of one season reported in another (issue 51). */
function outOfSeason(t: GeneratedText): string | false {
  const month = Number(t.date.slice(5, 7))
  const text = bodyOf(t)
  for (const { sight, months } of SEASONAL) {
    const seen = sight.exec(text)
    if (seen && !months.includes(month)) return `${seen[0]} (month ${month})`
  }
  return false
}

export function coherence(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a funeral on or before the paper’s own date', texts, funeralNotAfterIssue),
    countTexts('a death dated after the paper announcing it', texts, deathAfterIssue),
    countTexts('votes above the members present (or above the roll)', texts, votesExceedPresent),
    countTexts('a woman on a council or in the Chamber before 1919', texts, womanOnCouncilTooEarly),
    countTexts('an office, institution, currency or thing outside its years', texts, outOfTime),
    countTexts('an honorific against the person’s sex', texts, honorificAgainstGender),
    countTexts('a town’s liberation on a day it did not happen, or of a town not freed then', texts, liberationOffItsDay),
    countTexts('ordinary news, an advertisement or a notice of a town of the front while it was one', texts, newsFromTheFront),
    countTexts('a law’s penalty for an article other than its rule, or in a law that lays down none', texts, penaltyAstray),
    countTexts('a law’s threshold at an odd number ("more than 573 inhabitants")', texts, (t) => {
      const threshold = /(?:von mehr als|de plus de) (\d+) (?:Einwohnern|habitants)/.exec(bodyOf(t))
      return threshold && Number(threshold[1]) % 100 !== 0 ? threshold[0] : false
    }),
    countTexts('a review signed by a person it names (its author, conductor or printer)', texts, signedByItsSubject),
    countTexts('a season’s sight out of its months (trees in blossom in October, a spring evening in January)', texts, outOfSeason),
    ...issueCoherence(texts),
  ]
}

/** Within one issue: no sentence of six words or more printed twice, no event reported twice. */
function issueCoherence(texts: readonly GeneratedText[]): AuditRule[] {
  const byIssue = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    const key = `${t.periodical} ${t.date} ${t.edition}`
    const list = byIssue.get(key) ?? []
    list.push(t)
    byIssue.set(key, list)
  }
  const twice: AuditRule = { name: 'a sentence (6 words or more) printed twice in one issue', count: 0, examples: [] }
  const event: AuditRule = { name: 'an event (a kind of news in one town) reported twice in one issue', count: 0, examples: [] }
  for (const [issue, list] of byIssue) {
    const events = new Map<string, string>()
    for (const t of list) {
      if (t.event === undefined) continue
      const other = events.get(t.event)
      if (other !== undefined) {
        event.count++
        if (event.examples.length < 4) event.examples.push(`${issue}: ${t.event} in «${other}» and «${t.title}»`)
      } else events.set(t.event, t.title)
    }
    const seen = new Map<string, string>()
    for (const t of list) {
      if (t.type === 'TITLE_SECTION') continue
      for (const sentence of new Set(t.paragraphs.flatMap(sentencesOf))) {
        if (wordCount(sentence) < 6) continue
        const other = seen.get(sentence)
        if (other !== undefined && other !== t.title) {
          twice.count++
          if (twice.examples.length < 4) twice.examples.push(`${issue}: «${sentence}» in «${other}» and «${t.title}»`)
        } else seen.set(sentence, t.title)
      }
    }
  }
  return [twice, event]
}

// --- Variety -----------------------------------------------------------------------------

export interface SentenceShare {
  type: string
  /** The language of the units counted, where they were counted per language. */
  language?: string
  units: number
  sentence: string
  share: number
}

/** The sentence printed in the largest share of each group of units (a group being a kind, or a kind in one language). */
function mostShared(texts: readonly GeneratedText[], groupOf: (t: GeneratedText) => { type: string; language?: string }): SentenceShare[] {
  const groups = new Map<string, { type: string; language?: string; units: number; counts: Map<string, number> }>()
  for (const t of texts) {
    if (t.type === 'TITLE_SECTION' || t.type === 'SECTION') continue
    const group = groupOf(t)
    const key = `${group.type}\u0000${group.language ?? ''}`
    const entry = groups.get(key) ?? { ...group, units: 0, counts: new Map<string, number>() }
    entry.units++
    for (const sentence of sharedSentences([...t.paragraphs, ...(t.rows ?? [])])) entry.counts.set(sentence, (entry.counts.get(sentence) ?? 0) + 1)
    groups.set(key, entry)
  }
  return [...groups.values()]
    .map(({ counts, ...group }) => {
      let top = ''
      let n = 0
      for (const [sentence, c] of counts) if (c > n) [top, n] = [sentence, c]
      return { ...group, sentence: top, share: group.units === 0 ? 0 : n / group.units }
    })
    .sort((a, b) => b.share - a.share)
}

/**
 * For each kind of unit, the sentence printed in the largest share of its units. A sentence is one
 * of four words or more: a label of two or three ("3. Kapitel.", "(À suivre.)", "Art. 2.") is a
 * heading of its text, as a masthead is of an issue, not one of its sentences.
 */
export function sentenceShares(texts: readonly GeneratedText[]): SentenceShare[] {
  return mostShared(texts, (t) => ({ type: t.type }))
}

/** The fewest units a kind has in one language for its shares to be read per language (2 % of fewer is less than two units). */
export const LANGUAGE_SHARE_MIN_UNITS = 100

/**
 * The same per kind and language, for the kinds with LANGUAGE_SHARE_MIN_UNITS units or more in a
 * language: a historian reading one language sees that language's repeats, which a kind's share
 * over all four languages dilutes (a Luxembourgish stock sentence in 14 % of the Luxembourgish
 * articles was 0.5 % of all articles).
 */
export function sentenceSharesByLanguage(texts: readonly GeneratedText[]): SentenceShare[] {
  return mostShared(texts, (t) => ({ type: t.type, language: t.language })).filter((share) => share.units >= LANGUAGE_SHARE_MIN_UNITS)
}

export interface TopTemplates {
  q: string
  total: number
  templates: number
  top: { template: string; n: number }[]
}

/** How many templates the first twenty results of a search come from (issue 51: at least 15). */
export function topTemplates(db: Db, texts: readonly GeneratedText[], q: string): TopTemplates {
  const byHeadline = new Map<string, string>()
  for (const t of texts) byHeadline.set(foldedWords(t.title).join(' '), t.template)
  const answer = search(db, parseSearchState({ q, sort: 'relevance', size: '20' }))
  const title = db.prepare<[number], string | null>('SELECT title FROM unit WHERE id = ?').pluck()
  const counts = new Map<string, number>()
  for (const hit of answer.hits.slice(0, 20)) {
    const template = byHeadline.get(foldedWords(title.get(hit.id) ?? '').join(' ')) ?? `not generated: ${title.get(hit.id) ?? hit.id}`
    counts.set(template, (counts.get(template) ?? 0) + 1)
  }
  return {
    q,
    total: answer.total,
    templates: counts.size,
    top: [...counts].map(([template, n]) => ({ template, n })).sort((a, b) => b.n - a.n),
  }
}

/** The common searches of issue 51 (the generator's list: it keeps their first pages varied). */
export { COMMON_SEARCHES } from '#src/demo/shares.ts'
