/**
 * The ninth close reading's faults fixed on i51c9 (docs/evidence/issue-51/ninth-reading.md): a film
 * shown "this week", "after a great success in Paris", before or just as it opened there (row 9), a
 * confirmation with no bishop to give it (row 4), a poaching or a forest offence in a street (row 5), the Belgian
 * Chamber passing a school law in a year it passed none (row 10), a council's last business the matter
 * it met for (row 11).
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { FILM_PREMIERE } from '#src/demo/films.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10) || '1')) / 86_400_000

// --- 9. A film shown before its Paris premiere, or in its first weeks there -------------------------

/** Paris premieres known to the day (the reading's c27.py); the other films by the month of the generator's table. */
const PREMIERE_DAY: Readonly<Record<string, string>> = {
  'Le jour se lève': '1939-06-09', 'La Grande Illusion': '1937-06-04', 'Le Quai des brumes': '1938-05-18',
  'Pépé le Moko': '1937-01-28', 'Les Enfants du paradis': '1945-03-09', 'Trois hommes et un couffin': '1985-09-18',
  'Jean de Florette': '1986-08-27', 'Mon oncle': '1958-05-10', 'Le Cercle rouge': '1970-10-20',
  'Le Charme discret de la bourgeoisie': '1972-09-15', 'Et Dieu… créa la femme': '1956-11-28', 'Le Clan des Siciliens': '1969-12-01',
  'Au revoir les enfants': '1987-10-07', 'Les Quatre Cents Coups': '1959-06-03',
}
/** "Qui a connu un grand succès à Paris" wants a few weeks of it. */
const SUCCESS_DAYS = 28
function filmBeforeItsSuccess(t: GeneratedText): string | false {
  if (kindOf(t) !== 'cinema') return false
  const text = bodyOf(t)
  for (const [film, month] of Object.entries(FILM_PREMIERE)) {
    if (!text.includes(`« ${film} »`)) continue
    const premiere = PREMIERE_DAY[film] ?? `${month}-28`
    const days = dayOf(t.date) - dayOf(premiere)
    if (days < SUCCESS_DAYS) return `« ${film} » (${premiere}) on ${t.date}`
  }
  return false
}

// --- 4. A confirmation with no bishop ------------------------------------------------------------

/** Years a bishop confirmed in Luxembourg: the Apostolic Vicars Laurent and Adames (titular bishops), then the bishops of the see. */
const CONFIRMING_BISHOP = (year: number) => (year >= 1842 && year < 1848) || (year >= 1863 && year < 1918) || year >= 1920
function confirmationWithoutBishop(t: GeneratedText): string | false {
  const text = bodyOf(t)
  if (!/Firmung|confirmation|Fiermung/u.test(text) || !/parish/u.test(kindOf(t))) return false
  if (!/Bischof|évêque|Bëschof|bishop|Monseigneur/u.test(text)) return 'no bishop'
  return CONFIRMING_BISHOP(Number(t.date.slice(0, 4))) ? false : `a bishop confirming in ${t.date.slice(0, 4)}`
}

// --- 5. A poaching or a forest offence in a street ------------------------------------------------

const WOODLAND_OFFENCE = /Wilddiebstahl|Holzfrevel|Forstfrevel|Holzdiebstahl|Jagdvergehen|braconnage|délit forestier|délit de chasse|poaching|Wilddéifstal/u
const A_STREET = /straße|gasse|Straße|Gasse|\brue |Street|Strooss|Gaass|Grand-Rue|Route|Road|Markt|Platz|\bplace /u
function woodlandOffenceInAStreet(t: GeneratedText): string | false {
  if (kindOf(t) !== 'court' || !WOODLAND_OFFENCE.test(t.title)) return false
  return A_STREET.test(t.title) ? t.title : false
}

// --- 11. A council's last business the matter it met for --------------------------------------------

const LAST_BUSINESS = /Zum Schluß wurde über (?:die|den|das) (\S+)[^.;]*/u
function lastBusinessTwice(t: GeneratedText): string | false {
  if (kindOf(t) !== 'council') return false
  const text = bodyOf(t)
  const m = LAST_BUSINESS.exec(text)
  if (!m?.[1]) return false
  return text.replace(m[0], '').includes(m[1]) ? `"${m[1]}" first and last` : false
}

// --- 10. The Belgian Chamber passing a school law in a year it passed none ----------------------------

const BELGIAN_SCHOOL_LAW_YEARS = new Set([1842, 1879, 1884, 1895, 1914, 1955, 1959])
function belgianSchoolLawOutOfItsYear(t: GeneratedText): string | false {
  const text = bodyOf(t)
  if (!/belgische Kammer|Chambre belge/u.test(text) || !/Schulgesetz|loi scolaire/u.test(text)) return false
  if (/äußerste Linke|extrême gauche/u.test(text)) return 'opposed by "only the far left"'
  return BELGIAN_SCHOOL_LAW_YEARS.has(Number(t.date.slice(0, 4))) ? false : `a school law in ${t.date.slice(0, 4)}`
}

export function ninthC9(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('ninth 9: a film shown "this week", a success in Paris, before it opened there or in its first four weeks', texts, filmBeforeItsSuccess),
    countTexts('ninth 4: a confirmation with no bishop (or Apostolic Vicar) to give it, or one in a year with none', texts, confirmationWithoutBishop),
    countTexts('ninth 5: a poaching or a forest offence headlined in a street or square', texts, woodlandOffenceInAStreet),
    countTexts('ninth 10: the Belgian Chamber passes a school law in a year it passed none, or "only the far left" opposed it', texts, belgianSchoolLawOutOfItsYear),
    countTexts('ninth 11: a council takes up last the matter it met for', texts, lastBusinessTwice),
  ]
}
