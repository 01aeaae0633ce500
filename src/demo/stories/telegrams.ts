/**
 * Telegrams from abroad: a dateline city, the years the news fits (a German Emperor only
 * 1871–1918, a Bundestag from 1949), a headline and two or three sentences that belong together.
 * The agency in the dateline is the one that wired the dispatch's country to a paper of the
 * language in the year (telegramSource): a German paper had German news from the Wolff bureau
 * (W.T.B., 1849–1933) and the D.N.B. (1933–1945), French news from Havas (to 1940), Belgian from
 * Havas and from 1920 Belga, British from Reuter, Italian from Stefani (ANSA from 1945); a French
 * paper had German news from Havas; after the war AFP, Reuter, AP and each country's own bureau
 * (dpa from 1949, ANP, UPI from 1958). Before the wire (1849) a dispatch is a correspondent's.
 * A telegram closes as its news allows: "not yet confirmed" only after a rumour, "the papers discuss
 * the situation" only after a political or military one, and a sitting, a vote or a fair is dated on
 * a working day (issue 51, fourth reading rows 5 and 18; fifth reading row 4).
 * An assembly's dispatch names no season: the telegram can fall in any month, and each assembly met
 * in parts through the year, so it "resumes" its session (the formula of its own minutes). It is
 * sent only from the year after its first sitting (the Consultative Assembly 10 August 1949, the
 * Common Assembly 10 September 1952, the European Parliamentary Assembly 19 March 1958, named the
 * European Parliament from 30 March 1962); a Council's farm-price marathon only once the common
 * agricultural policy had prices to fix (January 1962). Manoeuvres likewise name no season
 * (issue 51, sixth reading row 14).
 */
import type { Rng } from '../random.ts'
import { agency } from '../period.ts'
import type { Lang } from '../story.ts'
import { NOT_SUNDAY, type StoryKind } from './types.ts'

export interface Telegram {
  city: string
  from: number
  to: number
  topic: string
  news: readonly string[]
  /** Under the press control of 1940–1944: 'also' printed then, 'only' then; by default never then. */
  wartime?: 'also' | 'only'
  /** Word lists of the telegram's own slots ({subject}), as a story kind has them. */
  lists?: Record<string, readonly string[]>
  /** News not yet vouched for (what "verlautet", what "aurait" happened): the only kind a paper said still needed confirming. */
  rumour?: true
  /** News of a day that may be a Sunday (a flood, pilgrims arriving, a war communiqué); by default a sitting, a vote or a fair, on a working day. */
  sunday?: true
  /** News of a political or military situation (a cabinet, a crisis, a war): the only kind "the papers discuss at length". */
  situation?: true
  /** Who sent news no agency wired (a parish pilgrimage: its leader or its committee); by default the period's agency. */
  byline?: readonly string[]
  /** The months (1–12) its news can happen in (a parliament in session, a flood in the wet season); all year when absent. */
  months?: readonly number[]
  /** News told in full, a fair with its head count and its trade: no "details are still missing" after it (issue 51, tenth reading row 7). */
  complete?: true
}

/**
 * The years a Luxembourg pilgrimage could travel to Rome: none in the wars, when the country was
 * occupied (August 1914–November 1918, May 1940–September 1944) and Italy at war (from May 1915 and
 * from June 1940, the front across it until May 1945); none in the first months of peace either, so
 * from 1919 and 1946 (issue 51, fifth reading row 11). A telegram's years run [from, to).
 */
const PILGRIM_YEARS: readonly (readonly [number, number])[] = [[1871, 1914], [1919, 1939], [1946, 1991]]

/**
 * The months a telegram's news can happen in (issue 51, sixth reading follow-up: no season a month
 * contradicts; a month whose first days may still be the recess is left out). Parliaments vote in
 * their session, not in the summer recess: the Belgian Chamber's ordinary session opened on the
 * second Tuesday of November and closed in July; the Reichstag sat from November or December to the
 * early summer; the Commons from February to August before 1914, from late October to July after
 * 1945; the French Assembly's budget debate ran from late October (into the spring under the Fourth
 * Republic); the European assemblies in monthly part-sessions, none in August; the Council of
 * Europe's Assembly in January, spring and autumn parts. A budget "for the coming year" is voted or drafted before that year: the Bundestag's
 * for the fiscal year from April until 1960, for the calendar year from 1961. The Moselle floods in
 * the wet half-year; a cold is a winter illness; large troop exercises are held from spring to autumn;
 * the Community's farm prices were fixed in the winter and spring before the marketing year.
 */
