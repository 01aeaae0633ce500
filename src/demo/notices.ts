/**
 * Death notices and small advertisements (issue 51), the most printed units of the demo after
 * articles. A death notice: the deceased dies before the paper that announces it and is buried
 * after it; its every word follows the deceased's sex; it is written in one of several formulas of
 * its language and period, each with the names, places and days that make it one family's. An
 * advertisement: one of many shapes of its language and period (barter and lost ration cards
 * under the occupation), the advertiser's sex deciding "Der Unterzeichnete"/"Die Unterzeichnete",
 * "Le soussigné"/"La soussignée", the goods in the case the sentence needs.
 */
import { ROLES, personName, pickPerson, spouseGiven } from './people.ts'
import { personForm, type Person } from './person-forms.ts'
import type { Rng } from './random.ts'
import { addDays, dayMonth, longDate, type DateParts } from './calendar.ts'
import type { Lang, Scene, Template } from './story.ts'
import { germanised, isOccupation } from './period.ts'
import { newScene, type TextContext, type UnitText } from './text.ts'
import { CANTON_SEATS, SOUTH, communeNamed } from './stories/types.ts'
import { ADVERTISED_GOODS, FAMILY_NAMES } from './vocabulary.ts'
import { ADS, adSecondTowns, letDayFrom, resortTown, saleDayFrom } from './ads.ts'
import { frDe } from './nouns.ts'

/** A death notice in the formula of its language and period: the deceased's sex decides every word. */
export function deathNoticeText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const year = ctx.date.year
  const female = rng.chance(0.45)
  const scene = newScene(rng, lang, ctx)
  const { given, family } = germanised(personName(rng, female, year, britishFamily(rng, lang, scene.place(0).de)), ctx.date)
  // Buried two to four days after the death (issue 51: not six to eight), and after the paper that announces it.
  const drawnBefore = rng.int(1, 3)
  const drawn = funeralDays(ctx.date, drawnBefore, rng.int(Math.max(2, drawnBefore + 1), 4))
  // Three families, none named twice ("les familles Schmit, Schmit et Nilles"; issue 51, fifth reading).
  const spouse = rng.pick(FAMILY_NAMES.slice(0, 60).filter((name) => name !== family))
  const other = rng.pick(FAMILY_NAMES.filter((name) => name !== family && name !== spouse))
  const age = rng.int(45, 92)
  const { daysBefore, afterDeath, hour } = funeralOfIssue(ctx, drawn, rng.pick([9, 10, 10, 10, 15]))
  const facts: Facts = {
    female,
    name: `${given} ${family}`,
    given,
    family,
    spouse,
    other,
    age,
    died: addDays(ctx.date, -daysBefore),
    daysBefore,
    // A notice announces a funeral to come: one to three days after the paper.
    funeral: addDays(ctx.date, afterDeath - daysBefore),
    at: scene.hour(hour),
    place: scene.place(0)[lang],
    church: requiemChurch(rng, scene.place(0).de, lang, year, scene.place(0)[lang]),
    street: scene.fill('{street}'),
    number: rng.int(2, 60),
    today: ctx.date,
  }
  const modern = year >= 1950
  const written = WRITE[lang](rng, facts, modern)
  return { ...written, template: `death: ${lang} ${modern ? 'modern' : 'old'} ${written.template ?? ''}` }
}

/**
 * Whether an English notice may be of a British family (personName then gives one in two such a name):
 * the English paper's death notices are mostly of Luxembourg families, and the few British or American
 * residents lived in the capital (issue 51, ninth reading: 38 of 88 notices British, at Wiltz and
 * Differdange). One in five of the capital's, so about one in ten of them is British.
 */
function britishFamily(rng: Rng, lang: Lang, town: string): boolean {
  return lang === 'en' && town === 'Luxemburg' && rng.chance(0.2)
}

/**
 * The church of the Requiem, as the notice names it: a town's parish church, but in the capital, a
 * city of several parishes, one of them: St. Michael's and St. John's in the Grund, parish churches
 * throughout, and the cathedral from 1870, when Notre-Dame became one (issue 51: not "in der
 * Pfarrkirche zu Luxemburg"). Only the capital draws, so the other towns' notices are as before.
 */
