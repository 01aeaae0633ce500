/**
 * The units of a paper other than articles, notices and advertisements (issue 51): weather reports,
 * shipping news, laws and ordinances, reviews, market and statistical tables, captions. Each is
 * written so that its sentences carry their own facts (a station, a date, a sum, a town), so no
 * sentence is printed in more than a sliver of its kind; each keeps to its period (no sovereign
 * enacts an invented law, no liner sails out of its years). Captions are in captions.ts.
 */
import { polish } from './grammar.ts'
import { itemAt, type Rng } from './random.ts'
import { addDays, dayMonth, frDay, lastWorkingDay, longDate, MONTHS, type DateParts } from './calendar.ts'
import type { Lang, Scene, Template } from './story.ts'
import { formatPrice, isOccupation, priceFactor } from './period.ts'
import { atTheFront, newScene, type TextContext, type UnitText } from './text.ts'
import { grainsInOrder, MARKET_GOODS, PLACES, PORTS, WIND_DIRECTIONS, WORK_TITLES, type Localized } from './vocabulary.ts'
import { LINERS, SAILING_CALLS, SAILING_SHIPS, daysOut } from './ships.ts'
import { LAW_ARTICLES, LAW_SUBJECTS, lawSubjectOfDay, ORDINANCE_ARTICLES, chamberSat, decreeForm, legislature, townsOf, wineCommunes, workingDayBefore } from './laws.ts'
import { linesToBuild } from './geography.ts'
import { frDe } from './nouns.ts'
import { REVIEWS, CLUBS } from './reviews.ts'
import { NORTH, WINTER_FRONT } from './stories/types.ts'

/** Straight apostrophes, as the OCR of the period reads them. */
export const ocrApostrophes = (text: string) => text.replace(/’/g, "'")

export const placeByGermanName = (name: string): Localized => PLACES.find((p) => p.de === name) ?? itemAt(PLACES, 0)

// --- Weather ---------------------------------------------------------------------------

function temperature(rng: Rng, date: DateParts): number {
  const base = [0, 2, 6, 10, 14, 17, 19, 18, 15, 10, 5, 1][date.month - 1] ?? 10
  return base + rng.int(-4, 4)
}

/** The sky in a word or two, for sentences and tables alike; the sixth is snow, the seventh thunder. */
const SKY_WORDS: Record<Lang, readonly string[]> = {
  de: ['heiter', 'bewölkt', 'bedeckt', 'regnerisch', 'neblig', 'Schneefall', 'Gewitter', 'veränderlich', 'trübe', 'klar'],
  fr: ['serein', 'nuageux', 'couvert', 'pluvieux', 'brumeux', 'neigeux', 'orageux', 'variable', 'sombre', 'beau'],
  lb: ['sonneg', 'wollekeg', 'bedeckt', 'reenereg', 'niwweleg', 'Schnéi', 'Donnerwieder', 'wiesselhaft', 'gro', 'kloer'],
  en: ['fair', 'cloudy', 'overcast', 'rain', 'fog', 'snow', 'thunder', 'changeable', 'dull', 'fine'],
}

/** Snow falls from December to February, thunderstorms from May to September. */
function skyOf(rng: Rng, lang: Lang, month: number): string {
  const winter = month === 12 || month <= 2
  const summer = month >= 5 && month <= 9
  return rng.pick(SKY_WORDS[lang].filter((_, index) => (index !== 5 || winter) && (index !== 6 || summer)))
}

/** Weekly rain in millimetres as the month brings it. */
function weeklyRain(rng: Rng, month: number): number {
  const mean = [14, 12, 12, 11, 14, 15, 16, 17, 14, 15, 16, 16][month - 1] ?? 14
  return Math.max(0, mean + rng.int(-10, 12))
}

const STATIONS = ['Luxemburg', 'Diekirch', 'Echternach', 'Wiltz', 'Grevenmacher', 'Esch an der Alzette']

