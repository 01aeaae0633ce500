/**
 * Luxembourgish articles (printed from 1900 on, in the papers that used the language), in the
 * spelling of the period's later years, with the n-rule ({vunPlace}, {obj.d}).
 */
import { COMMUNAL_ELECTIONS, luxDateArticle, schueberfouerOpening } from '../calendar.ts'
import { BY_ROAD } from '../geography.ts'
import { originLines } from '../town-origins.ts'
import { feastDays } from '../feasts.ts'
import { HOME_PLACE_COUNT, PLACES } from '../vocabulary.ts'
import type { Template } from '../story.ts'
import { CHAMBER_MONTHS } from './types.ts'
import { MAJORITY_COMMUNES, CHAMBER_ELECTIONS, NOT_SUNDAY, NO_CHAMBER, NO_COUNCIL, NO_SOCIAL_LIFE, WINTER_FRONT, OCCUPIED, SUNDAY, WEEKDAYS_ONLY, type StoryBook, type ChamberRenewal, HISTORY_TOWNS } from './types.ts'

/**
 * A Chamber election's lines in the year of each election, as its renewal had them (issue 51: no
 * "Wale fir d'Chamber 1926"): a general election is the whole country's and the capital's; a
 * partial renewal of the interwar years and of 1948–51 is its two constituencies' only (the
 * capital, in the Centre, did not vote in 1928, 1934 and 1951).
 */
function byElection(write: Record<ChamberRenewal, readonly string[]>): Template[] {
  return CHAMBER_ELECTIONS.flatMap(({ day, renewed }) => write[renewed].map((text) => ({ text, from: Number(day.slice(0, 4)), to: Number(day.slice(0, 4)) + 1 })))
}

/**
 * The towns a fire with a barn or a stable can be in: after 1950 not the capital, whose streets the
 * report names (Groussgaass, Haaptstrooss) had no farm left (issue 51, ninth reading: "am Stall vun
 * der Famill Philippart" on the capital's Haaptstrooss in 1970).
 */
// Luxembourg's own towns only: the foreign cities after HOME_PLACE_COUNT are no home of a Luxembourg brigade (issue 51, wave 11:
// "Brand zu Tréier … D'Pompjeeën vun Tréier", "Brand zu Roum").
const ALL_TOWNS = PLACES.slice(0, HOME_PLACE_COUNT).map((place) => place.de)
const FARM_FIRE_TOWNS = ALL_TOWNS.filter((town) => town !== 'Luxemburg')
const fireTowns = (year: number): readonly string[] => (year >= 1950 ? FARM_FIRE_TOWNS : ALL_TOWNS)

/**
 * The plan's opening with the fair's first day of its year (schueberfouerOpening): a fact of the
 * year in the note, not a second sentence that says nothing (issue 51, ninth reading: thin lb units).
 */
function withOpeningDay(openings: readonly string[]): Template[] {
  const templates: Template[] = []
  for (let year = 1900; year < 2000; year++) {
    const day = Number(schueberfouerOpening(year).slice(8, 10))
    const date = `${luxDateArticle(day)} ${day}. August`
    const [first = '', second = ''] = openings
    templates.push({ text: `${first} D'Fouer geet dëst Joer e Sonndeg, ${date}, op.`, from: year, to: year + 1 })
    templates.push({ text: `${second} Den éischte Fouerdag ass dëst Joer e Sonndeg, ${date}.`, from: year, to: year + 1 })
  }
  return templates
}

