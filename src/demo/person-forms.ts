/**
 * How a person is named in each language: titles, cases, pronouns, the holder of a role ({P.nom},
 * {P.er}, {P.il}, {P=mayor}). Apart from the scene, which only decides who the person is.
 */
import { capitalize, luxKeepsN } from './nouns.ts'
import type { Lang, Localized } from './vocabulary.ts'

export interface Person {
  given: string
  family: string
  female: boolean
  /** The role the person holds in the text, if any (a key of ROLES). */
  role?: string
  /** Where the role is held. */
  place?: Localized
  /**
   * Named by the office alone ("der Bürgermeister", "M. le bourgmestre"): the holder of a real,
   * documented office (the capital's mayor), whom an invented text does not name (issue 51).
   */
  unnamed?: boolean
}

export interface RoleNames {
  male: Localized
  female: Localized
  /** Women held this office from this year on; before it the role goes to a man. */
  femaleFrom: number
  /** The share of women among its holders once they may hold it (0.2 unless said). */
  femaleShare?: number
}

/** The forms of a person named by the office alone: the office with its article, for every form that would name them. */
function officeForm(female: boolean, lang: Lang, form: string, roleName: string): string | undefined {
  const f = female
  switch (lang) {
    case 'de':
      if (['', 'nom', 'titled', 'name', 'fam', 'given'].includes(form)) return `${f ? 'die' : 'der'} ${roleName}`
      if (form === 'acc' || form === 'accFull') return `${f ? 'die' : 'den'} ${roleName}`
      if (form === 'dat' || form === 'datFull') return `${f ? 'der' : 'dem'} ${roleName}`
      if (form === 'gen' || form === 'titledGen') return f ? `der ${roleName}` : `des ${roleName}s`
      return undefined
    case 'fr':
      return ['', 'nom', 'titled', 'name', 'fam', 'given'].includes(form) ? `${f ? 'Mme' : 'M.'} le ${roleName}` : undefined
    case 'lb':
      if (['', 'nom', 'Nom', 'titled', 'name', 'fam', 'given'].includes(form)) {
        const named = f ? `d'${roleName}` : `${luxKeepsN(roleName) ? 'den' : 'de'} ${roleName}`
        return form === 'Nom' ? capitalize(named) : named
      }
      return form === 'dat' ? `${f ? 'der' : 'dem'} ${roleName}` : undefined
    case 'en':
      return ['', 'nom', 'titled', 'name', 'fam', 'given'].includes(form) ? `the ${roleName}` : undefined
  }
}

/** The holder named with the office: "Bürgermeister Welter", "des Bürgermeisters Welter", "M. le bourgmestre Weber", "the mayor, Mr. Krantz". */
function titledForm(person: Person, lang: Lang, form: string, roleName: string): string | undefined {
  const f = person.female
  if (form === 'titledGen' && lang === 'de') return f ? `der ${roleName} ${person.family}` : `des ${roleName}s ${person.family}`
  if (form !== 'titled') return undefined
  switch (lang) {
    case 'de':
      return `${roleName} ${person.family}`
    case 'fr':
      return `${f ? 'Mme' : 'M.'} le ${roleName} ${person.family}`
    case 'lb':
      return `${f ? "d'" : luxKeepsN(roleName) ? 'den ' : 'de '}${roleName} ${person.family}`
    case 'en':
      return `the ${roleName}, ${f ? 'Mrs.' : 'Mr.'} ${person.family}`
  }
}

