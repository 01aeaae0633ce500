/**
 * Names and fixed lists of the demo texts in German, French, Luxembourgish and English: places,
 * family names, goods and prices, ports, section headings, sovereigns. The texts themselves are
 * written per kind and language in ./stories and filled by ./story.ts.
 *
 * The spelling is period-flavoured (Großherzogthum, Theil) and full of ß, umlauts, accents and
 * ligatures (Großherzog, théâtre, œufs), because search must fold them.
 */
export type Lang = 'de' | 'fr' | 'lb' | 'en'
export const LANGS: readonly Lang[] = ['de', 'fr', 'lb', 'en']
export const MARC_LANGUAGE: Record<Lang, string> = { de: 'ger', fr: 'fre', lb: 'ltz', en: 'eng' }

/** A name that differs by language (places, institutions). */
export type Localized = Record<Lang, string>

function words(list: string): string[] {
  return list.split(/\s+/).filter((w) => w.length > 0).map((w) => w.replace(/_/g, ' '))
}

function localized(list: string): Localized[] {
  // One entry per line: de | fr | lb | en
  return list
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [de, fr, lb, en] = line.split('|').map((p) => p.trim())
      if (!de || !fr || !lb || !en) throw new Error(`bad localized entry ${line}`)
      return { de, fr, lb, en }
    })
}

export const FAMILY_NAMES = words(`
  Schmit Muller Müller Weber Wagner Hoffmann Thill Schroeder Reuter Kieffer Theis Faber Weis Klein Becker
  Hansen Kremer Meyer Schiltz Welter Majerus Reding Kayser Schumacher Steffen Feller Krier Wirtz Goedert
  Frisch Bour Lentz Biver Hilbert Pesch Koch Mersch Nilles Pletschette Schaack Zenner Bettendorf Clemens
  Dostert Engel Flammang Gales Glesener Heinen Hermes Jacoby Jung Kass Kinnen Kohn Konsbrück Lanners Lorang
  Ludwig Marx Mathieu Michels Molitor Neu Olinger Peiffer Philippart Putz Rausch Reiff Ries Roth Sauber
  Scheer Schiltges Schneider Schockmel Spautz Stoffel Thiel Tholl Urbany Wagener Weydert Wolff Zeimet Ney
  Hurt Braun Bausch Fischbach Gengler Hengen Huss Jungblut Kaiser Kemp Krantz Lommel Mangen Meisch Nosbusch
  Origer Poos Reckinger Rodesch Schuster Simon Thinnes Trausch Vesque Weiler Wantz Zeyen Dupont Lambert
  Martin Bernard Lefèvre Collignon Dumont Delvaux Jacquemart Brück Krämer Schäfer Jäger Göbel Groß Weiß
  Strassen Großmann Kößler Jüngling Fuß Hoß Schrœder Noël Hélin Thibeau
`)


