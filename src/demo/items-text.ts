/**
 * The text of each book, manuscript and poster of the demo catalogue (issue 39): a flora holds
 * plants, a book of legends legends, letters open with a greeting and close with a signature,
 * in date order, and a poster names a day whose weekday is right. Invented texts on real subjects.
 */
import type { Lang } from './story.ts'

export interface ItemChapter {
  title: string
  lang?: Lang
  paragraphs: readonly string[]
}

export interface PosterText {
  /** The day of the event (YYYY-MM-DD), written out with its weekday in the poster's language. */
  date: string
  /** Lines of the poster; {date} is the day written out. */
  paragraphs: readonly string[]
}

export const ITEM_CHAPTERS: Record<string, readonly ItemChapter[]> = {
  'book-echternach-chronik': [
    { title: 'Erstes Kapitel. Die Gründung der Abtei.', paragraphs: ['Im Jahre 698 schenkte Irmina, die Äbtissin von Oeren bei Trier, dem angelsächsischen Missionar Willibrord ein kleines Kloster zu Echternach an der Sauer. Hier gründete der Heilige die Abtei, die für mehr als tausend Jahre der Mittelpunkt des geistlichen und geistigen Lebens der ganzen Gegend werden sollte.', 'Nach seinem Tode im Jahre 739 wurde Willibrord in der Klosterkirche beigesetzt, und bald strömten Pilger aus allen Himmelsrichtungen zu seinem Grabe.'] },
    { title: 'Zweites Kapitel. Die Schreibstube der Mönche.', paragraphs: ['Im elften Jahrhundert erlebte die Schreibstube der Abtei ihre größte Blüte. Hier entstanden die berühmten Evangelienbücher mit ihren goldenen Buchstaben, welche heute die Zierde großer Bibliotheken sind.', 'Die Urkunden jener Zeit nennen die Namen mehrerer Schreiber und Maler, von deren Kunst wir nur noch aus den erhaltenen Blättern eine Vorstellung gewinnen.'] },
    { title: 'Drittes Kapitel. Die Stadt und ihre Mauern.', paragraphs: ['Um die Abtei erwuchs allmählich eine Bürgerschaft von Handwerkern und Kaufleuten. Im Jahre 1236 erhielt Echternach Stadtrechte, und bald darauf umgab man die Stadt mit einer Mauer, deren Türme zum Teil noch heute stehen.', 'Der Marktplatz mit dem Dingstuhl, wo Recht gesprochen wurde, war der Mittelpunkt des bürgerlichen Lebens.'] },
    { title: 'Viertes Kapitel. Die Springprozession.', paragraphs: ['Alljährlich am Pfingstdienstage ziehen Tausende von Pilgern in der Springprozession durch die Straßen der Stadt zum Grabe des Heiligen. Über den Ursprung dieses Brauches berichten die Urkunden nichts Gewisses; die Überlieferung knüpft ihn an eine Viehseuche des Mittelalters.', 'Noch heute folgen die Springer in Reihen, an weißen Tüchern verbunden, der alten Weise, welche die Musikanten unermüdlich wiederholen.'] },
  ],
  'book-forges-chiers': [
    { title: 'Chapitre premier. — Le village de la forge.', paragraphs: ["Au bord de la Chiers, à l'endroit où la rivière sort des bois pour entrer dans la prairie, se dressait la vieille forge des Bernard. Depuis trois générations, le marteau y battait du matin au soir, et le village tout entier vivait au rythme de ses coups.", "Jeanne Bernard avait vingt ans quand son père mourut, laissant la forge criblée de dettes. Les ouvriers attendaient, inquiets, ce qu'allait décider l'héritière."] },
    { title: 'Chapitre II. — L’offre du maître de forges.', paragraphs: ["Un matin de novembre, un cabriolet s'arrêta devant la maison. Monsieur Collignon, le puissant maître de forges de Longwy, en descendit et demanda à parler à mademoiselle Bernard.", "« Vendez-moi la forge, dit-il sans préambule, et vos ouvriers auront du travail dans mes usines. Seule, vous ne tiendrez pas six mois. » Jeanne le regarda longuement et répondit qu'elle réfléchirait."] },
    { title: 'Chapitre III. — La nuit de la coulée.', paragraphs: ["Le vieux contremaître Théis fut le premier à lui rendre courage. « Votre père a connu pire, mademoiselle, lui dit-il ; si les hommes veulent, la forge tiendra. » Le soir même, les ouvriers se réunirent dans l'atelier et jurèrent de travailler un mois sans salaire.", "La première coulée eut lieu dans la nuit, à la lueur rouge du fourneau. Jeanne, debout près de la porte, ne quitta pas des yeux le ruisseau de fonte qui descendait dans les moules."] },
    { title: 'Chapitre IV. — Le printemps.', paragraphs: ["Au printemps, les commandes revinrent. Un marchand de Metz, séduit par la qualité des fers de la Chiers, en prit toute la production de l'année, et Jeanne put payer les dettes de son père jusqu'au dernier sou.", "Quand Monsieur Collignon repassa, il trouva la forge en pleine activité. Il salua la jeune femme avec un respect nouveau et ne parla plus d'acheter."] },
  ],
  'book-leierchen': [
    { title: "D'Léierchen", paragraphs: ["Héich iwwer dem Feld, am bloen Dag, / do séngt d'Léierchen hiert Lidd; / de Bauer stellt säi Plou an d'Fuer / a lauschtert, bis se méid.", "Da geet hie weider, Schrëtt fir Schrëtt, / de Kapp voll Sonn a Wand, / an d'Lidd vun der Léierchen / geet mat him iwwer d'Land."] },
    { title: 'Hierscht um Bierg', paragraphs: ["De Bësch gëtt rout, de Bësch gëtt giel, / de Niwwel hänkt am Dall; / d'Kéi ginn heem vun der leschter Weed, / d'Klacke lauden all.", "An d'Kanner lafe virun hin / mat rouder Bak a Mond, / an iwwer d'Haff, ganz lues, kënnt / den Owend an d'Stonn."] },
    { title: 'Mäi Duerf', paragraphs: ["Wou d'Sauer hir Schläifen zitt / ronderëm de Gréngen Hiwwel, / do läit mäi Duerf, ganz kleng a stëll, / mat Kierch an Haff a Stiwwel.", "Ech sinn dervu fortgaang an d'Stad, / an d'Welt, wäit iwwer d'Mier; / mee wann ech d'Aen zou maachen, / da sinn ech nees bei dir."] },
  ],
  'book-eisenbahnen': [
    { title: 'Erstes Kapitel. Die ersten Pläne.', paragraphs: ['Schon in den vierziger Jahren wurde im Großherzogtum lebhaft über den Bau einer Eisenbahn verhandelt, welche das Land mit Frankreich, Belgien und Deutschland verbinden sollte. Die Schwierigkeiten waren groß: das Land war arm, das Gelände schwierig, und die Nachbarstaaten verfolgten jeder ihre eigenen Absichten.', 'Erst die Gründung der Wilhelm-Luxemburg-Eisenbahngesellschaft im Jahre 1857 brachte die Sache in Gang.'] },
    { title: 'Zweites Kapitel. Die Eröffnung der Linie nach Diedenhofen.', paragraphs: ['Am 4. Oktober 1859 wurde die erste Linie, von Luxemburg nach Diedenhofen, feierlich eröffnet. Die Hauptstadt war festlich geschmückt, und eine unübersehbare Menschenmenge erwartete am Bahnhof den ersten Zug.', 'Noch im selben Jahre folgte die Strecke nach Arlon, und bald darauf die Verbindung nach Trier über Wasserbillig.'] },
    { title: 'Drittes Kapitel. Die Nordbahn.', paragraphs: ['Schwieriger war der Bau der Linie durch das Ösling nach Ulflingen, die zahlreiche Tunnel und Brücken erforderte. Im Jahre 1867 war sie vollendet, und damit erhielt das nördliche Landesteil zum ersten Male eine schnelle Verbindung mit der Hauptstadt.', 'Die Bedeutung dieser Bahn für die Landwirtschaft und den Holzhandel des Nordens kann kaum überschätzt werden.'] },
    { title: 'Viertes Kapitel. Die Prinz-Heinrich-Bahn.', paragraphs: ['Für das Erzbecken des Südens war die Prinz-Heinrich-Bahn von größter Wichtigkeit. Sie verbindet die Gruben und Hüttenwerke untereinander und mit den Hauptlinien, so daß das Erz auf kürzestem Wege zu den Hochöfen gelangt.', 'Die Zahl der beförderten Tonnen hat sich seit der Eröffnung mehr als verzehnfacht.'] },
  ],
  'book-flore': [
    { title: 'Chapitre premier. — Renonculacées.', paragraphs: ["Anemone nemorosa L. — Anémone des bois. Fleurs blanches, parfois rosées en dessous. Commune dans les bois frais de tout le pays, surtout dans la vallée de la Sûre et dans le Grünewald. Fleurit de mars à mai.", "Caltha palustris L. — Populage des marais. Fleurs d'un jaune doré. Prairies humides, bords des ruisseaux ; très commun dans l'Oesling. Avril-mai."] },
    { title: 'Chapitre II. — Crucifères.', paragraphs: ["Cardamine pratensis L. — Cardamine des prés. Fleurs lilas pâle. Prairies humides de tout le pays, souvent en grande abondance au bord de l'Alzette. Avril-juin.", "Lunaria rediviva L. — Lunaire vivace. Fleurs violacées, odorantes. Rare : ravins ombragés des environs de Mullerthal et de Berdorf. Mai-juin."] },
    { title: 'Chapitre III. — Orchidées.', paragraphs: ["Orchis mascula L. — Orchis mâle. Fleurs pourpres. Pelouses calcaires et bois clairs de la région de la Moselle ; assez commun autour de Grevenmacher. Avril-mai.", "Ophrys apifera Huds. — Ophrys abeille. Fleurs imitant un insecte. Très rare : coteaux secs des environs de Remich, où nous l'avons trouvé en 1894. Juin."] },
    { title: 'Chapitre IV. — Bruyères.', paragraphs: ["Calluna vulgaris Salisb. — Bruyère commune. Fleurs rose violacé. Landes et bois secs de l'Oesling, où elle couvre de vastes étendues. Août-octobre.", "Vaccinium myrtillus L. — Myrtille. Fleurs verdâtres, fruits bleu noir. Bois de l'Oesling et du Grès de Luxembourg. Mai ; fruits en juillet."] },
  ],
  'book-sagen': [
    { title: 'Erstes Kapitel. Die Melusina.', paragraphs: ['Als Graf Siegfried den Felsen am Bock erwarb, um dort seine Burg zu bauen, begegnete ihm am Ufer der Alzette eine wunderschöne Frau, die Melusina. Sie wurde seine Gemahlin, doch sie nahm ihm das Versprechen ab, sie jeden Samstag allein zu lassen und niemals nach dem Grunde zu fragen.', 'Viele Jahre hielt der Graf sein Wort. Eines Samstags aber trieb ihn die Neugier, durch das Schlüsselloch zu blicken, und er sah seine Gemahlin im Bade sitzen, mit einem Fischschwanz statt der Füße. Da stieß Melusina einen Schrei aus und versank für immer im Felsen.'] },
    { title: 'Zweites Kapitel. Die Waschfrau im Walde.', paragraphs: ['In den Wäldern bei Vianden, so erzählen die alten Leute, sieht man in mondhellen Nächten eine weiße Frau am Bache stehen und Wäsche waschen. Wer sie anspricht, dem bringt sie Unglück; wer aber still vorübergeht und ein Vaterunser betet, dem tut sie nichts.', 'Ein Holzhauer, der sich einst über sie lustig machte, soll noch im selben Jahre unter einem fallenden Baume umgekommen sein.'] },
    { title: 'Drittes Kapitel. Der Teufel von Echternach.', paragraphs: ['Als der heilige Willibrord seine Kirche in Echternach baute, wollte der Teufel das Werk verhindern und warf in der Nacht einen gewaltigen Felsen gegen die Mauern. Doch der Heilige machte das Kreuzzeichen, und der Stein blieb im Walde liegen, wo man ihn noch heute zeigt.', 'Die Abdrücke, die man darauf sieht, sollen von den Krallen des Bösen herrühren.'] },
    { title: 'Viertes Kapitel. Der Hämmelsmarsch.', paragraphs: ['Warum die Musikanten zur Schobermesse mit einem Hammel durch die Stadt ziehen, weiß niemand mehr genau. Die Überlieferung sagt, ein Schäfer habe einst seinen schönsten Hammel der Stadt geschenkt, weil man ihm in einem strengen Winter Obdach gewährt habe.', 'Seither führt man alljährlich einen geschmückten Hammel mit Musik von Wirtshaus zu Wirtshaus.'] },
  ],
  'book-minett': [
    { title: 'Éischt Kapitel. Déi éischt Schicht', lang: 'lb', paragraphs: ["Ech war véierzéng Joer al, wéi mäi Papp mech fir d'éischt mat op d'Schmelz geholl huet. Et war am Wanter 1912, an et war nach däischter, wéi mir de Moien fortgaange sinn.", "Ech hunn nach ni esou eng Hëtzt gefillt wéi virun deem Héichuewen. D'Männer hu mat hire laange Staange geschafft, a keen huet e Wuert geschwat."] },
    { title: 'Zweet Kapitel. Den Accident', lang: 'lb', paragraphs: ["Am Summer 1919 ass mäi Frënd Jos beim Ofstécher verongléckt. Mir hunn en op enger Bar an d'Spidol gedroen, mee et war ze spéit.", "Dräi Deeg drop ass dat halwt Duerf mat bei d'Begriefnes gaang, an de Pastouer huet vun de Männer geschwat, déi fir de Stol hiert Liewe ginn."] },
    { title: 'Drittes Kapitel. Der Streik', lang: 'de', paragraphs: ['Im Frühjahr 1921 legten die Arbeiter in Esch und Differdingen die Arbeit nieder. Wir wollten mehr Lohn und die Anerkennung unserer Gewerkschaft; die Direktion wollte nichts davon hören.', 'Wochenlang standen die Hochöfen kalt. Zuletzt kamen Soldaten, und wir mußten nachgeben. Aber vergessen hat es keiner von uns.'] },
    { title: 'Véiert Kapitel. Zeréck op der Schmelz', lang: 'lb', paragraphs: ["Wéi ech 1945 aus dem Krich heemkomm sinn, stoung d'Schmelz nach. Déi al Kollegen ware bal all do, an den Héichuewen huet erëm gebrannt.", "Haut, wou ech pensionéiert sinn, ginn ech nach all Dag laanscht d'Paart. Da kucken ech op d'Rauch an denken un déi éischt Schicht."] },
  ],
  'book-moselle-history': [
    { title: 'Chapter I. The river and its valley', paragraphs: ['The Moselle forms the eastern frontier of the Grand Duchy for some forty kilometres, from Schengen in the south to Wasserbillig, where the Sûre joins it. Its valley is narrow, its slopes steep and sunny, and since Roman times they have been planted with vines.', 'The villages along the river – Remich, Wormeldange, Grevenmacher – have lived from wine and from the river trade for as long as records exist.'] },
    { title: 'Chapter II. The Romans on the Moselle', paragraphs: ['Roman Trier, a few miles downstream, was for a time one of the capitals of the Empire, and its wealth reached up the valley. Villas with mosaic floors have been found near Nennig and Mondorf, and Roman wine presses at several places along the river.', 'The poet Ausonius, who travelled the Moselle in the fourth century, praised the green slopes mirrored in its water.'] },
    { title: 'Chapter III. Wine and the river trade', paragraphs: ['Until the coming of the railway, the river was the valley’s highway. Barges carried wine down to Trier and Koblenz and brought back grain, salt and cloth.', 'The canalisation of the Moselle, completed in 1964, has turned it once more into a great waterway, this time for coal and steel.'] },
  ],
  'book-siderurgie': [
    { title: 'Chapitre premier. — Les débuts.', paragraphs: ["La découverte, vers 1850, des gisements de minette dans le sud du pays marque le véritable début de la sidérurgie luxembourgeoise. Jusqu'alors, on ne travaillait le fer que dans de petites forges au bois, dispersées dans les vallées.", "Le premier haut fourneau moderne du bassin fut allumé à Esch en 1871."] },
    { title: 'Chapitre II. — Le procédé Thomas.', paragraphs: ["La minette, riche en phosphore, donnait une fonte de qualité médiocre. L'invention du procédé Thomas, en 1879, changea tout : il permit de tirer de ce minerai un acier excellent.", "En quelques années, Esch, Dudelange et Differdange devinrent de grands centres industriels, et la population du Sud se multiplia."] },
    { title: 'Chapitre III. — L’Arbed.', paragraphs: ["La fusion de 1911, qui donna naissance aux Aciéries réunies de Burbach-Eich-Dudelange, créa l'un des plus grands groupes sidérurgiques d'Europe.", "Sa production dépassait, à la veille de la Seconde Guerre mondiale, deux millions de tonnes d'acier par an."] },
    { title: 'Chapitre IV. — De la CECA à nos jours.', paragraphs: ["Le choix de Luxembourg comme siège de la Haute Autorité de la Communauté européenne du charbon et de l'acier, en 1952, consacra la place du pays dans l'industrie européenne.", "Un siècle après le premier haut fourneau, la sidérurgie emploie encore près du quart de la population active."] },
  ],
  'book-auswanderung': [
    { title: 'Erstes Kapitel. Soll man auswandern?', paragraphs: ['Wer mit dem Gedanken umgeht, die Heimat zu verlassen, der prüfe sich wohl, ehe er den Entschluß faßt. Amerika ist kein Schlaraffenland; wer dort sein Glück machen will, muß arbeiten, härter vielleicht als daheim.', 'Wer aber gesund und fleißig ist und ein Handwerk oder die Landwirtschaft versteht, der findet drüben sein gutes Auskommen.'] },
    { title: 'Zweites Kapitel. Von der Reise.', paragraphs: ['Man reise nicht ohne einen schriftlichen Vertrag mit einem zugelassenen Agenten. Die Überfahrt von Antwerpen oder Havre nach New-York dauert mit dem Segelschiffe fünf bis sechs Wochen.', 'Man nehme warme Kleider, Decken und für die Reise genügend Zwieback, Speck und getrocknetes Obst mit; auch vergesse man die Papiere nicht.'] },
    { title: 'Drittes Kapitel. Von der Ankunft.', paragraphs: ['In New-York wende man sich an die deutschen Gesellschaften, die dem Ankömmling mit Rat und Tat beistehen. Vor den Schleppern, die den Neuling am Hafen erwarten, sei nachdrücklich gewarnt.', 'In Iowa, Wisconsin und Minnesota haben sich schon viele Landsleute niedergelassen; dorthin zu gehen, ist für den Luxemburger Landmann das Ratsamste.'] },
  ],
  'book-digitale-zeitungen': [
    { title: 'Kapitel 1. Warum Zeitungen digitalisieren?', paragraphs: ['Zeitungen gehören zu den am häufigsten benutzten Beständen einer Nationalbibliothek und zugleich zu den gefährdetsten: das holzhaltige Papier des 19. und 20. Jahrhunderts zerfällt. Die Digitalisierung schützt die Originale und macht ihren Inhalt zugleich überall zugänglich.', 'Erst die Texterkennung macht aus den Bildern einen durchsuchbaren Bestand.'] },
    { title: 'Kapitel 2. Vom Original zum Digitalisat.', paragraphs: ['Gescannt wird in der Regel vom Mikrofilm, bei gut erhaltenen Bänden auch vom Original. Jede Seite wird als Bild gespeichert, in Artikel gegliedert und mit erkanntem Text versehen.', 'Für die Beschreibung der Struktur hat sich das Format METS mit ALTO für den Text durchgesetzt.'] },
    { title: 'Kapitel 3. Grenzen der Texterkennung.', paragraphs: ['Die Frakturschrift, verblasste Drucke und enger Satz bereiten der Texterkennung große Schwierigkeiten. Ein langes s wird als f gelesen, ein rn als m.', 'Eine gute Suche muss deshalb auch Schreibvarianten finden, und die Bibliothek sollte Fehler melden lassen.'] },
  ],
  'book-dialekter': [
    { title: 'Kapitel 1. Dat Lëtzebuergescht', paragraphs: ["Lëtzebuergesch gëtt net iwwerall am Land gläich geschwat. Wien aus dem Éislek kënnt, héiert een direkt, an och d'Leit vun der Musel hunn hir eege Wierder.", 'Déi Ënnerscheeder ginn awer lues a lues méi kleng, well d\'Leit vill méi reesen a vill méi mateneen schwätzen wéi fréier.'] },
    { title: 'Kapitel 2. Am Éislek', paragraphs: ["Am Norde seet een \"Pärd\" fir \"Päerd\", an d'Wierder kléngen e bësse méi breet. E Wëlzer erkennt een un der Aart, wéi en d'Vokaler zitt.", 'Vill al Wierder aus der Landwirtschaft sinn hei méi laang lieweg bliwwen wéi am Süden.'] },
    { title: 'Kapitel 3. Op der Musel', paragraphs: ["D'Musel huet hir eege Melodie. Vill Wierder aus dem Wéngert an aus der Schëffahrt ginn et nëmmen hei.", 'Wien zu Réimech oder zu Gréiwemaacher opgewuess ass, dee seet och haut nach vill Saachen anescht wéi e Stater.'] },
  ],
  'book-patrimoine-sud': [
    { title: 'Chapitre 1. Un paysage façonné par la mine', paragraphs: ["Les anciennes minières à ciel ouvert des environs d'Esch et de Rumelange ont laissé un paysage unique de falaises rouges, aujourd'hui reconquises par la nature.", 'Certaines sont devenues des réserves naturelles, où l’on observe des orchidées rares.'] },
    { title: 'Chapitre 2. Les hauts fourneaux de Belval', paragraphs: ["Arrêtés en 1997, les hauts fourneaux A et B de Belval ont été conservés comme témoins de l'histoire industrielle du pays.", "Ils se dressent aujourd'hui au milieu d'un nouveau quartier universitaire."] },
    { title: 'Chapitre 3. Les cités ouvrières', paragraphs: ["Les sociétés sidérurgiques ont construit, autour des usines, des cités pour leurs ouvriers et leurs employés. Leur architecture reflète la hiérarchie de l'entreprise.", "Plusieurs d'entre elles sont aujourd'hui protégées au titre du patrimoine."] },
  ],
  'ms-reise-amerika': [
    { title: 'Den 14. April 1868.', paragraphs: ['Heute früh haben wir Befort verlassen. Die Mutter weinte an der Tür, und der Vater begleitete uns bis Echternach. Ich habe ihm versprochen, gleich nach der Ankunft zu schreiben.'] },
    { title: 'Den 18. April 1868.', paragraphs: ['In Antwerpen. Das Schiff heißt „Helvetia“ und soll übermorgen abgehen. Wir schlafen in einem Gasthaus nahe dem Hafen, zusammen mit einer Familie aus Wiltz, die nach Iowa will.'] },
    { title: 'Den 27. April 1868.', paragraphs: ['Seit drei Tagen Sturm. Fast alle im Zwischendeck sind seekrank; ich bin es weniger als die anderen und helfe der Frau aus Wiltz mit den Kindern. Ein altes Weib aus Trier betet den ganzen Tag den Rosenkranz.'] },
    { title: 'Den 16. Mai 1868.', paragraphs: ['Land in Sicht! Am Abend liefen wir in New-York ein. Ich kann nicht beschreiben, was ich gefühlt habe, als ich die vielen Lichter der Stadt sah. Morgen geht es weiter mit der Eisenbahn nach Westen.'] },
    { title: 'Den 2. Juni 1868.', paragraphs: ['Dubuque, Iowa. Vetter Peter hat mich am Bahnhof abgeholt. Ich kann bei ihm wohnen und auf seiner Farm arbeiten, bis ich eigenes Land habe. Die Felder sind unermeßlich, und überall hört man Luxemburger sprechen.'] },
  ],
  'ms-deliberations-vianden': [
    { title: 'Séance du 6 février 1851.', lang: 'fr', paragraphs: ["Présents : MM. le bourgmestre, les échevins et sept conseillers. Le conseil, considérant le mauvais état du chemin de Vianden à Bivels, décide d'y faire exécuter des réparations pour une somme qui ne pourra dépasser trois cents francs."] },
    { title: 'Séance du 13 mars 1851.', lang: 'fr', paragraphs: ["Le conseil accorde au sieur Nicolas Thinnes, instituteur, une augmentation de traitement de cinquante francs, en considération du nombre croissant des élèves de l'école."] },
    { title: 'Sitzung vom 24. April 1851.', lang: 'de', paragraphs: ['Der Gemeinderat beschließt, den Armen der Gemeinde während der Teuerung wöchentlich Brot verteilen zu lassen. Die Kosten werden aus der Gemeindekasse bestritten.'] },
    { title: 'Séance du 5 juin 1851.', lang: 'fr', paragraphs: ['Le conseil approuve le compte de la fabrique d’église pour l’exercice 1850 et charge le bourgmestre de faire réparer la toiture de l’école avant l’hiver.'] },
  ],
  'ms-liederheft': [
    { title: '1. Marienlied.', lang: 'de', paragraphs: ['Maria, Mutter voller Gnad, / Du Trost in aller Not, / Sei du mein Licht auf meinem Pfad / Bis an den stillen Tod.', 'Wenn einst mein Auge dunkel wird / Und still mein Herze steht, / Dann führ mich, wie ein guter Hirt, / Wo keine Nacht vergeht.'] },
    { title: '2. Cantique du soir.', lang: 'fr', paragraphs: ['Le jour s’enfuit, l’ombre descend, / Seigneur, veille sur nous ; / Garde au foyer le pauvre enfant / Et l’âme à tes genoux.'] },
    { title: '3. Abendlied.', lang: 'de', paragraphs: ['Nun ruhen alle Felder, / Es schweigt der Vogelsang, / Vom Turme über Wälder / Tönt still der Glockenklang.'] },
  ],
  'ms-lettres-faber': [
    { title: 'Remich, le 12 janvier 1889.', paragraphs: ['Ma chère Louise, je t’écris au coin du feu, pendant que Papa lit son journal. Il a gelé si fort cette nuit que la Moselle charrie des glaçons, et les bateliers restent à l’auberge à jouer aux cartes. Maman te fait dire qu’elle a bien reçu ta lettre et qu’elle te prie de ne pas oublier tes flanelles. Je t’embrasse de tout cœur. Ta sœur affectionnée, Madeleine.'] },
    { title: 'Remich, le 3 mars 1889.', paragraphs: ['Ma chère Louise, tu me demandes des nouvelles du bal de la Sainte-Cécile : il a été fort gai, et j’ai dansé trois fois avec le fils du notaire, ce qui a fait jaser toute la ville. Ne dis rien à Maman, je t’en prie. Mille baisers de ta Madeleine.'] },
    { title: 'Remich, le 7 mai 1889.', paragraphs: ['Ma chère sœur, les vignes sont en fleur et le temps est superbe. Papa craint les gelées de la Saint-Servais, mais jusqu’ici tout va bien. Quand viendras-tu nous voir ? La chambre bleue t’attend. Je t’embrasse, Madeleine.'] },
    { title: 'Remich, le 14 octobre 1889.', paragraphs: ['Ma chère Louise, les vendanges sont finies, et quelles vendanges ! Papa dit qu’il n’a jamais vu un si beau raisin depuis 1868. Le fils du notaire est venu aider au pressoir ; je crois qu’il viendra bientôt parler à Papa. Prie pour moi. Ta Madeleine.'] },
  ],
  'ms-pfarrchronik-befort': [
    { title: 'Das Jahr 1866.', paragraphs: ['In diesem Jahre herrschte die Cholera in mehreren Ortschaften des Kantons. In unserer Pfarrei starben daran elf Personen, darunter drei Kinder. Am Feste Mariä Himmelfahrt wurde eine Bittprozession zur Kapelle gehalten, an der fast die ganze Gemeinde teilnahm.'] },
    { title: 'Das Jahr 1868.', paragraphs: ['Im Frühjahr sind wieder vierzehn Personen aus der Pfarrei nach Amerika ausgewandert, die meisten nach Iowa. Der junge Nikolaus Gengler hat versprochen, von drüben zu schreiben. Die Ernte war mittelmäßig, der Wein sauer.'] },
    { title: 'Das Jahr 1870.', paragraphs: ['Der Krieg zwischen Frankreich und Preußen hat auch in unserer Gegend große Unruhe verursacht. Im August hörte man bei Westwind den Kanonendonner von Metz her. Die Preise für Brot und Fleisch sind stark gestiegen.'] },
  ],
  'ms-rezeptbuch': [
    { title: 'Rieslingpastete.', lang: 'de', paragraphs: ['Man nehme ein Pfund Kalbfleisch und ein Pfund Schweinefleisch, schneide es in Würfel und lege es über Nacht in Riesling mit Zwiebeln, Petersilie, Salz und Pfeffer. Den Teig mache man aus einem Pfund Mehl, einem halben Pfund Butter, zwei Eiern und etwas Wasser.', 'Die Pastete backe man eine gute Stunde und gieße zuletzt durch das Loch im Deckel den mit Gelatine gebundenen Wein nach.'] },
    { title: 'Gâteau de Savoie.', lang: 'fr', paragraphs: ['Battre huit jaunes d’œufs avec une livre de sucre jusqu’à ce que le mélange blanchisse ; ajouter le zeste d’un citron, puis un quart de farine et un quart de fécule. Incorporer les blancs battus en neige bien ferme.', 'Cuire à four doux pendant trois quarts d’heure, dans un moule beurré.'] },
    { title: 'Kartoffelpuffer (Gromperekichelcher).', lang: 'de', paragraphs: ['Zwei Pfund rohe Kartoffeln reibe man fein, drücke sie aus und vermische sie mit zwei Eiern, einer geriebenen Zwiebel, Petersilie, Salz und einem Löffel Mehl. In heißem Fett backe man kleine Kuchen auf beiden Seiten knusprig.', 'Man reiche sie mit Apfelmus.'] },
  ],
  'ms-hochoefen': [
    { title: 'Den 3. März 1886.', paragraphs: ['Besichtigung des Bauplatzes für Hochofen III. Der Untergrund besteht bis vier Meter Tiefe aus Lehm, darunter fester Kalkstein. Fundament aus Bruchstein in Zementmörtel, Durchmesser vierzehn Meter.'] },
    { title: 'Den 22. April 1886.', paragraphs: ['Gestell fertig gemauert. Höhe des Ofens nach Plan 18 Meter, Rast 6,20 Meter Durchmesser. Die feuerfesten Steine aus Andenne sind von guter Beschaffenheit; 40 Stück wegen Rissen zurückgewiesen.'] },
    { title: 'Den 15. Juni 1886.', paragraphs: ['Probe der neuen Gebläsemaschine: Winddruck 0,35 Atmosphären bei 24 Umdrehungen. Die Winderhitzer nach Cowper arbeiten zufriedenstellend. Anblasen für den 1. Juli vorgesehen.'] },
  ],
  'ms-gedichter': [
    { title: 'Réimech', paragraphs: ["Wou d'Musel sech esou roueg dréit / laanscht Wéngerten a Stee, / do ass mäi Réimech, do ass d'Welt, / déi ech am léifste gesinn."] },
    { title: 'Hierschtlidd', paragraphs: ["D'Drauwe si gelies, de Most ass am Faass, / d'Blieder falen dout; / a mir sëtzen am Kelterhaus / beim Brout a beim Wäin, deen d'Joer eis bout."] },
    { title: 'Fir meng Mamm', paragraphs: ["Du hues eis gesongen, wann d'Nuecht ass komm, / du hues eis gedréischt, wann d'Léid eis beschwéiert; / elo bass du roueg, an d'Haus ass stomm, / mee däi Lidd, Mamm, dat hunn ech behalen."] },
  ],
}