/** The forms that differ by language (titles, pronouns, articles); undefined for the others. */
function languageForm(person: Person, lang: Lang, form: string, roleName: string): string | undefined {
  const f = person.female
  const name = `${person.given} ${person.family}`
  const office = person.unnamed ? officeForm(f, lang, form, roleName) : titledForm(person, lang, form, roleName)
  if (office !== undefined) return office
  switch (lang) {
    case 'de':
      switch (form) {
        case '':
          return `${f ? 'Frau' : 'Herr'} ${name}`
        case 'nom':
          return `${f ? 'Frau' : 'Herr'} ${person.family}`
        case 'acc':
        case 'dat':
          return `${f ? 'Frau' : 'Herrn'} ${person.family}`
        case 'accFull':
        case 'datFull':
          return `${f ? 'Frau' : 'Herrn'} ${name}`
        case 'er':
          return f ? 'sie' : 'er'
        case 'Er':
          return f ? 'Sie' : 'Er'
        case 'ihn':
          return f ? 'sie' : 'ihn'
        case 'ihm':
          return f ? 'ihr' : 'ihm'
        case 'sein':
          return f ? 'ihr' : 'sein'
        case 'Sein':
          return f ? 'Ihr' : 'Sein'
        case 'gen':
          return `${f ? 'der Frau' : 'des Herrn'} ${person.family}`
        case 'der':
          return f ? 'die' : 'der'
        case 'Der':
          return f ? 'Die' : 'Der'
        case 'dem':
          return f ? 'der' : 'dem'
        case 'des':
          return f ? 'der' : 'des'
        case 'den':
          return f ? 'die' : 'den'
        case 'in':
          return f ? 'in' : ''
      }
      break
    case 'fr':
      switch (form) {
        case '':
          return `${f ? 'Mme' : 'M.'} ${name}`
        case 'nom':
          return `${f ? 'Mme' : 'M.'} ${person.family}`
        case 'il':
          return f ? 'elle' : 'il'
        case 'Il':
          return f ? 'Elle' : 'Il'
        case 'e':
          return f ? 'e' : ''
        case 'le':
          return f ? 'la' : 'le'
        case 'Le':
          return f ? 'La' : 'Le'
        case 'du':
          return f ? 'de la' : 'du'
        case 'au':
          return f ? 'à la' : 'au'
        case 'lui':
          return f ? 'elle' : 'lui'
        case 'leveuf':
          return f ? 'la veuve' : 'le veuf'
      }
      break
    case 'lb':
      switch (form) {
        case '':
          return f ? `d'Madame ${name}` : `den Här ${name}`
        case 'Nom':
          return f ? `D'Madame ${person.family}` : `Den Här ${person.family}`
        case 'nom':
          return f ? `d'Madame ${person.family}` : `den Här ${person.family}`
        case 'dat':
          return f ? `der Madame ${person.family}` : `dem Här ${person.family}`
        case 'hien':
          return f ? 'si' : 'hien'
        case 'Hien':
          return f ? 'Si' : 'Hien'
        case 'd':
          return f ? "d'" : luxKeepsN(roleName) ? 'den ' : 'de '
      }
      break
    case 'en':
      switch (form) {
        case '':
          return `${f ? 'Mrs.' : 'Mr.'} ${name}`
        case 'nom':
          return `${f ? 'Mrs.' : 'Mr.'} ${person.family}`
        case 'he':
          return f ? 'she' : 'he'
        case 'He':
          return f ? 'She' : 'He'
        case 'his':
          return f ? 'her' : 'his'
        case 'His':
          return f ? 'Her' : 'His'
        case 'him':
          return f ? 'her' : 'him'
      }
      break
  }
  return undefined
}

/** One form of a person's name or pronoun for the templates ({P.nom}, {P.er}, {P.il}, …). */
export function personForm(person: Person, lang: Lang, form: string, roles: Record<string, RoleNames>): string | undefined {
  const role = person.role ? roles[person.role] : undefined
  const roleName = role ? (person.female ? role.female : role.male)[lang] : ''
  const name = `${person.given} ${person.family}`
  const own = languageForm(person, lang, form, roleName)
  if (own !== undefined) return own
  switch (form) {
    case 'name':
      return name
    case 'given':
      return person.given
    case 'fam':
      return person.family
    case 'role':
      return roleName
    case 'Role':
      return capitalize(roleName)
  }
  return undefined
}