export const LB: StoryBook = {
  fire: {
    headlines: ['Brand zu {place}: {site_obj.d} vun der Famill {P.fam} ofgebrannt', 'Brand an der {street} zu {place}', 'Feier zu {place}'],
    // Every opening names the street: a headline may name it, and the body's further sentences may all be left out (issue 51, seventh reading).
    lead: [
      // A second sentence with the alarm, so that a short report still tells who and how many (issue 51, ninth reading: two-line lb units).
      '{When} owes géint {#h:8-11} Auer ass an der {street} zu {place} an {site_obj.dem} vun der Famill {P.fam} e Feier ausgebrach. {=Den Alarm huet d\'Famill {Q.fam} vis-à-vis ginn|{Q.name} huet de Rauch gesinn an d\'Noperen alarméiert|De Kommandant {R=fireChief.fam} ass mat {#men:8-20} Mann ausgeréckt}.',
      '{When} moies fréi hunn d\'Noperen an der {street} zu {place} gesinn, datt et an {site_obj.dem} vun der Famill {P.fam} brennt. {={Q.name} huet d\'Pompjeeën alarméiert, déi no {#min:10-25} Minutten do waren|D\'Noperen, ënner hinnen {Q.name}, hu mat Eemere Waasser gedroen, bis d\'Pompjeeën do waren|De Kommandant {R=fireChief.fam} ass mat {#men:8-20} Mann ausgeréckt}.',
    ],
    body: [
      // Not "ware séier do": a lead may have them come after 10–25 minutes (issue 51, sixteenth reading).
      "D'Pompjeeën {vunPlace} konnten d'Feier no {=enger Stonn|zwou Stonnen|dräi Stonnen} ënner Kontroll kréien.",
      // What was saved and what burnt are the building's own (site_*: one line of each; issue 51).
      '{site_saved}',
      // The base times the price factor (period.ts), a larger base from 1945 (issue 51, twelfth reading row 4; an order of magnitude).
      { text: 'De Schued gëtt op {$damage:1500-9000} geschat.', to: 1945 },
      { text: 'De Schued gëtt op {$damage:10000-45000} geschat.', from: 1945 },
      'Verwonnt gouf keen.',
      "{=D'Gendarmerie mécht eng Enquête|D'Gendarmerie {vunPlace} huet eng Enquête ugefaangen|Wéi d'Feier entstanen ass, weess een nach net|Wisou et gebrannt huet, ass nach net gekläert|Wahrscheinlech ass d'Feier {ursaach} ausgaang|Et kéint sinn, datt Kanner mat Fixspoun gespillt hunn}.",
    ],
    lists: {
      // The stove only from October to April, when it is heated (a mark is one range, so two lines); the chimney all year (issue 51,
      // twelfth reading row 2: not "vum Uewen" in June).
      ursaach: ['<10-12>vum Uewen', '<1-4>vum Uewen', 'vum Kamäin'],
      site_obj: ['f:Scheier', 'f:Scheier', 'f:Scheier', 'm:Stall', 'm:Stall', 'n:Haus', 'n:Haus', 'n:Haus', 'm:Atelier', 'f:Schmëdd'],
      site_saved: [
        "D'Véi konnt gerett ginn, mee d'Fudder an d'Geschir si verbrannt.",
        "D'Véi konnt gerett ginn, mee den Daachstull ass ganz ofgebrannt.",
        // The cattle are out at grass from April to October only (text.ts month mark; issue 51, thirteenth reading row 12).
        "<4-10>D'Hee an d'Stréi si ganz verbrannt; d'Véi stoung zum Gléck op der Wiss.",
        "D'Päerd an d'Kéi koumen nach eraus, mee d'Fudder um Späicher ass verbrannt.",
        "D'Kéi konnte mat Méi erausgefouert ginn, mee d'Geschir ass verbrannt.",
        "D'Famill konnt sech a Sécherheet bréngen, mee vill Miwwelen a Kleeder si verbrannt.",
        "D'Noperen hu gehollef, wat ze rette war, erauszedroen, mee den Daachstull ass ganz ofgebrannt.",
        "D'Kanner goufen aus dem Schlof gerappt a konnten nach eraus, mee d'Miwwele si verbrannt.",
        "D'Geschir konnt zum Deel gerett ginn, mee d'Holz ass verbrannt.",
        "Den Amboss an d'Geschir koumen nach eraus, mee d'Daach ass ofgebrannt.",
      ],
    },
    // A barn or a stable in the capital's streets after 1950 (issue 51, ninth reading): not there.
    places: fireTowns,

  },

  council: {
    headlines: ['Gemengerot {vunPlace}: {item_topic.d}', 'Aus dem Gemengerot {vunPlace}', '{place}: De Gemengerot an {item_topic.d}'],
    // The matter of the headline is reported in every text: the matter and its cost are the opening's, never left out of the body's draw (issue 51, sixth reading).
    // What it costs and what was voted are the topic's own (item_*: one line of each): a budget is no building (issue 51, fourth reading).
    // Two council notes of an issue share at most their opening: the plan, the vote and what comes next are each project's own
    // sentences, and the day of the next sitting is told in the opening (issue 51, wave 9: the sewers of one town and the cemetery of
    // another were told in the same four sentences).
    lead: [
      // The matter in the sentence that names the town: a sentence repeated in the issue is struck (draft-writer), "Haaptpunkt … war d'Kanalisatioun" was.
      'Fir {item_topic.d} ze beroden, ass de Gemengerot {vunPlace} {when} an enger ëffentlecher Sëtzung zesummekomm. {item_cost}',
      'De Gemengerot {vunPlace} ass {when} zesummekomm, fir iwwer {item_topic.d} ze beroden; de Virsëtz hat {P=mayor.titled}. {item_cost}',
      'De Gemengerot {vunPlace} huet {when} iwwer {item_topic.d} beroden; de Virsëtz hat {P=mayor.titled}. {item_cost}',
      "De Gemengerot {vunPlace} hat {when} {item_topic.d} ze beroden; d'Sëtzung huet {P=mayor.titled} presidéiert. {item_cost}",
      'Zu {place} ass de Gemengerot {when} zesummekomm, fir {item_topic.d} ze beroden; seng nächst Sëtzung ass {nextDate}. {item_cost}',
    ],
    body: ['{item_vote}', '{item_next}'],
    lists: {
      // A building's cost follows the era (issue 51, eleventh reading row 4 and wave 9): a school, a sports hall, a church's repair
      // or a fire station is its own line before 1920 and from 1920, the larger sum times the price factor (about 1–3 million francs
      // between the wars, some millions from 1945). The sums are an order of magnitude, as in the fr and en councils.
      // Street lamps were a council's business until the towns were lit, and not after 1950; a sewage works (the last line) is one
      // from 1965 (issue 51, fifteenth reading, still seen: councils of the 1950s–80s lighting their streets).
      item_topic: [
        'f:nei Schoul@1800-1920', 'f:Waasserleitung', 'n:Stroossebeliichtung@1800-1950', 'm:Budget', 'm:Sportsall@1920', 'f:Kanalisatioun', 'm:Kierfecht',
        'f:nei Schoul@1920', 'f:Reparatur| vun der Kierch@1800-1920', 'f:Reparatur| vun der Kierch@1920', 'n:Spretzenhaus@1800-1920', 'm:Pompjeesbau@1920',
        'f:Kläranlag@1965',
      ],
      // The plan and what it costs: each project in its own words.
      item_cost: [
        "De Plang gesäit zwee Schoulsäll an eng Wunneng fir de Schoulmeeschter vir; de Bau kascht ëm {$cost:4000-30000}, an de Staat bezilt en Deel dovun.",
        "D'Waasser soll vun enger Quell am Bësch an e neie Reservoir gefouert ginn; fir d'Leitung rechent de Gemengeningenieur mat {$cost:4000-30000}.",
        "D'Haaptstrooss an d'Gaasse sollen {#lamps:20-60} nei Luuchte kréien, wat d'Gemeng ëm {$cost:4000-30000} kascht.",
        // No "next year's" budget in May: the budget's lines are true in any month (issue 51, eighth reading).
        "De Budget gesäit {budgetpost} vir, ouni d'Gemengentaxen ze erhéijen.",
        "De Sportsall kënnt niewent der Schoul a soll och de Veräiner déngen; den Devis vum Architekt geet op {$cost:150000-450000}.",
        "Déi nei Kanalisatioun soll d'Ofwaasser vun {#streets:3-8} Stroossen an d'Baach féieren; d'Käschte leien ëm {$cost:4000-30000}, an d'Regierung huet e Subsid versprach.",
        "De Kierfecht gëtt ëm {#ares:10-40} Ar vergréissert a kritt eng nei Mauer; dofir sinn {$cost:4000-30000} virgesinn.",
        "D'Schoul kritt {#rooms:4-8} Klassesäll an e Préau; den Devis geet op {$cost:200000-550000}, an de Staat iwwerhëlt e gudden Deel vun de Käschten.",
        "Den Tuerm an den Daach vun der Kierch musse nei gemaach ginn; d'Aarbechte kaschten ëm {$cost:4000-30000}, an d'Kierchefabréck dréit en Drëttel.",
        "Den Tuerm an den Daach vun der Kierch musse nei gemaach ginn; d'Aarbechte kaschten ëm {$cost:100000-300000}, an d'Kierchefabréck dréit en Drëttel.",
        "D'Pompjeeë brauchen e méi grousst Spretzenhaus; de Bau kascht ëm {$cost:2000-12000}, déi d'Gemeng eleng dréit.",
        "De Pompjeesbau kritt eng Garage fir d'Pompjeesautoen an e Sall fir d'Versammlungen; den Devis geet op {$cost:150000-400000}.",
        "D'Ofwaasser soll net méi ongeklärt an d'Baach lafen; fir d'Kläranlag rechent de Gemengeningenieur mat {$cost:150000-500000}, an de Staat bezilt en Deel dovun.",
      ],
      // How the vote went, told of the project; the yes and no together stay within the council's seats.
      item_vote: [
        'Mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmmen huet de Gemengerot de Bau vun der neier Schoul beschloss.',
        "Vun de {#present:seats-2..seats} Conseilleren, déi do waren, huet keen géint d'Pläng vum Ingenieur gestëmmt.",
        'Iwwer d\'Plaze vun de Luuchte gouf laang gestridden, ier de Projet mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmmen duerchgoung.',
        "D'Minoritéit hat méi Suen fir d'Stroosse gefrot, mee de Budget gouf mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmmen ugeholl.",
        "De Sportsall gouf mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmme gestëmmt; der Oppositioun war de Projet ze deier.",
        "Nom Rapport vum Ingenieur huet de Gemengerot d'Kanalisatioun mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmmen ugeholl.",
        "Den Terrain, deen d'Gemeng dofir kafe muss, gouf mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmme bewëllegt.",
        "De Projet gouf mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmmen ugeholl; d'Minoritéit hätt léiwer déi al Schoul vergréissert.",
        "D'Gemeng iwwerhëlt de Rescht vun de Käschten: dat hunn {#yes:seats-4..seats-2} vun de {#present:seats-2..seats} Conseilleren decidéiert.",
        "D'Gemeng iwwerhëlt de Rescht vun de Käschten: dat hunn {#yes:seats-4..seats-2} vun de {#present:seats-2..seats} Conseilleren decidéiert.",
        'De Bau gouf eestëmmeg gestëmmt, an {#firemen:12-40} Pompjeeë waren op der Tribün derbäi.',
        'De Bau gouf eestëmmeg gestëmmt, an {#firemen:12-40} Pompjeeë waren op der Tribün derbäi.',
        "D'Kläranlag gouf mat {#yes:seats-4..seats-2} géint {#no:1-2} Stëmmen ugeholl; d'Minoritéit hätt se léiwer mat den Nopeschgemenge gebaut.",
      ],
      // What comes next: the tender, the grant, the land.
      item_next: [
        "D'Aarbechte ginn elo ausgeschriwwen; haut sëtze bis zu {#pupils:60-110} Kanner an engem eenzege Sall.",
        "Soubal de Subsid do ass, fänken d'Aarbechten un, déi {#months:4-9} Méint daueren.",
        "D'Liwwerung vun de Luuchte gëtt elo ausgeschriwwen, an d'Aarbechte sollen {#weeks:3-8} Wochen daueren.",
        "Elo muss nach d'Regierung de Budget guttheeschen; de Gemengerot hat {#sittings:2-3} Sëtzunge gebraucht, fir en unzehuelen.",
        'Schonn {#clubs:3-7} Veräiner hunn ugefrot, fir de Sall owes ze notzen.',
        "Op d'Aarbechten, déi {#months:5-12} Méint daueren, kënne sech elo Firmen aus dem ganze Land mellen.",
        'Mam Proprietär vun deenen {#ares:10-40} Ar gëtt elo verhandelt.',
        // The children told by the classroom, some 25–35 a class (issue 51, thirteenth reading row 9: not 400 children in four rooms).
        "Wann d'Regierung de Subsid accordéiert, gëtt ugefaang; an all Klassesall sollen net méi wéi {#pupils:25-35} Kanner sëtzen.",
        "D'Aarbechte sollen esou séier wéi méiglech ufänken, well et zënter {#years:2-4} Joer an d'Kierch reent.",
        "D'Aarbechte sollen esou séier wéi méiglech ufänken, well et zënter {#years:2-4} Joer an d'Kierch reent.",
        'De Kommandant vun de Pompjeeën huet dem Gemengerot {vunPlace} Merci gesot.',
        'De Kommandant vun de Pompjeeën huet dem Gemengerot {vunPlace} Merci gesot.',
        "D'Pläng ginn elo der Regierung virgeluecht; d'Aarbechte sollen {#months:8-14} Méint daueren.",
      ],
      // A list entry takes no {=…|…} choice (its | is a noun's ending): what the budget provides is a list of its own.
      // New street lamps only before 1950 (issue 51, fifteenth reading, still seen), a playground after: not the roads, which the minority asks more for.
      budgetpost: ['nei Stroosseluuchte@1800-1950', "en neie Spillplaz fir d'Kanner@1950", 'e neie Pompjeesauto', 'Reparaturen un der Schoul'],
    },
    occupation: 'never',
    absent: [NO_COUNCIL],
    eventWeekdays: NOT_SUNDAY,
  },

  chamber: {
    headlines: ["An der Chamber: {topic.d}", 'Chamber: Debatt iwwer {topic.d}', "D'Chamber an {topic.d}"],
    // Four openings and seven bills: a paper of few kinds prints two Chamber notes in an issue, not in one sentence (issue 51, eighth reading).
    lead: [
      // Who reported the bill, or how many spoke: a short note still says who and how many (issue 51, ninth reading).
      "D'Chamber vun den Deputéierten huet {when} iwwer {topic.d} debattéiert. {=Rapporteur war {R=deputy.d}{R.role} {R.fam}|An der Debatt hunn {#speakers:5-14} Deputéiert d'Wuert geholl}.",
      "D'Deputéiert hunn {when} an der Chamber iwwer {topic.d} diskutéiert. {=Rapporteur war {R=deputy.d}{R.role} {R.fam}|An der Debatt hunn {#speakers:5-14} Deputéiert d'Wuert geholl}.",
      "Op der Dagesuerdnung vun der Chamber stoung {when} {topic.d}; d'Debatt huet bis an den Owend gedauert. {=Rapporteur war {R=deputy.d}{R.role} {R.fam}|Et hunn {#speakers:5-14} Deputéiert d'Wuert geholl}.",
      "{topic.D} ass {when} an der Chamber diskutéiert ginn; vill Deputéiert hunn d'Wuert gefrot. Rapporteur war {R=deputy.d}{R.role} {R.fam}.",
    ],
    body: [
      // The critic is a deputy of his own, not the town's deputy the lead may have named rapporteur (people.ts's debater; issue 51,
      // fifteenth reading: "Rapporteur war den Deputéierten Brück. Den Deputéierten Brück … huet dem Minister virgehäit").
      // The reply is printed with the critic it answers, never alone (issue 51, sixteenth reading row 1).
      "{P=debater.d}{P.role} {P.fam} {vunPlace} huet {=dem Minister|der Majoritéit} virgehäit, {=de Bauer|de Norden|de Wënzer|de Mëttelstand} ze vergiessen. {=De Minister huet geäntwert, de Projet wier gutt virbereet|De Rapporteur huet geäntwert, d'Suen dofir stéingen am Budget|De Minister huet versprach, d'Kritik am Reglement ze berécksiichtegen}.",
      "{=Um Enn gouf de Gesetzesprojet mat grousser Majoritéit ugeholl|Um Enn gouf de Gesetzesprojet ugeholl, d'Oppositioun huet sech enthalen|De Vott ass op eng nächst Sëtzung verluecht ginn}.",
      "Bis zu de Wale wëll {=d'Majoritéit|de Minister} nach e puer Gesetzer duerch d'Chamber bréngen, déi fir d'ganzt Land wichteg sinn.",
      // How the sitting went (issue 51, wave 11: the lb Chamber note two sentences shorter than the German).
      '{chmore}',
      '{chnext}',
    ],
    lists: {
      topic: ['m:Budget', 'f:Schoulreform', "f:Pensiounsreform", 'n:Stroossebauprogramm', 'f:Steierreform', 'n:Wahlgesetz', 'n:Landwirtschaftsgesetz'],
      chmore: [
        "D'Sëtzung huet bal véier Stonne gedauert, an e puer Bänke ware bis zum Schluss eidel.",
        "Op der Tribün souzen e puer Dosen Zuschauer, déi d'Debatt bis zum Schluss matverfollegt hunn.",
        'D\'Debatt war zäitweis schaarf, an de President huet zweemol missen zur Rou mahnen.',
        "De Staatsrot hat säin Avis schonn e puer Méint virdru ginn.",
        "E puer Deputéiert hunn Amendementer proposéiert; déi meescht goufen an d'Kommissioun zeréckgeschéckt.",
        'De Minister huet d\'Zuele vu sengem Ministère virgeluecht, déi d\'Oppositioun a Fro gestallt huet.',
        "Virun der Debatt gouf de Rapport vun der Kommissioun virgelies.",
        "D'Kommissioun hat de Projet a {#sittings:4-9} Sëtzunge virbereet.",
      ],
      // What else the sitting did, after the bill.
      chnext: [
        "Nach an der selwechter Sëtzung goufen e puer Petitiounen ouni Debatt un d'Kommissioune weidergereecht.",
        "Um Enn vun der Sëtzung huet de President d'Dagesuerdnung vun der nächster Woch virgelies.",
        "Eng Interpellatioun iwwer d'Präisser gouf op eng spéider Sëtzung verréckelt.",
        "D'Press war op hirer Tribün zuelräich vertrueden.",
        "Vill Riedner hu sech op d'Zuele vum leschte Joer beruff.",
        "En Tëscheruff vun engem Deputéierten huet d'Chamber eng Zäitche laang opgereegt.",
        "Zwee Deputéiert waren entschëllegt, ee wéinst Krankheet.",
      ],
    },
    years: [1919, 1991],
    occupation: 'never',
    absent: NO_CHAMBER,
    // No sitting in the recess of the late summer (issue 51, sixteenth reading; types.ts).
    months: CHAMBER_MONTHS,
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
    lead: ["D'Schueberfouer um Glacis ass {when} opgaang, an et war vum éischten Dag u vill Leit do. Bis spéit an d'Nuecht war um Glacis vill Betrib."],
    body: [
      // "Ronn" takes a round number (issue 51, eleventh reading: "Ronn 87").
      'Ronn {#stands:8-16:0} Stänn a Karusselle stinn dëst Joer op der Fouer.',
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
    awayFrom: WINTER_FRONT,
  },

  schueberfouerPlan: {
    headlines: ["Schueberfouer {year}: de Gemengerot decidéiert", 'Schueberfouer {year}: {#stands:80-160} Plaze fir d\'Foirainen', "D'Schueberfouer {year} gëtt virbereet"],
    lead: withOpeningDay([
      "De Schäfferot vun der Stad Lëtzebuerg huet {when} decidéiert, wéi d'Plazen op der Schueberfouer dëst Joer verdeelt ginn.",
      "Op senger leschter Sëtzung huet de Schäfferot vun der Stad Lëtzebuerg iwwer d'Schueberfouer {year} beroden.",
    ]),
    body: [
      // The places the council allots, the same count as the headline's, not "about" so many stall-holders.
      "Dëst Joer ginn {#stands:80-160} Plazen un d'Foiraine verdeelt; {=et hu sech méi gemellt wéi d'lescht Joer|net jiddereen, deen sech gemellt huet, kritt eng Plaz|et hu sech bal esou vill gemellt wéi d'lescht Joer}.",
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
    awayFrom: WINTER_FRONT,
  },

  schueberfouerReview: {
    headlines: ["No der Schueberfouer {year}: e gudde Bilan", "Schueberfouer: d'Fouer ass eriwwer", "Schueberfouer {year}: Rekord um Glacis"],
    // How it ended: a note of two lines said only that it had (issue 51, ninth reading).
    lead: ["D'Schueberfouer {year} ass eriwwer, an d'Foiraine si mam Bilan zefridden. {=Déi lescht Foiraine si mat hire Wonne fortgefuer, an um Glacis gëtt opgeraumt|Um leschten Owend war de Glacis nach eng Kéier voller Leit}."],
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
    awayFrom: WINTER_FRONT,
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
    lead: ['Et war eemol e klenge Bouf zu {place}, deen huet {P=hero.given} geheescht. Hie war {#age:6-9} Joer al, a seng Elteren haten net vill Suen.'],
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
    // Each begins with the town's one statement of its beginnings, the same in every unit and paper (town-origins.ts; issue 51,
    // thirteenth reading row 1: not an "eelst Urkund" of a year drawn from 1150–1350 anew in every unit).
    lead: [
      // Who told it, how the people lived: true of any town of HISTORY_TOWNS, so a short note is still one (issue 51, ninth reading).
      "{origin} {=Wat mir hei verzielen, huet de Schoulmeeschter {Q.fam} aus den alen Akte vun der Par zesummegedroen|Méi wéi dat weess een haut net méi sécher|De Paschtouer {R=priest.fam} huet eis gewisen, wat an den alen Akte vun der Par steet}.",
      "{origin} {=Am Mëttelalter hunn d'Leit {vunPlace} bal all vun hirem Land an hirem Véi gelieft|Wat mir hei verzielen, huet de Schoulmeeschter {Q.fam} aus den alen Akte vun der Par zesummegedroen|De Paschtouer {R=priest.fam} huet eis gewisen, wat an den alen Akte vun der Par steet}.",
      "{origin} {=Am Mëttelalter hunn d'Leit {vunPlace} bal all vun hirem Land an hirem Véi gelieft|Méi wéi dat weess een haut net méi sécher|De Paschtouer {R=priest.fam} huet eis gewisen, wat an den alen Akte vun der Par steet}.",
    ],
    body: [
      // The town by its name, not "d'Duerf": the capital and the chartered towns were no villages (issue 51, sixth reading).
      // What the whole country lived through, not a plundering, a plague or a fire of the town in a year drawn anew in every unit
      // (issue 51, thirteenth reading row 1; as the de and fr kinds): no "Krich", whose searches want many kinds in their first results.
      "{=Wéi am siwwenzéngte Joerhonnert d'Pescht an den Honger dat ganzt Land heemgesicht hunn, hu vill Dierfer e groussen Deel vun hiren Awunner verluer|Zu Zäite vum Louis XIV. huet dat ganzt Land schwéier ënner den Aquartéierungen an de Kontributiounen ze leiden gehat|Am uechtzéngte Joerhonnert, ënner den Éisträicher, huet d'Land méi roueg Joren erlieft|An der franséischer Zäit huet de Maire {vunPlace} d'Registere op Franséisch gefouert|Um Wiener Kongress vun 1815 gouf d'Land e Groussherzogtum|Bei der Deelung vun 1839 ass de westlechen Deel vum Land u Belsch komm|Am Joer 1795 gouf d'Land un d'Franséisch Republik ugeschloss|Bis zur Franséischer Revolutioun hunn d'Bauere vun hirer Ernte den Zéngte missen ofginn}.",
      // The nineteenth century and the trades, told of the town's own kind (mining, Moselle, Ösling): issue 51, wave 11 (five-sentence histories).
      '{histlife}',
      '{histcentury}',
      // What a walk through the town still shows, and its old customs.
      '{histmark}',
      '{histfolk}',
      "{=Wien nach al Fotoen oder Pabeieren huet, soll sech bei der Redaktioun mellen|Wie méi iwwer d'Geschicht {vunPlace} weess, soll eis schreiwen|Mir soen dem Schoulmeeschter {Q.fam} Merci fir seng Notizen|D'Geschicht vun der Kierch {vunPlace} verziele mir an enger nächster Nummer}.",
    ],
    lists: {
      origin: originLines('lb'),
      histlife: [
        'Bis an dat nonzéngte Joerhonnert hate vill Haiser {vunPlace} nach e Stréidaach.',
        "Virun der Eisebunn hunn d'Fuerleit {vunPlace} d'Wuere mat Päerd a Won op d'Stad gefouert.",
        'Déi meescht Famillen haten eng Kou oder zwou, e puer Hénger an e Stéck Gaart hannert dem Haus.',
        "Fréier gouf et {vunPlace} eng Millen, eng Schmëdd an e puer Wiertschaften, a bal all Handwierk huet säi Mann ernäert.",
        'Geléiert gouf laang an der Stuff vum Schoulmeeschter, ier d\'Gemeng en eegent Schoulhaus gebaut huet.',
        "D'Kierch gouf méi wéi eng Kéier ëmgebaut; wéini genee, weess haut kee méi sécher.",
        '<Grevenmacher,Remich,Wasserbillig,Wormeldingen,Schengen>De Wäibau un der Musel ass méi al wéi all Urkund; schonn d\'Réimer hunn un der Musel Wéngerten ugeluecht.',
        "<Esch an der Alzette,Düdelingen,Differdingen,Rümelingen,Kayl,Schifflingen,Petingen>Mat der Minett an de Schmelzen ass {place} no 1870 séier gewuess.",
        "<Wiltz,Clerf,Hosingen,Ulflingen,Vianden>Am Éislek war de Buedem aarm, an d'Leit hunn dacks vun de Louhecke gelieft, deenen hir Rënn un d'Gierwereie verkaf gouf.",
        "<Wiltz,Vianden>Laanscht d'Waasser hunn a fréiere Joerhonnerten eng Rei Gierwereien a Mille geschafft.",
      ],
      histcentury: [
        "Am nonzéngte Joerhonnert sinn och vun hei vill Famillen an Amerika ausgewandert, déi meescht an de Mëttlere Westen.",
        "Am Joer 1816, dem Joer ouni Summer, ass d'Ernte verfault, an d'Leit hunn am ganze Land gehongert.",
        "D'Cholera vun 1866 huet am ganze Land vill Leit dohigerafft; an den ale Registere kann een hir Affer nach noliesen.",
        "Déi al Leit erzielen nach vun de Spënnstuffe, wou d'Fraen an de laange Wanterowender beieneekoum sinn.",
        "<Clerf,Wiltz,Hosingen,Ulflingen,Vianden>Am Kleppelkrich vun 1798 sinn och Jonge vun hei géint d'Fransousen ausgezunn.",
        "Vill Flouernimm {vunPlace} ginn op al Zäiten zeréck, an hir Bedeitung kennt haut kaum een nach.",
      ],
      histmark: [
        // The parish registers as one of the things still kept, not a line of every history (issue 51, fourteenth reading row 1).
        "An den alen Parbicher stinn d'Dafen, d'Hochzäiten an d'Stierffäll, an do stinn eng Rei Nimm dran, déi et zu {place} nach haut gëtt.",
        "Iwwer de Dieren vu ville Haiser steet nach e Steen mat engem Joer an den Ufanksbuschtawe vun deenen, déi se gebaut hunn.",
        "Laanscht d'Weeër {vunPlace} stinn nach e puer al Wegkräizer, vun deenen dat eent oder dat anert nach aus dem uechtzéngte Joerhonnert ass.",
        "<Vianden,Clerf,Wiltz,Befort,Fels>D'Buerg {vunPlace} huet an de Joerhonnerte vill Hären an Eegentümer gesinn.",
        "Am Gemengenarchiv leien nach Akte vun der franséischer Zäit, a schéiner Handschrëft op Franséisch geschriwwen.",
        "An der Kierch hänkt en aalt Bild vum Patréiner, vun deem keen dee Moler méi weess.",
        "Déi al Haiser um Kär {vunPlace} sinn all aus Bruchsteen gebaut, mat décke Maueren a klenge Fënsteren.",
      ],
      histfolk: [
        "Wéi am ganze Land gouf och hei um éischte Fastesonndeg d'Buerg gebrannt, e Brauch, deen eeler ass wéi all Urkund.",
        "Virun der Himmelfaart goung d'Par mat der Prëssessioun iwwer d'Felder, fir de Seegen op d'Ernte ze bieden.",
        "Fréier huet en Nuetswiechter {vunPlace} owes d'Stonnen ausgeruff.",
        "Eng al Sëe verzielt vun engem Schatz, deen ënner engem Fiels bei {place} begruewe soll sinn.",
        "Op Päischtdënschdeg sinn all Joer Leit {vunPlace} op d'Sprangprëssessioun op Iechternach gaang.",
        "Op Allerhellegen ass fréier déi ganz Par op de Kierfecht gaang, an d'Kanner hunn d'Liichter op de Griewer gehalen.",
      ],
    },
    // Not the capital nor Echternach (types.ts); every town of HISTORY_TOWNS has its line in town-origins.ts (the audit holds it).
    places: HISTORY_TOWNS,
  },

  festival: {
    headlines: ['Kiermes zu {place}', '{place}: de Cortège vun der Kiermes', 'Fest zu {place}'],
    // What the fair had: a two-line note said only that it was held (issue 51, ninth reading).
    lead: [
      'Zu {place} gouf {when} Kiermes gefeiert, a bal ganz {place} war op de Been. {=Moies war Houmass, an nomëttes stoungen op der Plaz virun der Kierch {#booths:4-12} Buden an e Karussell|Op der Plaz virun der Kierch stoungen {#booths:4-12} Buden, an d\'Wiertschafte waren déi zwee Deeg voll|D\'Kiermes huet {=zwee|dräi} Deeg gedauert, a {#booths:4-12} Bude waren op der Plaz}.',
    ],
    body: [
      'De Cortège ass um {=zwou|dräi|véier} Auer {=vun der Gare|vun der Kierch|vum Schoulhaff} fortgaang, mat der Musek vir.',
      // The day as a local correspondent tells it: who organised, the weather, the games (issue 51, wave 11: five-sentence lb fairs).
      '{festday}',
      '{P=mayor.titled} huet eng {=kuerz|flott|laang} Ried gehal.',
      'Owes war Bal am Sall {vunPlace}.',
      // The ball and what the proceeds went to.
      '{festend}',
    ],
    lists: {
      festday: [
        "Moies no der Houmass ass d'Prëssessioun ronderëm d'Kierch gaang, an d'Haiser laanscht de Wee ware mat Fändele geschmaacht.",
        '<6-8>Et war e waarmen, helle Summerdag, an d\'Leit koumen aus der ganzer Géigend.',
        "<9-10>Et war moies scho kill, mee nomëttes huet d'Sonn geschéngt, an d'Plaz war voll.",
        "<5-8>Nomëttes huet e kuerze Reeschauer d'Leit an d'Wiertschafte gedriwwen, mee duerno war et erëm dréchen.",
        "<5-5>D'Bléie stoungen an de Gäert, an d'Leit hu sech iwwer dee schéinen Dag am Mee gefreet.",
        "Organiséiert hat d'Fest de Jonggesellenveräin {vunPlace}, deen och d'Buden op der Plaz verlount huet.@1900-1960",
        "Organiséiert hat d'Fest de Syndicat d'Initiative {vunPlace}, zesumme mat de Veräiner.@1930",
        "D'Pompjeeë {vunPlace} hunn um Eck vun der Plaz e Stand mat Béier a Wuerscht gehal.",
        'Fir d\'Kanner gouf et nomëttes e Sacklaf, an all Kand krut e Weck.',
        "E Vulleschéissen hannert der Schoul huet déi ganz Nomëtteg vill Zuschauer ugezunn.",
        "D'Musek huet virun der Kierch e klengt Concert gespillt, ier de Cortège fortgaang ass.",
        "D'Schéissbud op der Plaz war de ganzen Nomëtteg vu jonke Leit belagert.",
        "Vill Leit ware mam Vëlo oder mam Bus aus den Nopeschgemenge komm.@1930",
        "Déi al Leit soten, esou vill Leit hätte se op der Kiermes zënter Joren net méi gesinn.",
      ],
      festend: [
        "D'Recette vum Bal geet un d'Musek, déi sech nei Instrumenter kafe wëll.",
        "De Gewënn vun der Tombola ass fir d'Kierchefabréck bestëmmt, déi d'Uergel richte léisst.",
        "Wat iwwreg bleift, kréien déi Aarm vun der Par.",
        "Mat de Suen aus der Tombola soll d'Spretzenhaus vun de Pompjeeën nei ugestrach ginn.",
        "D'Tombola huet {$tombola:150-900} bruecht; d'Suen si fir den Ausfluch vun de Schoulkanner.",
        "Eréischt géint ee Auer moies sinn déi lescht Gäscht heemgaang.",
        "D'Gemeng hat d'Polizeistonn fir dësen Owend bis zwou Auer moies verlängert.",
        "Den Dag drop hunn d'Wiertschaften nach bis mëttes gutt Geschäfter gemaach.",
        "De Comité seet all deene Merci, déi gehollef hunn, d'Fest op d'Been ze stellen.",
        "D'Kapell vum Bal koum vun ausserhalb a krut vill Applaus.",
        "Et gouf bis spéit an d'Nuecht gedanzt, an d'Musekanten hu sech net laang bidde gelooss.",
      ],
    },
    // The Kiermes was kept on a Sunday: the town's own, once a year, and not in a year the town keeps another feast instead
    // (feasts.ts; issue 51, sixteenth reading row 2).
    eventWeekdays: SUNDAY,
    eventDays: (year) => feastDays(year, ['kermesse']),
    // Told in the six days after it: the Sunday is the last one before the issue.
    eventDaysBefore: [1, 6],
    months: [5, 6, 7, 8, 9, 10],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  society: {
    headlines: ["Generalversammlung vun {club.dem} {vunPlace}", '{club.D} {vunPlace}: Generalversammlung', 'Aus de Veräiner: {club.d} {vunPlace}'],
    // How many came and where: a two-line note said only that it met (issue 51, ninth reading).
    lead: ["{club.D} {vunPlace} hat {when} hir Generalversammlung. {=Et waren {#present:18-60} Memberen do|D'Versammlung war am Café {R.fam}, an {#present:18-60} Membere waren do|Am Sall vum Café {R.fam} waren {#present:18-60} Memberen derbäi}."],
    body: [
      // Bands and choirs: a man in the chair before 1970 (clubPresident, people.ts; issue 51, thirteenth reading).
      "{P=clubPresident.d}{P.role} {P.fam} huet {=d'Membere begréisst|d'Versammlung opgemaach|de Joresbericht virgedroen}.",
      "D'Keess weist e Bestand vun {$cash:100-900}.",
      'Et goufen {#new:3-12} nei Memberen opgeholl.',
      'Am leschte Joer ass de Veräin {#events:4-14} Mol opgetrueden.',
      '{=De Comité gouf erëmgewielt|De Comité gouf an der selwechter Zesummesetzung erëmgewielt|Nei an de Comité koum {Q.name}|De Comité bleift, wéi e war; nëmmen de Sekretär gouf ersat|De Comité gouf mat Akklamatioun erëmgewielt}.',
      // The outing is of a season still to come (issue 51, fifteenth reading: "Am Summer" after a meeting of 29 July).
      "{={outing} ass en Ausfluch {=op d'Musel|an d'Éislek|an de Mëllerdall} geplangt|E Concert am Sall {vunPlace} gëtt virbereet|De Veräin huet vir, fir {$notes:150-900} nei Nouten ze kafen|Fir d'Kiermes {vunPlace} gëtt e Concert virbereet}.",
    ],
    lists: {
      club: ['f:Harmonie', 'f:Fanfare', 'f:Chorale', 'f:Musek'],
      // The season of the meeting's month and the issue's, both (text.ts's month marks; a run may pass the new year).
      outing: ['<12-6>Am Summer', '<6-9>Am Hierscht', '<9-12>Nächst Fréijoer', '<1-3>Am Fréijoer'],
    },
    // A general meeting on a weekday evening or a Saturday, never on a public holiday (story.ts: a kind that keeps no Sunday keeps
    // no holiday): none at Christmas, on St Stephen's Day or New Year's Day (issue 51, sixteenth reading: a Fanfare's on 26 December).
    eventWeekdays: NOT_SUNDAY,
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  // A by-election for a seat left empty, held by one commune on a Sunday of its own (issue 51, eighth reading).
  byElection: {
    headlines: ['Gemengerot {vunPlace}: Wale fir e fräie Sëtz', 'Wale fir e fräie Sëtz am Gemengerot {vunPlace}'],
    // Two openings and what the seat is for: two by-elections of an issue are not struck down to one line (issue 51, ninth reading).
    lead: [
      'Zu {place} gouf {when} e fräie Sëtz am Gemengerot nei besat; bei de Wale krut {P=councillor.name} {#votes:120-600} Stëmmen. {={P.fam} sëtzt domat bis zu den nächste Gemengewalen am Gemengerot|D\'Resultat gouf owes virum Gemengenhaus virgelies}.',
      'Bei der Wal fir de fräie Sëtz am Gemengerot {vunPlace} huet {P=councillor.name} {when} mat {#votes:120-600} Stëmme gewonnen. {=Gewielt ass {P.fam} bis zu den nächste Gemengewalen|Gestëmmt gouf am Gemengenhaus {vunPlace}}.',
    ],
    body: [
      // Each in words of its own: two by-elections of an issue are not struck down to one line as alike (draft-writer; issue 51, ninth reading).
      "{=De Sëtz war fräi ginn, well e Conseiller gestuerwen ass|E Conseiller hat demissionéiert, an esou war e Sëtz fräi ginn|Well e Conseiller fortgeplënnert ass, huet de Gemengerot ee Member manner gehat}.",
      "{=D'Bedeelegung war niddreg, wéi meeschtens, wann nëmmen ee Sëtz ze besetzen ass|Vill Wieler sinn doheem bliwwen, wéi dacks bei enger Wal fir ee Sëtz|D'Wieler sinn zimmlech gutt komm, fir eng Wal vun engem eenzege Sëtz}.",
      'De Géigekandidat krut {#other:40-110} Stëmmen.',
      // Who the new councillor is: a by-election of two lines (its opening struck as one of another by-election of the issue) said nothing (issue 51, ninth reading).
      "{=Fir {P.fam} ass et déi éischte Kéier am Gemengerot|{P.fam} war schonn eemol am Gemengerot, virun e puer Joer|{P.fam} gëtt an der nächster Sëtzung vum Gemengerot vereedegt}.",
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
    // The final score in the opening, the half-time one below it: the club scored after the break (issue 51, ninth reading: two-line lb units).
    lead: [
      'Viru ronn {#crowd:8-30:00} Spectateuren huet {club} {when} géint {rival} gespillt. {=Um Enn huet {club} mat {#f1:2-4} zu {#f2:0-1} gewonnen|De Match ass um Enn {#f1:2-4} zu {#f2:0-1} fir {club} ausgaang}.',
      '{club} huet {when} géint {rival} gespillt, a ronn {#crowd:8-30:00} Leit stounge ronderëm den Terrain. {=Mat {#f1:2-4} zu {#f2:0-1} huet {club} gewonnen|D\'Ennresultat war {#f1:2-4} zu {#f2:0-1} fir {club}}.',
    ],
    body: [
      'Zur Paus stoung et {#h1:1..f1-1} zu {#h2:0..f2}.',
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
    awayFrom: WINTER_FRONT,
  },

  agriculture: {
    headlines: ['Aus der Landwirtschaft: {crop.d} ronderëm {place}', 'De Bauer an {crop.d}'],
    // Where the farmers said so and how many: a two-line note said only the crop's state (issue 51, ninth reading).
    lead: ["D'Bauere ronderëm {place} soen, {crop.d} stéing dëst Joer {=gutt|net esou gutt|schlecht}. {=Dat gouf {when} op der Versammlung vum Bauereveräin {vunPlace} gesot, wou {#farmers:20-70} Baueren do waren|Beim Bauereveräin {vunPlace} hu sech {when} {#farmers:20-70} Bauere getraff, fir driwwer ze schwätzen}."],
    body: [
      // The weather and the prices of the weeks before are the country's, drawn once for the month (text.ts's "<1/2>" mark; the weather
      // under the key the de and fr notes share), so two farm notes of one issue agree (issue 51, fifteenth reading: "ze dréchen", "ze naass").
      '{agriweather}',
      '{agriprice}',
      '{=De Bauereveräin huet Dünger zesumme kaaft|De Bauereveräin {vunPlace} huet eng nei Dreschmaschinn ugeschaaft|Vill Baueren hu Suergen, datt d\'Präisser am Hierscht falen}.',
      // What else the meeting heard, by month and era (issue 51, wave 11: five-sentence lb farm notes).
      '{agrimore}',
    ],
    // Rye and wheat are cut in July and August and oats by September, so how they stand is said only until then; in October the
    // report is of the potatoes still in the ground (issue 51, wave 9: no rye "standing" in October).
    lists: {
      crop: ['f:Gromper', '<6-8>m:Kar', '<6-9>m:Hawer', '<6-8>m:Weess'],
      agriweather: [
        "<weather:1/2>D'Wieder war déi lescht Wochen ze naass.",
        '<weather:1/2>Et huet déi lescht Woche vill gereent.',
        "<weather:2/2>D'Wieder war déi lescht Wochen ze dréchen.",
        '<weather:2/2>Et huet déi lescht Woche bal guer net gereent.',
        "D'Nuechte waren ze kal.",
      ],
      agriprice: [
        "<1/3>Um leschte Maart {vunPlace2} waren d'Präisser gutt.",
        "<2/3>Um leschte Maart {vunPlace2} waren d'Präisser net schlecht.",
        "<3/3>Um leschte Maart {vunPlace2} waren d'Präisser ze niddreg.",
      ],
      agrimore: [
        "<6-7>D'Heeë ass bal eriwwer, an dat meescht Hee ass gutt an d'Scheier komm.",
        "<8-9>D'Dreschmaschinn geet elo vun engem Haff zum aneren.",
        "<9-10>An de Bongerte hänken dëst Joer vill Äppel a Bieren.",
        "<6-9>D'Kéi gi gutt Mëllech, well d'Wise gutt stinn.",
        "<6-8>Géint de Koloradokiewer goufen d'Gromperefelder {vunPlace} zweemol gespretzt.@1947",
        "Ëmmer méi Bauere ronderëm {place} schaffe mam Trakter amplaz mat Päerd.@1950",
        "Knechten a Mägd gi rar, well vill jonk Leit léiwer an d'Fabrick schaffe ginn.@1905-1960",
        "Um Enn huet en Enseignant vun der Ackerbauschoul iwwer de Kënschtdünger geschwat.",
        "De Bauereveräin {vunPlace} zielt elo {#members:80-160} Memberen.",
        "D'Versammlung huet beschloss, am Wanter d'Som zesummen ze bestellen.",
        'Nach ni hate sou vill jonk Baueren un der Versammlung deelgeholl.',
      ],
    },
    // The opening says how the crop stands: potatoes and oats go into the ground in April and May and are up in June, and the
    // potatoes are lifted in September and October, so the report is printed June to October (issue 51, eleventh reading row 13:
    // no potato crop judged in April).
    months: [6, 7, 8, 9, 10],
    // The farmers round a town sell at a market on their road, not at the other end of the country (issue 51, sixth reading).
    second: BY_ROAD,
    absent: [OCCUPIED],
  },

  accident: {
    second: BY_ROAD,
    headlines: ['Accident bei {place}', '{place}: Accident op der Strooss'],
    // Which way the vehicles went, where it happened: a two-line note said only that it did (issue 51, ninth reading).
    lead: ['{When} owes sinn op der Strooss tëscht {place} an {place2} en Auto an e Camion openeegestouss. {=Den Auto war a Richtung {place2} ënnerwee|De Camion war mat {=Holz|Steng|Zement|Béier} gelueden a koum {vunPlace2}|Den Accident ass ronn {#km:2-4} Kilometer ausserhalb {vunPlace2} geschitt}.'],
    body: [
      "{=De Chauffeur vum Auto ass blesséiert an d'Klinik bruecht ginn|De Chauffeur vum Camion ass mam Schreck dervukomm|Zwee Leit aus dem Auto goufe liicht blesséiert}.",
      // What is true in any month: a road wet after rain, not ice or a dark evening that a summer month cannot have (issue 51, sixth reading follow-up).
      "{=D'Strooss war naass vum Reen|De Camion hat d'Virfaart net respektéiert|Den Auto ass an enger Kéier ze séier gefuer}.",
      "{=D'Gendarmerie huet de Constat gemaach|D'Gendarmerie {vunPlace} huet de Constat opgeholl|Béid Gefierer ware schwéier beschiedegt}.",
      // Who helped and what followed (issue 51, wave 11: five-sentence lb accidents).
      '{accmore}',
    ],
    lists: {
      accmore: [
        "E Passant huet den Accident gesinn an d'Hëllef geruff.",
        'Den Dokter {vunPlace} war no {#min:10-30} Minutten op der Plaz.',
        'D\'Strooss war bal eng Stonn gespaart, bis de Camion op d\'Säit geschleeft war.',
        "Op dësem Stéck Strooss ass et net deen éischten Accident; d'Leit froen zënter laangem eng besser Signalisatioun.",
        "D'Leit aus dem nächsten Haus hunn de Blesséierten déi éischt Hëllef ginn.",
        'Den Auto ass nach an de Grief gerutscht, ier e stoe bliwwen ass.',
        'E Bauer huet mat sengem Trakter gehollef, d\'Gefierer vun der Strooss ze zéien.@1950',
        "Vill Leit sinn duerno stoe bliwwen, fir sech d'Gefierer unzekucken.",
        'D\'Gefierer goufen an eng Garage zu {place2} geschleeft.',
      ],
    },
    years: [1920, 1991],
  },
}
