/**
 * German articles of the demo papers, written as a Luxembourg paper of the period wrote them
 * (pre-1996 spelling throughout: daß, muß). Every template names the facts of its scene only:
 * one town ({place}), the people P, Q, R, the day of the event ({when}, {evDate}).
 */
import { CANTON_SEATS, INLAND_RIVER_TOWNS, MOSELLE, RIVER_TOWNS, SOUTH, TRAM_TOWNS, type StoryBook } from './types.ts'

export const DE: StoryBook = {
  fire: {
    headlines: [
      'Brand in {place}: {obj.der} der Familie {P.fam} eingeäschert.',
      'Brand in der {street} zu {place}.',
      '{place}: Brand im Anwesen {P.gen}.',
      'Feuer in {place}. — {obj.Der} {P.gen} ein Raub der Flammen.',
      'Nächtlicher Brand in {place}: {obj.der} {P.gen} zerstört.',
      'Großer Brand in {place}. — {obj.Der} {P.gen} niedergebrannt.',
    ],
    lead: [
      '{When} abend gegen {#h:8-11} Uhr brach in {obj.dem} {P.gen} zu {place} Feuer aus, das mit großer Schnelligkeit um sich griff.',
      'In der Nacht zum {evWeekday} wurden die Bewohner von {place} durch Feuerlärm aus dem Schlafe geschreckt: {obj.der} {P.gen} stand in hellen Flammen.',
      '{When} nachmittag entstand in {obj.dem} {P.gen}, in der {street} zu {place}, ein Brand, der in kurzer Zeit das ganze Gebäude ergriff.',
    ],
    body: [
      'Die Feuerwehr von {place} war bald zur Stelle und arbeitete unter der Leitung ihres Kommandanten {Q=fireChief.fam} mit großer Umsicht.',
      'Auch die Wehr von {place2} eilte zur Hilfe herbei.',
      { text: 'Da es an Wasser fehlte, mußte eine Eimerkette bis zum nahen Bach gebildet werden.', to: 1925 },
      { text: 'Die Motorspritze, die die Gemeinde erst im vorigen Jahre angeschafft hat, leistete dabei vortreffliche Dienste.', from: 1925 },
      'Das Vieh konnte mit knapper Not ins Freie gebracht werden; dagegen verbrannten die Futtervorräte und ein großer Teil der Ackergeräte.',
      'Nach zweistündiger Arbeit war man des Feuers Herr; von {obj.dem} stehen nur noch die Umfassungsmauern.',
      'Die Nachbarhäuser konnten gehalten werden, obschon die Funken bis auf die Dächer der {street} flogen.',
      'Der Schaden wird auf {$damage:1500-9000} geschätzt und ist {=zum größten Teil|nur zum Teil} durch Versicherung gedeckt.',
      'Die Ursache des Brandes ist wahrscheinlich in {cause} zu suchen.',
      'Menschenleben sind glücklicherweise nicht zu beklagen.',
      'Die Gendarmerie hat eine Untersuchung eingeleitet.',
    ],
    close: [
      'Der schwer betroffenen Familie {P.fam} wendet sich die allgemeine Teilnahme zu.',
      'Es ist dies schon der {=zweite|dritte} Brand in {place} seit Beginn des Jahres.',
    ],
    lists: {
      obj: ['f:Scheune', 'f:Stallung', 'n:Wohnhaus', 'f:Werkstätte', 'f:Schmiede', 'f:Mühle', 'n:Ökonomiegebäude', 'f:Bäckerei', 'f:Schreinerei', 'f:Remise'],
      cause: ['einer umgestürzten Stallaterne', 'einem überheizten Ofen', 'Funkenflug aus dem Schornstein', 'der Unvorsichtigkeit spielender Kinder', 'der Selbstentzündung des frisch eingefahrenen Heues'],
    },
  },

  cartAccident: {
    headlines: [
      'Unglücksfall bei {place}: ein Fuhrmann unter seinem Wagen.',
      'Schwerer Unfall auf der Straße nach {place2}.',
      '{place}: Ein Fuhrwerk verunglückt.',
      'Unfall in {place}. — Fuhrmann {P=carter.fam} schwer verletzt.',
    ],
    lead: [
      '{When} früh verunglückte auf der Straße von {place} nach {place2} der Fuhrmann {P=carter.name} aus {place}.',
      '{When} nachmittag verunglückte unweit von {place} der Fuhrmann {P=carter.name}, der mit einer Fuhre Hafer nach {place2} unterwegs war.',
    ],
    body: [
      'Die Pferde scheuten an einer abschüssigen Stelle, der schwer beladene Wagen kam ins Rollen und stürzte um.',
      '{P.nom} geriet dabei unter das Fuhrwerk und erlitt einen doppelten Beinbruch sowie Quetschungen am ganzen Körper.',
      'Vorübergehende Arbeiter befreiten den Verunglückten aus seiner schlimmen Lage und trugen ihn in das nächste Haus.',
      'Dr. {Q.fam} aus {place} leistete die erste Hilfe und ordnete die Überführung ins Spital an.',
      'Die Ladung, {#sacks:20-40} Säcke Hafer, lag weit über die Straße verstreut.',
      'Es ist bereits der {=zweite|dritte} Unfall an dieser gefährlichen Stelle, und man fragt sich, wann die Gemeinde dort endlich ein Geländer anbringen läßt.',
    ],
    close: ['Der Zustand des Verunglückten gibt zu ernsten Besorgnissen Anlaß.', 'Man hofft, ihn in einigen Wochen wieder hergestellt zu sehen.'],
  },

  drowning: {
    headlines: ['Ertrunken in der {river} bei {place}.', 'Badeunfall bei {place}: ein Kind ertrunken.', '{place}: Ein Kind in der {river} ertrunken.'],
    lead: [
      '{When} nachmittag ist beim Baden in der {river} unweit von {place} das {#age:10-14}jährige Kind {P.given} {P.fam} ertrunken.',
    ],
    body: [
      'Das Kind hatte sich mit einigen Kameraden an eine tiefe Stelle gewagt, wo es die Strömung erfaßte.',
      'Seine Kameraden riefen sogleich um Hilfe, und ein Landwirt, der in der Nähe auf dem Felde arbeitete, sprang ohne Zögern ins Wasser.',
      'Alle Wiederbelebungsversuche blieben leider erfolglos.',
      'Die Leiche wurde erst nach einstündigem Suchen etwa {#m:100-400} Meter weiter flußabwärts geborgen.',
      'Eltern und Lehrer können nicht oft genug vor dem Baden an unbewachten Stellen warnen.',
    ],
    close: ['Die Teilnahme mit den schwer geprüften Eltern ist allgemein.'],
    months: [6, 7, 8],
    places: RIVER_TOWNS,
    lists: { river: ['f:Sauer', 'f:Alzette', 'f:Mosel', 'f:Our', 'f:Wiltz', 'f:Attert'] },
  },

  carAccident: {
    headlines: ['Autounfall auf der Straße {place}–{place2}.', 'Zusammenstoß zwischen {place} und {place2}.', '{place}: Ein Automobil überschlägt sich am {evWeekday}.'],
    lead: [
      '{When} abend gegen {#h:6-10} Uhr stieß auf der Staatsstraße zwischen {place} und {place2} ein Personenauto mit einem Lastwagen zusammen.',
      '{When} geriet {P.nom} aus {place} auf der Straße nach {place2} mit {P.sein}em Automobil in einer scharfen Kurve ins Schleudern und prallte gegen einen Baum.',
    ],
    body: [
      'Der Wagen wurde schwer beschädigt; der Fahrer kam mit leichten Verletzungen davon, während sein Mitfahrer mit einer Kopfwunde ins Spital gebracht werden mußte.',
      'Die nasse Fahrbahn und die schlechte Sicht dürften den Unfall verschuldet haben.',
      'Die Gendarmerie von {place} nahm den Tatbestand auf.',
      'Der Verkehr war während über einer Stunde unterbrochen.',
      'Man kann die Autofahrer nicht genug zur Vorsicht mahnen, besonders an Sonntagen, wo die Straßen stark befahren sind.',
    ],
    years: [1905, 1991],
  },

  council: {
    headlines: [
      'Gemeinderat {place}. — Sitzung vom {evDay}.',
      'Aus dem Gemeinderat von {place}: {topic.der}.',
      '{place}: Der Gemeinderat und {topic.der}.',
      'Gemeinderatssitzung in {place}.',
    ],
    lead: [
      'Der Gemeinderat von {place} trat {when} unter dem Vorsitz von {P=mayor.role} {P.fam} zu einer Sitzung zusammen; {#present:6-11:w} Mitglieder waren anwesend.',
      'In seiner Sitzung vom {evDate} beschäftigte sich der Gemeinderat von {place}, unter dem Vorsitz {P=mayor.gen}, in erster Linie mit {topic.dem}.',
    ],
    body: [
      'Nach Verlesung und Genehmigung des letzten Protokolls berichtete {Q=alderman.role} {Q.fam} über den ersten Punkt der Tagesordnung, {topic.den}.',
      'Der Kostenvoranschlag beläuft sich auf {$cost:4000-30000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
      'Ratsmitglied {R.fam} fand die Summe zu hoch und verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
      'Nach längerer Aussprache wurde die Vorlage mit {#yes:5-8} gegen {#no:1-3} Stimmen angenommen.',
      'Sodann genehmigte der Rat die Rechnung des Armenbüros für das Jahr {lastYear}.',
      'Einem Gesuch des Gesangvereins um eine Beihilfe von {$grant:40-150} wurde einstimmig entsprochen.',
      'Die Verpachtung der Gemeindejagd wurde auf den {nextDay} festgesetzt.',
      { text: 'Der Rat beschloß, dem Großherzog zu seinem Geburtstage eine Glückwunschadresse zu übersenden.', from: 1890, to: 1912 },
      { text: 'Der Rat beschloß, dem Großherzog zu seinem Geburtstage eine Glückwunschadresse zu übersenden.', from: 1964 },
      'Zum Schluß wurde über die Verbesserung der Straßenbeleuchtung in der {street} verhandelt; die Angelegenheit wurde an eine Kommission verwiesen.',
    ],
    close: ['Schluß der Sitzung gegen {#end:6-10} Uhr abends.', 'Die nächste Sitzung findet am {nextDate} statt.'],
    lists: {
      topic: [
        'f:Wasserleitung', 'm:Schulhausbau', 'f:Friedhofserweiterung', 'f:Straßenbeleuchtung', 'm:Gemeindehaushalt', 'f:Kanalisation',
        'f:Pflasterung| der Hauptstraße', 'm:Bau| eines Spritzenhauses',
      ],
    },
    occupation: 'never',
  },

  chamber: {
    headlines: [
      'Abgeordnetenkammer. — Sitzung vom {evDay}: {topic.der}.',
      'Aus der Kammer: {topic.der} ({month} {year}).',
      'Die Kammer und {topic.der}: Rede {P=deputy.des} Abgeordneten {P.fam}.',
      'Kammerverhandlungen vom {evDay}. — {topic.Der}.',
    ],
    lead: [
      'In ihrer Sitzung vom {evDate} setzte die Abgeordnetenkammer die Beratung über {topic.den} fort.',
      'Die Kammer trat {when} nachmittag unter dem Vorsitz {Q=chamberPresident.gen} zusammen; auf der Tagesordnung stand {topic.der}.',
    ],
    body: [
      '{P=deputy.Der} Abgeordnete {P.fam} aus {place} ergriff als erster Redner das Wort und warf der Regierung vor, die Bedürfnisse der ländlichen Kantone zu vernachlässigen.',
      '{=Der Staatsminister|Der Generaldirektor der Finanzen|Der Berichterstatter der Zentralsektion} erwiderte, die Vorlage sei gründlich geprüft worden und belaste den Staatshaushalt nicht über Gebühr.',
      'Die Kosten werden auf {$cost:80000-400000} veranschlagt.',
      'Mehrere Redner der Linken verlangten, daß die Arbeiten öffentlich ausgeschrieben würden.',
      'Ein Abänderungsantrag {R=deputy.des} Abgeordneten {R.fam} wurde mit {#yes:25-35} gegen {#no:8-18} Stimmen verworfen.',
      'Die Aussprache zog sich bis in die Abendstunden hin.',
      'Schließlich wurde die Vorlage in ihrer Gesamtheit angenommen und dem Staatsrat zur zweiten Abstimmung überwiesen.',
      { text: 'Sobald der Staatsrat zugestimmt hat, wird das Gesetz dem Großherzog zur Unterschrift vorgelegt.', from: 1890, to: 1912 },
      { text: 'Sobald der Staatsrat zugestimmt hat, wird das Gesetz dem Großherzog zur Unterschrift vorgelegt.', from: 1964 },
      { text: 'Sobald der Staatsrat zugestimmt hat, wird das Gesetz dem König-Großherzog zur Unterschrift vorgelegt.', to: 1890 },
    ],
    close: ['Nächste Sitzung: {nextWeekday}, {hour}.', 'Die Kammer vertagte sich auf {nextWeekday}.'],
    lists: {
      topic: [
        'n:Budget| für das kommende Jahr', 'f:Eisenbahnvorlage', 'n:neu~ Schulgesetz', 'm:Zolltarif', 'f:Arbeiterversicherung@1900',
        'f:Reform| des Steuerwesens', 'f:Anleihe| für den Straßenbau', 'f:Trinkwasserversorgung| der Ardennergemeinden', 'n:Wahlgesetz',
      ],
    },
    occupation: 'never',
    // The Chamber of Deputies sat from 1848; the Assembly of Estates before it.
    years: [1848, 1991],
  },

  court: {
    headlines: [
      'Aus dem Gerichtssaale: {case_crime.der} von {place}.',
      'Zuchtpolizeigericht {court}: {P=defendant.name} wegen {case_crime.des} angeklagt.',
      'Vor dem Bezirksgericht {court}: {case_crime.der} in der {street}.',
      'Gerichtliches. — {case_crime.Der} in der {street} zu {place}.',
    ],
    lead: [
      'Vor dem Zuchtpolizeigericht in {court} hatte sich {when} der {#age:19-55}jährige {P=defendant.given} {P.fam} aus {place} wegen {case_crime.des} zu verantworten.',
      'Das Bezirksgericht in {court} verhandelte in seiner Sitzung vom {evDate} gegen {P=defendant.accFull} aus {place}, dem {case_crime.ein} zur Last gelegt wird.',
    ],
    body: [
      'Der Angeklagte soll {=in der Nacht zum {evWeekday}|am {evWeekday}} {case_deed} haben.',
      'Die Zeugen, darunter der Gendarm {Q=gendarme.fam}, sagten übereinstimmend gegen ihn aus.',
      '{P.Er} leugnete hartnäckig und behauptete, zur fraglichen Zeit in einer Wirtschaft in {place2} gewesen zu sein.',
      'Der Wirt konnte diese Aussage jedoch nicht bestätigen.',
      'Der Verteidiger, Advokat {R=defender.fam}, wies auf die bisherige Unbescholtenheit seines Klienten hin und bat um eine milde Strafe.',
      'Der Staatsanwalt beantragte eine Gefängnisstrafe von {#months:2-8:w} Monaten.',
    ],
    close: [
      'Das Gericht verurteilte den Angeklagten zu {#months:w} Monaten Gefängnis und in die Kosten.',
      'Das Urteil wird am {nextWeekday} verkündet.',
      'In Anbetracht mildernder Umstände kam der Angeklagte mit einer Geldbuße von {$fine:20-100} davon.',
    ],
    lists: {
      case_crime: ['m:Diebstahl', 'm:Wilddiebstahl', 'm:Betrug', 'f:Körperverletzung', 'm:Holzfrevel', 'f:Unterschlagung'],
      case_deed: [
        'aus einer Scheune zwei Säcke Weizen entwendet', 'im Gemeindewalde zwei Rehe mit der Schlinge gefangen', 'einem Viehhändler eine kranke Kuh als gesund verkauft',
        'nach einem Wortwechsel im Wirtshause einen Gast mit einem Stuhle geschlagen', 'im Staatswalde drei junge Eichen gefällt', 'als Kassierer des Vereins {$sum:100-600} für sich verwendet',
      ],
      court: ['Luxemburg', 'Diekirch'],
    },
  },

  hofAudience: {
    headlines: [
      'Vom Großherzoglichen Hofe. — Audienz im Schlosse zu {residence}.',
      'Vom Großherzoglichen Hofe: {visitor.der} in {residence}.',
      'Vom Großherzoglichen Hofe. — Empfang vom {evDay}.',
    ],
    lead: ['{Sovereign} empfing {when} im Schlosse zu {residence} {visitor.den} in Audienz.'],
    body: [
      'Die Audienz dauerte über eine Stunde.',
      '{Sovereign} ließ sich eingehend über {concern} unterrichten.',
      'Anschließend zog {sovereignPronoun} die Herren zur Tafel.',
      'Am Abend kehrte die Abordnung mit dem letzten Zuge nach Luxemburg zurück.',
    ],
    lists: {
      residence: ['Berg', 'Fischbach'],
      visitor: ['pl:Mitglieder| der Regierung', 'f:Abordnung| der Handelskammer', 'n:Büro| der Abgeordnetenkammer', 'f:Abordnung| der Landwirte des Ösling', 'm:Vorstand| des Roten Kreuzes@1914', 'f:Abordnung| der Stadt {place}', 'm:Gemeinderat| von {place}', 'm:Vorstand| der Feuerwehr von {place}'],
      concern: ['die Lage der Landwirtschaft', 'den Stand der Arbeiten am Bahnnetz', 'die Sorgen der Hüttenindustrie', 'die Fürsorge für die Kranken und Armen'],
    },
    years: [1890, 1991],
    occupation: 'never',
    // The Grand Duchess and her court were in exile until April 1945.
    absent: ['1940-05', '1945-04'],
  },

  hofVisit: {
    headlines: ['Vom Großherzoglichen Hofe. — Besuch in {place}.', 'Vom Großherzoglichen Hofe: {Sovereign} in {place}.', 'Hoher Besuch in {place}.'],
    lead: ['Wie wir erfahren, hat {Sovereign} {when} die Gemeinde {place} mit einem Besuche beehrt.'],
    body: [
      'Die Gemeindeverwaltung, mit {P=mayor.role} {P.fam} an der Spitze, hatte sich zur Begrüßung am Ortseingang eingefunden.',
      'Die Schuljugend bildete Spalier, und die Musikgesellschaft spielte die Landeshymne.',
      'Die Häuser waren reich mit Fahnen und Girlanden geschmückt.',
      'Nach einem Rundgang durch die Ortschaft und einem Besuch der Kirche nahm {sovereignPronoun} einen Imbiß im Gemeindehause ein.',
      'Beim Abschied dankte {sovereignPronoun} für den herzlichen Empfang.',
      'Die Bevölkerung bereitete dem hohen Gaste überall einen begeisterten Empfang.',
    ],
    occupation: 'never',
    // The Grand Duchess and her court were in exile until April 1945.
    absent: ['1940-05', '1945-04'],
  },

  telegram: {
    headlines: [
      '{city}, {evDay}. — {topic}',
      'Telegramme. — {city}: {topic}',
      '{topic} ({city})',
    ],
    lead: ['{city}, {evDay}. ({agency}) — {news}'],
    body: ['{news2}', '{news3}'],
    close: ['Weitere Einzelheiten fehlen noch.', 'Die Meldung bedarf noch der Bestätigung.', 'Die Blätter besprechen die Lage eingehend.'],
    eventDaysBefore: [1, 2],
  },

  railway: {
    headlines: [
      'Eisenbahn {place}–{place2}: {topic.der}.',
      'Von der Eisenbahn. — {topic.Der} auf der Strecke nach {place2}.',
      '{place}: Neue Fahrpläne der Eisenbahn.',
      'Eisenbahnnachrichten aus {place}.',
    ],
    lead: [
      'Die {company} teilt mit, daß vom {nextDay} an auf der Strecke {place}–{place2} {topic.der} in Kraft tritt.',
      'Wie uns aus {place} mitgeteilt wird, ist {topic.der} auf der Linie nach {place2} nunmehr beschlossene Sache.',
    ],
    body: [
      'Der erste Zug verläßt {place} künftig schon um {#dep:5-6}.{#depm:10-50} Uhr.',
      'Damit wird einem langgehegten Wunsche der Geschäftsleute und der Arbeiter entsprochen, die täglich zwischen beiden Orten verkehren.',
      'Am Sonntag verkehrt ein Sonderzug zu ermäßigten Preisen.',
      'Die Fahrpreise bleiben unverändert.',
      'Der Bahnhof von {place} wird bei dieser Gelegenheit erweitert; die Arbeiten sind bereits vergeben.',
      'Die Gemeindeverwaltungen der berührten Ortschaften haben wiederholt bei der Regierung vorstellig werden müssen, ehe ihre Bitte Gehör fand.',
    ],
    close: ['Genaue Fahrpläne sind an den Schaltern erhältlich.', 'Wir kommen auf die Angelegenheit zurück.'],
    lists: {
      topic: ['m:neu~ Fahrplan', 'm:neu~ Winterfahrplan', 'm:neu~ Sommerfahrplan', 'm:Sonntagsfahrplan'],
      company: ['Direktion der Wilhelm-Luxemburg-Eisenbahnen@1859-1946', 'Direktion der Prinz-Heinrich-Eisenbahnen@1869-1946', 'Direktion der Luxemburger Eisenbahnen@1946'],
    },
    years: [1859, 1991],
  },

  tram: {
    headlines: ['Die Straßenbahn in {place}: {topic.der}.', 'Von der Straßenbahn in {place}: {topic.der}.', '{place}: Straßenbahn und Verkehr im {month}.'],
    lead: [
      'Der Verwaltungsrat der Straßenbahn von {place} hat in seiner letzten Sitzung {topic.den} beschlossen.',
      'Die Straßenbahn von {place} beförderte im verflossenen Monat {#riders:80-240}.000 Fahrgäste, so viele wie nie zuvor.',
    ],
    body: [
      'Die Wagen verkehren künftig an Werktagen alle {#min:6-15} Minuten.',
      'Die Linie soll bis an das Ende der {street} verlängert werden.',
      'Die Anwohner der {street} beklagen sich seit langem über den Lärm und verlangen eine Verlegung der Gleise.',
      'An Sonn- und Feiertagen werden Beiwagen eingesetzt.',
    ],
    places: TRAM_TOWNS,
    lists: { topic: ['f:Verlängerung| der Linie', 'm:neu~ Fahrplan', 'f:Anschaffung| neuer Wagen', 'f:Erhöhung| der Fahrpreise'] },
    years: [1875, 1965],
  },

  agriculture: {
    headlines: [
      'Landwirtschaftliches aus dem Kanton {place}: {crop.der}.',
      'Vom Lande. — Der Stand {crop.des} bei {place}.',
      'Landwirtschaftlicher Bericht aus {place}.',
      'Die Aussichten {crop.des} im Kanton {place}.',
    ],
    lead: [
      'Aus dem Kanton {place} wird uns über den Stand {crop.des} berichtet, daß die Aussichten {=recht günstig|nur mittelmäßig|wenig erfreulich} sind.',
      'Die Landwirte aus der Umgebung von {place} klagen, {trouble} habe {crop.dem} nicht wenig geschadet.',
    ],
    body: [
      'Die Witterung der letzten Wochen war {=zu naß|zu trocken|sehr wechselhaft}.',
      'Auf den höher gelegenen Feldern ist der Stand besser als in den Niederungen.',
      'Man rechnet mit einem Ertrag von etwa {#yield:12-24} Doppelzentnern auf den Hektar.',
      'Der landwirtschaftliche Lokalverein von {place} hat in seiner letzten Versammlung beschlossen, gemeinschaftlich Kunstdünger zu beziehen, um die Kosten zu senken.',
      'Ackerbaulehrer {Q.fam} hielt im Gemeindesaale einen gut besuchten Vortrag über die Bekämpfung der Schädlinge.',
      'Die Preise auf dem letzten Markte in {place2} waren befriedigend.',
    ],
    close: ['Hoffen wir, daß die kommenden Wochen besseres Wetter bringen.', 'Alles hängt nun vom Wetter der nächsten Tage ab.'],
    lists: {
      crop: ['m:Roggen', 'm:Hafer', 'f:Kartoffel', 'm:Weizen', 'm:Klee', 'f:Gerste'],
      trouble: ['der anhaltende Regen', 'die lange Trockenheit', 'der späte Frost', 'der Hagelschlag der vorigen Woche'],
    },
    months: [4, 5, 6, 7, 8, 9],
    // Named "the canton of …": a canton's seat.
    places: CANTON_SEATS,
  },

  vintage: {
    headlines: ['Von der Mosel: die Weinlese {year} in {place}.', 'Weinlese an der Obermosel. — {place}, {evDay}.', '{place}: Die Weinlese hat begonnen.', 'Der Jahrgang {year} in {place}.'],
    lead: [
      'In {place} hat {when} die Weinlese begonnen; die Trauben sind {=gut ausgereift|infolge des kühlen Sommers etwas sauer geblieben}.',
      'Aus {place} wird uns geschrieben, daß die Lese in den Lagen an der Mosel in vollem Gange ist.',
    ],
    body: [
      'Man schätzt den Ertrag auf {#hl:20-60} Hektoliter je Hektar.',
      'Das Mostgewicht beträgt {#oechsle:60-85} Grad Öchsle.',
      'Für das Fuder Most werden {$price:300-700} gezahlt.',
      'Die Händler aus Trier und aus dem Saarland sind bereits eingetroffen.',
      'Winzer {P=winegrower.fam} aus {place} erzielte auf der Versteigerung den höchsten Preis.',
      'In den Kelterhäusern herrscht reges Leben bis in die späte Nacht.',
    ],
    close: ['Alles in allem verspricht der Jahrgang {year} ein guter Mittelwein zu werden.'],
    places: MOSELLE,
    months: [9, 10],
  },

  moselle: {
    headlines: ['Von der Mosel: Pegel und Schiffahrt bei {place} am {evDay}.', 'Hochwasser der Mosel bei {place}, {month} {year}.', 'Der Moselpegel bei {place} vom {evDay}.'],
    lead: [
      'Der Pegel an der Moselbrücke zu {place} zeigte {when} {#cm:180-520} Zentimeter.',
      'Das Hochwasser der Mosel ist bei {place} {when} {=weiter gestiegen|noch immer im Steigen begriffen}.',
    ],
    body: [
      'Die Uferstraße steht stellenweise unter Wasser, und die Keller der tiefer gelegenen Häuser mußten geräumt werden.',
      'Die Schiffahrt ist vorläufig eingestellt; {#boats:3-9:w} beladene Lastkähne liegen im Hafen fest.',
      'Der Fährbetrieb nach dem deutschen Ufer ruht.',
      'Bei weiterem Steigen droht die Überschwemmung der Wiesen unterhalb von {place}.',
      'Vom Oberlauf wird Regen gemeldet, so daß mit einem baldigen Fallen nicht zu rechnen ist.',
    ],
    close: ['Wir werden über den Stand des Wassers weiter berichten.'],
    places: MOSELLE,
    months: [1, 2, 3, 4, 11, 12],
  },

  cattle: {
    headlines: ['Viehmarkt in {place} am {evDay}.', 'Der Jahrmarkt in {place} vom {evDay}.', 'Vom Viehmarkt zu {place}, {month} {year}.'],
    lead: [
      'Der {when} abgehaltene Viehmarkt in {place} war mit {#head:120-480} Stück Großvieh und {#pigs:80-300} Schweinen befahren.',
      'Auf dem Jahrmarkt zu {place} herrschte {when} trotz des {=kalten|regnerischen|schönen} Wetters reger Verkehr.',
    ],
    body: [
      'Der Handel war {=lebhaft|schleppend|mittelmäßig}, die Preise hielten sich auf der Höhe des letzten Marktes.',
      'Für gute Milchkühe wurden {%cow:250-450} bis {%cow2:500-700} {currency} gezahlt.',
      'Ferkel galten {$piglet:12-30} das Paar.',
      'Zahlreiche Händler aus Belgien und aus der Eifel waren erschienen.',
      'In den Wirtschaften rund um den Marktplatz ging es bis zum Abend hoch her.',
    ],
    close: ['Der nächste Markt findet am {nextDate} statt.'],
  },

  festival: {
    headlines: [
      'Festzug in {place}: {occasion.der}.',
      '{place} im Festschmuck: {occasion.der}.',
      'Von der Feier in {place}: {occasion.der}.',
      'Der Festzug in {place} am {evDay}.',
    ],
    lead: [
      '{When} beging {place} {occasion.den} mit einem Festzug, wie ihn die Ortschaft seit langem nicht gesehen hat.',
      'In {place} fand {when} bei herrlichem Wetter {occasion.der} statt.',
    ],
    body: [
      'Der Festzug setzte sich um {#h:2-3} Uhr am Bahnhof in Bewegung und zog durch die reich beflaggte {street} zum Marktplatz.',
      'An der Spitze marschierte die Musikgesellschaft von {place}, gefolgt von der Feuerwehr, den Vereinen und der Schuljugend; vor der Kirche wurde Halt gemacht.',
      '{P=mayor.role} {P.fam} hielt eine zündende Ansprache, in der {P.er} die Bedeutung des Tages würdigte.',
      'Den Abschluß bildete ein Festbankett im Saale {Q.gen}, bei dem zahlreiche Trinksprüche ausgebracht wurden.',
      'Abends war die Ortschaft festlich beleuchtet.',
      { text: 'Beim Festessen wurde ein dreifaches Hoch auf den Großherzog ausgebracht.', from: 1890, to: 1912 },
      { text: 'Beim Festessen wurde ein dreifaches Hoch auf den Großherzog ausgebracht.', from: 1964 },
      { text: 'Beim Festessen wurde ein dreifaches Hoch auf die Großherzogin ausgebracht.', from: 1912, to: 1964 },
      'Die Ordnung ließ nichts zu wünschen übrig.',
    ],
    lists: {
      occasion: ['n:fünfzigjährig~ Jubiläum| der Feuerwehr', 'f:Fahnenweihe| des Gesangvereins', 'n:Stiftungsfest| der Musikgesellschaft', 'f:Kirmes', 'n:silbern~ Priesterjubiläum| des Pfarrers'],
    },
    months: [5, 6, 7, 8, 9],
  },

  procession: {
    headlines: ['Die Springprozession in Echternach.', 'Echternach: Die Springprozession vom {evDay}.', 'Zur Echternacher Springprozession.'],
    lead: ['Bei {=herrlichem Wetter|trübem Himmel} fand {when} in Echternach die altberühmte Springprozession zu Ehren des heiligen Willibrord statt.'],
    body: [
      'Die Zahl der Springer und Beter wird auf {#pilgrims:8-16}.000 geschätzt.',
      'Aus allen Teilen des Landes, aus der Eifel und aus Belgien waren die Pilger schon am Vorabend eingetroffen.',
      'Nach der Predigt an der Sauerbrücke setzte sich der Zug um {#h:8-9} Uhr in Bewegung.',
      'Die Musikkapellen spielten unermüdlich die alte Springprozessionsweise.',
      'Erst gegen Mittag erreichten die letzten Gruppen die Kirche, wo das Grab des Heiligen verehrt wird.',
    ],
    places: ['Echternach'],
    months: [5, 6],
  },

  schobermesse: {
    headlines: ['Die Schobermesse in Luxemburg.', 'Schobermesse {year}: Eröffnung am Glacis.', 'Vom Glacis: die Schobermesse.'],
    lead: ['Die diesjährige Schobermesse auf dem Glacis in {place} wurde {when} eröffnet und verzeichnete schon am ersten Tage einen gewaltigen Andrang.'],
    body: [
      'Über {#stands:80-160} Buden und Karussells reihen sich dicht an dicht.',
      'Der Hammelmarsch zog am Vormittag mit Musik durch die Straßen der Oberstadt.',
      'Die Gebackenen Fische und der Viez finden wie jedes Jahr reißenden Absatz.',
      'Die Polizei mußte den Verkehr an der Avenue umleiten.',
    ],
    places: ['Luxemburg'],
    months: [8, 9],
    occupation: 'never',
  },

  bridge: {
    headlines: ['Die neue Brücke bei {place}.', 'Einweihung der Brücke über die {river} bei {place}.', '{place}: Die Brücke über die {river} vollendet.', 'Brückenbau bei {place}: die Arbeiten vollendet.'],
    lead: ['{When} wurde die neue Brücke über die {river} bei {place} feierlich dem Verkehr übergeben.', 'Nach anderthalbjähriger Bauzeit ist die Brücke über die {river} bei {place} {when} eröffnet worden.'],
    body: [
      'Die neue Brücke ist {#len:30-90} Meter lang und ruht auf {#arches:2-5:w} steinernen Bogen.',
      'Sie ersetzt die alte Holzbrücke, die das Hochwasser des vorigen Winters schwer beschädigt hatte.',
      'Die Kosten belaufen sich auf {$cost:20000-90000}; Staat und Gemeinde teilen sie sich.',
      '{P=mayor.role} {P.fam} durchschnitt das Band, und der Pfarrer segnete die Brücke.',
      'Der erste Wagen, der die Brücke befuhr, war das Gespann des Bauunternehmers {R.fam}.',
      'Für die Landwirte beider Ufer bedeutet die Brücke eine große Erleichterung.',
    ],
    places: INLAND_RIVER_TOWNS,
    lists: { river: ['f:Sauer', 'f:Alzette', 'f:Our', 'f:Wiltz', 'f:Attert', 'f:Clerve', 'f:Eisch'] },
  },

  building: {
    headlines: [
      'Einweihung {building.des} in {place}.',
      '{place}: {building.Der} eingeweiht.',
      'Die Einweihung {building.des} zu {place} vom {evDay}.',
      '{place}: {building.Der} vollendet.',
    ],
    lead: [
      '{When} wurde in {place} {building.der} feierlich eingeweiht.',
      'Nach zweijähriger Bauzeit konnte {when} in {place} {building.der} {building.sein}er Bestimmung übergeben werden.',
    ],
    body: [
      'Die Pläne stammen von Architekt {Q.fam} aus Luxemburg; die Arbeiten führte Unternehmer {R.fam} aus {place2} aus.',
      'Die Kosten belaufen sich auf rund {$cost:15000-90000}, wovon der Staat einen erheblichen Teil übernommen hat.',
      { text: 'Ein Telegramm, in dem der Großherzog der Gemeinde seine Glückwünsche aussprach, wurde unter lebhaftem Beifall verlesen.', from: 1890, to: 1912 },
      { text: 'Ein Telegramm, in dem der Großherzog der Gemeinde seine Glückwünsche aussprach, wurde unter lebhaftem Beifall verlesen.', from: 1964 },
      'Der Pfarrer von {place} nahm die kirchliche Weihe vor.',
      '{P=mayor.role} {P.fam} dankte in {P.sein}er Ansprache allen, die zum Gelingen des Werkes beigetragen haben.',
      'Die Musikgesellschaft und der Gesangverein verschönerten die Feier durch ihre Vorträge.',
      'Anschließend vereinigte ein Festessen die Ehrengäste im Gemeindehause.',
    ],
    close: ['Das Werk gereicht der Gemeinde zur Ehre.'],
    lists: {
      building: ['f:neu~ Brücke| über die Alzette', 'n:Denkmal| auf dem Marktplatz', 'f:neu~ Pfarrkirche', 'n:neu~ Schulhaus', 'f:Wasserleitung', 'n:Spritzenhaus', 'f:neu~ Brücke', 'n:Denkmal| für die Gefallenen@1919', 'n:Denkmal| des Dichters Dicks@1890', 'f:neu~ Kapelle'],
    },
  },

  society: {
    headlines: [
      '{place}: Generalversammlung {club.des}.',
      'Vereinsnachrichten aus {place}: {club.der}.',
      'Die Generalversammlung {club.des} von {place}.',
    ],
    lead: ['Die Generalversammlung {club.des} von {place} fand {when} im Saale {Q.gen} statt; die Versammlung war sehr gut besucht.'],
    body: [
      '{P=president.Der} {P.role}, {P.nom}, begrüßte die Mitglieder und gedachte der im verflossenen Jahre Verstorbenen.',
      'Aus dem Kassenbericht geht hervor, daß der Verein über ein Guthaben von {$cash:100-900} verfügt.',
      'Der Dirigent, {R=bandmaster.nom}, wurde für seine langjährigen Dienste durch ein Ehrengeschenk ausgezeichnet.',
      'Der Vorstand wurde in seiner bisherigen Zusammensetzung wiedergewählt.',
      'Man beschloß, im Sommer am Musikfest in {place2} teilzunehmen.',
    ],
    close: ['Ein gemütliches Beisammensein hielt die Mitglieder noch lange vereint.'],
    lists: { club: ['m:Gesangverein', 'f:Musikgesellschaft', 'f:Harmonie', 'm:Männerchor', 'f:Fanfare', 'm:Kirchenchor'] },
  },

  school: {
    headlines: ['Schule in {place}: {event.der}.', '{place}: {event.Der} der Schule vom {evDay}.', 'Aus der Schule zu {place}: {event.der} {year}.'],
    lead: [
      'In der Schule zu {place} fand {when} {event.der} statt; neben den Eltern war auch Schulinspektor {P=inspector.fam} erschienen.',
      '{When} wurde in {place} {event.der} der Primärschule abgehalten.',
    ],
    body: [
      'Die Kinder legten Zeugnis ab von dem Fleiße, mit dem {Q.nom} sie unterrichtet.',
      'Die Schule zählt gegenwärtig {#pupils:40-120} Kinder in {#classes:2-4:w} Klassen.',
      'Die Gemeindeverwaltung ließ an die besten Schüler Bücher als Preise verteilen.',
      'Der Schulinspektor sprach sich sehr lobend über die Leistungen im Rechnen und in der deutschen Sprache aus.',
      'Leider läßt der Zustand des Schulhauses manches zu wünschen übrig; ein Neubau ist dringend notwendig.',
    ],
    lists: { event: ['f:Preisverteilung', 'f:Schulprüfung', 'n:Schulfest'] },
    months: [3, 4, 7, 8, 10],
  },

  mining: {
    headlines: [
      'Von den Hochöfen in {place}: {topic.der}.',
      'Die Hochöfen von {place}. — {topic.Der} in Betrieb.',
      'Aus dem Erzbecken: {topic.der} in {place}.',
      'Die Hüttenwerke von {place} im {month}.',
    ],
    lead: [
      'Auf den Hüttenwerken in {place} ist {when} {topic.der} in Betrieb genommen worden.',
      'Wie man uns aus {place} schreibt, haben die Hochöfen dort im verflossenen Monat {#tons:18-60}.000 Tonnen Roheisen erzeugt; {topic.der} soll demnächst in Betrieb kommen.',
    ],
    body: [
      'Die Belegschaft zählt gegenwärtig {#men:800-2400} Mann.',
      'Die Nachfrage nach Thomasstahl hält unvermindert an.',
      'Die Arbeiter aus {place2} verlangen eine Erhöhung der Schichtlöhne.',
      'Die Zahl der italienischen Arbeiter im Kanton ist weiter gestiegen.',
      'Der Bahnhof von {place} vermag den Verkehr der Erzzüge kaum noch zu bewältigen.',
    ],
    places: SOUTH,
    lists: { topic: ['m:neu~ Hochofen', 'n:neu~ Stahlwerk@1886', 'f:neu~ Walzenstraße', 'f:neu~ Gebläsemaschine'] },
    years: [1871, 1991],
  },

  pitAccident: {
    headlines: ['Grubenunglück bei {place}.', 'Unglück in der Grube „{pit}“ bei {place}.', '{place}: Ein Bergmann verschüttet.'],
    lead: ['In der Grube „{pit}“ bei {place} wurde {when} der Bergmann {P=miner.name} durch herabstürzendes Gestein verschüttet.'],
    body: [
      'Die Kameraden gingen sofort an die Rettungsarbeit.',
      'Nach mehrstündiger Arbeit konnten sie den Verunglückten bergen; er wurde ins Spital nach Esch gebracht.',
      'Der Verunglückte ist {#age:24-50} Jahre alt und Vater von {#kids:2-6:w} Kindern.',
      'Die Bergbehörde hat eine Untersuchung angeordnet.',
      'Es ist bereits das {=zweite|dritte} Unglück in dieser Grube seit Beginn des Jahres.',
    ],
    places: SOUTH,
    lists: { pit: ['Katzenberg', 'Lallingerberg', 'Heintzenberg', 'Brucherberg', 'Langengrund'] },
    years: [1871, 1991],
  },

  elections: {
    headlines: ['Die Wahlen in {place}.', 'Gemeindewahl in {place}: das Ergebnis.', 'Wahlergebnis aus {place}.', 'Nach den Wahlen in {place}.'],
    lead: [
      'Bei den {when} abgehaltenen Wahlen in {place} wurden von {#voters:400-1800} eingeschriebenen Wählern {#votes:300-1500} Stimmen abgegeben.',
      'Die Wahlen in {place} haben {when} stattgefunden und endeten mit einem Siege der {party}.',
    ],
    body: [
      'Gewählt wurden im ersten Wahlgang die Herren {Q.fam}, {R.fam} und {=Kremer|Hoffmann|Weber|Thill}.',
      '{P=mayor.Der} bisherige {P.role}, {P.nom}, wurde mit großer Mehrheit bestätigt.',
      'Die Wahlbeteiligung war {=außerordentlich stark|schwach|sehr rege}.',
      'Für die zwei noch offenen Sitze ist eine Stichwahl auf den {nextDay} angesetzt.',
      'Der Wahlkampf war mit großer Heftigkeit geführt worden; in mancher Versammlung ging es hoch her, doch verlief alles ohne Zwischenfälle.',
    ],
    lists: { party: ['Rechtspartei', 'Liberalen', 'Sozialisten', 'Bürgerliste'] },
    occupation: 'never',
  },

  letter: {
    headlines: ['Eingesandt. — {topic.Der} in {place}.', 'Eingesandt: {topic.der}.', 'Eine Stimme aus {place}: {topic.der}.'],
    lead: [
      'Man schreibt uns aus {place}: Seit Monaten ist {topic.der} in unserer Ortschaft in einem Zustande, der jeder Beschreibung spottet.',
      'Aus dem Leserkreise wird uns geschrieben: Wie lange soll es mit {topic.dem} in {place} noch so weitergehen?',
    ],
    body: [
      'Bei Regenwetter ist kaum durchzukommen, und die Kinder kommen mit durchnäßten Füßen in die Schule.',
      'Wiederholt haben die Anwohner bei der Gemeindeverwaltung vorgesprochen, aber man vertröstet sie von einer Sitzung auf die andere.',
      'In {place2} hat man dasselbe Übel mit geringen Kosten beseitigt.',
      'Wir richten deshalb die höfliche Bitte an den Gemeinderat, die Sache endlich in die Hand zu nehmen.',
    ],
    close: ['Wir bitten die verehrliche Zeitung um Aufnahme dieser Zeilen. Mehrere Steuerzahler.', 'Ein alter Abonnent dieser Zeitung.', 'Ein Familienvater.'],
    lists: { topic: ['m:Weg| zum Friedhof', 'f:Straße| zum Bahnhof', 'm:Schulweg', 'f:Gasse| hinter der Kirche', 'm:Feldweg| nach {place2}'] },
    occupation: 'never',
  },

  newPaper: {
    headlines: ['Eine neue Zeitung für {place} und Umgebung.', 'In {place} erscheint eine neue Zeitung.', '{place} hat seit dem {evDay} eine eigene Zeitung.'],
    lead: ['In {place} erscheint seit dem {evDay} eine neue Zeitung, der „{paper}“, im Verlag der Buchdruckerei {P.fam}.'],
    body: [
      'Das Blatt kommt {=zweimal|dreimal} in der Woche heraus; das Abonnement kostet {$abo:3-6} im Vierteljahr.',
      'Es will, wie es in seiner ersten Nummer heißt, den Bedürfnissen der Landbevölkerung dienen und sich von aller Parteipolitik fernhalten.',
      'Die erste Nummer bringt neben einem Geleitwort des Herausgebers Nachrichten aus dem Kanton, einen Marktbericht und Anzeigen.',
    ],
    close: ['Wir wünschen dem jungen Kollegen guten Erfolg.'],
    lists: { paper: ['Landbote', 'Bürgerfreund', 'Volksfreund', 'Anzeiger'] },
    // A country town's own weekly: the capital and Esch had their papers long before.
    places: ['Diekirch', 'Ettelbrück', 'Wiltz', 'Vianden', 'Grevenmacher', 'Remich', 'Mersch', 'Clerf', 'Redingen', 'Capellen', 'Wasserbillig', 'Mondorf', 'Steinfort', 'Junglinster', 'Bissen', 'Hosingen', 'Ulflingen', 'Befort'],
    years: [1850, 1960],
    occupation: 'never',
  },

  pressReview: {
    headlines: ['Eine auswärtige Zeitung über {topic.den} in {place}.', 'Was eine Zeitung über {topic.den} in {place} schreibt.'],
    lead: ['Eine auswärtige Zeitung bringt in ihrer Nummer vom {evDay} einen längeren Artikel über {topic.den} in {place}.'],
    body: [
      'Der Verfasser, der {place} im vorigen Sommer besucht hat, spricht mit großem Lob von der Gastfreundschaft der Bewohner.',
      'Weniger schmeichelhaft urteilt er über den Zustand der Wege und der Gasthöfe.',
      'Wir geben die Stelle wieder, ohne uns jedes Urteil zu eigen zu machen.',
      'Es ist immerhin erfreulich, daß man auch jenseits der Grenze von unserem Ländchen Notiz nimmt.',
    ],
    lists: { topic: ['m:Fremdenverkehr', 'f:Landwirtschaft', 'n:Vereinsleben', 'n:Schulwesen', 'm:Wochenmarkt'] },
    occupation: 'never',
  },

  emigration: {
    headlines: ['Auswanderung nach Amerika: Nachrichten aus {city}.', 'Ein Brief aus {city} nach {place}.', 'Von unseren Landsleuten in {city}.', 'Ein Auswanderer aus {place} schreibt aus {city}.'],
    lead: ['Ein Landsmann aus {place}, der vor {#years:3-12:w} Jahren nach Amerika ausgewandert ist, schreibt uns aus {city}:'],
    body: [
      '„Die Überfahrt von Antwerpen dauerte elf Tage; wir hatten schweres Wetter, doch kamen alle gesund an.“',
      '„Hier in {city} leben viele Luxemburger; sie halten zusammen und haben einen eigenen Verein gegründet.“',
      '„Die Arbeit ist hart, aber der Lohn ist gut, und wer fleißig ist, bringt es zu etwas.“',
      '„Grüßt mir die Verwandten in {place} und sagt ihnen, daß ich oft an die Heimat denke.“',
    ],
    lists: { city: ['Chicago', 'Dubuque', 'Saint Paul', 'Milwaukee', 'New-York'] },
    years: [1850, 1914],
  },

  thunderstorm: {
    headlines: ['Unwetter über {place} am {evDay}.', 'Gewitter und Hagel zwischen {place} und {place2}.', 'Schweres Gewitter bei {place}.', 'Das Gewitter vom {evDay} in {place}.'],
    lead: ['{When} zog ein schweres Gewitter über {place} und Umgebung, begleitet von wolkenbruchartigem Regen und Hagel.'],
    body: [
      'Der Blitz schlug in den Turm der Kirche ein, ohne jedoch zu zünden.',
      'Die Felder zwischen {place} und {place2} sind stellenweise verwüstet.',
      'Die Feuerwehr mußte mehrmals ausrücken, um überschwemmte Keller auszupumpen.',
      'Ältere Leute erinnern sich nicht, ein solches Unwetter erlebt zu haben.',
      'Der Schaden an Feld- und Gartenfrüchten ist beträchtlich.',
    ],
    months: [5, 6, 7, 8],
  },

  gale: {
    headlines: ['Sturm über {place}.', 'Sturmschaden im Kanton {place}.', 'Der Sturm vom {evDay} in {place}.'],
    lead: ['Ein heftiger Sturm richtete {when} in {place} und den umliegenden Dörfern großen Schaden an.'],
    body: [
      'Zahlreiche Dächer wurden abgedeckt, und im Gemeindewald sind viele Bäume entwurzelt.',
      'Die Straße nach {place2} war stundenlang durch umgestürzte Bäume gesperrt.',
      'Ein Schornstein stürzte auf das Dach des Schulhauses.',
      'Ältere Leute erinnern sich nicht, einen solchen Sturm erlebt zu haben.',
    ],
    months: [10, 11, 12, 1, 2, 3],
    // Named "the canton of …": a canton's seat.
    places: CANTON_SEATS,
  },

  football: {
    headlines: ['Fußball: {club} gegen {rival}.', 'Sport. — {club} schlägt {rival}.', 'Das Spiel {club} — {rival} vom {evDay}.'],
    lead: ['Vor rund {#crowd:8-30}00 Zuschauern trafen sich {when} die Mannschaften von {club} und {rival}.'],
    body: [
      'Das Spiel war von Anfang an lebhaft; zur Pause stand es {#h1:1-2} zu {#h2:0-1}.',
      'In der zweiten Halbzeit erhöhte {P=player.fam} mit einem prächtigen Schuß.',
      'Der Schiedsrichter leitete das Treffen umsichtig.',
      'Die Gäste gaben sich erst in den letzten Minuten geschlagen.',
    ],
    close: ['Am kommenden Sonntag empfängt {club} die Mannschaft von {place2}.'],
    lists: { club: ['Jeunesse Esch', 'Fola Esch', 'Union Luxemburg', 'Sporting Club', 'Red Boys Differdingen', 'Stade Düdelingen'], rival: ['Progrès Niederkorn', 'Spora Luxemburg', 'US Rümelingen', 'Aris Bonneweg', 'Etzella Ettelbrück'] },
    years: [1910, 1991],
  },

  cycling: {
    headlines: ['Das Radrennen rund um {place} vom {evDay}.', 'Sport. — Das Radrennen in {place}.', 'Radsport: Sieg für {P=rider.fam} in {place}.'],
    lead: ['Das Radrennen rund um {place} sah {when} {#riders:30-70} Fahrer am Start.'],
    body: [
      'Die Strecke von {#km:80-160} Kilometern führte über {place2} und zurück.',
      'Sieger wurde {P=rider.name} aus {place2}, der die Strecke in glänzender Zeit zurücklegte.',
      'An den Steigungen hatte sich eine kleine Spitzengruppe gebildet.',
      'Zahlreiche Zuschauer säumten die Straßen.',
    ],
    years: [1895, 1991],
    months: [4, 5, 6, 7, 8, 9],
  },

  occupationNotice: {
    headlines: [
      'Bekanntmachung: {topic.der} für den Monat {month}.',
      'Amtliche Mitteilung für {place}: {topic.der}.',
      '{topic.Der}. — Bekanntmachung für den Kreis {place}.',
    ],
    lead: [
      'Die Ausgabe {topic.des} für die Einwohner von {place} erfolgt am {nextDate}, von {#from:8-9} bis {#to:12-13} Uhr, im Rathaus.',
      'Es wird hiermit bekanntgegeben, daß die Ausgabe {topic.des} in {place} ab {nextDay} neu geregelt wird.',
    ],
    body: [
      'Die Haushaltsvorstände haben die Ausweise aller Familienmitglieder vorzulegen.',
      'Wer die Frist versäumt, hat keinen Anspruch auf nachträgliche Ausgabe.',
      'Die Verdunkelung ist von {#dark:17-21} Uhr abends bis {#light:6-8} Uhr morgens streng durchzuführen.',
      'Zuwiderhandlungen werden bestraft.',
      'Die Kartoffelabgabe erfolgt nur gegen Abtrennung des entsprechenden Abschnitts.',
    ],
    lists: { topic: ['f:Lebensmittelkarte', 'f:Kleiderkarte', 'f:Brotkarte', 'f:Fleischkarte', 'f:Seifenkarte'] },
    occupation: 'only',
  },

  history: {
    headlines: ['Aus der Geschichte von {place}: {topic.der}.', 'Zur Ortsgeschichte von {place}. — {topic.Der}.', 'Beiträge zur Geschichte von {place}.'],
    lead: [
      'Die älteste Urkunde, in der {place} genannt wird, stammt aus dem Jahre {#charter:1150-1350}; sie liegt heute im Archiv der Abtei Echternach.',
      'Über {topic.den} von {place} ist bisher wenig bekannt gewesen; die folgenden Zeilen stützen sich auf die Pfarrbücher und auf mündliche Überlieferung.',
    ],
    body: [
      'Im Jahre {#war:1635-1688} wurde die Ortschaft von durchziehenden Truppen geplündert, und die Pest raffte einen großen Teil der Einwohner hin.',
      'Die alte Kapelle, deren Grundmauern man beim Bau des neuen Schulhauses fand, war dem heiligen Hubertus geweiht.',
      'Die Pfarrbücher beginnen mit dem Jahre {#books:1690-1750}; sie nennen viele Familien, deren Namen noch heute im Dorfe vorkommen.',
      'In der französischen Zeit gehörte {place} zum Wälderdepartement, und der Maire führte die Register in französischer Sprache.',
      'Wer weitere Nachrichten über {topic.den} besitzt, wird gebeten, sie der Schriftleitung mitzuteilen.',
    ],
    close: ['(Fortsetzung folgt.)'],
    lists: { topic: ['f:Mühle', 'f:Pfarrei', 'n:Schloß', 'f:Schule', 'm:Zehnthof', 'f:Kapelle'] },
  },

  birds: {
    headlines: ['Aus der Vogelwelt bei {place}: {bird.der}.', 'Naturkundliche Beobachtungen bei {place}: {bird.der}.', '{bird.Der} bei {place} beobachtet.'],
    lead: ['Am {evDate} beobachtete unser Mitglied {P.nom} bei {place} {bird.einen}, der in unserer Gegend selten geworden ist.'],
    body: [
      'Der Vogel hielt sich am Waldrand auf, etwa eine halbe Stunde von der Ortschaft entfernt.',
      'Die Witterung war der Beobachtung günstig.',
      'Wir bitten die Mitglieder, ähnliche Beobachtungen mit Datum und Ort der Schriftleitung zu melden.',
      'Die Sammlung des Vereins im Naturmuseum besitzt bisher nur ein einziges Belegstück aus dem Kanton.',
    ],
    lists: { bird: ['m:Wiedehopf', 'm:Eisvogel', 'm:Schwarzstorch', 'm:Pirol', 'm:Uhu'] },
    months: [3, 4, 5, 6, 7, 8, 9],
  },

  plants: {
    headlines: ['Die Pflanzenwelt um {place}: {plant.der}.', 'Botanische Notizen aus {place}: {plant.der}.'],
    lead: ['Auf den Kalkhängen bei {place} blüht in diesen Wochen {plant.der} in großer Zahl.'],
    body: [
      'Der Standort liegt an einem sonnigen Waldrand, etwa eine halbe Stunde von der Ortschaft entfernt.',
      'Wir bitten die Besucher, die Pflanzen stehen zu lassen: nur so bleibt der Bestand erhalten.',
      'Die Sammlung des Vereins im Naturmuseum besitzt bisher nur ein einziges Belegstück aus dem Kanton.',
    ],
    lists: { plant: ['f:Küchenschelle', 'n:Knabenkraut', 'f:Silberdistel', 'f:Akelei'] },
    months: [4, 5, 6, 7, 8],
  },

  parish: {
    headlines: ['Aus der Pfarrei {place}: {event.der}.', 'Pfarrnachrichten aus {place}.', '{place}: {event.Der} in der Pfarrkirche.'],
    lead: ['In der Pfarrei {place} fand {when} {event.der} statt, an der die ganze Gemeinde teilnahm.'],
    body: [
      'Das Hochamt hielt der Herr Pfarrer, der in seiner Predigt an die Bedeutung des Tages erinnerte.',
      'Der Kirchenchor sang eine mehrstimmige Messe.',
      'Die Kollekte ergab {$sum:20-120} für die Missionen.',
      'Am Nachmittag zog eine Prozession durch die geschmückten Straßen.',
    ],
    lists: { event: ['f:Erstkommunion', 'f:Firmung', 'f:Ewige Anbetung', 'f:Glockenweihe', 'f:Volksmission'] },
  },

  children: {
    headlines: ['Für unsere Kleinen: {tale}', 'Eine Geschichte für Kinder aus {place}: {tale}', 'Was die Großmutter in {place} erzählt: {tale}'],
    lead: ['Es war einmal ein kleiner Junge in {place}, der hieß {P=hero.given}; er wünschte sich nichts so sehr wie {wish}.'],
    body: [
      'Jeden Tag ging er an der Schaufensterscheibe des Krämers vorbei und schaute hinein.',
      'Da sagte seine Großmutter: „Wer fleißig ist und teilt, dem wird auch gegeben.“',
      'Als der Winter kam, teilte er sein Brot mit einem armen Kind aus der Nachbarschaft.',
      'Und am Nikolausabend stand, was er sich gewünscht hatte, vor seiner Tür.',
    ],
    close: ['Wer von euch kann die Geschichte weitererzählen?'],
    lists: { tale: ['Der kleine Hirt', 'Das verlorene Schäfchen', 'Der Nikolaus kommt', 'Die Schneeflocke', 'Der Fuchs und die Gänse', 'Das Rotkehlchen'], wish: ['ein hölzernes Pferdchen', 'einen roten Schlitten', 'ein Bilderbuch'] },
  },

  rebuilding: {
    headlines: ['Der Wiederaufbau in {place}.', '{place} nach dem Krieg: {work.der}.', 'Kriegsschäden in {place}: {work.der}.'],
    lead: ['In {place}, das in den Kämpfen des Winters 1944–1945 schwer gelitten hat, ist {when} {work.der} begonnen worden.'],
    body: [
      'Von den {#houses:200-900} Häusern der Gemeinde waren nach dem Krieg kaum ein Drittel bewohnbar.',
      'Das Ministerium für den Wiederaufbau hat einen Vorschuß von {$sum:20000-90000} bewilligt.',
      'Viele Familien wohnen noch in Baracken am Ortsrand.',
      'Die Arbeiter kommen zum Teil aus dem Süden des Landes, wo die Hüttenwerke weniger gelitten haben.',
      'Man hofft, bis zum Winter wenigstens die Schule und die Kirche wieder unter Dach zu haben.',
    ],
    places: ['Wiltz', 'Clerf', 'Vianden', 'Echternach', 'Diekirch', 'Ettelbrück', 'Hosingen', 'Ulflingen', 'Befort'],
    lists: { work: ['m:Wiederaufbau| der Pfarrkirche', 'm:Bau| der neuen Brücke', 'f:Räumung| der Trümmer', 'm:Wiederaufbau| des Schulhauses'] },
    years: [1945, 1953],
    from: '1945-06',
    occupation: 'never',
  },

  appointments: {
    headlines: ['Ernennung eines {office} in {place}.', 'Amtliches: ein neuer {office} für {place}.', 'Großherzoglicher Beschluß vom {evDay}: Ernennung in {place}.'],
    lead: ['Durch großherzoglichen Beschluß vom {evDate} ist {P=notary.nom} zum {office} mit dem Amtssitze in {place} ernannt worden, an Stelle {Q.gen}, der in den Ruhestand tritt.'],
    body: ['Der Ernannte hat den Eid vor dem Präsidenten des Bezirksgerichtes zu leisten.', 'Der Beschluß wird im Memorial veröffentlicht.'],
    lists: { office: ['Notar', 'Steuereinnehmer', 'Posthalter', 'Förster', 'Friedensrichter'] },
    occupation: 'never',
  },

  europe: {
    headlines: ['Die Hohe Behörde in Luxemburg: {topic.der}.', 'Montanunion: {topic.der}.', 'Europa in Luxemburg. — {topic.Der}.'],
    lead: ['Die Hohe Behörde der Europäischen Gemeinschaft für Kohle und Stahl hat {when} in ihrer Sitzung in Luxemburg {topic.den} beraten.'],
    body: [
      'An der Sitzung nahmen Vertreter aller sechs Mitgliedstaaten teil.',
      'Die luxemburgische Stahlindustrie erwartet davon eine Belebung des Absatzes.',
      'Die Beschlüsse werden in der nächsten Woche veröffentlicht.',
      'Staatsminister {P=primeMinister.fam} empfing die Delegationen anschließend im Hôtel de Bourgogne.',
    ],
    lists: { topic: ['m:Schrottpreis', 'f:Kohlenversorgung', 'f:Investitionsplanung', 'm:gemeinsam~ Markt| für Stahl'] },
    years: [1952, 1991],
  },
}