const IN_SESSION = { belgium: [1, 2, 3, 4, 5, 6, 7, 12], reichstag: [1, 2, 3, 4, 5, 6, 11, 12], commonsOld: [2, 3, 4, 5, 6, 7, 8], commons: [1, 2, 3, 4, 5, 6, 7, 11, 12], europe: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12], councilOfEurope: [1, 4, 5, 6, 9, 10, 11] } as const
const FLOOD_MONTHS = [11, 12, 1, 2, 3, 4, 5]
/**
 * A flood at Trier, as [from, to) years and its months: none from the liberation (10 September 1944),
 * when the Moselle was the front and Trier across it the enemy's, to the town's fall (2 March 1945)
 * and the first months after it; whole years, so no Trier dispatch in 1944 or 1945
 * (issue 51, fourteenth reading row 4).
 */
const TRIER_FLOOD_SPANS: readonly (readonly [number, number, readonly number[]])[] = [[1840, 1944, FLOOD_MONTHS], [1946, 1991, FLOOD_MONTHS]]
const COLD_MONTHS = [10, 11, 12, 1, 2, 3, 4]
const EXERCISE_MONTHS = [3, 4, 5, 6, 7, 8, 9, 10]
const FARM_PRICE_MONTHS = [12, 1, 2, 3, 4, 5, 6]
const BUDGET_DRAFT_MONTHS = [6, 7, 8, 9, 10, 11, 12]