export const POSTER_TEXTS: Record<string, PosterText> = {
  'poster-volksfest-echternach': { date: '1885-08-16', paragraphs: ['Großes Volksfest in Echternach am {date}.', 'Festzug der Vereine um 2 Uhr nachmittags vom Marktplatz. Konzert der Stadtmusik im Stadtpark. Abends großer Ball im Saale des Hotels Bel-Air.', 'Eintritt zum Konzert: 50 Centimes. Zu zahlreichem Besuche ladet ein: das Festkomitee.'] },
  'poster-exposition-mersch': { date: '1892-09-11', paragraphs: ['Exposition agricole de Mersch, le {date}.', 'Concours de bétail, de chevaux et de produits de la ferme. Distribution des primes à 4 heures par M. le directeur général.', 'Musique de la fanfare de Mersch. Entrée : 30 centimes.'] },
  'poster-schueberfouer-1928': { date: '1928-08-25', paragraphs: ["Schueberfouer 1928 um Glacis, vum {date} bis den 12. September.", "Karussellen, Schéissbuden, Gebake Fësch. Hämmelsmarsch mat der Musek duerch d'Stad.", 'Alles op d\'Fouer!'] },
  'poster-concours-ettelbruck': { date: '1911-07-16', paragraphs: ['Grand concours de musique à Ettelbruck, le {date}.', 'Plus de quarante sociétés inscrites. Cortège à 1 heure, concours à 2 heures, distribution des prix à 7 heures du soir.', 'Trains spéciaux de Luxembourg, de Diekirch et de Wiltz.'] },
  'poster-wahlaufruf-1919': { date: '1919-10-26', paragraphs: ['Wähler! Wählerinnen!', 'Zum ersten Male wählen am {date} alle Männer und Frauen des Landes die Abgeordnetenkammer.', 'Tut eure Pflicht! Geht alle zur Wahl!'] },
  'poster-kiermes-reimech': { date: '1952-09-07', paragraphs: ["Kiermes zu Réimech, {date}.", "Bal mat der Musek vu Réimech am Sall Kinnen. Karussellen op der Esplanade.", 'Wäi vun der Musel a gutt Laun!'] },
  'poster-foire-1965': { date: '1965-05-22', paragraphs: ['Foire internationale de Luxembourg, à partir du {date}.', 'Internationale Messe — International Fair.', 'Plus de mille exposants de vingt pays. Tous les jours de 10 à 20 heures, Limpertsberg.'] },
  'poster-tour-cycliste-1938': { date: '1938-06-16', paragraphs: ['Tour de Luxembourg cycliste, départ le {date}.', "Quatre étapes à travers tout le pays. Arrivée finale à Luxembourg, avenue de la Gare.", "D'Coureure kommen!"] },
  'poster-red-star-line': { date: '1890-04-05', paragraphs: ['Nach Amerika mit der Red Star Line, Antwerpen — New-York.', 'Nächste Abfahrt: {date}, dann jeden Samstag.', 'Auskunft und Fahrkarten beim Agenten W. Krantz in Luxemburg.'] },
  'poster-theater-tunnel': { date: '1972-11-18', paragraphs: ['Den Tunnel vu Rëmeleng, Theater am Stadhaus.', 'Première: {date}, um 20 Auer.', 'Bëlljeeën um Büro vum Theater.'] },
}