/** The French winds with their article as a bulletin writes them: "vent d'ouest", "vent du nord". */
const FRENCH_WINDS: Record<string, string> = {
  nord: 'du nord', 'nord-est': 'du nord-est', est: "d'est", 'sud-est': 'du sud-est', sud: 'du sud', 'sud-ouest': 'du sud-ouest', ouest: "d'ouest", 'nord-ouest': 'du nord-ouest',
}

export function weatherText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const date = ctx.date
  const modern = date.year >= 1950
  const station = placeByGermanName(rng.pick(STATIONS))
  const sky = () => skyOf(rng, lang, date.month)
  // One wind for the day and the country (80 km long): a station reports it or a neighbouring quarter, never the opposite one (issue 51, fourteenth reading row 3).
  const winds = WIND_DIRECTIONS[lang]
  const windAt = rng.int(0, winds.length - 1)
  const wind = winds[windAt] ?? ''
  const stationWind = (): string => winds[(windAt + rng.int(-1, 1) + winds.length) % winds.length] ?? wind
  const t = temperature(rng, date)
  const pressure = modern ? `${rng.int(995, 1030)} mb` : `${rng.int(742, 772)} mm`
  const rain = weeklyRain(rng, date.month)
  const day = dayMonth(date, lang)
  const next = dayMonth(addDays(date, 1), lang)
  const colon = lang === 'fr' ? ' :' : ':'
  const rows = rng
    .shuffle(STATIONS.filter((s) => s !== station.de))
    .slice(0, rng.int(3, 5))
    // The stations share the day's air too: a few degrees either side of the headline station's, not eight apart.
    .map((name) => `${placeByGermanName(name)[lang]}${colon} ${t + rng.int(-2, 2)}°, ${sky()}, ${stationWind()}`)
  const variant = rng.int(0, 2)
  const frame = (titles: readonly string[]) => itemAt(titles, variant)
  switch (lang) {
    case 'de':
      return {
        title: frame([`Wetterbericht der Station ${station.de} vom ${day}.`, `Witterungsbericht vom ${day}: ${station.de}.`, `Das Wetter in ${station.de} am ${day}.`]),
        paragraphs: [
          `Barometerstand ${pressure}, Thermometer ${t} Grad Celsius, Wind aus ${wind}, Witterung ${sky()}.`,
          `Aussichten für den ${next}: ${sky()}, ${rng.pick(['Temperatur wenig verändert', 'etwas wärmer', 'etwas kühler', date.month <= 3 || date.month >= 11 ? 'nachts Frost' : 'schwacher Wind'])}.`,
          `Niederschlag der letzten sieben Tage in ${station.de}: ${rain} Millimeter.`,
        ].slice(0, rng.int(2, 3)),
        rows,
        template: `weather: de ${variant}`,
      }
    case 'fr':
      return {
        title: frame([`Bulletin météorologique ${station.fr.match(/^[AEIOUÉ]/) ? `d'${station.fr}` : `de ${station.fr}`} du ${day}.`, `Le temps à ${station.fr}, le ${day}.`, `Observations de la station ${station.fr.match(/^[AEIOUÉ]/) ? `d'${station.fr}` : `de ${station.fr}`}, ${day}.`]),
        paragraphs: [
          `Baromètre ${pressure}, thermomètre ${t} degré${Math.abs(t) >= 2 ? 's' : ''}, vent ${FRENCH_WINDS[wind] ?? `du ${wind}`}, temps ${sky()}.`,
          `Prévisions pour le ${next} : temps ${sky()}, ${rng.pick(['température stationnaire', 'un peu plus chaud', 'un peu plus frais', date.month <= 3 || date.month >= 11 ? 'gelée nocturne' : 'vent faible'])}.`,
          `${rng.pick(['Hauteur de pluie tombée', 'Pluie recueillie', 'Eau tombée'])} à ${station.fr} pendant la semaine : ${rain} millimètres.`,
        ].slice(0, rng.int(2, 3)),
        rows,
        template: `weather: fr ${variant}`,
      }
    case 'lb':
      return {
        title: frame([`D'Wieder zu ${station.lb}, ${day}`, `Wiederbericht vum ${day}: ${station.lb}`, `Sou war d'Wieder zu ${station.lb}`]),
        paragraphs: [`D'Wieder den ${day}: ${sky()}, d'Temperature leien ëm ${t} Grad, de Wand kënnt aus dem ${wind}.`, `Déi lescht Woch huet et zu ${station.lb} ${rain} Millimeter gereent.`],
        rows,
        template: `weather: lb ${variant}`,
      }
    case 'en':
      return {
        title: frame([`Weather at ${station.en}, ${day}`, `The weather: ${station.en}, ${day}`, `Weather report from ${station.en}`]),
        paragraphs: [
          `Barometer ${pressure}, temperature ${t} degree${Math.abs(t) === 1 ? '' : 's'}, wind ${wind}, ${sky()}.`,
          `Outlook for ${next}: ${sky()}, ${rng.pick(['little change in temperature', 'a little warmer', 'a little cooler'])}.`,
        ],
        rows,
        template: `weather: en ${variant}`,
      }
  }
}

