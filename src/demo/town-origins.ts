/**
 * What a local history says of a town's beginnings: one statement a town, the same in every unit and
 * every paper (issue 51, thirteenth reading row 1: the "oldest charter" of a town had a new year, drawn
 * from 1150–1350, in every unit, even in one paper's back numbers). A year is printed only where it is
 * one every reader of the country knows: the capital's castle (963) and Echternach's abbey (698).
 * Elsewhere the statement is true without a year: a name met in the charters of the Middle Ages, the
 * seat of a lordship whose castle stands or lies in ruins over the town, a river mouth, a pilgrimage.
 * Where a fact was not sure enough to print (a first-mention year, a town charter's year, Roman
 * finds made after a paper's date), the town has one of the general wordings.
 */
import type { Lang } from './vocabulary.ts'

export interface TownOrigin {
  readonly de: string
  readonly fr: string
  readonly lb: string
}

/** General wordings, true of every village of the country: all are named in the charters of the Middle Ages. */
const GENERAL: readonly TownOrigin[] = [
  {
    de: '{place} wird schon in Urkunden des Mittelalters genannt, in Schreibweisen, die vom heutigen Namen oft weit abweichen.',
    fr: "Le nom {dePlace} figure déjà dans des chartes du moyen âge, sous des formes qui s'écartent souvent beaucoup de celle d'aujourd'hui.",
    lb: "{place} gëtt schonn an Urkunden aus dem Mëttelalter genannt, a Schreifweisen, déi dacks wäit vum haitegen Numm ofwäichen.",
  },
  {
    de: 'Wann {place} entstanden ist, weiß niemand genau; doch nennen es schon die Urkunden des Mittelalters.',
    fr: "On ignore l'origine exacte {dePlace} ; mais des chartes du moyen âge en font déjà mention.",
    lb: "Wéini {place} entstanen ass, weess keen esou genee; mä d'Urkunden aus dem Mëttelalter nennen et schonn.",
  },
  {
    de: 'Der Name {place} begegnet schon in Urkunden des Mittelalters; wie alt der Ort wirklich ist, sagen sie nicht.',
    fr: 'Des chartes du moyen âge mentionnent déjà {place} ; elles ne disent pas depuis quand la localité existe.',
    lb: "Den Numm {place} steet schonn an Urkunden aus dem Mëttelalter; wéi al d'Uertschaft wierklech ass, soen se net.",
  },
  {
    de: '{place} ist ein alter Ort: schon im Mittelalter erscheint sein Name in den Rechnungen und Lehensbriefen der Grundherren.',
    fr: "La localité {dePlace} est ancienne : son nom apparaît dès le moyen âge dans les comptes et les actes des seigneurs du lieu.",
    lb: "{place} ass eng al Uertschaft: schonn am Mëttelalter steet hiren Numm an de Rechnungen an de Lehnsbréiwer vun de Grondhären.",
  },
  // Four more, so that no wording stands in more than two towns' histories (issue 51, fifteenth reading, the history mould).
  {
    de: 'Die Anfänge von {place} liegen im Dunkel; sicher ist nur, daß der Ort schon in Urkunden des Mittelalters vorkommt.',
    fr: "Les débuts {dePlace} restent obscurs, mais la localité figure déjà dans des chartes du moyen âge.",
    lb: "Vun den Ufäng {vunPlace} weess een net vill; sécher ass nëmmen, datt den Numm schonn am Mëttelalter an den Urkunde steet.",
  },
  {
    de: 'Wie die meisten Orte des Landes ist {place} gewiß älter als die ersten Schriftstücke, die es nennen, und diese reichen schon ins Mittelalter zurück.',
    fr: "Comme la plupart des localités du pays, {place} existait sans doute bien avant les premiers écrits qui en parlent, et ceux-ci remontent déjà au moyen âge.",
    lb: "Wéi déi meescht Uertschafte vum Land ass {place} bestëmmt méi al wéi déi éischt Schrëften, déi et nennen, an déi ginn schonn op d'Mëttelalter zeréck.",
  },
  {
    de: 'In den Urkunden des Mittelalters erscheint {place} unter mancherlei Schreibweisen, doch wann der Ort entstanden ist, sagen sie nicht.',
    fr: "Les chartes du moyen âge nomment {place} sous des graphies diverses, mais elles ne disent rien de ses origines.",
    lb: "An den Urkunden aus dem Mëttelalter steet {place} ënner allerlee Schreifweisen, mä wéini den Uert entstanen ass, soen se net.",
  },
  {
    de: 'Schon im Mittelalter war {place} ein bewohnter Ort, dessen Name in den Akten der Grundherren oder der Abteien wiederkehrt.',
    fr: "Dès le moyen âge, {place} était un lieu habité, dont le nom revient dans les actes des seigneurs ou des abbayes.",
    lb: "Schonn am Mëttelalter hu Leit zu {place} gewunnt, an hiren Numm kënnt an den Akte vun de Grondhären oder vun den Abteien ëmmer erëm vir.",
  },
]

