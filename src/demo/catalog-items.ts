/**
 * The demo library's single items: books, manuscripts and posters, each with its authors and
 * physical description. A fixed list like the periodicals (./catalog.ts), kept apart from them
 * because items are written by items.ts as whole documents, not issue by issue.
 */
import type { Lang } from './vocabulary.ts'

export interface Person {
  given: string
  family: string
  /** Pseudonyms and other spellings. */
  alsoKnownAs: string[]
}

export interface CatalogItem {
  id: string
  kind: 'book' | 'manuscript' | 'poster'
  bornDigital: boolean
  title: string
  subTitle?: string
  alternativeTitles: string[]
  authors: Person[]
  publisher?: string
  place: string
  /** Year of publication or writing. */
  year: number
  languages: Lang[]
  /** MODS physicalDescription/extent. */
  extent: string
  pages: number
}

const p = (given: string, family: string, ...alsoKnownAs: string[]): Person => ({ given, family, alsoKnownAs })

export const ITEMS: CatalogItem[] = [
  {
    id: 'book-echternach-chronik', kind: 'book', bornDigital: false, title: 'Geschichte der Stadt Echternach',
    subTitle: 'nach Urkunden und Überlieferungen', alternativeTitles: ['Echternacher Chronik'],
    authors: [p('Johann Peter', 'Reding', 'J.-P. Reding', 'Jhang Reding')], publisher: 'Buchdruckerei Hoffeld & Cie',
    place: 'Diekirch', year: 1872, languages: ['de'], extent: 'VIII, 212 S. ; 8°', pages: 18,
  },
  {
    id: 'book-forges-chiers', kind: 'book', bornDigital: false, title: 'Les Forges de la Chiers', subTitle: 'roman',
    alternativeTitles: ['Forges de la Chiers'], authors: [p('Marguerite', 'Lentz', 'Claude Ardenne', 'Marg. Lentz')],
    publisher: 'Librairie Wilhelmy', place: 'Luxembourg', year: 1903, languages: ['fr'], extent: '286 p. ; 19 cm', pages: 16,
  },
  {
    id: 'book-leierchen', kind: 'book', bornDigital: false, title: "D'Léierchen", subTitle: 'Gedichter', alternativeTitles: ['Die Lerche'],
    authors: [p('Mett', 'Olinger', 'Mett vum Bierg')], publisher: 'Verlag Kohnen & Hertert', place: 'Luxemburg',
    year: 1924, languages: ['lb'], extent: '96 S. ; 17 cm', pages: 10,
  },
  {
    id: 'book-eisenbahnen', kind: 'book', bornDigital: false, title: 'Die Eisenbahnen des Großherzogthums Luxemburg',
    alternativeTitles: ['Luxemburger Eisenbahnen'], authors: [p('Theodor', 'Weydert', 'Th. Weydert')],
    publisher: 'Verlag N. Ewert', place: 'Luxemburg', year: 1881, languages: ['de'], extent: 'IV, 148 S., 3 Karten ; 23 cm', pages: 14,
  },
  {
    id: 'book-flore', kind: 'book', bornDigital: false, title: 'Flore du Grand-Duché de Luxembourg', subTitle: 'plantes phanérogames',
    alternativeTitles: ['Flore luxembourgeoise'], authors: [p('Edmond', 'Kieffer', 'E. Kieffer')], publisher: 'Imprimerie A. Gengler-Roth',
    place: 'Luxembourg', year: 1897, languages: ['fr'], extent: 'XII, 540 p. : ill. ; 22 cm', pages: 16,
  },
  {
    id: 'book-sagen', kind: 'book', bornDigital: false, title: 'Luxemburger Sagen und Legenden', alternativeTitles: ['Sagenbuch'],
    authors: [p('Susanna', 'Reuter', 'Tante Susi')], publisher: 'Verlag Ph. Scheuer', place: 'Luxemburg', year: 1911,
    languages: ['de'], extent: '180 S. : Ill. ; 20 cm', pages: 14,
  },
  {
    id: 'book-minett', kind: 'book', bornDigital: false, title: 'Am Minett', subTitle: 'Erënnerungen vun engem Schmelzaarbechter',
    alternativeTitles: ['Im Minett. Erinnerungen'], authors: [p('Batty', 'Kremer', 'Batty vun Esch')], publisher: 'Éditions du Sud',
    place: 'Esch-sur-Alzette', year: 1956, languages: ['lb', 'de'], extent: '224 S. ; 21 cm', pages: 14,
  },
  {
    id: 'book-moselle-history', kind: 'book', bornDigital: false, title: 'A History of the Moselle Valley',
    alternativeTitles: ['The Moselle Valley'], authors: [p('Henry', 'Walker', 'H. J. Walker')], publisher: 'Gazette Publishing',
    place: 'Luxembourg', year: 1968, languages: ['en'], extent: 'xii, 310 p. : maps ; 24 cm', pages: 14,
  },
  {
    id: 'book-siderurgie', kind: 'book', bornDigital: false, title: 'La sidérurgie luxembourgeoise 1870–1970',
    alternativeTitles: ['Cent ans de sidérurgie'], authors: [p('Paul', 'Majerus', 'P. Majerus')], publisher: 'Éditions St-Willibrord',
    place: 'Luxembourg', year: 1971, languages: ['fr'], extent: '412 p. : ill., graph. ; 25 cm', pages: 16,
  },
  {
    id: 'book-auswanderung', kind: 'book', bornDigital: false, title: 'Über die Auswanderung nach Amerika',
    subTitle: 'Rathschläge für Auswanderer', alternativeTitles: ['Rathgeber für Auswanderer'],
    authors: [p('Jakob', 'Schmit', 'J. Schmit', 'Ein Landsmann')], publisher: 'M. Behrens', place: 'Luxemburg', year: 1854,
    languages: ['de'], extent: '64 S. ; 16 cm', pages: 10,
  },
  {
    id: 'book-digitale-zeitungen', kind: 'book', bornDigital: true, title: 'Digitale Zeitungen im Großherzogtum',
    subTitle: 'Ein Handbuch', alternativeTitles: ['Zeitungsdigitalisierung in Luxemburg'],
    authors: [p('Josée', 'Hilbert', 'J. Hilbert')], publisher: 'Nationalbibliothek', place: 'Luxemburg', year: 2012,
    languages: ['de'], extent: '1 Online-Ressource (148 S.)', pages: 12,
  },
  {
    id: 'book-dialekter', kind: 'book', bornDigital: true, title: 'Lëtzebuerger Dialekter',
    subTitle: 'Eng Rees duerch d’Land', alternativeTitles: ['Luxemburgische Mundarten'],
    authors: [p('Nico', 'Schiltz', 'N. Schiltz')], publisher: 'Éditions Wampach', place: 'Luxembourg', year: 2016,
    languages: ['lb'], extent: '1 Online-Ressource (96 S.)', pages: 10,
  },
  {
    id: 'book-patrimoine-sud', kind: 'book', bornDigital: true, title: 'Le patrimoine industriel du Sud',
    alternativeTitles: ['Patrimoine industriel'], authors: [p('Christiane', 'Welter', 'C. Welter'), p('Marc', 'Thill', 'M. Thill')],
    publisher: 'Éditions du Minett', place: 'Esch-sur-Alzette', year: 2019, languages: ['fr'], extent: '1 ressource en ligne (212 p.)', pages: 12,
  },
  {
    id: 'ms-reise-amerika', kind: 'manuscript', bornDigital: false, title: 'Tagebuch einer Reise nach Amerika',
    alternativeTitles: ['Reisetagebuch 1868'], authors: [p('Nikolaus', 'Gengler', 'Niklos Gengler')], place: 'Befort', year: 1868,
    languages: ['de'], extent: '1 Bd., 142 Bl. ; 21 cm', pages: 8,
  },
  {
    id: 'ms-deliberations-vianden', kind: 'manuscript', bornDigital: false, title: 'Registre des délibérations du conseil communal de Vianden',
    alternativeTitles: ['Délibérations Vianden 1851'], authors: [p('Pierre', 'Thinnes', 'P. Thinnes, secrétaire communal')], place: 'Vianden',
    year: 1851, languages: ['fr', 'de'], extent: '1 registre, 96 f. ; 33 cm', pages: 8,
  },
  {
    id: 'ms-liederheft', kind: 'manuscript', bornDigital: false, title: 'Lieder-Heft der Schwester Angélique',
    alternativeTitles: ['Liederheft'], authors: [p('Angélique', 'Molitor', 'Schwester Angélique')], place: 'Luxemburg', year: 1842,
    languages: ['de', 'fr'], extent: '1 Heft, 48 Bl. ; 18 cm', pages: 6,
  },
  {
    id: 'ms-lettres-faber', kind: 'manuscript', bornDigital: false, title: 'Lettres de Madeleine Faber à sa sœur',
    alternativeTitles: ['Correspondance Faber'], authors: [p('Madeleine', 'Faber', 'Mady Faber')], place: 'Remich', year: 1889,
    languages: ['fr'], extent: '24 lettres, 61 f. ; 21 cm', pages: 8,
  },
  {
    id: 'ms-pfarrchronik-befort', kind: 'manuscript', bornDigital: false, title: 'Chronik der Pfarrei Befort',
    alternativeTitles: ['Pfarrchronik Beaufort'], authors: [p('Michel', 'Thill', 'Pastor Thill')], place: 'Befort', year: 1870,
    languages: ['de'], extent: '1 Bd., 210 S. ; 30 cm', pages: 8,
  },
  {
    id: 'ms-rezeptbuch', kind: 'manuscript', bornDigital: false, title: 'Rezeptbuch aus dem Hotel Brück',
    alternativeTitles: ['Kochbuch Brück'], authors: [p('Katharina', 'Brück', 'Triny Brück')], place: 'Luxemburg', year: 1905,
    languages: ['de', 'fr'], extent: '1 Heft, 88 Bl. ; 22 cm', pages: 6,
  },
  {
    id: 'ms-hochoefen', kind: 'manuscript', bornDigital: false, title: 'Notizen zum Bau der Hochöfen in Düdelingen',
    alternativeTitles: ['Baunotizen Düdelingen'], authors: [p('Theodor', 'Jacoby', 'Ingenieur Jacoby')], place: 'Düdelingen', year: 1886,
    languages: ['de'], extent: '1 Bd., 64 Bl., Skizzen ; 25 cm', pages: 6,
  },
  {
    id: 'ms-gedichter', kind: 'manuscript', bornDigital: false, title: 'Gedichter a Lidder', alternativeTitles: ['Gedichte und Lieder'],
    authors: [p('Mady', 'Schockmel', 'Mady vu Réimech')], place: 'Remich', year: 1931, languages: ['lb'], extent: '1 Heft, 40 Bl. ; 20 cm', pages: 6,
  },
  {
    id: 'poster-volksfest-echternach', kind: 'poster', bornDigital: false, title: 'Großes Volksfest in Echternach',
    alternativeTitles: ['Volksfest Echternach 1885'], authors: [p('Franz', 'Lorentz', 'Fr. Lorentz')], publisher: 'Buchdruckerei Lorentz',
    place: 'Echternach', year: 1885, languages: ['de'], extent: '1 Plakat ; 84 x 60 cm', pages: 1,
  },
  {
    id: 'poster-exposition-mersch', kind: 'poster', bornDigital: false, title: 'Exposition agricole de Mersch',
    alternativeTitles: ['Exposition de Mersch 1892'], authors: [p('Lucien', 'Roth', 'Atelier L. Roth')], publisher: 'Imprimerie Wilhelmy',
    place: 'Mersch', year: 1892, languages: ['fr'], extent: '1 affiche ; 100 x 70 cm', pages: 1,
  },
  {
    id: 'poster-schueberfouer-1928', kind: 'poster', bornDigital: false, title: 'Schueberfouer 1928',
    alternativeTitles: ['Schobermesse 1928'], authors: [p('Pit', 'Weber', 'Pit Weber-Kunst')], publisher: 'Imprimerie Kerger',
    place: 'Luxembourg', year: 1928, languages: ['lb', 'de'], extent: '1 Plakat : farbig ; 90 x 62 cm', pages: 1,
  },
  {
    id: 'poster-concours-ettelbruck', kind: 'poster', bornDigital: false, title: 'Grand concours de musique à Ettelbruck',
    alternativeTitles: ['Concours de musique 1911'], authors: [p('Henri', 'Frisch', 'H. Frisch')], publisher: 'Imprimerie Nicolay',
    place: 'Ettelbruck', year: 1911, languages: ['fr'], extent: '1 affiche ; 80 x 60 cm', pages: 1,
  },
  {
    id: 'poster-wahlaufruf-1919', kind: 'poster', bornDigital: false, title: 'Wähler! Wählerinnen!',
    alternativeTitles: ['Wahlaufruf 1919'], authors: [p('Emil', 'Kolbach', 'E. Kolbach')], publisher: 'Druckerei Kohnen',
    place: 'Luxemburg', year: 1919, languages: ['de'], extent: '1 Plakat ; 70 x 50 cm', pages: 1,
  },
  {
    id: 'poster-kiermes-reimech', kind: 'poster', bornDigital: false, title: 'Kiermes zu Réimech', alternativeTitles: ['Kirmes Remich 1952'],
    authors: [p('Jos', 'Faber', 'Jos Faber-Graphik')], publisher: 'Druckerei Faber', place: 'Remich', year: 1952,
    languages: ['lb'], extent: '1 Plakat : farbig ; 60 x 42 cm', pages: 1,
  },
  {
    id: 'poster-foire-1965', kind: 'poster', bornDigital: false, title: 'Foire internationale de Luxembourg',
    alternativeTitles: ['Foire internationale 1965'], authors: [p('Claude', 'Lommel', 'Studio Lommel')], publisher: 'Imprimerie St. Willibrord',
    place: 'Luxembourg', year: 1965, languages: ['fr', 'de', 'en'], extent: '1 affiche : coul. ; 120 x 80 cm', pages: 1,
  },
  {
    id: 'poster-tour-cycliste-1938', kind: 'poster', bornDigital: false, title: 'Tour de Luxembourg cycliste',
    alternativeTitles: ['Tour de Luxembourg 1938'], authors: [p('Roger', 'Kass', 'R. Kass')], publisher: 'Imprimerie Schanck',
    place: 'Luxembourg', year: 1938, languages: ['fr', 'lb'], extent: '1 affiche : coul. ; 80 x 60 cm', pages: 1,
  },
  {
    id: 'poster-red-star-line', kind: 'poster', bornDigital: false, title: 'Nach Amerika mit der Red Star Line',
    alternativeTitles: ['Red Star Line, Antwerpen – New-York'], authors: [p('Wilhelm', 'Krantz', 'W. Krantz, Agent')],
    publisher: 'Buchdruckerei M. Thilges', place: 'Luxemburg', year: 1890, languages: ['de'], extent: '1 Plakat ; 70 x 50 cm', pages: 1,
  },
  {
    id: 'poster-theater-tunnel', kind: 'poster', bornDigital: false, title: 'Den Tunnel vu Rëmeleng',
    subTitle: 'Theater am Stadhaus', alternativeTitles: ['Der Tunnel von Rümelingen'], authors: [p('Josy', 'Spautz', 'Josy vum Theater')],
    publisher: 'Imprimerie Bodson', place: 'Luxembourg', year: 1972, languages: ['lb'], extent: '1 Plakat : farbig ; 59 x 42 cm', pages: 1,
  },
]