// --- Shipping ----------------------------------------------------------------------------

export function shippingText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const year = ctx.date.year
  const fleet = LINERS.filter((l) => year >= l.from && year < l.to)
  // Sailing ships only before the liners of the table (1868), never after the 1880s: the emigrants crossed by steamer.
  const sailingDays = fleet.length === 0 && year < 1890
  const chosen = fleet.length === 0 ? { ship: rng.pick(SAILING_SHIPS), line: '', port: 0, calls: SAILING_CALLS } : rng.pick(fleet)
  const { ship } = chosen
  // The Dutch line by its English name in English and French papers, as they printed it (issue 51: not "Holland-Amerika-Linie").
  const line = chosen.line === 'Holland-Amerika-Linie' && (lang === 'en' || lang === 'fr') ? 'Holland-America Line' : chosen.line
  const from = itemAt(PORTS, chosen.port)
  const to = itemAt(PORTS, rng.pick(chosen.calls))
  const { crossing, news } = daysOut(rng, sailingDays, to.de === 'Buenos-Aires', year)
  const arrived = addDays(ctx.date, -news)
  const sailed = addDays(arrived, -crossing)
  const next = addDays(ctx.date, rng.int(3, 8))
  const emigrants = rng.int(4, 60)
  const scene = newScene(rng, lang, ctx)
  const agent = scene.fill('{P=merchant.name}')
  const place = scene.place(0)
  const family = scene.fill('{Q.fam}')
  const text = (title: string, paragraphs: string[]): UnitText => ({ title, paragraphs: paragraphs.slice(0, rng.int(2, paragraphs.length)), template: `shipping: ${lang}` })
  switch (lang) {
    case 'de':
      return text(
        rng.chance(0.5) ? `Schiffsnachrichten vom ${dayMonth(ctx.date, 'de')}.` : `Schiffsnachrichten. — ${sailingDays ? 'Das Schiff' : 'Der Dampfer'} „${ship}“ in ${to.de}.`,
        [
          sailingDays
            ? `Das Segelschiff „${ship}“, welches am ${dayMonth(sailed, 'de')} von ${from.de} abgesegelt war, ist nach glücklicher Überfahrt in ${to.de} angekommen.`
            : `Der Postdampfer „${ship}“ (${line}), welcher am ${dayMonth(sailed, 'de')} von ${from.de} abgegangen war, ist wohlbehalten in ${to.de} angekommen.`,
          `Mit demselben reisten ${emigrants} Auswanderer aus dem Großherzogtum, darunter die Familie ${family} aus ${place.de}.`,
          `Nächste Abfahrt von ${from.de}: ${longDate(next, 'de')}; Auskunft erteilt der Agent ${agent} in ${place.de}.`,
        ],
      )
    case 'fr': {
      const port = from.fr === 'Le Havre' ? 'du Havre' : from.fr.match(/^[AEIOU]/) ? `d'${from.fr}` : `de ${from.fr}`
      const article = /^[AEIOUYÉ]/.test(ship) ? "L'" : 'Le '
      return text(
        rng.chance(0.5) ? `Mouvement des navires du ${dayMonth(ctx.date, 'fr')}.` : `Mouvement des navires. — ${article}« ${ship} » à ${to.fr}.`,
        [
          `${sailingDays ? `Le trois-mâts « ${ship} »` : `Le paquebot « ${ship} » (${line})`}, parti ${port} le ${dayMonth(sailed, 'fr')}, est arrivé heureusement à ${to.fr}.`,
          `Il avait à bord ${emigrants} émigrants luxembourgeois, parmi lesquels la famille ${family}, ${place.fr.match(/^[AEIOUÉ]/) ? `d'${place.fr}` : `de ${place.fr}`}.`,
          `Prochain départ : ${longDate(next, 'fr')} ; s'adresser à l'agent ${agent}, à ${place.fr}.`,
        ].map(ocrApostrophes),
      )
    }
    case 'lb':
      return text(`Schëffsnoriichten: d'„${ship}“ zu ${to.lb}`, [`D'Schëff „${ship}“ (${line || 'Seegelschëff'}) ass den ${dayMonth(arrived, 'lb')} vun ${from.lb} op ${to.lb} ukomm.`, `Un Bord waren ${emigrants} Lëtzebuerger, dorënner d'Famill ${family} vu ${place.lb}.`])
    case 'en':
      return text(`Shipping News: the ${ship} at ${to.en}`, [`The liner ${ship} of the ${line}, which sailed from ${from.en} on ${dayMonth(sailed, 'en')}, has arrived at ${to.en}.`, `Next sailing from ${from.en}: ${longDate(next, 'en')}.`])
  }
}

