/**
 * French articles of the demo papers, in the idiom of the Luxembourg and Belgian French-language
 * press of the period. As the compositors of the time did, a space precedes « : ; ! ? ».
 * Past participles agree through the person's slot ({P.e}).
 */
import { COMMUNAL_ELECTIONS } from '../calendar.ts'
import { BY_ROAD, NEIGHBOURS, near, railPartners, railTowns } from '../geography.ts'
import { filmEntries } from '../films.ts'
import { brigadeJubileesFr } from '../brigades.ts'
import { feastDays, feastEntries } from '../feasts.ts'
import { originLines } from '../town-origins.ts'
import { MAJORITY_COMMUNES, CANTON_SEATS, INLAND_RIVER_TOWNS, MOSELLE, MOSELLE_BANK, NOT_SUNDAY, NO_CHAMBER, NO_COUNCIL, NO_COURT, NO_INAUGURATION, NO_SOCIAL_LIFE, OCCUPIED, STEEL_PLANT_TOWNS, SUNDAY, TRAM_TOWNS, WEEKDAYS_ONLY, type StoryBook, HISTORY_TOWNS, type CrashLine, crashLists } from './types.ts'
import { MOSELLE_FRONT, WINTER_FRONT } from './types.ts'
import { CHAMBER_MONTHS } from './types.ts'
import { STEEL_CRISIS_YEARS, STEEL_IDLE_YEARS, steelReportTowns, usualSteelYears } from '../steel.ts'

/**
 * A car accident's lines (carAccident): years and town marks (text.ts), what the headline says, where, the opening and the hurt.
 * Each case in two wordings; the lorry from 1920, the carter's wagon to 1950, the capital's tram while it ran (to 1964).
 */
const FR_CRASHES: readonly CrashLine[] = [
  { years: '@1920', what: 'une automobile heurte un camion', at: 'près {dePlace}',
    lead: '{When}, vers {#h:6-10} heures du soir, une automobile et un camion sont entrés en collision sur la route de l’État entre {place} et {place2}.',
    hurt: "La voiture a été fortement endommagée ; le conducteur s'en tire avec des contusions, tandis que son passager a dû être transporté à l'hôpital." },
  { years: '@1920', what: 'une automobile accroche un camion', at: 'sur la route {dePlace2}',
    lead: '{When}, vers {#h:6-10} heures du soir, sur la route {dePlace} à {place2}, une automobile qui voulait dépasser a accroché un camion chargé de pierres.',
    hurt: "L'automobile a fini sa course dans le fossé ; le conducteur et son passager ont été blessés, le chauffeur du camion est indemne." },
  { years: '@1905-1950', what: 'une automobile heurte une voiture de roulier', at: 'près {dePlace}',
    lead: '{When}, vers {#h:6-10} heures du soir, une automobile a heurté une voiture de roulier sur la route {dePlace} à {place2}.',
    hurt: "Les chevaux, effrayés, se sont emballés ; le voiturier a été jeté à terre et a dû être transporté à l'hôpital, tandis que l'automobile n'a subi que des dégâts légers." },
  { years: '@1905-1950', what: 'collision entre une automobile et une charrette', at: 'sur la route {dePlace2}',
    lead: "{When}, vers {#h:6-10} heures du soir, sur la route de l’État entre {place} et {place2}, une automobile est entrée en collision avec une charrette de paysan qui n'était pas éclairée.",
    hurt: "Le cheval a dû être abattu ; le paysan s'en tire avec des contusions, et le conducteur de l'automobile est indemne." },
  { years: '', what: 'un cycliste renversé par une automobile', at: 'près {dePlace}',
    lead: '{When}, vers {#h:6-10} heures du soir, un cycliste {dePlace} a été renversé par une automobile sur la route {dePlace} à {place2}.',
    hurt: "Le malheureux a été relevé avec une jambe brisée et transporté à l'hôpital ; l'automobiliste s'était aussitôt arrêté pour lui porter secours." },
  { years: '', what: 'un cycliste blessé', at: 'sur la route {dePlace2}',
    lead: '{When}, vers {#h:6-10} heures du soir, une automobile venant {dePlace2} a accroché un cycliste à l’entrée {dePlace}.',
    hurt: "Projeté sur la chaussée, le cycliste a été blessé à la tête ; on l'a transporté à l'hôpital." },
  { years: '', what: 'un piéton renversé par une automobile', at: 'près {dePlace}',
    lead: '{When}, vers {#h:6-10} heures du soir, un piéton a été renversé par une automobile dans la traversée {dePlace}, sur la route {dePlace2}.',
    hurt: "Le blessé, un ouvrier qui rentrait de son travail, a été transporté à l'hôpital ; le conducteur s'était arrêté aussitôt pour lui porter secours." },
  { years: '', what: 'une passante renversée par une automobile', at: 'près {dePlace}',
    lead: '{When}, vers {#h:6-10} heures du soir, une automobile a renversé une femme âgée qui traversait la route, à la sortie {dePlace} vers {place2}.',
    hurt: "La victime, relevée avec des contusions et un bras cassé, a été transportée à l'hôpital." },
  { years: '', what: 'une automobile dans le fossé', at: 'près {dePlace}',
    lead: "{When}, vers {#h:6-10} heures du soir, une automobile qui se rendait {dePlace} à {place2} a dérapé dans un virage et s'est renversée dans le fossé.",
    hurt: "La voiture a été fortement endommagée ; le conducteur s'en tire avec des contusions, tandis que son passager a dû être transporté à l'hôpital." },
  { years: '', what: 'une automobile contre un arbre', at: 'sur la route {dePlace2}',
    lead: '{When}, vers {#h:6-10} heures du soir, sur la route de l’État entre {place} et {place2}, une automobile a quitté la chaussée et a heurté un arbre.',
    hurt: "Le conducteur, blessé au visage, a reçu les soins d'un médecin ; la voiture est hors d'usage." },
  { years: '@1908-1965', towns: '<Luxemburg>', what: 'une automobile heurte le tramway', at: 'à {place}',
    lead: '{When}, vers {#h:6-10} heures du soir, une automobile est entrée en collision avec une voiture du tramway électrique, non loin de la gare, à {place}.',
    hurt: "L'automobile a été fortement endommagée ; le conducteur s'en tire avec des contusions, et aucun voyageur du tramway n'a été blessé." },
]

