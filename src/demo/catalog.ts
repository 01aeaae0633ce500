/**
 * The demo library's titles: periodicals (with their MARC facts); the single
 * items (books, manuscripts, posters) are in catalog-items.ts. A fixed list,
 * independent of the seed, so periodical ids stay stable between demo runs.
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
