/**
 * A title that begins with an article, after a French preposition (issue 39: « Tous les numéros
 * de Le Journal »). The article of a title contracts with « de » and is written in lower case
 * after a preposition, outside the title proper, as the Lexique des règles typographiques en usage
 * à l'Imprimerie nationale has it: du Journal, de la Revue luxembourgeoise, des Annales,
 * de l’Indépendance luxembourgeoise; dans le Petit Journal luxembourgeois. A title without an
 * article takes « de » or, before a vowel or a mute h, « d’ ».
 */
const ARTICLE = /^(le|la|les|l['’])\s*/i
const VOWEL = /^[aeiouyàâäéèêëîïôöûüœh]/i

function splitArticle(title: string): { article: string; rest: string } | undefined {
  const match = ARTICLE.exec(title)
  if (!match) return undefined
  return { article: (match[1] ?? '').toLowerCase().replace("'", '’'), rest: title.slice(match[0].length) }
}

/** « de » and a title: du Journal, de la Revue luxembourgeoise, de l’Écho des Ardennes, d’Escher Tageblatt. */
export function frenchOfTitle(title: string): string {
  const parts = splitArticle(title)
  if (!parts) return VOWEL.test(title) ? `d’${title}` : `de ${title}`
  switch (parts.article) {
    case 'le':
      return `du ${parts.rest}`
    case 'les':
      return `des ${parts.rest}`
    case 'la':
      return `de la ${parts.rest}`
    default:
      return `de l’${parts.rest}`
  }
}

/** A title after another preposition (dans, sur): its article in lower case, le Petit Journal luxembourgeois. */
export function frenchTitleInSentence(title: string): string {
  const parts = splitArticle(title)
  if (!parts) return title
  return parts.article === 'l’' ? `l’${parts.rest}` : `${parts.article} ${parts.rest}`
}
