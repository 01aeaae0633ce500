/**
 * The people of the demo papers: names that fit their generation, roles that fit their time
 * (no woman mayor in 1911: a role names the year women first held it), and a cast of recurring
 * office-holders, so a search for a mayor finds the council reports of the years of office.
 */
import { zipfList, type Rng } from './random.ts'
import type { Person, RoleNames } from './person-forms.ts'
import type { Localized } from './story.ts'
import { FAMILY_NAMES, PLACES, HOME_PLACE_COUNT } from './vocabulary.ts'

/** Given names and the first year of birth they are usual for (Luxembourg mixed German and French forms). */
const GIVEN: { m: [string, number][]; f: [string, number][] } = {
  m: [
    ['Johann', 0], ['Jean', 0], ['Nikolaus', 0], ['Nicolas', 0], ['Peter', 0], ['Pierre', 0], ['Michel', 0], ['Mathias', 0],
    ['Joseph', 0], ['Jakob', 0], ['Heinrich', 0], ['Franz', 0], ['Karl', 0], ['Wilhelm', 0], ['Theodor', 0], ['Ernest', 0],
    ['Emile', 0], ['Léon', 0], ['Paul', 0], ['Victor', 0], ['Edmond', 0], ['Camille', 0], ['Alphonse', 0], ['Eugène', 0],
    ['Auguste', 0], ['Félix', 0], ['Henri', 0], ['Aloyse', 0], ['Dominique', 0], ['Jules', 0], ['Théophile', 0],
    ['Marcel', 1870], ['René', 1870], ['Roger', 1890], ['Fernand', 1870], ['Albert', 1850], ['Robert', 1870], ['Gaston', 1860],
    ['Lucien', 1850], ['Raymond', 1880], ['André', 1880], ['Norbert', 1890], ['Batty', 1890], ['Jos', 1890], ['Pit', 1900],
    ['Fränz', 1900], ['Josy', 1915], ['Jeannot', 1920], ['Marc', 1925], ['Guy', 1925], ['Claude', 1925], ['Nico', 1930], ['Romain', 1930],
  ],
  f: [
    ['Maria', 0], ['Marie', 0], ['Anna', 0], ['Anne', 0], ['Katharina', 0], ['Catherine', 0], ['Margaretha', 0], ['Marguerite', 0],
    ['Susanna', 0], ['Elisabeth', 0], ['Barbara', 0], ['Angélique', 0], ['Joséphine', 0], ['Louise', 0], ['Thérèse', 0],
    ['Mathilde', 0], ['Clémence', 0], ['Madeleine', 0], ['Hélène', 0], ['Jeanne', 0], ['Gertrud', 0], ['Triny', 1850],
    ['Léonie', 1850], ['Emma', 1850], ['Bertha', 1850], ['Lucie', 1860], ['Marthe', 1860], ['Germaine', 1880], ['Irène', 1880],
    ['Renée', 1890], ['Simone', 1900], ['Yvonne', 1900], ['Mady', 1910], ['Lily', 1910], ['Josée', 1925], ['Monique', 1930],
    ['Nicole', 1935], ['Colette', 1925], ['Christiane', 1930], ['Liliane', 1930],
  ],
}

