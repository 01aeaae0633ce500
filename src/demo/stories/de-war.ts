/**
 * German news of the wars (issue 51): what a paper of a small neutral, then occupied, country could
 * print. The war next door (September 1939 to May 1940): agency reports of quiet fronts, neutrality
 * and supplies. Under the occupier's press control (10 May 1940 to 10 September 1944): no editorial,
 * no word about the dynasty in exile, no politics: notices and ordinances of offices, ration cards,
 * the blackout, collections, compulsory deliveries, requisitions, air-raid drill, schools, and
 * sober local news. Then the liberation, the fighting in the north in the winter of 1944–1945, the
 * refugees, the purge and the damage. The first world war's shortages too. No real person speaks:
 * offices announce, a paper reports. Pre-1996 spelling (daß, muß).
 */
import { BATTLE_OF_THE_NORTH, CANTON_SEATS, FIRST_WAR, LIBERATION_DAYS, NORTH, NOT_SUNDAY, SOUTH, WAR_NEXT_DOOR, type StoryBook } from './types.ts'

/** A notice's close: who is to do what, and what follows if they do not. */
const NOTICE_CLOSE = [
  'Zuwiderhandlungen werden {=nach den geltenden Bestimmungen|streng|ohne Nachsicht} bestraft.',
  'Rückfragen sind an die zuständige Dienststelle in {place} zu richten.',
  'Die Bekanntmachung ist in {place} an der Anschlagtafel des Rathauses ausgehängt.',
  '{=Wer die Frist versäumt, hat keinen Anspruch auf nachträgliche Berücksichtigung|Nach Ablauf der Frist eingehende Anträge werden nicht mehr berücksichtigt|Verspätete Meldungen werden nicht angenommen}.',
  'Auskunft erteilt die Gemeindeverwaltung {=werktags|während der Dienststunden|vormittags}.',
]

/** The headlines of the occupation's school notices: each names the notice its opening sentence gives ({item_…}). */
const SCHOOL_HEADLINES = [
  'Schulnachrichten aus {place}: {item_head.der}.',
  '{place}: {item_title}.',
  'Aus den Schulen des Kreises {kreis}: {item_head.der}.',
]
/** A school notice's further sentence: its own item's second one (not one book fee in every notice, whatever it announced). */
const SCHOOL_BODY = ['{item_more}.']
const SCHOOL_REGISTRATION = 'Die Anmeldung der Kinder von {place}, die bis zum Beginn des nächsten Schuljahres das sechste Lebensjahr vollenden, erfolgt in der Schule am {nextDate}.'
const SCHOOL_REGISTRATION_MORE = 'Die Eltern von {place} haben zur Anmeldung die Geburtsurkunde und den Impfschein mitzubringen'

