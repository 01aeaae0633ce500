/**
 * Luxembourgish articles (printed from 1900 on, in the papers that used the language), in the
 * spelling of the period's later years, with the n-rule ({vunPlace}, {obj.d}).
 */
import { COMMUNAL_ELECTIONS, schueberfouerOpening } from '../calendar.ts'
import { BY_ROAD } from '../geography.ts'
import type { Template } from '../story.ts'
import { MAJORITY_COMMUNES, CHAMBER_ELECTIONS, NOT_SUNDAY, NO_CHAMBER, NO_COUNCIL, NO_SOCIAL_LIFE, OCCUPIED, SUNDAY, WEEKDAYS_ONLY, type StoryBook, type ChamberRenewal, HISTORY_TOWNS } from './types.ts'

/**
 * A Chamber election's lines in the year of each election, as its renewal had them (issue 51: no
 * "Wale fir d'Chamber 1926"): a general election is the whole country's and the capital's; a
 * partial renewal of the interwar years and of 1948–51 is its two constituencies' only (the
 * capital, in the Centre, did not vote in 1928, 1934 and 1951).
 */
function byElection(write: Record<ChamberRenewal, readonly string[]>): Template[] {
  return CHAMBER_ELECTIONS.flatMap(({ day, renewed }) => write[renewed].map((text) => ({ text, from: Number(day.slice(0, 4)), to: Number(day.slice(0, 4)) + 1 })))
}