/** Places in Luxembourg, then abroad: de | fr | lb | en. */
export const PLACES = localized(`
  Luxemburg | Luxembourg | Lëtzebuerg | Luxembourg
  Esch an der Alzette | Esch-sur-Alzette | Esch-Uelzecht | Esch-sur-Alzette
  Diekirch | Diekirch | Dikrech | Diekirch
  Ettelbrück | Ettelbruck | Ettelbréck | Ettelbruck
  Echternach | Echternach | Iechternach | Echternach
  Wiltz | Wiltz | Wolz | Wiltz
  Vianden | Vianden | Veianen | Vianden
  Grevenmacher | Grevenmacher | Gréiwemaacher | Grevenmacher
  Remich | Remich | Réimech | Remich
  Mersch | Mersch | Miersch | Mersch
  Clerf | Clervaux | Klierf | Clervaux
  Düdelingen | Dudelange | Diddeleng | Dudelange
  Differdingen | Differdange | Déifferdeng | Differdange
  Rümelingen | Rumelange | Rëmeleng | Rumelange
  Petingen | Pétange | Péiteng | Pétange
  Bettemburg | Bettembourg | Beetebuerg | Bettembourg
  Capellen | Capellen | Capellen | Capellen
  Redingen | Redange | Réiden | Redange
  Wasserbillig | Wasserbillig | Waasserbëlleg | Wasserbillig
  Mondorf | Mondorf-les-Bains | Munneref | Mondorf-les-Bains
  Steinfort | Steinfort | Stengefort | Steinfort
  Hesperingen | Hesperange | Hesper | Hesperange
  Walferdingen | Walferdange | Walfer | Walferdange
  Kayl | Kayl | Keel | Kayl
  Schifflingen | Schifflange | Schëffleng | Schifflange
  Befort | Beaufort | Beefort | Beaufort
  Fels | Larochette | Fiels | Larochette
  Ulflingen | Troisvierges | Ëlwen | Troisvierges
  Junglinster | Junglinster | Jonglënster | Junglinster
  Bissen | Bissen | Biissen | Bissen
  Hosingen | Hosingen | Housen | Hosingen
  Wormeldingen | Wormeldange | Wuermer | Wormeldange
  Schengen | Schengen | Schengen | Schengen
  Kehlen | Kehlen | Kielen | Kehlen
  Paris | Paris | Paräis | Paris
  Brüssel | Bruxelles | Bréissel | Brussels
  Berlin | Berlin | Berlin | Berlin
  Trier | Trèves | Tréier | Trier
  Metz | Metz | Metz | Metz
  Arel | Arlon | Arel | Arlon
  Diedenhofen | Thionville | Diddenuewen | Thionville
  Antwerpen | Anvers | Antwerpen | Antwerp
  London | Londres | London | London
  Wien | Vienne | Wien | Vienna
  Rom | Rome | Roum | Rome
  Köln | Cologne | Kölle | Cologne
  Straßburg | Strasbourg | Stroossbuerg | Strasbourg
  Saarbrücken | Sarrebruck | Saarbrécken | Saarbrücken
  Lüttich | Liège | Léck | Liège
  Genf | Genève | Genf | Geneva
  New-York | New-York | New York | New York
`)

/** Where Luxembourg news happens; the foreign cities come after index 34. */
export const HOME_PLACE_COUNT = 34


export type SectionKey =
  | 'official'
  | 'nonOfficial'
  | 'politics'
  | 'foreign'
  | 'home'
  | 'local'
  | 'miscellany'
  | 'feuilleton'
  | 'latest'
  | 'commerce'
  | 'markets'
  | 'shipping'
  | 'weather'
  | 'deaths'
  | 'ads'
  | 'sport'
  | 'culture'
  | 'supplement'