function requiemChurch(rng: Rng, town: string, lang: Lang, year: number, written: string): string {
  if (town === 'Luxemburg') {
    const churches = lang === 'fr'
      ? ["en l'église Saint-Michel, à Luxembourg", "en l'église Saint-Jean, au Grund", ...(year >= 1870 ? ['en la cathédrale de Luxembourg'] : [])]
      : [`in der Pfarrkirche St. Michael zu ${written}`, 'in der Pfarrkirche St. Johann im Grund', ...(year >= 1870 ? [`in der Kathedrale zu ${written}`] : [])]
    return rng.pick(churches)
  }
  return lang === 'fr' ? `en l'église paroissiale ${frDe(written)}` : `in der Pfarrkirche zu ${written}`
}

/** No funeral on a Sunday, Christmas Day or New Year's Day (issue 51: 806 Sunday funerals): the parish held no Requiem and burial on those days. */
function noFuneralOn(day: DateParts): boolean {
  return day.weekday === 0 || (day.month === 12 && day.day === 25) || (day.month === 1 && day.day === 1)
}

/**
 * The days from the death to the paper and from the death to the funeral: as drawn, unless the
 * funeral would fall on a day without one; then the next day that has one (a Sunday's on the
 * Monday), else the day before, else another death day. Always two to four days after the death,
 * and after the paper.
 */
function funeralDays(date: DateParts, drawnBefore: number, drawnAfter: number): { daysBefore: number; afterDeath: number } {
  const fits = (before: number, after: number) => after >= 2 && after <= 4 && after > before && !noFuneralOn(addDays(date, after - before))
  const tries: [number, number][] = [[drawnBefore, drawnAfter], [drawnBefore, drawnAfter + 1], [drawnBefore, drawnAfter + 2], [drawnBefore, drawnAfter - 1], [drawnBefore, drawnAfter - 2]]
  for (const before of [1, 2, 3]) for (const after of [2, 3, 4]) tries.push([before, after])
  const [daysBefore, afterDeath] = tries.find(([before, after]) => fits(before, after)) ?? [drawnBefore, drawnAfter]
  return { daysBefore, afterDeath }
}

/** The funerals the death notices of each issue have announced, as "day hour" (the issue's context is one object). */
const FUNERALS_OF_ISSUE = new WeakMap<TextContext, Set<string>>()

/** The hours a Requiem and burial were held at, the drawn one first: mornings mostly, some afternoons. */
const FUNERAL_HOURS = [9, 10, 11, 15, 8, 14, 16]

/**
 * The days and hour of a notice's funeral: as drawn, unless another notice of the same issue has
 * announced a funeral on that day at that hour; then another hour of the day, else another day of
 * those a funeral may fall on. Two families of one issue burying their dead at the same hour of the
 * same day, after deaths on the same day, read as a machine's (issue 51, twelfth reading: 143
 * notices in 71 issues).
 */
function funeralOfIssue(ctx: TextContext, drawn: { daysBefore: number; afterDeath: number }, drawnHour: number): { daysBefore: number; afterDeath: number; hour: number } {
  const taken = FUNERALS_OF_ISSUE.get(ctx) ?? new Set<string>()
  FUNERALS_OF_ISSUE.set(ctx, taken)
  const fits = (before: number, after: number) => after >= 2 && after <= 4 && after > before && !noFuneralOn(addDays(ctx.date, after - before))
  const days: [number, number][] = [[drawn.daysBefore, drawn.afterDeath]]
  for (const before of [1, 2, 3]) for (const after of [2, 3, 4]) if (fits(before, after)) days.push([before, after])
  const hours = [drawnHour, ...FUNERAL_HOURS.filter((h) => h !== drawnHour)]
  const key = (before: number, after: number, hour: number) => `${isoOf(addDays(ctx.date, after - before))} ${hour}`
  for (const [daysBefore, afterDeath] of days) {
    for (const hour of hours) {
      if (taken.has(key(daysBefore, afterDeath, hour))) continue
      taken.add(key(daysBefore, afterDeath, hour))
      return { daysBefore, afterDeath, hour }
    }
  }
  return { ...drawn, hour: drawnHour }
}

