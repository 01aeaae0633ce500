/**
 * The serial novels of the demo papers: passages written to be read in order, an instalment
 * printing two of them, so that the novel continues from one issue to the next. Each paper's
 * year tells its own version: the people (P the heroine, Q the young man, R the father or the
 * notary) and the places are filled by one scene for the whole run (story.ts), so the novel of
 * the Luxemburger Morgenblatt in 1941 is set elsewhere than the one of 1943. Invented works by
 * invented authors.
 */
import type { Lang } from './story.ts'

export interface Serial {
  title: string
  author: { given: string; family: string }
  passages: readonly string[]
  /**
   * Where a novel's story can be set, where its text names a river or a landmark: each entry the
   * German names of {place}, {place2}, … in order ("Das Haus an der Sauer" stands at a town on the
   * Sauer, and {place2} is downstream of it). A novel without them is set in any home town.
   */
  places?: readonly (readonly string[])[]
}

export const SERIALS: Record<Lang, readonly Serial[]> = {
  de: [
    {
      title: 'Die Tochter des Försters von {place}',
      author: { given: 'Nikolaus', family: 'Welter' },
      passages: [
        'Das Forsthaus lag eine gute Stunde oberhalb von {place}, dort wo der Weg nach {place2} den Wald verläßt. Seit dreißig Jahren versah der alte Förster {R=father.name} dort seinen Dienst, und seit dem Tode seiner Frau lebte er allein mit seiner Tochter {P=heroine.given}.',
        '{P.given} war neunzehn Jahre alt, und es gab im ganzen Tal kein Mädchen, das mit ihr im Laufen, im Reiten und im Lesen der Fährten Schritt halten konnte. Die Leute im Dorf nannten sie halb bewundernd, halb spöttisch „das Waldkind“.',
        'An einem Oktoberabend, als der Nebel schon aus dem Tal stieg, klopfte es an die Tür des Forsthauses. Draußen stand ein junger Mann in städtischer Kleidung, die Stiefel voll Lehm, und bat um ein Nachtlager.',
        '„Ich bin der neue Landmesser“, sagte er, „und habe mich im Wald verirrt.“ Der Förster musterte ihn lange, ehe er ihn eintreten ließ. {P.given} stellte schweigend einen zweiten Teller auf den Tisch.',
        'Beim Abendessen erzählte der Fremde, er heiße {Q=hero.name} und komme aus Luxemburg; die Regierung habe ihn geschickt, um die Grenzen der Gemeindewälder neu zu vermessen. Der Förster runzelte die Stirn, sagte aber nichts.',
        'Erst als der Gast schlafen gegangen war, sprach der Alte zu seiner Tochter: „Wo ein Landmesser hinkommt, da gibt es bald Streit. Die Bauern von {place} und die von {place3} liegen sich seit fünfzig Jahren wegen des Eichenschlages in den Haaren.“',
        'In den folgenden Wochen sah man den Landmesser täglich mit seinen Meßketten im Wald. {P.given} zeigte ihm die alten Grenzsteine, die unter dem Moos verborgen lagen, und er schrieb jede Zahl sorgfältig in sein Buch.',
        'Eines Morgens fand man einen der Steine umgestürzt, und in der Nacht darauf brannte im Eichenschlag ein Holzstoß nieder. Im Dorf raunte man, der Fremde bringe Unglück, und manche sahen den Förster scheel an, weil er ihn beherbergte.',
        'Da faßte {P.given} einen Entschluß. Noch vor Tagesanbruch nahm sie die Laterne und ging allein zum Eichenschlag, wo sie im Schnee die Spuren zweier Männer fand, die zum Hof des reichen Müllers führten.',
        'Was sie dort hinter der Scheune belauschte, ließ ihr das Blut in den Adern erstarren. „Wenn der Landmesser fertig wird“, sagte eine rauhe Stimme, „dann ist der Schlag verloren. Er darf nicht fertig werden.“',
        'Atemlos lief {P.given} zum Forsthaus zurück. Ihr Vater saß schon beim Feuer, und neben ihm, bleich und mit verbundenem Arm, saß {Q.name}. „Man hat mir am Bach aufgelauert“, sagte er leise.',
        'Der Förster erhob sich langsam und nahm die Flinte von der Wand. „Jetzt ist es genug“, sagte er. „Morgen gehen wir zusammen zum Bürgermeister, und dann soll jeder im Dorf erfahren, wer die Grenzsteine versetzt.“',
      ],
    },
    {
      title: 'Das Haus an der Sauer bei {place}',
      author: { given: 'Susanna', family: 'Reuter' },
      // Towns on the Sauer, {place2} downstream of {place} ("wer von {place2} die Sauer hinauffährt").
      places: [['Diekirch', 'Echternach'], ['Echternach', 'Wasserbillig'], ['Diekirch', 'Wasserbillig']],
      passages: [
        'Wer von {place2} die Sauer hinauffährt, sieht bei {place}, halb verborgen hinter alten Nußbäumen, ein graues Haus mit grünen Läden. Dort wohnte in den Jahren, von denen wir erzählen, die Witwe {P=heroine.name} mit ihren beiden Söhnen.',
        'Der ältere, {Q=hero.given}, war ernst und arbeitsam und führte seit dem Tode des Vaters die kleine Gerberei. Der jüngere, {R=father.given}, hatte den Kopf voller Pläne und sprach von nichts anderem als von Amerika.',
        'Im Frühjahr kam ein Brief aus Dubuque. Ein Vetter schrieb, er habe Land gekauft und brauche kräftige Arme; wer den Mut habe, möge kommen. {R.given} las den Brief dreimal und trug ihn dann Tag und Nacht bei sich.',
        '„Du willst fort“, sagte die Mutter eines Abends, ohne von ihrer Näharbeit aufzusehen. {R.given} schwieg lange. „Hier wird nie etwas aus mir“, antwortete er endlich, „die Gerberei ernährt kaum einen von uns.“',
        '{Q.given} sagte nichts dazu; aber in der Nacht hörte die Mutter, wie er unten in der Werkstatt auf und ab ging, bis der Morgen graute.',
        'Am Sonntag nach Ostern ging {R.given} zum Agenten nach {place2} und ließ sich die Überfahrt von Antwerpen nach New-York eintragen. Die Karte kostete mehr, als er in einem Jahr verdiente, und {Q.given} legte ihm stumm das Fehlende auf den Tisch.',
        'Der Abschied fand vor dem Haus unter den Nußbäumen statt. Die Mutter hatte ihm einen Laib Brot, ein Stück Speck und das Gebetbuch des Vaters in den Koffer gelegt. „Schreib uns“, sagte sie nur.',
        'Die Wochen vergingen, ohne daß ein Brief kam. Jeden Mittag, wenn der Postbote den Weg heraufkam, stand die Witwe am Fenster, und jeden Mittag ging er vorüber.',
        'Erst im Juli brachte er ein Schreiben mit amerikanischen Marken. {R.given} war wohlbehalten angekommen; der Vetter hatte ihn in Dubuque empfangen, und er arbeitete schon auf dessen Farm.',
        '„Die Felder hier sind so weit“, schrieb er, „daß man vom Morgen bis zum Abend pflügt und den Rand nicht sieht. Aber oft denke ich an die Sauer und an unser Haus unter den Nußbäumen.“',
      ],
    },
  ],
  fr: [
    {
      title: 'La Fille du meunier {dePlace}',
      author: { given: 'Marguerite', family: 'Lentz' },
      passages: [
        "Le moulin {dePlace} tournait depuis deux siècles au bord de l'eau, et depuis deux siècles il appartenait aux {R=father.fam}. Le vieux {R.name} y vivait avec sa fille {P=heroine.given}, une grande fille brune au regard franc, que tout le canton connaissait.",
        "Un soir d'automne, comme la roue venait de s'arrêter, un cavalier s'arrêta devant la porte. C'était un jeune homme pâle, vêtu de noir, qui demanda le chemin {dePlace2} et, la nuit tombant, l'hospitalité.",
        "Le meunier, méfiant par nature, hésita ; mais {P.given} avait déjà ouvert la porte de la cuisine, où flambait un bon feu. Le voyageur se présenta : il s'appelait {Q=hero.name} et venait de Bruxelles pour régler une affaire de succession.",
        "Pendant le souper, il parla peu, mais ses yeux revenaient sans cesse à un vieux portrait accroché au-dessus de la cheminée. « Qui est cette dame ? » demanda-t-il enfin. Le meunier posa sa cuillère : « Ma sœur, monsieur. Elle est partie il y a trente ans et n'est jamais revenue. »",
        "Le lendemain, le voyageur ne partit pas. Il passa la matinée chez le notaire {dePlace2} et revint au moulin avec un visage grave. {P.given} le vit parler longtemps avec son père dans le verger, sous les pommiers dépouillés.",
        "Quand il fut parti, le vieux {R.fam} resta longtemps assis sur le banc, les mains sur les genoux. « Ma sœur est morte à Bruxelles l'hiver dernier, dit-il enfin à sa fille. Et ce jeune homme est son fils. »",
        "{P.given} comprit alors pourquoi le portrait lui avait toujours paru si familier : le cousin inconnu avait les mêmes yeux que la dame de la cheminée. Elle en éprouva un trouble qu'elle n'osa avouer à personne.",
        "Mais la nouvelle fit bientôt le tour du village. On disait que la défunte avait laissé une fortune, et que le cousin de Bruxelles venait réclamer sa part du moulin. Les commères s'en donnaient à cœur joie au lavoir.",
        "Le dimanche suivant, à la sortie de la messe, le gros marchand de grains Weber aborda le meunier. « On dit que vous allez vendre, {R.fam} ? Je vous en offre un bon prix, et comptant. » Le vieux haussa les épaules sans répondre.",
        "Le soir même, une lettre arriva de Bruxelles. {P.given} la porta à son père, qui la lut deux fois à la lueur de la lampe, puis la tendit à sa fille sans un mot. {Q.name} renonçait à tout droit sur le moulin.",
      ],
    },
    {
      title: 'Le Secret du notaire {dePlace}',
      author: { given: 'Claude', family: 'Ardenne' },
      // A country town with a notary, not Vianden (the clerk takes the coach there).
      places: [['Diekirch'], ['Ettelbrück'], ['Echternach'], ['Mersch'], ['Wiltz'], ['Clerf'], ['Redingen'], ['Grevenmacher'], ['Remich'], ['Capellen']],
      passages: [
        "Maître {R=father.name} passait à {place} pour le plus honnête des notaires. Depuis vingt ans, toutes les familles du canton lui confiaient leurs testaments, leurs contrats et leurs économies, et jamais on n'avait eu à se plaindre de lui.",
        "Aussi la stupeur fut-elle grande lorsqu'un matin de mars, la servante trouva l'étude fermée et le notaire disparu. Sur son bureau, on découvrit une enveloppe cachetée portant ces seuls mots : « À ouvrir par mon successeur. »",
        "Le juge de paix fit mettre les scellés. Toute la ville se perdait en conjectures : les uns parlaient de fuite en Amérique, les autres d'un malheur dans les bois voisins, où maître {R.fam} avait coutume de se promener le soir.",
        "Le jeune clerc, {Q=hero.name}, était le seul à garder son calme. Il avait remarqué, la veille, que son patron avait longuement consulté un vieux dossier relatif à la succession des Reding, close depuis plus de dix ans.",
        "Le soir venu, {Q.given} retourna à l'étude par la porte du jardin, dont il avait gardé la clé. À la lueur d'une bougie, il retrouva le dossier Reding ; une page manquait, arrachée avec soin.",
        "Sur la page suivante, pourtant, la plume avait laissé une légère empreinte. En frottant le papier avec un peu de mine de plomb, {Q.given} vit apparaître quelques mots : « … le véritable héritier vit encore à Vianden … »",
        "Le lendemain, à l'aube, le clerc prit la diligence de Vianden. Il passa la journée à interroger les vieillards du bourg, qui se souvenaient tous des Reding, mais dont aucun ne put lui dire ce qu'était devenu le dernier de la famille.",
        "C'est la vieille sacristine qui le mit sur la voie. « Le petit Reding ? dit-elle. On l'a placé chez les Thill, au hameau de Bivels, quand sa mère est morte. Il doit avoir trente ans aujourd'hui. »",
        "À Bivels, dans une ferme au bord de l'Our, {Q.given} trouva un homme qui fendait du bois. Il se redressa en voyant l'inconnu, et le clerc resta saisi : c'était le portrait vivant du vieux Reding, dont il avait vu la photographie dans le dossier.",
        "Mais il n'était pas seul. Dans l'ombre de la grange, assis sur un tonneau, le chapeau sur les yeux, maître {R.name} attendait.",
      ],
    },
  ],
  en: [
    {
      title: 'The Miller of {place}',
      author: { given: 'Henry', family: 'Walker' },
      // A valley town below a castle, with a river that floods.
      places: [['Vianden'], ['Clerf'], ['Befort'], ['Fels'], ['Wiltz']],
      passages: [
        'The mill stood where the valley narrows below the castle, and it had stood there, in one form or another, for four hundred years. When {P=heroine.name} first saw it from the road, one wet evening in October, its wheel was still and its windows dark.',
        'She had come to Luxembourg to teach English at the European School, and a colleague had told her that the old miller of {place} let two rooms to foreigners who did not mind the cold. "He speaks no English," the colleague had warned, "and not much of anything else."',
        'The miller, a tall man of perhaps seventy called {R=father.name}, opened the door before she could knock. He looked at her suitcase, then at her, and stood aside without a word. The kitchen smelt of woodsmoke and apples.',
        'For the first weeks they hardly spoke. She left for the capital on the early bus and came back after dark; he was always by the stove, mending something, and would nod when she came in. On Sundays she heard him leave for Mass before it was light.',
        'It was the flood that changed things. In the first week of January the river rose in a single night, and {P.given} woke to the sound of water beneath her floor. When she came down, the miller was already in the yard, up to his knees, carrying sacks of flour to the loft.',
        'Without thinking she took off her shoes and went out to help. They worked until noon, side by side, and when the last sack was safe he made coffee on the little stove upstairs and, for the first time, smiled at her.',
        '"My son," he said slowly in German, pointing to a photograph on the wall of a young man in uniform. "Nineteen forty-four." He said nothing more, and she did not ask; but from that day he talked to her in the evenings.',
        'He told her about the mill, about his wife, dead these ten years, and about the winter when the Americans had come down the valley. She found that she understood more and more of his slow, careful German, and he began, with much laughter, to learn a few words of English.',
      ],
    },
  ],
  lb: [
    {
      title: "D'Millen {vunPlace}",
      author: { given: 'Mett', family: 'Olinger' },
      passages: [
        "Déi al Millen um Bach stoung do, wou de Wee {vunPlace2} an de Bësch erageet. Do huet den alen {R=father.given} mat senger Duechter {P=heroine.given} gewunnt, zënter datt seng Fra gestuerwen war.",
        "D'{P.given} war e staarkt Meedchen, dat keng Aarbecht gescheit huet. Moies huet si d'Kéi gemollek, mëttes huet si dem Papp an der Millen gehollef, an owes souz si mat engem Buch beim Uewen.",
        "Enges Owes am Hierscht huet een un d'Dier geklappt. Dobausse stoung e jonke Mann aus der Stad, naass bis op d'Haut, deen de Wee verluer hat.",
        "\"Ech sinn den neie Schoulmeeschter\", sot hien, \"a ech sollt haut den Owend zu {place2} sinn.\" Den alen {R.given} huet hie laang gemoostert, ier hien en era gelooss huet.",
        "D'{P.given} huet e Bol Zopp op den Dësch gestallt, an de Fremde gouf waarm. Hien huet vun der Stad verzielt, vu Bicher a vu Leit, déi d'{P.given} nach ni gesinn hat.",
        "De Moien drop war de Reen eriwwer, an de Schoulmeeschter ass fortgaang. Mee vun deem Dag un ass hie bal all Sonndeg laanscht d'Millen spadséiere komm.",
      ],
    },
  ],
}