/** Section headings; several variants per language, the first the most common. */
export const SECTION_TITLES: Record<SectionKey, Record<Lang, string[]>> = {
  official: {
    de: ['Amtlicher Theil.', 'Amtlicher Teil', 'Amtliche Bekanntmachungen'],
    fr: ['Partie officielle.', 'PARTIE OFFICIELLE.', 'Actes officiels'],
    lb: ['Offizielle Deel', 'Offiziell Matdeelungen'],
    en: ['Official Notices', 'Government Notices'],
  },
  nonOfficial: {
    de: ['Nicht amtlicher Theil.', 'Nichtamtlicher Teil'],
    fr: ['Partie non officielle.', 'PARTIE NON OFFICIELLE.'],
    lb: ['Net offizielle Deel'],
    en: ['General News'],
  },
  politics: {
    de: ['Politische Rundschau.', 'Politische Übersicht', 'Zur Lage'],
    fr: ['Revue politique.', 'Chronique politique', 'La situation'],
    lb: ['Politik', 'Politesch Iwwersiicht'],
    en: ['Politics', 'The Political Week'],
  },
  foreign: {
    de: ['Ausland.', 'Aus dem Auslande', 'Auswärtige Nachrichten'],
    fr: ['Nouvelles étrangères.', 'Étranger', "À l'étranger"],
    lb: ['Ausland', 'Aus der Welt'],
    en: ['Foreign News', 'Abroad'],
  },
  home: {
    de: ['Inland.', 'Aus dem Lande', 'Großherzogtum'],
    fr: ['Intérieur.', 'Nouvelles du pays', 'Grand-Duché'],
    lb: ['Aus dem Land', 'Inland'],
    en: ['Home News', 'Around the Grand Duchy'],
  },
  local: {
    de: ['Lokales.', 'Aus der Hauptstadt', 'Stadtnachrichten', 'Aus Stadt und Land'],
    fr: ['Chronique locale.', 'Nouvelles locales', 'En ville'],
    lb: ['Lokales', 'Aus der Stad', 'Aus de Gemengen'],
    en: ['Local News', 'Town and Country'],
  },
  miscellany: {
    de: ['Vermischtes.', 'Verschiedenes.', 'Allerlei'],
    fr: ['Faits divers.', 'Variétés', 'Mélanges'],
    lb: ['Verschiddenes', 'Allerlee'],
    en: ['Miscellany', 'Odds and Ends'],
  },
  feuilleton: {
    de: ['Feuilleton.', 'Unterhaltungsblatt'],
    fr: ['Feuilleton.', 'Variétés littéraires'],
    lb: ['Feuilleton', 'Fortsetzungsroman'],
    en: ['Serial Story', 'Feuilleton'],
  },
  latest: {
    de: ['Letzte Nachrichten.', 'Neueste Post', 'Telegramme'],
    fr: ['Dernières nouvelles.', 'Dépêches télégraphiques'],
    lb: ['Lescht Noriichten'],
    en: ['Latest News', 'Telegrams'],
  },
  commerce: {
    de: ['Handel und Verkehr.', 'Börsenberichte.', 'Volkswirtschaft'],
    fr: ['Bulletin commercial.', 'Bourses.', 'Finances'],
    lb: ['Wirtschaft', 'Handel'],
    en: ['Commerce', 'Finance and Trade'],
  },
  markets: {
    de: ['Marktberichte.', 'Fruchtmarkt', 'Marktpreise'],
    fr: ['Mercuriales.', 'Marchés', 'Cours des denrées'],
    lb: ['Maartpräisser', 'Mäert'],
    en: ['Market Reports', 'Markets'],
  },
  shipping: {
    de: ['Schiffsnachrichten.', 'Überseeische Post', 'Auswanderung'],
    fr: ['Mouvement des navires.', 'Nouvelles maritimes'],
    lb: ['Schëffsnoriichten'],
    en: ['Shipping News', 'Shipping Intelligence'],
  },
  weather: {
    de: ['Wetter.', 'Witterungsbericht', 'Wetterbericht'],
    fr: ['Bulletin météorologique.', 'Le temps', 'Météo'],
    lb: ['Wieder', "D'Wieder"],
    en: ['Weather', 'The Weather'],
  },
  deaths: {
    de: ['Todesanzeigen.', 'Sterbefälle', 'Familiennachrichten'],
    fr: ['Avis mortuaires.', 'Nécrologie', 'Décès'],
    lb: ['Doudesannoncen', 'Traueranzeigen'],
    en: ['Obituaries', 'Deaths'],
  },
  ads: {
    de: ['Anzeigen.', 'Inserate', 'Annoncen'],
    fr: ['Annonces.', 'Publicités', 'Avis divers'],
    lb: ['Annoncen', 'Petites annonces'],
    en: ['Advertisements', 'Classifieds'],
  },
  sport: {
    de: ['Sport.', 'Sportnachrichten', 'Turnen und Sport'],
    fr: ['Sports.', 'Chronique sportive'],
    lb: ['Sport', 'Fussball'],
    en: ['Sport', 'Sports Round-up'],
  },
  culture: {
    de: ['Kunst und Wissenschaft.', 'Theater und Musik', 'Bücherschau'],
    fr: ['Arts et lettres.', 'Théâtre et musique', 'Bibliographie'],
    lb: ['Kultur', 'Theater a Musek'],
    en: ['Arts and Letters', 'Books'],
  },
  supplement: {
    de: ['Beilage.', 'Sonntagsbeilage', 'Unterhaltungsbeilage'],
    fr: ['Supplément.', 'Supplément illustré', 'Supplément du dimanche'],
    lb: ['Beilag', 'Supplement'],
    en: ['Supplement', 'Sunday Supplement'],
  },
}