function isoOf(day: DateParts): string {
  return `${day.year}-${day.month}-${day.day}`
}

interface Facts {
  female: boolean
  name: string
  given: string
  family: string
  spouse: string
  other: string
  age: number
  died: DateParts
  daysBefore: number
  funeral: DateParts
  at: string
  place: string
  /** Where the Requiem is sung, with its preposition ("in der Pfarrkirche zu Mersch"). */
  church: string
  street: string
  number: number
  today: DateParts
}

type Writer = (rng: Rng, f: Facts, modern: boolean) => UnitText

/** Picks one of the formulas, and says which (the template of the tests). */
function pickOf(rng: Rng, choices: readonly string[]): { value: string; index: number } {
  const index = rng.int(0, choices.length - 1)
  return { value: choices[index] ?? '', index }
}

function germanNotice(rng: Rng, f: Facts, modern: boolean): UnitText {
  const nominative = f.female ? `Frau ${f.name}, geb. ${f.spouse},` : `Herr ${f.name}`
  const accusative = f.female ? `Frau ${f.name}, geb. ${f.spouse}` : `Herrn ${f.name}`
  const diedOn = f.daysBefore === 1 ? 'gestern' : `am ${longDate(f.died, 'de').replace(', den', ', dem')}`
  const DiedOn = diedOn.charAt(0).toUpperCase() + diedOn.slice(1)
  const relations = f.female ? 'Gattin, Mutter, Schwiegermutter, Großmutter, Schwester und Tante' : 'Gatten, Vater, Schwiegervater, Großvater, Bruder und Onkel'
  const ours = f.female ? 'unsere innigstgeliebte' : 'unseren innigstgeliebten'
  const dear = f.female ? 'unserer lieben Mutter, Großmutter und Schwester' : 'unserem lieben Vater, Großvater und Bruder'
  const who = f.female ? 'die' : 'der'
  const openings = modern
    ? [
        `In tiefer Trauer nehmen wir Abschied von ${dear}, ${accusative}, ${who} am ${dayMonth(f.died, 'de')} im Alter von ${f.age} Jahren verstorben ist.`,
        `Nach einem erfüllten Leben ist ${diedOn} ${nominative} im ${f.age}. Lebensjahr sanft entschlafen.`,
        `Unerwartet verstarb ${diedOn} in ${f.place} ${nominative} im Alter von ${f.age} Jahren.`,
        `Wir trauern um ${accusative}, ${who} ${diedOn} nach schwerer Krankheit in ${f.place} von uns gegangen ist.`,
      ]
    : [
        `Gott dem Allmächtigen hat es gefallen, ${diedOn} ${ours} ${relations}, ${accusative}, nach langem, mit großer Geduld ertragenem Leiden, wohlversehen mit den heiligen Sterbesakramenten, im Alter von ${f.age} Jahren zu sich in die Ewigkeit abzuberufen.`,
        `Nach Gottes heiligem Willen verschied ${diedOn} in ${f.place}, gestärkt durch die Tröstungen unserer heiligen Religion, ${nominative} im ${f.age}. Lebensjahre.`,
        `Tief erschüttert geben wir Verwandten, Freunden und Bekannten die traurige Nachricht, daß ${diedOn} ${nominative} im Alter von ${f.age} Jahren sanft im Herrn entschlafen ist.`,
        `${DiedOn} entschlief nach kurzer, schwerer Krankheit ${nominative} aus ${f.place}, im ${f.age}. Lebensjahre.`,
        `Am ${dayMonth(f.died, 'de')} starb in ${f.place} ${nominative} im Alter von ${f.age} Jahren.`,
      ]
  const funerals = [
    `Die Beerdigung findet statt am ${longDate(f.funeral, 'de')}, ${f.at}, in ${f.place}, vom Trauerhause, ${f.street} ${f.number}, aus.`,
    `Das Leichenbegängnis ist auf ${longDate(f.funeral, 'de')}, ${f.at}, festgesetzt; Abgang vom Sterbehause in ${f.place}, ${f.street} ${f.number}.`,
    `Das Seelenamt mit darauffolgender Beisetzung wird am ${longDate(f.funeral, 'de')}, ${f.at}, ${f.church} gehalten.`,
    `Die Beisetzung erfolgt am ${longDate(f.funeral, 'de')}, ${f.at}, auf dem Friedhof zu ${f.place}.`,
  ]
  const closes = modern
    ? [
        `Im Namen der Familien ${f.family} und ${f.spouse}: ${f.place}, den ${dayMonth(f.today, 'de')} ${f.today.year}.`,
        `Statt Blumen bitten wir um eine Spende für das Rote Kreuz in ${f.place}.`,
        `Die Angehörigen der Familien ${f.family}, ${f.spouse} und ${f.other} danken für jedes Zeichen der Anteilnahme.`,
      ]
    : [
        `Um stille Teilnahme bitten die trauernden Hinterbliebenen: Familie ${f.family}-${f.spouse}, ${f.place}.`,
        `${f.place}, den ${dayMonth(f.today, 'de')} ${f.today.year}. Die trauernden Hinterbliebenen: die Familien ${f.family}, ${f.spouse} und ${f.other}.`,
        `In tiefer Trauer: die Familien ${f.family} und ${f.spouse}, ${f.place}.`,
        `Diese Anzeige gilt als besondere Einladung der Familie ${f.family}, ${f.street} ${f.number}, ${f.place}.`,
      ]
  const opening = pickOf(rng, openings)
  const paragraphs = [opening.value, rng.pick(funerals), rng.pick(closes)]
  const title = rng.chance(0.5) ? `Todesanzeige. — ${f.name}` : `† ${f.female ? 'Frau' : 'Herr'} ${f.name}`
  return { title, paragraphs, template: String(opening.index) }
}

