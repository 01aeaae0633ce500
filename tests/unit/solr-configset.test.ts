/**
 * The Solr configset against the facet table (issue 54): every facet's field (src/search/solr/fields.ts)
 * is declared in solr/configset/managed-schema.xml with docValues (Solr counts and filters a facet
 * from them), indexed, and multi-valued exactly when the table says a unit may hold several of the
 * facet's values. Read from the file, so a facet added to the table and not to the configset fails
 * here rather than on the cluster.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'
import { FACET_NAMES, facetNamed, isMultiple } from '#src/domain/facets.ts'
import { FACET_FIELDS } from '#src/search/solr/fields.ts'

const SCHEMA = join(import.meta.dirname, '..', '..', 'solr', 'configset', 'managed-schema.xml')

type Attributes = Readonly<Record<string, string>>

/** The schema's `field` and `fieldType` elements, by name, with their attributes. */
function readSchema(xml: string): { fields: Map<string, Attributes>; types: Map<string, Attributes> } {
  const fields = new Map<string, Attributes>()
  const types = new Map<string, Attributes>()
  const parser = new SaxesParser()
  parser.on('opentag', (tag) => {
    const attributes: Attributes = tag.attributes
    const name = attributes.name
    if (name === undefined) return
    if (tag.name === 'field') fields.set(name, attributes)
    if (tag.name === 'fieldType') types.set(name, attributes)
  })
  parser.write(xml).close()
  return { fields, types }
}

/** A field's property as Solr reads it: the field's own attribute, else its type's, else false. */
function property(field: Attributes, type: Attributes | undefined, name: string): boolean {
  return (field[name] ?? type?.[name] ?? 'false') === 'true'
}

describe('the Solr configset and the facet table', () => {
  const { fields, types } = readSchema(readFileSync(SCHEMA, 'utf8'))

  it('reads the schema (its fields and field types)', () => {
    expect(fields.size).toBeGreaterThan(FACET_NAMES.length)
    expect(types.has('string')).toBe(true)
  })

  it.each(FACET_NAMES.map((name) => [name, FACET_FIELDS[name]] as const))('declares the field of facet %s (%s) with docValues, indexed, multi-valued exactly when the facet is multiple', (name, fieldName) => {
    const field = fields.get(fieldName)
    expect(field, `${fieldName} is not declared in solr/configset/managed-schema.xml`).toBeDefined()
    if (!field) return
    const type = types.get(field.type ?? '')
    expect(type, `${fieldName} has the type ${field.type}, which the schema does not declare`).toBeDefined()
    expect({
      docValues: property(field, type, 'docValues'),
      indexed: (field.indexed ?? type?.indexed ?? 'true') === 'true',
      multiValued: property(field, type, 'multiValued'),
    }).toEqual({ docValues: true, indexed: true, multiValued: isMultiple(facetNamed(name)) })
  })
})
