/**
 * Editorial demo content: staff picks and site news, in English, German and
 * French. Picks point at periodicals and item kinds of the demo catalogue
 * (./catalog.ts) and use their invented titles, real places and years. Nothing here is
 * signed; the texts are written for the demo library only.
 *
 * Targets are locale-free site paths; the app adds the locale prefix.
 */
import type { Locale } from '../domain/locale.ts'

export interface DemoStaffPick {
  /** Slug, unique among the picks. */
  id: string
  /** '/periodicals/<periodical id>' for a title in PERIODICALS, or '/books', '/manuscripts', '/posters'. */
  target: string
  /** ISO date (YYYY-MM-DD). */
  published: string
  /** Body: two to four paragraphs. */
  translations: Record<Locale, { title: string; summary: string; body: string[] }>
}

export interface DemoNewsItem {
  /** Slug, unique among the news items. */
  id: string
  /** ISO date (YYYY-MM-DD). */
  published: string
  /** Body: one to three paragraphs. */
  translations: Record<Locale, { title: string; body: string[] }>
}

/** Eight staff picks, newest first. */
export const DEMO_STAFF_PICKS: readonly DemoStaffPick[] = [
  {
    id: 'born-digital-books',
    target: '/books',
    published: '2026-10-14',
    translations: {
      en: {
        title: 'Books that were never printed',
        summary: 'Three born-digital titles show how a library collects books that have only ever existed as files.',
        body: [
          'Most of the books on this site began life as paper, ink and binding thread and reached us by way of the scanner. A small group took the opposite route. Digitale Zeitungen im Großherzogtum (Luxemburg, 2012), Lëtzebuerger Dialekter (Luxembourg, 2016) and Le patrimoine industriel du Sud (Esch-sur-Alzette, 2019) were delivered by their publishers as files and have never been printed.',
          'Collecting them raises questions of its own. There is no title page to photograph and no shelfmark to pencil inside the cover, so the catalogue record has to say which file we hold, which version we keep and how many pages it would fill on paper. Our team checks every delivery, keeps the original alongside a reading copy and records the extent as “1 online resource”.',
          'Fittingly, the 2012 handbook describes the very work of digitising newspapers to which this site owes its existence.',
        ],
      },
      de: {
        title: 'Bücher, die nie gedruckt wurden',
        summary: 'Drei digital entstandene Titel zeigen, wie eine Bibliothek Bücher sammelt, die es nur als Datei gibt.',
        body: [
          'Die meisten Bücher auf dieser Website begannen als Papier, Druckerschwärze und Heftfaden und kamen über den Scanner zu uns. Eine kleine Gruppe ging den umgekehrten Weg: „Digitale Zeitungen im Großherzogtum“ (Luxemburg, 2012), „Lëtzebuerger Dialekter“ (Luxemburg, 2016) und „Le patrimoine industriel du Sud“ (Esch-sur-Alzette, 2019) wurden von ihren Verlagen als Dateien geliefert und nie gedruckt.',
          'Das Sammeln solcher Titel wirft eigene Fragen auf. Es gibt kein Titelblatt zum Fotografieren und keine Signatur, die man mit Bleistift in den Einband schreibt. Die Katalogaufnahme muss daher festhalten, um welche Datei es sich handelt, welche Fassung wir aufbewahren und wie viele Seiten sie gedruckt füllen würde. Unser Team prüft jede Lieferung, bewahrt das Original neben einer Lesekopie auf und verzeichnet als Umfang „1 Online-Ressource“.',
          'Passenderweise beschreibt das Handbuch von 2012 genau die Digitalisierung von Zeitungen, der diese Website ihre Entstehung verdankt.',
        ],
      },
      fr: {
        title: 'Des livres qui n’ont jamais été imprimés',
        summary: 'Trois titres nativement numériques montrent comment une bibliothèque collecte des livres qui n’existent que sous forme de fichiers.',
        body: [
          'La plupart des livres de ce site ont commencé leur vie sous forme de papier, d’encre et de fil de reliure avant de passer sous le scanner. Un petit groupe a suivi le chemin inverse. « Digitale Zeitungen im Großherzogtum » (Luxembourg, 2012), « Lëtzebuerger Dialekter » (Luxembourg, 2016) et « Le patrimoine industriel du Sud » (Esch-sur-Alzette, 2019) nous ont été livrés en fichiers par leurs éditeurs et n’ont jamais été imprimés.',
          'Leur collecte pose des questions particulières. Il n’y a ni page de titre à photographier ni cote à inscrire au crayon. La notice doit donc préciser de quel fichier il s’agit, quelle version nous conservons et combien de pages il remplirait une fois imprimé. Notre équipe vérifie chaque livraison, conserve l’original à côté d’une copie de consultation et indique comme importance matérielle « 1 ressource en ligne ».',
          'Le manuel de 2012 décrit d’ailleurs précisément la numérisation des journaux à laquelle ce site doit son existence.',
        ],
      },
    },
  },
  {
    id: 'moselle-weather-shipping',
    target: '/periodicals/moselwacht',
    published: '2026-08-20',
    translations: {
      en: {
        title: 'Water levels, frost and barges: Die Moselwacht',
        summary: 'In the weekly from Grevenmacher, the weather and shipping notes are the quiet heart of the paper.',
        body: [
          'Die Moselwacht appeared every week in Grevenmacher from 1881 to 1948. Readers bought it for the wine prices and the market reports, but the short columns tucked in between the notices are just as rewarding: the level of the Moselle at the bridge, the barges that had passed upstream or down, and a few lines on the weather of the past week.',
          'Read over the four volumes now online, 1926 to 1929, these notes become a chronicle of their own. You can follow the spring floods that brought shipping to a halt, the May frosts that the growers dreaded and the dry summers when the river ran too low to carry a full load. A search for “Pegel” or “Hochwasser” is a good place to start.',
          'After 1948 the story continues under a new title: the Mosel-Echo, published in Grevenmacher from 1949 to 1975.',
        ],
      },
      de: {
        title: 'Pegelstände, Frost und Lastkähne: die Moselwacht',
        summary: 'In der Wochenzeitung aus Grevenmacher sind die Wetter- und Schifffahrtsnotizen das heimliche Herzstück des Blattes.',
        body: [
          'Die „Moselwacht“ erschien von 1881 bis 1948 jede Woche in Grevenmacher. Man las sie wegen der Weinpreise und der Marktberichte, doch die kurzen Spalten zwischen den Bekanntmachungen lohnen sich ebenso: der Pegelstand der Mosel an der Brücke, die Lastkähne, die zu Berg oder zu Tal vorbeigekommen waren, und ein paar Zeilen über das Wetter der vergangenen Woche.',
          'Über die vier Jahrgänge gelesen, die jetzt online sind (1926 bis 1929), werden diese Notizen zu einer eigenen Chronik. Man verfolgt die Frühjahrshochwasser, die den Schiffsverkehr lahmlegten, die Maifröste, die die Winzer fürchteten, und die trockenen Sommer, in denen der Fluss zu wenig Wasser für eine volle Ladung führte. Eine Suche nach „Pegel“ oder „Hochwasser“ ist ein guter Anfang.',
          'Nach 1948 geht die Geschichte unter neuem Titel weiter: als „Mosel-Echo“, das von 1949 bis 1975 in Grevenmacher erschien.',
        ],
      },
      fr: {
        title: 'Crues, gelées et péniches : la Moselwacht',
        summary: 'Dans l’hebdomadaire de Grevenmacher, les rubriques de la météo et de la navigation sont le cœur discret du journal.',
        body: [
          'La Moselwacht a paru chaque semaine à Grevenmacher de 1881 à 1948. On l’achetait pour le prix des vins et les comptes rendus des marchés, mais les courtes rubriques glissées entre les annonces méritent tout autant le détour : le niveau de la Moselle au pont, les péniches passées vers l’amont ou vers l’aval et quelques lignes sur le temps de la semaine écoulée.',
          'Lues sur les quatre années désormais en ligne, de 1926 à 1929, ces notes forment une chronique à part entière. On y suit les crues de printemps qui arrêtaient la navigation, les gelées de mai que redoutaient les vignerons et les étés secs où la rivière était trop basse pour porter un chargement complet. Une recherche sur « Pegel » ou « Hochwasser » est un bon point de départ.',
          'Après 1948, l’histoire se poursuit sous un nouveau titre : le Mosel-Echo, publié à Grevenmacher de 1949 à 1975.',
        ],
      },
    },
  },
  {
    id: 'posters-on-the-wall',
    target: '/posters',
    published: '2026-06-03',
    translations: {
      en: {
        title: 'Posters: nearly a century on the walls',
        summary: 'From emigration agents to the Schueberfouer, our posters show what people were invited to see, buy and attend.',
        body: [
          'A poster was made to be read in passing, pasted on a wall or a tavern door and torn down a few weeks later. That so many survive is a small miracle. Our collection now runs from Großes Volksfest in Echternach (1885) to the theatre bill Den Tunnel vu Rëmeleng (1972).',
          'Laid side by side, they tell a story of changing tastes. Nach Amerika mit der Red Star Line (1890) is a sober sheet of departures and fares for emigrants. By 1928 the Schueberfouer poster is printed in colour, and the Tour de Luxembourg cycliste of 1938 sells speed. The Foire internationale de Luxembourg of 1965 speaks French, German and English at once.',
          'Zoom in on the small print: printers’ names, admission prices and train times often say more than the headline.',
        ],
      },
      de: {
        title: 'Plakate: fast ein Jahrhundert an der Wand',
        summary: 'Vom Auswandereragenten bis zur Schueberfouer zeigen unsere Plakate, was die Leute sehen, kaufen und besuchen sollten.',
        body: [
          'Ein Plakat war dafür gemacht, im Vorbeigehen gelesen zu werden: an eine Mauer oder eine Wirtshaustür geklebt und nach ein paar Wochen wieder abgerissen. Dass so viele erhalten sind, grenzt an ein kleines Wunder. Unsere Sammlung reicht heute von „Großes Volksfest in Echternach“ (1885) bis zum Theaterplakat „Den Tunnel vu Rëmeleng“ (1972).',
          'Nebeneinandergelegt erzählen sie vom Wandel des Geschmacks. „Nach Amerika mit der Red Star Line“ (1890) ist ein nüchternes Blatt mit Abfahrten und Preisen für Auswanderer. 1928 ist das Plakat der Schueberfouer schon farbig gedruckt, und die „Tour de Luxembourg cycliste“ von 1938 wirbt mit Geschwindigkeit. Die „Foire internationale de Luxembourg“ von 1965 spricht zugleich Französisch, Deutsch und Englisch.',
          'Es lohnt sich, ins Kleingedruckte zu zoomen: Namen der Druckereien, Eintrittspreise und Zugverbindungen verraten oft mehr als die Schlagzeile.',
        ],
      },
      fr: {
        title: 'Affiches : près d’un siècle sur les murs',
        summary: 'Des agents d’émigration à la Schueberfouer, nos affiches montrent ce que l’on invitait le public à voir, à acheter et à fréquenter.',
        body: [
          'Une affiche était faite pour être lue en passant, collée sur un mur ou sur la porte d’une auberge, puis arrachée quelques semaines plus tard. Qu’un si grand nombre ait survécu tient du petit miracle. Notre collection va aujourd’hui de « Großes Volksfest in Echternach » (1885) à l’affiche de théâtre « Den Tunnel vu Rëmeleng » (1972).',
          'Placées côte à côte, elles racontent l’évolution des goûts. « Nach Amerika mit der Red Star Line » (1890) est une feuille sobre, avec départs et tarifs pour les émigrants. En 1928, l’affiche de la Schueberfouer est déjà imprimée en couleurs, et le « Tour de Luxembourg cycliste » de 1938 mise sur la vitesse. La « Foire internationale de Luxembourg » de 1965 parle à la fois français, allemand et anglais.',
          'Zoomez sur les petits caractères : noms d’imprimeurs, prix d’entrée et horaires de train en disent souvent plus long que le titre.',
        ],
      },
    },
  },
  {
    id: 'serial-novels',
    target: '/periodicals/petitecho',
    published: '2026-03-18',
    translations: {
      en: {
        title: 'To be continued: the serial novels of Le Petit Écho du Grand-Duché',
        summary: 'A cheap daily, a strip at the foot of the page and readers who could hardly wait for the next morning.',
        body: [
          'Le Petit Écho du Grand-Duché was a cheap popular daily, published in Luxembourg from 1890 to 1935. Alongside the faits divers and the small ads, it ran a serial novel in a strip along the bottom of the page: a few columns a day, always breaking off at the most thrilling moment with the promise “à suivre”.',
          'Many readers cut out these instalments and sewed them into home-made volumes. On this site, where the whole of 1910 can be read, you can do the same digitally: open an issue, find the strip and move on day by day with the calendar of issues. Tales of orphaned heiresses, mistaken identities and duels at dawn were read by shop assistants, miners and schoolteachers alike.',
          'The serial is also a good test of the text recognition: follow a chapter through a week of issues and see how well the machine has read it.',
        ],
      },
      de: {
        title: 'Fortsetzung folgt: die Feuilletonromane im „Petit Écho du Grand-Duché“',
        summary: 'Eine preiswerte Tageszeitung, ein Roman „unter dem Strich“ und Leser, die den nächsten Morgen kaum erwarten konnten.',
        body: [
          'Der „Petit Écho du Grand-Duché“ war eine preiswerte Volkszeitung, die von 1890 bis 1935 täglich in Luxemburg erschien. Neben Vermischtem und Kleinanzeigen druckte sie unter dem Strich, im unteren Teil der Seite, einen Fortsetzungsroman: jeden Tag ein paar Spalten, die stets im spannendsten Augenblick mit dem Versprechen „à suivre“ abbrachen.',
          'Viele Leserinnen und Leser schnitten die Folgen aus und nähten sie zu selbst gemachten Bänden zusammen. Auf dieser Website, die den ganzen Jahrgang 1910 bietet, geht das digital: Öffnen Sie eine Ausgabe, suchen Sie den Roman unter dem Strich und blättern Sie mit dem Ausgabenkalender Tag für Tag weiter. Geschichten von verwaisten Erbinnen, Verwechslungen und Duellen im Morgengrauen lasen Verkäuferinnen, Bergleute und Lehrer gleichermaßen.',
          'Der Fortsetzungsroman ist auch ein guter Prüfstein für die Texterkennung: Verfolgen Sie ein Kapitel über eine Woche hinweg und sehen Sie, wie gut die Maschine den Text gelesen hat.',
        ],
      },
      fr: {
        title: 'La suite au prochain numéro : le roman-feuilleton du Petit Écho du Grand-Duché',
        summary: 'Un quotidien bon marché, un feuilleton en rez-de-chaussée et des lecteurs impatients de connaître la suite.',
        body: [
          'Le Petit Écho du Grand-Duché, quotidien populaire bon marché, a paru à Luxembourg de 1890 à 1935. À côté des faits divers et des petites annonces, il publiait en rez-de-chaussée, au bas de la page, un roman-feuilleton : quelques colonnes par jour, qui s’interrompaient toujours au moment le plus palpitant sur la promesse « à suivre ».',
          'Bien des lecteurs découpaient ces épisodes et les cousaient pour en faire des volumes. Sur ce site, qui offre toute l’année 1910, on peut faire de même en numérique : ouvrez un numéro, repérez le rez-de-chaussée et avancez jour après jour grâce au calendrier des numéros. Héritières orphelines, sosies et duels à l’aube passionnaient aussi bien les vendeuses que les mineurs et les instituteurs.',
          'Le feuilleton est aussi un bon test pour la reconnaissance de texte : suivez un chapitre sur une semaine de numéros et voyez avec quelle fidélité la machine l’a lu.',
        ],
      },
    },
  },
  {
    id: 'from-weekly-to-daily',
    target: '/periodicals/minettwoche',
    published: '2026-01-13',
    translations: {
      en: {
        title: 'From Minetter Wochenpost to Minetter Tagespost',
        summary: 'How a weekly of the mining district became a daily under a new name in 1913.',
        body: [
          'The Minetter Wochenpost was founded in 1899 as a weekly for the mining district around Esch an der Alzette. As the steelworks grew, so did the town and its appetite for news, and one issue a week was soon not enough. In 1913 the paper became a daily and took a new title: Minetter Tagespost.',
          'In the catalogue the two titles have separate records, linked as earlier and later title, because for librarians a change of name is also a change of identity. On this site you can move from the last issues of 1912 straight to the first of 1913 and compare them: more pages, more local reports from the Minett and a sports section that would grow steadily.',
          'The Minetter Tagespost then ran until 1990, so together the two titles cover more than ninety years of life in the south.',
        ],
      },
      de: {
        title: 'Von der Minetter Wochenpost zur Minetter Tagespost',
        summary: 'Wie aus einer Wochenzeitung des Erzbeckens 1913 eine Tageszeitung mit neuem Namen wurde.',
        body: [
          'Die „Minetter Wochenpost“ wurde 1899 als Wochenzeitung für das Erzbecken rund um Esch an der Alzette gegründet. Mit den Hüttenwerken wuchsen auch die Stadt und ihr Hunger nach Nachrichten, und eine Ausgabe pro Woche reichte bald nicht mehr. 1913 wurde das Blatt zur Tageszeitung und erhielt einen neuen Titel: „Minetter Tagespost“.',
          'Im Katalog haben beide Titel eigene Titelaufnahmen, die als früherer und späterer Titel verknüpft sind, denn für Bibliothekarinnen und Bibliothekare ist ein neuer Name auch eine neue Identität. Auf dieser Website gelangen Sie von den letzten Ausgaben des Jahres 1912 direkt zu den ersten von 1913 und können vergleichen: mehr Seiten, mehr Lokalberichte aus dem Minett und eine Sportrubrik, die stetig wachsen sollte.',
          'Die „Minetter Tagespost“ erschien dann bis 1990. Zusammen decken beide Titel mehr als neunzig Jahre Leben im Süden des Landes ab.',
        ],
      },
      fr: {
        title: 'De la Minetter Wochenpost à la Minetter Tagespost',
        summary: 'Comment un hebdomadaire du bassin minier est devenu un quotidien sous un nouveau nom en 1913.',
        body: [
          'La Minetter Wochenpost a été fondée en 1899 comme hebdomadaire du bassin minier autour d’Esch-sur-Alzette. Avec les usines sidérurgiques grandissaient la ville et sa soif de nouvelles, et un numéro par semaine ne suffisait bientôt plus. En 1913, le journal est devenu quotidien et a pris un nouveau titre : Minetter Tagespost.',
          'Dans le catalogue, les deux titres ont chacun leur notice, reliées comme titre précédent et titre suivant, car pour les bibliothécaires un changement de nom est aussi un changement d’identité. Sur ce site, vous pouvez passer des derniers numéros de 1912 aux premiers de 1913 et les comparer : davantage de pages, davantage de nouvelles locales du Minett et une rubrique sportive appelée à grandir.',
          'La Minetter Tagespost a ensuite paru jusqu’en 1990 : à eux deux, ces titres couvrent plus de quatre-vingt-dix ans de vie dans le Sud du pays.',
        ],
      },
    },
  },
  {
    id: 'wartime-press',
    target: '/periodicals/morgenblatt',
    published: '2025-09-10',
    translations: {
      en: {
        title: 'The Luxemburger Morgenblatt, 1939–1945: a daily under press control',
        summary: 'Seven years of a daily, from the war next door to the liberation, told by what it was allowed to print.',
        body: [
          'The Luxemburger Morgenblatt is one of the invented titles of this demonstration collection: its pages and texts were written for the demo, but the rules they follow are those of the period. Every issue from January 1939 to December 1945 is online, so the months before and after the occupation can be read beside it.',
          'Until May 1940 the war is next door: neutrality, prices, petrol coupons and refugees. From 10 May 1940 to September 1944 the press is under the occupier’s control. The paper is printed in German only, French place names give way to German ones from the autumn of 1940, and the columns fill with what a controlled paper could print: ordinances and notices, ration cards, the blackout, collections, requisitions and compulsory deliveries, and sober local news of fires, accidents and markets. It prints no political editorial and no word of loyalty to the exiled dynasty. What is missing matters as much as what is printed.',
          'The issues of September 1944 mark the break: French returns, the liberation is reported, and in the winter that follows the paper tells of the fighting in the north and of the refugees it drove south. The issues of 1945 turn to the purge, the damage and the rebuilding. The calendar of issues lets you step from the last controlled issue to the first free one.',
        ],
      },
      de: {
        title: 'Das Luxemburger Morgenblatt 1939–1945: eine Tageszeitung unter Pressekontrolle',
        summary: 'Sieben Jahrgänge einer Tageszeitung, vom Krieg beim Nachbarn bis zur Befreiung, erzählt durch das, was sie drucken durfte.',
        body: [
          'Das „Luxemburger Morgenblatt“ ist einer der erfundenen Titel dieser Demonstrationssammlung: Seine Seiten und Texte wurden für die Demo geschrieben, doch sie folgen den Regeln ihrer Zeit. Alle Ausgaben von Januar 1939 bis Dezember 1945 sind online, sodass sich die Monate vor und nach der Besatzung daneben lesen lassen.',
          'Bis Mai 1940 herrscht der Krieg nebenan: Neutralität, Preise, Benzinscheine und Flüchtlinge. Vom 10. Mai 1940 bis September 1944 steht die Presse unter der Kontrolle der Besatzungsmacht. Das Blatt erscheint nur noch auf Deutsch, französische Ortsnamen weichen ab Herbst 1940 deutschen, und die Spalten füllen sich mit dem, was eine kontrollierte Zeitung drucken konnte: Verordnungen und Bekanntmachungen, Lebensmittelkarten, Verdunkelung, Sammlungen, Beschlagnahmungen und Ablieferungspflichten, dazu nüchterne Lokalnachrichten über Brände, Unfälle und Märkte. Es druckt keinen politischen Leitartikel und kein Wort der Treue zum Herrscherhaus im Exil. Was fehlt, ist ebenso wichtig wie das Gedruckte.',
          'Die Ausgaben vom September 1944 markieren den Bruch: Das Französische kehrt zurück, die Befreiung wird gemeldet, und im folgenden Winter berichtet das Blatt von den Kämpfen im Norden und von den Flüchtlingen, die sie nach Süden trieben. Die Ausgaben von 1945 wenden sich der Säuberung, den Schäden und dem Wiederaufbau zu. Im Ausgabenkalender gelangen Sie von der letzten kontrollierten zur ersten freien Ausgabe.',
        ],
      },
      fr: {
        title: 'Le Luxemburger Morgenblatt de 1939 à 1945 : un quotidien sous contrôle',
        summary: 'Sept années d’un quotidien, de la guerre chez les voisins à la Libération, racontées par ce qu’il avait le droit d’imprimer.',
        body: [
          'Le Luxemburger Morgenblatt est l’un des titres inventés de cette collection de démonstration : ses pages et ses textes ont été écrits pour la démonstration, mais ils suivent les règles de leur époque. Tous les numéros de janvier 1939 à décembre 1945 sont en ligne : on peut lire, à côté de l’Occupation, les mois qui la précèdent et ceux qui la suivent.',
          'Jusqu’en mai 1940, la guerre est à la frontière : neutralité, prix, bons d’essence et réfugiés. Du 10 mai 1940 à septembre 1944, la presse est sous le contrôle de l’occupant. Le journal ne paraît plus qu’en allemand, les noms de lieux français cèdent la place aux noms allemands à partir de l’automne 1940, et les colonnes se remplissent de ce qu’un journal contrôlé pouvait imprimer : ordonnances et avis, cartes de rationnement, black-out, collectes, réquisitions et livraisons obligatoires, et de sobres nouvelles locales d’incendies, d’accidents et de marchés. Il n’imprime aucun éditorial politique ni aucun mot de fidélité à la dynastie en exil. Ce qui manque compte autant que ce qui est imprimé.',
          'Les numéros de septembre 1944 marquent la rupture : le français revient, la libération est annoncée, et l’hiver suivant le journal rend compte des combats dans le Nord et des réfugiés qu’ils ont jetés vers le Sud. Les numéros de 1945 se tournent vers l’épuration, les dommages et la reconstruction. Le calendrier des numéros permet de passer du dernier numéro contrôlé au premier numéro libre.',
        ],
      },
    },
  },
  {
    id: 'handwritten-voices',
    target: '/manuscripts',
    published: '2025-06-24',
    translations: {
      en: {
        title: 'Handwritten voices: diaries, letters and registers',
        summary: 'Our manuscripts are not newspapers, but they answer questions that the papers leave open.',
        body: [
          'Newspapers tell us what was public. Manuscripts let us hear what was written in private or set down for the record. In 1868 a traveller from Befort kept a Tagebuch einer Reise nach Amerika, describing the crossing and the first weeks in a new country. In Remich, the Lettres de Madeleine Faber à sa sœur (1889) mix family news with everyday life in a wine-growing town.',
          'Other pieces are more official but no less human. The Registre des délibérations du conseil communal de Vianden (1851) records, in French and German, decisions on roads, schools and relief for the poor. The Rezeptbuch aus dem Hotel Brück (1905) shows what a Luxembourg kitchen served its guests.',
          'Handwriting is harder for machines to read than print, so take your time: zoom in, compare letter forms on the same page and read slowly.',
        ],
      },
      de: {
        title: 'Handschriftliche Stimmen: Tagebücher, Briefe und Amtsbücher',
        summary: 'Unsere Handschriften sind keine Zeitungen, aber sie beantworten Fragen, die die Zeitungen offenlassen.',
        body: [
          'Zeitungen zeigen, was öffentlich war. Handschriften lassen uns hören, was im Privaten geschrieben oder für die Akten festgehalten wurde. 1868 führte ein Reisender aus Befort ein „Tagebuch einer Reise nach Amerika“ und hielt darin die Überfahrt und die ersten Wochen in einem neuen Land fest. In Remich verbinden die „Lettres de Madeleine Faber à sa sœur“ (1889) Familiennachrichten mit dem Alltag eines Winzerstädtchens.',
          'Andere Stücke sind amtlicher, aber nicht weniger menschlich. Das „Registre des délibérations du conseil communal de Vianden“ (1851) verzeichnet auf Französisch und Deutsch Beschlüsse über Wege, Schulen und die Armenpflege. Das „Rezeptbuch aus dem Hotel Brück“ (1905) zeigt, was eine Luxemburger Küche ihren Gästen auftischte.',
          'Handschrift ist für Maschinen schwerer zu lesen als Druck. Nehmen Sie sich deshalb Zeit: Zoomen Sie hinein, vergleichen Sie die Buchstabenformen auf derselben Seite und lesen Sie langsam.',
        ],
      },
      fr: {
        title: 'Des voix manuscrites : journaux intimes, lettres et registres',
        summary: 'Nos manuscrits ne sont pas des journaux, mais ils répondent aux questions que la presse laisse ouvertes.',
        body: [
          'Les journaux nous disent ce qui était public. Les manuscrits nous font entendre ce qui s’écrivait en privé ou se consignait pour mémoire. En 1868, un voyageur de Beaufort tenait un « Tagebuch einer Reise nach Amerika » où il décrivait la traversée et ses premières semaines dans un nouveau pays. À Remich, les « Lettres de Madeleine Faber à sa sœur » (1889) mêlent nouvelles de famille et vie quotidienne d’une petite ville viticole.',
          'D’autres pièces sont plus officielles, mais tout aussi humaines. Le « Registre des délibérations du conseil communal de Vianden » (1851) consigne, en français et en allemand, des décisions sur les chemins, les écoles et l’assistance aux pauvres. Le « Rezeptbuch aus dem Hotel Brück » (1905) montre ce qu’une cuisine luxembourgeoise servait à ses clients.',
          'Une machine lit moins bien l’écriture manuscrite que l’imprimé. Prenez donc votre temps : zoomez, comparez les lettres d’une même page et lisez lentement.',
        ],
      },
    },
  },
  {
    id: 'wegweiser-advertisements',
    target: '/periodicals/wegweiser',
    published: '2025-02-11',
    translations: {
      en: {
        title: 'Grain prices and lost umbrellas: the advertisements of the Wegweiser',
        summary: 'The back pages of an early weekly from the capital open a window on everyday life from the 1840s to the 1860s.',
        body: [
          'Der Wegweiser für das Großherzogthum Luxemburg appeared in Luxembourg from 1840 to 1868, which makes it one of the oldest weeklies in our collection. Its front pages carry government notices, but the back pages belong to the readers: rooms to let, auctions of furniture and timber, a reward for a lost umbrella, a tailor announcing the latest fashions from Paris.',
          'Every week the paper also printed the price of grain at the market, and those dry columns of figures tell of good harvests and bad. In the hungry years the advertisements change too: fewer luxuries, more forced sales and notices from agents offering passage to America.',
          'Our tip: open the issues of 1846 or 1847 in the calendar and read the year straight through. The same names return week after week, and a small capital slowly comes to life.',
        ],
      },
      de: {
        title: 'Getreidepreise und verlorene Regenschirme: die Anzeigen des „Wegweisers“',
        summary: 'Die hinteren Seiten einer frühen Wochenzeitung aus der Hauptstadt öffnen ein Fenster auf den Alltag der 1840er- bis 1860er-Jahre.',
        body: [
          'Der „Wegweiser für das Großherzogthum Luxemburg“ erschien von 1840 bis 1868 in Luxemburg und gehört damit zu den ältesten Wochenzeitungen unserer Sammlung. Vorne stehen die Bekanntmachungen der Regierung, die hinteren Seiten aber gehören den Lesern: Zimmer zu vermieten, Versteigerungen von Möbeln und Holz, eine Belohnung für einen verlorenen Regenschirm, ein Schneider, der die neueste Pariser Mode ankündigt.',
          'Jede Woche druckte das Blatt auch die Getreidepreise vom Markt, und diese trockenen Zahlenkolonnen erzählen von guten und schlechten Ernten. In den Hungerjahren verändern sich auch die Anzeigen: weniger Luxus, mehr Zwangsversteigerungen und Annoncen von Agenten, die Überfahrten nach Amerika anbieten.',
          'Unser Tipp: Öffnen Sie die Ausgaben von 1846 oder 1847 im Kalender und lesen Sie den Jahrgang am Stück. Dieselben Namen kehren Woche für Woche wieder, und eine kleine Hauptstadt wird langsam lebendig.',
        ],
      },
      fr: {
        title: 'Prix du grain et parapluies perdus : les annonces du Wegweiser',
        summary: 'Les dernières pages de l’un des premiers hebdomadaires de la capitale ouvrent une fenêtre sur la vie quotidienne des années 1840 à 1860.',
        body: [
          'Le « Wegweiser für das Großherzogthum Luxemburg » a paru à Luxembourg de 1840 à 1868 ; c’est l’un des plus anciens hebdomadaires de notre collection. Les premières pages publient les avis du gouvernement, mais les dernières appartiennent aux lecteurs : chambres à louer, ventes aux enchères de meubles et de bois, récompense promise pour un parapluie perdu, tailleur annonçant les dernières modes de Paris.',
          'Chaque semaine, le journal imprimait aussi le prix des grains au marché, et ces austères colonnes de chiffres racontent les bonnes et les mauvaises récoltes. Dans les années de disette, les annonces changent elles aussi : moins de luxe, davantage de ventes forcées et des avis d’agents proposant la traversée vers l’Amérique.',
          'Notre conseil : ouvrez les numéros de 1846 ou de 1847 dans le calendrier et lisez l’année d’affilée. Les mêmes noms reviennent semaine après semaine, et une petite capitale prend vie peu à peu.',
        ],
      },
    },
  },
]