export const TELEGRAMS: Record<Lang, readonly Telegram[]> = {
  de: [
    { city: 'Paris', from: 1871, to: 1940, situation: true, topic: 'Ministerrat im Elysée: {subject.der}.', lists: { subject: ['f:Lage| der Landwirtschaft', 'm:Stand| der Staatsfinanzen', 'm:Bau| neuer Eisenbahnlinien', 'f:Frage| der Zölle', 'f:Lage| der Weinbauern'] }, news: ['Der Ministerrat trat heute vormittag im Elysée unter dem Vorsitz des Präsidenten der Republik zusammen.', 'Er beschäftigte sich vornehmlich mit {subject.dem}.', 'Über die Beschlüsse wurde vorläufig Stillschweigen bewahrt.'] },
    { city: 'Berlin', from: 1871, to: 1918, months: IN_SESSION.reichstag, situation: true, topic: 'Der Reichstag und die Heeresvorlage.', news: ['Der Reichstag setzte heute die zweite Lesung der Heeresvorlage fort.', 'Die Aussprache verlief sehr bewegt; mehrere Redner der Opposition verlangten eine Verkürzung der Dienstzeit.', 'Die Abstimmung wird für Ende der Woche erwartet.'] },
    // Belgium's own trade treaty with France only before the Common Market's commercial policy (1958).
    // A school law only in a year the Chamber passed one (1879, 1884, 1895, 1914, 1955, 1959), and no vote said to be opposed by
    // "only the far left": each school law was fought by Catholics or Liberals (issue 51, ninth reading row 10).
    // The workers' pensions only in the years of such a law (the old-age pensions of 1900, the insurance law of 1924, the
    // workers' pensions of 1955: from memory, not checked against the Moniteur), not passed again each session; new railway
    // lines in the province of Luxembourg only while its network was being built (issue 51, tenth reading, still seen).
    { city: 'Brüssel', from: 1850, to: 1991, months: IN_SESSION.belgium, topic: 'Aus der belgischen Kammer: {subject.der}.', lists: { subject: ['m:Gesetzentwurf| über neue Eisenbahnlinien in der Provinz Luxemburg@1850-1914', 'n:Budget| der öffentlichen Arbeiten', 'n:neu~ Schulgesetz@1879-1880', 'n:neu~ Schulgesetz@1884-1885', 'n:neu~ Schulgesetz@1895-1896', 'n:neu~ Schulgesetz@1914-1915', 'n:neu~ Schulgesetz@1955-1956', 'n:neu~ Schulgesetz@1959-1960', 'n:Gesetz| über die Arbeiterpensionen@1900-1901', 'n:Gesetz| über die Arbeiterpensionen@1924-1925', 'n:Gesetz| über die Arbeiterpensionen@1955-1956', 'm:Handelsvertrag| mit Frankreich@1850-1958'] }, news: ['Die belgische Kammer hat heute {subject.den} angenommen.', 'Die Vorlage geht nun an den Senat.'] },
    { city: 'Brüssel', from: 1948, to: 1991, topic: 'Benelux-Minister tagen.', news: ['Die Außenminister der drei Benelux-Länder sind heute zu einer Besprechung zusammengetreten.', 'Im Mittelpunkt standen die Zollfragen und der Ausbau der Verkehrswege.', 'Ein gemeinsames Schlußkommuniqué wird am Abend veröffentlicht.'] },
    ...TRIER_FLOOD_SPANS.map(([from, to, months]): Telegram => ({ city: 'Trier', from, to, months, wartime: 'also', topic: 'Die Mosel bei Trier um {#cm:60-180} Zentimeter gestiegen.', news: ['Die Mosel ist in der vergangenen Nacht um {#cm} Zentimeter gestiegen.', '{=Die Uferstraßen|Die tiefer gelegenen Straßen am Fluß|Die Wiesen zwischen Trier und Konz|Die Keller der Uferhäuser} stehen unter Wasser{=, und die Schiffahrt ist eingestellt|; die Schiffahrt ruht seit gestern|, und der Fährbetrieb ist eingestellt|}.', '{=Vom Oberlauf|Aus Lothringen|Von der Saar|Aus den Vogesen} werden {=neue Regenfälle|weitere Niederschläge|anhaltende Regenfälle} gemeldet{=|; ein weiteres Steigen ist zu erwarten|, so daß das Wasser noch steigen dürfte}.'], sunday: true })),
    // The Trier cattle market, a correspondent's news as the Arlon fair is in French: a German paper has a dispatch in every month from 1840, when the Moselle's floods are its only other news.
    { city: 'Trier', from: 1840, to: 1914, complete: true, topic: '{#head:200-600} Stück Vieh auf dem Trierer Viehmarkt.', news: ['Auf dem heutigen Viehmarkt zu Trier waren {#head} Stück Vieh aufgetrieben.', 'Der Handel war {=lebhaft und die Preise fest|schleppend bei etwas gedrückten Preisen|rege, besonders in Schlachtvieh}.'], byline: ['Korr.', 'Eigener Bericht'] },
    // A parish pilgrimage's news came from its own leader, not by an agency's wire (issue 51, fifth reading row 7).
    ...PILGRIM_YEARS.map(([from, to]): Telegram => ({ city: 'Rom', from, to, topic: 'Pilgerzug aus {place} in Rom eingetroffen.', news: ['Der Pilgerzug aus {place} und anderen Orten des Großherzogtums ist heute wohlbehalten in Rom eingetroffen.', 'Die Pilger besuchen in den nächsten Tagen die Basiliken der Stadt und treten am Monatsende die Heimreise an.'], sunday: true, byline: ['Privattelegramm', 'Telegramm des geistlichen Leiters', 'Drahtmeldung des Pilgerkomitees'] })),
    { city: 'London', from: 1885, to: 1914, months: IN_SESSION.commonsOld, situation: true, topic: 'Aus dem Unterhause.', news: ['Im Unterhause kam es heute zu einer lebhaften Aussprache über die Flottenvorlage der Regierung.', 'Die Vorlage wurde mit großer Mehrheit angenommen.'] },
    { city: 'Berlin', from: 1915, to: 1918, situation: true, topic: 'Vom Kriege.', news: ['Der amtliche Heeresbericht meldet von der Westfront nur geringe Gefechtstätigkeit.', 'Im Osten dauern die Kämpfe an.', 'Über die Verluste liegen noch keine Angaben vor.'], sunday: true },
    { city: 'Metz', from: 1871, to: 1918, months: EXERCISE_MONTHS, topic: 'Die Manöver in Lothringen.', news: ['Größere Truppenübungen haben heute im Raume von Metz begonnen.', 'Der kommandierende General wohnte den Übungen bei.'] },
    { city: 'Bonn', from: 1950, to: 1961, months: [2, 3], topic: 'Aus dem Bundestag.', news: ['Der Bundestag hat heute nach mehrstündiger Aussprache den Haushalt für das kommende Rechnungsjahr verabschiedet.', 'Die Opposition stimmte geschlossen dagegen.'] },
    { city: 'Bonn', from: 1960, to: 1991, months: [11, 12], topic: 'Aus dem Bundestag.', news: ['Der Bundestag hat heute nach mehrstündiger Aussprache den Haushalt für das kommende Jahr verabschiedet.', 'Die Opposition stimmte geschlossen dagegen.'] },
    { city: 'Straßburg', from: 1950, to: 1991, months: IN_SESSION.councilOfEurope, topic: 'Europarat.', news: ['Die Beratende Versammlung des Europarates hat heute ihre Beratungen wieder aufgenommen.', 'Auf der Tagesordnung stehen Fragen der Landwirtschaft und des Verkehrs.'] },
    { city: 'Berlin', from: 1940, to: 1945, wartime: 'only', topic: 'Neue Fahrpläne der Reichsbahn.', news: ['Die Reichsbahn gibt bekannt, daß ab Monatsanfang neue Fahrpläne für den Personenverkehr gelten.', 'Die Zahl der Züge wird eingeschränkt; Reisen sind nur in dringenden Fällen anzutreten.'] },
    { city: 'Paris', from: 1871, to: 1940, rumour: true, situation: true, topic: 'Gerüchte über eine Ministerkrise.', news: ['In parlamentarischen Kreisen verlautet, der {=Finanzminister|Kriegsminister|Minister des Innern} werde in den nächsten Tagen seinen Rücktritt einreichen.', 'Als Grund werden Meinungsverschiedenheiten im Kabinett über {=den Haushalt|die Zollfrage|die Militärlasten} genannt.'] },
    { city: 'Brüssel', from: 1850, to: 1960, rumour: true, topic: 'Ein Grubenunglück im Borinage.', news: ['Nach einer soeben aus Mons eingetroffenen Meldung soll sich in einer Kohlengrube des Borinage eine Explosion schlagender Wetter ereignet haben.', 'Über die Zahl der Opfer liegen noch keine sicheren Angaben vor.'] },
    { city: 'Rom', from: 1871, to: 1991, months: COLD_MONTHS, rumour: true, topic: 'Über das Befinden des Papstes.', news: ['Hier umlaufende Gerüchte wollen wissen, der Heilige Vater sei an einer Erkältung erkrankt.', 'Im Vatikan wird erklärt, es handle sich um eine leichte Unpäßlichkeit.'], sunday: true },
  ],
  fr: [
    { city: 'Paris', from: 1871, to: 1940, topic: "Le conseil des ministres à l'Élysée : {subject.le}.", lists: { subject: ['f:situation| agricole', 'f:situation| des finances publiques', 'm:tarif| douanier', 'f:question| des chemins de fer', 'f:crise| viticole'] }, news: ["Le conseil des ministres s'est réuni ce matin à l'Élysée sous la présidence du président de la République.", "Il s'est occupé principalement {subject.du}.", 'Aucune communication officielle ne sera faite avant demain.'] },
    // The Fourth Republic's budgets were often debated into the new year; the Fifth's in the autumn session.
    { city: 'Paris', from: 1946, to: 1959, months: [11, 12, 1, 2, 3], topic: "L'Assemblée nationale et le budget.", news: ["L'Assemblée nationale a poursuivi aujourd'hui la discussion du budget.", 'Le ministre des Finances a défendu son projet devant une assemblée houleuse.'] },
    { city: 'Paris', from: 1959, to: 1991, months: [11, 12], topic: "L'Assemblée nationale et le budget.", news: ["L'Assemblée nationale a poursuivi aujourd'hui la discussion du budget.", 'Le ministre des Finances a défendu son projet devant une assemblée houleuse.'] },
    // Belgium's own trade treaty with France only before the Common Market's commercial policy (1958).
    { city: 'Bruxelles', from: 1850, to: 1991, months: IN_SESSION.belgium, topic: 'À la Chambre belge : {subject.le}.', lists: { subject: ['m:projet| de chemin de fer dans la province de Luxembourg@1850-1914', 'm:budget| des travaux publics', 'f:loi| scolaire@1879-1880', 'f:loi| scolaire@1884-1885', 'f:loi| scolaire@1895-1896', 'f:loi| scolaire@1914-1915', 'f:loi| scolaire@1955-1956', 'f:loi| scolaire@1959-1960', 'f:loi| sur les pensions ouvrières@1900-1901', 'f:loi| sur les pensions ouvrières@1924-1925', 'f:loi| sur les pensions ouvrières@1955-1956', 'm:traité| de commerce avec la France@1850-1958'] }, news: ['La Chambre belge a adopté aujourd’hui {subject.le}.', 'Le projet va maintenant au Sénat.'] },
    { city: 'Bruxelles', from: 1948, to: 1991, topic: 'Réunion des ministres du Benelux.', news: ['Les ministres des Affaires étrangères des trois pays du Benelux se sont réunis ce matin.', 'Les questions douanières et les voies de communication étaient au centre des entretiens.'] },
    { city: 'Berlin', from: 1871, to: 1918, months: IN_SESSION.reichstag, topic: 'Au Reichstag.', news: ['Le Reichstag a poursuivi aujourd’hui la discussion du projet de loi militaire.', 'Plusieurs orateurs de l’opposition ont réclamé une réduction de la durée du service.'] },
    ...PILGRIM_YEARS.map(([from, to]): Telegram => ({ city: 'Rome', from, to, topic: 'Le pèlerinage {dePlace} arrivé à Rome.', news: ['Le pèlerinage parti {dePlace} et d’autres localités du Grand-Duché est arrivé aujourd’hui à Rome sans encombre.', 'Les pèlerins visiteront ces jours-ci les basiliques et reprendront le chemin du retour à la fin du mois.'], sunday: true, byline: ['Dépêche particulière', "Dépêche de l'aumônier du pèlerinage", 'Télégramme du comité du pèlerinage'] })),
    { city: 'Londres', from: 1885, to: 1914, months: IN_SESSION.commonsOld, topic: 'À la Chambre des communes.', news: ['La Chambre des communes a discuté aujourd’hui les crédits de la marine.', 'Le projet a été adopté à une forte majorité après un long débat.'] },
    { city: 'Paris', from: 1915, to: 1918, topic: 'La guerre.', news: ['Le communiqué officiel signale une activité réduite sur l’ensemble du front.', 'Les combats continuent en Argonne.'], sunday: true },
    { city: 'Metz', from: 1871, to: 1918, months: EXERCISE_MONTHS, topic: 'Les manœuvres en Lorraine.', news: ['D’importants exercices de troupes ont commencé aujourd’hui dans la région de Metz.', 'Le général commandant le corps d’armée assistait aux exercices.'] },
    { city: 'Strasbourg', from: 1950, to: 1991, months: IN_SESSION.councilOfEurope, topic: "Au Conseil de l'Europe.", news: ["L'Assemblée consultative du Conseil de l'Europe a repris aujourd'hui ses travaux.", "Les questions agricoles et les transports figurent à l'ordre du jour."] },
    ...TRIER_FLOOD_SPANS.map(([from, to, months]): Telegram => ({ city: 'Trèves', from, to, months, wartime: 'also', topic: 'La Moselle a monté de {#cm:60-180} centimètres à Trèves.', news: ['La Moselle a monté de {#cm} centimètres pendant la nuit.', "{=Les quais sont inondés et la navigation est interrompue|Les quais sont sous l'eau ; la navigation est arrêtée|La navigation est interrompue et les caves des quais sont inondées}."], sunday: true })),
    { city: 'Arlon', from: 1840, to: 1991, complete: true, topic: 'La foire d’Arlon : {#head:300-900} têtes de bétail.', news: ['La grande foire d’Arlon a attiré aujourd’hui une foule considérable, venue en grande partie du Grand-Duché ; on y comptait {#head} têtes de bétail.', 'Les transactions ont été {=nombreuses et les prix soutenus|nombreuses, mais les prix en légère baisse|animées, surtout pour les bêtes de boucherie}.'], byline: ['Correspondance particulière', 'De notre correspondant'] },
    { city: 'Paris', from: 1871, to: 1940, rumour: true, topic: 'Bruits de crise ministérielle.', news: ["Le bruit court dans les couloirs de la Chambre que le {=ministre des Finances|ministre de la Guerre|ministre de l'Intérieur} remettrait sa démission ces jours-ci.", 'On attribue cette décision à un désaccord au sein du cabinet sur {=le budget|les tarifs douaniers|la loi militaire}.'] },
    { city: 'Bruxelles', from: 1850, to: 1960, rumour: true, topic: 'Une catastrophe minière dans le Borinage.', news: ["On annonce de Mons qu'un coup de grisou se serait produit dans un charbonnage du Borinage.", 'On ne possède encore aucun renseignement précis sur le nombre des victimes.'] },
    { city: 'Rome', from: 1871, to: 1991, months: COLD_MONTHS, rumour: true, topic: 'La santé du pape.', news: ['Selon des bruits qui circulent ici, le Saint-Père souffrirait d’un refroidissement.', 'Au Vatican, on déclare qu’il ne s’agit que d’une légère indisposition.'], sunday: true },
  ],
  en: [
    { city: 'London', from: 1958, to: 1991, months: IN_SESSION.commons, topic: 'Commons debate on Europe', news: ['The House of Commons debated the Government’s European policy late into the night.', 'Speakers on both sides called for closer ties with the Communities, whose Court of Justice sits in Luxembourg.'] },
    { city: 'Brussels', from: 1962, to: 1991, months: FARM_PRICE_MONTHS, topic: 'Ministers agree on farm prices after {#h:20-40} hours', news: ['The Council of Ministers of the European Economic Community reached agreement on farm prices early this morning after {#h} hours of talks.', '{=The new prices will apply from the beginning of the next marketing year|The agreement must still be approved by the member governments|Farm organisations in Luxembourg welcomed the compromise}.'] },
    { city: 'Paris', from: 1945, to: 1991, months: BUDGET_DRAFT_MONTHS, topic: 'French Cabinet meets', news: ['The French Cabinet met this morning at the Élysée Palace under the chairmanship of the President of the Republic.', 'It discussed the budget for the coming year and the situation in agriculture.'] },
    { city: 'Bonn', from: 1950, to: 1961, months: [2, 3], topic: 'Bundestag passes budget', news: ['The Bundestag today passed the federal budget for the coming financial year by a comfortable majority.', 'The Opposition voted against it.'] },
    { city: 'Bonn', from: 1960, to: 1991, months: [11, 12], topic: 'Bundestag passes budget', news: ['The Bundestag today passed the federal budget for the coming year by a comfortable majority.', 'The Opposition voted against it.'] },
    { city: 'Strasbourg', from: 1953, to: 1958, months: IN_SESSION.europe, topic: 'Common Assembly resumes its session', news: ['The Common Assembly of the Coal and Steel Community resumed its session here today.', 'The coal market and the investment programme of the steel industry are on the agenda.'] },
    { city: 'Strasbourg', from: 1959, to: 1963, months: IN_SESSION.europe, topic: 'European Assembly resumes its session', news: ['The European Parliamentary Assembly resumed its session here today.', 'Transport policy and the coal market are on the agenda.'] },
    { city: 'Strasbourg', from: 1963, to: 1991, months: IN_SESSION.europe, topic: 'European Parliament resumes its session', news: ['The European Parliament resumed its session here today.', 'Farm prices and the regional fund are on the agenda.'] },
    { city: 'The Hague', from: 1948, to: 1991, topic: 'Benelux talks', news: ['The Foreign Ministers of Belgium, the Netherlands and Luxembourg met here today.', 'Customs questions and a common transport policy were the main subjects of their talks.'] },
    { city: 'Washington', from: 1945, to: 1991, months: [5, 6, 7, 8, 9, 10], topic: 'Senate approves aid bill', news: ['The Senate today approved the foreign aid bill by a large majority.', 'The bill now goes back to the House of Representatives.'] },
    { city: 'Trier', from: 1946, to: 1991, months: FLOOD_MONTHS, topic: 'Moselle in flood', news: ['The Moselle rose by more than a metre overnight.', 'Riverside roads are under water and shipping has been halted.'], sunday: true },
  ],
  lb: [
    { city: 'Bréissel', from: 1948, to: 1991, topic: "D'Benelux-Ministere beroden.", news: ["D'Ausseministere vun de Benelux-Länner hunn haut zu Bréissel beroden.", "Et goung virun allem ëm d'Douane an ëm de Verkéier."] },
    { city: 'Tréier', from: 1900, to: 1991, months: FLOOD_MONTHS, topic: 'Héichwaasser op der Musel.', news: ["D'Musel ass an der Nuecht ëm méi wéi e Meter geklommen.", "D'Schëffahrt ass agestallt."], sunday: true },
    { city: 'Paräis', from: 1945, to: 1991, months: BUDGET_DRAFT_MONTHS, topic: "D'franséisch Regierung.", news: ["De franséische Ministerrot huet haut de Moien am Élysée getaagt.", 'Et gouf iwwer de Budget vum nächste Joer geschwat.'] },
    { city: 'Stroossbuerg', from: 1950, to: 1991, months: IN_SESSION.councilOfEurope, topic: 'Europarot.', news: ["D'Versammlung vum Europarot huet haut hir Aarbechten erëm opgeholl.", "D'Landwirtschaft an de Verkéier stinn um Programm."] },
  ],
}

