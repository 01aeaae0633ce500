/**
 * The serial novel at the foot of the page. Unlike an article it is not drawn: each instalment
 * follows from the paper, the year and the issue's number, so a reader can follow one novel from
 * issue to issue; that rule has nothing in common with choosing a kind of news.
 */
import { Rng, hashString, itemAt } from './random.ts'
import { SERIALS } from './serials.ts'
import { newScene, ocrApostrophes, type TextContext, type UnitText } from './text.ts'
import { PLACES, type Lang } from './vocabulary.ts'

/**
 * The serial novel of a paper: each instalment picks up where the last stopped, so a reader can
 * follow it through a week of issues. A novel of SERIALS runs for as many issues as it has
 * instalments, then the next begins, each time told of other people and another village (one
 * scene per run, seeded by the paper, the year and the run); the instalments are numbered
 * through the year, as a paper numbered its "Fortsetzungen".
 */
export function feuilletonText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const novels = SERIALS[lang]
  const per = 2
  const paper = ctx.paper ?? ''
  const year = ctx.date.year
  const number = Math.max(1, ctx.issueNumber ?? ctx.date.day)
  const lengths = novels.map((n) => Math.ceil(n.passages.length / per))
  const cycle = lengths.reduce((a, b) => a + b, 0)
  const offset = hashString('serial', paper, year) % cycle
  const position = (number - 1 + offset) % cycle
  const run = Math.floor((number - 1 + offset) / cycle)
  let left = position
  let which = 0
  while (left >= (lengths[which] ?? 1)) left -= lengths[which++] ?? 1
  const novel = itemAt(novels, which)
  const runRng = Rng.derive(0, 'serial', paper, year, run, which)
  const scene = newScene(runRng, lang, { ...ctx, cast: [] }, { headlines: [], lead: [], body: [] })
  // The village of the story is drawn evenly, not near the paper's home, so that runs differ.
  scene.places.push(itemAt(PLACES, runRng.int(0, 33)))
  // The whole run's cast and places first, in the novel's order: an instalment that names the
  // heroine before (or without) the passage that introduces her still names the same woman.
  scene.place(2)
  for (const [, key = 'P', role] of novel.passages.join(' ').matchAll(/\{([PQR])=(\w+)/g)) scene.person(key, role)
  const start = left * per
  const passages = novel.passages.slice(start, start + per).map((p) => scene.fill(p))
  const chapter = Math.floor(left / 2) + 1
  const labels = {
    de: { overline: 'Feuilleton.', sub: `(${number}. Fortsetzung.)`, chapter: `${chapter}. Kapitel.`, end: number % 2 === 0 ? '(Fortsetzung folgt.)' : `(Die ${number + 1}. Fortsetzung folgt.)` },
    fr: { overline: 'FEUILLETON.', sub: `(${number === 1 ? '1er' : `${number}e`} feuilleton.)`, chapter: chapter === 1 ? 'Chapitre premier.' : `Chapitre ${chapter}.`, end: number % 4 === 1 ? '(La suite au prochain numéro.)' : '(À suivre.)' },
    lb: { overline: 'Feuilleton', sub: `(${number}. Fortsetzung)`, chapter: `Kapitel ${chapter}`, end: '(Fortsetzung kënnt.)' },
    en: { overline: 'Serial Story', sub: `(Instalment ${number})`, chapter: `Chapter ${chapter}`, end: '(To be continued.)' },
  }[lang]
  void rng
  const last = start + per >= novel.passages.length
  const end = last ? { de: '(Ende.)', fr: '(Fin.)', lb: '(Enn.)', en: '(The End.)' }[lang] : labels.end
  const title = scene.fill(novel.title)
  return {
    template: `serial: ${novel.title}`,
    overline: labels.overline,
    title,
    catalogTitle: `${title} ${labels.sub}`,
    subTitle: labels.sub,
    author: novel.author,
    paragraphs: [...(left % 2 === 0 ? [labels.chapter] : []), ...passages, end].map(ocrApostrophes),
  }
}
