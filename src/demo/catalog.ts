/**
 * The demo library's titles: periodicals (with their MARC facts) and single
 * items (books, manuscripts, posters). A fixed list, independent of the seed,
 * so periodical ids stay stable between demo runs.
 *
 * The periodicals, their publishers and printers are invented (issue 51): no title of the
 * Grand Duchy's press is used, no identifier of one (the paper ids of the national library's
 * digitised titles, such as luxwort or tageblatt, are not taken), and no ISSN or LCCN is given,
 * since any well-formed number could be a real title's (ADR 059). The MARC records say so in a
 * 500 note, and every export of the demo's documents says "Demonstration collection: invented text".
 */
import type { Lang } from './vocabulary.ts'

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'quarterly'

export interface Periodical {
  /** The paperid slug: METS MODS local identifier and MARC 001. */
  id: string
  title: string
  type: 'newspaper' | 'serial'
  /** Main language first. */
  languages: Lang[]
  startYear: number
  endYear: number
  frequency: Frequency
  pagesPerIssue: number
  /** Never given to the demo's invented titles: a well-formed ISSN could be a real title's (ADR 059). */
  issn?: string
  publisher: string
  printer: string
  place: string
  /** The summary (MARC 520), in the cataloguing language of the record (040 $b): French, as the national library catalogues. */
  description: string
  earlierTitleId?: string
  laterTitleId?: string
}

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

