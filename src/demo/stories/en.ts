/**
 * English articles: the demo's English papers are the Grand Duchy Gazette (from 1952) and
 * European Notes (from 1958), written for the international community of the capital, in the
 * plain style of a British weekly of the time. Streets are named as they are signposted, in
 * French; institutions only in the years they existed (the High Authority to 1967).
 */
import { BY_ROAD, NEIGHBOURS } from '../geography.ts'
import { MOSELLE, NOT_SUNDAY, NO_CHAMBER, NO_COUNCIL, NO_SOCIAL_LIFE, WINTER_FRONT, STEEL_PLANT_TOWNS, SUNDAY, WEEKDAYS_ONLY, type StoryBook } from './types.ts'
import { STEEL_CRISIS_YEARS, steelReportTowns, usualSteelYears } from '../steel.ts'

export const EN: StoryBook = {
  fire: {
    second: NEIGHBOURS,
    headlines: [
      'Fire at {place}: {P=resident.fam} family’s {site_obj} destroyed',
      'Fire in {street}, {place}',
      '{place} fire destroys {site_obj.a}',
      'Serious fire at {place}',
      'Firemen fight blaze at {place}',
      'Blaze at {place}: {site_obj.a} gutted',
      '{place}: blaze in {street}',
    ],
    lead: [
      // Every opening names the street: a headline may name it, and the body's further sentences may all be left out (issue 51, seventh reading).
      'Fire broke out {when} evening in {site_obj.a} belonging to {P=resident} in {street}, {place}, and spread rapidly.',
      '{P=resident.nom}’s {site_obj} in {street}, {place}, was destroyed by fire {when} afternoon.',
    ],
    body: [
      'The {place} fire brigade, under its chief officer, {Q=fireChief.nom}, was quickly on the scene.',
      // No ice on the roads: a fire can be in any month (issue 51, sixth reading row 15).
      'Firemen from {place2} came to help the {place} brigade {=with a pump of their own|within the hour|with extra hoses}.',
      'After {#hours:2-5:w} hours the fire was under control; only the outer walls of the {site_obj} are left standing.',
      '{=Neighbouring houses in {street} were saved|The flames were kept from spreading to the houses next door|Sparks set a neighbour’s roof alight, but the fire there was quickly put out}.',
      // A building burnt down in the 1950s cost hundreds of thousands of francs: the base times the price factor (period.ts) is the
      // de/fr/lb fires' from 1945 (issue 51, twelfth reading row 4: not 33,000 francs for a sawmill in 1958; an order of magnitude).
      'The damage is estimated at {$damage:10000-45000} and is {=largely|only partly|not} covered by insurance.',
      'The cause of the fire at {place} is thought to have been {cause}.',
      // A hurt fireman of no brigade by name: the brigade from {place2} is in the text only when its own line is drawn (issue 51,
      // fifteenth reading: "One fireman from Beaufort" at an Echternach fire no Beaufort brigade came to).
      '{=Nobody was hurt.|{=One fireman was slightly burned|One of the firemen suffered minor burns|A fireman was treated for smoke inhalation|One of the firemen hurt his hand}.|{P=resident.nom} was treated for burns to the hands.}',
      'The police at {place} have opened an inquiry.',
    ],
    // A family is rehoused only where it lived (site_*: one line of each; issue 51, fourth reading: not after its garage burnt).
    // A count since New Year only where a first fire could have been reported: the second from February, the third from March (issue 51, thirteenth reading row 7).
    close: ['{tally}', '{site_close}'],
    lists: {
      // The fire's count since New Year (text.ts month marks): the second from February, the third from March, a winter's second
      // in January and February; a line with no count for any month (issue 51, thirteenth reading row 7).
      tally: [
        '<2-12>It is the second fire at {place} this year.',
        '<3-12>It is the third fire at {place} this year.',
        '<1-2>It is the second fire at {place} this winter.',
        'The fire has been the talk of {place} all week.',
      ],
      // No farm in the capital's streets, which this paper names among the boulevards of the city (issue 51, fifteenth reading:
      // "Mrs. Biver's farmhouse in boulevard Royal, Luxembourg").
      site_obj: ['<!Luxemburg>barn', '<!Luxemburg>farmhouse', 'workshop', 'bakery', 'garage', 'sawmill', 'warehouse'],
      site_close: [
        'The {P=resident.fam} family intend to rebuild the barn.',
        'The {P=resident.fam} family are staying with neighbours in {street}.',
        'The {P=resident.fam} family intend to rebuild the workshop.',
        'The {P=resident.fam} family, who lived above the bakery, are staying with neighbours in {street}.',
        'The {P=resident.fam} family intend to rebuild the garage.',
        'The {P=resident.fam} family intend to rebuild the sawmill.',
        'The {P=resident.fam} family intend to rebuild the warehouse.',
      ],
      // A stove or a heater is on from October to April (a mark is one range, so two lines; issue 51, twelfth reading row 2).
      cause: ['<10-12>a faulty electric heater', '<1-4>a faulty electric heater', 'a cigarette end', 'sparks from the chimney', '<10-12>an overheated stove', '<1-4>an overheated stove', 'children playing with matches'],
    },
    years: [1945, 1991],
  },

  traffic: {
    second: BY_ROAD,
    headlines: ['Road accident near {place}', 'Two hurt in collision on the {place2} road', 'Motor accident at {place}', 'Lorry and car collide at {place}', 'Accident on the {place}–{place2} road'],
    lead: ['Two people were injured {when} evening when a car and a lorry collided on the main road between {place} and {place2}.'],
    body: [
      'The driver of the car, {P=resident.name}, of {place}, was taken to hospital with {=head injuries|a broken arm|cuts and bruises}.',
      'The lorry driver, from {place2}, was unhurt.',
      // Weather that holds in every month: no ice in the summer (issue 51, sixth reading row 15).
      'The road was {=wet|unlit|narrow at that point} and visibility poor at the time.',
      'Traffic between {place} and {place2} was held up for more than an hour.',
      'The police have appealed to motorists to drive with care on this stretch near {place}.',
    ],
    years: [1945, 1991],
  },

  council: {
    // No headline promises a vote: the vote is one of the body's sentences, which may be left out (issue 51, sixth reading).
    headlines: ['{place} council considers {item_topic}', 'Council debates {item_topic} at {place}', '{place}: council meeting of {evDay}', 'Town hall news from {place}: {item_topic}', '{place} council and {item_topic}'],
    // The matter discussed is reported in every text: its plans and cost are the opening's, never left out of the body's draw (issue 51, sixth reading).
    // Plans, costs and estimates are a project's; the accounts have their own lines (item_*: one line of each; issue 51, fourth reading).
    // A commune voted its budget in the autumn, and a meeting of any month may pass last year's accounts: no "budget for the
    // coming year" in March (issue 51, seventh reading).
    // Two openings: a weekly of few kinds prints two councils in an issue, not in one sentence (issue 51, eighth reading).
    lead: [
      'The municipal council of {place} met {when} under the chairmanship of {P=mayor.titled}, and discussed {item_topic}. The alderman responsible, {Q=alderman.nom}, presented {item_plans}. {item_cost}',
      'The {place} council met {when} and discussed {item_topic}. The chair was taken by {P=mayor.titled}. {Q=alderman.nom}, the alderman in charge, presented {item_plans} to the members. {item_cost}',
    ],
    body: [
      '{item_doubt}',
      // The yes and no add up to the members present, which the sentence states: "9 votes to 2" of a council of 15 read as a
      // smaller council (issue 51, wave 11). Nobody abstains; the absent are the council's seats less those present.
      'After a long discussion, with {#present:seats-2..seats:w} members present, {item_voted} approved by {#yes:present-dissent..present-2} votes to {#no:present-yes..present-yes}.',
      'The council also voted a grant of {$grant:40-150} to the {club} of {place}.',
      'The next meeting of the {place} council will be held on {nextDate}.',
    ],
    lists: {
      item_topic: ['the new school', 'street lighting', 'the water supply', 'last year’s accounts', 'parking in the town centre', 'a new sports hall'],
      item_plans: ['the plans for the new school', 'the plans for street lighting', 'the plans for the water supply', 'the accounts for last year', 'the plans for parking in the town centre', 'the plans for a new sports hall'],
      item_cost: [
        // A school or a sports hall built after the war cost millions of francs (issue 51, eleventh reading row 4: not 391,000 francs
        // in 1959; approximate): lines 0 and 5 are those two.
        'The cost is put at {$cost:200000-550000}, part of which the Government has agreed to pay.',
        ...Array<string>(2).fill('The cost is put at {$cost:4000-30000}, part of which the Government has agreed to pay.'),
        'The accounts close with a surplus of {$surplus:200-3000}, which is to go to {provision}.',
        'The cost is put at {$cost:4000-30000}, part of which the Government has agreed to pay.',
        'The cost is put at {$cost:200000-550000}, part of which the Government has agreed to pay.',
      ],
      item_doubt: [
        '{R=councillor.nom} thought the estimate of {$cost:200000-550000} too high and asked for a second one.',
        ...Array<string>(2).fill('{R=councillor.nom} thought the estimate of {$cost:4000-30000} too high and asked for a second one.'),
        '{R=councillor.nom} thought the sum spent on {shortfall} too small.',
        '{R=councillor.nom} thought the estimate of {$cost:4000-30000} too high and asked for a second one.',
        '{R=councillor.nom} thought the estimate of {$cost:200000-550000} too high and asked for a second one.',
      ],
      item_voted: ['the plans were', 'the plans were', 'the plans were', 'the accounts were', 'the plans were', 'the plans were'],
      // A list entry takes no {=…|…} choice (its | is a noun's ending): the budget's items are lists of their own.
      // A surplus of some thousands buys no fire engine (some hundreds of thousands of francs from the 1950s): it goes to a fund for one.
      provision: ['new street lighting', 'the fund for a new fire engine', 'repairs to the schools'],
      shortfall: ['the roads', 'the schools', 'the fire brigade'],
      club: ['choral society', 'brass band', 'fire brigade'],
    },
    absent: [NO_COUNCIL],
    eventWeekdays: NOT_SUNDAY,
  },

  chamber: {
    // No headline names a speaker the body may leave out (issue 51, seventh reading row 8: no government speaker).
    headlines: ['Chamber debates {bill_topic}', 'In the Chamber: {bill_topic}', 'Deputies debate {bill_topic}', 'Debate resumes on {bill_topic}', 'Long debate on {bill_topic}'],
    lead: ['The Chamber of Deputies {when} continued its debate on {bill_topic}.'],
    body: [
      // The debate goes on from an earlier sitting (issue 51, fourth reading: not "continued" and then "opened").
      // Deputies were elected by canton until 1919, from then by the four constituencies, South, Centre, North and East
      // (issue 51: not "deputy for Echternach"); the English paper is of 1958 on. Each neglects his own. The reply is printed with
      // the critic it answers, never alone (issue 51, sixteenth reading row 1).
      '{P=deputy.nom}, {=a deputy for the North, spoke first, accusing the Government of neglecting the farms of the Oesling|a deputy for the South, spoke first, accusing the Government of neglecting the steel towns|a deputy for the East, spoke first, accusing the Government of neglecting the Moselle and its wine-growers|a deputy for the Centre, spoke first, accusing the Government of neglecting the rural cantons}. {=The rapporteur replied that the bill had been carefully prepared and would not place an undue burden on the budget|The Minister replied that the figures had been carefully estimated|The rapporteur promised that the committee would look at the objections again}.',
      // A bill's cost is its own (bill_*: one line of each); the budget has none (issue 51: "the cost of the budget").
      '{bill_cost}',
      'An amendment moved by {R=deputy.nom} was defeated by {#yes:20-26} votes to {#no:8-12}.',
      // The Chamber votes a bill twice unless the Council of State agrees to dispense it (Const. 1868 art. 59; issue 51).
      'The bill was finally passed by {#ayes:26-32} votes; the Council of State will be asked to dispense with the second constitutional vote.',
    ],
    lists: {
      bill_topic: ['the budget', 'the roads bill', 'school reform', 'pensions', 'the new housing law'],
      bill_cost: [
        'The Minister of Finance defended the estimates of each department in turn.',
        'The cost of the roads bill is estimated at {$cost:80000-400000}.',
        'The cost of school reform is estimated at {$cost:80000-400000}.',
        'The cost of pensions is estimated at {$cost:80000-400000}.',
        'The cost of the new housing law is estimated at {$cost:80000-400000}.',
      ],
    },
    absent: NO_CHAMBER,
    // The ordinary session opened on the second Tuesday of October and rose in the summer: no sitting is
    // reported in August, September or the first days of October (issue 51, ninth reading).
    months: [1, 2, 3, 4, 5, 6, 7, 11, 12],
    eventWeekdays: WEEKDAYS_ONLY,
  },

  europe: {
    headlines: [
      // The headline names no body the lead may not draw (issue 51, sixth reading row 13).
      { text: 'Coal and Steel Community: {topic}', to: 1967 },
      'Community and {topic}',
      'European news: {topic}',
      // Every body of this kind is of the Coal and Steel Community, not of the EEC (the Common Market, its
      // Commission in Brussels): no "Common Market" headline over it (issue 51, ninth reading).
      { text: 'Coal and steel: {topic}', from: 1958 },
      { text: 'Brussels and Luxembourg: {topic}', from: 1967 },
      'In the European institutions: {topic}',
    ],
    // Only the bodies that sat in Luxembourg in the year: the High Authority and the ECSC's Special Council
    // of Ministers (its first meeting 8 September 1952) until the merger of 1967, the ECSC Consultative
    // Committee throughout. The EEC's Council met in Brussels, and the Council sat in Luxembourg only from
    // 1967, in April, June and October, which a text of any month cannot keep (issue 51, sixth reading row 13).
    // Who sat at the meeting is the body's own (lists body_*, one line each): the High Authority's nine
    // members were independent of the governments, not national delegates, and had their seat in the
    // capital; the Council's members were the ministers of the member states; the Committee's were
    // producers, workers, consumers and dealers (issue 51, sixth reading follow-up).
    // Three wordings, so that a second meeting reported in one issue is not in the words of the first (issue 51, eighth reading D8 2).
    lead: [
      '{body_name} {when} discussed {topic} at its meeting in Luxembourg.',
      '{body_name} met {when} in Luxembourg, with {topic} first on its agenda.',
      '{body_name} {when} took up the question of {topic} at a sitting in Luxembourg.',
    ],
    body: [
      '{body_present}.',
      'Luxembourg steel makers hope the decision on {topic} will help their sales.',
      '{=The decisions will be published {=next week|before the end of the month}|The question will come up again {=next month|at the next meeting}|No statement was issued after the meeting}.',
      '{body_after}.',
      '{=Some {#officials:1-3},000 officials of the European institutions now live in the Grand Duchy|The meeting went on until the evening|Interpreters worked in {languages} languages}.',
    ],
    lists: {
      // The common market for steel is the ECSC's: named only before the EEC's Common Market was (1958).
      topic: ['the price of scrap', 'coal supplies', 'investment plans', 'the common market for steel@1952-1958', 'transport rates'],
      body_name: [
        'The High Authority of the European Coal and Steel Community@1952-1967',
        'The Special Council of Ministers of the Coal and Steel Community@1953-1967',
        'The Consultative Committee of the European Coal and Steel Community',
      ],
      body_present: [
        'All nine members of the High Authority, who take their instructions from no government, were present',
        'The ministers of all {members} member countries attended the meeting',
        'Producers, workers, consumers and dealers of all {members} member countries were represented at the meeting',
      ],
      body_after: [
        'The President of the High Authority gave a press conference at its seat in the capital after the meeting',
        'The delegations were received {reception} in Luxembourg',
        'The members of the Committee were received {reception} in Luxembourg',
      ],
      reception: ['at the town hall', 'at a lunch given by the Chamber of Commerce', 'by the Minister of Economic Affairs', 'at the Cercle municipal'],
      members: ['six@1952-1973', 'nine@1973-1981', 'ten@1981-1986', 'twelve@1986'],
      languages: ['four@1952-1973', 'six@1973-1981', 'seven@1981-1986', 'nine@1986'],
    },
    // From the first year all of them sat: the High Authority from 10 August 1952, the Committee from January 1953.
    years: [1953, 1991],
  },

  business: {
    // The steel reports by era (steel.ts; issue 51, fifteenth reading row 4: not "Dudelange works take on more men" in 1986): the
    // usual years' good news to 1974, the steel crisis from 1975, with no output, hiring or strong demand.
    headlines: [
      ...usualSteelYears(['Steel output rises at {place}', 'Steelworks at {place} report higher output', 'Business news: more steel from {place}', 'Industry: {place} works take on more men', 'Steel: a good month at {place}']),
      { text: 'The steel crisis at {place}', ...STEEL_CRISIS_YEARS },
      { text: 'Steel: more jobs to go at {place}', ...STEEL_CRISIS_YEARS },
      { text: 'Industry: the steelworks at {place}', ...STEEL_CRISIS_YEARS },
    ],
    lead: [
      ...usualSteelYears(['Steel production at {place} rose by {#pct:3-12} per cent last month, according to figures published {when}.']),
      // The crisis: short time (to the steel market's recovery of 1988), the jobs the works shed every year.
      { text: 'Short-time working continues at the steelworks at {place}, the management said {when}.', from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: 'A further {#jobs:80-400} jobs are to go at the steelworks at {place} this year, the management announced {when}.', ...STEEL_CRISIS_YEARS },
      { text: 'The workforce of the steelworks at {place} fell by {#fewer:150-600} last year, according to figures published {when}.', from: 1976, to: STEEL_CRISIS_YEARS.to },
    ],
    body: [
      ...usualSteelYears([
        // The change in the workforce, not its size: each of the great works employed several thousand (issue 51, tenth reading row 12).
        'The works at {place} have taken on {#men:30-180} more workers in the past {=three|six} months.',
        { text: 'Demand from the Common Market countries remains {=strong|firm|steady|good}.', from: 1958 },
        { text: 'Demand from the Coal and Steel Community countries remains {=strong|firm|steady}.', to: 1958 },
        '{=New orders have come in from {=Belgium|France|the Netherlands|Germany}|The order books are full until the end of the year|The works plan to build {#houses:20-80} houses for their workers}.',
        // No foreign banks in a steel report: the banking centre and its German banks came from 1967 (issue 51, seventh reading).
        // Output has risen (the lead): a hopeful outlook, never "a difficult year" (issue 51, fourth reading).
        'The Chamber of Commerce expects a {=good|fair|busy} year for {place}.',
      ]),
      // The crisis (unsure facts left out: which furnace closed when). Early retirement and the tripartite from the agreements of 1977;
      // the Community's production quotas of the "manifest crisis", from 1981 to 1988.
      { text: 'Demand for steel in the Common Market remains weak.', from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: '{=Most of the men affected are to take early retirement|Most of the jobs are to go through early retirement}.', from: 1978, to: STEEL_CRISIS_YEARS.to },
      { text: 'Men not needed at the works are being employed on special public works for the State and the communes.', ...STEEL_CRISIS_YEARS },
      { text: 'The restructuring is being discussed by the Government, the unions and the employers in the tripartite committee.', from: 1978, to: STEEL_CRISIS_YEARS.to },
      { text: '{=The unions insist that no worker be dismissed|The unions say they will accept no dismissals}.', ...STEEL_CRISIS_YEARS },
      { text: 'The Commission of the European Communities has fixed production quotas for the steelworks of the Community.', from: 1981, to: 1988 },
    ],
    // Steel is made where a works has its converters: not at Rumelange, whose blast furnaces made pig iron (issue 51, eighth reading);
    // not at Dudelange from 1985 (steel.ts).
    places: steelReportTowns(STEEL_PLANT_TOWNS),
    years: [1952, 1991],
  },

  community: {
    headlines: ['{club_name} meets at {place}', 'Around the community: {club_name}', '{club_name}: annual meeting', 'News of the {club_name}', 'The {club_name} at {place}'],
    lead: ['The annual general meeting of the {club_name} was held {when} at {place}, with {#members:30-120} members present.'],
    // A club has at least the members who came to its meeting; its annual meeting is held in the first
    // months of the year, so the summer's trip is still ahead, and it goes to no town of the country a
    // meeting can be held at; a church's meeting is its congregation's, not a committee of 100
    // (issue 51, sixth reading row 16, fifth reading). What meets days after it is the new committee, not the club (issue 51,
    // sixteenth reading, small: "The next meeting will be held on Tuesday, 5 May" five days after the annual meeting).
    body: [
      'The chairman, {club_chair}, thanked the committee for its work during the year.',
      'The accounts show a balance of {$cash:100-900}.',
      'A {=summer outing|coach trip|picnic} to {=Trier|Bourscheid castle|the Müllerthal|Bastogne} is planned for {=June|July|September}.',
      '{=New members are always welcome at the {club_name}|The {club_name} now has {#members2:members+5..members+60} members|The new committee will hold its first meeting on {nextDate}}.',
    ],
    lists: {
      club_name: ['British Ladies’ Club', 'American Women’s Club', 'Anglo-Luxembourg Society', 'Luxembourg Players', 'Saint George’s Church congregation'],
      // The women's clubs have a chairwoman; the others a man before 1970 (clubPresident, people.ts; issue 51, thirteenth reading).
      club_chair: ['{P=chairwoman.nom}', '{P=chairwoman.nom}', '{P=clubPresident.nom}', '{P=clubPresident.nom}', '{P=clubPresident.nom}'],
    },
    years: [1952, 1991],
    months: [1, 2, 3, 4, 5],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  culture: {
    // One event a note is about: its headline, who gave it, what was played or shown are one line of
    // each show_ list (issue 51, sixth reading row 12: no orchestra presenting a play, no "Exhibition
    // opens" over a concert).
    // A painter, a soloist or a choir's conductor of the country is a Luxembourger ({P=resident}); the
    // Players, the English-speaking amateur company, may have a Briton in the lead (issue 51, eighth reading row 3).
    headlines: ['{show_head}'],
    lead: ['{show_lead}'],
    body: ['{show_body}', '{show_more}', '{show_hall}', 'The proceeds, {$proceeds:60-300}, go to the Red Cross at {place}.'],
    lists: {
      // One headline of the three plays names the theatre: a short headline of the word fills the first page of its search (issue 51).
      show_head: ['Concert at {place}', 'Music in {place}', 'Theatre at {place}: “{play}”', 'The Players at {place}: “{play}”', 'Exhibition opens in {place}', 'New season opens at {place}'],
      show_lead: [
        'The Radio Symphony Orchestra gave a concert {when} evening before a large audience at {place}.',
        'The Conservatoire choir sang {when} evening before a large audience at {place}.',
        'The Luxembourg Players presented “{play}” {when} at {place}.',
        'The Luxembourg Players gave “{play}” {when} evening at {place}.',
        'An exhibition of paintings by {P=resident.nom} opened {when} at the town hall of {place}.',
        'The theatre season at {place} opened {when} with “{play}”, given by the Luxembourg Players.',
      ],
      show_body: [
        'The programme included works by {composers}.',
        'The programme included works by {choral}.',
        '{P.nom} was warmly applauded in the leading part.',
        '{P.nom} was warmly applauded in the leading part.',
        'Some {#works:3-8:0} paintings and drawings are on show.',
        '{P.nom} was warmly applauded in the leading part.',
      ],
      show_more: [
        'The soloist, {P=resident.nom}, was warmly applauded.',
        'The choir was conducted by {P=resident.nom}.',
        'The scenery was painted by members of the company.',
        'The scenery was painted by members of the company.',
        'The exhibition will be open daily until the end of the month.',
        'The scenery was painted by members of the company.',
      ],
      // What the audience saw and heard, one line for each event (issue 51, ninth reading: thin culture notes).
      show_hall: [
        'The symphony that closed the evening was followed by long applause, and the orchestra gave an encore.',
        'The choir of some {#voices:4-7:0} voices sang part of the programme unaccompanied.',
        'The company, amateurs of the English-speaking community, had rehearsed the play for three months.',
        'The hall was full, and many in the audience were Luxembourgers who had come to hear English spoken on the stage.',
        'Most of the paintings are landscapes of the Oesling and the Moselle, and several were sold on the first day.',
        'Four more plays are announced for the season, the next of them in a month’s time.',
      ],
      composers: ['Beethoven and Schubert', 'Mozart and Haydn', 'Brahms and Dvořák'],
      choral: ['Bach and Handel', 'Palestrina and Mozart', 'Brahms and Mendelssohn'],
      play: ['The Importance of Being Earnest', 'Blithe Spirit', 'The Rivals', 'She Stoops to Conquer'],
    },
    years: [1952, 1991],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  vintage: {
    headlines: ['Grape harvest begins at {place}', 'On the Moselle: vintage at {place}', 'A good year at {place}?', 'Moselle wine: {place} picks its grapes'],
    lead: ['The grape harvest began {when} at {place}; the grapes are {=well ripened|a little sour after the cool summer|healthy but few}.'],
    body: ['Growers at {place} expect about {#hl:4-9:0} hectolitres to the hectare.', 'Prices for the new wine are expected to be {=firm|lower|steady}.', 'The wine co-operative at {place} has taken on {#hands:10-40} extra hands.'],
    places: MOSELLE,
    // The Moselle's harvest began in the last days of September at the earliest, mostly in October: printed in October (issue 51, sixth reading: not begun on 3 September 1910).
    months: [10],
    years: [1952, 1991],
  },

  telegram: {
    // The city stands in the dateline that opens the dispatch, not in its headline as well; the headline says what happened
    // (issue 51, twelfth reading: not "The Hague: Benelux talks" over "The Hague, 3 January (ANP). —").
    headlines: ['Latest news: {topic}', 'News from abroad: {topic}', '{topic}'],
    lead: ['{city}, {evDay} ({agency}). — {news}'],
    body: ['{news2}', '{news3}'],
    eventDaysBefore: [1, 2],
  },

  football: {
    headlines: ['Football: {club} beat {rival}', 'Sport: {club} v {rival}', 'A win for {club}', 'League football: {club} and {rival}'],
    lead: ['{club} beat {rival} by {#h1:2-3} goals to {#h2:0-1} {when} in front of some {#crowd:8-30:00} spectators.'],
    body: [
      '{=The home side were ahead at half-time|{club} were already in the lead at half-time|There was no score at half-time}.',
      '{P=player.fam} scored the decisive goal for {club}.',
      '{=The referee kept a firm control of the game at {place}|The referee had an easy afternoon|Both sides had chances in the last ten minutes}.',
    ],
    // Each club from its founding to its merger (the Stade into the F91 in 1991); a league match on a Sunday, reported in the next days.
    lists: {
      club: ['Jeunesse Esch@1907', 'Union Luxembourg@1925-2005', 'Red Boys Differdange@1919-2003', 'Stade Dudelange@1913-1991'],
      rival: ['Progrès Niederkorn@1919', 'Spora Luxembourg@1923-2005', 'Aris Bonnevoie@1922-2001', 'Etzella Ettelbruck@1917'],
    },
    years: [1952, 1991],
    eventDaysBefore: [1, 1],
    eventWeekdays: SUNDAY,
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },
}