/**
 * The closing sentences of a telegram: "not yet confirmed" only after a rumour, "the papers discuss the
 * situation" only after a political or military one (issue 51: neither after an official notice, a vote,
 * a fair, a flood or pilgrims arriving).
 */
const CLOSES: Record<Lang, { any: readonly string[]; rumour: readonly string[]; situation: readonly string[] }> = {
  de: { any: ['Weitere Einzelheiten fehlen noch.', 'Ausführlicher Bericht folgt.', 'Wir kommen auf die Meldung zurück.'], rumour: ['Die Meldung bedarf noch der Bestätigung.'], situation: ['Die Blätter besprechen die Lage eingehend.'] },
  fr: {
    any: ['{=On manque encore de détails|Les détails manquent encore|On attend de plus amples détails|Nous donnerons de plus amples détails dans notre prochain numéro}.'],
    rumour: ["{=La nouvelle demande confirmation|La nouvelle n'est pas encore confirmée de source officielle|Nous ne donnons la nouvelle que sous toutes réserves}."],
    situation: [],
  },
  lb: { any: [], rumour: [], situation: [] },
  en: { any: [], rumour: [], situation: [] },
}

/**
 * What one telegram makes of its language's telegram kind: the closes its news allows, and the
 * days it can be dated, a sitting, a vote or a fair on a working day (issue 51: no Reichstag
 * sitting "today" on a Sunday).
 */