function frenchNotice(rng: Rng, f: Facts): UnitText {
  const e = f.female ? 'e' : ''
  const whom = f.female ? `Madame ${f.name}, née ${f.spouse}` : `Monsieur ${f.name}`
  const died = `le ${longDate(f.died, 'fr')}`
  const openings = [
    `${f.female ? `Monsieur ${rng.pick(['Jean', 'Pierre', 'Nicolas', 'Michel'])} ${f.family}` : `Madame veuve ${f.family}`}, ses enfants et petits-enfants ont la douleur de vous faire part de la perte cruelle qu'ils viennent d'éprouver en la personne de ${whom}, leur ${f.female ? 'épouse, mère et grand-mère' : 'époux, père et grand-père'}, décédé${e} à ${f.place} ${died}, dans sa ${f.age}e année, muni${e} des sacrements de l'Église.`,
    `Il a plu à Dieu de rappeler à Lui, ${died}, ${whom}, pieusement décédé${e} à ${f.place} dans sa ${f.age}e année.`,
    `Les familles ${f.family} et ${f.spouse} ont le regret de vous annoncer le décès de ${whom}, survenu à ${f.place} ${died}, à l'âge de ${f.age} ans.`,
    `On nous annonce la mort de ${whom}, décédé${e} ${died} à ${f.place}, dans sa ${f.age}e année, après une courte maladie.`,
  ]
  const funerals = [
    `Les funérailles auront lieu le ${longDate(f.funeral, 'fr')}, ${f.at}, ${f.church}.`,
    `L'enterrement aura lieu à ${f.place} le ${longDate(f.funeral, 'fr')}, ${f.at} ; réunion à la maison mortuaire, ${f.street}, n° ${f.number}.`,
    `Le service funèbre sera célébré le ${longDate(f.funeral, 'fr')}, ${f.at}, et suivi de l'inhumation au cimetière de ${f.place}.`,
    `La levée du corps se fera le ${longDate(f.funeral, 'fr')}, ${f.at}, ${f.street}, n° ${f.number}, à ${f.place}.`,
  ]
  const closes = [
    `Le présent avis tient lieu de faire-part pour les familles ${f.family} et ${f.spouse}, à ${f.place}.`,
    `Priez pour ${f.female ? 'elle' : 'lui'} ! Les familles ${f.family}, ${f.spouse} et ${f.other}.`,
    `De la part des familles ${f.family} et ${f.spouse}, à ${f.place}.`,
    `Selon la volonté de ${f.female ? 'la défunte' : 'le défunt'}, la famille ${f.family} prie de ne pas envoyer de fleurs.`,
  ]
  const opening = pickOf(rng, openings)
  return {
    title: rng.chance(0.5) ? `Avis mortuaire. — ${f.name}` : `† ${f.female ? 'Madame' : 'Monsieur'} ${f.name}`,
    paragraphs: [opening.value, rng.pick(funerals), rng.pick(closes)],
    template: String(opening.index),
  }
}

