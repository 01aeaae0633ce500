/**
 * The thirteenth reading's rows fixed on i51f13 (docs/evidence/issue-51/thirteenth-reading.md, rows 2, 7 and 10): a car
 * accident before motor lorries were common that names a lorry (or a tram where and when none ran), a fire counted the
 * second or third "since the start of the year" before a first could have been reported, and a street of the capital's
 * fortress ground named before it bore its name. Each is counted over every text the generator wrote; the integration
 * test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const allOf = (t: GeneratedText) => [t.title, ...t.paragraphs, ...(t.rows ?? [])].join(' ')

// --- 1. A car accident of its era ------------------------------------------------------------------------------

/** Motor lorries were few in the country before about 1920: a car of those years meets a cart, a cyclist, a walker. */
const LORRY = /\b(?:camion|Lastwagen|Lastauto|lorry)/iu
const TRAM = /tramway|Straßenbahn|\btram\b/iu
const CAPITAL = /\b(?:Luxembourg|Luxemburg)\b/u
function crashOutOfItsEra(t: GeneratedText): string | false {
  if (kindOf(t) !== 'carAccident' && kindOf(t) !== 'traffic') return false
  const text = allOf(t)
  if (yearOf(t) < 1920 && LORRY.test(text)) return `${t.date} ${t.title}`
  // The capital's electric tram from 1908 to 1964 (the car's only tram in these kinds).
  if (TRAM.test(text) && (yearOf(t) < 1908 || yearOf(t) > 1964 || !CAPITAL.test(t.paragraphs[0] ?? ''))) return `${t.date} ${t.title} (tram)`
  return false
}

// --- 2. The second or third fire since New Year --------------------------------------------------------------

/** "C'est déjà le deuxième incendie à Dudelange depuis le début de l'année." in an issue of January. */
const SINCE_NEW_YEAR = /(zweite|dritte|deuxième|troisième|second|third)[^.]{0,40}(?:Brand|incendie|fire)[^.]{0,40}(?:seit Beginn des Jahres|depuis le début de l'année|this year)/iu
const THIS_WINTER = /(?:Brand|incendie|fire)[^.]{0,40}(?:in diesem Winter|cet hiver|this winter)/iu
function countBeforeItCouldBe(t: GeneratedText): string | false {
  if (kindOf(t) !== 'fire') return false
  const text = t.paragraphs.join(' ')
  const found = SINCE_NEW_YEAR.exec(text)
  // The second from February, the third from March: a first (and a second) fire of the year could have been reported by then.
  if (found) {
    const third = /dritte|troisième|third/iu.test(found[1] ?? '')
    if (monthOf(t) < (third ? 3 : 2)) return `${t.date} ${found[0]}`
  }
  const winter = THIS_WINTER.exec(text)
  if (winter && monthOf(t) >= 4 && monthOf(t) <= 10) return `${t.date} ${winter[0]}`
  return false
}

// --- 3. A street of the fortress ground before its name -------------------------------------------------------

/** The fortress was razed after 1867: the avenue de la Liberté so named from 1925 (avenue Adolphe before), the boulevard Royal from 1890 at the earliest safe year. */
const FORTRESS_STREETS: readonly (readonly [RegExp, number])[] = [
  [/avenue de la Libert[ée]|Freiheitsallee/iu, 1925],
  [/boulevard Royal/iu, 1890],
]
function streetBeforeItsName(t: GeneratedText): string | false {
  const text = allOf(t)
  const street = FORTRESS_STREETS.find(([name, from]) => yearOf(t) < from && name.test(text))
  return street ? `${t.date} ${street[0].exec(text)?.[0] ?? ''} (${t.template})` : false
}

export function thirteenthF(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('thirteenth F13 1: a car accident naming a lorry before 1920, or a tram outside the capital or its years (1908–1964)', texts, crashOutOfItsEra),
    countTexts('thirteenth F13 2: a fire counted the second "since the start of the year" in January or the third before March, or "this winter" in April–October', texts, countBeforeItCouldBe),
    countTexts('thirteenth F13 3: the avenue de la Liberté before 1925 or the boulevard Royal before 1890 (the fortress ground)', texts, streetBeforeItsName),
  ]
}