/** Sovereigns by reign, for the formulas of laws. */
export const SOVEREIGNS: { from: number; to: number; de: string; fr: string }[] = [
  { from: 1840, to: 1849, de: 'Wilhelm II., König der Niederlande, Großherzog von Luxemburg', fr: 'Guillaume II, Roi des Pays-Bas, Grand-Duc de Luxembourg' },
  { from: 1849, to: 1890, de: 'Wilhelm III., König der Niederlande, Prinz von Oranien-Nassau, Großherzog von Luxemburg', fr: "Guillaume III, par la grâce de Dieu, Roi des Pays-Bas, Prince d'Orange-Nassau, Grand-Duc de Luxembourg" },
  { from: 1890, to: 1905, de: 'Adolph, von Gottes Gnaden Großherzog von Luxemburg, Herzog zu Nassau', fr: 'Adolphe, par la grâce de Dieu, Grand-Duc de Luxembourg, Duc de Nassau' },
  { from: 1905, to: 1912, de: 'Wilhelm, von Gottes Gnaden Großherzog von Luxemburg, Herzog zu Nassau', fr: 'Guillaume, par la grâce de Dieu, Grand-Duc de Luxembourg, Duc de Nassau' },
  { from: 1912, to: 1919, de: 'Maria Adelheid, von Gottes Gnaden Großherzogin von Luxemburg', fr: 'Marie-Adélaïde, par la grâce de Dieu, Grande-Duchesse de Luxembourg' },
  { from: 1919, to: 1964, de: 'Charlotte, von Gottes Gnaden Großherzogin von Luxemburg, Herzogin zu Nassau', fr: 'Charlotte, par la grâce de Dieu, Grande-Duchesse de Luxembourg, Duchesse de Nassau' },
  { from: 1964, to: 1999, de: 'Jean, von Gottes Gnaden Großherzog von Luxemburg, Herzog zu Nassau', fr: 'Jean, par la grâce de Dieu, Grand-Duc de Luxembourg, Duc de Nassau' },
]