const general = (index: number): TownOrigin => GENERAL[index % GENERAL.length] ?? { de: '', fr: '', lb: '' }

/** Each town (its German name, as PLACES) with its one statement; the lb one in the modern orthography, as lb.ts. */
export const TOWN_ORIGINS: Readonly<Record<string, TownOrigin>> = {
  // Count Siegfried's exchange with the abbey of St Maximin, 963; Willibrord's abbey, 698.
  Luxemburg: {
    de: 'Im Jahre 963 erwarb Graf Siegfried von der Abtei St. Maximin in Trier die kleine Burg Lucilinburhuc; aus ihr ist die Stadt {place} hervorgegangen.',
    fr: "En 963, le comte Sigefroi acquit de l'abbaye Saint-Maximin de Trèves le petit château de Lucilinburhuc, d'où est sortie la ville {dePlace}.",
    lb: "Am Joer 963 huet de Grof Siegfried vun der Abtei Sankt Maximin zu Tréier déi kleng Buerg Lucilinburhuc kritt; aus där Buerg ass d'Stad {place} entstanen.",
  },
  Echternach: {
    de: 'Im Jahre 698 gründete der heilige Willibrord die Abtei, um die herum {place} entstanden ist.',
    fr: "En 698, saint Willibrord fonda l'abbaye autour de laquelle s'est formée la ville {dePlace}.",
    lb: "Am Joer 698 huet den hellege Willibrord d'Abtei gegrënnt, ronderëm déi {place} entstanen ass.",
  },
  Vianden: {
    de: '{place} war im Mittelalter der Sitz der Grafen von Vianden, deren Burg hoch über der Our liegt.',
    fr: "Au moyen âge, {place} était le siège des comtes de Vianden, dont le château se dresse au-dessus de l'Our.",
    lb: "{place} war am Mëttelalter de Sëtz vun de Grofe {vunPlace}, deenen hir Buerg héich iwwer der Our steet.",
  },
  Clerf: {
    de: '{place} war im Mittelalter der Sitz der Herren von Clerf, deren Schloß das Tal der Clerf beherrschte.',
    fr: 'Au moyen âge, {place} était le siège des seigneurs de Clervaux, dont le château dominait la vallée de la Clerve.',
    lb: "{place} war am Mëttelalter de Sëtz vun den Häre {vunPlace}, deenen hiert Schlass den Dall beherrscht huet.",
  },
  Wiltz: {
    de: 'Schon im Mittelalter war {place} der Sitz der Herren von Wiltz, deren Schloß in der Oberstadt steht.',
    fr: 'Au moyen âge déjà, {place} était le siège des seigneurs de Wiltz, dont le château se dresse dans la ville haute.',
    lb: "Schonn am Mëttelalter war {place} de Sëtz vun den Häre {vunPlace}, deenen hiert Schlass an der Uewerstad steet.",
  },
  Befort: {
    de: '{place} war im Mittelalter der Sitz eines Rittergeschlechts, dessen Burg über dem Ort lag.',
    fr: "La localité {dePlace} s'est formée au pied du château d'une famille de chevaliers qui tenait la seigneurie au moyen âge.",
    lb: "{place} war am Mëttelalter de Sëtz vun enger Ritterfamill, där hir Buerg iwwer dem Uert louch.",
  },
  Fels: {
    de: '{place} entstand im Mittelalter zu Füßen der Burg, die seine Herren auf dem Felsen über dem Tal erbaut hatten.',
    fr: "La localité {dePlace} s'est formée au moyen âge au pied du château que ses seigneurs élevèrent sur le rocher dominant la vallée.",
    lb: "{place} ass am Mëttelalter ënner der Buerg entstanen, déi seng Hären um Fiels iwwer dem Dall gebaut haten.",
  },
  Hesperingen: {
    de: '{place} war im Mittelalter der Sitz einer Herrschaft, deren Burg heute in Trümmern liegt.',
    fr: "Au moyen âge, {place} était le siège d'une seigneurie dont le château n'est plus aujourd'hui qu'une ruine.",
    lb: "{place} war am Mëttelalter de Sëtz vun enger Härschaft, där hir Buerg haut a Ruine läit.",
  },
  Differdingen: {
    de: 'Schon im Mittelalter war {place} der Sitz einer eigenen Herrschaft, deren Herren die Urkunden oft nennen.',
    fr: "Au moyen âge déjà, {place} était le siège d'une seigneurie, dont les chartes nomment souvent les seigneurs.",
    lb: "Schonn am Mëttelalter war {place} de Sëtz vun enger eegener Härschaft, där hir Hären an den Urkunden dacks genannt ginn.",
  },
  Bettemburg: {
    de: 'Das Schloß von {place} erinnert an die Herren, denen der Ort einst gehörte.',
    fr: 'Le château {dePlace} rappelle les seigneurs auxquels la localité appartenait autrefois.',
    lb: "D'Schlass {vunPlace} erënnert un d'Hären, deenen den Uert fréier gehéiert huet.",
  },
  Schengen: {
    de: '{place} an der Mosel hatte im Mittelalter seine eigenen Herren und ihr Schloß.',
    fr: 'Au moyen âge, {place} avait ses propres seigneurs et leur château au bord de la Moselle.',
    lb: "{place} un der Musel hat am Mëttelalter seng eegen Hären an hiert Schlass.",
  },
  Grevenmacher: {
    de: '{place}, dessen Name an die Grafen erinnert, denen es gehörte, war schon im Mittelalter ein mit Mauern umgebenes Städtchen an der Mosel.',
    fr: 'Grevenmacher, dont le nom rappelle les comtes auxquels la ville appartenait, était dès le moyen âge une petite ville entourée de murs, au bord de la Moselle.',
    lb: "{place}, deem säin Numm un d'Grofen erënnert, deenen et gehéiert huet, war schonn am Mëttelalter e Stiedchen un der Musel mat Maueren ronderëm.",
  },
  Diekirch: {
    de: '{place} ist einer der ältesten Orte des Landes; schon im Mittelalter war es ein ummauertes Städtchen an der Sauer.',
    fr: "{place} est l'une des plus anciennes localités du pays ; au moyen âge déjà, c'était une petite ville entourée de murs, au bord de la Sûre.",
    lb: "{place} ass eng vun den eelsten Uertschafte vum Land; schonn am Mëttelalter war et e Stiedchen un der Sauer mat Maueren ronderëm.",
  },
  Remich: {
    de: 'Schon im Mittelalter war {place} ein befestigter Ort an der Mosel.',
    fr: 'Au moyen âge déjà, {place} était une localité fortifiée au bord de la Moselle.',
    lb: "Schonn am Mëttelalter war {place} eng befestegt Uertschaft un der Musel.",
  },
  Mersch: {
    de: '{place}, wo die Eisch und die Mamer in die Alzette fließen, hatte schon im Mittelalter seine eigenen Herren und ihre Burg.',
    fr: "{place}, au confluent de l'Eisch, de la Mamer et de l'Alzette, avait dès le moyen âge ses propres seigneurs et leur château.",
    lb: "{place}, wou d'Äisch an d'Mamer an d'Uelzecht fléissen, hat schonn am Mëttelalter seng eegen Hären an hir Buerg.",
  },
  Ulflingen: {
    de: '{place} ist seit alters ein Wallfahrtsort; die Pilger kommen zu den drei Jungfrauen, nach denen der Ort auf französisch Troisvierges heißt.',
    fr: 'Troisvierges est depuis longtemps un lieu de pèlerinage : on y vient vénérer les trois vierges qui ont donné son nom à la localité.',
    lb: "{place} ass zënter laangem e Wallfaartsuert; d'Pilger kommen zu den dräi Jongfraen, no deenen den Uert op Franséisch Troisvierges heescht.",
  },
  Wasserbillig: {
    de: '{place}, wo die Sauer in die Mosel mündet, war seit alters ein Übergang auf dem Wege nach Trier.',
    fr: 'Wasserbillig, au confluent de la Sûre et de la Moselle, fut de tout temps un lieu de passage sur la route de Trèves.',
    lb: "{place}, wou d'Sauer an d'Musel fléisst, war zënter jeeër en Iwwergank um Wee op Tréier.",
  },
  Ettelbrück: {
    de: '{place} verdankt, wie schon sein Name sagt, seine Entstehung einer Brücke nahe der Mündung der Alzette in die Sauer.',
    fr: "Ettelbruck, comme son nom l'indique, doit son origine à un pont, près du confluent de l'Alzette et de la Sûre.",
    lb: "{place} ass, wéi säin Numm et scho seet, bei enger Bréck entstanen, no bei der Plaz, wou d'Uelzecht an d'Sauer fléisst.",
  },
  Capellen: {
    de: '{place} verdankt seinen Namen, wie man annimmt, einer alten Kapelle an der Straße nach Arlon.',
    fr: "La localité {dePlace} doit sans doute son nom à une ancienne chapelle sur la route d'Arlon.",
    lb: "{place} huet säin Numm, wéi een unhëlt, vun enger aler Kapell un der Strooss op Arel.",
  },
  'Esch an der Alzette': general(0),
  Düdelingen: general(1),
  Rümelingen: general(2),
  Petingen: general(3),
  Redingen: general(4),
  Mondorf: general(5),
  Steinfort: general(6),
  Walferdingen: general(7),
  Kayl: general(0),
  Schifflingen: general(1),
  Junglinster: general(2),
  Bissen: general(3),
  Wormeldingen: general(4),
  Kehlen: general(5),
  Hosingen: general(6),
}

/**
 * The statements as a story list: each line marked with its town (text.ts's town mark), so that a text
 * draws its own town's line and no other. A town with no statement has none to draw: the kind's places
 * are to be towns of TOWN_ORIGINS (the audit holds it).
 */
export function originLines(lang: Exclude<Lang, 'en'>): string[] {
  return Object.entries(TOWN_ORIGINS).map(([town, origin]) => `<${town}>${origin[lang]}`)
}