// --- Laws ------------------------------------------------------------------------------

/**
 * A law as a paper or the official collection printed it, without the sovereign's enacting formula
 * (issue 51: no invented act is put in a real person's mouth): its title, its articles, and the
 * day its legislature voted it. Under the occupation, an ordinance of an office, in German only.
 */
export function lawText(rng: Rng, lang: 'de' | 'fr', ctx: TextContext): UnitText {
  const scene = newScene(rng, lang, ctx, undefined, {
    // The year after the law's own, not the paper's: a law of 24 December 1965 printed in January 1966 budgets for 1966 (issue 51, seventh reading).
    nextYear: () => String(date.year + 1),
    decree: () => decreeForm(date, lang),
    firstOfNext: () => firstOfNextMonth(ctx.date, lang),
    credit: (s) => s.sumDrawn(['$fine']) ?? s.fill('{$credit2:2000-40000}'),
    // A railway to build is a line that opened within five years of the law (issue 51: no line that never ran).
    lineFrom: () => lineEnd(0),
    lineTo: () => lineEnd(1),
    deLineFrom: () => frDe(lineEnd(0)),
    // The towns a law names are of its own region: the Moselle's winegrowers, the north's ruins of the winter of 1944-45.
    wineTowns: (s) => twoTowns(s, lang, wineCommunes(ctx.date.year)),
    ruinedTowns: (s) => twoTowns(s, lang, NORTH),
    town: () => charteredTown()[lang],
    deTown: () => frDe(charteredTown().fr),
  }, true) // its towns are communes: a law grants to a commune (issue 51: not "Der Gemeinde Wasserbillig")
  // A law or an ordinance reaches the paper days after it is signed, through the Mémorial or the
  // Verordnungsblatt (issue 51: every law dated the day its paper printed it); an ordinance of the
  // occupation signed under it.
  const occupied = isOccupation(ctx.date)
  const signed = workingDayBefore(ctx.date, rng.int(3, 18))
  const date = occupied && !isOccupation(signed) ? ctx.date : signed
  // What the law can be about is of the paper's year, as the audits read it.
  const year = ctx.date.year
  const toBuild = linesToBuild(year)
  let line: readonly [string, string] | undefined
  function lineEnd(end: 0 | 1): string {
    line ??= rng.pick(toBuild)
    const town = PLACES.find((p) => p.de === line?.[end])
    return town ? town[lang] : line[end]
  }
  let town: Localized | undefined
  function charteredTown(): Localized {
    // Not a town of the front while it was one (the winter of 1944-45).
    town ??= placeByGermanName(rng.pick(townsOf(year).filter((name) => !atTheFront(ctx.date) || !NORTH.includes(name))))
    return town
  }
  const subjects = LAW_SUBJECTS.filter((s) => (s.from ?? 0) <= year && year < (s.to ?? 10_000) && (occupied ? s.occupation !== 'never' : s.occupation !== 'only') && (!s.railway || toBuild.length > 0))
  const subject = lawSubjectOfDay(rng, subjects, lang, ctx, occupied)
  const about = scene.fill(subject[lang])
  const law = (text: UnitText): UnitText => ({ ...text, event: `law::${subject.de}` }) // one law of a subject in an issue (issue 51, tenth reading row 9)
  // A tax or a cap on deposits is no expense: such a law has no article of credits (not "les crédits nécessaires, soit 10 francs", the tax).
  const spends = !/\{\$(?:tax|cap):/.test(subject.first.de)
  const closing = occupied ? ORDINANCE_ARTICLES : LAW_ARTICLES.filter((article) => (subject.rule || !article.penalty) && (spends || !article.de.includes('{credit}')) && !(subject.founds && article.repeals))
  const more = rng.shuffle(closing).slice(0, rng.int(1, 3))
  const articles = [subject.first[lang], ...more.map((a) => a[lang])].map((t) => scene.fill(t.replace('{about}', about)))
  const month = itemAt(MONTHS[lang], date.month - 1)
  if (lang === 'de' && occupied) return law({ title: `Verordnung vom ${date.day}. ${month} ${date.year} über ${about}.`, paragraphs: articles.map((a, i) => `§ ${i + 1}. ${a}`), template: 'law: de ordinance' })
  const voted = legislature(year, lang)
  const vote = workingDayBefore(date, rng.int(12, 45))
  const numbered = articles.map((a, i) => `Art. ${lang === 'fr' && i === 0 ? '1er' : i + 1}. ${a}`)
  if (!chamberSat(vote) || !chamberSat(date)) return law(decreeText(lang, date, about, numbered))
  if (lang === 'de') {
    return law({
      title: `Gesetz vom ${date.day}. ${month} ${date.year}, betreffend ${about}.`,
      paragraphs: [...numbered, `(${voted.de} am ${dayMonth(vote, 'de')} ${vote.year} angenommen.)`],
      template: 'law: de law',
    })
  }
  return law({
    title: `Loi du ${frDay(date.day)} ${month} ${date.year} concernant ${about}.`,
    paragraphs: [...numbered, `(Texte voté par ${voted.fr} le ${dayMonth(vote, 'fr')} ${vote.year}.)`].map(ocrApostrophes),
    template: 'law: fr law',
  })
}

/** A grand-ducal decree of the years without a Chamber (1940–45), in the law's numbered articles but voted by no one. */
function decreeText(lang: 'de' | 'fr', date: DateParts, about: string, numbered: readonly string[]): UnitText {
  const month = itemAt(MONTHS[lang], date.month - 1)
  if (lang === 'de') return { title: `Großherzoglicher Beschluß vom ${date.day}. ${month} ${date.year}, betreffend ${about}.`, paragraphs: [...numbered], template: 'law: de decree' }
  return { title: `Arrêté grand-ducal du ${frDay(date.day)} ${month} ${date.year} concernant ${about}.`, paragraphs: numbered.map(ocrApostrophes), template: 'law: fr decree' }
}

/** Two towns of a list, as a law names them: "Remich und Grevenmacher", "de Remich et de Grevenmacher". */
function twoTowns(scene: Scene, lang: 'de' | 'fr', names: readonly string[]): string {
  const [a, b] = scene.rng
    .shuffle(names)
    .slice(0, 2)
    .map(placeByGermanName)
  if (!a || !b) return ''
  return lang === 'de' ? `${a.de} und ${b.de}` : `${frDe(a.fr)} et ${frDe(b.fr)}`
}

function firstOfNextMonth(date: DateParts, lang: 'de' | 'fr'): string {
  const next = { year: date.month === 12 ? date.year + 1 : date.year, month: (date.month % 12) + 1 }
  const month = itemAt(MONTHS[lang], next.month - 1)
  return lang === 'de' ? `1. ${month} ${next.year}` : `1er ${month} ${next.year}`
}

// --- Reviews ---------------------------------------------------------------------------------

export function reviewText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const shapes = REVIEWS[lang].filter((review) => !review.occupation || isOccupation(ctx.date) === (review.occupation === 'only'))
  const review = rng.pick(shapes.length > 0 ? shapes : REVIEWS[lang])
  // A book's title is drawn with what its review says it is (reviews.ts).
  const work = rng.pick(review.works ?? WORK_TITLES[lang])
  const scene = newScene(rng, lang, ctx, { headlines: [], lead: [], body: [], lists: { club: review.clubs ?? CLUBS[lang] } }, { work: () => work })
  const sentences = [review.body[0] ?? '', ...rng.shuffle(review.body.slice(1, -1)).slice(0, rng.int(2, Math.max(2, review.body.length - 2))), review.body.at(-1) ?? '']
  const body = sentences.filter((s) => s !== '').map((t) => capitalize(scene.fill(t)))
  const title = ocrApostrophes(scene.fill(review.title))
  const paragraphs = [body.join(' ')].map(ocrApostrophes)
  return { template: `review: ${review.title}`, title, paragraphs, author: rng.chance(0.4) ? critic(scene, `${title} ${paragraphs.join(' ')}`) : undefined }
}