export const DE_WAR: StoryBook = {
  warNextDoor: {
    headlines: [
      'Der Krieg im Westen: ruhiger Tag an der Front.',
      'Vom westlichen Kriegsschauplatz. — {front}.',
      'Der Krieg zwischen Mosel und Saar: {front}.',
      'Heeresberichte vom {evDay}: {front}.',
      'Krieg an unseren Grenzen: die Lage am {evDay}.',
      'Die Lage an der Westfront am {evDay}.',
    ],
    lead: [
      // The army communiqué of a belligerent by its own agency (Havas for Paris, the D.N.B. for Berlin); neutral Brussels issued none (issue 51, seventh reading).
      '{wire_city}, {evDay}. ({wire_agency}) — Der amtliche Heeresbericht von gestern abend meldet: {front}.',
      'Aus {city} wird vom {evDay} gemeldet, daß an der Front zwischen Mosel und Saar {front2} geherrscht hat.',
    ],
    body: [
      'Über die Zahl der Gefangenen liegen {=keine|nur unsichere|widersprechende} Angaben vor.',
      'Nachts war an der Grenze bei {place} {=vereinzeltes Artilleriefeuer|das Grollen der Geschütze|Flugzeuglärm} zu hören.',
      'In {place} sah man am {evWeekday} {#planes:2-6:w} Flugzeuge in großer Höhe nach {=Westen|Osten|Norden} fliegen.',
      'Die Bevölkerung von {place} bewahrt {=volle|die gewohnte} Ruhe.',
      'Die Berichte beider Seiten stimmen darin überein, daß größere Kampfhandlungen {=ausgeblieben|noch nicht gemeldet} sind.',
    ],
    close: ['Weitere Meldungen lagen bei Redaktionsschluß nicht vor.', 'Wir berichten in der nächsten Nummer über die Lage am {nextDay}.'],
    lists: {
      front: ['Örtliche Spähtrupptätigkeit', 'Nichts Wesentliches zu melden', 'Geringe Artillerietätigkeit', 'Beiderseitige Aufklärungstätigkeit', 'Ruhe an der ganzen Front'],
      front2: ['völlige Ruhe', 'geringe Spähtrupptätigkeit', 'nur vereinzeltes Artilleriefeuer'],
      city: ['Paris', 'Berlin', 'Brüssel'],
      wire_city: ['Paris', 'Berlin'],
      wire_agency: ['Havas', 'D.N.B.'],
    },
    from: WAR_NEXT_DOOR.from,
    until: WAR_NEXT_DOOR.until,
    occupation: 'never',
  },

  neutrality: {
    headlines: [
      'Neutralität: Verhaltensmaßregeln für die Bevölkerung von {place}.',
      'Der Krieg und unsere Neutralität: Bekanntmachung der Regierung.',
      'Grenzverkehr bei {place} eingeschränkt.',
      'Für die Dauer des Krieges: Maßnahmen an der Grenze bei {place}.',
      'Photographieren an der Grenze verboten.',
      '{place}: Neue Vorschriften für den Grenzverkehr.',
    ],
    lead: [
      'Die Regierung bringt in Erinnerung, daß das Großherzogtum in dem Kriege seiner Nachbarn strengste Neutralität bewahrt; jede Kundgebung zugunsten einer kriegführenden Partei ist zu unterlassen.',
      'An der Grenze bei {place} ist der Verkehr seit dem {evDay} nur noch an den Übergängen {=bei Tage|von 7 bis 19 Uhr} gestattet.',
      'Die Gemeindeverwaltung von {place} macht die Einwohner auf die Bestimmungen aufmerksam, die für die Dauer des Krieges gelten.',
    ],
    body: [
      'Das Photographieren von Brücken, Bahnanlagen und Grenzübergängen ist {=ausnahmslos|bis auf weiteres} verboten.',
      'Ansammlungen an der Grenze bei {place} sind untersagt.',
      'Wer in {place} ein fremdes Flugzeug niedergehen sieht, hat sofort die Gendarmerie zu benachrichtigen.',
      'Grenzgänger, die in Lothringen arbeiten, erhalten auf der Gemeinde {place2} einen besonderen Ausweis.',
      'Die Freiwilligenkompanie hat die Bewachung der Brücke bei {place} übernommen.',
      'Die Einwohner werden gebeten, sich nicht durch Gerüchte beunruhigen zu lassen.',
    ],
    close: NOTICE_CLOSE,
    from: WAR_NEXT_DOOR.from,
    until: WAR_NEXT_DOOR.until,
    occupation: 'never',
  },

  warSupplies: {
    headlines: [
      'Krieg und Preise: {good.der} in {place} teurer.',
      'Die Versorgung mit {good.dem} in {place}.',
      'Benzin nur noch gegen Bezugschein.',
      'Hamsterkäufe in {place}: eine Mahnung.',
      'Der Krieg und unsere Landwirtschaft: {good.der}.',
      'Vorräte und Preise in {place} am {evDay}.',
    ],
    lead: [
      'Seit Ausbruch des Krieges ist der Preis {good.des} in {place} um {#pct:8-30} vom Hundert gestiegen.',
      'Die Preisüberwachungsstelle teilt mit, daß die Versorgung mit {good.dem} {=vorläufig gesichert|ausreichend|knapp, aber gesichert} ist.',
    ],
    body: [
      'Benzin wird an Privatpersonen nur noch gegen Bezugschein abgegeben; die Scheine sind auf der Gemeinde {place} erhältlich.',
      'Mehrere Geschäftsleute in {place} wurden wegen Preisüberschreitung verwarnt.',
      'Die Hausfrauen werden gebeten, nicht mehr zu kaufen, als sie für {=eine Woche|den täglichen Bedarf} brauchen.',
      'Zucker und Kaffee sind in {place} {=vorübergehend knapp geworden|nur in kleinen Mengen erhältlich}.',
      'Die Landwirte des Kantons {canton} haben ihre Vorräte an Hafer anzumelden.',
    ],
    lists: { good: ['m:Zucker', 'm:Kaffee', 'n:Petroleum', 'f:Kohle', 'n:Mehl', 'f:Seife'] },
    from: WAR_NEXT_DOOR.from,
    until: WAR_NEXT_DOOR.until,
    occupation: 'never',
  },

  rationCards: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Ausgabe der Lebensmittelkarten für die {zuteilung}. Zuteilungsperiode.',
      'Bekanntmachung: {card.der} für {place}.',
      '{place}: Ausgabe {card.des} am {nextDay}.',
      'Kartenstelle {place}: {card.der} für den Monat {month}.',
      'Lebensmittelkarten: neue Ausgabezeiten in {place}.',
      'Die {zuteilung}. Zuteilungsperiode im Kreis {kreis}.',
      'Zuteilung im Kreis {kreis}: {card.der}.',
    ],
    lead: [
      'Die Ausgabe {card.des} für die {zuteilung}. Zuteilungsperiode erfolgt in {place} am {nextDate}, von {#from:8-9} bis {#to:12-13} Uhr, im Rathaus.',
      'Die Kartenstelle {place} gibt bekannt, daß {card.der} ab {nextDay} in {=der Schule|dem Rathaus|dem Pfarrsaal} ausgegeben wird.',
      'Im Kreis {kreis} werden die Karten der {zuteilung}. Zuteilungsperiode vom {nextDay} an ausgegeben; die Einwohner von {place} holen sie {=im Rathaus|in der Kartenstelle} ab.',
    ],
    body: [
      'Die Haushaltsvorstände von {place} haben die Ausweise aller Familienmitglieder vorzulegen.',
      // Every letter group its hours, not "A bis K" alone (issue 51, fourteenth and fifteenth readings): the first day split at ten,
      // within the morning hours an opening may give (8 or 9 to 12 or 13).
      '{=Die Karten der Straßen mit den Anfangsbuchstaben A bis K werden am {nextWeekday} bis 10 Uhr ausgegeben, die der Straßen L bis Z von 10 Uhr an|Am {nextWeekday} sind bis 10 Uhr die Straßen mit den Anfangsbuchstaben A bis K an der Reihe, danach die Straßen L bis Z}.',
      'Für Kinder unter {#kids:6-10:w} Jahren wird eine Zulage von {=1/4|1/2} Liter Vollmilch täglich gewährt.',
      'Abschnitt {#cut:1-9} der Brotkarte berechtigt in {place} zum Bezug von {=250|300|400|500} Gramm Brot.',
      'Die Kartoffelabgabe erfolgt nur gegen Abtrennung {=des Abschnitts|der Abschnitte} {#k:10-20} der Grundkarte.',
      'Verlorene Karten werden nicht ersetzt; ein Antrag auf Ersatz ist schriftlich bei der Kartenstelle {place} einzureichen.',
      '{=Schwerarbeiter erhalten auf Vorlage der Bescheinigung ihres Betriebes eine Zulagekarte|Schwer- und Schwerstarbeiter erhalten ihre Zulagekarten über den Betrieb|Werdende Mütter erhalten auf Vorlage einer ärztlichen Bescheinigung eine Zusatzkarte}.',
    ],
    close: NOTICE_CLOSE,
    lists: { card: ['f:Lebensmittelkarte', 'f:Brotkarte', 'f:Fleischkarte', 'f:Kleiderkarte', 'f:Seifenkarte', 'f:Milchkarte', 'f:Raucherkarte', 'f:Nährmittelkarte'] },
    from: '1940-09',
    occupation: 'only',
  },

  blackout: {
    headlines: [
      'Verdunkelungszeiten vom {today} bis zum {nextDay}.',
      'Verdunkelung in {place}: {darkFrom} bis {darkTo} Uhr.',
      '{place}: Die Verdunkelung wird nicht überall beachtet.',
      'Luftschutz: Verdunkelung vom {nextDay} an.',
      'Die Verdunkelung im Kreis {kreis} im {month}.',
    ],
    lead: [
      'Die Verdunkelung ist bis auf weiteres von {darkFrom} Uhr abends bis {darkTo} Uhr morgens streng durchzuführen.',
      // Every opening gives the hours: a headline may promise them ("Verdunkelungszeiten"), and the body does not (issue 51, seventh reading).
      'Obwohl die Verdunkelung von {darkFrom} bis {darkTo} Uhr vorgeschrieben ist, wurden bei Kontrollgängen in {place} in der Nacht zum {evWeekday} {#lights:3-17} Fenster festgestellt, die nicht oder nur ungenügend verdunkelt waren.',
      'Im Kreis {kreis} beginnt die Verdunkelung in der laufenden Woche um {darkFrom} Uhr.',
    ],
    body: [
      'Auch Stallaternen und Taschenlampen dürfen in {place} nur abgeblendet benutzt werden.',
      '{=Radfahrer haben ihre Lampen mit einer Kappe zu versehen, die nur einen schmalen Lichtschlitz freiläßt|Fahrradlampen sind so abzudecken, daß nur ein schmaler Lichtschlitz frei bleibt|Auch Fuhrwerke dürfen nur mit abgeblendeten Laternen fahren}.',
      'Die Schaufenster der Geschäfte in der {street} bleiben nach Einbruch der Dunkelheit unbeleuchtet.',
      'Die Säumigen wurden {=verwarnt|gebührenpflichtig verwarnt|angezeigt}.',
      'Die Luftschutzwarte von {place} werden die Einhaltung weiter überwachen.',
    ],
    close: NOTICE_CLOSE,
    occupation: 'only',
  },

  airRaid: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Luftschutzübung in {place} am {nextDay}.',
      'Luftschutz: Entrümpelung der Dachböden in {place}.',
      '{place}: Neue Luftschutzräume in der {street}.',
      'Fliegeralarm in {place}: Verhalten der Bevölkerung.',
      'Luftschutz im Kreis {kreis}: {measure.der}.',
    ],
    lead: [
      'In {place} findet am {nextDate} eine Luftschutzübung statt, an der alle Hausgemeinschaften teilzunehmen haben.',
      'Die Hausbesitzer von {place} werden aufgefordert, die Dachböden bis zum {nextDay} zu entrümpeln.',
      'Im Kreis {kreis} wird {measure.der} bis Ende {month} durchgeführt.',
    ],
    body: [
      'In jedem Haus müssen Sand, Wasser und eine Feuerpatsche bereitstehen.',
      'Die Keller der {street} in {place} sind als Schutzräume gekennzeichnet worden.',
      'Bei Fliegeralarm haben die Einwohner von {place} unverzüglich die Schutzräume aufzusuchen.',
      'Die Luftschutzwarte überprüfen die Häuser in {place} am {nextWeekday}.',
      'Gerümpel, Papier und Stroh sind von den Dachböden zu entfernen; die Sammelstelle ist {=auf dem Marktplatz|beim Spritzenhaus|im Schulhof}.',
    ],
    close: NOTICE_CLOSE,
    lists: { measure: ['f:Entrümpelung| der Dachböden', 'f:Prüfung| der Schutzräume', 'f:Ausbildung| der Luftschutzwarte', 'f:Verteilung| der Feuerpatschen'] },
    occupation: 'only',
    from: '1940-09',
  },

  // A collection announced (its day to come) and one reported (its result) are two kinds, so that a
  // headline's result never stands over a body that calls for next week's collection (issue 51).
  collection: {
    // Schoolchildren collect and the collecting points take in on working days (issue 51: not on New Year's Day).
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Sammlung {stuff.des} in {place} am {nextDay}.',
      'Straßensammlung in {place} am {nextWeekday}.',
      'Aufruf zur Sammlung {stuff.des} im Kreis {kreis}.',
      'Die Schuljugend von {place} sammelt {stuff}.',
    ],
    lead: [
      'Am {nextDate} wird in {place} eine Sammlung {stuff.des} durchgeführt; die Gegenstände sind {=vor die Haustür zu stellen|bei der Sammelstelle abzugeben}.',
      'Im Kreis {kreis} sammeln die Schulkinder in den nächsten Wochen {stuff}; in {place} beginnt die Sammlung am {nextDate}.',
    ],
    body: [
      'Die Sammelstelle in {place} befindet sich {=im Schulhof|beim Rathaus|in der alten Turnhalle}.',
      'Für jedes abgelieferte Kilogramm wird in {place} eine Quittung ausgestellt.',
      'Abgabe nur sauber und getrocknet; die Sammler kommen zwischen {#h1:8-10} und {#h2:11-12} Uhr.',
    ],
    close: NOTICE_CLOSE,
    lists: { stuff: ['n:Altmetall', 'n:Altpapier', 'pl:Knochen', 'pl:Spinnstoffe', 'pl:Heilkräuter', 'pl:Bucheckern', 'pl:Lumpen', 'pl:Flaschen'] },
    occupation: 'only',
    from: '1940-09',
  },

  collectionResult: {
    headlines: [
      '{place}: Die Sammlung {stuff.des} ergab {#kg:120-900} Kilogramm.',
      'Ergebnis der Sammlung in {place} vom {evDay}.',
      'Sammelergebnis in {place}: {#kg:120-900} Kilogramm {stuff}.',
      'Die Sammlung {stuff.des} in {place} abgeschlossen.',
    ],
    lead: [
      'Die Sammlung {stuff.des}, die {when} in {place} stattfand, hat {#kg:120-900} Kilogramm ergeben.',
      'In {place} sind bei der Sammlung {stuff.des} vom {evDay} {#kg:120-900} Kilogramm zusammengekommen.',
    ],
    body: [
      'Die Schüler der {#class:3-8}. Klasse von {place} haben sich besonders hervorgetan.',
      'Das Sammelgut wurde noch am selben Tage von der Sammelstelle in {place} abgefahren.',
      'In den Ortsteilen von {place}, die noch nicht erfaßt sind, wird die Sammlung am {nextWeekday} fortgesetzt.',
    ],
    lists: { stuff: ['n:Altmetall', 'n:Altpapier', 'pl:Knochen', 'pl:Spinnstoffe', 'pl:Heilkräuter', 'pl:Bucheckern', 'pl:Lumpen', 'pl:Flaschen'] },
    occupation: 'only',
    from: '1940-09',
  },

  deliveries: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Ablieferungspflicht für {produce_name.den} im Kreis {kreis}.',
      '{place}: Die Ablieferung {produce_name.des} ist bis zum {nextDay} zu erfüllen.',
      'Bekanntmachung an die Landwirte von {place}: {produce_name.der}.',
      'Die Ablieferung {produce_name.des} im Kreis {kreis} im {month}.',
      'Landwirte von {place}: Ablieferungstermin {nextDay}.',
    ],
    lead: [
      'Die Landwirte des Kreises {kreis} werden daran erinnert, daß das Soll {produce_name.des} bis zum {nextDate} restlos abzuliefern ist.',
      // The month past's quota, not the month just begun (issue 51, eighth reading: "für den Monat Februar erst zu 73 vom Hundert" on 1 February).
      'In {place} ist das Soll {produce_name.des} für den abgelaufenen Monat erst zu {#pct:55-85} vom Hundert erfüllt.',
    ],
    body: [
      'Die Ablieferung erfolgt bei der Sammelstelle in {place} gegen Quittung.',
      '{=Wer mehr als die zugelassene Menge für den eigenen Haushalt zurückbehält, wird bestraft|Was über den Eigenbedarf hinaus zurückbehalten wird, wird beschlagnahmt|Die Gemeindeverwaltung von {place} überwacht die Ablieferung}.',
      // A word of the product's own (not the milk collection's hours in a notice of the hay).
      '{produce_more}.',
      // Each product at its own price and unit, as the price orders gave them (issue 51, tenth reading row 1: not one "5 RM je Einheit" for all).
      'Für {produce_name.den} {produce_price}.',
    ],
    close: NOTICE_CLOSE,
    lists: {
      produce_name: ['f:Milch', 'pl:Eier', 'n:Brotgetreide', 'pl:Kartoffeln', 'n:Schlachtvieh', 'n:Heu', 'n:Obst'],
      // The fixed producer prices of 1940–1944, each in the unit it was quoted in; approximate, from general knowledge of the
      // Reich's price orders of those years (docs/evidence/issue-51/tenth-fixes-i51e10.md), not from a printed list.
      produce_price: [
        'gilt der festgesetzte Erzeugerpreis von {#preis:13-18} Rpf. je Liter',
        'gilt der festgesetzte Erzeugerpreis von {#preis:8-12} Rpf. je Stück',
        'gilt der festgesetzte Erzeugerpreis von {#preis:19-21} RM je Doppelzentner',
        'gilt der festgesetzte Erzeugerpreis von {#preis:3-5} RM je Zentner',
        'gelten die festgesetzten Erzeugerpreise von {#preis:35-39} bis {#preis2:preis+3..preis+6} RM je Zentner Lebendgewicht, je nach Klasse',
        'gilt der festgesetzte Erzeugerpreis von {#preis:5-8} RM je Doppelzentner',
        'gelten die festgesetzten Erzeugerpreise von {#preis:10-15} bis {#preis2:preis+8..preis+15} Rpf. je Kilogramm, je nach Sorte',
      ],
      produce_more: [
        'Die Milchsammelstelle in {place} ist täglich von {#m1:6-7} bis {#m2:8-9} Uhr geöffnet',
        'Jeder Hühnerhalter in {place} hat für jede Henne die festgesetzte Zahl von Eiern abzuliefern',
        'Das Getreide ist gereinigt und trocken abzuliefern; zurückbehalten werden darf nur das Saatgut',
        'Die Pflanzkartoffeln für das nächste Jahr dürfen nur in der zugelassenen Menge zurückbehalten werden',
        'Die Hausschlachtungen sind in {place} vorher bei der Gemeinde anzumelden',
        'Das Heu ist gepreßt oder gebündelt abzuliefern',
        'Das Obst ist nach Sorten getrennt abzuliefern',
      ],
    },
    occupation: 'only',
    from: '1940-09',
  },

  requisition: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Erfassung {thing.des} in {place}.',
      'Meldepflicht für {thing.den} im Kreis {kreis}.',
      '{place}: Musterung {thing.des} am {nextDay}.',
      'Bekanntmachung über die Anmeldung {thing.des}.',
      'Die Beschlagnahme {thing.des} in {place}.',
    ],
    lead: [
      'Die Besitzer {thing.des} in {place} haben diese bis zum {nextDate} bei der Gemeindeverwaltung anzumelden.',
      'In {place} findet am {nextDate}, {hour}, auf dem {=Marktplatz|Schulplatz|Platz vor dem Rathaus} die Musterung {thing.des} statt.',
    ],
    body: [
      'Mitzubringen sind die Besitzurkunden und die Ausweise.',
      'Für beschlagnahmte Gegenstände wird in {place} eine Bescheinigung ausgestellt; die Entschädigung wird später festgesetzt.',
      'Wer der Meldepflicht nicht nachkommt, wird nach den Bestimmungen über die Kriegsbewirtschaftung bestraft.',
      'In {place2} ist die Erfassung bereits abgeschlossen.',
    ],
    close: NOTICE_CLOSE,
    lists: { thing: ['pl:Pferde', 'pl:Kraftfahrzeuge', 'pl:Fahrräder', 'pl:Gegenstände| aus Kupfer und Messing', 'f:Bereifung| der Fahrzeuge', 'pl:Schreibmaschinen'] },
    occupation: 'only',
    from: '1940-09',
  },

  // The school notices of the occupation, by season (issue 51, tenth reading row 3): short school days and lessons in
  // shifts for want of coal in the heating season (October to April) only; the schoolchildren's potato-beetle search while the
  // beetles and larvae are on the plants (from late May to September) only; and a headline names the notice its opening
  // sentence gives (not "Anmeldung der Schulneulinge" over a body about the beetles). Each notice is one item of a parallel
  // list: its headline noun, its title and its opening sentence.
  occupationSchool: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: SCHOOL_HEADLINES,
    lead: ['{item_lead}'],
    body: SCHOOL_BODY,
    close: NOTICE_CLOSE,
    lists: {
      item_head: ['f:Anmeldung| der Schulneulinge', 'm:Wiederbeginn| des Unterrichts', 'm:Unterricht| in den Wintermonaten', 'm:Schichtunterricht'],
      item_title: ['Anmeldung der Schulneulinge am {nextDay}', 'Wiederbeginn des Unterrichts am {nextDay}', 'Unterricht nur noch vormittags', 'Unterricht in zwei Schichten'],
      item_lead: [
        SCHOOL_REGISTRATION,
        'In den Schulen von {place} beginnt der Unterricht wieder am {nextDate}.',
        'Der Unterricht in den Schulen von {place} findet wegen Kohlenmangels bis auf weiteres nur vormittags statt.',
        'Weil wegen Kohlenmangels nur ein Teil der Klassenzimmer geheizt werden kann, findet der Unterricht in den Schulen von {place} bis auf weiteres in zwei Schichten statt.',
      ],
      item_more: [
        SCHOOL_REGISTRATION_MORE,
        'Die Schüler haben sich um 8 Uhr mit ihren Schulbüchern im Schulhof einzufinden',
        'Die Nachmittage sind für die Hausaufgaben bestimmt, die der Lehrer am folgenden Morgen durchsieht',
        'Die unteren Klassen haben vormittags, die oberen nachmittags Unterricht',
      ],
    },
    // The heating season (not the coal holidays, which fell in the depth of winter); its summer notices are occupationSchoolSummer's.
    months: [10, 11, 12, 1, 2, 3, 4],
    occupation: 'only',
    from: '1940-09',
  },

  occupationSchoolSummer: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: SCHOOL_HEADLINES,
    lead: ['{item_lead}'],
    body: SCHOOL_BODY,
    close: NOTICE_CLOSE,
    lists: {
      item_head: ['f:Anmeldung| der Schulneulinge', 'm:Suchdienst| gegen den Kartoffelkäfer', 'm:Suchdienst| gegen den Kartoffelkäfer', 'f:Sammlung| von Heilkräutern'],
      item_title: ['Anmeldung der Schulneulinge am {nextDay}', 'Kartoffelkäfer-Suchdienst der Schulen', 'die Schüler auf der Suche nach dem Kartoffelkäfer', 'Heilkräutersammlung der Schulkinder'],
      item_lead: [
        SCHOOL_REGISTRATION,
        'Die Schulkinder von {place} beteiligen sich in diesen Wochen am Suchdienst gegen den Kartoffelkäfer; gefundene Käfer sind sofort dem Lehrer abzugeben.',
        'Die Schüler der oberen Klassen von {place} suchen in diesen Wochen die Kartoffelfelder nach dem Kartoffelkäfer und seinen Larven ab.',
        'Die Schulkinder von {place} sammeln in diesen Wochen Heilkräuter, Brombeer- und Himbeerblätter für Tee; die getrockneten Blätter sind beim Lehrer abzuliefern.',
      ],
      item_more: [
        SCHOOL_REGISTRATION_MORE,
        'Die Schüler suchen die Felder um {place} jeden Mittwoch nachmittag ab',
        'Die Suche findet jeden Samstag nachmittag statt; die Landwirte werden gebeten, den Kindern die Felder zu zeigen',
        'Die Blätter werden auf dem Speicher des Schulhauses getrocknet',
      ],
    },
    // From late May, when the potato plants are up, to the end of September.
    days: ['05-20', '09-30'],
    occupation: 'only',
    from: '1940-09',
  },

  evacuees: {
    headlines: [
      'Die Rückkehr der Evakuierten nach {place}.',
      '{place}: Die Evakuierten kehren heim.',
      'Wiederaufnahme der Arbeit in {place}.',
      'Rückkehr in den Süden: Hinweise für die Evakuierten aus {place}.',
    ],
    lead: [
      'Die Einwohner von {place}, die im Mai nach dem Norden des Landes gebracht worden waren, kehren seit dem {evDay} in ihre Wohnungen zurück.',
      'In {place} haben {when} die Werke die Arbeit in beschränktem Umfang wiederaufgenommen.',
    ],
    body: [
      'Für die Rückfahrt nach {place} stehen Sonderzüge bereit; das Gepäck wird nachgebracht.',
      'Die Gemeindeverwaltung von {place} bittet die Heimkehrenden, sich sofort zu melden.',
      'In mehreren Häusern von {place} fehlen Möbel und Vorräte.',
      'Die Schulen in {place} bleiben vorläufig geschlossen.',
    ],
    close: NOTICE_CLOSE,
    places: SOUTH,
    from: '1940-06',
    until: '1940-09',
    occupation: 'only',
  },

  liberation: {
    headlines: [
      'Die Befreiung von {place}.',
      '{place} ist frei: die ersten Tage nach der Befreiung.',
      'Nach der Befreiung: die Lage in {place}.',
      'Die amerikanischen Truppen in {place}.',
      'Befreit! {place} am {evDay}.',
      'Aus dem befreiten {place}.',
      'Die ersten Tage der Freiheit in {place}.',
      '{place} wieder frei.',
    ],
    lead: [
      'Am {evDate} sind die ersten amerikanischen Truppen in {place} eingezogen; die Bevölkerung bereitete ihnen einen begeisterten Empfang.',
      'Seit dem {evDay} ist {place} befreit, und die Fahnen des Landes wehen wieder an den Häusern.',
    ],
    body: [
      'Die Glocken von {place} läuteten zum ersten Male seit Jahren wieder frei.',
      'Die deutschen Straßenschilder in {place} wurden noch am selben Tage entfernt.',
      'Lebensmittel sind in {place} knapp; die Gemeinde verteilt Mehl und Milch nach Listen.',
      'Die Gemeindeverwaltung von {place} ist von einer provisorischen Kommission übernommen worden.',
      'Die Einwohner werden gebeten, Waffen und Munition, die sie finden, bei der Gendarmerie abzugeben.',
      'Zwischen {place} und {place2} verkehren wieder die ersten Fuhrwerke.',
    ],
    from: '1944-09',
    until: '1944-09',
    occupation: 'never',
    eventDaysBefore: [1, 10],
    eventDays: LIBERATION_DAYS,
  },

  northFighting: {
    headlines: [
      'Die Kämpfe im Norden: die Lage bei {place}.',
      'Krieg im Ösling: {place} geräumt.',
      'Aus dem Norden: Flüchtlinge aus {place} eingetroffen.',
      'Die Flüchtlinge aus dem Ösling in {place2}.',
      'Hilfe für die Evakuierten aus {place}.',
      'Der Krieg im Norden: Nachrichten aus {place}.',
    ],
    lead: [
      // No "gestern": a monthly prints it too (issue 51).
      'Nach den letzten Meldungen dauern die Kämpfe im Raum von {place} an.',
      'In {place2} sind {when} {#refugees:80-600} Flüchtlinge aus {place} und den umliegenden Dörfern eingetroffen.',
      'Die Bevölkerung von {place} hat ihre Wohnungen verlassen müssen; viele Familien haben bei Verwandten im Süden Unterkunft gefunden.',
    ],
    body: [
      'Die Flüchtlinge aus {place} werden in Schulen und Sälen von {place2} untergebracht.',
      'Das Rote Kreuz sammelt in {place2} Decken, Kleider und Kinderwäsche.',
      'Über das Schicksal der Zurückgebliebenen in {place} fehlen noch genaue Nachrichten.',
      'Die Straße von {place2} nach {place} ist für den Zivilverkehr gesperrt.',
      'Wer Angehörige aus {place} vermißt, wende sich an die Auskunftsstelle in {place2}.',
    ],
    places: NORTH,
    from: BATTLE_OF_THE_NORTH.from,
    until: BATTLE_OF_THE_NORTH.until,
    occupation: 'never',
  },

  purge: {
    headlines: [
      'Die politische Säuberung in {place}.',
      'Säuberungskommission {place}: {#cases:12-90} Fälle geprüft.',
      'Nach dem Krieg: die Säuberung der Verwaltung.',
      'Internierte aus {place} vor der Untersuchungskommission.',
      'Die Säuberung im Kanton {canton}.',
    ],
    lead: [
      'Die Untersuchungskommission für den Kanton {canton} hat {when} ihre Arbeiten fortgesetzt und {#cases:12-90} Fälle geprüft.',
      'In {place} sind {when} {#men:3-20:w} Personen, die der Zusammenarbeit mit der Besatzungsmacht beschuldigt werden, in Haft genommen worden.',
    ],
    body: [
      'Die Akten werden an die Staatsanwaltschaft weitergeleitet.',
      '{#free:2-9:w} Beschuldigte aus {place} wurden mangels Beweisen wieder auf freien Fuß gesetzt.',
      'Die Gemeindebeamten von {place} haben einen Fragebogen über ihr Verhalten während der Besatzungszeit auszufüllen.',
      'Das Vermögen der Geflüchteten in {place} steht unter Zwangsverwaltung.',
    ],
    places: CANTON_SEATS,
    from: '1944-10',
    years: [1944, 1950],
    occupation: 'never',
  },

  warDamage: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Kriegsschäden in {place}: {#houses:20-300} Häuser zerstört.',
      'Vom Krieg zerstört: {place} baut auf.',
      'Die Schäden des Krieges in {place}.',
      'Anmeldung der Kriegsschäden in {place} bis zum {nextDay}.',
      '{place}: Minen auf den Feldern.',
      'Gefahr auf den Feldern bei {place}: Minen aus dem Krieg.',
    ],
    lead: [
      'Die Geschädigten von {place} werden aufgefordert, ihre Kriegsschäden bis zum {nextDate} auf der Gemeinde anzumelden.',
      'In {place} hat der Krieg {#houses:20-300} Häuser zerstört und viele andere schwer beschädigt.',
      'Auf den Feldern bei {place} sind {when} wieder Minen gefunden worden.',
    ],
    body: [
      // The meadows round the town, not "zwischen Ulflingen und Bissen": in the winter of 1945 the next towns were at the front, and a second town fell far away (issue 51, sixth reading).
      'Das Betreten der Wiesen rings um {place} ist verboten, solange die Minenräumer nicht durchgegangen sind.',
      'Ein Landwirt aus {place} wurde beim Pflügen durch eine Mine schwer verletzt.',
      'Die Formulare zur Anmeldung der Schäden sind in {place} beim Gemeindesekretariat erhältlich.',
      'Der Staat gewährt den Geschädigten von {place} einen ersten Vorschuß.',
      'Die Kinder von {place} werden eindringlich gewarnt, keine Geschosse und Blindgänger zu berühren.',
    ],
    places: NORTH,
    from: '1945-02',
    years: [1945, 1951],
    occupation: 'never',
  },

  returnees: {
    headlines: [
      'Heimkehr nach {place}: {#men:2-9:w} Männer zurück.',
      'Aus dem Krieg heimgekehrt: Empfang in {place}.',
      'Die Heimkehrer von {place}.',
      '{place} empfängt seine Heimkehrer.',
    ],
    lead: [
      'Mit dem Zuge aus {city} sind {when} {#men:2-9:w} Männer aus {place} heimgekehrt, die seit Jahren ohne Nachricht gewesen waren.',
      'In {place} wurden {when} die ersten Heimkehrer aus der Gefangenschaft von der ganzen Bevölkerung empfangen.',
    ],
    body: [
      'Am Bahnhof von {place} hatten sich die Angehörigen und die Schuljugend eingefunden.',
      'Die Heimkehrer sind zum Teil sehr geschwächt und bedürfen ärztlicher Pflege.',
      'Die Gemeinde {place} hat jedem von ihnen ein Geschenk und ein Paar Schuhe überreicht.',
      'Von {#missing:2-12:w} Männern aus {place} fehlt noch immer jede Nachricht.',
    ],
    lists: { city: ['Paris', 'Brüssel', 'Metz', 'Trier'] },
    from: '1945-05',
    years: [1945, 1950],
    occupation: 'never',
  },

  firstWarSupply: {
    headlines: [
      'Der Krieg und die Lebensmittelversorgung in {place}.',
      'Brotkarte für {place} vom {nextDay} an.',
      'Kartoffelnot in {place}.',
      'Lebensmittelverteilung in {place} am {nextDay}.',
      'Die Versorgung mit {good.dem} während des Krieges.',
    ],
    lead: [
      'Die Lebensmittelkommission von {place} hat beschlossen, vom {nextDay} an Brot nur noch gegen Karte abzugeben.',
      'In {place} ist die Kartoffelnot so groß geworden, daß die Gemeinde einen Wagen aus {place2} hat kommen lassen.',
      'Die Verteilung {good.des} in {place} erfolgt am {nextDate} nach den Listen der Lebensmittelkommission.',
    ],
    body: [
      'Jede Person erhält in {place} {=200|250|300} Gramm Brot täglich.',
      'Die Ausfuhr {good.des} aus dem Kanton {canton} ist verboten.',
      'Vor den Geschäften von {place} bilden sich schon frühmorgens lange Reihen.',
      'Die Preise werden von der Kommission überwacht; Wucher wird streng bestraft.',
    ],
    lists: { good: ['n:Mehl', 'pl:Kartoffeln', 'm:Zucker', 'f:Butter', 'n:Petroleum'] },
    places: ['Luxemburg', 'Esch an der Alzette', 'Diekirch', 'Ettelbrück', 'Grevenmacher', 'Remich', 'Echternach', 'Wiltz', 'Mersch', 'Capellen', 'Redingen', 'Clerf'],
    from: '1915-01',
    until: FIRST_WAR.until,
  },
}