const ENGLISH_GIVEN = {
  m: ['John', 'William', 'George', 'Thomas', 'James', 'Charles', 'Henry', 'Arthur', 'Walter', 'Frank', 'Peter', 'David', 'Michael'],
  f: ['Mary', 'Elizabeth', 'Margaret', 'Helen', 'Dorothy', 'Ruth', 'Alice', 'Joan', 'Patricia', 'Susan'],
}
const ENGLISH_FAMILY = ['Smith', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Hughes', 'Walker', 'Wright', 'Green', 'Hall', 'Turner', 'Harris']

/** Every given name the demo gives, by sex (the tests check honorifics against them). */
export const GIVEN_NAMES: { male: readonly string[]; female: readonly string[] } = {
  male: [...GIVEN.m.map(([name]) => name), ...ENGLISH_GIVEN.m],
  female: [...GIVEN.f.map(([name]) => name), ...ENGLISH_GIVEN.f],
}

const familyList = zipfList(FAMILY_NAMES, 0.7, 3)
export const homePlaces = zipfList(PLACES.slice(0, HOME_PLACE_COUNT), 0.9, 1.5)

/** A given name usual for someone adult in `year` (born some 25 to 70 years before). */
function givenName(rng: Rng, female: boolean, year: number): string {
  const born = year - rng.int(25, 70)
  const fitting = GIVEN[female ? 'f' : 'm'].filter(([, from]) => from <= born).map(([name]) => name)
  return rng.pick(fitting)
}

export function familyName(rng: Rng): string {
  return familyList.pick(rng)
}

/** A name for a person of the given sex and year; English papers name English residents half the time. */
export function personName(rng: Rng, female: boolean, year: number, english = false): { given: string; family: string } {
  if (english && rng.chance(0.5)) return { given: rng.pick(ENGLISH_GIVEN[female ? 'f' : 'm']), family: rng.pick(ENGLISH_FAMILY) }
  return { given: givenName(rng, female, year), family: familyName(rng) }
}

const role = (male: Localized, female: Localized, femaleFrom: number, femaleShare = 0.2): RoleNames => ({ male, female, femaleFrom, femaleShare })
const same = (de: string, fr: string, lb: string, en: string): Localized => ({ de, fr, lb, en })

/**
 * Roles in the news and the first year a woman holds one in the demo (the vote and eligibility
 * came in 1919; the first woman mayor and minister much later). 9999: the texts of that role are
 * written for a man (a carter, a miner, the defendant of a period court report).
 */
export const ROLES: Record<string, RoleNames> = {
  mayor: role(same('Bürgermeister', 'bourgmestre', 'Buergermeeschter', 'mayor'), same('Bürgermeisterin', 'bourgmestre', 'Buergermeeschtesch', 'mayor'), 1960),
  // A member of a municipal council: women were eligible from 1919, and few sat before the 1960s.
  councillor: role(same('Ratsmitglied', 'conseiller', 'Conseiller', 'councillor'), same('Ratsmitglied', 'conseillère', 'Conseillère', 'councillor'), 1919, 0.05),
  alderman: role(same('Schöffe', 'échevin', 'Schäffen', 'alderman'), same('Schöffin', 'échevine', 'Schäffin', 'alderwoman'), 1950),
  // Women could sit from 1919, but one did (Marguerite Thomas-Clement, 1919–31) before Astrid Lulling
  // in 1965 (issue 51, fifth reading: "die Abgeordnete Schroeder" in 1951); a tenth of the seats at most until the 1990s.
  deputy: role(same('Abgeordneter', 'député', 'Deputéierten', 'deputy'), same('Abgeordnete', 'députée', 'Deputéiert', 'deputy'), 1965, 0.1),
  chamberPresident: role(same('Kammerpräsident', 'président de la Chambre', 'Chamberpresident', 'President of the Chamber'), same('Kammerpräsidentin', 'présidente de la Chambre', 'Chamberpresidentin', 'President of the Chamber'), 1989),
  primeMinister: role(same('Staatsminister', "ministre d'État", 'Staatsminister', 'Prime Minister'), same('Staatsministerin', "ministre d'État", 'Staatsministesch', 'Prime Minister'), 9999),
  minister: role(same('Minister', 'ministre', 'Minister', 'minister'), same('Ministerin', 'ministre', 'Ministesch', 'minister'), 1967),
  teacher: role(same('Lehrer', 'instituteur', 'Schoulmeeschter', 'schoolmaster'), same('Lehrerin', 'institutrice', 'Joffer', 'schoolmistress'), 0),
  inspector: role(same('Schulinspektor', 'inspecteur', 'Schoulinspekter', 'school inspector'), same('Schulinspektorin', 'inspectrice', 'Schoulinspektesch', 'school inspector'), 1960),
  priest: role(same('Pfarrer', 'curé', 'Paschtouer', 'parish priest'), same('Pfarrer', 'curé', 'Paschtouer', 'parish priest'), 9999),
  president: role(same('Präsident', 'président', 'President', 'president'), same('Präsidentin', 'présidente', 'Presidentin', 'president'), 1930),
  bandmaster: role(same('Dirigent', 'chef de musique', 'Dirigent', 'bandmaster'), same('Dirigentin', 'cheffe de musique', 'Dirigentin', 'conductor'), 9999),
  fireChief: role(same('Kommandant', 'commandant', 'Kommandant', 'chief officer'), same('Kommandantin', 'commandante', 'Kommandantin', 'chief officer'), 9999),
  gendarme: role(same('Gendarm', 'gendarme', 'Gendarm', 'constable'), same('Gendarmin', 'gendarme', 'Gendarmin', 'constable'), 9999),
  defendant: role(same('Angeklagter', 'prévenu', 'Ugekloten', 'defendant'), same('Angeklagte', 'prévenue', 'Ugekloten', 'defendant'), 9999),
  defender: role(same('Advokat', 'avocat', 'Affekot', 'counsel'), same('Advokatin', 'avocate', 'Affekotin', 'counsel'), 9999),
  carter: role(same('Fuhrmann', 'voiturier', 'Fuerman', 'carter'), same('Fuhrmann', 'voiturier', 'Fuerman', 'carter'), 9999),
  miner: role(same('Bergmann', 'mineur', 'Minettsaarbechter', 'miner'), same('Bergmann', 'mineur', 'Minettsaarbechter', 'miner'), 9999),
  winegrower: role(same('Winzer', 'vigneron', 'Wënzer', 'winegrower'), same('Winzerin', 'vigneronne', 'Wënzerin', 'winegrower'), 9999),
  player: role(same('Spieler', 'joueur', 'Spiller', 'player'), same('Spielerin', 'joueuse', 'Spillerin', 'player'), 9999),
  rider: role(same('Fahrer', 'coureur', 'Coureur', 'rider'), same('Fahrerin', 'coureuse', 'Coureuse', 'rider'), 9999),
  doctor: role(same('Arzt', 'médecin', 'Dokter', 'doctor'), same('Ärztin', 'médecin', 'Doktesch', 'doctor'), 1925),
  // Widows and daughters kept shops at every date: a shopkeeper is a woman one time in six.
  merchant: role(same('Kaufmann', 'négociant', 'Geschäftsmann', 'merchant'), same('Geschäftsinhaberin', 'négociante', 'Geschäftsfra', 'shopkeeper'), 0, 0.16),
  // The people of the serial novels: a young woman, a young man, an older man.
  heroine: role(same('Heldin', 'héroïne', 'Heldin', 'heroine'), same('Heldin', 'héroïne', 'Heldin', 'heroine'), 0),
  // The chair of a women's club, always a woman.
  chairwoman: role(same('Vorsitzende', 'présidente', 'Presidentin', 'chairman'), same('Vorsitzende', 'présidente', 'Presidentin', 'chairman'), 0, 1),
  hero: role(same('Held', 'héros', 'Held', 'hero'), same('Held', 'héros', 'Held', 'hero'), 9999),
  father: role(same('Vater', 'père', 'Papp', 'father'), same('Vater', 'père', 'Papp', 'father'), 9999),
  notary: role(same('Notar', 'notaire', 'Notaire', 'notary'), same('Notarin', 'notaire', 'Notaire', 'notary'), 1975),
  // The official an appointment replaces: no one of the cast (the cast's notary of a town is its appointee), written as a man.
  official: role(same('Beamter', 'fonctionnaire', 'Beamten', 'official'), same('Beamtin', 'fonctionnaire', 'Beamtin', 'official'), 9999),
  // Someone of a Luxembourg town in the news (a barn's owner, a driver): a Luxembourg name in an English paper too (issue 51: not "Mr. Thomas Harris's bakery").
  resident: role(same('Einwohner', 'habitant', 'Awunner', 'resident'), same('Einwohnerin', 'habitante', 'Awunnerin', 'resident'), 0, 0.25),
  // The driver of a private car: a woman at the wheel was rare before the 1950s, when few Luxembourg households had a car at all
  // (issue 51, ninth reading: 43 of 71 women drivers dated 1940–49); a tenth of the drivers in an accident report after it.
  driver: role(same('Fahrer', 'conducteur', 'Chauffeur', 'driver'), same('Fahrerin', 'conductrice', 'Chauffeuse', 'driver'), 1950, 0.1),
}

/** Someone who turns up in the news again and again, so searches find related articles. */
export interface CastMember extends Person {
  role: string
  place: Localized
  from: number
  to: number
}

/** Roles that recur: the office-holders of each town. */
const CAST_ROLES = ['mayor', 'mayor', 'mayor', 'alderman', 'deputy', 'deputy', 'teacher', 'priest', 'president', 'doctor', 'notary']

/** Makes the recurring office-holders, spread over the period. */
export function makeCast(rng: Rng, size: number, from: number, to: number): CastMember[] {
  const cast: CastMember[] = []
  for (let i = 0; i < size; i++) {
    const start = rng.int(from - 10, to - 5)
    const roleKey = rng.pick(CAST_ROLES)
    const holds = ROLES[roleKey]
    const female = holds !== undefined && start >= holds.femaleFrom && rng.chance(holds.femaleShare ?? 0.2)
    const name = personName(rng, female, start + 10)
    cast.push({ ...name, female, role: roleKey, place: homePlaces.pick(rng), from: start, to: start + rng.int(12, 30) })
  }
  return cast
}

/**
 * The capital's mayor, named by the office alone: a real office whose holders are documented, so an
 * invented text names none of them (issue 51: "the mayor, Mr. Krantz" in 1958, the year of Émile
 * Hamilius). A woman held it from 1970 to 1980 (Colette Flesch) and from 1982 (Lydie Polfer).
 */
function capitalMayor(year: number): Person {
  return { given: '', family: '', female: (year >= 1970 && year < 1980) || year >= 1982, unnamed: true }
}

/** A person for a role at a place in a year: the cast's holder when there is one, or someone new. */
export function pickPerson(rng: Rng, cast: readonly CastMember[], roleKey: string | undefined, place: Localized | undefined, year: number, english: boolean): Person {
  if (roleKey === 'mayor' && place?.de === 'Luxemburg') return capitalMayor(year)
  if (roleKey !== undefined && place !== undefined) {
    const holder = cast.find((c) => c.role === roleKey && c.place.de === place.de && c.from <= year && c.to >= year)
    if (holder) return holder
  }
  const holds = roleKey === undefined ? undefined : ROLES[roleKey]
  const female = roleKey === 'heroine' || (holds === undefined ? rng.chance(0.25) : year >= holds.femaleFrom && rng.chance(holds.femaleShare ?? 0.2))
  // Office-holders of Luxembourg towns bear Luxembourg names, even in an English paper.
  return { ...personName(rng, female, year, english && roleKey === undefined), female }
}

/**
 * A husband's or wife's given name for a family: English for an English family, else one of the
 * country's of the year (issue 51, eighth reading: "husband of Margaret Schiltz" in the English paper).
 */
export function spouseGiven(rng: Rng, female: boolean, year: number, family: string): string {
  return ENGLISH_FAMILY.includes(family) ? rng.pick(ENGLISH_GIVEN[female ? 'f' : 'm']) : givenName(rng, female, year)
}

/**
 * The year from which a woman chairs a band, a choir, a gymnastics or drama society (the societies of
 * the de and fr `society` kinds, the English clubs not of women): they were chaired by men until about
 * 1970, even where women sang in them (issue 51, thirteenth reading: "Mme Wagener, la présidente" of the
 * Grevenmacher fanfare in 1945, the "Präsidentin" of a Männerchor in 1934). A women's club has its
 * chairwoman at every date (`chairwoman`).
 */
export const CLUB_PRESIDENT_FEMALE_FROM = 1970

// A role of its own, so the cast's `president` (whose women date from 1930) is not drawn for a band's chair.
ROLES.clubPresident = role(same('Präsident', 'président', 'President', 'president'), same('Präsidentin', 'présidente', 'Presidentin', 'president'), CLUB_PRESIDENT_FEMALE_FROM)

/** Whether a cast member may be shown in a year with the office's name: no woman as "Präsidentin" of a society before 1970. */
export function holdsAsNamed(member: CastMember, year: number): boolean {
  return !member.female || member.role !== 'president' || year >= CLUB_PRESIDENT_FEMALE_FROM
}

// A deputy who speaks in a Chamber debate, of no town's seat in the cast: the lb Chamber note may name the town's deputy (a cast
// member, the same at each draw) its rapporteur, and its critic is then another deputy (issue 51, fifteenth reading: the rapporteur
// who attacks the minister and then answers himself). Women as for `deputy`.
ROLES.debater = role(same('Abgeordneter', 'député', 'Deputéierten', 'deputy'), same('Abgeordnete', 'députée', 'Deputéiert', 'deputy'), 1965, 0.1)