function luxembourgishNotice(rng: Rng, f: Facts): UnitText {
  const whom = f.female ? `eis léif Mamm, Bomi a Schwëster ${f.name}` : `eise léiwe Papp, Bopa a Brudder ${f.name}`
  const openings = [
    `Traureg deele mir Iech mat, datt ${whom} den ${dayMonth(f.died, 'lb')} am Alter vun ${f.age} Joer vun eis gaangen ass.`,
    `Nom Wëlle vum Härgott ass ${f.female ? `d'Madame ${f.name}` : `den Här ${f.name}`} den ${dayMonth(f.died, 'lb')} zu ${f.place} am Alter vun ${f.age} Joer gestuerwen.`,
  ]
  const opening = pickOf(rng, openings)
  return {
    title: `† ${f.name}`,
    paragraphs: [
      opening.value,
      `D'Begriefnes ass ${longDate(f.funeral, 'lb').replace(/^(\S+),/, 'e $1,')}, ${f.at}, zu ${f.place}.`,
      rng.pick([`D'Famill ${f.family} seet Merci fir all Zeeche vu Matgefill.`, `${f.place}, den ${dayMonth(f.today, 'lb')} ${f.today.year}. D'Famillen ${f.family} a ${f.spouse}.`]),
    ],
    template: String(opening.index),
  }
}

function englishNotice(rng: Rng, f: Facts): UnitText {
  const pronoun = f.female ? 'her' : 'his'
  const openings = [
    `${f.name}, of ${f.place}, died peacefully on ${longDate(f.died, 'en')}, aged ${f.age}, deeply mourned by ${pronoun} family and friends.`,
    `${f.name} passed away at ${f.place} on ${longDate(f.died, 'en')} after a short illness, aged ${f.age}.`,
    `On ${longDate(f.died, 'en')}, at ${f.place}, ${f.name}, beloved ${f.female ? 'wife of the late' : 'husband of'} ${spouseGiven(rng, !f.female, f.today.year, f.family)} ${f.family}, aged ${f.age}.`,
  ]
  const opening = pickOf(rng, openings)
  return {
    title: `${f.family}, ${f.given}`,
    paragraphs: [
      opening.value,
      `The funeral service will be held at ${f.place} on ${longDate(f.funeral, 'en')} ${f.at}`,
      rng.pick([`No flowers, by request; donations to the Red Cross, ${f.place}.`, `Family flowers only. Enquiries to the ${f.family} family, ${f.street}.`, `The ${f.family} family thank all who have sent messages of sympathy.`]),
    ],
    template: String(opening.index),
  }
}

const WRITE: Record<Lang, Writer> = { de: germanNotice, fr: (rng, f) => frenchNotice(rng, f), lb: (rng, f) => luxembourgishNotice(rng, f), en: (rng, f) => englishNotice(rng, f) }

// --- Advertisements --------------------------------------------------------------------

