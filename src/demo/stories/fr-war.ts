/**
 * French news of the wars (issue 51). French was not printed under the occupation (10 May 1940 to
 * the liberation of September 1944): these are the war next door of 1939–1940, the liberation, the
 * fighting in the north in the winter of 1944–1945 and its refugees, the purge, the damage and the
 * return of the deported and the prisoners, and the shortages of the first world war. Offices and
 * papers speak; no real person does.
 */
import { BATTLE_OF_THE_NORTH, CANTON_SEATS, FIRST_WAR, LIBERATION_DAYS, NORTH, NOT_SUNDAY, WAR_NEXT_DOOR, type StoryBook } from './types.ts'

export const FR_WAR: StoryBook = {
  warNextDoor: {
    headlines: [
      'La guerre à l’Ouest : une journée calme sur le front.',
      'La guerre. — {front}.',
      'Entre Moselle et Sarre : {front}.',
      'Les communiqués du {evDay} : {front}.',
      'La guerre à nos frontières : la situation le {evDay}.',
      'Le front de l’Ouest le {evDay}.',
    ],
    lead: [
      // A belligerent's communiqué by its own agency (Havas for Paris, the D.N.B. for Berlin); neutral Brussels issued none (issue 51, seventh reading).
      '{wire_city}, {evDay}. ({wire_agency}) — Le communiqué officiel d’hier soir signale : {front}.',
      'On mande de {city}, le {evDay}, que le calme a régné sur le front entre la Moselle et la Sarre.',
    ],
    body: [
      'On ne possède {=aucun chiffre|que des chiffres incertains} sur le nombre des prisonniers.',
      'La nuit, on entendait à {place} {=le grondement lointain du canon|quelques coups de canon isolés|le ronronnement des avions}.',
      'Des habitants {dePlace} ont vu {evWeekday} {#planes:2-6:w} avions passer à très haute altitude.',
      'La population {dePlace} garde {=tout son calme|un calme parfait}.',
      'Les communiqués des deux camps s’accordent à dire qu’aucune action importante n’a eu lieu.',
    ],
    close: ['Aucune autre nouvelle n’était parvenue à l’heure où nous mettons sous presse.'],
    lists: {
      front: ['Activité de patrouilles', 'Rien d’important à signaler', 'Faible activité de l’artillerie', 'Calme sur l’ensemble du front', 'Activité réciproque des éléments de reconnaissance'],
      city: ['Paris', 'Berlin', 'Bruxelles'],
      wire_city: ['Paris', 'Berlin'],
      wire_agency: ['Havas', 'D.N.B.'],
    },
    from: WAR_NEXT_DOOR.from,
    until: WAR_NEXT_DOOR.until,
    occupation: 'never',
  },

  neutrality: {
    headlines: [
      'La guerre et notre neutralité : un avis du gouvernement.',
      'Neutralité : conseils à la population {dePlace}.',
      'La circulation restreinte à la frontière près {dePlace}.',
      'Pendant la guerre : mesures à la frontière {dePlace}.',
      'Défense de photographier à la frontière.',
    ],
    lead: [
      'Le gouvernement rappelle que le Grand-Duché observe la plus stricte neutralité dans la guerre qui oppose ses voisins ; toute manifestation en faveur d’un belligérant doit être évitée.',
      'À la frontière près {dePlace}, le passage n’est plus autorisé depuis le {evDay} qu’aux postes de douane, {=de jour|de 7 à 19 heures}.',
    ],
    body: [
      'Il est interdit de photographier les ponts, les installations du chemin de fer et les postes frontières.',
      'Les rassemblements à la frontière près {dePlace} sont interdits.',
      'Quiconque voit un avion étranger atterrir près {dePlace} doit aussitôt avertir la gendarmerie.',
      'Les frontaliers qui travaillent en Lorraine recevront à la commune {dePlace2} un laissez-passer spécial.',
      'La population est priée de ne pas se laisser inquiéter par les bruits qui courent.',
    ],
    close: ['Les contrevenants seront poursuivis.', 'Renseignements à la maison communale {dePlace}.'],
    from: WAR_NEXT_DOOR.from,
    until: WAR_NEXT_DOOR.until,
    occupation: 'never',
  },

  liberation: {
    headlines: [
      'La libération {dePlace}.',
      '{place} libéré : les premiers jours.',
      'Après la libération : la situation à {place}.',
      'Les troupes américaines à {place}.',
      'Libérés ! {place}, le {evDay}.',
    ],
    lead: [
      'Le {evDate}, les premières troupes américaines sont entrées à {place}, où la population leur a fait un accueil enthousiaste.',
      'Depuis le {evDay}, {place} est libre, et les couleurs nationales flottent de nouveau aux fenêtres.',
    ],
    body: [
      'Les cloches {dePlace} ont sonné librement pour la première fois depuis des années.',
      'Les plaques de rue allemandes ont été enlevées le jour même.',
      'Les vivres sont rares ; la commune {dePlace} distribue de la farine et du lait sur liste.',
      'Une commission provisoire a pris en main l’administration communale {dePlace}.',
      'Les habitants sont priés de remettre à la gendarmerie les armes et les munitions qu’ils trouveraient.',
    ],
    from: '1944-09',
    until: '1944-09',
    occupation: 'never',
    eventDaysBefore: [1, 10],
    eventDays: LIBERATION_DAYS,
  },

  northFighting: {
    headlines: [
      'Les combats dans le Nord : la situation près {dePlace}.',
      'La guerre dans l’Oesling : {place} évacué.',
      'Des réfugiés {dePlace} arrivés à {place2}.',
      'Secours aux évacués {dePlace}.',
      'Nouvelles du Nord : {place}.',
    ],
    lead: [
      'D’après les nouvelles parvenues hier soir, les combats se poursuivent dans la région {dePlace}.',
      '{#refugees:80-600} réfugiés {dePlace} et des villages voisins sont arrivés {when} à {place2}.',
    ],
    body: [
      'Les réfugiés sont logés dans les écoles et les salles {dePlace2}.',
      'La Croix-Rouge recueille à {place2} des couvertures, des vêtements et du linge d’enfant.',
      'On est encore sans nouvelles précises des habitants restés à {place}.',
      'La route {dePlace2} à {place} est interdite à la circulation civile.',
      'Les personnes qui recherchent des parents {dePlace} peuvent s’adresser au bureau de renseignements {dePlace2}.',
    ],
    places: NORTH,
    from: BATTLE_OF_THE_NORTH.from,
    until: BATTLE_OF_THE_NORTH.until,
    occupation: 'never',
  },

  purge: {
    headlines: [
      'L’épuration dans le canton {deCanton}.',
      'La commission d’épuration {dePlace} : {#cases:12-90} dossiers examinés.',
      'Après la guerre : l’épuration de l’administration.',
      'Des internés {dePlace} devant la commission d’enquête.',
    ],
    lead: [
      'La commission d’enquête du canton {deCanton} a poursuivi ses travaux {when} et examiné {#cases:12-90} dossiers.',
      '{#men:3-20} personnes accusées d’avoir collaboré avec l’occupant ont été arrêtées {when} à {place}.',
    ],
    body: [
      'Les dossiers seront transmis au parquet.',
      '{#free:2-9:w} inculpés {dePlace} ont été remis en liberté faute de preuves.',
      'Les fonctionnaires communaux {dePlace} doivent remplir un questionnaire sur leur conduite pendant l’Occupation.',
      'Les biens des personnes en fuite sont placés sous séquestre.',
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
      'Dommages de guerre à {place} : {#houses:20-300} maisons détruites.',
      'Détruit par la guerre, {place} se relève.',
      'Les dommages de guerre {dePlace}.',
      'Déclaration des dommages de guerre à {place} jusqu’au {nextDay}.',
      'Des mines dans les champs près {dePlace}.',
    ],
    lead: [
      'Les sinistrés {dePlace} sont invités à déclarer leurs dommages de guerre à la commune avant le {nextDate}.',
      'À {place}, la guerre a détruit {#houses:20-300} maisons et en a gravement endommagé beaucoup d’autres.',
      'On a de nouveau trouvé des mines {when} dans les champs près {dePlace}.',
    ],
    body: [
      // The meadows round the town, not between two towns 30 km apart (issue 51, sixth reading).
      'L’accès des prés autour {dePlace} reste interdit tant que les démineurs ne sont pas passés.',
      'Un cultivateur {dePlace} a été grièvement blessé par une mine en labourant son champ.',
      'Les formulaires de déclaration sont à la disposition des sinistrés au secrétariat communal {dePlace}.',
      'L’État accorde aux sinistrés {dePlace} une première avance.',
      'On ne saurait trop mettre en garde les enfants contre les obus et les engins non éclatés.',
    ],
    places: NORTH,
    from: '1945-02',
    years: [1945, 1951],
    occupation: 'never',
  },

  returnees: {
    headlines: [
      'Retour à {place} : {#men:2-9:w} rapatriés.',
      'Les prisonniers de guerre rentrent à {place}.',
      'Les rapatriés {dePlace}.',
      'Retour de captivité : accueil à {place}.',
    ],
    lead: [
      'Le train de {city} a ramené {when} {#men:2-9:w} hommes {dePlace}, dont on était sans nouvelles depuis des années.',
      'Les premiers rapatriés ont été accueillis {when} à {place} par toute la population.',
    ],
    body: [
      'Les familles et les enfants des écoles attendaient à la gare {dePlace}.',
      'Plusieurs rapatriés sont très affaiblis et doivent recevoir des soins.',
      'La commune {dePlace} a remis à chacun d’eux un cadeau et une paire de chaussures.',
      'On reste sans nouvelles de {#missing:2-12:w} hommes {dePlace}.',
    ],
    lists: { city: ['Paris', 'Bruxelles', 'Metz', 'Trèves'] },
    from: '1945-05',
    years: [1945, 1950],
    occupation: 'never',
  },

  firstWarSupply: {
    headlines: [
      'La guerre et le ravitaillement {dePlace}.',
      'La carte de pain à {place} à partir du {nextDay}.',
      'La disette de pommes de terre à {place}.',
      'Pendant la guerre : la distribution {good.du} à {place}.',
      'Le ravitaillement en {good} pendant la guerre.',
    ],
    lead: [
      'La commission de ravitaillement {dePlace} a décidé de ne plus délivrer le pain que sur carte à partir du {nextDay}.',
      'À {place}, la disette de pommes de terre est devenue telle que la commune a fait venir un wagon {dePlace2}.',
      'La distribution {good.du} aura lieu à {place} le {nextDate}, d’après les listes de la commission.',
    ],
    body: [
      'Chaque personne reçoit à {place} {#g:200-300} grammes de pain par jour.',
      'L’exportation {good.du} hors du canton {deCanton} est interdite.',
      'Dès l’aube, de longues files se forment devant les magasins {dePlace}.',
      'Les prix sont surveillés par la commission ; l’usure sera sévèrement punie.',
    ],
    lists: { good: ['f:farine', 'm:sucre', 'm:beurre', 'm:pétrole', 'm:charbon'] },
    places: CANTON_SEATS,
    from: '1915-01',
    until: FIRST_WAR.until,
  },

  firstWarNews: {
    headlines: [
      'La guerre : communiqué du {evDay}.',
      'La guerre. — Sur le front de {front}.',
      'Les nouvelles de la guerre du {evDay}.',
    ],
    lead: ['{city}, {evDay}. — Le communiqué officiel signale {=une activité réduite|des combats d’artillerie|des coups de main} sur le front de {front}.'],
    body: [
      'On manque encore de détails sur les pertes.',
      'Les journaux de {city} commentent longuement la situation.',
      'Des trains de blessés ont passé la nuit par {place}.',
    ],
    lists: { front: ['l’Argonne', 'la Somme', 'Verdun', 'l’Yser', 'Champagne'], city: ['Paris', 'Genève', 'Bâle'] },
    from: FIRST_WAR.from,
    until: FIRST_WAR.until,
  },
}