/** The critic who signs a review: someone it does not name (issue 51: a book's review signed by its author, a concert's by its conductor). */
function critic(scene: Scene, review: string): { given: string; family: string } | undefined {
  for (let attempt = 0; attempt < 8; attempt++) {
    const person = scene.person(`critic ${attempt}`)
    // Written as the review's language writes a name (a French paper's "Jules Gross", not "Groß").
    if (!review.includes(person.family)) return { given: polish(scene.lang, person.given), family: polish(scene.lang, person.family) }
  }
  return undefined
}

const capitalize = (text: string) => (text.startsWith("d'") ? `D'${text.slice(2)}` : text.charAt(0).toUpperCase() + text.slice(1))

// --- Tables --------------------------------------------------------------------------------

const MARKET_NOTES: Record<Lang, Template[]> = {
  de: [
    'Zufuhr in {place} {=stark|mittelmäßig|gering}, Handel {=lebhaft|ruhig|schleppend}.',
    // The goods in demand are two of the table's own rows (issue 51: not oats and hay over a table without oats).
    'Auf dem Markte zu {place} waren {sought} gesucht.',
    'Die Preise blieben in {place} gegen den {lastMarket} {=fast unverändert|etwas höher|etwas niedriger}.',
  ],
  fr: [
    'Apports {=abondants|moyens|faibles} au marché {dePlace}, affaires {=animées|calmes|languissantes}.',
    'Au marché {dePlace}, la demande a été {=forte|soutenue|active} en {sought}.',
    'Les cours {dePlace} sont {=à peu près les mêmes|un peu plus fermes|un peu plus faibles} qu’au marché du {lastMarket}.',
  ],
  lb: ['Vill Leit um Maart zu {place}, d\'Präisser sinn {=onverännert|e bësse méi héich}.'],
  en: ['Supplies at {place} were {=plentiful|moderate|short} and trade {=brisk|quiet}.'],
}

