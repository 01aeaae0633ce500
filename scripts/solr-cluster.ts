/**
 * data/solr/cluster.json (or DIR/cluster.json), as the launcher writes it (ADR 028): read by
 * `npm run solr` and by the bench's Solr section.
 */
import * as v from 'valibot'

export const clusterSchema = v.object({
  url: v.string(),
  collection: v.string(),
  // Written by launchers since the alias (ADR 029); the configset has the alias's name.
  configName: v.optional(v.string()),
  ready: v.boolean(),
  zkHost: v.string(),
  launcher: v.object({ pid: v.number(), controlPort: v.number() }),
  nodes: v.array(v.object({ node: v.number(), port: v.number(), url: v.string(), pid: v.nullable(v.number()), running: v.boolean() })),
})
