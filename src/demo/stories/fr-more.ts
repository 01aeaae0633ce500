/**
 * More French kinds of news (issue 51), so that the commonest searches ("théâtre", "gouvernement",
 * "Luxembourg") find many kinds of text rather than one: the theatre season and its companies,
 * the government's decisions as an office announces them (no minister speaks), the market.
 */
import { NEIGHBOURS } from '../geography.ts'
import { NOT_SUNDAY, NO_SOCIAL_LIFE, OCCUPIED, WINTER_FRONT, type StoryBook } from './types.ts'

export const FR_MORE: StoryBook = {
  theatre: {
    headlines: [
      'Le théâtre à {place} : {play.le}.',
      'Au théâtre {dePlace} : une soirée de {genre}.',
      'Théâtre d’amateurs à {place}.',
      'Une soirée de théâtre à {place}, le {evDay}.',
      'Le cercle de théâtre {dePlace} et {play.le}.',
      'La saison du théâtre à {place}.',
      'Nos théâtres : {play.le} à {place}.',
      'Le théâtre en plein air à {place}.',
      'Théâtre et musique à {place}.',
      'Le théâtre des écoles {dePlace}.',
      'Au théâtre municipal {dePlace}.',
      'Une troupe de théâtre de passage à {place}.',
      'Le théâtre patoisant à {place}.',
      'Théâtre : {play.le} joué{play.e} à {place}.',
      'Le théâtre paroissial {dePlace}.',
      // Shapes without the word: the kind goes on once each shape above has printed it (issue 51, shares.ts).
      'Soirée dramatique à {place}.',
      'Les amateurs {dePlace} jouent {play.le}.',
      'Sur la scène {dePlace} : {play.le}.',
      'Une représentation à {place}, le {evDay}.',
      'Le cercle dramatique {dePlace} sur les planches.',
      'Succès du cercle dramatique {dePlace}.',
    ],
    lead: [
      'Le cercle dramatique {dePlace} a donné {when}, dans la salle de {Q.nom}, {play.le}, une {genre} en {#acts:1-4:w} actes.',
      'On a joué {when} à {place} {play.le} devant un public {=nombreux|choisi|un peu clairsemé}.',
      'La saison théâtrale {dePlace} s’est ouverte {when} avec {play.le}.',
    ],
    body: [
      '{P.nom} tenait le rôle principal avec beaucoup de naturel ; {R.nom} l’a secondé{P.e} avec talent.',
      'Les décors, peints par des membres du cercle {dePlace}, ont été fort admirés.',
      '{=La petite salle de théâtre {dePlace}|La salle du théâtre {dePlace}|La salle des fêtes {dePlace}, transformée en théâtre pour un soir,} était {=comble|bien remplie|presque pleine}.',
      // A village's own players between the acts, and a touring company only in the capital (issue 51, sixth
      // reading: not "l'orchestre de Luxembourg" at Schengen, a troupe from Brussels expected at a village).
      'Entre les actes, un petit orchestre d’amateurs a joué {#airs:2-5:w} morceaux.',
      'La recette, {$receipt:50-400}, est destinée à {=la caisse des écoles|l’œuvre des pauvres|la restauration de l’église} {dePlace}.',
      // Papers wrote "8 heures du soir" until after the First World War (issue 51, eleventh reading row 7; the same 1920 as story.ts hour()).
      { text: 'Une seconde représentation aura lieu {nextWeekday}, à {#h:7-8} heures du soir.', to: 1920 },
      { text: 'Une seconde représentation aura lieu {nextWeekday}, à {#h:19-20} heures.', from: 1920 },
      'On annonce pour le mois prochain, à Luxembourg, les représentations d’une troupe venue de {city}.',
    ],
    lists: {
      play: ['f:comédie| « Le Notaire de village »', 'm:drame| « La Fille du passeur »', 'm:vaudeville| « Un mariage à la campagne »', 'f:pièce| « Le Retour du soldat »', 'f:farce| « Le Testament de l’oncle »', 'm:mélodrame| « Les Deux Orphelines de la Sûre »'],
      genre: ['comédie', 'farce', 'comédie-vaudeville', 'pièce populaire'],
      city: ['Metz', 'Nancy', 'Liège', 'Bruxelles', 'Arlon'],
    },
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  government: {
    // The government met on working days: no sitting on a Sunday or a feast day (issue 51, sixteenth reading: "in ihrer Sitzung vom
    // Sonntag, den 12. März").
    eventWeekdays: NOT_SUNDAY,
    headlines: [
      'Le gouvernement accorde un subside à {place} pour {project.le}.',
      'Décisions du gouvernement : {project.le} {dePlace}.',
      'Le gouvernement et {project.le} {dePlace}.',
      'Un subside du gouvernement à {place}.',
      'Communiqué du gouvernement : {project.le} à {place}.',
      'Le gouvernement examine {project.le} {dePlace}.',
      'Ce que le gouvernement a décidé pour {place}.',
      'Les travaux de {place} approuvés par le gouvernement.',
      // The two shortest shapes name the State, not the word: a short headline of the word fills the first page of its search (issue 51).
      'L’État et les communes : {place}.',
      'Le gouvernement et la commune {dePlace}.',
      'Au gouvernement : {project.le} {dePlace}.',
      'Une décision du gouvernement pour {place}.',
      'L’État et les travaux {dePlace}.',
      // Shapes without the word: the kind goes on once each shape above has printed it (issue 51, shares.ts).
      'Travaux publics à {place} : {project.le}.',
      'Partie officielle : {project.le} {dePlace}.',
      'Les subsides de l’État : {place}.',
      'Avis officiel : {project.le} à {place}.',
      '{project.Le} {dePlace} et l’État.',
    ],
    // The commune's share is told after the State's where one was granted, the subsidy still to come where none was (gov_*: one line of
    // each; issue 51: not "la commune prendra le reste" after plans approved and nothing granted).
    lead: ['{gov_lead}'],
    body: [
      'Les travaux seront mis en adjudication {=cette année encore|au printemps prochain|après la moisson}.',
      'Le devis {project.du} s’élève à {$cost:8000-90000}.',
      '{gov_share}',
      'La commune {dePlace2} a introduit une demande semblable, sur laquelle il n’a pas encore été statué.',
      'Les plans seront déposés pendant {=huit|quinze} jours au secrétariat communal {dePlace}.',
    ],
    lists: {
      gov_lead: [
        'Dans sa séance du {evDate}, le gouvernement a décidé d’accorder à la commune {dePlace} un subside de {$grant:2000-40000} pour {project.le}.',
        'On nous communique de source officielle que le gouvernement a approuvé les plans {project.du} {dePlace}.',
        'Le gouvernement a transmis à l’administration compétente la demande de la commune {dePlace} concernant {project.le}.',
        'On nous communique de source officielle que les plans {project.du} {dePlace} ont été approuvés.',
        'La commune {dePlace} a obtenu de l’État, pour {project.le}, un subside de {$grant:2000-40000}.',
      ],
      gov_share: [
        'La commune {dePlace} prendra le reste de la dépense à sa charge.',
        'Le gouvernement se prononcera plus tard sur le subside que la commune {dePlace} a sollicité.',
        'Il ne sera statué sur la demande qu’après l’avis de cette administration.',
        'Le subside de l’État sera fixé après l’adjudication des travaux.',
        'La commune {dePlace} prendra le reste de la dépense à sa charge.',
      ],
      project: ["f:distribution d'eau", 'm:agrandissement| de l’école', 'f:construction| du chemin vicinal', 'f:canalisation', 'm:agrandissement| du cimetière', 'f:électrification@1905', 'm:pavage| de la Grand-Rue'],
    },
    absent: [OCCUPIED],
  },

  market: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    // The market reported is of the days before the issue, in a monthly too, whose news are otherwise of the weeks before
    // (issue 51, wave 12: not "comptait le 24 décembre 60 étalages" in an issue of 15 January): a weekly market's prices are
    // news for a week. The days of a daily's or a weekly's report, as before.
    eventDaysBefore: [1, 4],
    // The growers who bring their produce to a weekly market are of the villages around it (issue 51: not from Esch to Hosingen).
    second: NEIGHBOURS,
    headlines: [
      'Le marché {dePlace} du {evDay}.',
      'Au marché {dePlace} : le prix {good_n.du}.',
      'Jour de marché à {place}.',
      'Le marché hebdomadaire {dePlace}.',
      'Marché et prix à {place}.',
    ],
    // Every report prices its good, in its opening, so a headline that names the good or its price is always kept (issue 51, twelfth
    // reading: not "Au marché de Capellen : le prix du beurre." over a report that never prices butter). Each good at its own price,
    // by its own measure, in the money of its era (tenth reading row 8: not eggs, cheese and poultry all "de 5 à 10 francs" in 1855
    // as in 1913). Two openings in each era, as before; the figures are approximate (good_a … good_f below).
    // Words that need no agreement with the goods (not "la volaille était abondant"): "on en demandait" agrees with none.
    lead: [
      { text: 'Le marché hebdomadaire {dePlace} comptait {when} {#stands:20-80} étalages. On a payé {good_n.le} {good_a}.', to: 1914 },
      { text: 'Le marché hebdomadaire {dePlace} comptait {when} {#stands:20-80} étalages. On a payé {good_n.le} {good_b}.', from: 1914, to: 1919 },
      { text: 'Le marché hebdomadaire {dePlace} comptait {when} {#stands:20-80} étalages. On a payé {good_n.le} {good_c}.', from: 1919, to: 1944 },
      { text: 'Le marché hebdomadaire {dePlace} comptait {when} {#stands:20-80} étalages. On a payé {good_n.le} {good_d}.', from: 1944, to: 1960 },
      { text: 'Le marché hebdomadaire {dePlace} comptait {when} {#stands:20-80} étalages. On a payé {good_n.le} {good_e}.', from: 1960, to: 1975 },
      { text: 'Le marché hebdomadaire {dePlace} comptait {when} {#stands:20-80} étalages. On a payé {good_n.le} {good_f}.', from: 1975 },
      { text: 'Au marché {dePlace}, {when}, {=on a vu une forte demande|il y avait abondance|on a trouvé peu} {good_n.de} ; on en demandait {good_a}.', to: 1914 },
      { text: 'Au marché {dePlace}, {when}, {=on a vu une forte demande|il y avait abondance|on a trouvé peu} {good_n.de} ; on en demandait {good_b}.', from: 1914, to: 1919 },
      { text: 'Au marché {dePlace}, {when}, {=on a vu une forte demande|il y avait abondance|on a trouvé peu} {good_n.de} ; on en demandait {good_c}.', from: 1919, to: 1944 },
      { text: 'Au marché {dePlace}, {when}, {=on a vu une forte demande|il y avait abondance|on a trouvé peu} {good_n.de} ; on en demandait {good_d}.', from: 1944, to: 1960 },
      { text: 'Au marché {dePlace}, {when}, {=on a vu une forte demande|il y avait abondance|on a trouvé peu} {good_n.de} ; on en demandait {good_e}.', from: 1960, to: 1975 },
      { text: 'Au marché {dePlace}, {when}, {=on a vu une forte demande|il y avait abondance|on a trouvé peu} {good_n.de} ; on en demandait {good_f}.', from: 1975 },
    ],
    body: [
      // Growers and not a good: a good named here could deny the opening's ("abondance de beurre" … "peu de beurre").
      'Les cultivateurs {dePlace2} étaient venus {=nombreux|en petit nombre|dès le matin} avec leurs voitures.',
      'Les ménagères {dePlace} se plaignent de la cherté {good_n.du}.',
      'Des marchands {dePlace2} ont acheté {=le reste|une bonne partie} {good_n.du}.',
      // A weekly market comes back on its own weekday (issue 51: not "mercredi dernier … le prochain marché le jeudi 13 février").
      'Le prochain marché {dePlace} aura lieu {evWeekday} prochain.',
    ],
    // Parallel lists (story.ts): a good, then its price range and measure before 1914, in 1914–18, between the wars, after the
    // liberation, in the 1960s and from 1975. Approximate figures from general knowledge of Luxembourg and Belgian retail prices
    // (eggs about a franc the dozen and butter two to three francs the kilo before 1914), not from a price table of the period.
    lists: {
      good_n: ['m:beurre', 'pl:œufs', 'pl:légumes', 'pl:pommes de terre', 'pl:fruits', 'f:volaille', 'm:fromage', 'm:miel'],
      good_a: [
        'de 2 fr. 20 à 2 fr. 60 le kilo', 'de 80 centimes à 1 franc la douzaine', 'de 10 à 20 centimes le kilo', 'de 5 à 7 francs les 100 kilos',
        'de 15 à 25 centimes le kilo', 'de 1 fr. 50 à 2 fr. 50 la pièce', 'de 1 fr. 60 à 2 fr. 20 le kilo', 'de 1 fr. 40 à 1 fr. 80 le kilo',
      ],
      good_b: [
        'de 5 à 7 francs le kilo', 'de 2 fr. 50 à 3 fr. 50 la douzaine', 'de 30 à 50 centimes le kilo', 'de 15 à 20 francs les 100 kilos',
        'de 40 à 60 centimes le kilo', 'de 4 à 6 francs la pièce', 'de 4 à 5 francs le kilo', 'de 4 à 5 francs le kilo',
      ],
      good_c: [
        'de 14 à 18 francs le kilo', 'de 6 à 8 francs la douzaine', 'de 1 à 2 francs le kilo', 'de 40 à 60 francs les 100 kilos',
        'de 1 fr. 50 à 3 francs le kilo', 'de 12 à 18 francs la pièce', 'de 10 à 14 francs le kilo', 'de 12 à 16 francs le kilo',
      ],
      good_d: [
        'de 60 à 75 francs le kilo', 'de 24 à 30 francs la douzaine', 'de 4 à 8 francs le kilo', 'de 150 à 200 francs les 100 kilos',
        'de 6 à 12 francs le kilo', 'de 50 à 70 francs la pièce', 'de 50 à 65 francs le kilo', 'de 60 à 80 francs le kilo',
      ],
      good_e: [
        'de 80 à 95 francs le kilo', 'de 30 à 40 francs la douzaine', 'de 8 à 15 francs le kilo', 'de 250 à 350 francs les 100 kilos',
        'de 10 à 20 francs le kilo', 'de 70 à 100 francs la pièce', 'de 80 à 120 francs le kilo', 'de 100 à 140 francs le kilo',
      ],
      good_f: [
        'de 160 à 200 francs le kilo', 'de 50 à 70 francs la douzaine', 'de 20 à 40 francs le kilo', 'de 10 à 15 francs le kilo',
        'de 30 à 50 francs le kilo', 'de 120 à 180 francs la pièce', 'de 250 à 350 francs le kilo', 'de 200 à 300 francs le kilo',
      ],
    },
    absent: [OCCUPIED],
    // Not of the towns at the front in the winter of 1944–45 (issue 51, fifteenth reading row 3).
    awayFrom: WINTER_FRONT,
  },
}