/** The word lists of the advertisements' slots (ads.ts). */
const AD_LISTS: Record<Lang, Record<string, readonly string[]>> = {
  de: {
    job_worker: ['Ein tüchtiger Schreinergeselle', 'Ein junger Bäckergeselle', 'Ein kräftiger Knecht', 'Ein zuverlässiger Fuhrknecht', 'Ein braver Lehrling', 'Ein erfahrener Schmiedegeselle'],
    job_trade: ['Schreinermeister', 'Bäckermeister', 'Landwirt', 'Fuhrunternehmer', 'Kaufmann', 'Schmiedemeister'],
    swap: ['ein Paar Damenschuhe Gr. 38', 'einen Kinderwagen', 'ein Herrenfahrrad', 'einen Wintermantel für Knaben', 'eine Nähmaschine', 'ein Paar Kinderschuhe Gr. 26', 'ein Grammophon mit Platten', 'eine Wanduhr', 'eine Federdecke', 'einen Küchenherd'],
    secondHand: ['ein Kinderwagen', 'ein Küchenherd', 'eine Nähmaschine', 'ein Herrenanzug, mittlere Größe', 'ein eichener Kleiderschrank', 'zwei Kaninchenställe', 'eine Zither', 'ein Leiterwagen'],
    card: ['f:Lebensmittelkarte', 'f:Kleiderkarte', 'f:Brotkarte', 'f:Fleischkarte', 'f:Raucherkarte'],
    cinema: ['Apollo', 'Capitol', 'Palace', 'Eden', 'Olympia', 'Viktoria'],
    film: ['Sturm über dem Moor', 'Die Tochter des Fährmanns', 'Das Lied der Berge', 'Nächte am Hafen', 'Der letzte Zug nach Süden', 'Die goldene Maske', 'Das Erbe vom Lindenhof'],
  },
  fr: {
    cinema: ['Apollo', 'Capitole', 'Palace', 'Eden', 'Olympia', 'Victoria'],
    film: ['L’Ombre du moulin', 'Le Chemin des vignes', 'La Dame du wagon-lit', 'Nuit sur le port', 'Le Secret de l’écluse', 'Les Fiancés de la Sûre', 'Le Dernier Bac'],
  },
  lb: {},
  en: {},
}

export function advertisementText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const year = ctx.date.year
  const occupied = isOccupation(ctx.date)
  const goods = ADVERTISED_GOODS.filter((g) => g.from <= year)
  const chosen = rng.pick(goods)
  const name = chosen.name[lang]
  // French writes the goods in lower case inside a sentence ("liquidation des chaussures").
  const good = lang === 'fr' ? name.charAt(0).toLowerCase() + name.slice(1) : name
  const bride = germanised(personName(rng, true, year), ctx.date)
  const groom = groomOf(rng, year, ctx.date, bride.family)
  // The notary of a sale at a second town is that town's ({notary}), of the cast where it has one: not the sale town's notary moved there.
  let notary: Person | undefined
  const notaryOf = (scene: Scene, form: string) => {
    notary ??= germanised(pickPerson(rng, ctx.cast, 'notary', scene.place(1), year, false), ctx.date)
    return personForm({ ...notary, role: 'notary' }, lang, form, ROLES) ?? notary.family
  }
  const inYears = ADS[lang].filter((ad) => (!ad.years || (year >= ad.years[0] && year < ad.years[1])) && (!ad.months || ad.months.includes(ctx.date.month)))
  const shapes = inYears.filter((ad) => (ad.occupation ?? 'never') !== (occupied ? 'never' : 'only'))
  // A language the occupier forbade has no advertisements of its own then: those of any time stand in.
  const shape = rng.pick(shapes.length > 0 ? shapes : inYears.filter((ad) => ad.occupation !== 'only'))
  // A motor car's dealer is a man before about 1970, as a garage's master (ads.ts; issue 51, thirteenth reading row 4: not
  // "Automobile bei Zeimet" signed "Susanna Zeimet" in 1928): the shop's merchant is then drawn as a man ({P=father}).
  const manSells = MEN_SOLD.includes(chosen.name.de) && year < WOMEN_MASTERS_FROM
  const textOf = (t: Template) => {
    const text = typeof t === 'string' ? t : t.text
    return manSells ? text.replaceAll('{P=merchant.', '{P=father.') : text
  }
  // An advertisement of a commune (its wood sale, its office) is of a commune of the year (issue 51: not "die Gemeinde Wasserbillig").
  const communal = communeNamed(`${textOf(shape.title)} ${textOf(shape.body)}`) !== undefined
  const scene = newScene(rng, lang, ctx, { headlines: [], lead: [], body: [], lists: AD_LISTS[lang], second: adSecondTowns }, {
    notary: (s) => notaryOf(s, 'fam'),
    notaryNom: (s) => notaryOf(s, 'nom'),
    good: () => good,
    goodDative: () => chosen.dative,
    bride: () => `${bride.given} ${bride.family}`,
    brideGiven: () => bride.given,
    brideFamily: () => bride.family,
    groom: () => `${groom.given} ${groom.family}`,
    groomFamily: () => groom.family,
    kirmesSunday: () => longDate(kirmesSunday(ctx.date), lang),
    saleDate: (s) => longDate(saleDayFrom(s.next), lang),
    saleDay: (s) => dayMonth(saleDayFrom(s.next), lang),
    letDay: () => dayMonth(letDayFrom(ctx.date), lang),
    // An inn but in a resort of the year (ads.ts resortTown); French only, as the advertisement is.
    hostelry: (s) => (resortTown(s.place(0).de, year) ? 'hôtel-pension' : 'auberge'),
    Hostelry: (s) => (resortTown(s.place(0).de, year) ? 'Hôtel-pension' : 'Auberge'),
  }, communal)
  const fill = (t: Template) => scene.fill(textOf(t))
  // The headline first: it names the advertiser in a role ({P=merchant}) the body then words by.
  const title = fill(shape.title)
  const paragraphs = [fill(shape.body)]
  // A shop's or an office's telephone; a family's thanks, birth or engagement names none (issue 51, second and sixth readings).
  if (hasTelephone(scene.place(0).de, year) && rng.chance(0.3) && !shape.noPhone) {
    const number = String(rng.int(...telephoneDigits(year)))
    paragraphs.push({ de: `Telephon Nr. ${number}.`, fr: `Téléphone n° ${number}.`, lb: `Tel. ${number}.`, en: `Telephone ${number}.` }[lang])
  }
  return { title: title.charAt(0).toUpperCase() + title.slice(1), paragraphs, template: `ad: ${shape.title}` }
}