export function telegramKind(lang: Lang, telegram: Telegram): Pick<StoryKind, 'close' | 'eventWeekdays'> {
  const closes = CLOSES[lang]
  const close = [...(telegram.complete ? [] : closes.any), ...(telegram.rumour ? closes.rumour : []), ...(telegram.situation ? closes.situation : [])]
  return telegram.sunday ? { close } : { close, eventWeekdays: NOT_SUNDAY }
}

/** The country whose agencies wired a dateline city's news (Metz was German 1871–1918, the only years it is sent from). */
type Country = 'de' | 'fr' | 'be' | 'gb' | 'it' | 'nl' | 'us'
const COUNTRY_OF: Readonly<Record<string, Country>> = {
  Berlin: 'de', Bonn: 'de', Metz: 'de', Trier: 'de', Trèves: 'de', Tréier: 'de',
  Paris: 'fr', Paräis: 'fr', Straßburg: 'fr', Strasbourg: 'fr', Stroossbuerg: 'fr',
  Brüssel: 'be', Bruxelles: 'be', Brussels: 'be', Bréissel: 'be', Arlon: 'be',
  London: 'gb', Londres: 'gb', Rom: 'it', Rome: 'it', 'The Hague': 'nl', Washington: 'us',
}

/** A correspondent's letter, before any agency wired news (the Wolff bureau's first dispatches of 1849). */
const CORRESPONDENT: Record<Lang, string> = { de: 'Korr.', fr: 'Corresp. part.', lb: 'Korr.', en: 'From our correspondent' }

