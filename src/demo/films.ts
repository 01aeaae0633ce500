/**
 * The French films a cinema of the demo shows "this week", with the month of their Paris premiere
 * (issue 51, ninth reading row 9: « Le jour se lève » in January 1939, five months before it opened
 * in June). A film reaches a Luxembourg screen in the second month after its premiere, four weeks or
 * more after it opened, when it can be said to have had "un grand succès à Paris", and stays in its
 * first run about two years: 27 months, never past the second year after its premiere (the seventh
 * reading's first run). The months are from memory of the French release dates; those marked
 * "unsure" may be a month or two off.
 */
import type { DateParts } from './calendar.ts'

export const FILM_PREMIERE: Readonly<Record<string, string>> = {
  'Sous les toits de Paris': '1930-04', // unsure: April or May 1930
  'Le Million': '1931-04',
  'Quatorze Juillet': '1933-01',
  'L’Atalante': '1934-09', // first released in September 1934 (as « Le Chaland qui passe »)
  'La Kermesse héroïque': '1935-12',
  'Pépé le Moko': '1937-01',
  'La Grande Illusion': '1937-06',
  'Le Quai des brumes': '1938-05',
  'Le jour se lève': '1939-06',
  'Les Visiteurs du soir': '1942-12',
  'Les Enfants du paradis': '1945-03',
  'La Belle et la Bête': '1946-10',
  'Le Silence est d’or': '1947-07', // unsure: summer 1947
  'Jour de fête': '1949-05',
  'Orphée': '1950-09',
  'Casque d’or': '1952-04',
  'Jeux interdits': '1952-05',
  'Les Vacances de M. Hulot': '1953-02',
  'Le Salaire de la peur': '1953-04',
  'Les Diaboliques': '1955-01',
  'Et Dieu… créa la femme': '1956-11',
  'Mon oncle': '1958-05',
  'Les Quatre Cents Coups': '1959-06',
  'À bout de souffle': '1960-03',
  'Jules et Jim': '1962-01',
  'Les Parapluies de Cherbourg': '1964-02',
  'Le Corniaud': '1965-03',
  'Un homme et une femme': '1966-05', // unsure: Cannes in May 1966, in Paris soon after
  'La Grande Vadrouille': '1966-12',
  'Baisers volés': '1968-09',
  'Le Clan des Siciliens': '1969-12',
  'Le Cercle rouge': '1970-10',
  'Le Charme discret de la bourgeoisie': '1972-09',
  'Les Aventures de Rabbi Jacob': '1973-10',
  'Cousin, cousine': '1975-11',
  'L’Homme qui aimait les femmes': '1977-04',
  'La Cage aux folles': '1978-10',
  'Le Dernier Métro': '1980-09',
  'Le Retour de Martin Guerre': '1982-05',
  'L’Été meurtrier': '1983-05',
  'Les Ripoux': '1984-09',
  'Trois hommes et un couffin': '1985-09',
  'Jean de Florette': '1986-08',
  'Au revoir les enfants': '1987-10',
  'Le Grand Bleu': '1988-05',
  'Cyrano de Bergerac': '1990-03',
}

/** How many months after its premiere a film is still in its first run. */
const FIRST_RUN_MONTHS = 27

function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1
}

/** The months, counted from year 0, in which the film is shown: from the second month after its premiere (four weeks at least) to the end of its first run. */
export function filmRun(premiere: string): { from: number; to: number } {
  const [year = 0, month = 1] = premiere.split('-').map(Number)
  const opened = monthIndex(year, month)
  return { from: opened + 2, to: Math.min(opened + FIRST_RUN_MONTHS, monthIndex(year + 2, 12)) }
}

/** The cinema kind's list entries, "title@first year-year after the last" (the years keep the list's notation). */
export function filmEntries(): string[] {
  return Object.entries(FILM_PREMIERE).map(([title, premiere]) => {
    const run = filmRun(premiere)
    return `${title}@${Math.floor(run.from / 12)}-${Math.floor(run.to / 12) + 1}`
  })
}

/** Whether a film entry is in its first run in the month of the date; an entry not in the table is not held back. */
export function filmShowing(entry: string, date: DateParts): boolean {
  const premiere = FILM_PREMIERE[entry.replace(/@[\d-]+$/, '')]
  if (premiere === undefined) return true
  const run = filmRun(premiere)
  const now = monthIndex(date.year, date.month)
  return now >= run.from && now <= run.to
}
