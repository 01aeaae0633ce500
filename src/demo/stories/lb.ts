/**
 * Luxembourgish articles (printed from 1900 on, in the papers that used the language), in the
 * spelling of the period's later years, with the n-rule ({vunPlace}, {obj.d}).
 */
import { NO_CHAMBER, NO_COUNCIL, NO_SOCIAL_LIFE, OCCUPIED, type StoryBook } from './types.ts'

export const LB: StoryBook = {
  fire: {
    headlines: ['Brand zu {place}: {obj.d} vun der Famill {P.fam} ofgebrannt', 'Brand an der {street} zu {place}', 'Feier zu {place}'],
    lead: ['{When} owes géint {#h:8-11} Auer ass zu {place} an {obj.dem} vun der Famill {P.fam} e Feier ausgebrach.'],
    body: [
      "D'Pompjeeën {vunPlace} waren séier do a konnten d'Feier no zwou Stonnen ënner Kontroll kréien.",
      "D'Véi konnt gerett ginn, mee d'Fudder an d'Geschir si verbrannt.",
      'De Schued gëtt op {$damage:1500-9000} geschat.',
      'Verwonnt gouf keen.',
      "D'Gendarmerie mécht eng Enquête.",
    ],
    lists: { obj: ['f:Scheier', 'm:Stall', 'n:Haus', 'm:Atelier', 'f:Schmëdd'] },
  },

  council: {
    headlines: ['Gemengerot {vunPlace}: {topic.d}', 'Aus dem Gemengerot {vunPlace}', '{place}: De Gemengerot an {topic.d}'],
    lead: ['De Gemengerot {vunPlace} ass {when} zesummekomm; de Virsëtz hat {P=mayor.d}{P.role} {P.fam}.'],
    body: [
      'Um Ordre du jour stoung virun allem {topic.d}.',
      "D'Käschte leien ëm {$cost:4000-30000}; d'Regierung huet e Subsid versprach.",
      'No enger laanger Diskussioun gouf de Projet mat {#yes:5-8} géint {#no:1-3} Stëmmen ugeholl.',
      'Den nächste Sëtz ass {nextDate}.',
    ],
    lists: { topic: ['f:nei Schoul', "f:Waasserleitung", 'n:Stroossebeliichtung', 'm:Budget', 'm:Sportsall'] },
    occupation: 'never',
    absent: [NO_COUNCIL],
  },

  chamber: {
    headlines: ["An der Chamber: {topic.d}", 'Chamber: Debatt iwwer {topic.d}', "D'Chamber an {topic.d}"],
    lead: ["D'Chamber vun den Deputéierten huet {when} iwwer {topic.d} debattéiert."],
    body: [
      '{P=deputy.d}{P.role} {P.fam} {vunPlace} huet {=dem Minister|der Majoritéit} virgehäit, {=de Bauer|de Norden|de Wënzer|de Mëttelstand} ze vergiessen.',
      'De Minister huet geäntwert, de Projet wier gutt virbereet.',
      'Um Enn gouf de Gesetzesprojet mat grousser Majoritéit ugeholl.',
      "Bis zu de Wale wëll {=d'Majoritéit|de Minister} nach e puer Gesetzer duerch d'Chamber bréngen, déi fir ganz Lëtzebuerg wichteg sinn.",
    ],
    lists: { topic: ['m:Budget', 'f:Schoulreform', "f:Pensiounsreform", 'n:Stroossebauprogramm'] },
    years: [1919, 1991],
    occupation: 'never',
    absent: NO_CHAMBER,
  },

  elections: {
    headlines: ['Wale zu {place}: d\'Resultat', "D'Wale vun {place}", 'Nom Walsonndeg zu {place}'],
    lead: ['Bei de Wale vum {evDay} zu {place} hunn {#votes:300-1500} Wieler hir Stëmm ofginn.'],
    body: ["D'Resultater aus Lëtzebuerg-Stad koumen eréischt spéit an der Nuecht.", "{P=mayor.d}{P.role} {P.fam} gouf mat enger grousser Majoritéit erëmgewielt.", "D'Bedeelegung war {=ganz héich|niddreg|gutt}.", 'Déi nei Gemengeréit ginn den {nextDay} vereedegt.'],
    years: [1919, 1991],
    occupation: 'never',
    absent: [NO_COUNCIL],
  },

  schueberfouer: {
    headlines: ["Schueberfouer {year}: d'Fouer ass op", 'Op der Schueberfouer', 'Schueberfouer: de Hämmelsmarsch', 'D\'Schueberfouer um Glacis'],
    lead: ["D'Schueberfouer um Glacis ass {when} opgaang, an et war vum éischten Dag u vill Leit do."],
    body: [
      'Ronn {#stands:80-160} Stänn a Karusselle stinn dëst Joer op der Fouer.',
      "De Hämmelsmarsch ass de Moien mat Musek duerch d'Stad gezunn.",
      "Gebake Fësch an Ham si wéi all Joer gefrot.",
      "D'Police huet de Verkéier ronderëm de Glacis ëmgeleet.",
    ],
    places: ['Luxemburg'],
    months: [8, 9],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
  },

  schueberfouerPlan: {
    headlines: ["Schueberfouer {year}: de Gemengerot decidéiert", 'Schueberfouer {year}: {#stands:80-160} Plaze fir d\'Foirainen', "D'Schueberfouer {year} gëtt virbereet"],
    lead: ["De Schäfferot vun der Stad Lëtzebuerg huet {when} decidéiert, wéi d'Plazen op der Schueberfouer dëst Joer verdeelt ginn."],
    body: [
      'Ronn {#stands:80-160} Foirainen hu sech gemellt, méi wéi d\'lescht Joer.',
      "D'Fouer fänkt wéi ëmmer Enn August um Glacis un.",
      "D'Präisser fir d'Plazen ginn net erop.",
      "D'Geschäftsleit aus der Stad hoffen op vill Leit vum Land.",
    ],
    places: ['Luxemburg'],
    months: [3, 4, 5, 6, 7],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
  },

  schueberfouerReview: {
    headlines: ["No der Schueberfouer {year}: e gudde Bilan", "Schueberfouer: d'Fouer ass eriwwer", "Schueberfouer {year}: Rekord um Glacis"],
    lead: ["D'Schueberfouer {year} ass eriwwer, an d'Foirainen si mat dem Bilan zefridden."],
    body: [
      "Iwwer dräi Wochen hunn Dausende vu Leit aus dem ganze Land de Wee op de Glacis fonnt.",
      "D'Wieder war bal ëmmer gutt, just den éischte Weekend huet et gereent.",
      "D'Police huet keng gréisser Incidenter gemellt.",
      'D\'nächst Joer soll d\'Fouer nach e bësse méi grouss ginn.',
    ],
    places: ['Luxemburg'],
    months: [9, 10],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
  },

  chamberElections: {
    headlines: ["D'Wale fir d'Chamber {year}: d'Resultat zu Lëtzebuerg", "Wale fir d'Chamber {year}: Lëtzebuerg an {place2} hu gewielt", "Nom Walsonndeg: d'Wale fir d'Chamber zu Lëtzebuerg an zu {place2}"],
    lead: ["Bei de Chamberwale vum {evDay} hunn d'Wieler zu Lëtzebuerg an am ganze Land nei Deputéiert gewielt."],
    body: [
      "D'Bedeelegung louch bei {#pct:85-93} Prozent.",
      "D'Riets Partei bleift déi stäerkst Fraktioun an der Chamber.",
      "Am Bezierk Zentrum goufen {#seats:14-21} Sëtz verdeelt.",
      "Zu {place2} goung et besonnesch knapp aus.",
    ],
    years: [1919, 1991],
    occupation: 'never',
    absent: [['1940-05', '1945-09']],
  },

  children: {
    headlines: ["Fir eis Kleng: {tale}", 'Eng Geschicht fir d\'Kanner: {tale} ({place})', "D'Bomi {vunPlace} verzielt: {tale}"],
    lead: ['Et war eemol e klenge Bouf zu {place}, deen huet {P=hero.given} geheescht.'],
    body: [
      "All Dag ass hie laanscht d'Fënster vum Butték gaang a krut grouss An.",
      "Do sot seng Bomi: „Wie fläisseg ass an deelt, dee kritt och eppes.“",
      'Wéi de Wanter koum, huet hie säi Brout mat engem aarme Kand gedeelt.',
      "An um Zinnikleesdag stoung dat, wat hie sech gewënscht hat, virun der Dier.",
    ],
    close: ['Wie vun iech kann d\'Geschicht weider verzielen?'],
    lists: { tale: ["De klenge Schéifer", "D'Schnéiflack", "Den Zinniklos kënnt", "De Fuuss an d'Gäns", "D'Wanterdéieren", "De Rouderbuer"] },
  },

  history: {
    headlines: ["Aus der Geschicht {vunPlace}", 'Al Zäiten zu {place}', "Wéi et fréier zu {place} war"],
    lead: ["Déi eelst Urkund, an där {place} genannt gëtt, ass aus dem Joer {#charter:1150-1350}."],
    body: [
      "Am drëssegjärege Krich ass d'Duerf geplëndert ginn, an d'Pescht huet vill Leit dohigerafft.",
      "D'Parbicher fänken am Joer {#books:1690-1750} un; do stinn vill Nimm, déi et am Duerf nach haut gëtt.",
      "Wien nach al Fotoen oder Pabeieren huet, soll sech bei der Redaktioun mellen.",
    ],
  },

  festival: {
    headlines: ['Kiermes zu {place}', '{place}: de Cortège vun der Kiermes', 'Fest zu {place}'],
    lead: ['Zu {place} gouf {when} Kiermes gefeiert, a bal dat ganzt Duerf war op de Been.'],
    body: ["De Cortège ass um dräi Auer vun der Gare fortgaang, mat der Musek vir.", "{P=mayor.d}{P.role} {P.fam} huet eng kuerz Ried gehal.", "Owes war Bal am Sall {vunPlace}."],
    months: [5, 6, 7, 8, 9, 10],
    absent: [NO_SOCIAL_LIFE],
  },

  society: {
    headlines: ["Generalversammlung vun {club.dem} {vunPlace}", '{club.D} {vunPlace}: Generalversammlung', 'Aus de Veräiner: {club.d} {vunPlace}'],
    lead: ["{club.D} {vunPlace} hat {when} hir Generalversammlung."],
    body: ['{P=president.d}{P.role} {P.fam} huet d\'Memberen begréisst.', "D'Keess weist e Bestand vun {$cash:100-900}.", 'De Comité gouf erëmgewielt.'],
    lists: { club: ['f:Harmonie', 'f:Fanfare', 'f:Chorale', 'f:Musek'] },
    absent: [NO_SOCIAL_LIFE],
  },

  football: {
    headlines: ['Fussball: {club} géint {rival}', 'Sport: {club} gewënnt géint {rival}'],
    lead: ['Virun ronn {#crowd:8-30}00 Spectateuren huet {club} {when} géint {rival} gespillt.'],
    body: ['Zur Paus stoung et {#h1:1-2} zu {#h2:0-1}.', 'No der Paus huet {P=player.fam} e schéint Gol geschoss.', 'Den Arbitter huet de Match gutt geleet.'],
    lists: { club: ['Jeunesse Esch', 'Fola Esch', 'Union', 'Red Boys Déifferdeng'], rival: ['Progrès Nidderkuer', 'Spora', 'Aris Bouneweg', 'Etzella Ettelbréck'] },
    years: [1910, 1991],
    absent: [NO_SOCIAL_LIFE],
  },

  agriculture: {
    headlines: ['Aus der Landwirtschaft: {crop.d} ronderëm {place}', 'De Bauer an {crop.d}'],
    lead: ["D'Baueren ronderëm {place} soen, {crop.d} stéing dëst Joer {=gutt|net esou gutt|schlecht}."],
    body: ["D'Wieder war déi lescht Wochen ze {=naass|dréchen}.", 'Um leschte Maart {vunPlace2} waren d\'Präisser gutt.', 'De Bauereveräin huet Dünger zesumme kaaft.'],
    lists: { crop: ['f:Gromper', 'm:Kar', 'm:Hafer', 'm:Weess'] },
    months: [4, 5, 6, 7, 8, 9],
    absent: [OCCUPIED],
  },

  accident: {
    headlines: ['Accident bei {place}', '{place}: Accident op der Strooss'],
    lead: ['{When} owes sinn op der Strooss tëscht {place} an {place2} en Auto an e Camion openeegestouss.'],
    body: ["Den Chauffeur vum Auto ass blesséiert an d'Klinik bruecht ginn.", "D'Strooss war glat.", "D'Gendarmerie huet de Constat gemaach."],
    years: [1920, 1991],
  },
}