export const FR: StoryBook = {
  fire: {
    second: NEIGHBOURS,
    headlines: [
      'Incendie à {place} : {site_obj.le} de la famille {P.fam} détruit{site_obj.e}.',
      'Un incendie {street}, à {place}.',
      '{place} : incendie chez {P.nom}.',
      'Gros incendie à {place}. — {site_obj.Le} de {P.nom} en cendres.',
      'Violent incendie à {place}.',
    ],
    // Every opening names the street: a headline may name it, and the body's further sentences may all be left out (issue 51, seventh reading).
    lead: [
      '{When}, vers {#h:8-11} heures du soir, un incendie a éclaté dans {site_obj.le} de {P}, {street}, à {place}.',
      // The alarm, not a whole town woken: true of the capital and the steel towns as of a village (issue 51).
      { text: "Dans la nuit de {evWeekday} à {evNextWeekday}, l'alarme a été donnée à {place} : {site_obj.le} de {P.nom}, {street}, était en flammes.", to: 1960 },
      // The alarm of its time: the sirens from the 1960s (issue 51, fifth reading).
      { text: "Dans la nuit de {evWeekday} à {evNextWeekday}, les sirènes ont retenti à {place} : {site_obj.le} de {P.nom}, {street}, était en flammes.", from: 1960 },
      '{When} après-midi, le feu a pris dans {site_obj.le} de {P.nom}, {street}, à {place}, et s’est propagé avec une rapidité effrayante.',
    ],
    body: [
      'Les pompiers {dePlace}, sous le commandement de {Q=fireChief.nom}, sont accourus en toute hâte.',
      'Les pompiers {dePlace2}, appelés à l’aide, sont venus prêter main-forte à ceux {dePlace}.',
      { text: "{=Faute d'eau, il a fallu organiser une chaîne jusqu'au ruisseau voisin|L'eau manquant, on a fait la chaîne jusqu'à la fontaine la plus proche|La pompe à bras n'a pu être alimentée qu'à grand-peine, par une chaîne de seaux}.", to: 1925 },
      // A motor pump was news when the communes bought their first ones, between the wars; by the 1960s every brigade
      // had long had its own, and came with its vehicles (issue 51, fifth reading: not "acquise l'an dernier" in 1986).
      { text: "{=La motopompe, acquise par la commune l’an dernier, a rendu les plus grands services|La motopompe a rendu les plus grands services|On a mis en batterie la motopompe, qui a fourni de l'eau en abondance}.", from: 1925, to: 1940 },
      { text: "{=La motopompe des pompiers a rendu les plus grands services|La motopompe a rendu les plus grands services|On a mis en batterie la motopompe, qui a fourni de l'eau en abondance}.", from: 1940, to: 1960 },
      { text: "{=Le camion-citerne des pompiers a aussitôt donné de l'eau|L'autopompe a attaqué le feu avec sa propre réserve d'eau|Les pompiers ont attaqué le feu avec l'eau de leur camion-citerne}, en attendant que les tuyaux soient raccordés aux bouches d'incendie.", from: 1960 },
      { text: "Une ambulance de la Protection civile se tenait prête sur les lieux.", from: 1965 },
      // What was saved and what burnt, and the likely cause, are the building's own (site_*: one line of each; issue 51).
      '{site_saved}',
      'Après {=deux|trois|quatre} heures d’efforts, on s’est rendu maître du feu ; {=il ne reste que les quatre murs|le bâtiment n’est plus qu’un amas de décombres|la toiture est entièrement détruite}.',
      "{=Les maisons voisines ont pu être préservées|On a réussi à protéger les maisons voisines, sur lesquelles volaient des flammèches|Le temps étant calme, le feu ne s'est pas communiqué aux maisons voisines|Les habitations voisines, un moment menacées, ont été épargnées}.",
      // A building burnt down cost some thousands of francs before the wars and hundreds of thousands after the second: the base
      // times the price factor (period.ts), a larger base from 1945 (issue 51, twelfth reading row 4; an order of magnitude).
      { text: 'Les dégâts sont évalués à {$damage:1500-9000} ; ils sont {=en grande partie|en partie seulement} couverts par une assurance.', to: 1945 },
      { text: 'Les dégâts sont évalués à {$damage:10000-45000} ; ils sont {=en grande partie|en partie seulement} couverts par une assurance.', from: 1945 },
      "On attribue l'incendie à {site_cause}.",
      "{=On n'a heureusement à déplorer aucun accident de personne|Il n'y a heureusement pas de victime|Personne n'a été blessé|{P.nom} s'est légèrement brûlé{P.e} aux mains en voulant sauver quelques effets}.",
      "{=La gendarmerie a ouvert une enquête|La gendarmerie {dePlace} a ouvert une enquête|Le parquet a été avisé|La gendarmerie a procédé aux constatations d'usage}.",
    ],
    // A count since New Year only where a first fire could have been reported: the second from February, the third from March (issue 51, thirteenth reading row 7).
    close: ['La famille {P.fam}, durement éprouvée, a reçu de nombreux témoignages de sympathie.', '{tally}'],
    // Parallel lists (story.ts): cattle and fodder only where a farm keeps them (barn, stable, mill).
    lists: {
      // The fire's count since New Year (text.ts month marks): the second from February, the third from March, a winter's second
      // in January and February; a line with no count for any month (issue 51, thirteenth reading row 7).
      tally: [
        "<2-12>C'est déjà le deuxième incendie à {place} depuis le début de l'année.",
        "<3-12>C'est déjà le troisième incendie à {place} depuis le début de l'année.",
        "<1-2>C'est déjà le deuxième incendie à {place} cet hiver.",
        "Cet incendie fait l'objet de toutes les conversations à {place}.",
      ],
      // The stable lantern only while farms had no electric light (before 1940); from then a short circuit (issue 51, tenth reading row 13).
      // No barn, stable or mill in the capital, whose fires are told in a street of the town (as de.ts; issue 51, fifteenth reading).
      site_obj: ['<!Luxemburg>f:grange', '<!Luxemburg>f:grange@1800-1940', '<!Luxemburg>f:écurie@1800-1940', '<!Luxemburg>m:moulin', 'f:maison', 'f:maison', 'm:atelier',
        'f:forge', 'f:boulangerie', 'f:menuiserie', 'm:hangar', '<!Luxemburg>f:grange@1940', '<!Luxemburg>f:écurie@1940', '<!Luxemburg>f:grange', 'f:maison', 'f:maison', 'm:atelier', 'm:atelier', 'f:menuiserie', 'f:menuiserie'],
      site_saved: [
        'On a pu sauver le bétail, mais les provisions de fourrage sont restées dans les flammes.',
        'On a pu sauver le bétail, mais une grande partie des instruments aratoires est restée dans les flammes.',
        'Les chevaux et les vaches ont pu être sortis à temps, mais le fourrage est perdu.',
        'Les chevaux du meunier ont été sauvés, mais les provisions de grain et de farine sont perdues.',
        "Les habitants ont pu se sauver à temps, mais le mobilier est entièrement détruit.",
        "Les voisins ont aidé à sortir ce qui pouvait l'être, mais la toiture s'est effondrée et tout ce qu'elle abritait est perdu.",
        "L'outillage a pu être sauvé en partie, mais les marchandises sont perdues.",
        "L'enclume et les outils ont pu être mis à l'abri.",
        'Les provisions de farine sont perdues ; le four a résisté au feu.',
        'Les établis ont brûlé avec les provisions de bois et les meubles achevés.',
        "Les voitures et les instruments aratoires n'ont pu être sauvés.",
        'On a pu sauver le bétail, mais une grande partie des instruments aratoires est restée dans les flammes.',
        'Les chevaux et les vaches ont pu être sortis à temps, mais le fourrage est perdu.',
        'On a pu sauver le bétail, mais les provisions de fourrage sont restées dans les flammes.',
        "Les habitants ont pu se sauver à temps, mais le mobilier est entièrement détruit.",
        "Les habitants ont pu se sauver à temps, mais le mobilier est entièrement détruit.",
        "L'outillage a pu être sauvé en partie, mais les marchandises sont perdues.",
        "L'outillage a pu être sauvé en partie, mais les marchandises sont perdues.",
        'Les établis ont brûlé avec les provisions de bois et les meubles achevés.',
        'Les établis ont brûlé avec les provisions de bois et les meubles achevés.',
      ],
      site_cause: [
        // Hay heats and takes fire only in the weeks after it is carted: the last barn's cause in July–September only (text.ts's
        // month mark; issue 51, tenth reading row 6: not "le foin rentré trop humide" in January). A stove is heated from October
        // to April: each stove line is marked for those months (a mark is one range, so two lines) and has a line of another cause
        // for May–September (issue 51, twelfth reading row 2: not "un poêle surchauffé" in July). The baker's oven burns all year.
        "l'imprudence d'un fumeur", 'une lanterne renversée dans l’écurie', 'une lanterne renversée dans l’écurie', 'un palier échauffé',
        '<10-12>un poêle surchauffé', 'une étincelle sortie de la cheminée', '<10-12>un poêle surchauffé', 'une étincelle sortie de la forge', 'un four surchauffé',
        '<10-12>un poêle surchauffé', "l'imprudence d'enfants qui jouaient avec des allumettes",
        "un court-circuit dans l'installation électrique", "un court-circuit dans l'installation électrique de l'écurie",
        '<7-9>la fermentation du foin rentré trop humide',
        '<1-4>un poêle surchauffé', '<5-9>une imprudence commise à la cuisine', '<1-4>un poêle surchauffé', "<5-9>l'imprudence d'un apprenti",
        '<1-4>un poêle surchauffé', '<5-9>une étincelle tombée dans les copeaux',
      ],
    },

  },

  accident: {
    second: BY_ROAD,
    headlines: ['Accident à {place} : un voiturier grièvement blessé.', 'Grave accident sur la route {dePlace2}.', 'Un attelage renversé près {dePlace}.'],
    // Not "le 8 septembre matin" in a monthly, nor "lundi dernier matin" (issue 51, twelfth reading).
    lead: ['{When}, dans la matinée, le voiturier {P=carter.name}, {dePlace}, a été victime d’un grave accident sur la route {dePlace} à {place2}.'],
    body: [
      'Ses chevaux se sont emballés dans une descente et la voiture lourdement chargée a versé.',
      'Le malheureux a été pris sous le véhicule ; il a les deux jambes brisées.',
      'Des ouvriers qui passaient l’ont dégagé et transporté dans la maison la plus proche.',
      'Le docteur {Q.fam}, {dePlace}, lui a donné les premiers soins et l’a fait transporter à l’hôpital.',
      "C'est le {=deuxième|troisième} accident à cet endroit dangereux ; quand la commune se décidera-t-elle à y placer un garde-fou ?",
    ],
    close: ["L'état du blessé inspire de vives inquiétudes."],
    // A carter and his team: the horse-drawn haulier had given way to the lorry by the 1950s (issue 51: "le voiturier … ses chevaux" in 1970).
    years: [1840, 1955],
  },

  carAccident: {
    second: BY_ROAD,
    // What the car met is of its era (issue 51, thirteenth reading row 2: not a lorry in every crash of 1910): motor lorries were
    // few before about 1920, so until then a car meets a carter's wagon, a cyclist, a walker, the capital's electric tram (from
    // 1908), or leaves the road alone; the lorry comes in from 1920, the horse-drawn wagon goes out by 1950. The headline, the
    // opening and the hurt are one line of the crash_* lists (parallel), so each says what the others report.
    headlines: ['{place} : {crash_what}.', "Accident d'automobile {crash_at}.", 'Grave accident {crash_at}.'],
    // A monthly's "le 8 septembre" takes no bare "soir" ("le 8 septembre au soir"): "vers 7 heures du soir" is right after a date, "hier" and "lundi dernier" alike (issue 51, twelfth reading).
    lead: ['{crash_lead}'],
    body: [
      '{crash_hurt}',
      // A cause true in every month: no fog on a June evening (issue 51, ninth reading).
      'La chaussée mouillée et une vitesse excessive semblent être la cause de l’accident.',
      'La gendarmerie {dePlace} a dressé procès-verbal.',
      'La circulation a été interrompue pendant plus d’une heure.',
    ],
    lists: crashLists(FR_CRASHES),
    years: [1905, 1991],
    // No private motoring from the invasion to the end of the war in Europe: cars were requisitioned and petrol kept for the
    // occupier's lorries, then for the Allied armies' (issue 51, ninth reading).
    absent: [['1940-05', '1945-05']],
  },

  council: {
    headlines: [
      'Conseil communal {dePlace}. — Séance du {evDay}.',
      'Au conseil communal {dePlace} : {topic_name.le}.',
      '{place} : le conseil communal et {topic_name.le}.',
      // More shapes: the dated one above took most reports once the others had had their towns and topics (issue 51).
      'Séance du conseil communal {dePlace}.',
      'Les délibérations du conseil communal {dePlace}.',
      'Vie communale : {topic_name.le} à {place}.',
      '{place} : séance du conseil communal du {evDay}.',
      'À la maison communale {dePlace} : {topic_name.le}.',
      'Nouvelles communales {dePlace}.',
    ],
    lead: [
      // Every opening names the matter, so that "le projet" below has one (issue 51, fifth reading).
      // The matter announced is reported in every text: the report and its estimate are the opening's, never left out of the body's
      // draw (issue 51, sixth reading: a council met "pour délibérer sur" a matter it never discussed).
      "Le conseil communal {dePlace} s'est réuni {when} sous la présidence de {P=mayor.titled} pour délibérer sur {topic_name.le} ; {#present:seats-2..seats:w} conseillers étaient présents. Après lecture et approbation du procès-verbal de la séance précédente, {Q=alderman.nom}, échevin, a présenté le projet, dont le devis s’élève à {topic_cost} ; le gouvernement a promis un subside.",
      // Each opening says how many sat, so that a vote can be counted against them.
      'Dans sa séance du {evDate}, où siégeaient {#present:seats-2..seats:w} conseillers, le conseil communal {dePlace} s’est occupé avant tout de {topic_name.le}. Après lecture et approbation du procès-verbal de la séance précédente, {Q=alderman.nom}, échevin, a présenté le projet, dont le devis s’élève à {topic_cost} ; le gouvernement a promis un subside.',
    ],
    body: [
      // The role's own word: "conseillère", not "conseiller" with an "e" (issue 51, fourteenth reading row 9).
      "{R=councillor.nom}, {R.role}, a trouvé trop élevée la dépense de {$cost:4000-30000} et demandé qu'on fasse d'abord établir un second projet.",
      // Every member present votes but two at most (issue 51: not "onze conseillers … 5 voix contre 3").
      'Après une longue discussion, le projet a été adopté par {#yes:present-dissent-1..present-3} voix contre {#no:present-yes-2..dissent-1}.',
      // A sentence of its own, with no "ensuite": the one before it may not be printed (issue 51, fifth reading).
      // The sitting's smaller business varies, as in the de council (issue 51, fourteenth reading row 2: the same bureau de bienfaisance,
      // fanfare, communal hunt and square to be lit closed 378 of 654 councils). The council gave its opinion on the church fabric's
      // accounts (decree of 1809).
      "{=Le compte du bureau de bienfaisance pour l'exercice {lastYear} a été approuvé sans observation|Le compte communal de l'exercice {lastYear} a été approuvé sans observation|Le conseil a émis un avis favorable sur le compte de la fabrique d'église pour l'exercice {lastYear}}.",
      'Une demande de subside {=de la société chorale|du corps des pompiers|de la fanfare|de la société de gymnastique|de la société de secours mutuels|de la chorale paroissiale|de la société d’arboriculture|du cercle dramatique} a été accueillie {=à l’unanimité|favorablement|sans discussion}.',
      // The commune's own hunting lease only before the hunting syndicates of 1925 (the date unsure: the line stops there, as in the de
      // council); fuel oil for the schools' heating from the 1950s.
      { text: "{=L'adjudication de la chasse communale|L'adjudication de la fourniture de bois de chauffage pour les écoles|La visite du matériel d'incendie|L'adjudication des travaux d'entretien des chemins vicinaux} a été fixée au {nextDay}.", to: 1925 },
      { text: "{=La vérification de la caisse communale|L'adjudication de la fourniture de bois de chauffage pour les écoles|La visite du matériel d'incendie|L'adjudication des travaux d'entretien des chemins vicinaux} a été fixée au {nextDay}.", from: 1925, to: 1955 },
      { text: "{=La vérification de la caisse communale|L'adjudication de la fourniture de mazout pour les écoles|L'adjudication du nettoyage des bâtiments scolaires|L'adjudication des travaux d'entretien des chemins vicinaux} a été fixée au {nextDay}.", from: 1955 },
      // The last matter belongs to its era: no square lit "dès cet hiver" in 1970, when the streets had long had their lamps; a motor
      // pump and the electricity of the hamlets between the wars; a car park, the school bus and a sports hall from the 1960s. Never
      // the lighting, which is also a matter of the sitting (issue 51, ninth reading row 11: not the lighting twice).
      { text: 'Enfin, le conseil s’est occupé {=de la réfection des chemins ruraux|de la réparation du mur du cimetière|de l’achat de bancs et de tableaux pour l’école|de l’achat d’une pompe à incendie|de l’entretien des fontaines publiques} ; {=la question a été renvoyée à une commission|aucune décision n’a encore été prise|le collège des bourgmestre et échevins examinera l’affaire}.', to: 1920 },
      { text: 'Enfin, le conseil s’est occupé {=de la réfection des chemins ruraux|de la réparation du mur du cimetière|de l’achat de bancs et de tableaux pour l’école|de l’achat d’une motopompe pour les pompiers|de l’extension du réseau électrique aux hameaux} ; {=la question a été renvoyée à une commission|aucune décision n’a encore été prise|le collège des bourgmestre et échevins examinera l’affaire}.', from: 1920, to: 1960 },
      { text: 'Enfin, le conseil s’est occupé {=de la réfection des chemins ruraux|de l’aménagement d’un parking près de l’église|du transport scolaire des enfants des hameaux|de la construction d’un hall des sports|de la réparation du mur du cimetière} ; {=la question a été renvoyée à une commission|aucune décision n’a encore été prise|le collège des bourgmestre et échevins examinera l’affaire}.', from: 1960 },
    ],
    close: ['La séance a été levée à {#end:6-10} heures du soir.', 'Prochaine séance : {nextDate}.'],
    lists: {
      // A matter and its estimate are one line (topic_*). A school built after the First World War cost hundreds of thousands of
      // francs, after the Second some millions (issue 51, eleventh reading row 4: not 616 000 francs in 1970; the figures are approximate).
      // The paving of the main street before 1950, its pavements after it (issue 51, sixteenth reading row 4: "le pavage de la
      // Grand-Rue" in 1986). Sums are in the francs of before 1914 (priceFactor): one to five millions from 1960.
      topic_name: ["f:distribution d'eau", "f:construction| d'une école@1800-1920", 'm:agrandissement| du cimetière', 'm:éclairage public', 'm:pavage| de la Grand-Rue@1800-1950', 'f:construction| d’un lavoir@1800-1955', "f:construction| d'une école@1920", 'm:aménagement| de trottoirs dans la Grand-Rue@1950'],
      // A wash-house cost some thousands of francs before 1914, less than a school (issue 51, twelfth reading row 3).
      topic_cost: [...Array<string>(5).fill('{$cost:4000-30000}'), '{$cost:2000-12000}', '{$cost:200000-550000}', '{$cost:30000-150000}'],
    },
    occupation: 'never',
    absent: [NO_COUNCIL],
    eventWeekdays: NOT_SUNDAY,
  },

  chamber: {
    headlines: [
      'Chambre des députés. — Séance du {evDay} : {bill_topic.le}.',
      'À la Chambre : {bill_topic.le}.',
      'La Chambre et {bill_topic.le}.',
      // A headline names no speaker the body's optional sentences may leave out (issue 51, seventh reading row 8: "le ministre
      // d'État défend …" over a report in which no minister spoke).
      'Les députés et {bill_topic.le}.',
      'Débat à la Chambre sur {bill_topic.le}.',
      'Séance du {evDay} : la discussion sur {bill_topic.le}.',
      '{bill_topic.Le} devant la Chambre.',
    ],
    lead: [
      'Dans sa séance du {evDate}, la Chambre des députés a poursuivi la discussion sur {bill_topic.le}.',
      "La Chambre s'est réunie {when} après-midi, en présence de {#deputies:38-50} députés ; à l'ordre du jour figurait {bill_topic.le}.",
    ],
    body: [
      // Deputies were elected by canton until the revision of 1919, then in four constituencies (issue 51, ninth reading, still seen).
      // The reply is printed with the critic it answers, never alone (issue 51, sixteenth reading row 1: "Le directeur général des
      // finances a répondu" when no deputy had spoken). Who replies is of the year (replier).
      { text: "{P=deputy.nom}, {P.role} {dePlace}, a pris le premier la parole pour reprocher au gouvernement de négliger les besoins des cantons ruraux. {replier} lui a répondu que le projet avait été mûrement étudié et ne grevait pas outre mesure le budget.", to: 1919 },
      { text: "{P=deputy.nom}, {P.role} de la circonscription {=du Nord|de l'Est|du Centre}, a pris le premier la parole pour reprocher au gouvernement de négliger les besoins des cantons ruraux. {replier} lui a répondu que le projet avait été mûrement étudié et ne grevait pas outre mesure le budget.", from: 1919 },
      // The bill's cost and its critics' demand are its own (bill_*: one line of each).
      '{bill_cost}',
      // From 1857 to the mid-1930s the government was the Minister of State and the directeurs généraux (administrateurs
      // généraux from 1848); "ministre" for its other members came later (issue 51, eleventh reading row 3; 1936 unsure).
      { text: "Les membres du gouvernement assistaient à la séance.", to: 1857 },
      { text: "Le ministre d'État et les directeurs généraux assistaient à la séance.", from: 1857, to: 1936 },
      { text: 'Plusieurs ministres assistaient à la séance.', from: 1936 },
      '{bill_demand}',
      'Un amendement de {R=deputy.nom} a été rejeté par {#yes:20-26} voix contre {#no:8-12}.',
      'Le débat s’est prolongé jusque dans la soirée.',
      // The Chamber votes a bill twice unless the Council of State (from November 1856) agrees to dispense it (Const. 1868 art. 59; issue 51).
      { text: "Finalement, l'ensemble du projet a été adopté.", to: 1857 },
      { text: "{=Finalement, l'ensemble du projet a été adopté|Au vote sur l'ensemble, le projet a été adopté|Le projet a été voté dans son ensemble} ; le Conseil d'État sera appelé à se prononcer sur la dispense du second vote constitutionnel.", from: 1857 },
    ],
    close: ['Prochaine séance : {nextWeekday}.', "La Chambre s'est ajournée à {nextWeekday}."],
    lists: {
      // The last new lines opened in the early 1900s and lines closed from 1948: no new line after 1919 (issue 51, fifth reading row 15).
      // A sitting of any month debates the State's budget, not "the coming year's" in April or July (issue 51, seventh reading).
      // The Minister of State and the directeurs généraux from 1857 (the Chamber sat again from 1868), ministers from 1936 (the year
      // is the eleventh reading's, unsure): not "le directeur général des finances" in 1986.
      replier: ['Le rapporteur de la section centrale', 'Le ministre d’État@1857', 'Le directeur général des finances@1857-1936', 'Le ministre des Finances@1936'],
      bill_topic: ['m:budget de l’État', 'm:projet de chemin de fer@1848-1920', 'f:réforme scolaire', 'm:tarif douanier', 'f:assurance ouvrière@1900', 'f:réforme des impôts', 'm:emprunt pour les routes', 'f:loi électorale'],
      bill_cost: [
        // The budget is the State's spending: no sum of a few millions "for the budget" (issue 51).
        'Le gouvernement a défendu, chapitre par chapitre, les crédits des différentes administrations.',
        'La dépense de la nouvelle ligne est évaluée à {$cost:80000-400000}.',
        "La dépense supplémentaire de l'État pour les écoles est évaluée à {$cost:40000-200000} par an.",
        'Le gouvernement attend du nouveau tarif un surcroît de recettes de {$cost:40000-200000}.',
        "Le subside annuel de l'État à l'assurance est évalué à {$cost:40000-200000}.",
        'Le gouvernement prévoit une moins-value de {$cost:20000-100000} pour la première année.',
        "L'emprunt serait de {$cost:200000-800000}.",
        'Le projet avait déjà été déposé au cours de la session précédente.',
      ],
      bill_demand: [
        'Plusieurs orateurs ont réclamé des économies dans les dépenses des administrations.',
        'Plusieurs orateurs de la gauche ont demandé que les travaux soient mis en adjudication publique.',
        'Plusieurs orateurs ont demandé que les communes ne soient pas chargées au-delà de leurs moyens.',
        "Plusieurs orateurs ont demandé que l'agriculture ne soit pas sacrifiée au nouveau tarif.",
        "Plusieurs orateurs ont demandé que les ouvriers agricoles soient compris dans l'assurance.",
        'Plusieurs orateurs ont demandé que les petits revenus soient ménagés.',
        'Plusieurs orateurs ont demandé que les travaux soient confiés à des entrepreneurs du pays.',
        // The cantons elected the deputies until 1919, four constituencies since (issue 51, fifth reading row 23).
        'Plusieurs orateurs ont demandé que le nombre des députés de chaque circonscription soit proportionné à sa population.',
      ],
    },
    occupation: 'never',
    // The Chamber of Deputies sat from 1848; the Assembly of Estates before it.
    years: [1848, 1991],
    absent: NO_CHAMBER,
    // No sitting in the recess of the late summer (issue 51, sixteenth reading; types.ts).
    months: CHAMBER_MONTHS,
    eventWeekdays: WEEKDAYS_ONLY,
  },

  court: {
    headlines: [
      'Chronique judiciaire. — {case_crime.Le} à {place} ({case_where}).',
      'Chronique judiciaire : {case_crime.un} à {place}.',
      'Tribunal correctionnel de {court} : {P=defendant.name}, prévenu {case_crime.de}.',
      'Chronique judiciaire. — Audience du {evDay}.',
    ],
    lead: [
      'Le tribunal correctionnel de {court} a jugé {when} le nommé {P=defendant.name}, âgé de {#age:19-55} ans, {dePlace}, prévenu {case_crime.de}.',
      "À l'audience du {evDate}, le tribunal de {court} s'est occupé d'une affaire {case_crime.de} commise à {place}.",
    ],
    body: [
      // The offence weeks before its hearing (issue 51: not the same "samedi dernier"), at the hour of its kind: a theft by night, a sale by day.
      'Le prévenu aurait, {case_deed}.',
      // "Contre le prévenu", not "contre lui": the sentence that names him may not be printed (issue 51, sixth reading).
      'Les témoins, parmi lesquels le gendarme {Q=gendarme.fam}, ont déposé contre le prévenu.',
      // The defence fits the offence, and the witness who belies it comes with it, as one pair printed or left out whole
      // (issue 51, sixth reading: no alibi for a fraud, no innkeeper with no alibi before him).
      '{case_defence}',
      // "Défenseur du prévenu", not "son défenseur": the opening may name no accused (issue 51, sixth reading).
      'Me {R=defender.fam}, défenseur du prévenu, a fait valoir les bons antécédents de son client et plaidé l’indulgence.',
      'Le ministère public a requis {#months:2-8:w} mois de prison.',
    ],
    close: ['Le tribunal a condamné le prévenu à {#months:2-8:w} mois de prison et aux frais.', 'Le jugement sera prononcé {nextWeekday}.', 'Tenant compte des circonstances atténuantes, le tribunal a prononcé une amende de {$fine:20-100}.'],
    lists: {
      case_crime: ['m:vol', 'm:braconnage', 'f:escroquerie', 'm:délit forestier', 'm:abus| de confiance', 'pl:coups et blessures'],
      // Where the headline puts the offence: a poaching or a felling in the wood of its deed, not in a street (issue 51, ninth reading row 5).
      case_where: ['{street}', 'forêt communale', '{street}', 'forêt domaniale', '{street}', '{street}'],
      // A list entry takes no {=…|…} choice (its | is a noun's ending).
      case_deed: [
        'dans la nuit du {deedDay}, soustrait deux sacs de froment dans une grange', 'dans la nuit du {deedDay}, tendu des collets dans la forêt communale et pris deux chevreuils',
        'le {deedDay}, vendu à un marchand une vache malade pour saine', 'le {deedDay}, abattu trois jeunes chênes dans la forêt domaniale',
        "au cours de l'année dernière, gardé pour lui {$sum:100-600} qu'il avait encaissés pour le compte de la société",
        "le {deedDay} au soir, frappé un consommateur d'un coup de chaise à la suite d'une querelle au cabaret",
      ],
      // An alibi only where the offence has an hour (a theft, a poaching by night); a fraud or a breach of trust has its own defence.
      // An answer that is whole without its claim: a claim repeated in the issue is struck (draft-writer), its answer may be left.
      case_defence: [
        "Le prévenu a nié avec obstination, prétendant s'être trouvé à l'heure du délit dans une auberge {dePlace2}. L'aubergiste n'a pu confirmer ses dires.",
        "Le prévenu a nié avec obstination, prétendant s'être trouvé à l'heure du délit dans une auberge {dePlace2}. L'aubergiste n'a pu confirmer ses dires.",
        "Le prévenu a soutenu qu'il ignorait la maladie de la bête. Le vétérinaire qui l'a examinée a déclaré au contraire que le mal sautait aux yeux de tout connaisseur.",
        "Le prévenu a soutenu que le garde forestier lui avait désigné les arbres à abattre. Le garde forestier a déclaré n'avoir jamais désigné aucun arbre.",
        "Le prévenu a soutenu que la caisse avait été tenue pendant sa maladie par un autre membre du comité. Le président de la société a déclaré que le prévenu avait toujours tenu seul la caisse.",
        // The witness names the inn himself: the deed that names the cabaret may not be printed (issue 51, fifteenth reading row 6:
        // no "autres consommateurs" in a brawl with no café before them).
        "Le prévenu a soutenu qu'il avait été attaqué le premier et n'avait fait que se défendre. Le cabaretier chez qui la rixe avait éclaté a déclaré au contraire que c'est lui qui avait commencé la querelle.",
      ],
    },
    absent: [NO_COURT],
    // The inn of the accused's alibi is in a town next to his own, within an evening's walk (issue 51: not Vianden for a theft in the capital).
    second: NEIGHBOURS,
    // No hearing on a Sunday.
    eventWeekdays: NOT_SUNDAY,
  },

  telegram: {
    headlines: [
      // The city and the day stand in the dateline that opens the dispatch ("Trèves, 3 mars. (Havas) —"), not in its headline
      // as well: the headline says what happened (issue 51, twelfth reading: "Dépêches : Paris, 3 mars. — …" over "Paris, 3 mars.").
      "Nouvelles de l'étranger. — {topic}",
      'Dernières nouvelles. — {topic}',
      '{topic}',
    ],
    lead: ['{city}, {evDay}. ({agency}) — {news}'],
    body: ['{news2}', '{news3}'],
    close: [
      '{=On manque encore de détails|Les détails manquent encore|On attend de plus amples détails|Nous donnerons de plus amples détails dans notre prochain numéro}.',
      "{=La nouvelle demande confirmation|La nouvelle n'est pas encore confirmée de source officielle|Nous ne donnons la nouvelle que sous toutes réserves}.",
    ],
    eventDaysBefore: [1, 2],
  },

  railway: {
    places: railTowns,
    second: railPartners,
    headlines: ['Chemin de fer {dePlace} à {place2} : {topic.le}.', 'Les chemins de fer. — {topic.Le} sur la ligne {dePlace2}.', '{place} : nouveaux horaires des trains.'],
    lead: [
      "La {company} annonce qu'à partir du {nextDay}, {topic.le} entrera en vigueur sur la ligne {dePlace} à {place2}.",
      'On nous écrit {dePlace} que {topic.le} de la ligne {dePlace2} est désormais chose décidée.',
    ],
    body: [
      'Le premier train quittera désormais {place} dès {#dep:5-6} h. {#depm:10-50} du matin.',
      "{=On donne ainsi satisfaction à un vœu ancien des commerçants et des ouvriers qui font chaque jour le trajet|Les ouvriers qui se rendent chaque jour à {place2} s'en féliciteront|Les commerçants {dePlace} réclamaient cette amélioration depuis longtemps}.",
      '{=Le dimanche, un train spécial circulera à prix réduits|Les jours de marché, un train supplémentaire sera mis en marche|Le dernier train du soir partira désormais une demi-heure plus tard}.',
      '{=Les tarifs restent inchangés|Le prix des billets ne change pas|Les abonnements ouvriers sont maintenus aux anciens prix}.',
      // A timetable changes no station: no enlargement "à cette occasion" for every new timetable (issue 51, fifteenth reading, still seen).
      'Les voyageurs {dePlace} sont priés de tenir compte des nouvelles heures de départ.',
    ],
    close: ['{=Les horaires détaillés sont affichés dans les gares|On trouvera les horaires détaillés dans les gares et chez les dépositaires de notre journal|Les horaires peuvent être consultés à la gare {dePlace}}.'],
    lists: {
      // Timetables of every day, since the body speaks of those who travel each day (issue 51, ninth reading row 6; see de.ts).
      topic: ['m:nouvel horaire', "m:horaire d'hiver", "m:horaire d'été", 'm:service| des trains du matin'],
      // Who ran the trains of any line in the list (issue 51, fifth reading row 9; see de.ts): never the Guillaume-Luxembourg
      // company, which owned its lines but never ran them; the CFL named only from 1956, when the last narrow-gauge line had closed.
      company: ['direction des chemins de fer@1859-1956', 'Société nationale des chemins de fer luxembourgeois@1956'],
    },
    years: [1859, 1991],
    absent: [OCCUPIED],
  },

  tram: {
    headlines: ['Le tramway {dePlace} : {topic.le} ({month} {year}).', 'Au tramway {dePlace} : {topic.le}.'],
    lead: ['Le conseil d’administration du tramway {dePlace} a décidé, dans sa dernière séance, {topic.le}.'],
    body: ['Les voitures circuleront désormais toutes les {#min:6-15} minutes en semaine.', 'La ligne doit être prolongée au-delà de la place du Marché.', 'Les dimanches et jours de fête, des voitures de renfort seront mises en service.'],
    places: TRAM_TOWNS,
    lists: { topic: ['m:prolongement| de la ligne', 'm:nouvel horaire', "m:achat| de nouvelles voitures", 'f:hausse| des tarifs'] },
    years: [1875, 1965],
  },

  agriculture: {
    headlines: ['Chronique agricole du canton {deCanton} : {crop_n.le}.', 'Dans nos campagnes. — {crop_n.Le} autour {dePlace}.', "L'état des récoltes dans le canton {deCanton}."],
    lead: ['On nous écrit du canton {deCanton} que l’état {crop_n.du} est {=très satisfaisant|assez médiocre|peu encourageant}.'],
    body: [
      // Wet or dry weeks are the month's, as in the de and lb notes of the issue (text.ts's "<weather:1/2>" mark; issue 51, fifteenth reading).
      'Le temps des dernières semaines a été {temps}.',
      'Sur les plateaux, les champs sont en meilleur état que dans les fonds.',
      'On compte sur un rendement de {crop_yield} à l’hectare.',
      // Local farmers' clubs buying manure together belong to the 1880s and after (issue 51, eleventh reading row 11; as the de report).
      { text: "Le comice agricole {dePlace} a décidé d'acheter les engrais en commun pour en réduire le prix.", from: 1885 },
      // The chronicle is of one canton: its market is its seat's, never a town of the next canton (issue 51, seventh reading).
      'Au dernier marché {dePlace}, les prix ont été satisfaisants.',
    ],
    close: ['Tout dépend maintenant du temps des prochains jours.'],
    // Each crop with its own yield in its era, and rye, wheat and barley judged standing only until August (issue 51, wave 9; see de.ts).
    lists: {
      crop_n: [
        '<6-8>m:seigle@1800-1900', '<6-8>m:seigle@1900-1950', '<6-8>m:seigle@1950',
        'f:avoine@1800-1900', 'f:avoine@1900-1950', 'f:avoine@1950',
        'f:pomme de terre@1800-1900', 'f:pomme de terre@1900-1950', 'f:pomme de terre@1950',
        '<6-8>m:froment@1800-1900', '<6-8>m:froment@1900-1950', '<6-8>m:froment@1950',
        'm:trèfle@1800-1900', 'm:trèfle@1900-1950', 'm:trèfle@1950',
        '<6-8>f:orge@1800-1900', '<6-8>f:orge@1900-1950', '<6-8>f:orge@1950',
      ],
      crop_yield: [
        '{#yield:10-15} quintaux', '{#yield:13-20} quintaux', '{#yield:20-40} quintaux',
        '{#yield:10-16} quintaux', '{#yield:14-22} quintaux', '{#yield:22-42} quintaux',
        '{#yield:90-140} quintaux', '{#yield:120-180} quintaux', '{#yield:170-260} quintaux',
        '{#yield:12-16} quintaux', '{#yield:15-22} quintaux', '{#yield:25-45} quintaux',
        '{#yield:40-60} quintaux de foin', '{#yield:45-65} quintaux de foin', '{#yield:50-80} quintaux de foin',
        '{#yield:11-16} quintaux', '{#yield:14-22} quintaux', '{#yield:22-42} quintaux',
      ],
      temps: ['<weather:1/2>trop humide', '<weather:2/2>trop sec', 'fort variable'],
    },
    // The opening says how the crop stands: potatoes, oats and barley are sown in April and May and are up in June, so the
    // chronicle is printed June to September, as the de one (issue 51, eleventh reading row 13: no potato crop judged in April).
    months: [6, 7, 8, 9],
    // Named "the canton of …": a canton's seat.
    places: CANTON_SEATS,
    absent: [OCCUPIED],
  },

  vintage: {
    headlines: ['Les vendanges à {place}.', 'Sur la Moselle : vendanges à {place}.', 'Les vendanges ont commencé à {place}.'],
    lead: ['Les vendanges ont commencé {when} à {place} ; le raisin est {=bien mûr|resté un peu vert à cause de l’été frais}.'],
    body: ['On évalue la récolte à {#hl:20-60} hectolitres à l’hectare.', 'Le moût pèse {#oechsle:60-85} degrés Oechsle.', 'Le foudre de moût se paie {$price:300-700}.', 'Les négociants de Trèves sont déjà arrivés.', 'Le vigneron {P=winegrower.fam} a fait venir des vendangeurs des villages voisins.'],
    // The auctions sold the last vintage, in winter and spring: none in a harvest report (issue 51, twelfth reading, the eleventh's row 10 in French).
    close: ['Le {year} promet un bon vin ordinaire.'],
    places: MOSELLE,
    // The Moselle's harvest began in the last days of September at the earliest, mostly in October: printed in October (issue 51, sixth reading: not begun on 3 September 1910).
    months: [10],
    // October 1944: the Moselle villages lay on the front (issue 51, fourteenth reading row 4).
    absent: [MOSELLE_FRONT],
  },

  moselle: {
    // The meadows between two towns on the river's bank, neighbours (issue 51: not "entre Remich et Larochette").
    second: near(12, MOSELLE_BANK),
    headlines: ['La crue de la Moselle à {place}.', 'La Moselle à {place} : niveau et navigation.'],
    lead: ["L'échelle du pont de {place} marquait {when} {#cm:180-520} centimètres.", 'La crue de la Moselle a {=continué de monter|cessé de monter|commencé à baisser} {when} à {place}.'],
    body: ['Les quais sont inondés par endroits et il a fallu évacuer les caves.', 'La navigation est suspendue ; {#boats:3-9:w} péniches chargées sont bloquées au port.', 'Le bac ne fonctionne plus.', 'Les prés entre {place} et {place2} sont menacés.'],
    // The gauge of a bridge on the river, not Mondorf's (inland).
    places: MOSELLE_BANK,
    months: [1, 2, 3, 4, 11, 12],
    // The river was the front from the liberation to March 1945 (issue 51, fourteenth reading row 4).
    absent: [MOSELLE_FRONT],
  },

  cattle: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: ['La foire de {place} du {evDay}.', 'Le marché aux bestiaux {dePlace} du {evDay}.', 'Foire aux bestiaux à {place}, le {evDay}.'],
    lead: ['La foire tenue {when} à {place} comptait {#head:120-480} têtes de gros bétail et {#pigs:80-300} porcs.'],
    body: [
      // The trade and the prices agree, or "mais" says they do not (issue 51).
      '{=Les transactions ont été animées et les prix ont été fermes|Les transactions ont été languissantes et les prix ont légèrement fléchi|Les transactions ont été moyennes et les prix se sont maintenus|Les transactions ont été languissantes, mais les prix se sont maintenus|Les transactions ont été animées, mais les prix ont légèrement fléchi}.',
      'Les bonnes vaches laitières se sont vendues de {%cow:250-450} à {%cow2:500-700} {currency}.',
      'Les porcelets valaient {$piglet:12-30} la paire.',
      // No dealers from across the border in the war's last months (1944–45); none from the Eifel, in Germany, before the
      // borders opened again: left out to 1949, a cautious bound (issue 51, fifteenth reading row 3), as the German report.
      { text: "{=De nombreux marchands belges et de l'Eifel étaient présents|Les marchands belges étaient venus en grand nombre|Peu de marchands étrangers s'étaient déplacés|Des marchands de l'Eifel et de la Lorraine ont fait d'importants achats|Les marchands {dePlace2} ont acheté la plupart des bêtes de boucherie}.", to: 1944 },
      { text: "{=Les marchands belges étaient venus en grand nombre|Peu de marchands étrangers s'étaient déplacés|Des marchands lorrains ont fait d'importants achats|Les marchands {dePlace2} ont acheté la plupart des bêtes de boucherie}.", from: 1946, to: 1950 },
      { text: "{=De nombreux marchands belges et de l'Eifel étaient présents|Les marchands belges étaient venus en grand nombre|Peu de marchands étrangers s'étaient déplacés|Des marchands de l'Eifel et de la Lorraine ont fait d'importants achats|Les marchands {dePlace2} ont acheté la plupart des bêtes de boucherie}.", from: 1950 },
    ],
    // A fair came back monthly, on its own day (issue 51, row 22: not within the week).
    close: ['{=La prochaine foire se tiendra le mois prochain, au jour habituel|La prochaine foire aura lieu le mois prochain|Prochaine foire : le mois prochain, au jour habituel}.'],
    absent: [OCCUPIED],
    // Not of the towns at the front in the winter of 1944–45 (issue 51, fifteenth reading row 3).
    awayFrom: WINTER_FRONT,
  },

  festival: {
    headlines: ['Cortège à {place} : {occasion.le}.', '{place} en fête : {occasion.le}.', 'La fête de {place} du {evDay}.'],
    lead: ['{place} a célébré {when} {occasion.le} par un cortège comme on n’en avait plus vu depuis longtemps.'],
    body: [
      "Le cortège s'est formé à {#h:2-3} heures devant l'école et a parcouru les rues richement pavoisées.",
      "En tête marchait l'harmonie {dePlace}, suivie des pompiers, des sociétés et des enfants des écoles.",
      '{P=mayor.titled} a prononcé une chaleureuse allocution.',
      'Un banquet a réuni ensuite les invités dans la salle de {Q.nom}.',
      'Le soir, la localité était brillamment illuminée.',
    ],
    // A brigade's jubilee only in its town and its year (brigades.ts; issue 51, fourteenth reading row 6: not fifty again and again);
    // the curé's jubilee, the flag and the kermesse only as the town's feast of the year (feasts.ts; sixteenth reading row 2).
    lists: {
      occasion: [
        ...brigadeJubileesFr(),
        ...feastEntries('flag', 'f:bénédiction| du drapeau de la chorale'),
        ...feastEntries('kermesse', 'f:kermesse'),
        ...feastEntries('priest', 'm:jubilé| du curé'),
        ...feastEntries('band', 'f:fête anniversaire| de la société de musique'),
      ],
    },
    // A village's feast, its procession and its jubilee were kept on a Sunday: the last one before
    // the issue, so that "dimanche dernier" is that Sunday (issue 51, eighth reading: not the one before); the town's one feast of
    // the year, on its day (feasts.ts), told in the six days after it.
    eventWeekdays: SUNDAY,
    eventDays: (year) => feastDays(year, ['brigade', 'priest', 'flag', 'band', 'kermesse']),
    eventDaysBefore: [1, 6],
    months: [5, 6, 7, 8, 9],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  bridge: {
    headlines: ['Inauguration du pont {dePlace}.', 'Le pont sur {river.le} à {place}.', '{place} : le pont sur {river.le} est achevé.', 'Travaux publics : un pont à {place}.'],
    lead: ['{When} a été inauguré le pont construit sur {river.le}, à {place}.', 'Après dix-huit mois de travaux, le pont sur {river.le}, à {place}, a été livré {when} à la circulation.'],
    body: [
      "L'ouvrage, long de {#len:30-90} mètres, repose sur {#arches:2-5:w} arches de pierre.",
      'Il remplace le vieux pont de bois que la crue de l’hiver dernier avait fortement endommagé.',
      "La dépense, qui s'élève à {$cost:20000-90000}, est partagée entre l'État et la commune.",
      // The ribbon cut by the mayor belongs to the 20th century; before, the priest blessed the work before the authorities (issue 51, sixth reading).
      { text: '{P=mayor.titled} a coupé le ruban, et M. le curé a béni l’ouvrage.', from: 1920 },
      { text: 'M. le curé a béni l’ouvrage en présence de {P=mayor.titled} et du conseil communal.', to: 1920 },
      'Pour les cultivateurs des deux rives, ce pont est un grand bienfait.',
    ],
    places: INLAND_RIVER_TOWNS,
    lists: { river: ['f:Sûre', 'f:Alzette', 'f:Our', 'f:Wiltz', 'f:Attert', 'f:Clerve', 'f:Eisch'] },
    absent: [NO_INAUGURATION],
  },

  building: {
    headlines: ['Inauguration {building_obj.du} à {place}.', '{place} : inauguration {building_obj.du}.', '{building_obj.Le} de {place} est achevé{building_obj.e}.'],
    lead: ["{When} a eu lieu à {place} l'inauguration solennelle {building_obj.du}."],
    body: [
      "Les plans sont de l'architecte {Q.fam} ; les travaux ont été exécutés par l'entrepreneur {R.fam}, {dePlace2}.",
      "La dépense s'élève à {building_cost}, dont l'État a pris une large part à sa charge.",
      // The rite is the building's own (building_*: one line of each).
      '{building_rite}',
      "{P=mayor.titled} a remercié tous ceux qui ont contribué à l'œuvre.",
      "{=L'harmonie et la chorale ont rehaussé la fête de leur concours|La fanfare {dePlace} a rehaussé la fête de son concours|Les chants des enfants des écoles ont été fort applaudis|La chorale {dePlace2} a prêté son concours à la cérémonie}.",
    ],
    close: ["{=L'œuvre fait honneur à la commune|L'œuvre fait honneur à l'administration communale {dePlace}|La population {dePlace} peut être fière de cette réalisation|Une foule nombreuse assistait à la cérémonie}."],
    lists: {
      // No bridge: it is the bridge kind's, drawn in towns on a river (issue 51, sixth reading: "le nouveau pont de Mondorf-les-Bains").
      // From 1920 the presbytery, the monument and the church are lines of their own, at their era's cost (lines 10–12).
      building_obj: [
        'm:nouveau presbytère@1800-1920', 'm:monument| de la place du Marché@1800-1920', 'f:église paroissiale@1840-1870', 'f:église paroissiale@1870-1920', 'f:école communale@1800-1920',
        "f:distribution d'eau@1800-1920", 'm:monument| aux morts@1919', 'f:chapelle@1800-1920', 'm:lavoir communal@1800-1920', 'f:école communale@1920',
        'm:nouveau presbytère@1920', 'm:monument| de la place du Marché@1920', 'f:église paroissiale@1920',
        // From 1920 the water distribution, the chapel and the wash-house too (lines 13–15; issue 51, wave 12).
        "f:distribution d'eau@1920", 'f:chapelle@1920', 'm:lavoir communal@1920-1955',
      ],
      // A church is consecrated by the bishop (before the diocese of 1870, the apostolic vicar), never by its own parish priest; a
      // school, a bridge or a wash-house is blessed by the priest of its parish, which the capital, with several, does not name (issue 51).
      building_rite: [
        'M. le curé de la paroisse a béni le nouvel ouvrage.',
        "Le voile qui couvrait le monument est tombé aux applaudissements de l'assistance.",
        "Mgr le vicaire apostolique a procédé à la consécration de l'église.",
        "Mgr l'évêque de Luxembourg a procédé à la consécration de l'église.",
        'M. le curé de la paroisse a béni les nouvelles salles de classe.',
        'Les bornes-fontaines ont été ouvertes pour la première fois devant la foule.',
        "M. le curé de la paroisse a béni le monument ; une minute de silence a suivi.",
        'M. le curé de la paroisse a béni la nouvelle chapelle.',
        'M. le curé de la paroisse a béni le nouveau lavoir.',
        'M. le curé de la paroisse a béni les nouvelles salles de classe.',
        'M. le curé de la paroisse a béni le nouvel ouvrage.',
        "Le voile qui couvrait le monument est tombé aux applaudissements de l'assistance.",
        "Mgr l'évêque de Luxembourg a procédé à la consécration de l'église.",
        "M. le curé de la paroisse a béni le nouveau réservoir.",
        'M. le curé de la paroisse a béni la nouvelle chapelle.',
        'M. le curé de la paroisse a béni le nouveau lavoir.',
      ],
      // The cost of each (one line of each, as the rite): a monument to the fallen of a country neutral in 1914–18 was a stone and
      // a sculptor's relief, some tens of thousands of francs in the 1920s, not the price of a church (issue 51, ninth reading).
      // Each building costs what its kind cost, times the price factor (period.ts): before 1914 a wash-house some thousands of
      // francs, a chapel or a presbytery 10,000–35,000, a school 15,000–60,000, a church 40,000–150,000; a school from 1920 is its
      // own line, as in the councils (issue 51, twelfth reading row 3: not a wash-house dearer than a school). Orders of magnitude.
      // From 1920 the presbytery, the monument and the church are too (issue 51, wave 11: not a church of 1.4–5.3 million francs in
      // the 1960s): a village church of the 1930s some 1.5–4 million francs, of the 1960s 9–25 million. Orders of magnitude, unsure.
      // The water distribution, the chapel and the wash-house from 1920 as well (issue 51, wave 12): the water some five times its
      // sums of 1900 before the price factor; the chapel and the wash-house at the upper half of their old range, under the twelfth
      // reading's bounds (30,000 and 12,000 before the factor), which covers the rest. Orders of magnitude, unsure.
      building_cost: [
        '{$cost:12000-35000}', '{$cost:5000-20000}', '{$cost:40000-150000}', '{$cost:40000-150000}', '{$cost:15000-60000}', '{$cost:10000-50000}', '{$cost:4000-12000}',
        '{$cost:10000-30000}', '{$cost:2000-8000}', '{$cost:200000-550000}', '{$cost:60000-180000}', '{$cost:30000-120000}', '{$cost:250000-700000}',
        '{$cost:60000-250000}', '{$cost:15000-30000}', '{$cost:5000-12000}',
      ],
    },
    // The contractor and the guest choir come from a town within 20 km (issue 51, sixth reading: not from Wiltz to Grevenmacher).
    second: near(20),
    absent: [NO_INAUGURATION],
  },

  society: {
    // Every headline is the general meeting's, as the report is (issue 51, seventh reading row 7: no "Concert" over an assembly).
    headlines: ['{place} : assemblée générale de {club_name.le}.', 'Assemblée annuelle de {club_name.le} {dePlace}.', 'Nos sociétés : {club_name.le} {dePlace}.'],
    lead: ["L'assemblée générale de {club_name.le} {dePlace} s'est tenue {when} dans la salle de {Q.nom} ; elle était très fréquentée."],
    body: [
      // A band's, a choir's or a gymnastics society's president is a man before 1970 (clubPresident, people.ts; issue 51, thirteenth reading).
      '{P=clubPresident.nom}, {P.le} président{P.e}, a salué les membres et rappelé le souvenir des sociétaires décédés dans l’année.',
      "D'après le rapport du trésorier, la société dispose d'un avoir de {$cash:100-900}.",
      "{=Le comité a été réélu dans sa composition actuelle|Le comité sortant a été réélu par acclamation|{R.nom} a été appelé{R.e} à faire partie du comité|Le comité a été réélu ; {R.nom} remplace le secrétaire démissionnaire}.",
      "{={club_plan}|Une excursion à {place2} est projetée pour l'été|La société compte actuellement {#members:30-90} membres actifs}.",
    ],
    close: ["{=Une aimable réunion a retenu ensuite les sociétaires jusqu’à une heure avancée|La soirée s'est terminée par un vin d'honneur|Un banquet a suivi dans la même salle|La réunion s'est terminée dans la plus franche gaieté}."],
    lists: {
      // Each society goes to its own kind of fête (club_*: one line of each): a band or a choir to a music festival, gymnasts to
      // the federal gymnastics fête, a drama circle to its own stage (issue 51, seventh reading row 17).
      club_name: ['f:Société chorale', 'f:harmonie municipale', 'f:fanfare', 'f:société de gymnastique', 'm:cercle dramatique'],
      club_plan: [
        'On a décidé de prendre part au concours de chant {dePlace2}',
        'On a décidé de prendre part au festival de musique {dePlace2}',
        'On a décidé de prendre part au festival de musique {dePlace2}',
        'On a décidé de prendre part à la fête fédérale de gymnastique {dePlace2}',
        'Le cercle prépare pour l’hiver la représentation d’une comédie en trois actes',
      ],
    },
    // A general meeting on a weekday evening or a Saturday, never on a public holiday (story.ts: a kind that keeps no Sunday keeps
    // no holiday): none at Christmas, on St Stephen's Day or New Year's Day (issue 51, sixteenth reading: a Fanfare's on 26 December).
    eventWeekdays: NOT_SUNDAY,
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  school: {
    headlines: ['Distribution des prix à {place}.', "{place} : à l'école communale.", "L'école {dePlace}."],
    lead: ["La distribution des prix aux élèves de l'école {dePlace} a eu lieu {when} en présence des parents et de {P=inspector.nom}, inspecteur."],
    body: ['Les enfants ont fait honneur au zèle de {Q=teacher.nom}, {Q.role}.', "L'école compte actuellement {#pupils:40-120} élèves.", "L'administration communale a offert des livres aux meilleurs élèves.", "Le local de l'école laisse malheureusement beaucoup à désirer."],
    months: [7, 8],
    absent: [OCCUPIED],
  },

  mining: {
    // The steel reports by era (steel.ts; issue 51, fifteenth reading row 4): the usual years' lines, the idle works after the
    // liberation (1944–45, until coke came again) and the steel crisis from 1975. No output, hiring or strong demand in those two.
    headlines: [
      ...usualSteelYears(['Les hauts fourneaux {dePlace} : {topic.le}.', 'Dans le bassin minier : {topic.le} à {place}.']),
      { text: 'Les usines {dePlace} et le manque de coke.', ...STEEL_IDLE_YEARS },
      { text: 'Dans le bassin minier : la situation à {place}.', ...STEEL_IDLE_YEARS },
      { text: 'La crise de la sidérurgie à {place}.', ...STEEL_CRISIS_YEARS },
      { text: 'Dans le bassin minier : moins d’emplois à {place}.', ...STEEL_CRISIS_YEARS },
    ],
    lead: [
      ...usualSteelYears(['Aux usines {dePlace}, {topic.le} a été mis{topic.e} en marche {when}.']),
      // After the liberation: idle for want of coke until the spring of 1945, then slowly got going (the months by the marks of idle_lead).
      { text: '{idle_lead}', ...STEEL_IDLE_YEARS },
      // The crisis: short time (to the steel market's recovery of 1988), the jobs the works shed every year.
      { text: 'Le chômage partiel continue aux usines {dePlace}.', from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: "À l'usine {dePlace}, {#jobs:80-400} emplois doivent encore être supprimés cette année.", ...STEEL_CRISIS_YEARS },
      { text: "L'effectif de l'usine {dePlace} a diminué de {#fewer:150-600} unités au cours de l'année écoulée.", from: 1976, to: STEEL_CRISIS_YEARS.to },
    ],
    body: [
      ...usualSteelYears([
        // From 1920 each of the great works employed several thousand: the change in its workforce, not its size, and short time in the
        // slumps of the early 1930s and from 1975 (issue 51, eleventh reading row 9: not "1 678 ouvriers" at Differdange in 1958).
        { text: "L'usine occupe actuellement {#men:800-2400} ouvriers.", to: 1920 },
        { text: "L'usine a embauché {#men:30-180} ouvriers au cours des derniers mois.", from: 1920, to: 1930 },
        { text: "Faute de commandes, {#men:100-400} ouvriers de l'usine ne travaillent plus que quatre jours par semaine.", from: 1930, to: 1936 },
        { text: "L'usine a embauché {#men:30-180} ouvriers au cours des derniers mois.", from: 1936 },
        // Thomas steel was first made in the country at Dudelange in 1886; the demand fell in the slumps. From the 1970s oxygen (LD)
        // steel took its place, the last Thomas converters blowing about 1977–1979 (1975 is our bound, unsure): then steel (issue 51).
        { text: "La demande d'acier Thomas ne faiblit pas.", from: 1886, to: 1930 },
        { text: "La demande d'acier Thomas reste faible.", from: 1930, to: 1936 },
        { text: "La demande d'acier Thomas ne faiblit pas.", from: 1936 },
        // The claim is the headline's works' own men (issue 51, thirteenth reading, still seen: not "Les ouvriers de Pétange" under
        // "Les hauts fourneaux de Schifflange").
        "{=Les ouvriers de l'usine {dePlace} réclament une augmentation des salaires|À l'usine {dePlace}, les ouvriers réclament une augmentation des salaires|Le personnel de l'usine {dePlace} demande une augmentation des salaires}.",
        'La gare {dePlace} suffit à peine au trafic des trains de minerai.',
      ]),
      { text: "{=Une partie du personnel est occupée à des travaux d'entretien des installations|Une partie des ouvriers entretient les fours et les machines}.", ...STEEL_IDLE_YEARS },
      { text: '{=Les voies ferrées endommagées gênent les arrivages de coke et de minerai|Tant que les voies ferrées ne sont pas rétablies, le coke et le minerai arrivent au compte-gouttes}.', ...STEEL_IDLE_YEARS },
      { text: "Les ouvriers de l'usine {dePlace} attendent la reprise complète du travail.", ...STEEL_IDLE_YEARS },
      { text: '{=La direction espère que les trains de coke circuleront bientôt régulièrement|La direction elle-même ne sait dire quand le coke arrivera en quantité suffisante}.', ...STEEL_IDLE_YEARS },
      // The crisis (unsure facts left out: which furnace closed when). Early retirement and the tripartite from the agreements of 1977;
      // the Community's production quotas of the "manifest crisis", from 1981 to 1988.
      // No count of its own beside the lead's jobs to go (two drawn counts a few units apart read as one misprinted).
      { text: "Faute de commandes, une partie des ouvriers de l'usine ne travaille plus que quatre jours par semaine.", from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: "La demande d'acier reste faible.", from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: 'La plupart des ouvriers concernés partiront en préretraite.', from: 1978, to: STEEL_CRISIS_YEARS.to },
      { text: "Les ouvriers en surnombre sont affectés à des travaux extraordinaires pour l'État et les communes.", ...STEEL_CRISIS_YEARS },
      { text: 'La restructuration est discutée au sein de la tripartite, entre le gouvernement, les syndicats et le patronat.', from: 1978, to: STEEL_CRISIS_YEARS.to },
      { text: "Les syndicats exigent qu'aucun ouvrier ne soit licencié.", ...STEEL_CRISIS_YEARS },
      { text: 'La Commission des Communautés européennes a fixé des quotas de production pour les usines de la Communauté.', from: 1981, to: 1988 },
    ],
    // Where steel itself was made: no "neues Stahlwerk" at Rumelange, whose furnaces made pig iron only (issue 51, eighth reading);
    // not at Dudelange from 1985 (steel.ts).
    places: steelReportTowns(STEEL_PLANT_TOWNS),
    lists: {
      topic: ['m:nouveau haut fourneau', 'f:nouvelle aciérie@1886', 'm:nouveau laminoir', 'f:nouvelle soufflerie'],
      // Idle since the liberation (1944 and to May 1945), slowly working again from June 1945; the last line is true of both.
      idle_lead: [
        'Aux usines {dePlace}, le travail est presque entièrement arrêté depuis la libération, faute de coke.@1944-1945',
        '<1-5>Aux usines {dePlace}, le travail est presque entièrement arrêté depuis la libération, faute de coke.@1945-1946',
        "Les hauts fourneaux {dePlace} sont à l'arrêt depuis la libération : le coke manque.@1944-1945",
        "<1-5>Les hauts fourneaux {dePlace} sont à l'arrêt depuis des mois : le coke manque.@1945-1946",
        '<6-12>Aux usines {dePlace}, le travail reprend lentement, dans la mesure où le coke arrive.@1945-1946',
        "<6-12>Aux usines {dePlace}, il n'est pas encore question d'une marche normale : le coke manque toujours.@1945-1946",
        'La reprise complète du travail aux usines {dePlace} dépend des livraisons de coke.',
      ],
    },
    years: [1871, 1991],
    absent: [OCCUPIED],
  },

  elections: {
    headlines: ['Les élections à {place}.', 'Élection communale à {place} : les résultats.', "L'élection {dePlace}."],
    // From the electoral law of 1919 the communes voted on a Sunday, the second round a week later; before it, on a working day (issue 51).
    lead: [
      { text: 'Aux élections qui ont eu lieu {when} à {place}, sur {#voters:400-1900} électeurs inscrits, {#votes:voters-120..voters-20} ont pris part au vote.', to: 1919 },
      { text: 'Aux élections communales de dimanche dernier, à {place}, sur {#voters:400-1900} électeurs inscrits, {#votes:voters-120..voters-20} ont pris part au vote.', from: 1919 },
    ],
    body: [
      'Ont été élus au premier tour : MM. {Q.fam} et {R.fam}.',
      // The sovereign named the mayor from among the councillors: the voters re-elect him to the council (issue 51, ninth reading).
      '{P=mayor.titled} a été réélu{P.e} au conseil avec le plus grand nombre de voix ; sa reconduction dans ses fonctions ne fait guère de doute.',
      'La participation a été {=très forte|forte|satisfaisante}.',
      { text: 'Un scrutin de ballottage aura lieu le {nextDay} pour les deux sièges encore vacants.', to: 1919 },
      // The second round a week later, as in 1945 (arrêté of 17 September 1945); 1920's is not known here.
      { text: 'Un scrutin de ballottage aura lieu le dimanche suivant pour les deux sièges encore vacants.', from: 1945 },
    ],
    occupation: 'never',
    absent: [NO_COUNCIL],
    // Only in the week after a day all the communes voted (COMMUNAL_ELECTIONS), and of that Sunday (issue 51, eighth reading).
    eventDates: COMMUNAL_ELECTIONS,
    // A commune voting by majority, where a second round and a few hundred voters belong.
    places: MAJORITY_COMMUNES,
    eventDaysBefore: [1, 6],
    eventWeekdays: SUNDAY,
  },

  letter: {
    headlines: ['Correspondance. — {path_obj.Le} à {place}.', 'Une lettre {dePlace} : {path_obj.le}.'],
    lead: [
      'Monsieur le Rédacteur, depuis des mois, {path_obj.le} {dePlace} est dans un état qui défie toute description.',
      'Monsieur le Rédacteur, permettez-nous de signaler, par la voie de votre estimable journal, l’état {path_obj.du} {dePlace}.',
      'Monsieur le Rédacteur, voulez-vous nous permettre d’appeler l’attention de qui de droit sur {path_obj.le} {dePlace} ?',
      'Monsieur le Rédacteur, on a souvent parlé dans vos colonnes du mauvais état de nos chemins ; mais {path_obj.le} {dePlace} dépasse tout ce qu’on peut imaginer.',
      'Monsieur le Rédacteur, il est grand temps que l’on s’occupe enfin {path_obj.du} {dePlace}.',
    ],
    body: [
      // Who walks the path and how the rain hurts them are the path's own (path_*: one line of each): no schoolchildren on the way to the
      // cemetery (issue 51, eighth reading row 4).
      '{path_wet}',
      '{path_who}',
      "{=La boue y reste des semaines entières|Après chaque orage, l'eau séjourne des jours durant dans les trous|Les trous s'approfondissent d'année en année}.",
      "{=On n'y a pas vu une pelletée de gravier depuis des années|Les quelques tombereaux de pierraille qu'on y a jetés l'automne dernier ont disparu dans la boue|Le fossé qui recevait autrefois les eaux est comblé depuis longtemps}.",
      "{=Quelques tombereaux de gravier et une rigole suffiraient pourtant|La dépense serait minime, le bienfait considérable|On se demande à quoi servent nos impôts}.",
      "Les riverains se sont plaints à plusieurs reprises à l'administration communale ; on les remet {=d'une séance à l'autre|à l'année prochaine|avec de belles paroles}.",
      '{=À {place2}, on a remédié au même mal à peu de frais|On ne tolérerait pas un pareil état de choses à {place2}|Qu’on aille voir comment on entretient les chemins à {place2}}.',
      "{=Nous ne voulons accuser personne, mais cela ne peut plus durer|Nous avons assez longtemps pris patience|Nous espérons que ces lignes seront lues en haut lieu}.",
      "{=Nous prions donc respectueusement le conseil communal de prendre enfin l’affaire en main|Puisse le conseil communal porter enfin remède à cet état de choses|Nous attendons du conseil communal qu'il y porte remède sans tarder}.",
    ],
    close: ['Un groupe de contribuables.', 'Un vieil abonné.', 'Un père de famille.', 'Quelques riverains.', 'Un lecteur assidu.'],
    lists: {
      // Three lines for each path, so that two letters about one path seldom read alike.
      path_obj: [
        'm:chemin| du cimetière', 'm:chemin| du cimetière', 'm:chemin| du cimetière',
        'f:route| du moulin', 'f:route| du moulin', 'f:route| du moulin',
        "m:chemin| de l'école", "m:chemin| de l'école", "m:chemin| de l'école",
        "f:ruelle| derrière l'église", "f:ruelle| derrière l'église", "f:ruelle| derrière l'église",
      ],
      path_wet: [
        "Par temps de pluie, ceux qui accompagnent un défunt à sa dernière demeure enfoncent dans la boue jusqu'aux chevilles.",
        "À chaque enterrement, les porteurs ont toutes les peines du monde à garder l'équilibre, le cercueil sur les épaules.",
        "Les personnes âgées qui vont se recueillir sur la tombe des leurs n'osent plus s'y aventurer par temps humide.",
        "Par temps de pluie, les voitures des cultivateurs qui conduisent leur grain au moulin s'enlisent jusqu'aux essieux.",
        'Les ornières sont si profondes que les clients du meunier doivent décharger leurs sacs à mi-chemin.',
        'Qui veut faire moudre son grain doit attendre que le chemin sèche.',
        "Par temps de pluie, on ne passe plus, et les enfants arrivent à l'école les pieds trempés.",
        'Les petits pataugent dans les flaques et restent ensuite des heures en classe avec des bas mouillés.',
        "En hiver, quand la nuit tombe tôt, les écoliers ont peine à trouver leur chemin entre les fondrières.",
        "Par temps de pluie, l'eau du toit de l'église s'amasse dans la ruelle, et les fidèles doivent traverser une véritable mare.",
        'Ceux qui se rendent à la première messe avancent à tâtons entre les flaques et les pierres branlantes.',
        'Les riverains ne peuvent guère sortir de chez eux à pied sec.',
      ],
      path_who: [
        "À la Toussaint, quand toute la paroisse se rend au cimetière, c'est un spectacle affligeant.",
        'Lors du dernier enterrement, un des porteurs a failli tomber avec le cercueil.',
        'Est-il digne de conduire nos morts à leur dernière demeure par un pareil chemin ?',
        'Le meunier lui-même se plaint de voir sa clientèle des villages voisins se détourner.',
        "La semaine dernière, une roue d'une voiture lourdement chargée s'est brisée, et les sacs de farine sont tombés dans la boue.",
        "C'est pourtant, pour la moitié de la localité, le seul accès au moulin.",
        "L'instituteur a dû plus d'une fois faire sécher les vêtements des enfants près du poêle.",
        'Plusieurs mères préfèrent garder leurs enfants à la maison quand il fait mauvais.',
        'Déjà plusieurs enfants sont alités avec de la toux et de la fièvre.',
        "Récemment encore, une vieille femme a glissé en revenant de la messe et s'est grièvement blessée.",
        "De plus, les eaux ménagères coulent à ciel ouvert dans la ruelle, ce qui, en été, n'est guère agréable.",
        "Il n'y a pas un seul réverbère dans toute la ruelle.",
      ],
    },
    occupation: 'never',
    absent: [OCCUPIED],
  },

  thunderstorm: {
    second: NEIGHBOURS,
    headlines: ['Orage sur {place} le {evDay}.', 'Orage et grêle entre {place} et {place2}.'],
    lead: ['{When}, un violent orage, accompagné de pluies torrentielles et de grêle, s’est abattu sur {place} et les environs.'],
    body: ["La foudre est tombée sur le clocher, sans toutefois l'incendier.", 'Les champs entre {place} et {place2} sont ravagés par endroits.', 'Les pompiers ont dû intervenir plusieurs fois pour vider des caves inondées.', "Les vieillards ne se souviennent pas d'avoir vu pareil orage."],
    months: [5, 6, 7, 8],
  },

  gale: {
    // The road the fallen trees closed runs to a neighbouring town, not across the country (issue 51, seventh reading).
    second: NEIGHBOURS,
    headlines: ['La tempête à {place}.', 'Tempête dans le canton {deCanton}.'],
    lead: ['Une violente tempête a causé {when} de grands dégâts à {place} et dans les villages voisins.'],
    body: ['De nombreux toits ont été découverts et beaucoup d’arbres déracinés dans la forêt communale.', 'La route {dePlace2} a été barrée pendant des heures par des arbres abattus.', "Une cheminée s'est écroulée sur le toit de l'école."],
    months: [10, 11, 12, 1, 2, 3],
    // Named "the canton of …": a canton's seat.
    places: CANTON_SEATS,
  },

  // A by-election for a seat left empty, held by one commune on a Sunday of its own (issue 51, eighth reading).
  byElection: {
    headlines: ['Élection complémentaire à {place}.', "L'élection complémentaire {dePlace}.", '{place} : un nouveau conseiller communal.'],
    lead: [
      "Lors de l'élection complémentaire qui a eu lieu {when} à {place}, {P=councillor} a été élu{P.e} {P.role} communal{P.e} par {#votes:120-600} voix.",
    ],
    body: [
      'Le siège était devenu vacant par {=le décès|la démission|le départ} d’un membre du conseil.',
      'La participation a été {=faible|moyenne|assez bonne}, comme souvent pour une élection complémentaire.',
      'Le candidat adverse a obtenu {#other:40-110} voix.',
      'Le nouvel élu prêtera serment à la prochaine séance du conseil communal.',
    ],
    occupation: 'never',
    absent: [NO_COUNCIL],
    years: [1920, 1991],
    // Only a commune voting by majority filled a seat so: under proportional representation the list's next candidate took it.
    places: MAJORITY_COMMUNES,
    eventWeekdays: SUNDAY,
  },

  football: {
    headlines: ['Football : {club.le} contre {rival.le}.', 'Sports : victoire {club.du} sur {rival.le}.'],
    // The final score in every report, and a half-time score and a second-half goal that add up to it: the winner scores once
    // after the break (issue 51, tenth reading row 10: not a report with the half-time score and no result).
    lead: ['Devant quelque {#crowd:8-30:00} spectateurs, {club.le} et {rival.le} se sont rencontré{club+rival.es} {when} ; la partie s’est terminée par la victoire {club.du}, {#f1:2-4} buts à {#f2:0-1}.'],
    body: ['La partie a été vivement menée dès le début ; à la mi-temps, le score était de {#h1:f1-1..f1-1} à {#h2:0..f2}.', 'En seconde mi-temps, l’avant-centre {club.du}, {P=player.fam}, a marqué un but superbe.', "L'arbitre{=, venu {dePlace2},| de la rencontre|} a dirigé la partie {=avec autorité|sans reproche|avec beaucoup de calme|avec fermeté}."],
    // Each club from its founding to its merger or renaming (Racing and Sporting into the Spora in 1923, US Hollerich into the Union in 1925,
    // SC Differdange the Red Boys from 1919, the Stade into the F91 in 1991); a league match on a Sunday, reported in the next days.
    lists: {
      club: ["f:Jeunesse d'Esch@1907", 'f:Fola@1906', 'f:Union@1925-2005', 'm:Sporting Club@1909-1923', 'pl:Red Boys de Differdange@1919-2003', 'm:Stade Dudelange@1913-1991'],
      rival: ['m:Progrès Niederkorn@1919', 'f:Spora@1923-2005', 'f:US Rumelange@1907', 'm:Aris Bonnevoie@1922-2001', 'm:Racing Club@1907-1923', 'f:US Hollerich@1908-1925'],
    },
    years: [1910, 1991],
    eventDaysBefore: [1, 1],
    eventWeekdays: SUNDAY,
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  history: {
    headlines: ['Pages d’histoire {dePlace} : {topic_n.le}.', 'Notes sur l’histoire {dePlace}.', 'Le passé {dePlace} : {topic_n.le}.'],
    // The building or body the headline names is described in every text, in words true of it in any town of the list (issue 51,
    // tenth reading row 2: not "la chapelle" in the headline and only the village's generic history below).
    // The town's one statement of its beginnings, the same in every unit (town-origins.ts; issue 51, thirteenth reading row 1:
    // not a "plus ancienne charte" of a new year, 1150–1350, in every unit, from the archives of Echternach for every town).
    lead: ['{origin} {topic_d}'],
    body: [
      // What the whole country lived through, told only where it bears on the topic (issue 51, fifteenth reading row 5 and its
      // arguable list: not "En 1815, le congrès de Vienne …" after a chapel, not the partition of 1839 of an inland town): each
      // topic draws among a few lines of its own (topic_pays), each worded once only. No "guerre", whose search draws its first
      // results from many kinds.
      '{topic_pays}',
      // Ten closings, so that none stands in more than a few dozen histories (fifteenth reading, the history mould).
      "{=Nous prions ceux de nos lecteurs qui posséderaient d’autres documents de bien vouloir nous les communiquer|Nous reviendrons dans un prochain article sur l'histoire de la paroisse|Ces notes sont dues à l'obligeance de M. l'instituteur {Q.fam}|Nous remercions d'avance les lecteurs qui voudront bien compléter ces notes|Toute indication complémentaire sera reçue avec reconnaissance par la rédaction|Ces notes nous ont été communiquées par un ami de notre journal|Nous publierons volontiers les renseignements que nos lecteurs voudront bien nous adresser|Ces notes ne prétendent pas être complètes|Nous serions reconnaissants à qui pourrait nous signaler d'autres pièces anciennes|D'autres notes sur le passé de la localité paraîtront dans un prochain numéro}.",
    ],
    close: ['(À suivre.)'],
    // Parallel lists (story.ts): the topic and what the article says of it. No castle: most of these towns never had one.
    lists: {
      // In the order of topic_n; an empty line leaves the country out where nothing of it bears on the topic.
      topic_pays: ['{paysmill}', '{paysparish}', '{payschurch}', '{paysschool}', '{payschapel}'],
      paysmill: [
        'Les corvées et les redevances dues aux seigneurs pesèrent sur les habitants jusqu’à ce que le régime français les abolît.',
        'En 1795, après la reddition de la forteresse de Luxembourg, le pays fut réuni à la République française.',
        "Comme partout dans le pays, les habitants vivaient surtout de la culture des champs, et le grain qu'ils récoltaient allait au moulin du lieu.",
      ],
      // The sees before the Revolution (Trier, Liège, also Metz and Reims); the concordat of 1801 put the Forêts in the see of Metz.
      paysparish: [
        "Les anciens registres paroissiaux {dePlace} consignent baptêmes, mariages et décès, et l'on y retrouve bien des familles dont le nom subsiste dans la localité.",
        "Jusqu'à la Révolution, on levait la dîme sur les récoltes, et elle revenait souvent à une abbaye ou à un seigneur étranger à la localité.",
        'Par le concordat de 1801, les paroisses du pays furent rattachées au diocèse de Metz.',
      ],
      payschurch: [
        'Sous le régime français, les biens des couvents et des églises furent vendus comme biens nationaux.',
        "Après le concordat de 1801, les églises du pays relevèrent de l'évêque de Metz.",
        'La fête patronale était le grand jour de l’année, et l’on y venait de tous les environs.',
      ],
      paysschool: [
        'La loi scolaire de 1843 obligea chaque commune à entretenir une école primaire.',
        'Comme partout dans le pays, les habitants vivaient surtout de la culture des champs, et les enfants y aidaient dès leur jeune âge.',
        '',
      ],
      // Plague chapels (saint Roch, saint Sébastien); church property sold; the priests who refused the oath of 1797 in hiding.
      payschapel: [
        "Pendant les pestes du dix-septième siècle, bien des communautés du pays firent vœu d'élever une chapelle ou d'aller en pèlerinage pour être délivrées du fléau.",
        "Quand, sous le régime français, les biens d'Église furent vendus comme biens nationaux, plus d'une chapelle passa à des particuliers.",
        'Après 1797, quand les prêtres qui refusaient le serment furent poursuivis, on célébra souvent la messe en secret, dans des maisons et des granges.',
      ],
      // Words of the topic's own lines drawn among a few, so that no sentence of a topic stands in all its histories (the mould).
      frmillend: ["jusqu'à la Révolution", "jusqu'à l'arrivée des Français"],
      frmillacts: ['les actes notariés nomment les meuniers successifs et les réparations faites au moulin', 'les actes des notaires nous font connaître les meuniers qui se sont succédé au moulin'],
      frparishsee: ["d'un évêché situé hors du pays", "d'un évêque résidant hors du pays"],
      frparishbound: ['des hameaux voisins appartenaient à la paroisse', "des hameaux d'autres communes relevaient de la paroisse"],
      frchurchacts: ["les comptes de la fabrique nous renseignent sur les travaux faits à l'église, sur ses cloches et sur son mobilier", "les comptes de la fabrique nous font connaître les travaux, les cloches et le mobilier de l'église"],
      frchurchyard: ["Le cimetière entourait autrefois l'église.", "Autrefois, le cimetière s'étendait tout autour de l'église."],
      frschoolwhen: ["quand les enfants n'étaient pas aux champs", 'quand les travaux des champs laissaient les enfants libres'],
      frschoolwhat: ["la lecture, l'écriture et le catéchisme", "le catéchisme, la lecture et un peu d'écriture"],
      frschoolhouse: ["donne à l'école un bâtiment à elle", "bâtisse une maison d'école"],
      frchapelworks: ['agrandie et rebâtie', 'réparée et embellie'],
      frchapelstate: ["l'état de la chapelle et sur les réparations qu'on y a faites", "l'état de la chapelle et sur les travaux qu'on y a faits"],
      frchapelmass: ['on y dit la messe le jour de la fête patronale de la chapelle', 'la messe y est dite le jour où l’on fête le patron de la chapelle'],
      origin: originLines('fr'),
      topic_n: ['m:moulin', 'f:paroisse', 'f:église', "f:école", 'f:chapelle'],
      topic_d: [
        "Le moulin banal {dePlace}, où les habitants étaient tenus de faire moudre leur grain, appartenait au seigneur du lieu {frmillend}. Le moulin passa ensuite à des particuliers, et {frmillacts}.",
        "La paroisse {dePlace} est fort ancienne, et avant la Révolution elle relevait, comme toutes celles du duché, {frparishsee}. Les limites de la paroisse ne coïncidaient pas toujours avec celles de la commune, et {frparishbound}.",
        "L'église {dePlace} a été agrandie et rebâtie à plusieurs reprises, et {frchurchacts}. {frchurchyard}",
        "Longtemps l'école {dePlace} ne fut tenue que pendant l'hiver, {frschoolwhen}. Le maître, souvent le marguillier, y enseignait {frschoolwhat}, et l'école se tenait dans sa maison ou dans une salle louée, en attendant que la commune {frschoolhouse}.",
        "La chapelle {dePlace} a été plusieurs fois {frchapelworks} au cours des siècles. Les comptes de la fabrique et les procès-verbaux des visites de l'archidiacre nous renseignent sur {frchapelstate}, et {frchapelmass}.",
      ],
    },
    // Not the capital nor Echternach, whose first mentions (963, 698) are no charter of 1150–1350 (types.ts).
    places: HISTORY_TOWNS,
  },

  medicine: {
    // The headline of a report of many cases says so. Only typhoid comes from the water: the village fountain and the call for drinking
    // water belong to the years before the mains reached the villages (about 1930), the infected milk of a farm to those after; measles,
    // diphtheria and scarlet fever spread from the schools (issue 51: not "36 cas de rougeole … l'eau d'un puits").
    headlines: ['Une épidémie de {disease_name} à {place}.', 'Hygiène publique : la {disease_name} à {place}.', 'Observation clinique : des cas de {disease_name} à {place}.'],
    lead: ['Au cours des dernières semaines, {#cases:6-40} cas de {disease_name} ont été observés à {place} et dans les localités voisines.'],
    body: [
      '{disease_source}',
      '{disease_act}',
      // Few died of these fevers once there were antibiotics and the serum (issue 51: "trois décès" of measles in 1970).
      // The deaths are counted, not belittled: no "que trois décès" (issue 51, eighth reading).
      { text: "{=On déplore jusqu'ici {#deaths:1-3:w} décès|On n'a heureusement à déplorer aucun décès}.", to: 1950 },
      { text: "{=On n'a heureusement à déplorer aucun décès|Aucun des malades n'a succombé|Tous les malades sont en voie de guérison}.", from: 1950 },
      '{disease_end}',
    ],
    lists: {
      // Typhoid until the water was safe, diphtheria until the vaccination of the 1950s ended its epidemics.
      // From 1960 scarlet fever and measles are lines of their own (the last two), met without the disinfection of the houses,
      // which is of the 19th and early 20th century (issue 51, fourteenth reading row 8).
      disease_name: ['fièvre typhoïde@1840-1930', 'fièvre typhoïde@1930-1950', 'diphtérie@1840-1960', 'scarlatine@1840-1960', 'rougeole@1840-1960', 'scarlatine@1960', 'rougeole@1960'],
      disease_source: [
        "L'enquête a montré que la plupart des malades avaient puisé leur eau à la même fontaine.",
        "L'enquête a montré que la plupart des malades se fournissaient en lait à la même ferme.",
        "La maladie s'est déclarée d'abord à l'école, puis dans les familles.",
        'Les premiers cas ont été signalés parmi les enfants des écoles.',
        "La maladie s'est déclarée d'abord à l'école, puis dans les familles.",
        "La maladie s'est déclarée d'abord à l'école, puis dans les familles.",
        'Les premiers cas ont été signalés parmi les enfants des écoles.',
      ],
      // The cantonal doctor is a state office a man held until the 1970s, not the town's practitioner (issue 51, seventh reading: no
      // "médecin cantonal, Mme Müller" in 1927): an official, written as a man.
      disease_act: [
        'Le médecin cantonal, {P=official.nom}, a fait fermer la fontaine et ordonné la désinfection des habitations.',
        'Le médecin cantonal, {P=official.nom}, a fait interdire la vente du lait de cette ferme et ordonné la désinfection des habitations.',
        "Le médecin cantonal, {P=official.nom}, a ordonné l'isolement des malades et la désinfection des habitations.",
        "Le médecin cantonal, {P=official.nom}, a ordonné l'isolement des malades et la désinfection des habitations.",
        "Le médecin cantonal, {P=official.nom}, a ordonné l'isolement des malades et la désinfection des habitations.",
        "Le médecin cantonal, {P=official.nom}, a recommandé aux parents de garder à la maison les enfants atteints et de les faire soigner par le médecin de famille.",
        "Le médecin cantonal, {P=official.nom}, a fait écarter de l'école les enfants malades et conseillé aux familles de faire examiner leurs enfants par le médecin.",
      ],
      disease_end: [
        "Ces faits montrent une fois de plus la nécessité d'une distribution d'eau potable dans nos communes rurales.",
        'On recommande aux familles de ne boire que du lait bouilli.',
        "Les écoles resteront fermées jusqu'à nouvel ordre.",
        "On recommande aux familles d'éviter les visites aux malades.",
        "Les écoles resteront fermées jusqu'à nouvel ordre.",
        "Les écoles resteront fermées jusqu'à nouvel ordre.",
        "On recommande aux familles d'éviter les visites aux malades.",
      ],
    },
    absent: [OCCUPIED],
  },

  women: {
    headlines: ['Le travail des femmes à {place}.', 'Nos assemblées : la section {dePlace}.', 'Pour l’éducation des jeunes filles à {place}.'],
    lead: ["La section {dePlace} de l'Action féminine a tenu {when} son assemblée, sous la présidence de {P=heroine.nom}."],
    // The speaker is named and speaks of one of several things, and the household school opens in a season still ahead of the
    // issue (issue 51, sixteenth reading row 3: one unnamed "oratrice" on the vote of 1919 in 74 of 92 units; a school "to open in
    // the autumn" in the autumn).
    body: [
      '{speech}',
      '{housecourse}',
      "L'assemblée a décidé d'organiser {course}.",
      '{=Un thé a réuni ensuite les membres|La réunion s’est terminée par un thé|Un goûter a clos la séance|Les membres se sont ensuite retrouvées autour d’une tasse de thé|La séance a été suivie d’un thé amical}.',
    ],
    lists: {
      // What the section teaches varies, and the evening classes for women workers only where they worked, in the capital and the
      // towns of the steel and mining basin (issue 51, fifteenth reading, still seen: "pour les ouvrières" at Grevenmacher, 70 of 83 units).
      speech: [
        "{Q=chairwoman.nom}, venue {dePlace2}, a rappelé que les femmes votent au Grand-Duché depuis 1919, mais qu'il reste beaucoup à faire pour l'égalité des salaires.",
        "La présidente a parlé de l'égalité des salaires : le droit de vote, acquis en 1919, n'a pas tout réglé.",
        "{Q=chairwoman.nom} a fait une causerie sur le budget du ménage, qui a été suivie avec beaucoup d'attention.",
        "Dans une conférence très applaudie, {Q=chairwoman.nom} a parlé de l'éducation des jeunes filles.",
        "{Q=chairwoman.nom}, institutrice, a entretenu l'assemblée du rôle de la mère dans l'éducation des enfants.",
        "Le rapport de la secrétaire, {Q=chairwoman.nom}, a montré que la section compte {#members:40-180} membres.",
        "{Q=chairwoman.nom} a rendu compte du congrès de l'Action féminine tenu à Luxembourg.",
        "La présidente a remercié les membres qui ont visité les malades et les vieillards pendant l'année.",
      ],
      // The school opens in the season after the issue's: the autumn up to August, the spring from July (list-marks.ts).
      housecourse: [
        "<1-8>Une école ménagère doit ouvrir à l'automne ; les inscriptions sont reçues dès maintenant.",
        "<1-8>Les cours de l'école ménagère commenceront à l'automne ; on peut s'inscrire auprès de la présidente.",
        "<7-12>Une école ménagère doit ouvrir au printemps prochain ; les inscriptions sont reçues dès maintenant.",
        "<7-12>Les cours de l'école ménagère commenceront au printemps prochain ; on peut s'inscrire auprès de la présidente.",
        "La section étudie la création d'une école ménagère ; une commission a été chargée de la question.",
        "La création d'une école ménagère a été mise à l'étude ; la section en reparlera à sa prochaine réunion.",
      ],
      course: [
        '<Luxemburg,Esch an der Alzette,Düdelingen,Differdingen,Rümelingen,Petingen,Schifflingen,Kayl>des cours du soir pour les ouvrières',
        '<Luxemburg,Esch an der Alzette,Düdelingen,Differdingen,Rümelingen,Petingen,Schifflingen,Kayl>des cours du soir pour les ouvrières des usines et des ateliers',
        'des cours de couture et de coupe, le jeudi après-midi',
        'un cours de cuisine pour les jeunes ménagères',
        'un cours de soins aux nourrissons, donné par une infirmière',
        "des causeries mensuelles sur l'hygiène du foyer",
        'des cours de sténographie et de dactylographie pour les jeunes filles',
      ],
    },
    years: [1930, 1991],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  cinema: {
    headlines: ['Cette semaine au cinéma {dePlace}.', 'Sur nos écrans : « {film} » à {place}.', 'Le programme des cinémas {dePlace}.'],
    lead: ['Le cinéma {dePlace} présente cette semaine « {film} », qui a connu un grand succès à Paris.'],
    body: [
      "L'interprétation est remarquable, et la mise en scène ne manque pas d'ampleur.",
      'En complément de programme : les actualités et un dessin animé.',
      'Séances tous les soirs à 20 h 30 ; le dimanche, matinée à 15 heures.',
    ],
    // A film "this week" is in its first run: from the second month after its Paris premiere, about two years (films.ts; issue 51,
    // seventh reading row 11 and ninth reading row 9: not « Le jour se lève » in January 1939). Every month of the kind has one.
    lists: { film: filmEntries() },
    years: [1930, 1991],
    from: '1930-06',
    // March and April 1945 have no film in its first run: « Les Enfants du paradis » opened in Paris in March.
    absent: [NO_SOCIAL_LIFE, ['1945-03', '1945-04']],
    awayFrom: WINTER_FRONT,
  },

  rebuilding: {
    headlines: ['La reconstruction à {place}.', '{place} après la guerre : {work.le}.', 'Dommages de guerre à {place} : {work.le}.'],
    lead: ["À {place}, durement éprouvé par les combats de l'hiver 1944–1945, {work.le} a commencé {when}."],
    body: [
      'Sur les {#houses:200-900} maisons de la commune, à peine un tiers était encore habitable au lendemain de la guerre.',
      "Le ministère de la Reconstruction a accordé une avance de {$sum:20000-90000}.",
      'Bien des familles logent encore dans des baraquements à la sortie de la localité.',
      "On espère mettre au moins l'école et l'église sous toit avant l'hiver.",
    ],
    places: ['Wiltz', 'Clerf', 'Vianden', 'Echternach', 'Diekirch', 'Ettelbrück', 'Hosingen', 'Ulflingen', 'Befort'],
    lists: { work: ["f:reconstruction| de l'église", 'f:construction| du nouveau pont', 'm:déblaiement| des ruines', "f:reconstruction| de l'école"] },
    years: [1945, 1953],
    from: '1945-06',
    occupation: 'never',
  },

  appointments: {
    // The King of the Netherlands was Grand Duke until 23 November 1890: his decrees were "arrêtés royaux grand-ducaux"
    // (issue 51, tenth reading row 4); none is dated in the weeks of the change.
    headlines: ['Nomination d’un {office} à {place}.', 'Administration : un {office} nommé à {place}.', { text: 'Arrêté grand-ducal du {evDay} : nomination à {place}.', from: 1891 }, { text: 'Arrêté royal grand-ducal du {evDay} : nomination à {place}.', to: 1891 }],
    // The appointee is a man, as the office's title says (issue 51, sixth reading: not "Mme Welter … nommée garde forestier", "Frau X zum Förster"); the notary of the cast is no forester.
    lead: [
      { text: 'Par arrêté grand-ducal du {evDate}, {P=official.nom}, candidat{P.e}, a été nommé{P.e} {office} à {place}, en remplacement de {Q=official.nom}, admis{Q.e} à faire valoir ses droits à la retraite.', from: 1891 },
      { text: 'Par arrêté royal grand-ducal du {evDate}, {P=official.nom}, candidat{P.e}, a été nommé{P.e} {office} à {place}, en remplacement de {Q=official.nom}, admis{Q.e} à faire valoir ses droits à la retraite.', to: 1891 },
    ],
    body: [
      "{=L'intéressé{P.e} prêtera serment entre les mains du président du tribunal d'arrondissement|{P.nom} entrera en fonctions le 1er du mois prochain|{P.nom} faisait jusqu'ici son stage à {place2}}.",
      "{=La présente nomination sera publiée au Mémorial|L'arrêté paraîtra au prochain numéro du Mémorial|{Q.nom} exerçait ces fonctions depuis {#years:15-35} ans}.",
    ],
    // Offices of the State only: a primary teacher was named by the communal council, with the government's approval, not by
    // Grand-Ducal decree (issue 51, ninth reading); the decree is of a working day (not one in seven on a Sunday).
    lists: { office: ['notaire', 'receveur des contributions', 'receveur de l’enregistrement', 'percepteur des postes', 'garde forestier'] },
    eventWeekdays: NOT_SUNDAY,
    occupation: 'never',
    absent: [['1890-11', '1890-12'], ['1940-05', '1944-12']],
  },

  europe: {
    headlines: ['La Haute Autorité à Luxembourg : {topic.le}.', 'La CECA et {topic.le} ({month} {year}).'],
    lead: ['La Haute Autorité de la Communauté européenne du charbon et de l’acier a examiné {when}, en séance à Luxembourg, {topic.le}.'],
    body: ['Les neuf membres de la Haute Autorité assistaient à la séance.', "La sidérurgie luxembourgeoise en attend une relance des ventes.", 'Les décisions seront publiées la semaine prochaine.'],
    lists: { topic: ['m:prix de la ferraille', "m:approvisionnement en charbon", 'm:programme d’investissements', "m:marché commun| de l'acier"] },
    // The High Authority's years, from its first full year (it first met on 10 August 1952) to the merger of 1967 (issue 51, sixth reading row 13).
    years: [1953, 1967],
  },
}
