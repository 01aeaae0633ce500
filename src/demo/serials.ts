/**
 * The serial novels of the demo papers: passages written to be read in order, an instalment
 * printing two of them, so that the novel continues from one issue to the next. Each paper's
 * novel is one story: the people (P the heroine, Q the young man, R the father or the notary) and
 * the places are filled by one scene seeded by the paper, the language and the novel (feuilleton.ts),
 * wherever its instalments come round. Invented works by invented authors. A paper of 1846 may
 * print any of them, and one of 1985 too: a German or French novel names nothing a year of the
 * papers did not have (no railway, no money by name), and the Luxembourgish ones, printed from
 * 1900, the mines of the Minett at most.
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
        'Der Abschied fand in aller Frühe vor dem Haus statt, als der Wagen vorfuhr, der ihn mit drei anderen Auswanderern nach Arlon bringen sollte. Die Mutter hatte ihm einen Laib Brot, ein Stück Speck und das Gebetbuch des Vaters in den Koffer gelegt. „Schreib uns“, sagte sie nur.',
        'Die Wochen vergingen, ohne daß ein Brief kam. Jeden Mittag, wenn der Postbote den Weg heraufkam, stand die Witwe am Fenster, und jeden Mittag ging er vorüber.',
        'Erst im Juli brachte er einen Brief aus Amerika. {R.given} war wohlbehalten angekommen; der Vetter hatte ihn in Dubuque empfangen, und er arbeitete schon auf dessen Farm.',
        '„Die Felder hier sind so weit“, schrieb er, „daß man vom Morgen bis zum Abend pflügt und den Rand nicht sieht. Aber oft denke ich an die Sauer und an unser Haus unter den Nußbäumen.“',
      ],
    },
    {
      title: 'Der Schmuggler von {place}',
      author: { given: 'Franz', family: 'Biwer' },
      // A village on the Belgian border, {place2} the market town of its dealer.
      places: [['Ulflingen', 'Clerf'], ['Redingen', 'Ettelbrück'], ['Steinfort', 'Capellen']],
      passages: [
        'Wer in den Jahren, von denen hier erzählt wird, nach {place} kam, dem zeigte man am Ende des Dorfes ein niedriges Haus, dessen Strohdach sich tief über die Fenster neigte. Dort wohnte der Leinweber {R=father.name} mit seiner Tochter {P=heroine.given}, und hinter dem Wiesengrund, keine Stunde weit, lief die Grenze.',
        'Im ganzen Dorf wußte man, daß nachts auf den Feldwegen mehr ging als das Vieh. Kaffee und Tabak wanderten in schweren Säcken über die Grenze, und die Zöllner lagen in den Hecken und warteten. Der flinkste von allen Trägern aber war {Q=hero.name}, ein Tagelöhner, der keinen Vater mehr hatte und keine Furcht kannte.',
        '{P.given} sah ihn jeden Sonntag in der Kirche, zwei Bänke vor sich, und jeden Sonntag sah sie die Kratzer an seinen Händen, die ihm die Dornhecken in der Nacht gerissen hatten. Sie sagte nichts; aber wenn er nach der Messe zu ihr herübersah, schlug sie die Augen nicht mehr nieder.',
        'Die Säcke gehörten nicht ihm. Sie gehörten dem Händler Schaack in {place2}, der in seinem Laden fromm und freundlich war und in seinem Keller Dinge lagerte, von denen der Pfarrer nichts wissen durfte. Für eine Nacht zahlte er so viel, wie ein Knecht in einer Woche verdiente, und er fragte nie, wer dabei sein Leben wagte.',
        'In einer Januarnacht, als der Schnee hoch lag und der Mond hinter den Wolken hervorkam, fiel an der Grenze ein Schuß. Die Hunde im Dorf schlugen an, und {P.given}, die nicht schlafen konnte, trat ans Fenster. Über das weiße Feld kam ein Mann gelaufen, der den linken Arm an den Leib preßte.',
        'Es war {Q.given}. Ohne sich zu besinnen, öffnete sie die Stalltür und zog ihn hinein, hinter die Kuh, ins warme Heu. Kaum hatte sie den Riegel vorgeschoben, da pochte es schon an der Haustür, und eine barsche Stimme fragte, ob hier einer vorbeigelaufen sei.',
        'Der alte {R.fam} öffnete im Hemd, die Kerze in der Hand. Der Schnee, der seit Mitternacht fiel, hatte die Spur vor dem Stall schon verweht. „Hier ist keiner vorbeigekommen“, sagte er ruhig, „und wer bei diesem Wetter draußen ist, ist selber schuld.“ Die Zöllner zögerten, dann zogen sie weiter.',
        'Dann ging er in den Stall. Lange stand er vor dem jungen Mann, der bleich im Heu lag, und {P.given} hielt den Atem an. „Ich habe das auch getan, als ich jung war“, sagte der Alte endlich. „Mein Bruder ist dabei im Schnee geblieben. Morgen gehst du zum Händler und sagst ihm, daß du nicht mehr kommst.“',
        'Der Händler lachte, als {Q.given} es ihm sagte. Er holte sein Buch hervor, rechnete ihm vor, was er ihm angeblich noch schuldete, und drohte ihm mit dem Gericht. {Q.given} ging stumm hinaus. Am Abend legte der Weber das Ersparte seines Lebens auf den Tisch und sagte, damit sei die Sache abgetan.',
        'Sie war es bald auf andere Weise. Zwei Wochen später fanden die Zöllner in Schaacks Keller, was sie lange gesucht hatten, und der fromme Mann mußte selber vor den Richter. Im Mai aber hielten {P.given} und {Q.given} in {place} Hochzeit, und der alte Weber nahm den Schwiegersohn zu sich an den Webstuhl.',
      ],
    },
    {
      title: 'Der Schulmeister von {place}',
      author: { given: 'Anna', family: 'Wampach' },
      // A village school, not a town's.
      places: [['Hosingen'], ['Ulflingen'], ['Befort'], ['Junglinster'], ['Bissen'], ['Kehlen'], ['Redingen']],
      passages: [
        'Als {Q=hero.name} im Herbst nach {place} kam, um die Schule zu übernehmen, fand er eine Stube mit sechs wackligen Bänken, einem Ofen, der rauchte, und einer Tafel, auf der noch die Rechenaufgaben seines Vorgängers standen. Der alte Lehrer war im Sommer gestorben, und seitdem hatte niemand mehr die Tür aufgeschlossen.',
        'Am ersten Morgen saßen elf Kinder vor ihm. Am zweiten waren es neun, und am Ende der Woche kamen nur noch die Kleinsten, die man daheim nicht brauchen konnte. Die großen Jungen hüteten das Vieh, die Mädchen halfen beim Kartoffellesen, und niemand im Dorf fand etwas dabei.',
        'Der reichste Bauer im Ort war {R=father.name}, ein breiter, schweigsamer Mann, dem die halbe Gemarkung gehörte. Als der junge Lehrer ihn bat, seinen Jungen zur Schule zu schicken, lachte er nur. „Vom Lesen wachsen keine Kartoffeln“, sagte er. „Ich habe es auch nicht gelernt, und es ist mir nicht schlecht gegangen.“',
        'An der Tür des Hofes aber stand, die Hände in der Schürze, seine Tochter {P=heroine.given}. Sie war achtzehn Jahre alt und hatte nur zwei Winter lang die Schule besucht. Als der Lehrer am Tor vorüberging, lief sie ihm nach und fragte leise, ob er nicht Bücher habe, die er ihr leihen könne.',
        'Von da an lag jeden Samstag ein Buch unter dem Stein an der Gartenmauer, und am Samstag darauf lag es wieder dort, sorgfältig in Papier eingeschlagen. Manchmal steckte ein Zettel darin, mit einer Frage in ungelenker Schrift, und {Q.given} schrieb die Antwort darunter, so deutlich er nur konnte.',
        'Der Winter kam früh in diesem Jahr. Um Martini lag schon Schnee, und im Dezember wehte er so hoch, daß die Wege zwischen den Höfen verschwanden. An einem Nachmittag kehrte der jüngste Sohn des Bauern, der kleine Nikla, der mit dem Schlitten Holz holen sollte, nicht nach Hause zurück.',
        'Die Knechte suchten bis in die Nacht und kamen ohne ihn wieder. Da nahm der Lehrer eine Laterne und ging allein den Weg zum Wald hinauf, den er im Herbst mit den Kindern abgeschritten hatte, um ihnen die Himmelsrichtungen zu zeigen. Am Rand der Schonung fand er den Schlitten, halb im Schnee begraben.',
        'Der Junge saß zusammengekauert unter einer Fichte, steif vor Kälte, aber am Leben. {Q.given} wickelte ihn in seinen Mantel und trug ihn auf dem Rücken ins Dorf hinunter. Als er in die Küche des Hofes trat, stand {R.fam} vom Tisch auf und sah ihn lange an, ohne ein Wort zu sagen.',
        'Am Montag darauf saßen achtzehn Kinder in der Schulstube, und in der ersten Bank saß der kleine Nikla mit einer neuen Schiefertafel. Der Bauer hatte dem Lehrer zwei Fuder Buchenholz vor die Tür fahren lassen und im Gemeinderat verlangt, daß das Dach der Schule noch vor dem Frühjahr neu gedeckt werde.',
        'Im Sommer darauf stand {Q.given} an einem Sonntagnachmittag vor dem Bauern und bat um die Hand seiner Tochter. {R.fam} sah zum Fenster hinaus, wo {P.given} im Garten tat, als höre sie nichts. „Sie liest ja doch mehr als du“, brummte er endlich. „Dann vertragt euch eben.“ Im Herbst war Hochzeit.',
      ],
    },
    {
      title: 'Das Gelübde',
      author: { given: 'Michel', family: 'Zenner' },
      // A town from which the family drives to Echternach, not Echternach itself.
      places: [['Diekirch'], ['Ettelbrück'], ['Mersch'], ['Grevenmacher'], ['Junglinster'], ['Fels'], ['Befort'], ['Bissen'], ['Vianden'], ['Wasserbillig']],
      passages: [
        'In {place} wohnte der Holzhändler {R=father.name} mit seinen zwei Kindern. Die Mutter war früh gestorben, und seitdem führte die ältere, {P=heroine.given}, das Haus. Sie war zwanzig Jahre alt, fleißig und still, und ihr ganzes Herz hing an dem kleinen Bruder Pitt, der im Frühjahr neun Jahre alt geworden war.',
        'Pitt war ein munterer Junge; aber seit einem Jahr fiel er manchmal mitten im Spiel zu Boden, verdrehte die Augen und lag zuckend im Gras, bis es vorüber war. Der Arzt hatte die Achseln gezuckt und Tropfen verschrieben, die nichts halfen, und die Nachbarinnen flüsterten von der Fallsucht.',
        '„Da hilft nur einer“, sagte eines Abends die alte Base Kätt, „und das ist der heilige Willibrord.“ Seit Menschengedenken zogen am Pfingstdienstag die Pilger aus dem ganzen Land und von jenseits der Grenze nach Echternach, um an seinem Grab für ihre Kranken zu beten und in der Prozession zu springen.',
        'In dieser Nacht lag {P.given} lange wach. Dann kniete sie vor dem Kreuz an der Wand nieder und gelobte, am nächsten Pfingstdienstag nach Echternach zu gehen und für den Bruder die ganze Prozession mitzuspringen, und wenn ihr die Füße bluteten.',
        'Der Vater schüttelte den Kopf, als sie es ihm sagte; er hielt nicht viel von solchen Dingen. Aber am Pfingstmontag schirrte er die Pferde an und fuhr sie und den Jungen mit dem Planwagen nach Echternach, wo die Pilger schon in Scharen durch die Gassen zogen und die Gasthäuser bis unters Dach besetzt waren.',
        'Eine Schlafstelle fanden sie erst spät, im Haus eines Gerbers am Fluß, dessen Sohn {Q=hero.name} ihnen den Heuboden überließ und selber in der Werkstatt schlief. Er war ein ernster junger Mann mit freundlichen Augen, und als er hörte, warum sie gekommen waren, versprach er, am Morgen auf den Kleinen achtzugeben.',
        'Am Dienstag früh läuteten alle Glocken der Stadt. Über die Sauerbrücke kam die Prozession herauf, Reihe um Reihe, die Menschen durch weiße Tücher miteinander verbunden, und die Musikanten spielten immer wieder dieselbe uralte Weise. {P.given} reihte sich ein und sprang, Stunde um Stunde, durch die Gassen bis hinauf zur Kirche.',
        'Als sie endlich vor dem Grab des Heiligen in die Knie sank, zitterten ihr die Beine, und sie konnte kaum noch beten. Draußen auf dem Platz wartete {Q.given} mit dem Kleinen auf der Schulter. Der Junge lachte und winkte ihr zu, und sie dachte, daß sie ihn lange nicht mehr so fröhlich gesehen hatte.',
        'Ob es das Gebet war oder die Zeit, die manches heilt, wer wollte es sagen? Pitt fiel in diesem Sommer nur noch einmal und im Winter gar nicht mehr. Der Vater sprach nicht davon; aber im Herbst ließ er in Echternach eine Messe lesen und fand, daß er bei dieser Gelegenheit dem Gerber am Fluß einen Besuch schulde.',
        'Am Pfingstdienstag des folgenden Jahres fuhren sie wieder nach Echternach. Vorn in der Reihe sprang Pitt, gesund und rotwangig, und hinter ihm, ein weißes Tuch zwischen sich, {P.given} und {Q.given}, die im Winter in {place} getraut worden waren. Der alte Holzhändler aber stand am Straßenrand und zog den Hut.',
      ],
    },
    {
      title: 'Die Versteigerung',
      author: { given: 'Peter', family: 'Duhr' },
      // A farming village, and {place2} the next one, where the rich farmer lives.
      places: [['Bissen', 'Mersch'], ['Kehlen', 'Capellen'], ['Junglinster', 'Fels'], ['Hosingen', 'Clerf'], ['Redingen', 'Bissen'], ['Befort', 'Fels'], ['Wormeldingen', 'Grevenmacher']],
      passages: [
        'Der Zettel hing seit acht Tagen an der Kirchentür von {place}: Am Martinstag, vormittags um zehn Uhr, werde im Wirtshaus „Zur Krone“ der Hof des Ackerers {R=father.name} samt Wiesen, Feldern und Vieh öffentlich versteigert. Die Leute blieben davor stehen, lasen, schüttelten die Köpfe und gingen schweigend weiter.',
        'Jeder wußte, wie es gekommen war. {R.fam} hatte vor Jahren für seinen Schwager gebürgt, einen Viehhändler, der große Reden führte; und als der Schwager eines Nachts mit dem Gelde anderer Leute verschwunden war, hielten sich die Gläubiger an den, der unterschrieben hatte.',
        'Seine Tochter {P=heroine.given} trug es mit mehr Fassung als er. Sie molk, backte und spann wie immer und sprach von der Zukunft, als gäbe es eine. Nur einmal sah man sie weinen: als {Q=hero.name}, der Sohn des reichen Bauern von {place2}, ihr an der Brücke sagte, sein Vater habe ihm verboten, sie wiederzusehen.',
        '„Ein Bürge ist ein Narr“, hatte der alte {Q.fam} gesagt, „und eines Narren Tochter kommt mir nicht ins Haus.“ Er war ein harter Mann, der von früh bis spät arbeitete und nichts verschenkte; aber man sagte ihm nach, daß er nie im Leben etwas vergessen habe, weder eine Kränkung noch eine Wohltat.',
        'Am Martinstag war die Wirtsstube voll bis an die Tür. Bauern aus drei Gemeinden saßen an den Tischen, und vorn beim Notar hatte sich ein Güterhändler aus der Stadt niedergelassen, ein freundlicher Herr mit goldener Uhrkette, von dem man wußte, daß er Höfe kaufte, um sie stückweise wieder loszuschlagen.',
        'Der Notar las die Bedingungen vor und bot den ganzen Hof aus. Zwei Nachbarn boten ein wenig und schwiegen dann; der Herr aus der Stadt hob jedesmal nur einen Finger und ging ein gutes Stück darüber. {R.fam} saß am Ofen und starrte auf seine Hände, und draußen vor dem Fenster stand {P.given} im Regen.',
        'Schon hob der Notar den Hammer zum dritten Mal, da ging hinten die Tür auf, und der alte {Q.fam} trat herein, naß bis auf die Haut, den Sohn hinter sich. Ohne sich zu setzen, nannte er ein Gebot, bei dem es in der Stube still wurde. Der Herr aus der Stadt sah ihn lange an, zuckte die Achseln und steckte seine Uhr ein.',
        'Als der Hammer gefallen war, ging der Alte durch die Stube, an den Bauern vorbei, bis zum Ofen, wo {R.fam} saß. „Vor dreißig Jahren“, sagte er so laut, daß es alle hörten, „hast du mich aus dem Weiher gezogen, als ich im Eis eingebrochen war. Ich habe nie davon gesprochen, aber vergessen habe ich es nicht.“',
        '„Der Hof bleibt, wie er ist, und du bleibst darauf“, fuhr er fort. „Ich habe ihn nicht für mich gekauft.“ Dann wandte er sich um, sah durch das Fenster auf das Mädchen im Regen und brummte zu seinem Sohn: „Und du, was stehst du noch da? Hol sie herein, ehe sie sich den Tod holt.“',
        'So wurde der Hof am Martinstag verkauft und zu Lichtmeß verschenkt; denn an diesem Tag hielten {P.given} und {Q.given} Hochzeit, und der alte {Q.fam} legte den Kaufbrief als Brautgabe auf den Tisch. {R.fam} aber ging noch viele Jahre hinter seinem Pflug, und nie mehr sah man ihn für einen anderen unterschreiben.',
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
        "À Bivels, dans une ferme au bord de l'Our, {Q.given} trouva un homme qui fendait du bois. Il se redressa en voyant l'inconnu, et le clerc resta saisi : c'était le portrait vivant du vieux Reding, dont il avait vu le portrait dans le dossier.",
        "Mais il n'était pas seul. Dans l'ombre de la grange, assis sur un tonneau, le chapeau sur les yeux, maître {R.name} attendait.",
      ],
    },
    {
      title: "Le Retour de l'émigrant",
      author: { given: 'Louis', family: 'Hengesch' },
      // A farming village, not a town.
      places: [['Hosingen'], ['Redingen'], ['Bissen'], ['Junglinster'], ['Kehlen'], ['Capellen'], ['Befort'], ['Wormeldingen'], ['Ulflingen']],
      passages: [
        "Il y avait quinze ans que {Q=hero.name} avait quitté {place}. Il était parti un matin de mars, un sac de toile sur l'épaule, avec une vingtaine de jeunes gens du canton, pour cette Amérique dont on parlait aux veillées comme d'une terre promise. Depuis, on n'avait reçu de lui que trois lettres.",
        "La dernière était arrivée huit ans plus tôt. Il y disait qu'il avait défriché un champ, bâti une cabane, et qu'il reviendrait un jour chercher {P=heroine.given}, la fille du fermier {R=father.name}, à qui il avait promis le mariage sous le tilleul de la place, la veille de son départ.",
        "{P.given} avait attendu. Elle avait refusé le fils du maire, puis le veuf du moulin, et les mauvaises langues disaient qu'elle finirait vieille fille à force de regarder le chemin. Son père, qui vieillissait, ne disait rien ; mais il soupirait le soir en comptant les dettes de la ferme.",
        "Un soir de septembre, un étranger descendit de voiture devant l'auberge du village. Il portait un large chapeau, une barbe grisonnante et un manteau comme on n'en voyait point dans le pays. Il demanda une chambre, paya d'avance et s'informa, comme en passant, de la famille {R.fam}.",
        "L'aubergiste ne se fit pas prier. Le vieux {R.fam} allait devoir vendre ; l'huissier était déjà venu deux fois. Quant à sa fille, c'était la meilleure âme du canton, mais elle attendait depuis quinze ans un garçon qui l'avait sans doute oubliée là-bas. L'étranger écouta sans rien dire et monta se coucher de bonne heure.",
        "Le lendemain, il se présenta à la ferme. {P.given} était dans la cour, occupée à tirer de l'eau au puits. Elle leva les yeux, vit l'homme au chapeau, et le seau lui échappa des mains. Malgré la barbe et les rides, elle l'avait reconnu avant qu'il eût ouvert la bouche.",
        "« Tu es revenu », dit-elle seulement. « Je suis revenu, répondit {Q.given}, mais pas comme je l'avais rêvé. » Assis près d'elle sur le banc de pierre, il lui raconta les hivers terribles, la grêle qui avait haché sa récolte, la fièvre qui l'avait tenu trois mois au lit et le champ qu'il avait fallu vendre pour payer le médecin.",
        "« Ensuite j'ai travaillé dans une scierie, poursuivit-il, et je n'ai rien dépensé. » Il tira de son manteau une bourse de cuir et la posa sur le banc. « Ce n'est pas une fortune. Mais cela suffit pour renvoyer l'huissier, si ton père veut bien d'un gendre qui revient d'Amérique sans terre et sans gloire. »",
        "Le vieux {R.fam} ne voulut d'abord rien entendre : il n'avait jamais pris d'argent à personne. Il fallut que le curé s'en mêlât, et que {P.given} déclarât tout net qu'elle partirait pour l'Amérique avec {Q.given} si l'on refusait son aide. Le fermier céda enfin, en grommelant que la jeunesse n'avait plus de respect.",
        "Les noces furent célébrées à la Saint-Martin. Ce jour-là, sous le tilleul de la place, {Q.given} fit danser la mariée jusqu'à minuit, et l'on remarqua que le vieux {R.fam}, qui n'avait plus dansé depuis la mort de sa femme, fit lui aussi un tour avec la femme de l'aubergiste. La ferme resta aux {R.fam}, et l'Amérique ne revit jamais {Q.given}.",
      ],
    },
    {
      title: "La Promesse de l'Octave",
      author: { given: 'Hélène', family: 'Berchem' },
      // A parish that walks to the Octave in the capital in a day.
      places: [['Mersch'], ['Junglinster'], ['Bissen'], ['Kehlen'], ['Capellen'], ['Steinfort'], ['Fels'], ['Bettemburg'], ['Walferdingen']],
      passages: [
        "Depuis la Saint-Jean de l'année précédente, {P=heroine.given} n'avait plus reçu de lettre de Paris. {Q=hero.name}, son fiancé, y était parti deux ans plus tôt pour apprendre le métier d'ébéniste chez un patron du faubourg Saint-Antoine, où travaillaient déjà bien des garçons du pays.",
        "Ses premières lettres étaient pleines de projets : il gagnait bien, il économisait, il reviendrait dans un an ouvrir un atelier à {place}. Puis les lettres s'étaient espacées, étaient devenues courtes et tristes, et enfin elles avaient cessé tout à fait. Au village, on haussait les épaules : Paris, disait-on, garde ceux qu'il prend.",
        "Le père de la jeune fille, le vieux {R=father.name}, n'aimait pas qu'on parlât du fiancé à table. Mais quand il voyait sa fille guetter le messager qui rapportait les lettres de la ville, il rentrait dans l'étable et restait longtemps auprès des bêtes, ce qui était sa manière à lui de prier.",
        "Au printemps, quand vint le temps de l'Octave, {P.given} annonça qu'elle irait à Luxembourg avec la procession de la paroisse. Elle ne dit pas pourquoi, mais sa mère le devina et lui glissa dans la poche le chapelet de la grand-mère, celui qui avait déjà fait bien des fois le pèlerinage.",
        "On partit avant le jour, la croix en tête, le curé derrière les bannières. On chantait les litanies en traversant les villages, on s'arrêtait aux calvaires, et l'on mangea le pain et le lard sous les arbres d'un verger, pendant que les vieux comptaient les lieues qui restaient.",
        "Vers midi, on vit enfin les tours et les toits de la ville. {P.given} n'y était jamais venue, et elle en eut le souffle coupé. Mais elle ne s'attarda ni devant les boutiques ni devant les belles maisons : elle n'avait qu'une pensée, arriver aux pieds de la Consolatrice des Affligés.",
        "L'église était pleine à craquer, et des centaines de cierges brûlaient devant la statue vêtue de son grand manteau brodé. {P.given} s'agenouilla sur la pierre et pria longtemps, les yeux fermés, pour son père, pour sa mère, et pour celui dont elle ne savait plus rien.",
        "Quand elle se releva, un homme maigre, pauvrement vêtu, se tenait près d'un pilier, un cierge éteint à la main. Il avait les joues creuses d'un convalescent ; mais elle aurait reconnu ces yeux-là entre mille. « {Q.given} ! » murmura-t-elle, si fort que tous les gens d'alentour se retournèrent.",
        "Ils sortirent sur la place, et là, à voix basse, il lui dit tout : la fièvre qui l'avait tenu des mois à l'hôpital, l'argent dépensé, la honte d'écrire qu'il n'avait plus rien. Il était revenu à pied jusqu'à Luxembourg et n'avait pas osé aller plus loin. « J'avais fait vœu, dit-il, de ne me montrer chez vous qu'après l'Octave. »",
        "« Et moi, répondit {P.given}, j'avais fait vœu de vous ramener. » Le soir, la procession de {place} reprit le chemin du village avec un pèlerin de plus. Le vieux {R.fam} ne posa aucune question ; il montra seulement au jeune homme la remise vide derrière la grange, où, l'hiver suivant, le jeune ébéniste dressa son premier établi.",
      ],
    },
    {
      title: 'La Forge {dePlace}',
      author: { given: 'Émile', family: 'Reisen' },
      // A village forge; {place3} the next village with a smith of its own.
      places: [['Hosingen', 'Clerf', 'Ulflingen'], ['Redingen', 'Ettelbrück', 'Bissen'], ['Befort', 'Echternach', 'Fels'], ['Junglinster', 'Luxemburg', 'Fels'], ['Bissen', 'Mersch', 'Redingen'], ['Fels', 'Mersch', 'Befort']],
      passages: [
        "Au bas de la grand-rue {dePlace}, là où le chemin descend vers le ruisseau, on entendait du matin au soir sonner l'enclume de maître {R=father.name}. Depuis quarante ans, il ferrait les chevaux de tout le canton, cerclait les roues des charrettes et forgeait les socs des charrues ; on disait qu'il n'avait jamais manqué un fer.",
        "Mais le vieux forgeron vieillissait, et il cachait à tous un secret que sa fille {P=heroine.given} était seule à connaître : ses yeux baissaient. Le soir, elle le voyait approcher le fer de la flamme, plisser les paupières, frapper un peu à côté, puis recommencer sans un mot.",
        "C'est pourquoi il avait pris un apprenti, un grand garçon silencieux nommé {Q=hero.name}, orphelin {dePlace2}, que le curé lui avait recommandé. Le garçon avait des bras solides et une patience de bœuf ; en deux ans, il avait appris tout ce que le maître voulait bien lui montrer, et le reste en le regardant faire.",
        "Or il y avait à {place3} un autre forgeron, un homme riche et beau parleur, nommé Bintner, qui convoitait depuis longtemps la forge {dePlace} et la fille du forgeron. Il vint un dimanche, en habit, faire sa demande : il reprendrait l'atelier, il servirait une rente au vieux, et {P.given} serait la femme la mieux mise du canton.",
        "{P.given} refusa tout net. Le vieux, qui craignait pour l'avenir, se fâcha ; il y eut des éclats de voix dans la cuisine, et l'apprenti, qui entendait tout depuis la forge, battit le fer ce soir-là avec une violence qu'on ne lui connaissait pas. Bintner repartit en promettant qu'on le reverrait.",
        "On le revit à la foire de la Saint-Michel. Un marchand y amenait un étalon noir que personne n'avait encore pu ferrer : il ruait, mordait et avait déjà estropié un valet. Le marchand promit une belle récompense à qui le ferrerait, et Bintner retroussa ses manches devant toute la foule en regardant le vieux {R.fam} d'un air de défi.",
        "Au premier coup de sabot, l'étalon l'envoya rouler dans la poussière. Le vieux forgeron fit un pas en avant, puis s'arrêta : il savait que ses yeux le trahiraient. Alors {Q.given} s'avança, posa la main sur l'encolure de la bête et lui parla doucement, longtemps, comme on parle à un enfant qui a peur.",
        "Au bout d'un quart d'heure, l'étalon se laissa lever le pied. Le garçon ferra les quatre sabots sans hâte, au milieu d'un silence complet. Quand il eut fini, la foule applaudit, et Bintner disparut sans demander son reste. Le marchand compta la récompense dans la main de l'apprenti.",
        "Le soir, à la forge, {Q.given} posa l'argent sur l'enclume. « C'est à vous, maître, dit-il ; c'est vous qui m'avez appris. » Le vieux secoua la tête. Puis il prit son marteau, celui dont il se servait depuis quarante ans, et le mit dans la main du jeune homme. « Non, dit-il. C'est à toi maintenant. Et le reste aussi, si elle le veut. »",
        "{P.given} le voulait. On fit la noce à Pâques, et pendant des années encore, les gens {dePlace} virent le vieux {R.fam} assis sur le banc devant la forge, au soleil, écoutant sonner l'enclume et disant à qui voulait l'entendre que son gendre frappait presque aussi juste que lui.",
      ],
    },
    {
      title: 'Le Sabotier {dePlace}',
      author: { given: 'Jean', family: 'Loesch' },
      // A village at the edge of a wood, not a town.
      places: [['Hosingen'], ['Befort'], ['Fels'], ['Junglinster'], ['Bissen'], ['Kehlen'], ['Redingen'], ['Steinfort'], ['Mersch']],
      passages: [
        "Au fond du bois {dePlace}, dans une hutte de planches couverte de mousse, vivait le sabotier {R=father.name}. Il y taillait depuis trente ans des sabots de hêtre et de noyer, qu'il portait chaque mois au marché, et sa fille {P=heroine.given}, qui était née dans la hutte, n'avait jamais dormi ailleurs.",
        "La forêt appartenait à un riche propriétaire de la ville, qui la visitait deux fois l'an et ne l'aimait que pour ses coupes. Il tolérait le sabotier parce que son père l'avait toléré ; mais son régisseur, un homme dur et soupçonneux, guettait la première occasion de s'en débarrasser.",
        "Au printemps arriva un nouveau garde forestier : c'était {Q=hero.name}, un garçon du pays qui avait appris son métier au loin et qui connaissait les arbres comme d'autres connaissent les gens. Il s'arrêtait volontiers à la hutte pour boire un verre de cidre, et l'on ne tarda pas à remarquer qu'il s'y arrêtait de plus en plus souvent.",
        "L'été fut brûlant. En août, il ne tomba pas une goutte de pluie, les sources tarirent et les feuilles jaunirent avant l'heure. Un soir, une fumée s'éleva au-dessus de la grande coupe, et en une heure le feu courait dans les broussailles, poussé par le vent.",
        "Tout le village accourut avec des pelles et des seaux, et l'on se battit contre les flammes jusqu'au matin. Quand le feu fut éteint, trois hectares de jeunes chênes n'étaient plus que cendres. Le régisseur, noir de suie, désigna la hutte du sabotier : « Voilà d'où c'est parti. Il fait du feu toute l'année. »",
        "Le juge de paix vint faire son enquête. Le sabotier jurait qu'il avait éteint son feu à midi, comme toujours ; mais il était pauvre et seul, et l'on disait qu'il était un peu sorcier. {P.given} voyait bien que personne ne le croyait, et que la hutte serait abattue avant l'hiver.",
        "{Q.given} ne disait rien, mais il retourna seul dans la coupe brûlée et y passa deux jours à chercher, le nez dans les cendres. Au bord du chemin des charrettes, là où le feu avait pris, il trouva enfin ce qu'il cherchait : le fourneau brisé d'une pipe de terre, sculpté en tête de cerf.",
        "Il n'y avait dans le canton qu'un homme qui fumât une pipe à tête de cerf : le valet du régisseur, qui avait mené les charrettes ce jour-là. Interrogé par le juge de paix, le valet nia, pleura, puis avoua qu'il avait jeté sa pipe encore allumée dans l'herbe sèche, et que son maître lui avait ordonné de se taire.",
        "Le propriétaire vint lui-même à la hutte, le chapeau à la main, pour demander pardon. Il renvoya le régisseur et offrit au sabotier, en réparation, une petite maison de pierre à l'orée du bois, avec un jardin et le droit de prendre chaque année le bois de son métier.",
        "Le vieux {R.fam} accepta la maison, mais il garda la hutte pour y travailler. Quant à {P.given}, elle n'alla pas loin : à la Toussaint, elle épousa le garde forestier, et l'on dit encore dans le pays que jamais mariée ne porta de plus beaux sabots que ceux que son père lui tailla dans le noyer le plus dur.",
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
    {
      title: 'The Vintage at {place}',
      author: { given: 'Margaret', family: 'Ellison' },
      // A wine town or village of the Moselle.
      places: [['Remich'], ['Grevenmacher'], ['Wormeldingen'], ['Schengen']],
      passages: [
        'Every September for thirty years {R=father.name} had brought in his grapes from the slope above {place} with the same baskets, the same old press and the same grumbling. This year, his daughter {P=heroine.given} told him at breakfast, things would be different. He put down his cup and asked her what she meant.',
        '"{Q=hero.name} is back from the wine school," she said. "He says the co-operative cellar will take our grapes and press them properly, and we shall be paid by the quality." Her father snorted. He had never trusted a man who had learnt his trade from books.',
        'Nor did he trust the co-operative, though half the growers of {place} had joined it since the war. "My father pressed his own wine," he said, "and his father before him." {P.given} said nothing more. She knew that the old press had split along one side in the spring, and that the bank had written twice.',
        'The grapes ripened slowly that year. Late in September there came a week of rain, and then, quite suddenly, a fine dry spell that brought everyone out onto the slopes at once. Pickers came down from the Oesling and from across the river, and the lanes between the vineyards were full of carts and laughter.',
        'On the third morning the old man slipped on the wet clay between the rows and could not get up. The doctor said that his ankle was broken and that he was to stay in bed for six weeks. He lay upstairs listening to the harvest going on without him, and it was more than he could bear.',
        'It was {Q.given} who took charge. He organised the pickers, drove the grapes down to the co-operative himself each evening, and came up afterwards to report to the old man, standing cap in hand at the foot of the bed. The old man listened in silence and asked only what the must had weighed.',
        '"Eighty-four degrees," {Q.given} said on the last evening. The old man raised himself on one elbow. He had never made a wine of more than seventy-five in his life. "They must have weighed it wrong," he said at last; but he did not sound as if he believed it, and for the first time he asked the young man to sit down.',
        'After that {Q.given} came every evening, and they talked about vines: about the old Elbling that the father loved, and the Riesling that the young man wanted to plant on the steep slope above the chapel, where the sun lay longest. {P.given}, sewing by the window, noticed that neither of them ever quite won the argument, and that neither seemed to mind.',
        'In the spring the old man walked again, with a stick. The first thing he did was to go down to the co-operative and sign the paper, in his slow careful hand, while the manager and half the committee looked on. Then he climbed to the slope above the chapel and marked out with his stick where the Riesling was to go.',
        'He made only one condition, and he made it to {Q.given} at the garden gate, without looking at him. "If you are going to plant my vineyard," he said, "you had better marry my daughter. I will not have a stranger on my land." They were married at the end of May, and the young vines took in their first summer.',
      ],
    },
    {
      title: 'A Winter in the Oesling',
      author: { given: 'Robert', family: 'Denholm' },
      // A village (not a chartered town) that the fighting of the winter of 1944 left in ruins.
      places: [['Hosingen'], ['Clerf'], ['Ulflingen'], ['Befort']],
      passages: [
        '{P=heroine.name} was twenty-two when she was sent to teach at {place}, in the first winter after the war. The bus left her at the foot of the hill with her trunk. Half the houses she passed on the way up were still roofless, their windows boarded, and the church tower had a great raw hole where a shell had gone through.',
        'Her school was a wooden hut that the men of the village had put up in the meadow where the old school had stood until the fighting. It held forty children of every age, one stove, and no books but the few she had brought in her trunk. On the first morning half the children came without shoes.',
        'She lodged with a farmer called {R=father.name}, whose barn had burnt and whose house had lost its roof, and who lived with his son in the two rooms that were left. The son, {Q=hero.given}, had been taken into the German army against his will and had come home from a camp in Russia only that autumn. He worked on the roof from dawn until dark and hardly spoke to her.',
        'In the evenings she corrected exercise books at the kitchen table by the light of an oil lamp, for the electricity had not come back. The old man smoked by the stove and watched her. Once he asked, in slow German, whether the children were learning anything. "They are learning to read," she said. "They had forgotten how."',
        'Before Christmas the snow came, and with it the cold. Three of her pupils stopped coming; one of them, a small girl from an outlying farm, had no coat. {P.given} walked out to the farm on a Sunday afternoon and found the family, seven of them, living in a cellar under the ruins of their house.',
        'She came back white and silent. That night she told {Q.given} about it, because he was the only one still awake, and he listened, turning his cap in his hands. The next morning he was gone before she came down, and so was his father\'s cart, with the last of the roof timbers on it.',
        'He came back two days later with his hands raw. He and four other men had put a roof over one room of the farmhouse, and the family had moved up out of the cellar. The little girl was back at school on the Monday, in an old army coat cut down to her size. {Q.given} never said a word about it.',
        'After that the roofs went up faster, as if the village, having seen that it could be done, had woken from a long sleep. In February the hole in the church tower was boarded over; in March the first new glass came from Belgium; and in April, when the snow had gone, the children planted a row of young lime trees beside the hut.',
        'At Easter the new bell came. The old one had fallen with the roof of the tower in the winter of the fighting, and the whole parish had given what it could to pay the foundry. Everyone was at the foot of the hill to meet the cart that brought it up, and {P.given}, standing among her pupils, found {Q.given} standing beside her.',
        'When the bell rang out for the first time, the old farmer stood bareheaded in the ruined churchyard and wept, and nobody looked at him. That summer the school had a roof of slate, and in the autumn, when a new schoolmistress arrived, it was {P.given} who showed her the way up the hill. She had married the farmer\'s son in August.',
      ],
    },
  ],
  lb: [
    {
      title: "D'Millen {vunPlace}",
      author: { given: 'Mett', family: 'Olinger' },
      // A mill village and {place2} the next town on its road, where the lost schoolmaster is bound for the night (issue 51, ninth
      // reading: not a mill at Ettelbrück on the way to Esch-Uelzecht, 40 km off).
      places: [['Befort', 'Fels'], ['Hosingen', 'Clerf'], ['Bissen', 'Mersch'], ['Junglinster', 'Fels'], ['Redingen', 'Ettelbrück'], ['Kehlen', 'Capellen'], ['Ulflingen', 'Clerf']],
      passages: [
        "Déi al Millen um Bach stoung do, wou de Wee {vunPlace2} an de Bësch erageet. Do huet den alen {R=father.given} mat senger Duechter {P=heroine.given} gewunnt, zënter datt seng Fra gestuerwen war.",
        "D'{P.given} war e staarkt Meedchen, dat keng Aarbecht gescheit huet. Moies huet si d'Kéi gemollek, mëttes huet si dem Papp an der Millen gehollef, an owes souz si mat engem Buch beim Uewen.",
        "Enges Owes am Hierscht huet een un d'Dier geklappt. Dobausse stoung e jonke Mann aus der Stad, naass bis op d'Haut, deen de Wee verluer hat.",
        "\"Ech sinn den neie Schoulmeeschter\", sot hien, \"a ech sollt haut den Owend zu {place2} sinn.\" Den alen {R.given} huet hie laang gemoostert, ier hien en era gelooss huet.",
        "D'{P.given} huet e Bol Zopp op den Dësch gestallt, an de Fremde gouf waarm. Hien huet vun der Stad verzielt, vu Bicher a vu Leit, déi d'{P.given} nach ni gesinn hat.",
        "De Moien drop war de Reen eriwwer, an de Schoulmeeschter ass fortgaang. Mee vun deem Dag un ass hie bal all Sonndeg laanscht d'Millen spadséiere komm.",
      ],
    },
    {
      title: 'Hierscht zu {place}',
      author: { given: 'Jemp', family: 'Kinnen' },
      // A wine village of the Moselle, not one of its towns (the story calls it a Duerf).
      places: [['Wormeldingen'], ['Schengen']],
      passages: [
        "Um Bierg iwwer {place} hat de Wënzer {R=father.given} säi Wéngert, dee scho sengem Grousspapp gehéiert hat. Zënter datt seng Fra gestuerwen ass, huet hien en zesumme mat senger Duechter {P=heroine.given} geschafft, Rei fir Rei, vum Fréijoer bis an de spéiden Hierscht.",
        "Niewendru louch de Wéngert vum {Q=hero.name}, engem jonke Mann aus dem Duerf, deen nom Doud vu sengem Papp eleng mat der Aarbecht stoung. Déi zwou Familljen hate sech zënter Joren net méi gutt verdroen, well keen esou richteg wousst, wou genee d'Grenz tëscht hire Stécker louch.",
        "Am Fréijoer huet den ale Wënzer gemierkt, datt de Grenzsteen op eemol e gutt Stéck méi no bei senge Stäck stoung wéi d'Joer virdrun. Hie gouf rosen a sot am Wiertshaus virun alle Leit, de Jong vun niewendru wier en Deif.",
        "D'{P.given} huet dat net gegleeft. Si hat gesinn, wéi de {Q.given} am Wanter hirem Papp gehollef hat, de Buedem de Bierg erop ze droen, deen de Reen erofgespullt hat. Enges Owes ass si eleng bei de Steen gaang an huet sech de Buedem ronderëm ganz genee ugekuckt.",
        "Ronderëm de Steen waren d'Spure vun engem Päerd, an de {Q.given} hat keent. E Päerd hat awer de räiche Wäihändler vun der anerer Säit vum Duerf, deen zënter Joren allebéid Stécker kafe wollt, an deem et ganz gelee koum, wann déi zwee Nopere sech streiden.",
        "D'{P.given} ass mat där Entdeckung bei de {Q.given} gaang, an zu zwee si se beim Buergermeeschter gaang. Et huet net laang gedauert, bis de Steen erëm op senger aler Plaz stoung an den Händler sech eng Zäit laang net méi am Duerf gewisen huet.",
        "Am Oktober waren d'Drauwe zeideg. Dat Joer hunn déi zwee Nopere fir d'éischt zesumme gelies: moies am Wéngert vum ale Wënzer, mëttes an deem vum {Q.given}, an owes souzen all d'Lieser bei engem Glas Moust an der Kichen. Den ale Wënzer huet al Lidder gesongen, déi keen am Duerf méi kannt huet.",
        "Wéi de leschte Kuerf erofgedroe war, huet de {Q.given} d'{P.given} uewen um Bierg gefrot, ob si seng Fra wéilt ginn, a si huet jo gesot. Den Alen huet nëmme gelaacht: \"Dann hu mer op d'mannst kee Grenzsteen méi tëscht eis\", sot hien. Op Kiermes war d'Hochzäit.",
      ],
    },
    {
      title: 'Déi rout Äerd',
      author: { given: 'Lily', family: 'Gloden' },
      // A mining town of the Minett, and {place2} the young man's home in the north.
      places: [['Esch an der Alzette', 'Hosingen'], ['Rümelingen', 'Ulflingen'], ['Düdelingen', 'Clerf'], ['Differdingen', 'Wiltz'], ['Kayl', 'Hosingen'], ['Schifflingen', 'Ulflingen'], ['Petingen', 'Clerf']],
      passages: [
        "Am Fréijoer, wéi um Éislek nach de Schnéi louch, huet de {Q=hero.name} d'Elterenhaus zu {place2} verlooss. Säi Papp hat sechs Kanner an ze wéineg Land, an um Minett, sot een, géif ee Mann an der Grouf an engem Mount méi verdénge wéi doheem an engem Joer.",
        "Zu {place} huet hie Kascht a Logement bei enger Famill fonnt, déi selwer vum Éislek komm war. De Papp, den {R=father.given}, war Mineur an der Grouf, an d'Duechter, d'{P=heroine.given}, huet d'Haus gefouert, zënter datt d'Mamm krank war.",
        "Déi éischt Wochen huet de {Q.given} geduecht, hie géif et net aushalen. D'Grouf war däischter an naass, d'Loft voller Stëbs, an de Kaméidi vun de Wagonetten huet him nuets nach an den Ouere geklongen. Owes krut hien déi rout Äerd, rout wéi Rascht, net méi vun den Hänn erof.",
        "Et war d'{P.given}, déi him gehollef huet. Si huet him gewisen, wéi een d'Aarbechtskleeder wäscht, an owes, wann de Papp schlofe war, souze se laang an der Kichen an hunn iwwer d'Éislek geschwat, wou si als Kand nach d'Kéi gehitt hat.",
        "Am Hierscht ass et geschitt. E Mëttwoch de Moien ass an der Grouf e Stéck vum Fiels erofkomm, grad do, wou de Papp geschafft huet. Et huet net laang gedauert, bis d'Noriicht an der Strooss war, an d'Frae si gelaf, wéi se waren, bis bei d'Entrée vun der Grouf.",
        "De {Q.given} war deen Dag an enger anerer Galerie. Wéi hien héieren huet, wat geschitt war, ass hie mat zwee Kollege bei d'Plaz gelaf, a si hunn dräi Stonne laang mat den Hänn Steng ewechgedroen, bis se de Papp ënnert engem Balke fonnt hunn, lieweg, mat engem gebrachene Been.",
        "Wochelaang huet de Papp doheem am Bett geleeën. De {Q.given} huet säi Loun mat der Famill gedeelt, wéi wann hien zur Famill gehéiert hätt, an owes huet hien dem Kranke virgelies. Den ale Mineur sot net vill; mee eng Kéier sot hien \"mäi Jong\" zu him, an hien huet sech net verbessert.",
        "Am Fréijoer drop hunn d'{P.given} an de {Q.given} sech zu {place} bestuet. Op d'Éislek si se net méi zeréckgaangen; mee all Summer, wann d'Hee gemaach gouf, si se eng Woch bei seng Leit op {place2} gaang, an d'Kanner hunn do geléiert, wéi d'Äerd ausgesäit, wann se net rout ass.",
      ],
    },
  ],
}