/** Two goods of a market's table as its note names them in demand: "Weizen und Hafer", "froment et en avoine" (after "en"). */
function soughtGoods(goods: readonly (typeof MARKET_GOODS)[number][], lang: Lang): string {
  const [a, b] = goods.map((g) => (lang === 'fr' ? g.name.fr.toLowerCase() : g.name[lang]))
  if (lang === 'fr') return `${a ?? ''} et en ${b ?? ''}`
  return `${a ?? ''} ${lang === 'de' ? 'und' : lang === 'lb' ? 'a' : 'and'} ${b ?? ''}`
}

export function marketTableText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  // The goods are drawn first, so that a note names only goods of its own table.
  const goods = rng.shuffle(MARKET_GOODS).slice(0, rng.int(5, 10))
  const sought = () => soughtGoods(goods, lang)
  // Prices are of the last market day: an issue of Christmas Day or a Sunday prints those of the working day before.
  const marketDay = lastWorkingDay(ctx.date)
  const scene = newScene(rng, lang, ctx, { headlines: [], lead: [], body: [], awayFrom: WINTER_FRONT }, { lastMarket: () => dayMonth(lastWorkingDay(addDays(marketDay, -7)), lang), sought })
  const place = scene.place(0)
  const day = dayMonth(marketDay, lang)
  const frames: Record<Lang, string[]> = {
    de: [`Marktpreise zu ${place.de} vom ${day}.`, `${goods.filter((g) => /^(Weizen|Roggen|Gerste|Hafer)$/.test(g.name.de)).length >= 2 ? 'Fruchtmarkt' : 'Wochenmarkt'} zu ${place.de} vom ${day}.`, `Markt in ${place.de}: Preise vom ${day}.`],
    fr: [`Mercuriale du marché ${scene.fill('{dePlace}')} du ${day}.`, `Cours des denrées à ${place.fr}, le ${day}.`, `Le marché ${scene.fill('{dePlace}')}, ${day}.`],
    lb: [`Maartpräisser zu ${place.lb}, ${day}`],
    en: [`Market Prices at ${place.en}, ${day}`],
  }
  const variant = rng.int(0, frames[lang].length - 1)
  const factor = priceFactor(ctx.date)
  // No column heads: the headline says what the rows are, as most market lists did.
  const prices = grainsInOrder(goods, goods.map((g) => g.price * factor * (0.7 + rng.next() * 0.6)))
  const rows = goods.map((g, i) => `${g.name[lang]} ${g.unit[lang]} ${formatPrice(prices[i] ?? g.price, lang, ctx.date)}`)
  const note = rng.chance(0.5) ? [scene.fill(rng.pick(MARKET_NOTES[lang]).toString())] : []
  return { title: itemAt(frames[lang], variant), paragraphs: note, rows, template: `market: ${lang} ${variant}` }
}