/** The agencies that wired a country's news to a paper of the language in the year, before the liberation. */
function prewarWire(country: Country, lang: Lang, year: number): readonly string[] | undefined {
  const german = lang === 'de' || lang === 'lb'
  switch (country) {
    case 'de':
      if (german) return [year < 1933 ? 'W.T.B.' : 'D.N.B.']
      return year < 1940 ? ['Havas'] : undefined
    case 'fr':
      return year < 1940 ? ['Havas'] : undefined
    case 'be':
      return year < 1920 ? ['Havas'] : ['Belga']
    case 'gb':
      return year >= 1851 ? ['Reuter'] : undefined
    case 'it':
      // Stefani followed Mussolini's republic north; Rome's news of the liberated autumn of 1944 came by Reuter.
      return year >= 1944 ? ['Reuter'] : year >= 1853 ? ['Stefani'] : undefined
    default:
      return undefined
  }
}

/** The agencies after the liberation: each country's own bureau beside the world agencies a paper of the language took. */
function postwarWire(country: Country, lang: Lang, year: number): readonly string[] {
  const world = year < 1949 ? ['A.F.P.', 'Reuter'] : lang === 'de' ? ['AFP', 'Reuter'] : lang === 'en' ? ['Reuters', 'AP', 'AFP'] : ['AFP', 'Reuter', 'AP']
  const own: Record<Country, string | undefined> = {
    de: year >= 1949 ? 'dpa' : undefined,
    fr: year >= 1949 ? 'AFP' : 'A.F.P.',
    be: 'Belga',
    gb: lang === 'en' ? 'Reuters' : year >= 1949 ? 'Reuter' : undefined,
    it: year >= 1945 ? 'ANSA' : undefined,
    nl: 'ANP',
    us: year < 1958 ? 'UP' : 'UPI',
  }
  const first = own[country]
  return first === undefined ? world : [first, ...world.filter((name) => name !== first)]
}

/**
 * Who a telegram's dateline names: its own sender where no agency wired such news (a pilgrimage's
 * leader, a fair's correspondent), else an agency that wired the city's country to a paper of the
 * language in the year (issue 51, sixth reading follow-up: no Metz dispatch of 1883 "(Havas)" in a
 * German paper, no Paris dispatch of 1939 from the D.N.B.).
 */
export function telegramSource(rng: Rng, lang: Lang, year: number, telegram: Telegram): string {
  if (telegram.byline) return rng.pick(telegram.byline)
  if (year < 1849) return CORRESPONDENT[lang]
  const country = COUNTRY_OF[telegram.city]
  if (country === undefined) return agency(rng, lang, year)
  // The German papers' D.N.B. to the end of the occupation year, as the period's agency has it.
  const prewar = year < (lang === 'de' || lang === 'lb' ? 1945 : 1944)
  const wire = prewar ? prewarWire(country, lang, year) : postwarWire(country, lang, year)
  return wire ? rng.pick(wire) : agency(rng, lang, year)
}
