/**
 * The ninth close reading's rows 2, 6 and 8 (docs/evidence/issue-51/ninth-reading.md), each counted
 * over every text the generator wrote: a nursery's vegetable seedlings sold outside their season, a
 * Sunday timetable beside the travellers of every day, a wind band of singers. The integration test
 * holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const matchIn = (text: string, pattern: RegExp): string | false => pattern.exec(text)?.[0] ?? false

// --- 2. Seedlings out of season ------------------------------------------------------------------

/** Young vegetable plants (not seed, not trees): planted out from March, the winter kinds still in July and August. */
const SEEDLINGS = /\b(?:Tomaten|Sellerie|Kohl|Lauch|Salat|Blumenkohl|Endivien|Grünkohl|Wirsing|Winterlauch|Winterwirsing)-?(?:pflanzen|,| und)[^.]*pflanzen\b|plants de (?:tomates?|céleri|choux?|poireaux?|salade|laitues?)|(?:tomato|celery|cabbage|leek|lettuce) plants|Zalotsplanzen|Kabesplanzen/iu
/** A nursery's advertisement offers vegetable seedlings from March to August only. */
function seedlingOutOfSeason(t: GeneratedText): string | false {
  if (!t.template.startsWith('ad:')) return false
  const month = monthOf(t)
  if (month >= 3 && month <= 8) return false
  const found = matchIn(bodyOf(t), SEEDLINGS)
  return found ? `${t.date}: ${found}` : false
}

// --- 6. A Sunday timetable for those who travel daily ----------------------------------------------

const SUNDAY_TIMETABLE = /Sonntagsfahrplan|service du dimanche|horaire du dimanche|Sunday timetable|Sonndesfahrplang/iu
const DAILY = /\btäglich\b|chaque jour|tous les jours|\bdaily\b|all Dag/iu
/** A timetable of Sundays serves no one who travels every day. */
function sundayTimetableForDaily(t: GeneratedText): string | false {
  const text = bodyOf(t)
  const sunday = matchIn(text, SUNDAY_TIMETABLE)
  return sunday && DAILY.test(text) ? sunday : false
}

// --- 8. A wind band that sings -----------------------------------------------------------------------

const WIND_BAND = /Fanfare|Harmonie|Musikgesellschaft|Philharmonie|philharmonique|brass band|\bMusek\b/u
const CHOIR = /Gesangverein|Männerchor|Kirchenchor|[Cc]horale|choral society|Gesangveräin|Chouer/u
const SINGERS = /\b\d+ (?:Sänger|chanteurs|singers|Sänger a Museker)\b|Liederabend/u
/** A Fanfare, Harmonie or Musikgesellschaft is a wind band: its members play; a unit that names no choir has no singers. */
function bandOfSingers(t: GeneratedText): string | false {
  if (!t.template.startsWith('review:')) return false
  const text = bodyOf(t)
  const band = matchIn(text, WIND_BAND)
  if (!band || CHOIR.test(text)) return false
  const singers = matchIn(text, SINGERS)
  return singers ? `${band}: ${singers}` : false
}
/** A choir buys no instruments and plays no overture (the concert shape's words are a band's). */
function choirWithInstruments(t: GeneratedText): string | false {
  if (!t.template.startsWith('review:')) return false
  const text = bodyOf(t)
  const choir = matchIn(text, CHOIR)
  if (!choir || WIND_BAND.test(text)) return false
  const played = matchIn(text, /neuer Instrumente|Ouvertüre|nouveaux instruments|l'ouverture|les musiciens|ended with a march/u)
  return played ? `${choir}: ${played}` : false
}

export function ninthB9(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('ninth 2, ad: a nursery\'s vegetable seedlings ("Tomaten- und Selleriepflanzen") from September to February', texts, seedlingOutOfSeason),
    countTexts('ninth 6, railway: a Sunday timetable in a unit about those who travel daily', texts, sundayTimetableForDaily),
    countTexts('ninth 8, review: a wind band (Fanfare, Harmonie, Musikgesellschaft) of singers, with no choir named', texts, bandOfSingers),
    countTexts('ninth 8, review: a choir with a band\'s instruments, overture or march', texts, choirWithInstruments),
  ]
}
