/**
 * English articles: the demo's English papers are the Grand Duchy Gazette (from 1952) and
 * European Notes (from 1958), written for the international community of the capital, in the
 * plain style of a British weekly of the time.
 */
import { MOSELLE, SOUTH, type StoryBook } from './types.ts'

export const EN: StoryBook = {
  fire: {
    headlines: [
      'Fire at {place}: {P.fam} family’s {obj} destroyed',
      'Fire in {street}, {place}',
      '{place} fire destroys {obj.a}',
      'Night fire at {place}',
      'Firemen fight blaze at {place}',
    ],
    lead: [
      'Fire broke out {when} evening in {obj.a} belonging to {P} at {place} and spread rapidly.',
      '{P.nom}’s {obj} in {street}, {place}, was destroyed by fire {when} afternoon.',
    ],
    body: [
      'The {place} fire brigade, under its chief officer, {Q=fireChief.nom}, was quickly on the scene.',
      'Firemen from {place2} came to help.',
      'After two hours the fire was under control; only the outer walls are left standing.',
      'Neighbouring houses were saved.',
      'The damage is estimated at {$damage:1500-9000} and is {=largely|only partly} covered by insurance.',
      'The cause is thought to have been {cause}.',
      'Nobody was hurt.',
      'The police have opened an inquiry.',
    ],
    close: ['It is the {=second|third} fire at {place} this year.'],
    lists: {
      obj: ['barn', 'farmhouse', 'workshop', 'bakery', 'garage', 'sawmill', 'warehouse'],
      cause: ['a faulty electric heater', 'a cigarette end', 'sparks from the chimney', 'an overheated stove', 'children playing with matches'],
    },
    years: [1945, 1991],
  },

  traffic: {
    headlines: ['Road accident near {place}', 'Two hurt in collision on the {place2} road', 'Car overturns at {place}'],
    lead: ['Two people were injured {when} evening when a car and a lorry collided on the main road between {place} and {place2}.'],
    body: [
      'The driver of the car, {P.name}, of {place}, was taken to hospital with head injuries.',
      'The lorry driver was unhurt.',
      'The road was wet and visibility poor at the time.',
      'Traffic was held up for more than an hour.',
      'The police have appealed to motorists to drive with care on this stretch, where there have been several accidents this year.',
    ],
    years: [1945, 1991],
  },

  council: {
    headlines: ['{place} council approves {topic}', 'Council debates {topic} at {place}', '{place}: council meeting of {evDay}'],
    lead: ['The municipal council of {place} met {when} under the chairmanship of the mayor, {P=mayor.nom}, and discussed {topic}.'],
    body: [
      'The alderman responsible, {Q=alderman.nom}, presented the plans.',
      'The cost is put at {$cost:4000-30000}, part of which the Government has agreed to pay.',
      '{R.nom} thought the figure too high and asked for a second estimate.',
      'After a long discussion the plans were approved by {#yes:5-8} votes to {#no:1-3}.',
      'The council also voted a grant to the choral society.',
      'The next meeting will be held on {nextDate}.',
    ],
    lists: { topic: ['the new school', 'street lighting', 'the water supply', 'the budget', 'parking in the town centre', 'a new sports hall'] },
  },

  chamber: {
    headlines: ['Chamber debates {topic}', 'In the Chamber: {topic}', 'Deputies vote on {topic}'],
    lead: ['The Chamber of Deputies {when} continued its debate on {topic}.'],
    body: [
      '{P=deputy.nom}, deputy for {place}, opened the debate by accusing the Government of neglecting the rural cantons.',
      'The Minister replied that the bill had been carefully prepared and would not place an undue burden on the budget.',
      'The cost is estimated at {$cost:80000-400000}.',
      'An amendment moved by {R=deputy.nom} was defeated by {#yes:25-35} votes to {#no:8-18}.',
      'The bill was finally passed and sent to the Council of State for the second vote.',
    ],
    lists: { topic: ['the budget', 'the roads bill', 'school reform', 'pensions', 'the new housing law'] },
  },

  europe: {
    headlines: ['High Authority meets on {topic}', 'Community and {topic}', 'European news: {topic}'],
    lead: ['The High Authority of the European Coal and Steel Community {when} discussed {topic} at its meeting in Luxembourg.'],
    body: [
      'Representatives of all six member countries attended.',
      'Luxembourg steel makers hope the decision will help their sales.',
      'The decisions will be published next week.',
      'The Prime Minister, {P=primeMinister.nom}, later received the delegations.',
      'Some two thousand officials of the European institutions now live in the Grand Duchy.',
    ],
    lists: { topic: ['the price of scrap', 'coal supplies', 'investment plans', 'the common market for steel'] },
    years: [1952, 1991],
  },

  business: {
    headlines: ['Steel output rises at {place}', 'Steelworks at {place} report higher output', 'Business news: more steel from {place}'],
    lead: ['Steel production at {place} rose by {#pct:3-12} per cent last month, according to figures published {when}.'],
    body: [
      'The works now employ {#men:800-2400} people.',
      'Demand from the Common Market countries remains strong.',
      'Several foreign banks have opened offices in the capital this year.',
      'The Chamber of Commerce expects a good year.',
    ],
    places: SOUTH,
    years: [1952, 1991],
  },

  community: {
    headlines: ['{club} meets at {place}', 'Around the community: {club}', '{club}: annual meeting'],
    lead: ['The annual general meeting of the {club} was held {when} at {place}, with {#members:30-120} members present.'],
    body: [
      'The chairman, {P.nom}, thanked the committee for its work during the year.',
      'The accounts show a balance of {$cash:100-900}.',
      'A summer outing to the Moselle was planned for June.',
      'New members are always welcome.',
    ],
    lists: { club: ['British Ladies’ Club', 'Anglo-Luxembourg Society', 'American Women’s Club', 'Luxembourg Players', 'Saint George’s Church committee'] },
    years: [1952, 1991],
  },

  culture: {
    headlines: ['Concert at {place}', 'Music in {place}', 'Exhibition opens in {place}'],
    lead: ['The {club} gave a concert {when} evening before a large audience at {place}.'],
    body: ['The programme included works by Beethoven and Schubert.', 'The soloist, {P.nom}, was warmly applauded.', 'The proceeds go to the Red Cross.'],
    lists: { club: ['Radio Symphony Orchestra', 'Conservatoire choir', 'military band'] },
    years: [1945, 1991],
  },

  vintage: {
    headlines: ['Grape harvest begins at {place}', 'On the Moselle: vintage at {place}'],
    lead: ['The grape harvest began {when} at {place}; the grapes are {=well ripened|a little sour after the cool summer}.'],
    body: ['Growers expect about {#hl:40-90} hectolitres to the hectare.', 'Prices for the new wine are expected to be firm.', 'The wine co-operative has taken on extra hands.'],
    places: MOSELLE,
    months: [9, 10],
    years: [1945, 1991],
  },

  telegram: {
    headlines: ['{city}: {topic}', 'From our correspondents: {city}', '{topic}'],
    lead: ['{city}, {evDay} ({agency}). — {news}'],
    body: ['{news2}', '{news3}'],
    eventDaysBefore: [1, 2],
  },

  football: {
    headlines: ['Football: {club} beat {rival}', 'Sport: {club} v {rival}'],
    lead: ['{club} beat {rival} by {#h1:2-3} goals to {#h2:0-1} {when} in front of some {#crowd:8-30}00 spectators.'],
    body: ['The home side were ahead at half-time.', '{P=player.fam} scored the decisive goal.', 'The referee kept a firm control of the game.'],
    lists: { club: ['Jeunesse Esch', 'Union Luxembourg', 'Red Boys Differdange', 'Stade Dudelange'], rival: ['Progrès Niederkorn', 'Spora Luxembourg', 'Aris Bonnevoie', 'Etzella Ettelbruck'] },
    years: [1945, 1991],
  },
}