export const LB: StoryBook = {
  fire: {
    headlines: ['Brand zu {place}: {site_obj.d} vun der Famill {P.fam} ofgebrannt', 'Brand an der {street} zu {place}', 'Feier zu {place}'],
    // Every opening names the street: a headline may name it, and the body's further sentences may all be left out (issue 51, seventh reading).
    lead: [
      '{When} owes géint {#h:8-11} Auer ass an der {street} zu {place} an {site_obj.dem} vun der Famill {P.fam} e Feier ausgebrach.',
      '{When} moies fréi hunn d\'Noperen an der {street} zu {place} gesinn, datt et an {site_obj.dem} vun der Famill {P.fam} brennt.',
    ],
    body: [
      "D'Pompjeeën {vunPlace} ware séier do a konnten d'Feier no {=enger Stonn|zwou Stonnen|dräi Stonnen} ënner Kontroll kréien.",
      // What was saved and what burnt are the building's own (site_*: one line of each; issue 51).
      '{site_saved}',
      'De Schued gëtt op {$damage:1500-9000} geschat.',
      'Verwonnt gouf keen.',
      "{=D'Gendarmerie mécht eng Enquête|D'Gendarmerie {vunPlace} huet eng Enquête ugefaangen|Wéi d'Feier entstanen ass, weess een nach net|Wahrscheinlech ass d'Feier vum Uewen ausgaang|Et kéint sinn, datt Kanner mat Fixspoun gespillt hunn}.",
    ],
    lists: {
      site_obj: ['f:Scheier', 'f:Scheier', 'f:Scheier', 'm:Stall', 'm:Stall', 'n:Haus', 'n:Haus', 'n:Haus', 'm:Atelier', 'f:Schmëdd'],
      site_saved: [
        "D'Véi konnt gerett ginn, mee d'Fudder an d'Geschir si verbrannt.",
        "D'Véi konnt gerett ginn, mee den Daachstull ass ganz ofgebrannt.",
        "D'Hee an d'Stréi si ganz verbrannt; d'Véi stoung zum Gléck op der Wiss.",
        "D'Päerd an d'Kéi koumen nach eraus, mee d'Fudder um Späicher ass verbrannt.",
        "D'Kéi konnte mat Méi erausgefouert ginn, mee d'Geschir ass verbrannt.",
        "D'Famill konnt sech a Sécherheet bréngen, mee vill Miwwelen a Kleeder si verbrannt.",
        "D'Noperen hu gehollef, wat ze rette war, erauszedroen, mee den Daachstull ass ganz ofgebrannt.",
        "D'Kanner goufen aus dem Schlof gerappt a konnten nach eraus, mee d'Miwwele si verbrannt.",
        "D'Geschir konnt zum Deel gerett ginn, mee d'Holz ass verbrannt.",
        "Den Amboss an d'Geschir koumen nach eraus, mee d'Daach ass ofgebrannt.",
      ],
    },

  },

  council: {
    headlines: ['Gemengerot {vunPlace}: {item_topic.d}', 'Aus dem Gemengerot {vunPlace}', '{place}: De Gemengerot an {item_topic.d}'],
    // The matter of the headline is reported in every text: the matter and its cost are the opening's, never left out of the body's draw (issue 51, sixth reading).
    // What it costs and what was voted are the topic's own (item_*: one line of each): a budget is no building (issue 51, fourth reading).
    lead: [
      // The matter in the sentence that names the town: a sentence repeated in the issue is struck (draft-writer), "Haaptpunkt … war d'Kanalisatioun" was.
      'De Gemengerot {vunPlace} ass {when} zesummekomm, fir iwwer {item_topic.d} ze beroden; de Virsëtz hat {P=mayor.titled}. {item_cost}',
      'De Gemengerot {vunPlace} huet {when} iwwer {item_topic.d} beroden; de Virsëtz hat {P=mayor.titled}. {item_cost}',
    ],
    body: [
      'No enger laanger Diskussioun gouf {item_voted} mat {#yes:seats-6..seats-3} géint {#no:1-3} Stëmmen ugeholl.',
      'Déi nächst Sëtzung ass {nextDate}.',
    ],
    lists: {
      item_topic: ['f:nei Schoul', "f:Waasserleitung", 'n:Stroossebeliichtung', 'm:Budget', 'm:Sportsall', 'f:Kanalisatioun', 'm:Kierfecht'],
      item_cost: [
        ...Array<string>(3).fill("D'Käschte leien ëm {$cost:4000-30000}; d'Regierung huet e Subsid versprach."),
        // No "next year's" budget in May: the budget's lines are true in any month (issue 51, eighth reading).
        "De Budget gesäit {budgetpost} vir, ouni d'Gemengentaxen ze erhéijen.",
        ...Array<string>(3).fill("D'Käschte leien ëm {$cost:4000-30000}; d'Regierung huet e Subsid versprach."),
      ],
      // The project named, as the sentence that names it before may not be printed (issue 51, fifth reading).
      item_voted: ['de Projet vun der neier Schoul', 'de Projet vun der Waasserleitung', 'de Projet vun der Stroossebeliichtung', 'de Budget', 'de Projet vum Sportsall', 'de Projet vun der Kanalisatioun', 'de Projet vum Kierfecht'],
      // A list entry takes no {=…|…} choice (its | is a noun's ending): what the budget provides is a list of its own.
      budgetpost: ['nei Stroosseluuchte', 'e neie Pompjeesauto', 'Reparaturen un der Schoul'],
    },
    occupation: 'never',
    absent: [NO_COUNCIL],
    eventWeekdays: NOT_SUNDAY,
  },

  chamber: {
    headlines: ["An der Chamber: {topic.d}", 'Chamber: Debatt iwwer {topic.d}', "D'Chamber an {topic.d}"],
    // Four openings and seven bills: a paper of few kinds prints two Chamber notes in an issue, not in one sentence (issue 51, eighth reading).
    lead: [
      "D'Chamber vun den Deputéierten huet {when} iwwer {topic.d} debattéiert.",
      "D'Deputéiert hunn {when} an der Chamber iwwer {topic.d} diskutéiert.",
      "Op der Dagesuerdnung vun der Chamber stoung {when} {topic.d}; d'Debatt huet bis an den Owend gedauert.",
      "{topic.D} ass {when} an der Chamber diskutéiert ginn; vill Deputéiert hunn d'Wuert gefrot.",
    ],
    body: [
      '{P=deputy.d}{P.role} {P.fam} {vunPlace} huet {=dem Minister|der Majoritéit} virgehäit, {=de Bauer|de Norden|de Wënzer|de Mëttelstand} ze vergiessen.',
      "{=De Minister huet geäntwert, de Projet wier gutt virbereet|De Rapporteur huet geäntwert, d'Suen dofir stéingen am Budget|De Minister huet versprach, d'Kritik am Reglement ze berécksiichtegen}.",
      "{=Um Enn gouf de Gesetzesprojet mat grousser Majoritéit ugeholl|Um Enn gouf de Gesetzesprojet ugeholl, d'Oppositioun huet sech enthalen|De Vott ass op eng nächst Sëtzung verluecht ginn}.",
      "Bis zu de Wale wëll {=d'Majoritéit|de Minister} nach e puer Gesetzer duerch d'Chamber bréngen, déi fir d'ganzt Land wichteg sinn.",
    ],
    lists: { topic: ['m:Budget', 'f:Schoulreform', "f:Pensiounsreform", 'n:Stroossebauprogramm', 'f:Steierreform', 'n:Wahlgesetz', 'n:Landwirtschaftsgesetz'] },
    years: [1919, 1991],
    occupation: 'never',
    absent: NO_CHAMBER,
    eventWeekdays: WEEKDAYS_ONLY,
  },

  elections: {
    headlines: ['Wale vun {place}: d\'Resultat', "D'Wale vun {place}", "D'Wale vun {place}: den neie Gemengerot"],
    lead: ['Bei de Gemengewale vum {evDay} zu {place} hunn {#votes:300-1500} Wieler hir Stëmm ofginn.', "Zu {place} sinn den {evDay} d'Wieler un d'Urne gaang; {#votes:300-1500} hunn hir Stëmm ofginn."],
    body: [
      "D'Resultater {=koumen eréischt spéit an der Nuecht|ware kuerz no aacht Auer bekannt|goufen owes virum Gemengenhaus {vunPlace} virgelies}.",
      '{P=mayor.titled} gouf mat enger {=grousser|knapper} Majoritéit erëmgewielt.',
      "D'Bedeelegung war {=ganz héich|niddreg|gutt}.",
      // A council elected in October took office on the 1 January after (electoral law of 1924, art. 149), not within the week (issue 51, eighth reading).
      { text: 'Den neie Gemengerot trëtt den 1. Januar säin Amt un.', from: 1946 },
      { text: 'Wéini den neie Gemengerot vereedegt gëtt, steet nach net fest.', to: 1946 },
    ],
    years: [1919, 1991],
    occupation: 'never',
    absent: [NO_COUNCIL],
    // Only in the week after a day all the communes voted (COMMUNAL_ELECTIONS), and of that Sunday (issue 51, eighth reading).
    eventDates: COMMUNAL_ELECTIONS,
    // A commune voting by majority, where a second round and a few hundred voters belong.
    places: MAJORITY_COMMUNES,
    eventDaysBefore: [1, 6],
    eventWeekdays: SUNDAY,
  },

  schueberfouer: {
    headlines: ["Schueberfouer {year}: d'Fouer ass op", 'Op der Schueberfouer', 'Schueberfouer: de Hämmelsmarsch', 'D\'Schueberfouer um Glacis'],
    lead: ["D'Schueberfouer um Glacis ass {when} opgaang, an et war vum éischten Dag u vill Leit do."],
    body: [
      'Ronn {#stands:80-160} Stänn a Karusselle stinn dëst Joer op der Fouer.',
      "{=De Hämmelsmarsch ass moies mat Musek duerch d'Stad gezunn|De Sonndeg ass den Hämmelsmarsch mat Musek duerch d'Stad gezunn|Nom Hämmelsmarsch ass d'Stad voller Leit}.",
      "{=Gebake Fësch an Ham si wéi all Joer gefrot|Bei de Fëschbuden ass ëmmer eng laang Schlaang|Nei ass dëst Joer eng Rutschban fir déi Kleng}.",
      "{=D'Police huet de Verkéier ronderëm de Glacis ëmgeleet|Um Glacis war owes kaum duerchzekommen|D'Police ass owes mat méi Leit op der Fouer}.",
    ],
    places: ['Luxemburg'],
    // The fair opens on the Sunday nearest St Bartholomew's day and is reported in the week after (issue 51: not on 31 July).
    eventDays: (year) => ({ Luxemburg: schueberfouerOpening(year) }),
    eventDaysBefore: [1, 6],
    months: [8, 9],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
  },

  schueberfouerPlan: {
    headlines: ["Schueberfouer {year}: de Gemengerot decidéiert", 'Schueberfouer {year}: {#stands:80-160} Plaze fir d\'Foirainen', "D'Schueberfouer {year} gëtt virbereet"],
    lead: [
      "De Schäfferot vun der Stad Lëtzebuerg huet {when} decidéiert, wéi d'Plazen op der Schueberfouer dëst Joer verdeelt ginn.",
      "Op senger leschter Sëtzung huet de Schäfferot vun der Stad Lëtzebuerg iwwer d'Schueberfouer {year} beroden.",
    ],
    body: [
      'Ronn {#stands:80-160} Foirainen hu sech gemellt, méi wéi d\'lescht Joer.',
      "{=D'Fouer fänkt wéi ëmmer Enn August um Glacis un|Wéi all Joer gëtt d'Fouer Enn August um Glacis opgebaut|Den Opbau um Glacis fänkt Mëtt August un}.",
      "{=D'Präisser fir d'Plaze ginn net erop|Fir d'Plaze gëllen déi selwecht Präisser wéi d'lescht Joer|D'Plaze kaschten dëst Joer e bësse méi}.",
      "{=D'Geschäftsleit aus der Stad hoffen op vill Leit vum Land|D'Bistroe ronderëm de Glacis hoffen op schéint Wieder|D'Geschäftsleit aus der Stad freeë sech schonn op d'Fouer}.",
    ],
    places: ['Luxemburg'],
    // The aldermen sit on working days (issue 51: not "e Sonndeg decidéiert").
    eventWeekdays: WEEKDAYS_ONLY,
    months: [3, 4, 5, 6, 7],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
  },

  schueberfouerReview: {
    headlines: ["No der Schueberfouer {year}: e gudde Bilan", "Schueberfouer: d'Fouer ass eriwwer", "Schueberfouer {year}: Rekord um Glacis"],
    lead: ["D'Schueberfouer {year} ass eriwwer, an d'Foiraine si mam Bilan zefridden."],
    body: [
      "Iwwer dräi Wochen hunn Dausende vu Leit aus dem ganze Land de Wee op de Glacis fonnt.",
      "{=D'Wieder war bal ëmmer gutt, just den éischte Weekend huet et gereent|Et huet vill gereent, an um Glacis stoung de Bulli|D'Hëtzt huet vill Leit eréischt owes op d'Fouer gelackelt}.",
      "{=D'Police huet keng gréisser Incidenter gemellt|D'Police huet e puer Täschendéif gefaasst|Et gouf just e puer Sträit an de Bistroen}.",
      "{=D'nächst Joer soll d'Fouer nach e bësse méi grouss ginn|Fir d'nächst Joer hu sech schonn nei Foiraine gemellt|D'Foirainen hoffen, datt d'Plazen d'nächst Joer net méi deier ginn}.",
    ],
    places: ['Luxemburg'],
    months: [9, 10],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
  },

  chamberElections: {
    headlines: byElection({
      all: ["D'Wale fir d'Chamber {year}: d'Resultat zu Lëtzebuerg", "Wale fir d'Chamber {year}: Lëtzebuerg an {place2} hu gewielt", "Nom Walsonndeg: d'Wale fir d'Chamber zu Lëtzebuerg an zu {place2}"],
      'centre-north': ["D'Wale fir d'Chamber {year}: d'Resultat am Zentrum an am Norden", "Wale fir d'Chamber {year}: den Zentrum an den Norden hu gewielt", "Nom Walsonndeg: d'Wale fir d'Chamber am Zentrum an am Norden"],
      'south-east': ["D'Wale fir d'Chamber {year}: d'Resultat am Süden an am Osten", "Wale fir d'Chamber {year}: de Süden an den Osten hu gewielt", "Nom Walsonndeg: d'Wale fir d'Chamber am Süden an am Osten"],
    }),
    lead: byElection({
      all: ["Bei de Chamberwale vum {evDay} hunn d'Wieler zu Lëtzebuerg an am ganze Land nei Deputéiert gewielt."],
      'centre-north': ["Bei de Chamberwale vum {evDay} hunn d'Wieler vum Zentrum a vum Norden d'Hallschent vun der Chamber nei gewielt."],
      'south-east': ["Bei de Chamberwale vum {evDay} hunn d'Wieler vum Süden a vum Osten d'Hallschent vun der Chamber nei gewielt."],
    }),
    body: [
      "D'Bedeelegung louch bei {#pct:85-93} Prozent.",
      "{=Déi stäerkst Fraktioun an der Chamber bleift déi selwecht|Déi grouss Parteien hunn hir Sëtz ongeféier gehalen|Déi kleng Parteie konnten e puer Sëtz bäigewannen|D'Majoritéit an der Chamber ännert sech net}.",
      ...byElection({ all: ['Am Bezierk Zentrum goufen {#seats:14-21} Sëtz verdeelt.'], 'centre-north': ['Am Bezierk Zentrum goufen {#seats:13-15} Sëtz verdeelt.'], 'south-east': ['Am Bezierk Süden goufen {#seats:20-22} Sëtz verdeelt.'] }),
      ...byElection({ all: ['Zu {place2} goung et besonnesch knapp aus.'], 'centre-north': ['Am Norden goung et besonnesch knapp aus.'], 'south-east': ['Am Osten goung et besonnesch knapp aus.'] }),
    ],
    years: [1919, 1991],
    occupation: 'never',
    absent: [['1940-05', '1945-09']],
    // Only in the week after a real election (CHAMBER_ELECTIONS), and of its day.
    eventDates: CHAMBER_ELECTIONS.map((election) => election.day),
    eventDaysBefore: [1, 7],
    // Elected on a Sunday ("Walsonndeg"), as every Chamber since 1919.
    eventWeekdays: SUNDAY,
  },

  children: {
    headlines: ["Fir eis Kleng: {tale}", 'Eng Geschicht fir d\'Kanner: {tale} ({place})', "D'Bomi {vunPlace} verzielt: {tale}"],
    lead: ['Et war eemol e klenge Bouf zu {place}, deen huet {P=hero.given} geheescht.'],
    body: [
      "{=All Dag|All Moien um Wee an d'Schoul|All Samschdeg} ass hie laanscht d'Fënster vum {=Butték|Spillsaachebutték|Bäcker} gaang a krut grouss Aen.",
      "Do sot seng {=Bomi|Mamm|Tatta}: „{=Wie fläisseg ass an deelt, dee kritt och eppes|Wie gedëlleg ass, dee gëtt belount|Wat een deelt, dat kënnt duebel zeréck}.“",
      "{=Wéi de Wanter koum|Enges Daags am Hierscht|Wéi et déi éischte Kéier geschneit huet}, huet hie {=säi Brout|seng Äppel|säin Nomëttesbrout} mat engem aarme Kand gedeelt.",
      "An um {=Zinnikleesdag|Chrëschtdag} stoung dat, wat hie sech gewënscht hat, {=virun der Dier|op der Fënsterbänk|um Dësch an der Stuff}.",
    ],
    close: ["{=Wie vun iech kann d'Geschicht weider verzielen?|Wat mengt dir, wat huet hie sech gewënscht?|Schreift eis, wéi d'Geschicht bei iech doheem weidergeet!}"],
    // Titles of this tale (a boy's wish, the shop window, the bread he shares, the gift that comes), never of another (issue 51).
    lists: { tale: ['De Wonsch vum klenge Bouf', 'Virun der Fënster vum Butték', "D'gedeelte Brout", 'Den Zinniklos kënnt', 'Wat een deelt, kënnt duebel zeréck', 'E Kaddo fir e gudde Bouf'] },
    // A St Nicholas tale: printed in the weeks before the feast, 6 December (issue 51: not "Der Nikolaus kommt" on 31 December).
    months: [11, 12],
    days: ['11-01', '12-06'],
  },

  history: {
    headlines: ["Aus der Geschicht {vunPlace}", 'Al Zäiten zu {place}', "Wéi et fréier zu {place} war"],
    // Three openings, not one mould for every town (issue 51, sixth reading: "3 of my 12 single units began «Déi eelst Urkund …»").
    lead: [
      "Déi eelst Urkund, an där {place} genannt gëtt, ass aus dem Joer {#charter:1150-1350:y}.",
      "Fir d'éischt gëtt {place} am Joer {#charter:1150-1350:y} an enger Urkund ernimmt.",
      '{place} ass al: eng Urkund vum Joer {#charter:1150-1350:y} nennt schonn den Numm.',
    ],
    body: [
      // The town by its name, not "d'Duerf": the capital and the chartered towns were no villages (issue 51, sixth reading); the French years, not a castle "of which nothing is left" (Vianden's, Clervaux's stand).
      "{=Am drëssegjärege Krich ass {place} geplëndert ginn, an d'Pescht huet vill Leit dohigerafft|Am siwwenzéngte Joerhonnert hunn de Krich an d'Pescht {place} bal eidel gemaach|Am Joer {#fire:1640-1690:y} ass e groussen Deel {vunPlace} ofgebrannt|An der franséischer Zäit huet de Maire {vunPlace} d'Registere op Franséisch gefouert}.",
      "D'Parbicher fänken am Joer {#books:1690-1750:y} un; do stinn eng Rei Nimm dran, déi et zu {place} nach haut gëtt.",
      "{=Wien nach al Fotoen oder Pabeieren huet, soll sech bei der Redaktioun mellen|Wie méi iwwer d'Geschicht {vunPlace} weess, soll eis schreiwen|Mir soen dem Schoulmeeschter {Q.fam} Merci fir seng Notizen|D'Geschicht vun der Kierch {vunPlace} verziele mir an enger nächster Nummer}.",
    ],
    // Not the capital nor Echternach, whose first mentions (963, 698) are no charter of 1150–1350 (types.ts).
    places: HISTORY_TOWNS,
  },

  festival: {
    headlines: ['Kiermes zu {place}', '{place}: de Cortège vun der Kiermes', 'Fest zu {place}'],
    lead: ['Zu {place} gouf {when} Kiermes gefeiert, a bal ganz {place} war op de Been.'],
    body: [
      'De Cortège ass um {=zwou|dräi|véier} Auer {=vun der Gare|vun der Kierch|vum Schoulhaff} fortgaang, mat der Musek vir.',
      '{P=mayor.titled} huet eng {=kuerz|flott|laang} Ried gehal.',
      'Owes war Bal am Sall {vunPlace}.',
    ],
    // The Kiermes was kept on a Sunday.
    eventWeekdays: SUNDAY,
    months: [5, 6, 7, 8, 9, 10],
    absent: [NO_SOCIAL_LIFE],
  },

  society: {
    headlines: ["Generalversammlung vun {club.dem} {vunPlace}", '{club.D} {vunPlace}: Generalversammlung', 'Aus de Veräiner: {club.d} {vunPlace}'],
    lead: ["{club.D} {vunPlace} hat {when} hir Generalversammlung."],
    body: [
      "{P=president.d}{P.role} {P.fam} huet {=d'Membere begréisst|d'Versammlung opgemaach|de Joresbericht virgedroen}.",
      "D'Keess weist e Bestand vun {$cash:100-900}.",
      'Et goufen {#new:3-12} nei Memberen opgeholl.',
      '{=De Comité gouf erëmgewielt|De Comité gouf an der selwechter Zesummesetzung erëmgewielt|Nei an de Comité koum {Q.name}|De Comité bleift, wéi e war; nëmmen de Sekretär gouf ersat}.',
      "{=Am Summer ass en Ausfluch {=op d'Musel|an d'Éislek|an de Mëllerdall} geplangt|Fir den Hierscht gëtt e Concert virbereet|De Veräin huet vir, nei Nouten ze kafen|Fir d'Kiermes {vunPlace} gëtt e Concert virbereet}.",
    ],
    lists: { club: ['f:Harmonie', 'f:Fanfare', 'f:Chorale', 'f:Musek'] },
    absent: [NO_SOCIAL_LIFE],
  },

  // A by-election for a seat left empty, held by one commune on a Sunday of its own (issue 51, eighth reading).
  byElection: {
    headlines: ['Gemengerot {vunPlace}: Wale fir e fräie Sëtz', 'Wale fir e fräie Sëtz am Gemengerot {vunPlace}'],
    lead: ['Zu {place} gouf {when} e fräie Sëtz am Gemengerot nei besat; bei de Wale krut {P=councillor.name} {#votes:120-600} Stëmmen.'],
    body: [
      "De Sëtz war fräi ginn, well {=e Conseiller gestuerwen ass|e Conseiller demissionéiert huet|e Conseiller fortgeplënnert ass}.",
      "D'Bedeelegung war {=niddreg|net grouss|zimmlech gutt}, wéi meeschtens, wann nëmmen ee Sëtz ze besetzen ass.",
      'De Géigekandidat krut {#other:40-110} Stëmmen.',
    ],
    occupation: 'never',
    absent: [NO_COUNCIL],
    years: [1920, 1991],
    // Only a commune voting by majority filled a seat so: under proportional representation the list's next candidate took it.
    places: MAJORITY_COMMUNES,
    eventWeekdays: SUNDAY,
  },

  football: {
    headlines: ['Fussball: {club} géint {rival}', 'Sport: {club} gewënnt géint {rival}'],
    lead: ['Viru ronn {#crowd:8-30:00} Spectateuren huet {club} {when} géint {rival} gespillt.'],
    body: [
      'Zur Paus stoung et {#h1:1-2} zu {#h2:0-1}.',
      'No der Paus huet {P=player.fam} e schéint Gol geschoss.',
      '{=Den Arbitter huet de Match gutt geleet|Den Arbitter {Q.fam} hat de Match fest an der Hand|D\'Spectateuren hunn hir Equipe bis zum Schluss ugefeiert|Um Enn war {club} déi besser Equipe}.',
    ],
    // Each club from its founding to its merger or renaming (Racing and Sporting into the Spora in 1923, US Hollerich into the Union in 1925,
    // SC Differdange the Red Boys from 1919, the Stade into the F91 in 1991); a league match on a Sunday, reported in the next days.
    lists: {
      club: ['Jeunesse Esch@1907', 'Fola Esch@1906', 'Union@1925-2005', 'Red Boys Déifferdeng@1919-2003'],
      rival: ['Progrès Nidderkuer@1919', 'Spora@1923-2005', 'Aris Bouneweg@1922-2001', 'Etzella Ettelbréck@1917', 'US Rëmeleng@1907', 'Racing Lëtzebuerg@1907-1923'],
    },
    years: [1910, 1991],
    eventDaysBefore: [1, 1],
    eventWeekdays: SUNDAY,
    absent: [NO_SOCIAL_LIFE],
  },

  agriculture: {
    headlines: ['Aus der Landwirtschaft: {crop.d} ronderëm {place}', 'De Bauer an {crop.d}'],
    lead: ["D'Bauere ronderëm {place} soen, {crop.d} stéing dëst Joer {=gutt|net esou gutt|schlecht}."],
    body: [
      "{=D'Wieder war déi lescht Wochen ze {=naass|dréchen}|Et huet déi lescht Woche {=vill|bal guer net} gereent|D'Nuechte waren nach ze kal}.",
      "Um leschte Maart {vunPlace2} waren d'Präisser {=gutt|net schlecht|ze niddreg}.",
      '{=De Bauereveräin huet Dünger zesumme kaaft|De Bauereveräin {vunPlace} huet eng nei Dreschmaschinn ugeschaaft|Vill Baueren hu Suergen, datt d\'Präisser am Hierscht falen}.',
    ],
    lists: { crop: ['f:Gromper', 'm:Kar', 'm:Hawer', 'm:Weess'] },
    months: [4, 5, 6, 7, 8, 9],
    // The farmers round a town sell at a market on their road, not at the other end of the country (issue 51, sixth reading).
    second: BY_ROAD,
    absent: [OCCUPIED],
  },

  accident: {
    second: BY_ROAD,
    headlines: ['Accident bei {place}', '{place}: Accident op der Strooss'],
    lead: ['{When} owes sinn op der Strooss tëscht {place} an {place2} en Auto an e Camion openeegestouss.'],
    body: [
      "{=De Chauffeur vum Auto ass blesséiert an d'Klinik bruecht ginn|De Chauffeur vum Camion ass mam Schreck dervukomm|Zwee Leit aus dem Auto goufe liicht blesséiert}.",
      // What is true in any month: a road wet after rain, not ice or a dark evening that a summer month cannot have (issue 51, sixth reading follow-up).
      "{=D'Strooss war naass vum Reen|De Camion hat d'Virfaart net respektéiert|Den Auto ass an enger Kéier ze séier gefuer}.",
      "{=D'Gendarmerie huet de Constat gemaach|D'Gendarmerie {vunPlace} huet de Constat opgeholl|Béid Gefierer ware schwéier beschiedegt}.",
    ],
    years: [1920, 1991],
  },
}