/**
 * The groom of an engagement or a birth notice: of another family than the bride's. Two of one name marry now and then,
 * but a page of them reads as two names drawn from one list (issue 51, thirteenth reading row 8: "Fiançailles : Elisabeth
 * Schmit et Paul Schmit"). The family is drawn again until it differs; the given name stays.
 */
function groomOf(rng: Rng, year: number, date: DateParts, brideFamily: string): { given: string; family: string } {
  const groom = germanised(personName(rng, false, year), date)
  for (let tries = 0; groom.family === brideFamily && tries < 8; tries++) groom.family = germanised(personName(rng, false, year), date).family
  return groom
}

/** The goods (German names) whose dealer was a man before WOMEN_MASTERS_FROM: the motor car, sold and serviced by a garage. */
const MEN_SOLD: readonly string[] = ['Automobile']
/** About when a woman first ran a garage or a master's workshop in her own name in Luxembourg (approximate). */
const WOMEN_MASTERS_FROM = 1970

/** The Sunday of a Kirmes announced in an issue: the first Sunday at least two days after it (a ball is on the Kirmes Sunday and Monday). */
function kirmesSunday(date: DateParts): DateParts {
  let day = addDays(date, 2)
  while (day.weekday !== 0) day = addDays(day, 1)
  return day
}

/**
 * Whether an advertiser of a town could give a telephone number in a year (issue 51, ninth reading: "Telephon
 * Nr. 438" for a hay sale at Walferdange in 1890). The state network opened in the capital in the mid-1880s,
 * but its subscribers were few, offices and large shops: a number in an advertisement of the capital from
 * 1900, of the other towns (the cantons' seats, the mining and steel towns, Ettelbruck) from 1910, of a village from 1925. The
 * years are approximate, from general knowledge of the network's growth, not from a source.
 */
export function hasTelephone(town: string, year: number): boolean {
  if (town === 'Luxemburg') return year >= 1900
  return year >= (TELEPHONE_TOWNS.includes(town) ? 1910 : 1925)
}

/** The towns where shops and offices had telephones from about 1910: the cantons' seats, the mining and steel towns, and Ettelbruck. */
export const TELEPHONE_TOWNS: readonly string[] = [...CANTON_SEATS, ...SOUTH, 'Ettelbrück']

/**
 * How long a subscriber's number was, by era: one to three digits while the exchanges were small, three or four
 * between the wars and after, five once the automatic exchanges served the whole country (from about 1960;
 * issue 51, ninth reading: three-digit numbers in 1965). Approximate, from general knowledge.
 */
function telephoneDigits(year: number): readonly [number, number] {
  return year < 1930 ? [12, 480] : year < 1960 ? [120, 4800] : [10_000, 59_999]
}