/** Market goods with a base price in francs around 1870 and the unit it is quoted in. */
export const MARKET_GOODS: { name: Localized; unit: Localized; price: number }[] = [
  { name: { de: 'Weizen', fr: 'Froment', lb: 'Weess', en: 'Wheat' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 18 },
  { name: { de: 'Roggen', fr: 'Seigle', lb: 'Kar', en: 'Rye' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 13 },
  { name: { de: 'Gerste', fr: 'Orge', lb: 'Gescht', en: 'Barley' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 12 },
  { name: { de: 'Hafer', fr: 'Avoine', lb: 'Hawer', en: 'Oats' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 9 },
  { name: { de: 'Kartoffeln', fr: 'Pommes de terre', lb: 'Gromperen', en: 'Potatoes' }, unit: { de: '50 Kilo', fr: '50 kilos', lb: '50 Kilo', en: '50 kilos' }, price: 6 },
  { name: { de: 'Butter', fr: 'Beurre', lb: 'Botter', en: 'Butter' }, unit: { de: 'Kilo', fr: 'kilo', lb: 'Kilo', en: 'kilo' }, price: 2.4 },
  { name: { de: 'Eier', fr: 'Œufs', lb: 'Eeër', en: 'Eggs' }, unit: { de: '100 Stück', fr: 'le cent', lb: '100 Stéck', en: 'hundred' }, price: 9 },
  { name: { de: 'Heu', fr: 'Foin', lb: 'Hee', en: 'Hay' }, unit: { de: '100 Kilo', fr: '100 kilos', lb: '100 Kilo', en: '100 kilos' }, price: 7 },
  { name: { de: 'Stroh', fr: 'Paille', lb: 'Stréi', en: 'Straw' }, unit: { de: '100 Kilo', fr: '100 kilos', lb: '100 Kilo', en: '100 kilos' }, price: 4 },
  { name: { de: 'Ochsenfleisch', fr: 'Viande de bœuf', lb: 'Rëndfleesch', en: 'Beef' }, unit: { de: 'Kilo', fr: 'kilo', lb: 'Kilo', en: 'kilo' }, price: 1.6 },
  { name: { de: 'Schweinefleisch', fr: 'Viande de porc', lb: 'Schwéngefleesch', en: 'Pork' }, unit: { de: 'Kilo', fr: 'kilo', lb: 'Kilo', en: 'kilo' }, price: 1.8 },
  { name: { de: 'Wein', fr: 'Vin', lb: 'Wäin', en: 'Wine' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 55 },
  { name: { de: 'Milch', fr: 'Lait', lb: 'Millech', en: 'Milk' }, unit: { de: '10 Liter', fr: '10 litres', lb: '10 Liter', en: '10 litres' }, price: 2 },
]

/** Goods advertised, with the German dative plural an advertisement needs ("Lager in Hüten") and the year they start to appear. */
export const ADVERTISED_GOODS: { name: Localized; dative: string; from: number }[] = [
  { name: { de: 'Tuchwaren', fr: 'Draperies', lb: 'Stoffer', en: 'Cloth' }, dative: 'Tuchwaren', from: 1840 },
  { name: { de: 'Kaffee', fr: 'Café', lb: 'Kaffi', en: 'Coffee' }, dative: 'Kaffee', from: 1840 },
  { name: { de: 'Zigarren', fr: 'Cigares', lb: 'Zigaren', en: 'Cigars' }, dative: 'Zigarren', from: 1840 },
  { name: { de: 'Möbel', fr: 'Meubles', lb: 'Miwwelen', en: 'Furniture' }, dative: 'Möbeln', from: 1840 },
  { name: { de: 'Öfen', fr: 'Poêles', lb: 'Uewen', en: 'Stoves' }, dative: 'Öfen', from: 1840 },
  { name: { de: 'Sämereien', fr: 'Graines', lb: 'Somen', en: 'Seeds' }, dative: 'Sämereien', from: 1840 },
  { name: { de: 'Weine und Liköre', fr: 'Vins et liqueurs', lb: 'Wäin a Likör', en: 'Wines and liqueurs' }, dative: 'Weinen und Likören', from: 1840 },
  { name: { de: 'Schuhe', fr: 'Chaussures', lb: 'Schong', en: 'Shoes' }, dative: 'Schuhen', from: 1840 },
  { name: { de: 'Hüte', fr: 'Chapeaux', lb: 'Hitt', en: 'Hats' }, dative: 'Hüten', from: 1840 },
  { name: { de: 'Uhren', fr: 'Montres', lb: 'Aueren', en: 'Watches' }, dative: 'Uhren', from: 1840 },
  { name: { de: 'Dünger', fr: 'Engrais', lb: 'Dünger', en: 'Fertiliser' }, dative: 'Dünger', from: 1860 },
  { name: { de: 'Nähmaschinen', fr: 'Machines à coudre', lb: 'Nomaschinnen', en: 'Sewing machines' }, dative: 'Nähmaschinen', from: 1865 },
  { name: { de: 'Photographien', fr: 'Photographies', lb: 'Fotoen', en: 'Photographs' }, dative: 'Photographien', from: 1860 },
  { name: { de: 'Fahrräder', fr: 'Bicyclettes', lb: 'Vëloen', en: 'Bicycles' }, dative: 'Fahrrädern', from: 1885 },
  { name: { de: 'Automobile', fr: 'Automobiles', lb: 'Autoen', en: 'Motor cars' }, dative: 'Automobilen', from: 1905 },
  { name: { de: 'Radio-Apparate', fr: 'Postes de T.S.F.', lb: 'Radioen', en: 'Wireless sets' }, dative: 'Radioapparaten', from: 1925 },
  { name: { de: 'Kühlschränke', fr: 'Réfrigérateurs', lb: 'Frigoen', en: 'Refrigerators' }, dative: 'Kühlschränken', from: 1950 },
  { name: { de: 'Fernsehgeräte', fr: 'Téléviseurs', lb: 'Televisiounen', en: 'Television sets' }, dative: 'Fernsehgeräten', from: 1955 },
  { name: { de: 'Waschmaschinen', fr: 'Machines à laver', lb: 'Wäschmaschinnen', en: 'Washing machines' }, dative: 'Waschmaschinen', from: 1955 },
]



export const PORTS = localized(`
  Antwerpen | Anvers | Antwerpen | Antwerp
  Le Havre | Le Havre | Le Havre | Le Havre
  Bremen | Brême | Bremen | Bremen
  Rotterdam | Rotterdam | Rotterdam | Rotterdam
  New-York | New-York | New York | New York
  Philadelphia | Philadelphie | Philadelphia | Philadelphia
  Baltimore | Baltimore | Baltimore | Baltimore
  Buenos-Aires | Buenos-Aires | Buenos Aires | Buenos Aires
  Southampton | Southampton | Southampton | Southampton
`)

export const WIND_DIRECTIONS: Record<Lang, string[]> = {
  de: words('Nord Nordost Ost Südost Süd Südwest West Nordwest'),
  fr: words('nord nord-est est sud-est sud sud-ouest ouest nord-ouest'),
  lb: words('Norden Nordosten Osten Südosten Süden Südwesten Westen Nordwesten'),
  en: words('north north-east east south-east south south-west west north-west'),
}


/** Titles of plays, books and songs reviewed or serialised. */
export const WORK_TITLES: Record<Lang, string[]> = {
  de: [
    'Der Schatz im Müllerthal', 'Die Tochter des Försters', 'Das Haus an der Sauer', 'Der letzte Ritter von Vianden',
    'Heimweh', 'Die Glocken von Echternach', 'Unter der Linde', 'Der Wilderer', 'Frühlingsnacht', 'Das Erbe',
  ],
  fr: [
    "L'Écu de six francs", 'La Fille du meunier', 'Le Château de Beaufort', 'Les Forges de la Chiers',
    'Une nuit à Clervaux', "L'Héritage", 'Le Secret du notaire', 'La Dame aux œillets', 'Le Retour', "Mémoires d'un instituteur",
  ],
  lb: [
    "D'Léierchen", 'De Schéifermisch', 'Den Tunnel vu Rëmeleng', "D'Mëllen um Bach", 'Hannert dem Bësch',
    'Wann de Reen kënnt', "D'Kiermes zu Réimech", 'De Fotograf', 'Schueberfouer', 'Den alen Hiewel',
  ],
  en: [
    'The Miller of the Sûre', 'A Winter in the Ardennes', 'The Iron Valley', 'Letters from Luxembourg',
    'The Last Train to Kleinbettingen', 'Quiet Harvest', 'The Steelworks', 'Home Again', 'A Border Town', 'The Ferry',
  ],
}

export const STREETS: Record<Lang, string[]> = {
  de: words('Großstraße Hauptstraße Bahnhofstraße Kirchstraße Neugasse Marktplatz Philippstraße Fleischerstraße Grabenstraße Mühlenweg'),
  fr: words("Grand-Rue rue_de_la_Gare rue_de_l'Église place_du_Marché avenue_de_la_Liberté rue_Philippe-II rue_du_Fossé boulevard_Royal rue_Notre-Dame rue_du_Moulin"),
  lb: words('Groussgaass Haaptstrooss Garer_Strooss Kierchestrooss Maartplaz Millewee Neiegaass Bréckestrooss'),
  en: words('High_Street Station_Road Church_Street Market_Square Mill_Lane Bridge_Street'),
}

/**
 * A market table's drawn prices, the grains' shuffled among them so that, per hectolitre, wheat costs most, then rye,
 * barley and oats, as in every market of the period (issue 51: rye dearer than wheat in 39 of 320 tables).
 */
export function grainsInOrder(goods: readonly (typeof MARKET_GOODS)[number][], prices: readonly number[]): number[] {
  const grain = goods.map((g, i) => ['Weizen', 'Roggen', 'Gerste', 'Hafer'].includes(g.name.de) ? i : -1).filter((i) => i >= 0)
  const sorted = grain.map((i) => prices[i] ?? 0).sort((a, b) => b - a)
  const byRank = [...grain].sort((a, b) => (goods[b]?.price ?? 0) - (goods[a]?.price ?? 0))
  const out = [...prices]
  byRank.forEach((i, rank) => (out[i] = sorted[rank] ?? out[i] ?? 0))
  return out
}

/**
 * The first year a street of the capital in STREETS bore its name (issue 51, thirteenth reading row 10). Both lie on the
 * fortress ground, razed only after 1867. The avenue de la Liberté was cut after the Adolphe bridge (1900–1903) and named
 * "avenue Adolphe" until 1925; the boulevard Royal was laid out on the old glacis in the years after the razing (1890 is a
 * safe first year, not its day of naming). The old town's streets (rue Philippe-II, rue Notre-Dame) are older than the papers.
 */
export const STREET_NAMED_FROM: Readonly<Record<string, number>> = { 'avenue de la Liberté': 1925, 'boulevard Royal': 1890 }

/** Whether a street of STREETS bore its name in a year. */
export function streetNamed(street: string, year: number): boolean {
  return year >= (STREET_NAMED_FROM[street] ?? 0)
}
