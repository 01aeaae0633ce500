/**
 * The eighth reading's "mould sameness" (issue 51): a town's long name shortened after its first
 * mention as its people shorten it, never where the short name could be another town's
 * (place-mentions.ts), and two short notes of a kind in one issue half in the same words
 * (draft-writer.ts, halfAlike).
 */
import { describe, expect, it } from 'vitest'
import { halfAlike, storySentences } from '#src/demo/story-frames.ts'
import { laterMentionsShort } from '#src/demo/place-mentions.ts'

describe('later mentions of a town', () => {
  it('keeps the first mention in full and shortens the later ones, in each language', () => {
    const de = laterMentionsShort('Kirmes in Esch an der Alzette.', ['Die Kirmes in Esch an der Alzette war gut besucht.', 'Abends war Ball im Saale von Esch an der Alzette; die Musik von Esch an der Alzette spielte.'])
    expect(de).toEqual(['Die Kirmes in Esch an der Alzette war gut besucht.', 'Abends war Ball im Saale von Esch; die Musik von Esch spielte.'])
    expect(laterMentionsShort('', ["Le feu a pris à Esch-sur-Alzette. Les pompiers d'Esch-sur-Alzette sont venus."])).toEqual(["Le feu a pris à Esch-sur-Alzette. Les pompiers d'Esch sont venus."])
    expect(laterMentionsShort('', ['Zu Esch-Uelzecht war Kiermes, a bal ganz Esch-Uelzecht war op de Been.'])).toEqual(['Zu Esch-Uelzecht war Kiermes, a bal ganz Esch war op de Been.'])
    expect(laterMentionsShort('', ['The council of Mondorf-les-Bains met. The Mondorf-les-Bains choir sang.'])).toEqual(['The council of Mondorf-les-Bains met. The Mondorf choir sang.'])
  })

  it('leaves a single mention, other towns, and a text that names another Esch as they are', () => {
    expect(laterMentionsShort('Brand in Esch an der Alzette.', ['Es brannte in Esch an der Alzette.'])).toEqual(['Es brannte in Esch an der Alzette.'])
    expect(laterMentionsShort('', ['In Ettelbrück und in Ettelbrück.'])).toEqual(['In Ettelbrück und in Ettelbrück.'])
    const both = ['Von Esch an der Alzette nach Esch-sur-Sûre, und zurück nach Esch an der Alzette.']
    expect(laterMentionsShort('', both)).toEqual(both)
  })
})

describe('short notes alike', () => {
  const note = (town: string, price: string) => [`D'Bauere ronderëm ${town} soen, den Hawer stéing dëst Joer ${price}. Um leschte Maart vu Fiels waren d'Präisser net schlecht.`]
  it('takes two farm notes of two sentences, one of them alike, for one note twice', () => {
    expect(halfAlike(storySentences(note('Walfer', 'gutt')), storySentences(note('Diddeleng', 'net esou gutt')))).toBe(true)
  })
  it('does not take a long report sharing one stock sentence for the same report', () => {
    const long = storySentences([
      'Am Montag brach in der Scheune des Herrn Weber zu Mersch Feuer aus. Die Feuerwehr von Mersch war bald zur Stelle. Das Vieh konnte gerettet werden. Die Ursache des Brandes ist unbekannt. Der Schaden ist durch Versicherung gedeckt.',
    ])
    const other = storySentences([
      'In der Nacht zum Dienstag wurde die Mühle von Wiltz ein Raub der Flammen. Die Nachbarhäuser blieben verschont. Man vermutet Brandstiftung, und die Gendarmerie ermittelt. Der Schaden ist durch Versicherung gedeckt.',
    ])
    expect(halfAlike(long, other)).toBe(false)
  })
})