export const PERIODICALS: Periodical[] = [
  {
    id: 'petrusse', title: 'Le Messager de la Pétrusse', type: 'newspaper', languages: ['fr', 'de'],
    startYear: 1840, endYear: 1857, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'J.-P. Hertert', printer: 'Imprimerie J.-P. Hertert', place: 'Luxembourg', laterTitleId: 'hauptstadt',
    description: 'Hebdomadaire de la capitale, avis officiels en français et en allemand ; continué par la Hauptstädtische Zeitung.',
  },
  {
    id: 'hauptstadt', title: 'Hauptstädtische Zeitung – Gazette de la Capitale', type: 'newspaper', languages: ['de', 'fr'],
    startYear: 1858, endYear: 1941, frequency: 'daily', pagesPerIssue: 4,
    publisher: 'Verlag der Hauptstädtischen Zeitung', printer: 'Buchdruckerei N. Ewert', place: 'Luxemburg', earlierTitleId: 'petrusse',
    description: 'Quotidien libéral de la capitale, bilingue allemand et français, avec un long feuilleton et les cours de la Bourse.',
  },
  {
    id: 'minettwoche', title: 'Minetter Wochenpost', type: 'newspaper', languages: ['de'],
    startYear: 1899, endYear: 1912, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'P. Lanser', printer: 'Druckerei Lanser & Sohn', place: 'Esch an der Alzette', laterTitleId: 'tagespost',
    description: 'Hebdomadaire du bassin minier ; devenu quotidien en 1913 sous le titre de Minetter Tagespost.',
  },
  {
    id: 'tagespost', title: 'Minetter Tagespost', type: 'newspaper', languages: ['de', 'fr', 'lb'],
    startYear: 1913, endYear: 1990, frequency: 'daily', pagesPerIssue: 8,
    publisher: 'Genossenschaft der Südpresse', printer: 'Genossenschaftsdruckerei Esch', place: 'Esch-sur-Alzette', earlierTitleId: 'minettwoche',
    description: 'Quotidien des villes sidérurgiques du Sud : mouvement ouvrier, nouvelles locales du Minett, sport.',
  },
  {
    id: 'moselwacht', title: 'Die Moselwacht', type: 'newspaper', languages: ['de'],
    startYear: 1881, endYear: 1948, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'J. Kerger & Söhne', printer: 'Buchdruckerei Kerger', place: 'Grevenmacher', laterTitleId: 'moselecho',
    description: 'Hebdomadaire régional de la vallée de la Moselle : viticulture, marchés, navigation sur la Moselle, nouvelles locales.',
  },
  {
    id: 'moselecho', title: 'Mosel-Echo', type: 'newspaper', languages: ['de', 'lb'],
    startYear: 1949, endYear: 1975, frequency: 'weekly', pagesPerIssue: 6,
    publisher: 'Éditions Kerger', printer: 'Imprimerie Kerger', place: 'Grevenmacher', earlierTitleId: 'moselwacht',
    description: 'Continuation d’après-guerre de la Moselwacht.',
  },
  {
    id: 'pflug', title: 'Der Pflug', type: 'newspaper', languages: ['de'],
    startYear: 1874, endYear: 1919, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Ackerbauverein des Alzettetals', printer: 'Druckerei N. Bodson', place: 'Ettelbrück', laterTitleId: 'bauernstand',
    description: 'Hebdomadaire des cultivateurs : prix des marchés, foires au bétail, conseils pour les cultures et l’élevage.',
  },
  {
    id: 'bauernstand', title: 'Der Luxemburger Bauernstand', type: 'newspaper', languages: ['de', 'lb'],
    startYear: 1920, endYear: 1990, frequency: 'weekly', pagesPerIssue: 8,
    publisher: 'Zentrale der Bauernvereine', printer: 'Imprimerie Bodson', place: 'Ettelbruck', earlierTitleId: 'pflug',
    description: 'Organe de la centrale des associations paysannes, successeur du Pflug.',
  },
  {
    id: 'phare', title: 'Le Phare luxembourgeois', type: 'newspaper', languages: ['fr'],
    startYear: 1871, endYear: 1934, frequency: 'daily', pagesPerIssue: 4,
    publisher: 'Société anonyme du Phare', printer: 'Imprimerie A. Gengler-Roth', place: 'Luxembourg', laterTitleId: 'soir',
    description: 'Quotidien de langue française de la capitale, d’esprit libéral, riche en nouvelles de l’étranger et en critique théâtrale.',
  },
  {
    id: 'soir', title: 'Le Soir du Grand-Duché', type: 'newspaper', languages: ['fr', 'de'],
    startYear: 1935, endYear: 1962, frequency: 'daily', pagesPerIssue: 6,
    publisher: 'Éditions du Soir', printer: 'Imprimerie Gengler-Roth', place: 'Luxembourg', earlierTitleId: 'phare',
    description: 'Quotidien continuant le Phare luxembourgeois.',
  },
  {
    id: 'morgenblatt', title: 'Luxemburger Morgenblatt', type: 'newspaper', languages: ['de', 'fr'],
    startYear: 1848, endYear: 1990, frequency: 'daily', pagesPerIssue: 8,
    publisher: 'Willibrordus-Verlag', printer: 'Buchdruckerei St. Willibrord', place: 'Luxemburg',
    description: 'Quotidien catholique, le plus lu du pays pendant la plus grande partie de la période.',
  },
  {
    id: 'wegweiser', title: 'Der Wegweiser für das Großherzogthum Luxemburg', type: 'newspaper', languages: ['de', 'fr'],
    startYear: 1840, endYear: 1868, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'M. Thilges', printer: 'Buchdruckerei M. Thilges Sohn', place: 'Luxemburg',
    description: 'Hebdomadaire ancien : avis du gouvernement, prix des grains et annonces.',
  },
  {
    id: 'actes', title: 'Recueil des actes officiels – Sammlung der amtlichen Erlasse', type: 'serial', languages: ['fr', 'de'],
    startYear: 1842, endYear: 1990, frequency: 'weekly', pagesPerIssue: 8,
    publisher: 'Administration des publications officielles', printer: 'Imprimerie de l’Administration', place: 'Luxembourg',
    description: 'Recueil officiel : lois, arrêtés et avis, en français et en allemand.',
  },
  {
    id: 'kantonsbote', title: 'Der Kantonsbote', type: 'newspaper', languages: ['de'],
    startYear: 1846, endYear: 1900, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'J. Wampach', printer: 'Buchdruckerei J. Wampach', place: 'Diekirch',
    description: 'Hebdomadaire du Nord, avec les avis du tribunal d’arrondissement de Diekirch et les marchés.',
  },
  {
    id: 'abteibote', title: 'Der Abteibote', type: 'newspaper', languages: ['de'],
    startYear: 1870, endYear: 1940, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Fr. Lorentz-Kintzinger', printer: 'Buchdruckerei Lorentz', place: 'Echternach',
    description: 'Feuille d’annonces de la vallée de la Sûre, qui rend compte chaque mardi de Pentecôte de la procession dansante.',
  },
  {
    id: 'ardennerpost', title: 'Ardenner Wochenpost', type: 'newspaper', languages: ['de', 'lb'],
    startYear: 1880, endYear: 1939, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Druckerei Schanck', printer: 'Druckerei Schanck', place: 'Wiltz',
    description: 'Hebdomadaire local de l’Oesling : tanneries, ardoisières, foires.',
  },
  {
    id: 'courrieroesling', title: "Le Courrier de l'Oesling", type: 'newspaper', languages: ['fr'],
    startYear: 1885, endYear: 1920, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'A. Nicolay', printer: 'Imprimerie Nicolay', place: 'Clervaux',
    description: 'Hebdomadaire de langue française des Ardennes.',
  },
  {
    id: 'clerftal', title: 'Clerftaler Nachrichten', type: 'newspaper', languages: ['de', 'lb'],
    startYear: 1890, endYear: 1960, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Verlag Clerftal', printer: 'Druckerei Mergen', place: 'Clerf',
    description: 'Hebdomadaire du canton de Clervaux.',
  },
  {
    id: 'volksstimme', title: 'Ettelbrücker Volksstimme', type: 'newspaper', languages: ['de'],
    startYear: 1910, endYear: 1975, frequency: 'weekly', pagesPerIssue: 6,
    publisher: 'Volksstimme-Verlag', printer: 'Druckerei Dhur', place: 'Ettelbrück',
    description: 'Hebdomadaire régional du centre-nord du pays.',
  },
  {
    id: 'abendpost', title: 'Luxemburger Abendpost', type: 'newspaper', languages: ['de'],
    startYear: 1933, endYear: 1944, frequency: 'daily', pagesPerIssue: 6,
    publisher: 'Abendpost-Verlag', printer: 'Druckerei Abendpost', place: 'Luxemburg',
    description: 'Quotidien éphémère des années 1930 et de la guerre.',
  },
  {
    id: 'heimatblatt', title: 'Mierscher Heimatblatt', type: 'newspaper', languages: ['de', 'lb'],
    startYear: 1936, endYear: 1958, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Heimatverlag Mersch', printer: 'Druckerei Kohnen', place: 'Mersch',
    description: 'Hebdomadaire d’histoire locale et de vie rurale.',
  },
  {
    id: 'stadtundland', title: 'Anzeiger für Stadt und Land', type: 'newspaper', languages: ['de', 'fr'],
    startYear: 1880, endYear: 1960, frequency: 'daily', pagesPerIssue: 4,
    publisher: 'Anzeiger-Verlag', printer: 'Buchdruckerei Ph. Scheuer', place: 'Luxemburg',
    description: 'Quotidien d’annonces de la capitale, avec les comptes rendus du conseil communal et les petites annonces.',
  },
  {
    id: 'vigneron', title: 'Le Vigneron de la Moselle', type: 'newspaper', languages: ['fr'],
    startYear: 1852, endYear: 1890, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'E. Wilhelmy', printer: 'Imprimerie E. Wilhelmy', place: 'Remich',
    description: 'Hebdomadaire de langue française des villages viticoles de la Moselle.',
  },
  {
    id: 'guetteur', title: 'Le Guetteur du Grand-Duché', type: 'newspaper', languages: ['fr', 'de'],
    startYear: 1844, endYear: 1868, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'V. Hostert', printer: 'Imprimerie V. Hostert', place: 'Luxembourg',
    description: 'Hebdomadaire politique des années 1840 à 1860.',
  },
  {
    id: 'suedstern', title: 'Der Südstern', type: 'newspaper', languages: ['de', 'fr', 'lb'],
    startYear: 1905, endYear: 1990, frequency: 'daily', pagesPerIssue: 8,
    publisher: 'Südstern-Verlag', printer: 'Imprimerie du Südstern', place: 'Esch-sur-Alzette',
    description: 'Quotidien du bassin minier, avec une page pour chaque ville sidérurgique.',
  },
  {
    id: 'untersauer', title: 'Untersauer-Zeitung', type: 'newspaper', languages: ['de'],
    startYear: 1862, endYear: 1930, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'J. Hoffeld', printer: 'Buchdruckerei Hoffeld', place: 'Echternach',
    description: 'Hebdomadaire de la Basse-Sûre.',
  },
  {
    id: 'mittelland', title: 'Der Mittellandbote', type: 'newspaper', languages: ['de'],
    startYear: 1893, endYear: 1950, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Mittelland-Verlag', printer: 'Druckerei Mersch', place: 'Mersch',
    description: 'Hebdomadaire de la vallée de l’Alzette.',
  },
  {
    id: 'paiperlek', title: 'De Päiperlek', type: 'serial', languages: ['lb', 'de'],
    startYear: 1950, endYear: 1990, frequency: 'monthly', pagesPerIssue: 8,
    publisher: 'Éditions Päiperlek', printer: 'Imprimerie St. Willibrord', place: 'Luxembourg',
    description: 'Mensuel pour les enfants : histoires, chansons et jeux en luxembourgeois.',
  },
  {
    id: 'illustre', title: "L'Illustré du Grand-Duché", type: 'serial', languages: ['fr', 'de'],
    startYear: 1920, endYear: 1990, frequency: 'weekly', pagesPerIssue: 12,
    publisher: 'Éditions de l’Illustré', printer: 'Imprimerie Kerger', place: 'Luxembourg',
    description: 'Hebdomadaire illustré : vie mondaine, culture, mode et reportages photographiques.',
  },
  {
    id: 'altezeiten', title: 'Aus alten Zeiten', type: 'serial', languages: ['de', 'lb'],
    startYear: 1895, endYear: 1965, frequency: 'monthly', pagesPerIssue: 12,
    publisher: 'Verein für Orts- und Heimatkunde', printer: 'Druckerei Kohnen', place: 'Luxemburg',
    description: 'Mensuel d’histoire locale, de folklore et de littérature dialectale.',
  },
  {
    id: 'ortsarchiv', title: 'Archiv für Orts- und Familiengeschichte', type: 'serial', languages: ['de', 'fr'],
    startYear: 1880, endYear: 1939, frequency: 'quarterly', pagesPerIssue: 12,
    publisher: 'Verein für Orts- und Familienkunde', printer: 'Buchdruckerei Ph. Scheuer', place: 'Luxemburg',
    description: 'Trimestriel de la société d’histoire locale : chartes, généalogies, histoires de paroisses.',
  },
  {
    id: 'schoulklack', title: "D'Schoulklack", type: 'serial', languages: ['lb', 'de'],
    startYear: 1920, endYear: 1990, frequency: 'monthly', pagesPerIssue: 8,
    publisher: 'Lehrerverein', printer: 'Imprimerie Joseph Kremer-Muller', place: 'Luxemburg',
    description: 'Mensuel pour les instituteurs et les élèves.',
  },
  {
    id: 'conjoncture', title: 'Revue de conjoncture', type: 'serial', languages: ['fr'],
    startYear: 1950, endYear: 1990, frequency: 'quarterly', pagesPerIssue: 12,
    publisher: 'Office de la conjoncture', printer: 'Imprimerie Bodson', place: 'Luxembourg',
    description: 'Revue économique trimestrielle, avec tableaux et graphiques statistiques.',
  },
  {
    id: 'annalesmed', title: 'Annales médicales luxembourgeoises', type: 'serial', languages: ['fr', 'de'],
    startYear: 1864, endYear: 1990, frequency: 'quarterly', pagesPerIssue: 12,
    publisher: 'Cercle médical du Grand-Duché', printer: 'Imprimerie N. Ewert', place: 'Luxembourg',
    description: 'Trimestriel du cercle médical : observations cliniques, épidémies, statistiques de santé publique.',
  },
  {
    id: 'feldbeobachter', title: 'Der Feldbeobachter', type: 'serial', languages: ['de'],
    startYear: 1900, endYear: 1960, frequency: 'monthly', pagesPerIssue: 8,
    publisher: 'Verein der Naturbeobachter', printer: 'Druckerei A. Gengler-Roth', place: 'Luxemburg',
    description: 'Mensuel des naturalistes : botanique, oiseaux, géologie, observations météorologiques.',
  },
  {
    id: 'duchygazette', title: 'The Grand Duchy Gazette', type: 'newspaper', languages: ['en', 'fr'],
    startYear: 1952, endYear: 1990, frequency: 'weekly', pagesPerIssue: 8,
    publisher: 'Gazette Publishing', printer: 'Imprimerie Hostert', place: 'Luxembourg',
    description: 'Hebdomadaire de langue anglaise pour la communauté internationale et les institutions européennes.',
  },
  {
    id: 'euronotes', title: 'European Notes', type: 'serial', languages: ['en', 'fr', 'de'],
    startYear: 1958, endYear: 1990, frequency: 'monthly', pagesPerIssue: 12,
    publisher: 'Kirchberg Press Service', printer: 'Imprimerie du Plateau', place: 'Luxembourg',
    description: 'Nouvelles mensuelles des Communautés européennes, en trois langues.',
  },
  {
    id: 'schicht', title: 'Die Schicht', type: 'newspaper', languages: ['de', 'lb'],
    startYear: 1908, endYear: 1975, frequency: 'weekly', pagesPerIssue: 6,
    publisher: 'Arbeiterverein des Südens', printer: 'Genossenschaftsdruckerei Esch', place: 'Esch an der Alzette',
    description: 'Hebdomadaire du mouvement ouvrier : salaires, grèves, assemblées syndicales.',
  },
  {
    id: 'sportspill', title: 'Sport a Spill', type: 'newspaper', languages: ['lb', 'de', 'fr'],
    startYear: 1920, endYear: 1990, frequency: 'weekly', pagesPerIssue: 8,
    publisher: 'Sport-Verlag', printer: 'Imprimerie Schanck', place: 'Luxembourg',
    description: 'Hebdomadaire sportif : football, cyclisme, gymnastique.',
  },
  {
    id: 'ecran', title: "L'Écran luxembourgeois", type: 'serial', languages: ['fr'],
    startYear: 1930, endYear: 1975, frequency: 'weekly', pagesPerIssue: 8,
    publisher: 'Éditions de l’Écran', printer: 'Imprimerie Kerger', place: 'Luxembourg',
    description: 'Hebdomadaire de cinéma, avec les programmes des salles.',
  },
  {
    id: 'landeskurier', title: 'Der Landeskurier', type: 'newspaper', languages: ['de'],
    startYear: 1900, endYear: 1950, frequency: 'daily', pagesPerIssue: 4,
    publisher: 'Landeskurier GmbH', printer: 'Druckerei Landeskurier', place: 'Luxemburg',
    description: 'Quotidien populaire, avec des nouvelles de tous les cantons.',
  },
  {
    id: 'feuerwehr', title: 'Feuerwehr-Rundschau', type: 'serial', languages: ['lb', 'de'],
    startYear: 1925, endYear: 1990, frequency: 'monthly', pagesPerIssue: 8,
    publisher: 'Verband der Feuerwehren', printer: 'Druckerei Dhur', place: 'Ettelbrück',
    description: 'Mensuel des corps de sapeurs-pompiers.',
  },
  {
    id: 'lyra', title: 'Die Lyra', type: 'serial', languages: ['de'],
    startYear: 1890, endYear: 1960, frequency: 'monthly', pagesPerIssue: 8,
    publisher: 'Verband der Musikvereine', printer: 'Buchdruckerei Ph. Scheuer', place: 'Luxemburg',
    description: 'Mensuel des harmonies, fanfares et sociétés chorales.',
  },
  {
    id: 'klackentuerm', title: 'De Klackentuerm', type: 'serial', languages: ['lb', 'de'],
    startYear: 1946, endYear: 1990, frequency: 'weekly', pagesPerIssue: 8,
    publisher: 'Paarverband', printer: 'Imprimerie St. Willibrord', place: 'Luxembourg',
    description: 'Bulletin paroissial hebdomadaire.',
  },
  {
    id: 'citoyenne', title: 'La Citoyenne', type: 'serial', languages: ['fr'],
    startYear: 1930, endYear: 1980, frequency: 'monthly', pagesPerIssue: 8,
    publisher: 'Union des femmes', printer: 'Imprimerie Hostert', place: 'Luxembourg',
    description: 'Mensuel du mouvement des femmes : droit de vote, travail, éducation.',
  },
  {
    id: 'handelsbote', title: 'Der Handelsbote', type: 'newspaper', languages: ['de', 'fr'],
    startYear: 1870, endYear: 1940, frequency: 'weekly', pagesPerIssue: 6,
    publisher: 'Handels- und Gewerbeverein', printer: 'Buchdruckerei Hoffeld & Cie', place: 'Luxemburg',
    description: 'Hebdomadaire du commerce et de l’industrie : adjudications, faillites, cours du change et tarifs.',
  },
  {
    id: 'petitecho', title: 'Le Petit Écho du Grand-Duché', type: 'newspaper', languages: ['fr'],
    startYear: 1890, endYear: 1935, frequency: 'daily', pagesPerIssue: 4,
    publisher: 'Le Petit Écho', printer: 'Imprimerie Wilhelmy', place: 'Luxembourg',
    description: 'Quotidien populaire bon marché : faits divers, romans-feuilletons, petites annonces.',
  },
  {
    id: 'weinbote', title: 'Der Weinbote', type: 'newspaper', languages: ['de'],
    startYear: 1875, endYear: 1944, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'E. Fellerich', printer: 'Druckerei Fellerich', place: 'Remich',
    description: 'Feuille d’annonces du canton de Remich : prix des vins, ventes publiques, avis.',
  },
  {
    id: 'burgwarte', title: 'Die Burgwarte', type: 'newspaper', languages: ['de'],
    startYear: 1888, endYear: 1939, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Burgwarte-Verlag', printer: 'Druckerei Vianden', place: 'Vianden',
    description: 'Hebdomadaire de la vallée de l’Our.',
  },
  {
    id: 'morgenroethe', title: 'Die Morgenröthe', type: 'newspaper', languages: ['de'],
    startYear: 1848, endYear: 1849, frequency: 'weekly', pagesPerIssue: 4,
    publisher: 'Gebrüder Wenzel', printer: 'Buchdruckerei Wenzel', place: 'Luxemburg',
    description: 'Hebdomadaire démocrate des années révolutionnaires 1848–1849.',
  },
]

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

export function periodicalById(id: string): Periodical | undefined {
  return PERIODICALS.find((t) => t.id === id)
}

/** Publication days a year, for sharing issues out in proportion to frequency and run. */
export function issuesPerYear(frequency: Frequency): number {
  switch (frequency) {
    case 'daily':
      return 300
    case 'weekly':
      return 52
    case 'monthly':
      return 12
    case 'quarterly':
      return 4
  }
}