/** Six news items about the digitisation programme and the site, newest first. */
export const DEMO_NEWS: readonly DemoNewsItem[] = [
  {
    id: 'genealogy-workshop',
    published: '2026-11-05',
    translations: {
      en: {
        title: 'A workshop for family historians',
        body: [
          'Family historians are among our most faithful readers, and many of their questions are the same: where do I find birth and death notices, how do I search for a surname with several spellings, and how do I cite a page? We will answer them in a free hands-on workshop in the library’s reading room.',
          'Over one afternoon, our librarians will show how to combine the search filters with the calendar of issues, how to follow a family through local weeklies such as Der Kantonsbote or Der Weinbote, and how to make the most of the genealogies and parish histories in the Archiv für Orts- und Familiengeschichte.',
          'Places are limited, so please register at the information desk or by telephone. Bring a laptop and a family name you would like to explore.',
        ],
      },
      de: {
        title: 'Ein Workshop zur Familienforschung',
        body: [
          'Familienforscherinnen und Familienforscher gehören zu unserem treuesten Publikum, und viele ihrer Fragen sind dieselben: Wo finde ich Geburts- und Todesanzeigen? Wie suche ich nach einem Familiennamen mit mehreren Schreibweisen? Wie zitiere ich eine Seite? Antworten gibt es in einem kostenlosen Praxis-Workshop im Lesesaal der Bibliothek.',
          'An einem Nachmittag zeigen unsere Bibliothekarinnen und Bibliothekare, wie sich die Suchfilter mit dem Ausgabenkalender kombinieren lassen, wie man eine Familie durch Lokalblätter wie den „Kantonsboten“ oder den „Weinboten“ verfolgt und wie man die Genealogien und Pfarrgeschichten im „Archiv für Orts- und Familiengeschichte“ am besten nutzt.',
          'Die Zahl der Plätze ist begrenzt. Bitte melden Sie sich an der Information oder telefonisch an und bringen Sie einen Laptop und einen Familiennamen mit, dem Sie nachgehen möchten.',
        ],
      },
      fr: {
        title: 'Un atelier pour les généalogistes',
        body: [
          'Les généalogistes comptent parmi nos lecteurs les plus fidèles, et leurs questions se ressemblent souvent : où trouver les avis de naissance et de décès ? Comment rechercher un nom de famille aux graphies multiples ? Comment citer une page ? Nous y répondrons lors d’un atelier pratique gratuit, dans la salle de lecture de la bibliothèque.',
          'Pendant un après-midi, nos bibliothécaires montreront comment combiner les filtres de recherche et le calendrier des numéros, comment suivre une famille dans des hebdomadaires locaux comme le Kantonsbote ou le Weinbote, et comment tirer le meilleur parti des généalogies et des histoires de paroisses de l’Archiv für Orts- und Familiengeschichte.',
          'Le nombre de places est limité : inscrivez-vous à l’accueil ou par téléphone. Apportez un ordinateur portable et un nom de famille que vous souhaitez explorer.',
        ],
      },
    },
  },
  {
    id: 'accessibility-improvements',
    published: '2026-09-22',
    translations: {
      en: {
        title: 'A more accessible reading experience',
        body: [
          'We have reworked the site so that it can be used entirely with a keyboard and a screen reader. Skip links lead straight to the content, the search and the footer, and every control shows a visible focus outline.',
          'We have also improved colour contrast in the light and dark themes, stopped animations for visitors who prefer reduced motion and checked that the layout still works when text is enlarged to 200 per cent. If something still gets in your way, please let us know.',
        ],
      },
      de: {
        title: 'Mehr Barrierefreiheit beim Lesen',
        body: [
          'Wir haben die Website so überarbeitet, dass sie sich vollständig mit Tastatur und Screenreader bedienen lässt. Sprunglinks führen direkt zum Inhalt, zur Suche und zur Fußzeile, und jedes Bedienelement zeigt einen sichtbaren Fokusrahmen.',
          'Außerdem haben wir die Farbkontraste im hellen und im dunklen Design verbessert, Animationen für alle abgeschaltet, die reduzierte Bewegung bevorzugen, und geprüft, dass das Layout auch bei einer Vergrößerung auf 200 Prozent funktioniert. Wenn Sie dennoch auf Hindernisse stoßen, lassen Sie es uns bitte wissen.',
        ],
      },
      fr: {
        title: 'Une consultation plus accessible',
        body: [
          'Nous avons retravaillé le site pour qu’il soit entièrement utilisable au clavier et avec un lecteur d’écran. Des liens d’évitement mènent directement au contenu, à la recherche et au pied de page, et chaque commande affiche un contour de focus visible.',
          'Nous avons également renforcé les contrastes de couleurs des thèmes clair et sombre, arrêté les animations pour les personnes qui préfèrent réduire les mouvements et vérifié que la mise en page tient lorsque le texte est agrandi à 200 %. Si quelque chose vous gêne encore, n’hésitez pas à nous le signaler.',
        ],
      },
    },
  },
  {
    id: 'farm-press-online',
    published: '2026-02-25',
    translations: {
      en: {
        title: 'Farm news online: Der Pflug and Der Luxemburger Bauernstand',
        body: [
          'Two full volumes of Der Pflug (published 1874–1919), those of 1890 and 1891, and two of its successor, Der Luxemburger Bauernstand (published 1920–1990), those of 1950 and 1951, can now be read on this site issue by issue, with their recognised text. Market prices, cattle fairs and the advice columns can be compared week by week across sixty years.',
          'This is the latest step of our digitisation programme, which adds newspapers, serials, books, manuscripts and posters every month; more volumes of both farm papers will follow. Thank you to everyone who has reported errors along the way: your messages help us improve the text recognition with every batch.',
        ],
      },
      de: {
        title: 'Agrarpresse online: Der Pflug und Der Luxemburger Bauernstand',
        body: [
          'Zwei vollständige Jahrgänge des „Pflugs“ (erschienen 1874–1919), 1890 und 1891, und zwei seines Nachfolgers, des „Luxemburger Bauernstands“ (erschienen 1920–1990), 1950 und 1951, sind jetzt Ausgabe für Ausgabe mit erkanntem Text auf dieser Website zu lesen. Marktpreise, Viehmärkte und Ratgeberspalten lassen sich so Woche für Woche über sechzig Jahre hinweg vergleichen.',
          'Das ist der jüngste Schritt unseres Digitalisierungsprogramms, das jeden Monat Zeitungen, Zeitschriften, Bücher, Handschriften und Plakate hinzufügt; weitere Jahrgänge beider Blätter folgen. Danke an alle, die uns bisher Fehler gemeldet haben: Ihre Hinweise helfen uns, die Texterkennung mit jeder Lieferung zu verbessern.',
        ],
      },
      fr: {
        title: 'La presse agricole en ligne : Der Pflug et Der Luxemburger Bauernstand',
        body: [
          'Deux années complètes du Pflug (paru de 1874 à 1919), 1890 et 1891, et deux du Luxemburger Bauernstand qui lui a succédé (paru de 1920 à 1990), 1950 et 1951, se lisent désormais numéro par numéro sur ce site, avec leur texte reconnu. Prix des marchés, foires au bétail et conseils aux cultivateurs se comparent ainsi semaine après semaine, à soixante ans d’écart.',
          'C’est la dernière étape de notre programme de numérisation, qui ajoute chaque mois des journaux, des revues, des livres, des manuscrits et des affiches ; d’autres années des deux titres suivront. Merci à toutes celles et à tous ceux qui nous ont signalé des erreurs : vos messages nous aident à améliorer la reconnaissance de texte à chaque lot.',
        ],
      },
    },
  },
  {
    id: 'new-titles-moselle-north',
    published: '2025-06-12',
    translations: {
      en: {
        title: 'Six new titles from the Moselle and the north',
        body: [
          'Six more titles have joined the collection this month. From the Moselle come Die Moselwacht (Grevenmacher, 1881–1948), its successor the Mosel-Echo (1949–1975) and the French-language Vigneron de la Moselle (Remich, 1852–1890). From the north come Der Kantonsbote (Diekirch, 1846–1900), the Clerftaler Nachrichten (1890–1960) and Die Burgwarte from Vianden (1888–1939).',
          'Together they add well over a century of local life: grape harvests, markets, floods, fairs and village festivals. All six titles can be read and searched straight away.',
        ],
      },
      de: {
        title: 'Sechs neue Titel von der Mosel und aus dem Norden',
        body: [
          'Diesen Monat sind sechs weitere Titel hinzugekommen. Von der Mosel stammen die „Moselwacht“ (Grevenmacher, 1881–1948), ihr Nachfolger, das „Mosel-Echo“ (1949–1975), und der französischsprachige „Vigneron de la Moselle“ (Remich, 1852–1890). Aus dem Norden kommen der „Kantonsbote“ (Diekirch, 1846–1900), die „Clerftaler Nachrichten“ (1890–1960) und die „Burgwarte“ aus Vianden (1888–1939).',
          'Zusammen bringen sie weit mehr als ein Jahrhundert Lokalgeschichte: Weinlesen, Märkte, Hochwasser, Jahrmärkte und Dorffeste. Alle sechs Titel können ab sofort gelesen und durchsucht werden.',
        ],
      },
      fr: {
        title: 'Six nouveaux titres de la Moselle et du Nord',
        body: [
          'Six nouveaux titres ont rejoint la collection ce mois-ci. De la Moselle viennent la Moselwacht (Grevenmacher, 1881–1948), le Mosel-Echo qui lui a succédé (1949–1975) et le Vigneron de la Moselle (Remich, 1852–1890), de langue française. Du Nord viennent le Kantonsbote (Diekirch, 1846–1900), les Clerftaler Nachrichten (1890–1960) et la Burgwarte de Vianden (1888–1939).',
          'Ensemble, ils apportent bien plus d’un siècle de vie locale : vendanges, marchés, crues, foires et fêtes de village. Les six titres peuvent être lus et interrogés en texte intégral dès maintenant.',
        ],
      },
    },
  },
]