/** The last year whose figures a paper could print: a year's count came out in the spring after it (issue 51, twelfth reading row 6). */
export const lastCountedYear = (date: DateParts) => date.year - (date.month <= 3 ? 2 : 1)
/** A statistical table for the economic and medical serials. */
export function statisticsTableText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const subject = {
    de: ['Roheisenerzeugung (Tonnen)', 'Bevölkerungsbewegung', 'Geburten und Sterbefälle'],
    fr: ['Production de fonte (tonnes)', 'Mouvement de la population', 'Naissances et décès'],
    lb: ['Produktioun vu Stol (Tonnen)', 'Bevëlkerung'],
    en: ['Pig-iron output (tonnes)', 'Population movement'],
  }[lang]
  const what = rng.pick(subject)
  const first = lastCountedYear(ctx.date) - 7
  const title = `${what}, ${first}–${first + 7}`
  const rows: string[] = []
  let a = rng.int(1000, 90000)
  let b = rng.int(100, 9000)
  for (let y = first; y <= first + 7; y++) {
    a = Math.round(a * (0.9 + rng.next() * 0.25))
    b = Math.round(b * (0.9 + rng.next() * 0.25))
    rows.push(`${y} ${String(a).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${String(b).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`)
  }
  return { title, paragraphs: [], rows, template: `statistics: ${lang}` }
}
