/**
 * More German kinds of news (issue 51), so that the commonest searches ("Markt", "Zeitung",
 * "Regierung") find many kinds of text rather than one: the weekly market, the paper's notices
 * to its readers and its "fifty years ago" column, the government's decisions as an office
 * announces them (no minister speaks), and the small news of a country town.
 */
import { NEIGHBOURS } from '../geography.ts'
import { NOT_SUNDAY, NO_SOCIAL_LIFE, OCCUPIED, WINTER_FRONT, type StoryBook } from './types.ts'

export const DE_MORE: StoryBook = {
  market: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    // The growers and dealers of a weekly market are of the villages around it (issue 51: not from Bettembourg to Troisvierges).
    second: NEIGHBOURS,
    headlines: [
      'Der Wochenmarkt in {place} am {evDay}.',
      'Vom Markt in {place}: {good_n.der} gefragt.',
      'Markttag in {place}: {=lebhafter Handel|ruhiger Verkehr|gute Zufuhr}.',
      'Markt und Preise in {place}.',
      'Auf dem Markt zu {place}: {good_n.der} teurer.',
      'Der Markt in {place} im {month}.',
      'Ein guter Markt in {place}.',
      '{place}: Der Markt wird verlegt.',
      'Der Markt von {place} und die Händler aus {place2}.',
      // The goods a headline names are the good the report prices, drawn with it (issue 51, twelfth reading row 7: not "Was Butter und Eier … kosten" over potatoes).
      '{good_n.Der} auf dem Markt in {place}.',
      // Shapes without the word: the kind goes on once each shape above has printed it (issue 51, shares.ts).
      'Vom Wochenmarkt in {place}.',
      'Marktbericht aus {place}.',
      'Was man in {place} für {good_n.den} zahlt.',
      'Die Preise der Woche in {place}.',
      '{good_n.Der} in {place}: die Preise vom {evDay}.',
      'Die Hausfrauen von {place} und die Preise.',
    ],
    // Every report prices its good, so a headline that names the good or the prices is kept (issue 51, twelfth reading row 7);
    // each good at its own price, by its own measure, in the money of its era (not every good "5 bis 10 Franken" in 1847 as
    // in 1888), the dearest at most twice the cheapest. Four openings in each era, as before. Approximate figures (good_a … good_f).
    lead: [
      { text: 'Der Wochenmarkt in {place} war {when} mit {#stands:20-80} Ständen {=gut|mittelmäßig|schwach} beschickt. Für {good_n.den} zahlte man {good_a}.', to: 1914 },
      { text: 'Der Wochenmarkt in {place} war {when} mit {#stands:20-80} Ständen {=gut|mittelmäßig|schwach} beschickt. Für {good_n.den} zahlte man {good_b}.', from: 1914, to: 1919 },
      { text: 'Der Wochenmarkt in {place} war {when} mit {#stands:20-80} Ständen {=gut|mittelmäßig|schwach} beschickt. Für {good_n.den} zahlte man {good_c}.', from: 1919, to: 1944 },
      { text: 'Der Wochenmarkt in {place} war {when} mit {#stands:20-80} Ständen {=gut|mittelmäßig|schwach} beschickt. Für {good_n.den} zahlte man {good_d}.', from: 1944, to: 1960 },
      { text: 'Der Wochenmarkt in {place} war {when} mit {#stands:20-80} Ständen {=gut|mittelmäßig|schwach} beschickt. Für {good_n.den} zahlte man {good_e}.', from: 1960, to: 1975 },
      { text: 'Der Wochenmarkt in {place} war {when} mit {#stands:20-80} Ständen {=gut|mittelmäßig|schwach} beschickt. Für {good_n.den} zahlte man {good_f}.', from: 1975 },
      { text: 'Auf dem Markt zu {place} herrschte {when} {=reger Verkehr|ein ruhiger Handel|großer Andrang}, und die Zufuhr {good_n.des} war {=gut|reichlich|knapp}. Man zahlte {good_a}.', to: 1914 },
      { text: 'Auf dem Markt zu {place} herrschte {when} {=reger Verkehr|ein ruhiger Handel|großer Andrang}, und die Zufuhr {good_n.des} war {=gut|reichlich|knapp}. Man zahlte {good_b}.', from: 1914, to: 1919 },
      { text: 'Auf dem Markt zu {place} herrschte {when} {=reger Verkehr|ein ruhiger Handel|großer Andrang}, und die Zufuhr {good_n.des} war {=gut|reichlich|knapp}. Man zahlte {good_c}.', from: 1919, to: 1944 },
      { text: 'Auf dem Markt zu {place} herrschte {when} {=reger Verkehr|ein ruhiger Handel|großer Andrang}, und die Zufuhr {good_n.des} war {=gut|reichlich|knapp}. Man zahlte {good_d}.', from: 1944, to: 1960 },
      { text: 'Auf dem Markt zu {place} herrschte {when} {=reger Verkehr|ein ruhiger Handel|großer Andrang}, und die Zufuhr {good_n.des} war {=gut|reichlich|knapp}. Man zahlte {good_e}.', from: 1960, to: 1975 },
      { text: 'Auf dem Markt zu {place} herrschte {when} {=reger Verkehr|ein ruhiger Handel|großer Andrang}, und die Zufuhr {good_n.des} war {=gut|reichlich|knapp}. Man zahlte {good_f}.', from: 1975 },
      { text: 'Die Gemeindeverwaltung von {place} teilt mit, daß der Markt vom {nextDay} an {=auf dem Platz vor der Kirche|in der {street}|auf dem Schulplatz} abgehalten wird. Auf dem letzten Markt zahlte man für {good_n.den} {good_a}.', to: 1914 },
      { text: 'Die Gemeindeverwaltung von {place} teilt mit, daß der Markt vom {nextDay} an {=auf dem Platz vor der Kirche|in der {street}|auf dem Schulplatz} abgehalten wird. Auf dem letzten Markt zahlte man für {good_n.den} {good_b}.', from: 1914, to: 1919 },
      { text: 'Die Gemeindeverwaltung von {place} teilt mit, daß der Markt vom {nextDay} an {=auf dem Platz vor der Kirche|in der {street}|auf dem Schulplatz} abgehalten wird. Auf dem letzten Markt zahlte man für {good_n.den} {good_c}.', from: 1919, to: 1944 },
      { text: 'Die Gemeindeverwaltung von {place} teilt mit, daß der Markt vom {nextDay} an {=auf dem Platz vor der Kirche|in der {street}|auf dem Schulplatz} abgehalten wird. Auf dem letzten Markt zahlte man für {good_n.den} {good_d}.', from: 1944, to: 1960 },
      { text: 'Die Gemeindeverwaltung von {place} teilt mit, daß der Markt vom {nextDay} an {=auf dem Platz vor der Kirche|in der {street}|auf dem Schulplatz} abgehalten wird. Auf dem letzten Markt zahlte man für {good_n.den} {good_e}.', from: 1960, to: 1975 },
      { text: 'Die Gemeindeverwaltung von {place} teilt mit, daß der Markt vom {nextDay} an {=auf dem Platz vor der Kirche|in der {street}|auf dem Schulplatz} abgehalten wird. Auf dem letzten Markt zahlte man für {good_n.den} {good_f}.', from: 1975 },
      { text: 'Die Bauern der Umgebung hatten {when} {=reichlich|nur wenig} Ware nach {place} gebracht, und die Käufer kamen {=zahlreich|nur zögernd}. Für {good_n.den} zahlte man {good_a}.', to: 1914 },
      { text: 'Die Bauern der Umgebung hatten {when} {=reichlich|nur wenig} Ware nach {place} gebracht, und die Käufer kamen {=zahlreich|nur zögernd}. Für {good_n.den} zahlte man {good_b}.', from: 1914, to: 1919 },
      { text: 'Die Bauern der Umgebung hatten {when} {=reichlich|nur wenig} Ware nach {place} gebracht, und die Käufer kamen {=zahlreich|nur zögernd}. Für {good_n.den} zahlte man {good_c}.', from: 1919, to: 1944 },
      { text: 'Die Bauern der Umgebung hatten {when} {=reichlich|nur wenig} Ware nach {place} gebracht, und die Käufer kamen {=zahlreich|nur zögernd}. Für {good_n.den} zahlte man {good_d}.', from: 1944, to: 1960 },
      { text: 'Die Bauern der Umgebung hatten {when} {=reichlich|nur wenig} Ware nach {place} gebracht, und die Käufer kamen {=zahlreich|nur zögernd}. Für {good_n.den} zahlte man {good_e}.', from: 1960, to: 1975 },
      { text: 'Die Bauern der Umgebung hatten {when} {=reichlich|nur wenig} Ware nach {place} gebracht, und die Käufer kamen {=zahlreich|nur zögernd}. Für {good_n.den} zahlte man {good_f}.', from: 1975 },
    ],
    body: [
      'Die Bauern aus {place2} hatten {=viel Gemüse|Obst in Menge|nur wenig Butter} mitgebracht.',
      'Die Hausfrauen von {place} klagten über die Preise {good_n.des}.',
      'Händler aus {place2} kauften {=große Posten|den ganzen Vorrat} {good_n.des} auf.',
      'Der Marktmeister von {place} mußte wegen der {=Verkehrsstockung|Unordnung an den Ständen} einschreiten.',
      '{=Der nächste Markt in {place} ist am {nextDate}.|In {place} wird am {nextDate} wieder gehandelt.|Am {nextDate} sind die Händler wieder in {place}.}',
    ],
    // Parallel lists (story.ts): a good, then its price and measure before 1914, in 1914–18, between the wars, after the liberation,
    // in the 1960s and from 1975: the figures of the French market (fr-more.ts), approximate, from general knowledge, not a price table.
    lists: {
      good_n: ['f:Butter', 'pl:Eier', 'n:Gemüse', 'pl:Kartoffeln', 'n:Obst', 'n:Geflügel', 'm:Käse', 'm:Honig'],
      good_a: [
        '2,20 bis 2,60 Franken das Kilo', '80 Centimes bis 1 Franken das Dutzend', '10 bis 20 Centimes das Kilo', '5 bis 7 Franken die 100 Kilo',
        '15 bis 25 Centimes das Kilo', '1,50 bis 2,50 Franken das Stück', '1,60 bis 2,20 Franken das Kilo', '1,40 bis 1,80 Franken das Kilo',
      ],
      good_b: [
        '5 bis 7 Franken das Kilo', '2,50 bis 3,50 Franken das Dutzend', '30 bis 50 Centimes das Kilo', '15 bis 20 Franken die 100 Kilo',
        '40 bis 60 Centimes das Kilo', '4 bis 6 Franken das Stück', '4 bis 5 Franken das Kilo', '4 bis 5 Franken das Kilo',
      ],
      good_c: [
        '14 bis 18 Franken das Kilo', '6 bis 8 Franken das Dutzend', '1 bis 2 Franken das Kilo', '40 bis 60 Franken die 100 Kilo',
        '1,50 bis 3 Franken das Kilo', '12 bis 18 Franken das Stück', '10 bis 14 Franken das Kilo', '12 bis 16 Franken das Kilo',
      ],
      good_d: [
        '60 bis 75 Franken das Kilo', '24 bis 30 Franken das Dutzend', '4 bis 8 Franken das Kilo', '150 bis 200 Franken die 100 Kilo',
        '6 bis 12 Franken das Kilo', '50 bis 70 Franken das Stück', '50 bis 65 Franken das Kilo', '60 bis 80 Franken das Kilo',
      ],
      good_e: [
        '80 bis 95 Franken das Kilo', '30 bis 40 Franken das Dutzend', '8 bis 15 Franken das Kilo', '250 bis 350 Franken die 100 Kilo',
        '10 bis 20 Franken das Kilo', '70 bis 100 Franken das Stück', '80 bis 120 Franken das Kilo', '100 bis 140 Franken das Kilo',
      ],
      good_f: [
        '160 bis 200 Franken das Kilo', '50 bis 70 Franken das Dutzend', '20 bis 40 Franken das Kilo', '10 bis 15 Franken das Kilo',
        '30 bis 50 Franken das Kilo', '120 bis 180 Franken das Stück', '250 bis 350 Franken das Kilo', '200 bis 300 Franken das Kilo',
      ],
    },
    absent: [OCCUPIED],
    // Not of the towns at the front in the winter of 1944–45 (issue 51, fifteenth reading row 3).
    awayFrom: WINTER_FRONT,
  },

  // The paper's notices to its readers, and its "fifty years ago" column, are two kinds: a notice of delivery
  // is no recollection (issue 51, fifth reading: "Wegen des Feiertages erscheint … Damals zählte Differdingen …").
  paperNotice: {
    headlines: [
      'An unsere Leser in {place}.',
      'Die Zeitung kommt in {place} künftig mit der Post.',
      'Die Zeitung und ihre Leser in {place}.',
      'Zeitung und Post: Zustellung in {place} geregelt.',
      'Aus dem Leben unserer Zeitung: {place}.',
      'Die Zeitung in {place}: eine Mitteilung.',
      'Unsere Zeitung und ihre Leser in {place}.',
      // Shapes without the word: the kind goes on once each shape above has printed it (issue 51, shares.ts).
      'An unsere Bezieher in {place}.',
      'Zustellung und Bezug in {place}.',
      'Eine Mitteilung an die Bezieher in {place}.',
    ],
    lead: [
      'Den Lesern in {place} wird die Zeitung vom {nextDay} an durch die Post zugestellt; die Bezugsgebühr bleibt unverändert.',
      'Vom {nextDay} an wird unsere Zeitung in {place} nicht mehr durch einen eigenen Austräger, sondern durch die Post zugestellt.',
    ],
    body: [
      'Die Leser erhalten die Zeitung damit am Tage ihres Erscheinens.',
      'Unregelmäßigkeiten der Zustellung bitten wir sofort zu melden.',
      'Neue Bezieher können sich beim Postamt oder in unserer Geschäftsstelle anmelden.',
      'Anzeigen nimmt die Geschäftsstelle wie bisher {=bis zum Mittag des Vortages|bis zum Vorabend des Erscheinungstages} an.',
    ],
    absent: [OCCUPIED],
  },

  // Fifty years back, in a paper of that day: from 1895, when the country had its papers (the Courrier of 1844,
  // the Luxemburger Wort of 1848), and told of no paper in particular, since the one printing it may be younger.
  // What it recalls is true of any town, the capital as a village (issue 51: "Damals zählte Luxemburg 513
  // Einwohner"; the capital had some 15,000 to 20,000 in the 1890s): no count of inhabitants, no station, church
  // or flood that not every town had, and no season (the day is the issue's, fifty years back). A school or a fire brigade is of its years (no inauguration named from 1940
  // to 1945, not even one of fifty years ago; the brigades were founded from the 1860s to the 1900s).
  paperPast: {
    headlines: [
      'Vor fünfzig Jahren: {old.der} in {place}.',
      'Aus einer alten Zeitung: {old.der} in {place}.',
      'Aus alten Jahrgängen: {old.der} in {place}.',
      'Was eine Zeitung vor fünfzig Jahren über {place} schrieb.',
      'Vor fünfzig Jahren in der Zeitung: {old.der} in {place}.',
      'Ein Blick zurück: {place} vor fünfzig Jahren.',
    ],
    lead: [
      'In einer Nummer vom {oldDay} berichtete eine Zeitung des Landes über {old.den} in {place}.',
      'Am {oldDay}, vor fünfzig Jahren, las man in den Zeitungen des Landes über {old.den} in {place}.',
    ],
    body: [
      'Damals war {old.der} in {place} das Tagesgespräch.',
      'Der Bericht füllte {=eine halbe Spalte|fast eine ganze Spalte|zwei Spalten} auf der {=zweiten|dritten} Seite.',
      'Ältere Leser werden sich des Tages noch erinnern.',
      'Man sieht, daß sich in {place} in fünfzig Jahren weniger geändert hat, als man glaubt.',
    ],
    lists: { old: ['m:Brand| der Mühle', 'n:groß~ Unwetter', 'm:groß~ Brand', 'f:Gründung| der Feuerwehr@1910-1960', 'f:Einweihung| der neuen Schule@1895-1940', 'f:Einweihung| der neuen Schule@1946-1990', 'f:Einweihung| der neuen Schule@1996'] },
    years: [1895, 2000],
    absent: [OCCUPIED],
  },

  government: {
    // The government met on working days: no sitting on a Sunday or a feast day (issue 51, sixteenth reading: "in ihrer Sitzung vom
    // Sonntag, den 12. März").
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Die Regierung bewilligt {place} einen Zuschuß für {project.den}.',
      'Aus der Regierung: {project.der} in {place}.',
      'Regierungsbeschlüsse vom {evDay}.',
      'Die Regierung und {project.der} von {place}.',
      'Ein Zuschuß der Regierung für {place}.',
      'Mitteilung der Regierung: {project.der} in {place}.',
      'Die Regierung prüft {project.den} von {place}.',
      'Was die Regierung für {place} beschlossen hat.',
      'Die Regierung und die Gemeinde {place}.',
      'Regierung und Gemeinde: {project.der} in {place}.',
      'Aus den Beratungen der Regierung: {place}.',
      'Die Regierung über {project.den} in {place}.',
      // Shapes without the word: the kind goes on once each shape above has printed it (issue 51, shares.ts).
      'Staatsbeihilfe für {project.den} in {place}.',
      'Amtliches: {project.der} in {place}.',
      'Öffentliche Arbeiten in {place}: {project.der}.',
      'Amtliche Mitteilungen vom {evDay}.',
      'Aus der Staatsverwaltung: {place}.',
      'Zuschüsse und Beihilfen: {place}.',
      'Eine Beihilfe für {place}: {project.der}.',
    ],
    lead: [
      'Die Regierung hat in ihrer Sitzung vom {evDate} beschlossen, der Gemeinde {place} für {project.den} einen Zuschuß von {$grant:2000-40000} zu bewilligen.',
      'Wie uns von zuständiger Seite mitgeteilt wird, hat die Regierung die Pläne für {project.den} in {place} genehmigt.',
      'Die Regierung hat das Gesuch der Gemeinde {place} um Beihilfe für {project.den} an die zuständige Verwaltung weitergeleitet.',
      'Der Gemeinde {place} ist für {project.den} ein Staatszuschuß von {$grant:2000-40000} bewilligt worden.',
      'Wie uns amtlich mitgeteilt wird, sind die Pläne für {project.den} in {place} genehmigt worden.',
      'Das Gesuch der Gemeinde {place} um eine Staatsbeihilfe für {project.den} ist an die zuständige Verwaltung weitergeleitet worden.',
    ],
    body: [
      'Die Arbeiten in {place} sollen {=noch in diesem Jahre|im kommenden Frühjahr|in den nächsten Wochen} vergeben werden.',
      'Der Kostenvoranschlag für {project.den} beläuft sich auf {$cost:8000-90000}.',
      'Die Kosten trägt die Gemeinde {place}, soweit der Staat sie nicht übernimmt.',
      'Auch {place2} hat ein ähnliches Gesuch eingereicht, über das noch nicht entschieden ist.',
      'Die Pläne liegen {=acht|vierzehn} Tage lang auf dem Gemeindesekretariat in {place} zur Einsicht auf.',
    ],
    lists: { project: ['f:Wasserleitung', 'm:Schulhausbau', 'm:Bau| der Gemeindestraße', 'f:Kanalisation', 'f:Friedhofserweiterung', 'm:Neubau| des Spritzenhauses', 'f:Elektrifizierung@1905', 'f:Pflasterung| der Hauptstraße'] },
    absent: [OCCUPIED],
  },

  smallNews: {
    headlines: [
      '{place}: {news.der}.',
      'Aus {place}: {news.der}.',
      'Kleine Chronik aus {place}.',
      'Von hier und dort: {place}.',
      'Was man aus {place} berichtet.',
    ],
    lead: [
      'In {place} ist {when} {news.der} {=mit großer Beteiligung|in aller Stille|zur Freude der Einwohner} begangen worden.',
      'Aus {place} wird uns gemeldet, daß {news.der} {when} stattgefunden hat.',
    ],
    body: [
      '{P.nom} aus {place} feierte {when} {P.sein}en {#age:80-96}. Geburtstag in voller Rüstigkeit.',
      // Not the orchards in blossom: this news runs all year (issue 51: in blossom on 22 October).
      'Der Obst- und Gartenbauverein von {place} zählt jetzt {#members:40-120} Mitglieder.',
      'Der neue Brunnen in der {street} von {place} liefert {=vortreffliches|reichliches} Wasser.',
      'Ein Fuchs hat in {place} {#hens:3-9:w} Hühner gerissen.',
      'Die Gemeinde {place} hat die Bänke auf dem Kirchplatz {=erneuern|streichen} lassen.',
    ],
    // No bell consecrated from 1940 to 1945 (issue 51: no inauguration in those years): the entry is of the years before and after.
    lists: { news: ['f:goldene Hochzeit| des Ehepaares {Q.fam}', 'n:Jubiläum| des Postboten', 'f:Ankunft| des neuen Lehrers', 'm:Abschied| des alten Försters', 'f:Einweihung| der neuen Glocke@0-1940', 'f:Einweihung| der neuen Glocke@1946'] },
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },
}
