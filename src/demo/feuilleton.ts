/**
 * The serial novel at the foot of the page. Unlike an article it is not drawn: each instalment
 * follows from the paper, the year and the issue's number, so a reader can follow one novel from
 * issue to issue; that rule has nothing in common with choosing a kind of news.
 */
import { addDays } from './calendar.ts'
import { PERIODICALS, type Frequency } from './catalog.ts'
import { Rng, hashString, itemAt } from './random.ts'
import { SERIALS } from './serials.ts'
import { newScene, ocrApostrophes, type TextContext, type UnitText } from './text.ts'
import { PLACES, type Lang } from './vocabulary.ts'

/**
 * The serial novel of a paper: each instalment picks up where the last stopped, so a reader can
 * follow it through a week of issues. A novel of SERIALS runs for as many issues as it has
 * instalments, then the next begins, and the paper goes through every novel of its language before
 * it prints the first again: the count runs on from the paper's founding, not afresh each January
 * (a new year's random start printed December's instalment again in January). The instalments
 * are numbered within the novel, as a paper numbered its "Fortsetzungen" (instalmentLabels). A
 * paper's novel is one story wherever it comes round again: its scene (village, heroine, father)
 * is seeded by the paper, the language and the novel only, never by the year or the run, since a
 * reader who saw "The Miller of Wiltz" start again a month later as "The Miller of Vianden", word
 * for word with another heroine, would see the machine (issue 51, sixth reading row 1).
 */
export function feuilletonText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const novels = SERIALS[lang]
  const per = 2
  const paper = ctx.paper ?? ''
  const year = ctx.date.year
  const periodical = PERIODICALS.find((candidate) => candidate.id === paper)
  const founded = periodical?.startYear ?? year
  const number = Math.max(1, ctx.issueNumber ?? ctx.date.day)
  const lengths = novels.map((n) => Math.ceil(n.passages.length / per))
  const cycle = lengths.reduce((a, b) => a + b, 0)
  let issues = number - 1
  for (let y = founded; y < year; y++) issues += issuesInYear(periodical?.frequency ?? 'daily', y)
  const position = (issues + (hashString('serial', paper) % cycle)) % cycle
  let left = position
  let which = 0
  while (left >= (lengths[which] ?? 1)) left -= lengths[which++] ?? 1
  const novel = itemAt(novels, which)
  const runRng = Rng.derive(0, 'serial', paper, lang, which)
  // Its people are named as in the paper's first year (names follow the years, pickPerson), so the heroine of 1926 is the heroine of 1927.
  const toFounding = Math.round((Date.UTC(founded, 0, 1) - Date.UTC(year, ctx.date.month - 1, ctx.date.day)) / 86_400_000)
  const scene = newScene(runRng, lang, { ...ctx, date: addDays(ctx.date, toFounding), cast: [] }, { headlines: [], lead: [], body: [] })
  // The village of the story is drawn evenly, not near the paper's home, so that runs differ; a
  // novel whose text names its river or its castle is set in a town that has them.
  const setting = novel.places ? runRng.pick(novel.places).map((name) => PLACES.find((p) => p.de === name)) : [itemAt(PLACES, runRng.int(0, 33))]
  for (const place of setting) if (place) scene.places.push(place)
  // The whole run's cast and places first, in the novel's order: an instalment that names the
  // heroine before (or without) the passage that introduces her still names the same woman.
  scene.place(2)
  for (const [, key = 'P', role] of novel.passages.join(' ').matchAll(/\{([PQR])=(\w+)/g)) scene.person(key, role)
  const start = left * per
  const passages = novel.passages.slice(start, start + per).map((p) => scene.fill(p))
  const labels = instalmentLabels(lang, left, itemAt(lengths, which))
  void rng
  const title = scene.fill(novel.title)
  return {
    template: `serial: ${novel.title}`,
    overline: labels.overline,
    title,
    catalogTitle: labels.sub === undefined ? title : `${title} ${labels.sub}`,
    subTitle: labels.sub,
    author: novel.author,
    paragraphs: [...(labels.chapter === undefined ? [] : [labels.chapter]), ...passages, labels.end].map(ocrApostrophes),
  }
}

/** The highest issue number a paper of this frequency reaches in a year (issueNumber, schedule.ts: a daily is not out on Sundays). */
function issuesInYear(frequency: Frequency, year: number): number {
  switch (frequency) {
    case 'daily': {
      const days = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000)
      const firstSunday = (7 - new Date(Date.UTC(year, 0, 1)).getUTCDay()) % 7
      return days - (Math.floor((days - 1 - firstSunday) / 7) + 1)
    }
    case 'weekly':
      return 53
    case 'monthly':
      return 12
    case 'quarterly':
      return 4
  }
}

/**
 * The labels of the instalment `index` (0-based) of a novel of `count` instalments, numbered
 * within the novel, as a paper numbered them (issue 51: never "143. Fortsetzung" of a story in
 * its second chapter, never "Fin" at the second): a German or Luxembourgish first instalment
 * carries no number and the n-th after it is the "n. Fortsetzung"; French and English count
 * from the first. A chapter opens every second instalment; the last ends the novel.
 */
export function instalmentLabels(lang: Lang, index: number, count: number): { overline: string; sub?: string; chapter?: string; end: string } {
  const n = index + 1
  const chapter = index % 2 === 0 ? Math.floor(index / 2) + 1 : undefined
  const last = index >= count - 1
  switch (lang) {
    case 'de':
      return {
        overline: 'Feuilleton.',
        sub: index === 0 ? undefined : `(${index}. Fortsetzung.)`,
        chapter: chapter === undefined ? undefined : `${chapter}. Kapitel.`,
        // Labels of three words at most: a longer one would count as a shared sentence and be struck (shares.ts).
        end: last ? '(Ende.)' : '(Fortsetzung folgt.)',
      }
    case 'fr':
      return {
        overline: 'FEUILLETON.',
        sub: `(${n === 1 ? '1er' : `${n}e`} feuilleton.)`,
        chapter: chapter === undefined ? undefined : chapter === 1 ? 'Chapitre premier.' : `Chapitre ${chapter}.`,
        end: last ? '(Fin.)' : '(À suivre.)',
      }
    case 'lb':
      return { overline: 'Feuilleton', sub: index === 0 ? undefined : `(${index}. Fortsetzung)`, chapter: chapter === undefined ? undefined : `Kapitel ${chapter}`, end: last ? '(Enn.)' : '(Fortsetzung kënnt.)' }
    case 'en':
      return { overline: 'Serial Story', sub: `(Instalment ${n})`, chapter: chapter === undefined ? undefined : `Chapter ${chapter}`, end: last ? '(The End.)' : '(To be continued.)' }
  }
}
