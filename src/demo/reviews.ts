/**
 * Reviews of plays, concerts and books (issue 51): several shapes per language, each a lead, some
 * of its middle sentences in their order, and a close; every sentence names its own town, hall,
 * people or sums, as a local paper's notice did, so no sentence recurs across the demo's reviews.
 */
import type { Lang } from './vocabulary.ts'

export interface ReviewShape {
  title: string
  /** The lead first, the close last; the sentences between are drawn. */
  body: readonly string[]
  /**
   * A book's titles, for a shape that says what kind of book it is: the title is drawn with the
   * description, so a book of memoirs is never "Der letzte Ritter von Vianden" (issue 51, sixth
   * reading row 10). A shape without them (a play, a concert) takes any work's title.
   */
  works?: readonly string[]
  /**
   * The societies a shape's words fit: a wind band plays an overture and buys instruments, a choir sings (issue 51, ninth
   * reading row 8: no Fanfare of "38 Sänger und Musikanten"). A shape without them names no society.
   */
  clubs?: readonly string[]
  /** 'only' under the press control of 1940–1944 (no club of the country played then), 'never' then. */
  occupation?: 'only' | 'never'
}

export const REVIEWS: Record<Lang, readonly ReviewShape[]> = {
  de: [
    {
      title: 'Theater. — „{work}“ in {place}.',
      body: [
        'Die Aufführung von „{work}“, die der Theaterverein von {place} {when} im Saale {Q.gen} veranstaltete, war ein {=voller Erfolg|schöner Erfolg|Ereignis für den ganzen Kanton}.',
        'Der Saal {Q.gen} war bis auf den letzten Platz besetzt; manche Besucher waren aus {place2} gekommen.',
        'In der Hauptrolle zeigte {P.nom} ein ungewöhnliches Talent und erntete in {=jedem Akt|der großen Szene des zweiten Aktes} lebhaften Beifall.',
        'Die Ausstattung, die {R.nom} besorgt hatte, war einfach, aber geschmackvoll.',
        'Der Reinertrag von {$proceeds:60-300} fließt der Armenkasse von {place} zu.',
        '{=Eine Wiederholung|Die zweite Aufführung|Eine weitere Vorstellung} ist für {nextWeekday} {=angesetzt|vorgesehen|geplant}.',
      ],
      occupation: 'never',
    },
    {
      title: 'Konzert {club.des} in {place}.',
      body: [
        'Das Konzert {club.des} von {place} fand {when} vor {=ausverkauftem Saale|zahlreichen Zuhörern} statt.',
        'Unter der Leitung von Dirigent {Q=bandmaster.fam} bot man ein Programm von {#pieces:6-12:w} Stücken.',
        'Besonders gefiel die Ouvertüre, die {club.der} mit viel Schwung vortrug.',
        'Als Solist trat {P.nom} aus {place2} auf.',
        'Die Einnahme, {$proceeds:60-300}, kommt der Anschaffung neuer Instrumente zugute.',
        'Das Publikum von {place} dankte mit reichem Beifall.',
      ],
      clubs: ['f:Musikgesellschaft', 'f:Harmonie', 'f:Fanfare', 'f:Philharmonie'],
      occupation: 'never',
    },
    {
      title: 'Bücherschau. — „{work}“.',
      // A publisher is a firm, named by its house, not a person by first name (issue 51, sixteenth reading, small: "im Verlag von
      // Mathilde Weber" in 1847, a publisher with the reviewer's first name).
      body: [
        'Soeben ist im Verlag der Buchhandlung {P.fam} in {place} das Buch „{work}“ erschienen.',
        'Der Verfasser schildert auf {#pages:120-320} Seiten das Leben auf dem Lande und die Sitten unserer Vorfahren.',
        'Die Sprache ist einfach und volkstümlich; manche Seiten über {place2} lesen sich wie eine Erzählung am Herdfeuer.',
        'Das Buch kostet {$price:2-5} und ist in den Buchhandlungen von {place} zu haben.',
        'Wir empfehlen „{work}“ allen Freunden der heimatlichen Geschichte.',
      ],
      // Tales of country life and of the old ways: no legend, no book of memoirs.
      works: ['Unter der Linde', 'Das Erbe', 'Heimweh', 'Der Wilderer', 'Bauernleben im Ösling', 'Aus alten Tagen', 'Am Spinnrad', 'Der Hof am Bach'],
    },
    {
      title: 'Musik in {place}: Abend {club.des} am {evDay}.',
      body: [
        '{club.Der} von {place} gab {when} im Saale {Q.gen} einen {=Liederabend|Unterhaltungsabend|Konzertabend}.',
        'Die {#singers:20-60} Sänger boten unter Dirigent {R=bandmaster.fam} eine sorgfältig vorbereitete Folge von Volksweisen.',
        'Der Vorsitzende, {P.nom}, begrüßte die Gäste aus {place2}.',
        '{=Mit einem gemeinsamen Lied|Mit einem Trinklied|Mit einem Volkslied, in das der ganze Saal einstimmte,|Mit einem Heimatlied} {=schloß|endete} der {=schöne|gelungene|genußreiche|wohlgelungene} Abend {=gegen elf Uhr|kurz vor Mitternacht|um halb elf|erst spät}.',
      ],
      clubs: ['m:Gesangverein', 'm:Männerchor'],
      occupation: 'never',
    },
    {
      title: 'Neue Bücher aus {place}: „{work}“.',
      body: [
        'Im Selbstverlag von {P.name} ist in {place} „{work}“ erschienen, ein Band von {#pages:120-320} Seiten.',
        '{=Es sind Erinnerungen|Der Band bringt Erinnerungen|Man liest Erinnerungen} an {place2} und seine {=Bewohner|alten Familien|Handwerker|Wirtshäuser}, {=schlicht|ohne Umschweife|mit viel Wärme|in kurzen Kapiteln} erzählt.',
        'Den Druck besorgte die Druckerei {R.fam} in {place}.',
        'Das Buch kostet {$price:2-5} und ist bei {R.fam} in {place} zu haben.',
      ],
      // Memoirs of a town and its people, which the body names ({place2}): no title that names another town or a tale.
      works: ['Aus meiner Jugendzeit', 'Erinnerungen eines alten Lehrers', 'Von Haus zu Haus', 'Was die Alten erzählten', 'Bilder aus vergangenen Tagen', 'Ein Leben im Städtchen'],
    },
  ],
  fr: [
    {
      title: 'Théâtre. — « {work} » à {place}.',
      body: [
        'La représentation de « {work} », donnée {when} par le cercle dramatique {dePlace} dans la salle de {Q.nom}, a obtenu un {=franc succès|succès mérité|vif succès}.',
        'La salle de {Q.nom} était comble ; on était venu de {place2} et des environs.',
        'Dans le rôle principal, {P.nom} a fait preuve d’un talent peu commun et a été vivement applaudi{P.e}.',
        'Les décors, dus à {R.nom}, étaient simples, mais de bon goût.',
        'Le bénéfice de la soirée, {$proceeds:60-300}, est destiné au bureau de bienfaisance {dePlace}.',
        'Une seconde représentation aura lieu {nextWeekday}.',
      ],
      occupation: 'never',
    },
    {
      title: 'Concert de {club.le} {dePlace}.',
      body: [
        'Le concert donné {when} par {club.le} {dePlace} a attiré un public {=nombreux|choisi|enthousiaste}.',
        'Sous la direction de {Q=bandmaster.nom}, les musiciens ont exécuté un programme de {#pieces:6-12:w} morceaux.',
        "{=L'ouverture, enlevée avec brio par {club.le}, a été particulièrement goûtée|On a surtout goûté l'ouverture, enlevée avec brio|La fantaisie sur des airs populaires a valu aux musiciens un rappel|La marche finale a dû être bissée}.",
        'Le soliste, {P.nom}, venu de {place2}, a été très applaudi.',
        'La recette, {$proceeds:60-300}, servira à l’achat de nouveaux instruments.',
        'Le public {dePlace} a remercié les exécutants par de chaleureux applaudissements.',
      ],
      clubs: ['f:harmonie municipale', 'f:fanfare', 'f:Société philharmonique'],
      occupation: 'never',
    },
    {
      title: 'Bibliographie. — « {work} ».',
      // A publisher is a firm, named by its house (see the de book review).
      body: [
        'Vient de paraître à la librairie {P.fam}, à {place} : « {work} », un volume de {#pages:120-320} pages.',
        "L'auteur y peint la vie de nos campagnes et les mœurs d'autrefois, de {place2} à {place3}.",
        'Le style est simple et clair ; les pages sur {place2} se lisent comme un conte au coin du feu.',
        'Le volume est en vente dans les librairies {dePlace} au prix de {$price:2-5}.',
      ],
      // Tales of country life: no legend of a castle, no book of memoirs.
      works: ["L'Héritage", 'Le Retour', "L'Écu de six francs", 'Gens de chez nous', 'Au fil des saisons', 'La Ferme des Trois Chênes'],
    },
    {
      title: 'Au théâtre de {place} : « {work} », le {evDay}.',
      body: [
        'La troupe en tournée qui a joué {when} « {work} » à {place} a trouvé un public attentif.',
        '{P.nom}, dans le premier rôle, a su émouvoir la salle de {Q.nom}.',
        '{=On a moins aimé|On a moins goûté|Le public a moins apprécié} {=la mise en scène, un peu lente|le décor, un peu pauvre|la musique de scène, un peu bruyante|les entractes, trop longs} {=au premier acte|au deuxième acte|au troisième acte|dans les dernières scènes}.',
        'La troupe se rend de {place} à {place2}, où elle jouera {nextWeekday}.',
      ],
      occupation: 'never',
    },
    {
      title: 'Livres nouveaux : « {work} », par {R.name}.',
      body: [
        '{R.name}, de {place}, publie sous le titre « {work} » un recueil de souvenirs de {#pages:120-320} pages.',
        '{=On y retrouve|Le lecteur y retrouve|On y revoit} {place2} et ses {=habitants|artisans|familles}, {=racontés sans apprêt|décrits avec tendresse|évoqués en courts chapitres}.',
        'L’impression est due à l’imprimerie {Q.fam}, à {place}.',
        'Le volume se vend {$price:2-5} chez {Q.fam}, à {place}.',
      ],
      // A book of memoirs of a town and its people, which the body names ({place2}).
      works: ["Mémoires d'un instituteur", 'Souvenirs de jeunesse', 'Au temps des diligences', "Les Jours d'autrefois", 'Pages de ma vie', 'Ce que racontaient les anciens'],
    },
  ],
  lb: [
    {
      title: 'Theater: „{work}“ zu {place}',
      body: [
        'D\'Stéck „{work}“ vum Theaterveräin {vunPlace} war {when} e grousse Succès.',
        'De Sall vum {Q.fam} war bis op déi lescht Plaz besat, och vu {place2} ware Leit komm.',
        '{P.nom} huet an der Haaptroll gewisen, wat {P.hien} kann.',
        'D\'Publikum {vunPlace} huet laang applaudéiert.',
      ],
    },
    {
      title: '{club.D} {vunPlace} am Concert',
      body: [
        '{club.D} {vunPlace} huet {when} e Concert ginn.',
        // Sung by a choir, played by a band: the conductor's programme says neither (issue 51, fourth reading: a choir's pieces "gespillt");
        // from eight, so that no "siwen Stécker" needs the n-rule.
        'Den Dirigent {Q=bandmaster.fam} hat {#pieces:8-12:w} Stécker op de Programm gesat.',
        'Als Solist war {P.nom} vu {place2} dobäi.',
        'De Sall zu {place} war voll.',
      ],
    },
  ],
  // The players of a Luxembourg town and its publisher are Luxembourgers, even in the English paper ({P=resident}; issue 51,
  // eighth reading row 3: not "just published by David Harris at Esch-sur-Alzette").
  en: [
    {
      title: 'Theatre: “{work}” at {place}',
      body: [
        'The production of {work} by the {place} Players {when} was a {=great|deserved} success.',
        'The hall at {place} was full to the last seat, with visitors from {place2}.',
        '{P=resident.nom} gave a fine performance in the leading part and was warmly applauded.',
        'The proceeds, {$proceeds:60-300}, go to the Red Cross at {place}.',
      ],
    },
    {
      title: 'Books: {work}',
      body: [
        '{work}, just published by {P=resident.name} at {place}, is a pleasant account of life in the Grand Duchy in {#pages:120-320} pages.',
        'The chapters on {place2} are the best.',
        'The author writes with {=warmth|humour|care} and {=a good eye for detail|a long memory|an ear for the talk of the villages}.',
        'It can be had at the bookshops of {place} for {$price:2-5}.',
      ],
      // An account of life in the country, in chapters on its places: no novel, no legend.
      works: ['A Winter in the Ardennes', 'Letters from Luxembourg', 'Quiet Harvest', 'A Border Town', 'Home Again', 'Small Country, Long Memory'],
    },
    {
      title: 'Music: the {club} at {place}',
      // Four sentences with what was played (issue 51, ninth reading: a concert in three lines said nothing).
      body: [
        'The {club} gave a concert {when} at {place} before a large audience.',
        'Under its conductor, {Q=bandmaster.nom}, the band played {=an overture by Suppé|a selection from “The Gondoliers”|a fantasia on Luxembourg airs|a set of Strauss waltzes} with {=real spirit|fine precision|great verve}.',
        '{=The programme of {#pieces:6-12:w} pieces ended with a march, which the audience called for again.|After {#pieces:6-12:w} pieces the evening ended with a march, played twice at the audience’s request.}',
        '{=At the close the conductor was presented with flowers.|At the close the mayor thanked the players and their conductor.}',
      ],
      clubs: ['brass band'],
    },
  ],
}

export const CLUBS: Record<Lang, readonly string[]> = {
  de: ['m:Gesangverein', 'f:Musikgesellschaft', 'f:Harmonie', 'm:Männerchor', 'f:Fanfare', 'f:Philharmonie'],
  fr: ['f:Société chorale', 'f:harmonie municipale', 'f:fanfare', 'f:Société philharmonique', 'f:chorale Sainte-Cécile'],
  lb: ['f:Harmonie', 'f:Fanfare', 'm:Gesangveräin', 'f:Chorale'],
  en: ['choral society', 'brass band'],
}
